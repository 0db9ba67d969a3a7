import Testing
import UIKit

// Trigonometry leaves rounding error of about 1e-16, so rotated results are compared within a tolerance.
extension CGFloat {
    func isClose(to other: CGFloat, within tolerance: CGFloat = 1e-12) -> Bool {
        (self - other).magnitude <= tolerance
    }
}

extension CGPoint {
    func isClose(to other: CGPoint, within tolerance: CGFloat = 1e-12) -> Bool {
        x.isClose(to: other.x, within: tolerance) && y.isClose(to: other.y, within: tolerance)
    }
}

extension CGRect {
    func isClose(to other: CGRect, within tolerance: CGFloat = 1e-12) -> Bool {
        origin.isClose(to: other.origin, within: tolerance)
            && size.width.isClose(to: other.size.width, within: tolerance)
            && size.height.isClose(to: other.size.height, within: tolerance)
    }
}

extension CGAffineTransform {
    func isClose(to other: CGAffineTransform, within tolerance: CGFloat = 1e-12) -> Bool {
        a.isClose(to: other.a, within: tolerance) && b.isClose(to: other.b, within: tolerance)
            && c.isClose(to: other.c, within: tolerance) && d.isClose(to: other.d, within: tolerance)
            && tx.isClose(to: other.tx, within: tolerance) && ty.isClose(to: other.ty, within: tolerance)
    }
}
