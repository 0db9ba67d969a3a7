import Foundation

extension UIView {
    /// The value that marks an axis without an intrinsic size.
    public static let noIntrinsicMetric: CGFloat = -1

    /// The option to use the smallest possible size, for `systemLayoutSizeFitting(_:)`.
    public static let layoutFittingCompressedSize = CGSize(width: 0, height: 0)

    /// The option to use the largest possible size, for `systemLayoutSizeFitting(_:)`.
    public static let layoutFittingExpandedSize = CGSize(width: 10000, height: 10000)

    func setTranslatesAutoresizingMaskIntoConstraints(_ newValue: Bool) {
        let state = layoutState
        guard state.translatesAutoresizingMask != newValue else { return }
        state.translatesAutoresizingMask = newValue
        if state.isMember, let engine = state.engine { engine.reinstallOwnConstraints(of: state) }
        guard let superview else { return }
        // A view positioned by constraints engages the engine even before any constraint names
        // it: without constraints it is laid out with its intrinsic size, or none. Outside
        // windows, its hierarchy is marked to get one when it is laid out or joins another.
        if !newValue { _ = LayoutEngine.engine(for: superview, ifNone: .park) }
        superview.setNeedsLayout()
    }

    func invalidateIntrinsicContentSizeImplementation() {
        guard let state = autoLayout, state.isMember, let engine = state.engine else { return }
        engine.intrinsicContentSizeDidChange(of: state)
    }

    func layoutPriority(_ kind: KeyPath<ViewLayoutState, (horizontal: UILayoutPriority, vertical: UILayoutPriority)>,
                        for axis: NSLayoutConstraint.Axis, default value: UILayoutPriority) -> UILayoutPriority {
        guard let priorities = autoLayout?[keyPath: kind] else { return value }
        return axis == .horizontal ? priorities.horizontal : priorities.vertical
    }

    func setLayoutPriority(_ priority: UILayoutPriority,
                           _ kind: ReferenceWritableKeyPath<ViewLayoutState, (horizontal: UILayoutPriority, vertical: UILayoutPriority)>,
                           for axis: NSLayoutConstraint.Axis) {
        let state = layoutState
        if axis == .horizontal { state[keyPath: kind].horizontal = priority } else { state[keyPath: kind].vertical = priority }
        invalidateIntrinsicContentSizeImplementation()
    }

    /// The steps of UIKit's layout pass before `layoutSubviews()`, for `layoutIfNeeded()` in the
    /// middle of a turn: the update-constraints pass of the view's hierarchy, bottom-up, then
    /// what changed since the last pass (constraints, views added or removed, arranged views
    /// hidden or shown, frames set) into the engine, whose new frames mark the superviews of the
    /// views they move as needing layout.
    func updateConstraintsBeforeLayout() {
        LayoutEngine.adoptAttachedEngines()
        let root = layoutRoot
        root.runUpdateConstraintsPass()
        LayoutEngine.engine(for: root, create: false)?.update(applyingIn: nil, checkEverything: true)
    }

    /// What UIView's default `layoutSubviews()` does: sets the frames the constraint engine's
    /// solution gives the subviews that do not translate their autoresizing masks, after
    /// bringing the engine up to date.
    func applyConstraintBasedLayoutToSubviews() {
        let isRoot = storedSuperview == nil
        // A view with no subview positioned by constraints has nothing to apply; the root still
        // updates the engine, where changes made outside a layout pass wait.
        guard isRoot || storedSubviews.contains(where: { $0.autoLayout?.translatesAutoresizingMask == false }) else { return }
        var engine = engineForSubviewLayout()
        if engine == nil, let rootState = layoutRoot.autoLayout,
           rootState.needsUpdateConstraints || rootState.descendantNeedsUpdateConstraints {
            layoutRoot.runUpdateConstraintsPass()
            engine = engineForSubviewLayout()
        }
        guard let engine else { return }
        // A window's engine was checked by the update-constraints step of this layout pass; a
        // root outside a window has no such step, so its layout checks.
        engine.update(applyingIn: self, checkEverything: isRoot && !(self is UIWindow))
        let scale = engine.displayScale
        for subview in storedSubviews {
            guard let state = subview.autoLayout, !state.translatesAutoresizingMask, state.isMember else { continue }
            subview.applyEngineFrame(scale: scale)
        }
    }

    private func engineForSubviewLayout() -> LayoutEngine? {
        if let engine = LayoutEngine.engine(for: self, create: false) { return engine }
        for subview in storedSubviews where subview.autoLayout?.engine != nil {
            return LayoutEngine.engine(for: subview, create: false)
        }
        return nil
    }
}
