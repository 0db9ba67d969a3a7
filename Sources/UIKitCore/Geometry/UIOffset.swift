import Foundation

/// A structure that specifies an amount to offset a position: positive for right or down,
/// negative for left or up.
public struct UIOffset: Hashable, Sendable {
    /// The amount of horizontal offset from a position.
    public var horizontal: CGFloat
    /// The amount of vertical offset from a position.
    public var vertical: CGFloat

    /// Creates an offset structure with no offset in either direction.
    public init() {
        self.init(horizontal: 0, vertical: 0)
    }

    /// Creates an offset structure from the given components.
    public init(horizontal: CGFloat, vertical: CGFloat) {
        self.horizontal = horizontal
        self.vertical = vertical
    }

    /// An offset structure with no offset in the horizontal and vertical directions.
    public static let zero = UIOffset()
}

extension UIOffset: Codable {
    // Encoded as an unkeyed list in declaration order, as Core Graphics does for its structs.
    public init(from decoder: any Decoder) throws {
        var container = try decoder.unkeyedContainer()
        self.init(horizontal: try container.decode(CGFloat.self), vertical: try container.decode(CGFloat.self))
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.unkeyedContainer()
        try container.encode(horizontal)
        try container.encode(vertical)
    }
}
