import Foundation

/// The view that holds a container's child views (named after UIKit's). Its safe area is the container's plus the
/// bars that cover it, so a child's view fills the container while its safe area stops at the
/// bars, as UIKit's wrapper views do.
final class UIViewControllerWrapperView: UIView {
    /// Makes the bars' heights part of the safe area of the child views.
    func setBarInsets(_ insets: UIEdgeInsets) {
        setAdditionalSafeArea(insets)
    }

    /// While a transition runs its animator places the views.
    var isTransitioning = false

    override func layoutSubviews() {
        super.layoutSubviews()
        guard !isTransitioning else { return }
        for subview in subviews { subview.frame = bounds }
    }
}
