/// Constants that specify the edges of a rectangle; combine them to specify several edges.
public struct UIRectEdge: OptionSet, Hashable, Sendable {
    public let rawValue: UInt

    /// Creates an edges structure with the specified raw value.
    public init(rawValue: UInt) {
        self.rawValue = rawValue
    }

    /// The top edge of the rectangle.
    public static let top = UIRectEdge(rawValue: 1 << 0)
    /// The left edge of the rectangle.
    public static let left = UIRectEdge(rawValue: 1 << 1)
    /// The bottom edge of the rectangle.
    public static let bottom = UIRectEdge(rawValue: 1 << 2)
    /// The right edge of the rectangle.
    public static let right = UIRectEdge(rawValue: 1 << 3)
    /// All edges of the rectangle.
    public static let all: UIRectEdge = [.top, .left, .bottom, .right]
}
