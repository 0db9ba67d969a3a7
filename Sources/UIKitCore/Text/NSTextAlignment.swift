/// Constants that specify text alignment.
public enum NSTextAlignment: Int, Sendable {
    case left = 0, center = 1, right = 2, justified = 3, natural = 4

    /// The CSS `text-align` value; nil for left, the page's default. Natural alignment is the
    /// leading edge: right when the view's layout direction is right to left.
    func cssValue(rightToLeft: Bool) -> String? {
        switch self {
        case .left: nil
        case .natural: rightToLeft ? "right" : nil
        case .center: "center"
        case .right: "right"
        case .justified: "justify"
        }
    }
}
