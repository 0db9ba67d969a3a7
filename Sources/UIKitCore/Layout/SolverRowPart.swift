import ConstraintSolver

/// A solver constraint that the engine makes without a layout constraint (a stack view's
/// arrangement row, a view's content-size row): none yet; its object while the batch that adds
/// it is being added; then the slot its solver holds it in by value, once the engine let the
/// object go (`Solver.release(_:)`). A row then takes no constraint object of its own, and
/// scenes that built the same screen share what their solvers hold of it.
enum SolverRowPart {
    case absent
    case object(ConstraintSolver.Constraint)
    case held(ConstraintSlot)

    var isPresent: Bool {
        if case .absent = self { return false }
        return true
    }
}
