/// The autocorrection behaviour of a text-based view.
public enum UITextAutocorrectionType: Int, Sendable {
    case `default`, no, yes
}
