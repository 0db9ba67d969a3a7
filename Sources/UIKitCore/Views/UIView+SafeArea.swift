import Foundation

extension UIView {
    /// The part of this view that its superview's unsafe area covers, plus its own additions.
    var computedSafeAreaInsets: UIEdgeInsets {
        guard storedWindow != nil else { return .zero }
        guard let superview = storedSuperview else { return additionalSafeArea }
        return safeAreaInsets(insideSuperviewWith: superview.computedSafeAreaInsets)
    }

    /// The same, one step down from the superview's insets when a layout walk knows them.
    func computedSafeAreaInsets(insideSafeArea outer: SafeAreaOfSuperview?) -> UIEdgeInsets {
        guard let outer, let superview = storedSuperview, ObjectIdentifier(superview) == outer.superview else {
            return computedSafeAreaInsets
        }
        guard storedWindow != nil else { return .zero }
        return safeAreaInsets(insideSuperviewWith: outer.insets)
    }

    /// The view's safe area insets given its superview's: one step down the tree, so a layout
    /// pass finds every subview's insets from its own without walking up again for each.
    private func safeAreaInsets(insideSuperviewWith parentInsets: UIEdgeInsets) -> UIEdgeInsets {
        var insets = additionalSafeArea
        guard parentInsets != .zero, let superview = storedSuperview else { return insets }
        // A controller's view that a container's transition moves keeps the insets of its
        // place in the container (UIKit gives a root view its controller's insets), so its
        // content does not squeeze as it slides off screen.
        if let wrapper = superview as? UIViewControllerWrapperView, wrapper.isTransitioning, owningViewController != nil {
            return UIEdgeInsets(top: insets.top + parentInsets.top, left: insets.left + parentInsets.left,
                                bottom: insets.bottom + parentInsets.bottom, right: insets.right + parentInsets.right)
        }
        let safeInSuperview = superview.bounds.inset(by: parentInsets)
        let geometry = layerGeometry
        let safeRect = geometry.transform.isIdentity
            // Untransformed, the view's space is its superview's moved: one point to convert.
            ? CGRect(origin: geometry.fromSuperlayer(safeInSuperview.origin), size: safeInSuperview.size).standardized
            : CGRect(boundingBoxOf: safeInSuperview.corners.map(geometry.fromSuperlayer))
        let bounds = self.bounds
        // An inset is at most the view's extent: a view wholly outside the safe area is covered,
        // not more.
        insets.top += min(bounds.height, max(0, safeRect.minY - bounds.minY))
        insets.left += min(bounds.width, max(0, safeRect.minX - bounds.minX))
        insets.bottom += min(bounds.height, max(0, bounds.maxY - safeRect.maxY))
        insets.right += min(bounds.width, max(0, bounds.maxX - safeRect.maxX))
        return insets
    }

    /// The margins a view has until its own are set: 8 points per edge, or for a controller's
    /// root view the controller's system minimum margins.
    var defaultLayoutMargins: NSDirectionalEdgeInsets {
        guard let controller = owningViewController else {
            return NSDirectionalEdgeInsets(top: 8, leading: 8, bottom: 8, trailing: 8)
        }
        return controller.systemMinimumLayoutMargins
    }

    /// The margins in effect: the view's own (or the default), raised to the system minimum on
    /// each edge for the root view of a controller that respects it.
    var effectiveLayoutMargins: NSDirectionalEdgeInsets {
        let margins = storedLayoutMargins ?? defaultLayoutMargins
        guard let controller = owningViewController, controller.viewRespectsSystemMinimumLayoutMargins else {
            return margins
        }
        let minimum = controller.systemMinimumLayoutMargins
        return NSDirectionalEdgeInsets(top: max(margins.top, minimum.top),
                                       leading: max(margins.leading, minimum.leading),
                                       bottom: max(margins.bottom, minimum.bottom),
                                       trailing: max(margins.trailing, minimum.trailing))
    }

