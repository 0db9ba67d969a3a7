/// Why a ``Solver`` refused a request. The solver is unchanged after it
/// throws.
///
/// The error carries the constraint or variable involved, which are not
/// `Sendable`; it is `@unchecked Sendable` only because `Error` requires it,
/// and should be handled where the solver is used.
public enum SolverError: Error, @unchecked Sendable {
    /// A required constraint cannot be satisfied together with the required
    /// constraints already in the solver.
    case unsatisfiableConstraint(Constraint)
    /// The constraint is already in the solver.
    case duplicateConstraint(Constraint)
    /// The constraint is not in the solver.
    case unknownConstraint(Constraint)
    /// The slot holds no constraint of the solver.
    case unknownSlot(ConstraintSlot)
    /// The variable is already an edit variable.
    case duplicateEditVariable(Variable)
    /// The variable is not an edit variable.
    case unknownEditVariable(Variable)
    /// Edit variables cannot be required: a suggested value is a preference.
    case badRequiredStrength
}
