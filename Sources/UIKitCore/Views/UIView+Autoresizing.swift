import Foundation

extension UIView {
    /// Resizes the subviews whose autoresizing masks ask for it, after the receiver's size
    /// changed from `oldSize`, as UIKit does when the bounds change.
    func autoresizeSubviews(from oldSize: CGSize) {
        guard autoresizesSubviews else { return }
        for subview in storedSubviews where !subview.autoresizingMask.isEmpty {
            subview.autoresize(from: oldSize, to: storedBounds.size)
        }
    }

    /// Along each axis, the size difference goes to the flexible parts (margins and size) in
    /// proportion to their current lengths, or equally when those are all zero.
    private func autoresize(from oldSize: CGSize, to newSize: CGSize) {
        let mask = autoresizingMask
        let frame = self.frame
        let horizontal = Self.distribute(
            newSize.width - oldSize.width,
            lengths: (frame.minX, frame.width, oldSize.width - frame.maxX),
            flexible: (mask.contains(.flexibleLeftMargin), mask.contains(.flexibleWidth), mask.contains(.flexibleRightMargin)))
        let vertical = Self.distribute(
            newSize.height - oldSize.height,
            lengths: (frame.minY, frame.height, oldSize.height - frame.maxY),
            flexible: (mask.contains(.flexibleTopMargin), mask.contains(.flexibleHeight), mask.contains(.flexibleBottomMargin)))
        self.frame = CGRect(x: frame.minX + horizontal.leading, y: frame.minY + vertical.leading,
                            width: max(0, frame.width + horizontal.size), height: max(0, frame.height + vertical.size))
    }

    private static func distribute(_ delta: CGFloat, lengths: (CGFloat, CGFloat, CGFloat),
                                   flexible: (Bool, Bool, Bool)) -> (leading: CGFloat, size: CGFloat) {
        guard delta != 0 else { return (0, 0) }
        let parts = [(flexible.0, lengths.0), (flexible.1, lengths.1), (flexible.2, lengths.2)]
        let flexibleCount = parts.filter(\.0).count
        guard flexibleCount > 0 else { return (0, 0) }
        let total = parts.filter(\.0).reduce(0) { $0 + max(0, $1.1) }
        func share(_ part: (Bool, CGFloat)) -> CGFloat {
            guard part.0 else { return 0 }
            return total > 0 ? delta * max(0, part.1) / total : delta / CGFloat(flexibleCount)
        }
        return (share(parts[0]), share(parts[1]))
    }
}
