import Foundation

/// The inset distances for views, taking the user interface layout direction into account:
/// leading is the left edge in left-to-right layouts and the right edge in right-to-left ones.
public struct NSDirectionalEdgeInsets: Hashable, Sendable {
    /// The top edge inset value.
    public var top: CGFloat
    /// The leading edge inset value.
    public var leading: CGFloat
    /// The bottom edge inset value.
    public var bottom: CGFloat
    /// The trailing edge inset value.
    public var trailing: CGFloat

    /// Creates a directional edge insets structure with all values set to 0.
    public init() {
        self.init(top: 0, leading: 0, bottom: 0, trailing: 0)
    }

    /// Creates a directional edge insets structure that contains the specified values.
    public init(top: CGFloat, leading: CGFloat, bottom: CGFloat, trailing: CGFloat) {
        self.top = top
        self.leading = leading
        self.bottom = bottom
        self.trailing = trailing
    }

    /// A directional edge insets structure whose top, leading, bottom, and trailing fields are all 0.
    public static let zero = NSDirectionalEdgeInsets()
}

extension NSDirectionalEdgeInsets: Codable {
    // Encoded as an unkeyed list in declaration order, as Core Graphics does for its structs.
    public init(from decoder: any Decoder) throws {
        var container = try decoder.unkeyedContainer()
        self.init(top: try container.decode(CGFloat.self), leading: try container.decode(CGFloat.self),
                  bottom: try container.decode(CGFloat.self), trailing: try container.decode(CGFloat.self))
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.unkeyedContainer()
        try container.encode(top)
        try container.encode(leading)
        try container.encode(bottom)
        try container.encode(trailing)
    }
}
