/// The type of keyboard to display for a text-based view.
public enum UIKeyboardType: Int, Sendable {
    case `default`, asciiCapable, numbersAndPunctuation, URL, numberPad, phonePad, namePhonePad, emailAddress
    case decimalPad, twitter, webSearch, asciiCapableNumberPad

    /// The HTML `inputmode` the browser's keyboard takes for this type.
    var inputMode: String {
        switch self {
        case .default, .asciiCapable, .namePhonePad, .twitter: "text"
        case .numbersAndPunctuation, .numberPad, .asciiCapableNumberPad: "numeric"
        case .URL: "url"
        case .phonePad: "tel"
        case .emailAddress: "email"
        case .decimalPad: "decimal"
        case .webSearch: "search"
        }
    }
}
