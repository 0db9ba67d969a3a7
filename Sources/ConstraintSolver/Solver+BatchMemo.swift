/// Adding a first batch through a memo of what empty solvers became from equal batches
/// (SolverBatchMemo.swift).
extension Solver {
    /// Adds an array of constraints together, all or none, as ``add(_:)-(Array)`` does; and
    /// when the solver holds nothing yet, through `memo`: a batch equal to one that an empty
    /// solver placed before is given that solver's outcome rather than placed again (see
    /// ``SolverBatchMemo``). The result is the same either way.
    public func add(_ constraints: [Constraint], recallingFrom memo: SolverBatchMemo?) throws(SolverError) {
        guard let memo, constraints.count >= memo.smallestBatch, isPristine else {
            try add(constraints, placingDeferred: true)
            return
        }
        records.reserveCapacity(constraints.count)
        try appendRecords(constraints)
        // The ids placing would give the variables: in the order the batch first names them.
        // Their classes come with a kept outcome, or are made before placing.
        var ids: [Int32] = []
        ids.reserveCapacity(constraints.count * 3)
        // A layout names fewer variables than it has constraints; compaction fits the room.
        table.variables.reserveCapacity(constraints.count)
        for constraint in constraints { table.appendClaimedIds(of: constraint, to: &ids) }
        let key = BatchKey(records, ids: ids)
        if let kept = memo.outcomes[key] {
            take(kept.outcome)
            recall = Recall(kept: kept)
            memo.noteRecalled()
            return
        }
        table.completeClasses()
        if let failed = placePendingRecords(from: 0) {
            rollBack(from: 0)
            throw .unsatisfiableConstraint(failed)
        }
        guard !needsRebuild, deferred.isEmpty, edits.isEmpty, tableau.packedRows == nil else { return }
        memo.record(BatchOutcome(of: self), for: key)
    }

    /// Whether the solver holds nothing and has never changed: what an empty solver becomes
    /// from a batch depends on the batch alone.
    var isPristine: Bool {
        records.isEmpty && table.variables.isEmpty && tableau.kinds.isEmpty && tableau.rows.isEmpty
            && tableau.levels.isEmpty && groups.isEmpty && freeGroups.isEmpty && groupIndex.count == 0
            && deferred.isEmpty && edits.isEmpty && !needsRebuild && redundantGroups == 0
    }

    /// Takes a memo's outcome for the batch the solver's records hold, its variables in the
    /// table in the order the outcome's ids name them.
    private func take(_ outcome: BatchOutcome) {
        records.takeCodes(outcome.roleCodes)
        outcome.arrays.give(to: self)
        freeGroups = outcome.freeGroups
        groupIndex = outcome.groupIndex
        groupIndexIsDropped = outcome.groupIndexIsDropped
        redundantGroups = outcome.redundantGroups
        valuesNeedFullWrite = outcome.valuesNeedFullWrite
    }

    /// Compacts the solver by taking what the first solver given the same outcome became when
    /// compacted, when both read their solution and nothing else since they were given it:
    /// they were then equal, but for their constraint and variable objects. Returns false when
    /// the solver has to compact itself; `noteCompactedAsRecalled()` then keeps what it became.
    func compactAsRecalled() -> Bool {
        guard let recall, recall.isUpdated, let compacted = recall.kept.compacted else { return false }
        self.recall = nil
        compacted.give(to: self)
        table.variables = table.variables.fitted()
        records = records.fitted()
        groupIndex = SlotTable()
        groupIndexIsDropped = true
        recall.kept.memo?.noteRecalledCompaction()
        return true
    }

    /// Keeps what the solver became when compacted, for the next solver given the same outcome,
    /// when it read its solution and nothing else since it was given it.
    func noteCompactedAsRecalled() {
        guard let recall else { return }
        self.recall = nil
        guard recall.isUpdated, recall.kept.compacted == nil else { return }
        recall.kept.memo?.keep(SolverArrays(of: self), in: recall.kept)
    }
}

/// The memo's outcome a solver was given for its first batch (`Solver.recall`).
struct Recall {
    let kept: KeptOutcome
    /// Whether the solver has read its solution since (``Solver/updateVariables()``): the state
    /// that compaction starts from is then the same for every solver given the outcome.
    var isUpdated = false
}
