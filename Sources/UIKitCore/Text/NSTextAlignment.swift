/// Constants that specify text alignment.
public enum NSTextAlignment: Int, Sendable {
    case left = 0, center = 1, right = 2, justified = 3, natural = 4

    /// The CSS `text-align` value, for left-to-right text.
    var cssValue: String? {
        switch self {
        case .left, .natural: nil
        case .center: "center"
        case .right: "right"
        case .justified: "justify"
        }
    }
}
