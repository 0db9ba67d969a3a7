extension UIControl {
    /// How a control's content sits across its bounds.
    public enum ContentHorizontalAlignment: Int, Sendable {
        case center, left, right, fill, leading, trailing
    }

    /// How a control's content sits down its bounds.
    public enum ContentVerticalAlignment: Int, Sendable {
        case center, top, bottom, fill
    }

    /// The horizontal alignment with `leading` and `trailing` resolved (left to right).
    public var effectiveContentHorizontalAlignment: ContentHorizontalAlignment {
        switch contentHorizontalAlignment {
        case .leading: .left
        case .trailing: .right
        case let alignment: alignment
        }
    }
}
