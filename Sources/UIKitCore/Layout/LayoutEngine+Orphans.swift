import Foundation

// A window's engine goes with the window. Views an app keeps beyond it (a view controller's
// view it shows again, a cached card) keep their constraints active, as in UIKit, and keep
// what the engine left in them: a membership, frame and content-size constraints of a solver
// that is gone. When such a subtree joins a hierarchy again, or its root gets an engine, the
// engine of its hierarchy takes it in as if it had never been laid out.

extension LayoutEngine {
    /// Takes in what the views of `subtree` kept of an engine that is gone, when the subtree
    /// outlived its superview or its engine and joined a hierarchy.
    static func adoptOrphans(in subtree: UIView) {
        guard subtree.holdsOrphanedLayout else { return }
        // The engine of the hierarchy's root, which an engine the subtree still has joins at the
        // next layout pass, as usual.
        LayoutEngine.engine(forRoot: subtree.layoutRoot).adoptOrphans(in: subtree)
    }

    /// Makes the views of `subtree` that were members of an engine that is gone members of this
    /// one, with their own constraints anew; puts the active constraints they hold into this
    /// engine, with their activation order; and deactivates the constraints that named them from
    /// views that are gone.
    func adoptOrphans(in subtree: UIView) {
        var orphans: [NSLayoutConstraint] = []
        var unheld: [NSLayoutConstraint] = []
        var formerMembers: [UIView] = []
        subtree.forEachViewInSubtree { view in
            guard let state = view.autoLayout else { return }
            if state.isMemberOfLostEngine { formerMembers.append(view) }
            for constraint in state.installed where constraint.isOrphaned { orphans.append(constraint) }
            for constraint in state.referencing where constraint.isUnheld { unheld.append(constraint) }
            state.forEachGuide { guide in
                for constraint in guide.systemConstraints where constraint.isOrphaned { orphans.append(constraint) }
            }
        }
        guard !orphans.isEmpty || !unheld.isEmpty || !formerMembers.isEmpty else { return }
        for constraint in unheld { constraint.deactivate() }
        for view in formerMembers {
            let state = view.layoutState
            removeOwnConstraints(of: state)
            state.memberIndex = -1
            state.engine = nil
            admit(view)
            var ownsGuides = false
            state.forEachGuide { _ in ownsGuides = true }
            if ownsGuides { guideOwners[ObjectIdentifier(state)] = state }
            // A stack view's rows went with the engine; its arrangement is built again here. (One
            // made layout constraints is held by the stack view, and comes back as they do.)
            if let stackView = view as? UIStackView, !stackView.arrangementIsMaterialized { stackView.arrangementDidChange() }
        }
        for constraint in orphans where constraint.isOrphaned {
            let stamp = constraint.activationStamp
            constraint.engineState = .none
            constraint.clearSolverConstraints()
            enqueue(constraint, requestingLayout: false)
            constraint.activationStamp = stamp
        }
        validatedHierarchyGeneration = -1
        requestLayout()
    }
}

extension NSLayoutConstraint {
    /// Active, but in no engine: the engine it was in is gone (not one being activated, which
    /// has no place in an engine yet).
    fileprivate var isOrphaned: Bool { activeFlag && engineState != .none && engine == nil }

    /// Active and naming a view, but held by a view that is gone (the window it was added to).
    fileprivate var isUnheld: Bool { activeFlag && !isSystemConstraint && holder == nil }
}

extension UIView {
    /// Whether the view may hold what an engine that is gone left: its superview is gone (the
    /// engine's host was an ancestor), or it is still a member of that engine. Read as views are
    /// added, without a walk.
    var mayHoldOrphanedLayout: Bool {
        $storedSuperview.isDangling || autoLayout?.isMemberOfLostEngine == true
    }

    /// Whether a view of the subtree was a member of an engine that is gone. The views an
    /// orphaned constraint names, and the views holding one, were members of its engine.
    var holdsOrphanedLayout: Bool {
        if let state = autoLayout, state.isMemberOfLostEngine { return true }
        for subview in storedSubviews where subview.holdsOrphanedLayout { return true }
        return false
    }
}
