import Foundation

/// A structure that contains a two-dimensional vector.
public struct CGVector: Hashable, Sendable {
    /// The x component of the vector.
    public var dx: CGFloat
    /// The y component of the vector.
    public var dy: CGFloat

    /// Creates a vector whose components are both zero.
    public init() {
        self.init(dx: 0, dy: 0)
    }

    /// Creates a vector with components specified as floating-point values.
    public init(dx: CGFloat, dy: CGFloat) {
        self.dx = dx
        self.dy = dy
    }

    /// Creates a vector with components specified as integers.
    public init(dx: Int, dy: Int) {
        self.init(dx: CGFloat(dx), dy: CGFloat(dy))
    }

    /// Creates a vector with components specified as double-precision values.
    public init(dx: Double, dy: Double) {
        self.init(dx: CGFloat(dx), dy: CGFloat(dy))
    }

    /// The vector whose components are both zero.
    public static let zero = CGVector(dx: 0, dy: 0)
}

extension CGVector: CustomDebugStringConvertible {
    public var debugDescription: String { "(\(dx), \(dy))" }
}

extension CGVector: Codable {
    // Core Graphics encodes the components as an unkeyed list, dx then dy.
    public init(from decoder: any Decoder) throws {
        var container = try decoder.unkeyedContainer()
        self.init(dx: try container.decode(CGFloat.self), dy: try container.decode(CGFloat.self))
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.unkeyedContainer()
        try container.encode(dx)
        try container.encode(dy)
    }
}
