import Foundation

extension UIView {
    /// The constraints held by the view: those activated with the view as the nearest common
    /// ancestor of their items, and those added with `addConstraint(_:)`.
    public var constraints: [NSLayoutConstraint] {
        // A stack view's arrangement is among them (LayoutEngine+Arrangement.swift).
        if let stackView = self as? UIStackView { stackView.materializeArrangement() }
        guard let state = autoLayout else { return [] }
        return state.installed.filter(\.isActive)
    }

    /// Adds a constraint on the layout of the receiving view or its subviews; the constraint's
    /// items must be the view or its descendants. Prefer activating the constraint.
    public func addConstraint(_ constraint: NSLayoutConstraint) {
        constraint.activate(holder: self)
    }

    /// Adds multiple constraints on the layout of the receiving view or its subviews.
    public func addConstraints(_ constraints: [NSLayoutConstraint]) {
        guard !constraints.isEmpty else { return }
        layoutState.reserveInstalled(adding: constraints.count)
        var lookup: EngineLookup?
        for constraint in constraints { constraint.activate(holder: self, lookup: &lookup) }
    }

    /// Removes the specified constraint from the view. Prefer deactivating the constraint.
    public func removeConstraint(_ constraint: NSLayoutConstraint) {
        guard constraint.holder === self else { return }
        constraint.deactivate()
    }

    /// Removes the specified constraints from the view.
    public func removeConstraints(_ constraints: [NSLayoutConstraint]) {
        for constraint in constraints { removeConstraint(constraint) }
    }

    // MARK: The update-constraints pass

    /// Controls whether the view's constraints need updating: the next layout pass calls
    /// `updateConstraints()` on the view first.
    public func setNeedsUpdateConstraints() {
        let state = layoutState
        guard !state.needsUpdateConstraints else { return }
        state.needsUpdateConstraints = true
        markAncestorsForUpdateConstraints()
    }

    /// Marks the path to the root, and asks the root for a layout pass, where the
    /// update-constraints pass starts. A root outside a window keeps its mark: when it is added
    /// to a hierarchy, `insertSubviewImplementation` carries the mark up to its new root.
    func markAncestorsForUpdateConstraints() {
        var current = storedSuperview
        var root = self
        while let view = current {
            root = view
            let state = view.layoutState
            if !state.descendantNeedsUpdateConstraints { state.descendantNeedsUpdateConstraints = true }
            current = view.storedSuperview
        }
        root.setNeedsLayout()
    }

    /// A Boolean value that determines whether the view's constraints need updating.
    public func needsUpdateConstraints() -> Bool {
        autoLayout?.needsUpdateConstraints ?? false
    }

    /// Updates the constraints for the receiving view and its subviews that need it, now.
    public func updateConstraintsIfNeeded() {
        runUpdateConstraintsPass()
    }

    /// Calls `updateConstraints()` bottom-up, subviews before their superview, on the views
    /// that need it: for a view controller's root view, the controller's
    /// `updateViewConstraints()`. Views that ask again during the pass are visited again.
    func runUpdateConstraintsPass() {
        for _ in 0..<10 {
            guard let state = autoLayout, state.needsUpdateConstraints || state.descendantNeedsUpdateConstraints else { return }
            visitForUpdateConstraints()
        }
    }

    private func visitForUpdateConstraints() {
        guard let state = autoLayout else { return }
        if state.descendantNeedsUpdateConstraints {
            state.descendantNeedsUpdateConstraints = false
            for subview in storedSubviews {
                guard let substate = subview.autoLayout,
                      substate.needsUpdateConstraints || substate.descendantNeedsUpdateConstraints else { continue }
                subview.visitForUpdateConstraints()
            }
        }
        guard state.needsUpdateConstraints else { return }
        state.needsUpdateConstraints = false
        if let owningViewController {
            owningViewController.updateViewConstraints()
        } else {
            updateConstraints()
        }
    }
}
