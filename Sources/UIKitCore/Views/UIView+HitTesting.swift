import Foundation

extension UIView {
    /// UIKit's hit test: views that are hidden, have user interaction disabled, or have an alpha
    /// below 0.01 are skipped, as are points outside the receiver's bounds; later subviews are
    /// tried first.
    func hitTestImplementation(_ point: CGPoint, with event: UIEvent?) -> UIView? {
        guard !isHidden, isUserInteractionEnabled, alpha >= 0.01 else { return nil }
        // A view being animated ignores touches, unless its animation allows user interaction.
        if let scene = storedWindow?.windowScene, !scene.runningAnimations.isEmpty,
           scene.isAnimatingWithoutInteraction(self) { return nil }
        guard self.point(inside: point, with: event) else { return nil }
        for subview in storedSubviews.reversed() {
            let converted = subview.convertFromSuperviewSpace(point)
            if let hit = subview.hitTest(converted, with: event) { return hit }
        }
        return self
    }
}
