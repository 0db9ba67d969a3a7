import Foundation

/// The inset distances for views: positive values shrink a rectangle, negative values grow it.
public struct UIEdgeInsets: Hashable, Sendable {
    /// The top edge inset value.
    public var top: CGFloat
    /// The left edge inset value.
    public var left: CGFloat
    /// The bottom edge inset value.
    public var bottom: CGFloat
    /// The right edge inset value.
    public var right: CGFloat

    /// Initializes the edge insets structure with all inset margins set to 0.
    public init() {
        self.init(top: 0, left: 0, bottom: 0, right: 0)
    }

    /// Creates an edge insets structure with the specified edges.
    public init(top: CGFloat, left: CGFloat, bottom: CGFloat, right: CGFloat) {
        self.top = top
        self.left = left
        self.bottom = bottom
        self.right = right
    }

    /// An edge insets struct whose top, left, bottom, and right fields are all set to 0.
    public static let zero = UIEdgeInsets()
}

extension CGRect {
    /// Returns the rectangle moved in by the insets: the origin grows by left and top, the size
    /// shrinks by left + right and top + bottom (negative insets grow it).
    public func inset(by insets: UIEdgeInsets) -> CGRect {
        CGRect(x: origin.x + insets.left, y: origin.y + insets.top,
               width: size.width - (insets.left + insets.right),
               height: size.height - (insets.top + insets.bottom))
    }
}

extension UIEdgeInsets: Codable {
    // Encoded as an unkeyed list in declaration order, as Core Graphics does for its structs.
    public init(from decoder: any Decoder) throws {
        var container = try decoder.unkeyedContainer()
        self.init(top: try container.decode(CGFloat.self), left: try container.decode(CGFloat.self),
                  bottom: try container.decode(CGFloat.self), right: try container.decode(CGFloat.self))
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.unkeyedContainer()
        try container.encode(top)
        try container.encode(left)
        try container.encode(bottom)
        try container.encode(right)
    }
}
