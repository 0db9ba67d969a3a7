/// An incremental Cassowary solver (Badros, Borning and Stuckey, 2001) with
/// strictly ordered strengths.
///
/// Add and remove constraints at any time, steer edit variables with
/// ``suggestValue(_:_:)``, and read the solution with ``value(of:)`` or
/// ``updateVariables()``. The solver minimises the errors of optional
/// constraints level by level, strongest first: no number of weaker errors
/// outweighs a stronger one.
///
/// Work is deferred until a value is read, so adding many constraints costs
/// one optimisation. An optional constraint added on its own waits until
/// then too, and goes in with the others that waited, in the order they came:
/// by then the required equalities added after it are in, so it can share a
/// row with the identical constraints they make (as apps add constraints one
/// by one, the optional ones usually come before the equalities that make
/// them identical). Adding a batch folds required equalities of the form
/// `x = c` and `x = y + c` into the variables before the rest reaches the
/// simplex tableau, and identical constraints share one tableau row.
/// Removing a folded or required equality, or first changing such an
/// equality's constant, rebuilds the tableau from the constraints; every
/// other change is incremental, and re-solving after a suggestion touches
/// only the rows the suggestion reaches.
public final class Solver {
    var tableau = Tableau()
    var table = VariableTable()
    var records = RecordTable()
    var recordIndex = IdentityTable()
    var groups: [Group] = []
    var freeGroups: [Int] = []
    var groupIndex = SlotTable<GroupKey>()
    /// Whether `compact()` dropped `groupIndex`; the next placement makes it again from the groups.
    var groupIndexIsDropped = false
    /// Optional constraints added on their own and not placed yet, in the
    /// order they came; removed ones stay until the next placement skips them.
    var deferred: [Constraint] = []
    /// Buffers `place` reuses for a constraint's terms and its row.
    var termScratch: [Entry] = []
    var rowScratch: [Entry] = []
    var edits: [ObjectIdentifier: EditRecord] = [:]
    var redundantGroups = 0
    var needsRebuild = false
    var valuesNeedFullWrite = true
    /// The memo's outcome the solver took for its first batch, while nothing but reading the
    /// solution changed it since (Solver+BatchMemo.swift): its compaction can then be recalled
    /// as well.
    var recall: Recall?

    /// Creates an empty solver.
    public init() {}

    deinit {
        // The solver's variables and constraints may go on into another solver.
        table.releaseClaims()
        releaseRecordClaims()
    }

    /// The constraints in the solver, in no particular order. A constraint the solver holds by
    /// value (``release(_:)``) is there as a new object equal to it.
    public var constraints: [Constraint] {
        records.indices.map { constraintOfRecord(at: $0) }
    }

    /// Whether `constraint` is in the solver.
    public func contains(_ constraint: Constraint) -> Bool {
        recordIndex(of: constraint) != nil
    }

    /// Adds a constraint.
    ///
    /// Throws ``SolverError/duplicateConstraint(_:)`` if it is already there,
    /// and ``SolverError/unsatisfiableConstraint(_:)`` if it is required and
    /// contradicts the required constraints already added; the solver then
    /// holds the same constraints as before.
    public func add(_ constraint: Constraint) throws(SolverError) {
        recall = nil
        guard constraint.strength.isRequired else {
            guard !contains(constraint) else { throw .duplicateConstraint(constraint) }
            appendRecord(constraint)
            records.setRole(.deferred, at: records.count - 1)
            deferred.append(constraint)
            return
        }
        // A required constraint goes in at once, to report a conflict now, but
        // without the optional ones waiting before it.
        try add(CollectionOfOne(constraint), placingDeferred: false)
    }

    /// Adds constraints together, all or none.
    ///
    /// This is faster than adding them one by one: required equalities in the
    /// batch are folded before anything reaches the tableau. On an error
    /// (see ``add(_:)``) none of the batch is added.
    public func add<S: Sequence<Constraint>>(_ constraints: S) throws(SolverError) {
        try add(Array(constraints), placingDeferred: true)
    }

    /// Adds an array of constraints together, all or none, as for any sequence
    /// of them; an array is read without going through `Sequence` element by
    /// element, which a caller outside this module would otherwise do.
    public func add(_ constraints: [Constraint]) throws(SolverError) {
        try add(constraints, placingDeferred: true)
    }

    func add<C: Collection<Constraint>>(_ constraints: C, placingDeferred: Bool) throws(SolverError) {
        recall = nil
        prepareForChange(placingDeferred: placingDeferred)
        let start = records.count
        if constraints.count > 16 && start + constraints.count > records.capacity {
            // Room for the batch at once, at least doubling, so that growth stays geometric.
            records.reserveCapacity(max(start + constraints.count, 2 * records.capacity))
        }
        try appendRecords(constraints)
        if let failed = placePendingRecords(from: start) {
            rollBack(from: start)
            throw .unsatisfiableConstraint(failed)
        }
    }

    /// Appends a pending record for each of `constraints`, all or none: a constraint already
    /// in the solver, or twice in the batch, throws ``SolverError/duplicateConstraint(_:)``
    /// with the records as they were.
    func appendRecords<C: Collection<Constraint>>(_ constraints: C) throws(SolverError) {
        let start = records.count
        for constraint in constraints {
            guard !contains(constraint) else {
                while records.count > start { takeRecord(at: records.count - 1) }
                throw .duplicateConstraint(constraint)
            }
            appendRecord(constraint)
        }
    }

    /// Removes a constraint; throws ``SolverError/unknownConstraint(_:)`` if it
    /// is not in the solver.
    public func remove(_ constraint: Constraint) throws(SolverError) {
        recall = nil
        guard let index = recordIndex(of: constraint) else {
            throw .unknownConstraint(constraint)
        }
        removeRecord(at: index)
    }

