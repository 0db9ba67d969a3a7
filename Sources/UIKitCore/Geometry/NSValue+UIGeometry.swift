import Foundation

/// UIKit's additions to `NSValue` for geometry, as layer animations' values take them.
extension NSValue {
    /// A value that holds a point.
    public convenience init(cgPoint point: CGPoint) {
        self.init(point: point)
    }

    /// A value that holds a size.
    public convenience init(cgSize size: CGSize) {
        self.init(size: size)
    }

    /// A value that holds a rectangle.
    public convenience init(cgRect rect: CGRect) {
        self.init(rect: rect)
    }

    /// The point the value holds.
    public var cgPointValue: CGPoint { pointValue }
    /// The size the value holds.
    public var cgSizeValue: CGSize { sizeValue }
    /// The rectangle the value holds.
    public var cgRectValue: CGRect { rectValue }
}
