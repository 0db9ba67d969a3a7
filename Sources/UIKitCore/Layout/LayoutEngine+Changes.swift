import ConstraintSolver
import Foundation

extension LayoutEngine {
    /// Takes an active constraint in; it reaches the solver at the next update, which a layout
    /// pass runs: one is asked for unless the caller already did (a batch of activations asks
    /// once).
    func enqueue(_ constraint: NSLayoutConstraint, requestingLayout: Bool = true) {
        // Taken in already: a hierarchy's waiting constraints went into this engine as it was
        // found for this one's activation (LayoutEngine+Parking.swift).
        if constraint.engineState == .pending, constraint.engine === self {
            if requestingLayout { requestLayout() }
            return
        }
        constraint.engine = self
        constraint.engineState = .pending
        own(constraint)
        pendingAdds.append(constraint)
        if requestingLayout { requestLayout() }
    }

    /// Lets go of a constraint that was deactivated or moves to another engine.
    func release(_ constraint: NSLayoutConstraint) {
        guard disown(constraint) else { return }
        switch constraint.engineState {
        case .installed:
            removeFromSolver(constraint)
        case .broken:
            broken[ObjectIdentifier(constraint)] = nil
        case .pending, .none:
            break
        }
        constraint.engineState = .none
        constraint.engine = nil
        requestLayout()
    }

    func constantDidChange(of constraint: NSLayoutConstraint) {
        guard constraint.engineState == .installed, constraint.engine === self else { return }
        pendingConstants.append(constraint)
        requestLayout()
    }

    /// The solver's strengths cannot change, so a constraint whose priority changed goes out of
    /// the solver and back in.
    func priorityDidChange(of constraint: NSLayoutConstraint) {
        translateAgain(constraint)
    }

    /// The layout direction of `container` changed (of every view when nil): the constraints it
    /// holds between leading and trailing edges are translated again, mirrored the other way.
    func layoutDirectionDidChange(in container: UIView?) {
        let affected = owned.filter { constraint in
            (container == nil || constraint.container === container)
                && constraint.allTerms.contains { $0.attribute.isDirectional }
        }
        for constraint in LayoutEngine.sortedByActivation(affected) { translateAgain(constraint) }
        translateArrangementAgain { stackView in container == nil || stackView === container }
        if hasPendingArrangementRows { requestLayout() }
    }

    /// Takes a constraint out of the solver and puts it back in at the next update, translated
    /// anew.
    private func translateAgain(_ constraint: NSLayoutConstraint) {
        switch constraint.engineState {
        case .installed:
            removeFromSolver(constraint)
        case .broken:
            broken[ObjectIdentifier(constraint)] = nil
        case .pending, .none:
            return
        }
        constraint.engineState = .pending
        pendingAdds.append(constraint)
        requestLayout()
    }

    func removeFromSolver(_ constraint: NSLayoutConstraint) {
        constraint.appendSolverConstraints(to: &pendingRemovals)
        constraint.clearSolverConstraints()
    }

    /// Activates constraints the system makes (frames, content sizes, guides).
    func activateSystemConstraints(_ constraints: [NSLayoutConstraint]) {
        for constraint in constraints { activateSystemConstraint(constraint) }
    }

    func activateSystemConstraint(_ constraint: NSLayoutConstraint) {
        constraint.activeFlag = true
        constraint.activationStamp = Self.nextStamp()
        enqueue(constraint)
    }

    func deactivateSystemConstraints(_ constraints: [NSLayoutConstraint]) {
        for constraint in constraints where constraint.activeFlag {
            constraint.activeFlag = false
            (constraint.engine ?? self).release(constraint)
        }
    }
}
