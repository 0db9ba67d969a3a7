/// The corners of a rectangle, in the default coordinate system where the origin is the top left.
public struct UIRectCorner: OptionSet, Hashable, Sendable {
    public let rawValue: UInt

    /// Creates a structure that represents the corners of a rectangle.
    public init(rawValue: UInt) {
        self.rawValue = rawValue
    }

    /// The top-left corner of the rectangle.
    public static let topLeft = UIRectCorner(rawValue: 1 << 0)
    /// The top-right corner of the rectangle.
    public static let topRight = UIRectCorner(rawValue: 1 << 1)
    /// The bottom-left corner of the rectangle.
    public static let bottomLeft = UIRectCorner(rawValue: 1 << 2)
    /// The bottom-right corner of the rectangle.
    public static let bottomRight = UIRectCorner(rawValue: 1 << 3)
    /// All corners of the rectangle; UIKit defines it as every bit set (`~0`).
    public static let allCorners = UIRectCorner(rawValue: ~0)
}