    /// The effective margins may have changed from `previous` (the controller's system minimum
    /// or whether it is respected): the view and its controller hear it and the view lays out.
    func layoutMarginsMayHaveChanged(from previous: NSDirectionalEdgeInsets) {
        guard directionalLayoutMargins != previous else { return }
        layoutMarginsDidChange()
        owningViewController?.viewLayoutMarginsDidChange()
        setNeedsLayout()
    }

    /// The insets of the layout margins guide: the margins, kept inside the safe area when
    /// `insetsLayoutMarginsFromSafeArea`, and at least the superview's where they overlap when
    /// `preservesSuperviewLayoutMargins`.
    var layoutMarginsGuideInsets: UIEdgeInsets {
        var insets = layoutMargins
        if insetsLayoutMarginsFromSafeArea {
            let safe = safeAreaInsets
            insets = UIEdgeInsets(top: insets.top + safe.top, left: insets.left + safe.left,
                                  bottom: insets.bottom + safe.bottom, right: insets.right + safe.right)
        }
        guard preservesSuperviewLayoutMargins, let superview = storedSuperview else { return insets }
        let marginRect = convert(superview.bounds.inset(by: superview.layoutMarginsGuideInsets), from: superview)
        let bounds = self.bounds
        insets.top = max(insets.top, marginRect.minY - bounds.minY)
        insets.left = max(insets.left, marginRect.minX - bounds.minX)
        insets.bottom = max(insets.bottom, bounds.maxY - marginRect.maxY)
        insets.right = max(insets.right, bounds.maxX - marginRect.maxX)
        return insets
    }

    /// Tells subviews whose safe area changed, as UIKit does after a view lays out its subviews;
    /// they are laid out again.
    func updateSubviewSafeAreas(insideSafeArea outer: SafeAreaOfSuperview? = nil) {
        guard !storedSubviews.isEmpty else { return }
        let own = computedSafeAreaInsets(insideSafeArea: outer)
        for subview in storedSubviews {
            let insets = subview.storedWindow == nil ? .zero : subview.safeAreaInsets(insideSuperviewWith: own)
            guard insets != subview.notifiedSafeAreaInsets else { continue }
            subview.notifiedSafeAreaInsets = insets
            subview.notifySafeAreaChange()
            subview.setNeedsLayout()
        }
    }

    /// Sets the insets the window or a container adds to this view's safe area.
    func setAdditionalSafeArea(_ insets: UIEdgeInsets) {
        guard insets != additionalSafeArea else { return }
        additionalSafeArea = insets
        let computed = computedSafeAreaInsets
        if computed != notifiedSafeAreaInsets {
            notifiedSafeAreaInsets = computed
            notifySafeAreaChange()
        }
        setNeedsLayout()
    }

    /// The safe area changed: the view hears it, then its controller; margins measured from the
    /// safe area changed too.
    private func notifySafeAreaChange() {
        safeAreaInsetsDidChange()
        owningViewController?.viewSafeAreaInsetsDidChange()
        guard insetsLayoutMarginsFromSafeArea else { return }
        layoutMarginsDidChange()
        owningViewController?.viewLayoutMarginsDidChange()
    }
}

extension UIEdgeInsets {
    /// Physical insets from directional ones: leading is left, or right when `rightToLeft`.
    init(_ insets: NSDirectionalEdgeInsets, rightToLeft: Bool = false) {
        self.init(top: insets.top, left: rightToLeft ? insets.trailing : insets.leading, bottom: insets.bottom,
                  right: rightToLeft ? insets.leading : insets.trailing)
    }
}

extension NSDirectionalEdgeInsets {
    /// Directional insets from physical ones: leading is left, or right when `rightToLeft`.
    init(_ insets: UIEdgeInsets, rightToLeft: Bool = false) {
        self.init(top: insets.top, leading: rightToLeft ? insets.right : insets.left, bottom: insets.bottom,
                  trailing: rightToLeft ? insets.left : insets.right)
    }
}
