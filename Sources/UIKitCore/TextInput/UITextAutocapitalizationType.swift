/// The autocapitalization behaviour of a text-based view.
public enum UITextAutocapitalizationType: Int, Sendable {
    case none, words, sentences, allCharacters

    /// The HTML `autocapitalize` value.
    var htmlValue: String {
        switch self {
        case .none: "none"
        case .words: "words"
        case .sentences: "sentences"
        case .allCharacters: "characters"
        }
    }
}
