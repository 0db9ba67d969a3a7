extension Solver {
    /// Makes `variable` an edit variable: a variable whose value you steer
    /// with ``suggestValue(_:_:)``, held there with `strength`.
    ///
    /// Until the first suggestion the edit holds the variable at 0. Throws
    /// ``SolverError/duplicateEditVariable(_:)`` if it already is one, and
    /// ``SolverError/badRequiredStrength`` for a required strength.
    public func addEditVariable(_ variable: Variable, strength: Strength) throws(SolverError) {
        recall = nil
        let id = ObjectIdentifier(variable)
        guard edits[id] == nil else { throw .duplicateEditVariable(variable) }
        guard !strength.isRequired else { throw .badRequiredStrength }
        prepareForChange()
        let constraint = Constraint(Expression(variable), .equal, strength: strength)
        let group = place(constraint, tracked: false, exclusive: true) ?? -1
        edits[id] = EditRecord(variable: variable, constraint: constraint, group: group)
    }

    /// Stops steering `variable`; throws
    /// ``SolverError/unknownEditVariable(_:)`` if it is not an edit variable.
    public func removeEditVariable(_ variable: Variable) throws(SolverError) {
        recall = nil
        guard let edit = edits.removeValue(forKey: ObjectIdentifier(variable)) else {
            throw .unknownEditVariable(variable)
        }
        guard !needsRebuild, edit.group >= 0 else { return }
        prepareForChange()
        leave(edit.group)
    }

    /// Whether `variable` is an edit variable.
    public func hasEditVariable(_ variable: Variable) -> Bool {
        edits[ObjectIdentifier(variable)] != nil
    }

    /// Suggests a value for an edit variable. The next read re-solves only the
    /// rows the change reaches.
    ///
    /// Throws ``SolverError/unknownEditVariable(_:)`` if `variable` is not an
    /// edit variable.
    public func suggestValue(_ variable: Variable, _ value: Double) throws(SolverError) {
        recall = nil
        guard let edit = edits[ObjectIdentifier(variable)] else {
            throw .unknownEditVariable(variable)
        }
        let old = -edit.constraint.constant
        guard value != old else { return }
        edit.constraint.constant = -value
        guard !needsRebuild, edit.group >= 0 else { return }
        solve()
        tableau.expand()
        groups[edit.group].constant += old - value
        tableau.shiftConstant(of: groups[edit.group].tag, by: old - value)
    }
}
