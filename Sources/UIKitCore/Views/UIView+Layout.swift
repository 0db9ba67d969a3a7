import Foundation

extension UIView {
    /// The views whose `layoutSubviews()` is running, outermost first (a few at most).
    static var viewsInLayout: [UIView] = []

    /// Marks the view for layout in the next update cycle. A view laying itself out is not
    /// marked again by what that layout does to it (its subviews' new sizes), so it is not laid
    /// out twice in one pass; but `setNeedsLayout()` called on it during its own layout (from
    /// its `layoutSubviews()` or its controller's `viewDidLayoutSubviews()`) is kept, and the
    /// view is laid out again in the next round, as iOS lays it out again in the next cycle.
    func setNeedsLayoutImplementation(duringOwnLayout keep: Bool = false) {
        guard !needsLayout else { return }
        guard keep || !UIView.viewsInLayout.contains(where: { $0 === self }) else { return }
        needsLayout = true
        if let superview = storedSuperview {
            superview.markDescendantNeedsLayout()
        } else {
            (self as? UIWindow)?.windowScene?.noteChange()
        }
    }

    /// As in UIKit, the constraints come first (the update-constraints pass and the engine's new
    /// frames), then layout starts at the topmost ancestor that needs it, so the receiver is laid
    /// out in its final size.
    func layoutIfNeededImplementation() {
        updateConstraintsBeforeLayout()
        var root: UIView = self
        var current = storedSuperview
        while let ancestor = current {
            if ancestor.needsLayout { root = ancestor }
            current = ancestor.storedSuperview
        }
        root.layoutPendingSubtree()
    }

    func markDescendantNeedsLayout() {
        var current: UIView? = self
        while let view = current, !view.descendantNeedsLayout {
            view.descendantNeedsLayout = true
            current = view.storedSuperview
            if current == nil { (view as? UIWindow)?.windowScene?.noteChange() }
        }
    }

    /// Runs `layoutSubviews()` top-down on every view of the subtree that needs it, visiting only
    /// the branches that have pending layout. `outer` is the superview's safe area insets as its
    /// own layout left them, when the walk knows them: each view then finds its insets one step
    /// down from its superview's, rather than walking up to the window for each view.
    func layoutPendingSubtree(insideSafeArea outer: SafeAreaOfSuperview? = nil) {
        if needsLayout {
            needsLayout = false
            UIView.viewsInLayout.append(self)
            performLayout(insideSafeArea: outer)
            UIView.viewsInLayout.removeLast()
        }
        guard descendantNeedsLayout else { return }
        descendantNeedsLayout = false
        var own: SafeAreaOfSuperview?
        for subview in storedSubviews where subview.needsLayout || subview.descendantNeedsLayout {
            if own == nil { own = SafeAreaOfSuperview(superview: self, insets: computedSafeAreaInsets(insideSafeArea: outer)) }
            subview.layoutPendingSubtree(insideSafeArea: own)
        }
    }

    /// One layout of this view, with its controller's callbacks around it.
    func performLayout(insideSafeArea outer: SafeAreaOfSuperview? = nil) {
        owningViewController?.viewWillLayoutSubviews()
        layoutSubviews()
        updateSubviewSafeAreas(insideSafeArea: outer)
        owningViewController?.viewDidLayoutSubviews()
    }
}

/// A view's safe area insets, handed to its subviews during a layout walk
/// (`UIView.layoutPendingSubtree(insideSafeArea:)`).
@MainActor
struct SafeAreaOfSuperview {
    /// The view the insets are of: a subview that has moved elsewhere meanwhile finds its own.
    let superview: ObjectIdentifier
    let insets: UIEdgeInsets

    init(superview: UIView, insets: UIEdgeInsets) {
        self.superview = ObjectIdentifier(superview)
        self.insets = insets
    }
}