    /// Takes out the record at `index`, and its constraint from the tableau.
    func removeRecord(at index: Int) {
        let role = takeRecord(at: index)
        guard !needsRebuild else { return }
        switch role {
        case .deferred:
            return
        case .pending, .folded:
            needsRebuild = true
        case .member(let g):
            prepareForChange()
            leave(g)
        }
    }

    /// Removes constraints in order and stops at the first unknown one: the
    /// constraints before it stay removed. Rebuilding, if needed, happens once.
    public func remove<S: Sequence<Constraint>>(_ constraints: S) throws(SolverError) {
        for constraint in constraints {
            try remove(constraint)
        }
    }

    /// Sets the constant term of a constraint's expression.
    ///
    /// Optional constraints, inequalities and equalities moved before are
    /// updated in place (a constraint sharing its row with identical ones
    /// moves to a row of its own); the first move of a required equality
    /// rebuilds the tableau. Throws ``SolverError/unsatisfiableConstraint(_:)``
    /// if a required constraint can no longer be satisfied; the constant is
    /// then left as it was.
    public func setConstant(_ constant: Double, of constraint: Constraint) throws(SolverError) {
        recall = nil
        guard let index = recordIndex(of: constraint) else {
            throw .unknownConstraint(constraint)
        }
        try setConstant(constant, ofRecord: index)
    }

    /// Sets the constant of the constraint of the record at `index`, as `setConstant(_:of:)`
    /// describes.
    func setConstant(_ constant: Double, ofRecord index: Int) throws(SolverError) {
        let old = records.constant(at: index)
        guard constant != old else { return }
        if case .deferred = records.role(at: index) {
            records.setConstant(constant, at: index)
            return
        }
        guard !needsRebuild, case .member(let g) = records.role(at: index),
              !groups[g].isRedundant, groups[g].tag.marker >= 0 else {
            try setConstantByRebuilding(constant, of: index)
            return
        }
        prepareForChange()
        tableau.expand()
        if groups[g].members > 1 {
            try moveToOwnGroup(index, from: g, constant: constant)
            return
        }
        if let key = groups[g].key, groupIndex[key] == Int32(g) { groupIndex[key] = nil }
        groups[g].key = nil
        if tableau.needsOptimize { tableau.optimize() }
        records.setConstant(constant, at: index)
        groups[g].constant += constant - old
        tableau.shiftConstant(of: groups[g].tag, by: constant - old)
        guard groups[g].strength.isRequired else { return }
        // Moving a tracked equality may break the equalities that it made redundant (identical
        // ones among them): they are checked again.
        guard tableau.dualOptimize(), redundantGroupsStillHold() else {
            let failing = constraintOfRecord(at: index)
            records.setConstant(old, at: index)
            groups[g].constant -= constant - old
            tableau.shiftConstant(of: groups[g].tag, by: old - constant)
            _ = tableau.dualOptimize()
            throw .unsatisfiableConstraint(failing)
        }
    }

    /// Brings every variable's ``Variable/value`` up to date with the solution.
    ///
    /// Only variables whose value may have changed since the last call are
    /// written.
    public func updateVariables() {
        solve()
        let changed = tableau.takeChangedExternals()
        recall?.isUpdated = true
        if valuesNeedFullWrite {
            valuesNeedFullWrite = false
            for v in table.variables.indices {
                write(value(ofVariable: Int32(v)), to: table.variables[v])
            }
            return
        }
        for s in changed {
            let root = table.variableOfSymbol[Int(s)]
            guard root >= 0 else { continue }
            write(value(ofVariable: root), to: table.variables[Int(root)])
            for v in table.members[Int(root)] {
                write(value(ofVariable: v), to: table.variables[Int(v)])
            }
        }
    }

    /// Writes a variable's value, flagging it when it changes (`Variable.valueChanged`).
    @inline(__always)
    private func write(_ value: Double, to variable: Variable) {
        guard variable.value != value else { return }
        variable.value = value
        variable.valueChanged = true
    }

    /// The value the solution gives `variable`; 0 for a variable in no
    /// constraint.
    public func value(of variable: Variable) -> Double {
        solve()
        guard let v = table.existingID(of: variable) else { return 0 }
        return value(ofVariable: v)
    }

    func value(ofVariable v: Int32) -> Double {
        let (s, constant) = table.source(of: v)
        return s >= 0 ? tableau.value(of: s) + constant : constant
    }

    /// Removes every constraint and edit variable.
    public func reset() {
        recall = nil
        tableau = Tableau()
        table.releaseClaims()
        table = VariableTable()
        releaseRecordClaims()
        records = RecordTable()
        recordIndex = IdentityTable()
        groups = []
        freeGroups = []
        groupIndex = SlotTable()
        groupIndexIsDropped = false
        deferred = []
        edits = [:]
        redundantGroups = 0
        needsRebuild = false
        valuesNeedFullWrite = true
    }

    /// Moves a constraint out of a shared row into its own, with a new constant.
    func moveToOwnGroup(_ index: Int, from g: Int, constant: Double) throws(SolverError) {
        // A constraint held by value is placed through a new object equal to it.
        let constraint = constraintOfRecord(at: index)
        let old = constraint.constant
        leave(g)
        constraint.constant = constant
        if let own = place(constraint, tracked: false, exclusive: true) {
            records.setConstant(constant, at: index)
            records.setRole(.member(own), at: index)
            return
        }
        constraint.constant = old
        records.setRole(.member(place(constraint, tracked: false, exclusive: false) ?? g), at: index)
        throw .unsatisfiableConstraint(constraint)
    }
}
