/// Giving back the room a solver's arrays hold beyond what they use.
///
/// The tableau's rows take the merge buffer of their last substitution (up to twice their
/// size), its columns keep stale row ids until they outnumber the live ones twice over, and
/// the per-symbol arrays grow by doubling. Between batches of changes that is room no one
/// uses: a scene that has laid out its screen keeps its tableau for every later turn, and a
/// server keeps thousands of scenes.
extension Solver {
    /// Shrinks the solver's storage to what its constraints need; the solution, the
    /// constraints and every later result are unchanged. Costs one pass over the tableau, so
    /// call it after a batch of structural changes, not after every suggestion.
    public func compact() {
        tableau.compact()
        table.compact()
        records = records.fitted()
        for g in groups.indices where groups[g].terms.hasSpareRoom {
            groups[g].terms = groups[g].terms.fitted()
        }
        groups = groups.fitted()
    }
}

extension Tableau {
    mutating func compact() {
        for r in rows.indices where rows[r].entries.hasSpareRoom {
            rows[r].entries = rows[r].entries.fitted()
        }
        if artificialObjective == nil { scratch = [] }
        rows = rows.fitted()
        marks = marks.fitted()
        kinds = kinds.fitted()
        rowOf = rowOf.fitted()
        inHeap = inHeap.fitted()
        isChanged = isChanged.fitted()
        for l in levels.indices {
            levels[l].coefficients = levels[l].coefficients.fitted()
        }
        rebuildColumnsToFit()
    }

    /// Makes every column again from the rows with exactly the room it needs (`pruneColumns()`
    /// keeps a column's buffer when it is at most about twice too large).
    mutating func rebuildColumnsToFit() {
        var counts = [Int32](repeating: 0, count: columns.count)
        for r in rows.indices where rows[r].basic >= 0 {
            for e in rows[r].entries { counts[Int(e.symbol)] += 1 }
        }
        var fresh: [[Int32]] = []
        fresh.reserveCapacity(columns.count)
        for count in counts {
            var column: [Int32] = []
            if count > 0 { column.reserveCapacity(Int(count)) }
            fresh.append(column)
        }
        columns = fresh
        columnEntries = 0
        for r in rows.indices where rows[r].basic >= 0 {
            for e in rows[r].entries { columns[Int(e.symbol)].append(Int32(r)) }
            columnEntries += rows[r].entries.count
        }
        columnEntriesToCheck = max(2 * columnEntries, 1024)
    }
}

extension VariableTable {
    mutating func compact() {
        for m in members.indices where members[m].hasSpareRoom {
            members[m] = members[m].fitted()
        }
        members = members.fitted()
        variables = variables.fitted()
        parent = parent.fitted()
        offset = offset.fitted()
        pinned = pinned.fitted()
        symbol = symbol.fitted()
        variableOfSymbol = variableOfSymbol.fitted()
    }
}

extension Array {
    /// Whether the buffer holds noticeably more room than the elements need (a fresh copy's
    /// allocation may round up a little, so a small surplus does not count).
    var hasSpareRoom: Bool {
        capacity > count + count / 8 + 2
    }

    /// The same elements in a buffer of their size, when this one has spare room.
    func fitted() -> [Element] {
        guard hasSpareRoom else { return self }
        if isEmpty { return [] }
        return withUnsafeBufferPointer { Array($0) }
    }
}
