/// The text string displayed in the Return key of a keyboard.
public enum UIReturnKeyType: Int, Sendable {
    case `default`, go, google, join, next, route, search, send, yahoo, done, emergencyCall, `continue`

    /// The HTML `enterkeyhint` closest to this key.
    var enterKeyHint: String {
        switch self {
        case .default, .emergencyCall: "enter"
        case .go, .join, .route, .continue: "go"
        case .google, .search, .yahoo: "search"
        case .next: "next"
        case .send: "send"
        case .done: "done"
        }
    }
}
