import Foundation

extension CGPoint {
    /// Returns the point that the transform maps this point to: (a·x + c·y + tx, b·x + d·y + ty).
    public func applying(_ t: CGAffineTransform) -> CGPoint {
        CGPoint(x: t.a * x + t.c * y + t.tx, y: t.b * x + t.d * y + t.ty)
    }
}

extension CGSize {
    /// Returns the width and height transformed as a vector: scaled and rotated, never translated.
    public func applying(_ t: CGAffineTransform) -> CGSize {
        CGSize(width: t.a * width + t.c * height, height: t.b * width + t.d * height)
    }
}

extension CGRect {
    /// Returns the smallest rectangle that contains the transformed corners of this rectangle.
    public func applying(_ t: CGAffineTransform) -> CGRect {
        // The null rectangle stays null; its infinite origin would otherwise turn into NaNs.
        guard !isNull else { return self }
        let topLeft = CGPoint(x: minX, y: minY).applying(t)
        let topRight = CGPoint(x: maxX, y: minY).applying(t)
        let bottomLeft = CGPoint(x: minX, y: maxY).applying(t)
        let bottomRight = CGPoint(x: maxX, y: maxY).applying(t)
        let left = min(topLeft.x, topRight.x, bottomLeft.x, bottomRight.x)
        let right = max(topLeft.x, topRight.x, bottomLeft.x, bottomRight.x)
        let top = min(topLeft.y, topRight.y, bottomLeft.y, bottomRight.y)
        let bottom = max(topLeft.y, topRight.y, bottomLeft.y, bottomRight.y)
        return CGRect(x: left, y: top, width: right - left, height: bottom - top)
    }
}
