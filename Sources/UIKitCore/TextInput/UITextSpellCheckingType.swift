/// The spell-checking behaviour of a text-based view.
public enum UITextSpellCheckingType: Int, Sendable {
    case `default`, no, yes
}
