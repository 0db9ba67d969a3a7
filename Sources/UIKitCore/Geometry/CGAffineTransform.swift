import Foundation

/// An affine transformation matrix for use in drawing 2D graphics.
///
/// A point (x, y) maps to (a·x + c·y + tx, b·x + d·y + ty); as in Core Graphics, the matrix is
/// [a b 0; c d 0; tx ty 1] and points are row vectors multiplied on its left.
public struct CGAffineTransform: Hashable, Sendable {
    public var a: CGFloat
    public var b: CGFloat
    public var c: CGFloat
    public var d: CGFloat
    public var tx: CGFloat
    public var ty: CGFloat

    /// Creates a transform whose entries are all zero (not the identity), as on Apple platforms.
    public init() {
        self.init(a: 0, b: 0, c: 0, d: 0, tx: 0, ty: 0)
    }

    /// Creates a transform from the six entries of its matrix.
    public init(a: CGFloat, b: CGFloat, c: CGFloat, d: CGFloat, tx: CGFloat, ty: CGFloat) {
        self.a = a
        self.b = b
        self.c = c
        self.d = d
        self.tx = tx
        self.ty = ty
    }

    /// Creates a transform from the six entries of its matrix, in the order a, b, c, d, tx, ty.
    public init(_ a: CGFloat, _ b: CGFloat, _ c: CGFloat, _ d: CGFloat, _ tx: CGFloat, _ ty: CGFloat) {
        self.init(a: a, b: b, c: c, d: d, tx: tx, ty: ty)
    }

    /// Returns a transform that moves the coordinate system by the given amounts.
    public init(translationX tx: CGFloat, y ty: CGFloat) {
        self.init(a: 1, b: 0, c: 0, d: 1, tx: tx, ty: ty)
    }

    /// Returns a transform that scales the coordinate system by the given factors.
    public init(scaleX sx: CGFloat, y sy: CGFloat) {
        self.init(a: sx, b: 0, c: 0, d: sy, tx: 0, ty: 0)
    }

    /// Returns a transform that rotates the coordinate system by `angle` radians: it maps (1, 0)
    /// to (cos angle, sin angle), which is clockwise on screen, where UIKit's y axis points down.
    public init(rotationAngle angle: CGFloat) {
        let cosine = cos(angle)
        let sine = sin(angle)
        self.init(a: cosine, b: sine, c: -sine, d: cosine, tx: 0, ty: 0)
    }

    /// The identity transform: [1 0 0 1 0 0].
    public static let identity = CGAffineTransform(a: 1, b: 0, c: 0, d: 1, tx: 0, ty: 0)

    /// Whether the transform is the identity transform.
    public var isIdentity: Bool { self == .identity }

    /// Returns the transform that translates by (tx, ty) and then applies this one.
    public func translatedBy(x tx: CGFloat, y ty: CGFloat) -> CGAffineTransform {
        CGAffineTransform(translationX: tx, y: ty).concatenating(self)
    }

    /// Returns the transform that scales by (sx, sy) and then applies this one.
    public func scaledBy(x sx: CGFloat, y sy: CGFloat) -> CGAffineTransform {
        CGAffineTransform(scaleX: sx, y: sy).concatenating(self)
    }

    /// Returns the transform that rotates by `angle` radians and then applies this one.
    public func rotated(by angle: CGFloat) -> CGAffineTransform {
        CGAffineTransform(rotationAngle: angle).concatenating(self)
    }

    /// Returns the inverse transform, or this transform unchanged if it cannot be inverted
    /// (its determinant is zero).
    public func inverted() -> CGAffineTransform {
        let determinant = a * d - b * c
        guard determinant != 0 else { return self }
        return CGAffineTransform(a: d / determinant, b: -b / determinant,
                                 c: -c / determinant, d: a / determinant,
                                 tx: (c * ty - d * tx) / determinant,
                                 ty: (b * tx - a * ty) / determinant)
    }

    /// Returns the matrix product self × t2: the transform that applies this one, then `t2`.
    public func concatenating(_ t2: CGAffineTransform) -> CGAffineTransform {
        CGAffineTransform(a: a * t2.a + b * t2.c,
                          b: a * t2.b + b * t2.d,
                          c: c * t2.a + d * t2.c,
                          d: c * t2.b + d * t2.d,
                          tx: tx * t2.a + ty * t2.c + t2.tx,
                          ty: tx * t2.b + ty * t2.d + t2.ty)
    }
}

extension CGAffineTransform: Codable {
    // Core Graphics encodes the six entries as an unkeyed list, a, b, c, d, tx, ty.
    public init(from decoder: any Decoder) throws {
        var container = try decoder.unkeyedContainer()
        self.init(a: try container.decode(CGFloat.self), b: try container.decode(CGFloat.self),
                  c: try container.decode(CGFloat.self), d: try container.decode(CGFloat.self),
                  tx: try container.decode(CGFloat.self), ty: try container.decode(CGFloat.self))
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.unkeyedContainer()
        try container.encode(a)
        try container.encode(b)
        try container.encode(c)
        try container.encode(d)
        try container.encode(tx)
        try container.encode(ty)
    }
}
