/// Constraints a solver holds by value (ConstraintSlot.swift): let go of their objects, named by
/// their slots from then on.
extension Solver {
    /// Lets go of `constraint`'s object: the solver keeps what the constraint states and names
    /// it by the slot it returns from then on.
    ///
    /// The constraint stays in the solver as it was, and the solution does not change; the
    /// object is no longer in the solver (``contains(_:)-(Constraint)`` is false, and it may be
    /// added again as a constraint of its own). Take the constraint out with
    /// ``remove(_:)-(ConstraintSlot)`` and move its constant with
    /// ``setConstant(_:of:)-(_,ConstraintSlot)``. Throws ``SolverError/unknownConstraint(_:)``
    /// if the constraint is not in the solver.
    public func release(_ constraint: Constraint) throws(SolverError) -> ConstraintSlot {
        guard var index = recordIndex(of: constraint) else { throw .unknownConstraint(constraint) }
        if case .deferred = records.role(at: index) {
            // A deferred constraint is found by its object when it is placed: it is placed now.
            prepareForChange()
            guard let placed = recordIndex(of: constraint) else { throw .unknownConstraint(constraint) }
            index = placed
        }
        if Int(constraint.claimedRecord) == index
            && (recordIndex.isEmpty || recordIndex[ObjectIdentifier(constraint)] == nil) {
            constraint.claimedRecord = -1
        } else {
            recordIndex[ObjectIdentifier(constraint)] = nil
        }
        return ConstraintSlot(records.keepByValue(at: index) { table.id(for: $0) })
    }

    /// Whether `slot` holds a constraint of the solver.
    public func contains(_ slot: ConstraintSlot) -> Bool {
        records.slots.recordIndex(of: slot) != nil
    }

    /// Removes the constraint in `slot`; throws ``SolverError/unknownSlot(_:)`` if the slot
    /// holds none. The slot may then be given to another constraint.
    public func remove(_ slot: ConstraintSlot) throws(SolverError) {
        recall = nil
        guard let index = records.slots.recordIndex(of: slot) else { throw .unknownSlot(slot) }
        removeRecord(at: index)
    }

    /// Sets the constant term of the expression of the constraint in `slot`, as
    /// ``setConstant(_:of:)-(_,Constraint)`` does for a constraint object. Throws
    /// ``SolverError/unknownSlot(_:)`` if the slot holds no constraint, and
    /// ``SolverError/unsatisfiableConstraint(_:)`` (with a new object equal to the constraint)
    /// if a required constraint can no longer be satisfied; the constant is then left as it was.
    public func setConstant(_ constant: Double, of slot: ConstraintSlot) throws(SolverError) {
        recall = nil
        guard let index = records.slots.recordIndex(of: slot) else { throw .unknownSlot(slot) }
        try setConstant(constant, ofRecord: index)
    }

    /// The constant term of the expression of the constraint in `slot`; nil if the slot holds
    /// none.
    public func constant(of slot: ConstraintSlot) -> Double? {
        guard let index = records.slots.recordIndex(of: slot) else { return nil }
        return records.constant(at: index)
    }

    /// The strength of the constraint in `slot` and its strength below (``Constraint/strength``
    /// and ``Constraint/strengthBelow``); nil if the slot holds none.
    public func strengths(of slot: ConstraintSlot) -> (strength: Strength, below: Strength)? {
        guard records.slots.recordIndex(of: slot) != nil else { return nil }
        return records.slots.strengths(of: slot.index)
    }

    /// A new constraint object equal to the one in `slot`, for reading what it states; nil if
    /// the slot holds none. The object is not in the solver.
    public func constraint(in slot: ConstraintSlot) -> Constraint? {
        guard let index = records.slots.recordIndex(of: slot) else { return nil }
        return constraintOfRecord(at: index)
    }
}
