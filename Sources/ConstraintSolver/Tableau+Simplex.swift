extension Tableau {
    // MARK: Pivoting

    /// Makes `entering` basic in row `r`; the row's basic symbol leaves.
    mutating func pivot(entering: Int32, row r: Int32) {
        let leaving = rows[Int(r)].basic
        var entries: [Entry] = []
        swap(&entries, &rows[Int(r)].entries)
        guard let k = entryIndex(of: entering, in: entries) else {
            preconditionFailure("pivot on a symbol that is not in the row")
        }
        let scale = -1 / entries[k].coefficient
        entries.remove(at: k)
        let position = entries.firstIndex { $0.symbol > leaving } ?? entries.count
        entries.insert(Entry(symbol: leaving, coefficient: -1), at: position)
        for i in entries.indices {
            entries[i].coefficient *= scale
        }
        rows[Int(r)].entries = entries
        rows[Int(r)].constant *= scale
        rows[Int(r)].basic = entering
        rowOf[Int(leaving)] = -1
        rowOf[Int(entering)] = r
        noteOccurrence(of: leaving, inRow: r)
        markChanged(leaving)
        markChanged(entering)
        substituteEverywhere(entering, with: rows[Int(r)])
    }

    // MARK: Primal simplex

    /// Minimises the lexicographic objective from a feasible tableau.
    mutating func optimize() {
        while let entering = nextEnteringSymbol() {
            guard let r = leavingRow(for: entering) else {
                // Unbounded: cannot happen for error sums, which are at least 0.
                heapPop()
                inHeap[Int(entering)] = false
                continue
            }
            pivot(entering: entering, row: r)
        }
        needsOptimize = false
    }

    /// The smallest symbol whose entering improves the objective (Bland's
    /// rule, which cannot cycle).
    mutating func nextEnteringSymbol() -> Int32? {
        while let s = heap.first {
            let kind = kinds[Int(s)]
            if rowOf[Int(s)] < 0, kind != .dummy, kind != .external, kind != .unused,
               isLexicographicallyNegative(s) {
                return s
            }
            heapPop()
            inHeap[Int(s)] = false
        }
        return nil
    }

    /// The restricted row that limits how far `entering` can grow: the
    /// minimum ratio test, ties to the smallest basic symbol.
    mutating func leavingRow(for entering: Int32) -> Int32? {
        var best: Int32 = -1
        var bestRatio = Double.infinity
        var bestBasic = Int32.max
        for r in validatedColumn(entering) {
            let row = rows[Int(r)]
            guard kinds[Int(row.basic)] != .external else { continue }
            let c = coefficient(of: entering, inRow: r)
            guard c < -epsilon else { continue }
            let ratio = max(0, -row.constant / c)
            if ratio < bestRatio || (ratio == bestRatio && row.basic < bestBasic) {
                best = r
                bestRatio = ratio
                bestBasic = row.basic
            }
        }
        return best >= 0 ? best : nil
    }

    // MARK: Dual simplex

    /// Restores feasibility after constants moved, keeping the objective
    /// optimal. Returns false when no pivot can fix a row: the required rows
    /// have no solution.
    mutating func dualOptimize() -> Bool {
        while let r = infeasibleRows.popLast() {
            let row = rows[Int(r)]
            guard row.basic >= 0, kinds[Int(row.basic)] != .external else { continue }
            if kinds[Int(row.basic)] == .dummy {
                // An all-dummy row (`noteConstantChanged(inRow:)`): no pivot brings it back.
                guard abs(row.constant) < epsilon else {
                    infeasibleRows.append(r)
                    return false
                }
                continue
            }
            guard row.constant < 0 else { continue }
            guard let entering = dualEnteringSymbol(row) else {
                infeasibleRows.append(r)
                return false
            }
            pivot(entering: entering, row: r)
        }
        return true
    }

    /// The symbol of `row` with a positive coefficient whose objective
    /// coefficients divided by it are lexicographically smallest.
    func dualEnteringSymbol(_ row: Row) -> Int32? {
        var best: Int32 = -1
        var bestCoefficient = 0.0
        for e in row.entries where e.coefficient > epsilon {
            let kind = kinds[Int(e.symbol)]
            guard kind != .dummy, kind != .external else { continue }
            if best < 0 || dualRatio(e.symbol, e.coefficient, isBelow: best, bestCoefficient) {
                best = e.symbol
                bestCoefficient = e.coefficient
            }
        }
        return best >= 0 ? best : nil
    }

    func dualRatio(_ a: Int32, _ ca: Double, isBelow b: Int32, _ cb: Double) -> Bool {
        for l in levelOrder {
            let ra = levels[l].coefficients[Int(a)] / ca
            let rb = levels[l].coefficients[Int(b)] / cb
            if ra < rb - epsilon { return true }
            if ra > rb + epsilon { return false }
        }
        return a < b
    }

    // MARK: Phase one

    /// Adds `row` (constant at least 0, no usable subject) through an
    /// artificial variable and a phase-one search for a feasible basis.
    mutating func addWithArtificialVariable(_ row: Row, tag: Tag) -> AddOutcome {
        let art = newSymbol(.artificial)
        _ = insertRow(Row(basic: art, constant: row.constant, entries: row.entries))
        artificialObjective = Row(basic: -1, constant: row.constant, entries: row.entries)
        optimizeArtificialObjective()
        let feasible = abs(artificialObjective?.constant ?? 0) < epsilon
        artificialObjective = nil

        var outcome = AddOutcome.added
        let r = rowOf[Int(art)]
        if !feasible {
            outcome = .unsatisfiable
            if r >= 0 { removeRow(r) }
        } else if r >= 0 {
            let entries = rows[Int(r)].entries
            if let entering = entries.first(where: { kinds[Int($0.symbol)] != .dummy }) {
                pivot(entering: entering.symbol, row: r)
            } else if tag.marker >= 0, entryIndex(of: tag.marker, in: entries) != nil {
                pivot(entering: tag.marker, row: r)
            } else {
                removeRow(r)
                let represented = tag.marker >= 0
                    && (rowOf[Int(tag.marker)] >= 0 || !validatedColumn(tag.marker).isEmpty)
                outcome = represented ? .added : .redundant
            }
        }
        releaseSymbol(art)
        return outcome
    }

    mutating func optimizeArtificialObjective() {
        while let objective = artificialObjective {
            let candidate = objective.entries.first { e in
                let kind = kinds[Int(e.symbol)]
                return e.coefficient < -epsilon && kind != .dummy && kind != .external
            }
            guard let entering = candidate?.symbol, let r = leavingRow(for: entering) else { return }
            pivot(entering: entering, row: r)
        }
    }

    // MARK: Constraints

    /// Adds the constraint `Σ terms + constant relation 0` over external
    /// symbols. `level` is its objective level, nil when required; a required
    /// equality gets a dummy marker only when `tracked`. `expanded`, when
    /// given, is `expandedEntries(terms, constant: constant)`, made already.
    mutating func addConstraint(terms: [Entry], constant: Double, relation: Relation,
                                level: Int?, otherLevel: Int? = nil, weight: Double, tracked: Bool,
                                expanded: (entries: [Entry], constant: Double)? = nil) -> (AddOutcome, Tag) {
        var (entries, rowConstant) = expanded ?? expandedEntries(terms, constant: constant)
        // Room for the markers up front: an expanded row given is the caller's reused buffer,
        // which inserting one marker at a time would copy and then grow again. Twice the row's
        // length, since substitutions grow it in the tableau: with room for the markers only,
        // the solver benchmark's 10,000-view grid builds in 39 ms instead of 34.
        entries.reserveCapacity(2 * entries.count + 2)
        var tag = Tag()
        func insertNew(_ kind: SymbolKind, _ coefficient: Double) -> Int32 {
            let s = newSymbol(kind)
            let position = entries.firstIndex { $0.symbol > s } ?? entries.count
            entries.insert(Entry(symbol: s, coefficient: coefficient), at: position)
            return s
        }
        switch relation {
        case .lessThanOrEqual, .greaterThanOrEqual:
            let sign: Double = relation == .lessThanOrEqual ? 1 : -1
            tag.marker = insertNew(.slack, sign)
            tag.markerCoefficient = sign
            if let level {
                tag.other = insertNew(.error, -sign)
                levels[level].coefficients[Int(tag.other)] += weight
            }
        case .equal:
            if let level {
                tag.marker = insertNew(.error, -1)
                tag.markerCoefficient = -1
                tag.other = insertNew(.error, 1)
                levels[level].coefficients[Int(tag.marker)] += weight
                levels[otherLevel ?? level].coefficients[Int(tag.other)] += weight
            } else if tracked {
                tag.marker = insertNew(.dummy, 1)
                tag.markerCoefficient = 1
            }
        }
        if rowConstant < 0 {
            rowConstant = -rowConstant
            for i in entries.indices { entries[i].coefficient = -entries[i].coefficient }
        }
        var row = Row(basic: -1, constant: rowConstant, entries: entries)
        needsOptimize = true

        if let subject = subject(of: row, tag: tag) {
            solve(&row, for: subject)
            let r = insertRow(row)
            substituteEverywhere(subject, with: rows[Int(r)])
            return (.added, tag)
        }
        if row.entries.allSatisfy({ kinds[Int($0.symbol)] == .dummy }) {
            guard abs(row.constant) < epsilon else {
                releaseMarkers(of: tag)
                return (.unsatisfiable, Tag())
            }
            guard tag.marker >= 0, kinds[Int(tag.marker)] == .dummy else {
                releaseMarkers(of: tag)
                return (.redundant, Tag())
            }
            // A tracked equality that the others imply keeps an all-dummy row,
            // so that removing or moving it later still finds it.
            solve(&row, for: tag.marker)
            _ = insertRow(row)
            return (.added, tag)
        }
        let outcome = addWithArtificialVariable(row, tag: tag)
        if outcome != .added {
            releaseMarkers(of: tag)
            return (outcome, Tag())
        }
        return (.added, tag)
    }

    mutating func releaseMarkers(of tag: Tag) {
        if tag.marker >= 0 { releaseSymbol(tag.marker) }
        if tag.other >= 0 { releaseSymbol(tag.other) }
    }

    /// The symbol to solve a new row for without losing feasibility: a user
    /// variable (the one in fewest rows), a new marker with a negative
    /// coefficient, or, when the constant is zero, any restricted symbol.
    func subject(of row: Row, tag: Tag) -> Int32? {
        var external: Int32 = -1
        var fewest = Int.max
        for e in row.entries where kinds[Int(e.symbol)] == .external {
            let n = occurrences(of: e.symbol)
            if n < fewest {
                external = e.symbol
                fewest = n
            }
        }
        if external >= 0 { return external }
        for marker in [tag.marker, tag.other] where marker >= 0 {
            let kind = kinds[Int(marker)]
            guard kind == .slack || kind == .error else { continue }
            if let i = entryIndex(of: marker, in: row.entries), row.entries[i].coefficient < 0 {
                return marker
            }
        }
        guard abs(row.constant) < epsilon else { return nil }
        for marker in [tag.marker, tag.other] where marker >= 0 && kinds[Int(marker)] != .dummy {
            if entryIndex(of: marker, in: row.entries) != nil { return marker }
        }
        var best: Int32 = -1
        fewest = Int.max
        for e in row.entries where kinds[Int(e.symbol)] != .dummy {
            let n = occurrences(of: e.symbol)
            if n < fewest {
                best = e.symbol
                fewest = n
            }
        }
        return best >= 0 ? best : nil
    }

    /// Turns `0 = row` into `subject = …`.
    func solve(_ row: inout Row, for subject: Int32) {
        guard let k = entryIndex(of: subject, in: row.entries) else {
            preconditionFailure("subject is not in the row")
        }
        let scale = -1 / row.entries[k].coefficient
        row.entries.remove(at: k)
        for i in row.entries.indices {
            row.entries[i].coefficient *= scale
        }
        row.constant *= scale
        row.basic = subject
    }

    /// Removes a constraint through its markers. `level` is its objective
    /// level, nil when required; `weight` its weight there.
    mutating func removeConstraint(tag: Tag, level: Int?, otherLevel: Int? = nil, weight: Double) {
        if let level {
            changeWeight(of: tag, level: level, otherLevel: otherLevel, by: -weight)
        }
        let marker = tag.marker
        if rowOf[Int(marker)] >= 0 {
            removeRow(rowOf[Int(marker)])
        } else if let r = markerLeavingRow(marker) {
            pivot(entering: marker, row: r)
            removeRow(rowOf[Int(marker)])
        }
        releaseSymbol(marker)
        if tag.other >= 0 { releaseSymbol(tag.other) }
        needsOptimize = true
    }

    /// Adds `delta` to the objective weight of an optional constraint's errors: the marker's in
    /// `level`, the other's in `otherLevel` when an equality has two strengths, else in `level`.
    mutating func changeWeight(of tag: Tag, level: Int, otherLevel: Int? = nil, by delta: Double) {
        // Each marker in turn, without an array of the two: a layout changes weights once per grouped constraint.
        if tag.marker >= 0 && kinds[Int(tag.marker)] == .error {
            changeObjective(of: tag.marker, level: level, by: delta)
        }
        if tag.other >= 0 && kinds[Int(tag.other)] == .error {
            changeObjective(of: tag.other, level: otherLevel ?? level, by: delta)
        }
        needsOptimize = true
    }

    mutating func changeObjective(of error: Int32, level: Int, by delta: Double) {
        let r = rowOf[Int(error)]
        if r < 0 {
            levels[level].coefficients[Int(error)] += delta
            queueIfImproving(error)
            return
        }
        for e in rows[Int(r)].entries {
            levels[level].coefficients[Int(e.symbol)] += delta * e.coefficient
        }
        for e in rows[Int(r)].entries {
            queueIfImproving(e.symbol)
        }
    }

    /// The row to pivot a parametric marker into before dropping it: a
    /// restricted row it can enter without losing feasibility, else an
    /// unrestricted row.
    mutating func markerLeavingRow(_ marker: Int32) -> Int32? {
        var first: Int32 = -1, second: Int32 = -1, third: Int32 = -1
        var r1 = Double.infinity, r2 = Double.infinity
        for r in validatedColumn(marker) {
            let row = rows[Int(r)]
            let c = coefficient(of: marker, inRow: r)
            if kinds[Int(row.basic)] == .external {
                third = r
            } else if c < 0 {
                let ratio = -row.constant / c
                if ratio < r1 { r1 = ratio; first = r }
            } else {
                let ratio = row.constant / c
                if ratio < r2 { r2 = ratio; second = r }
            }
        }
        if first >= 0 { return first }
        if second >= 0 { return second }
        return third >= 0 ? third : nil
    }

    /// Moves the constant of a tracked constraint's equation by `delta`,
    /// through its marker's column. Rows may turn infeasible; run
    /// ``dualOptimize()`` next.
    mutating func shiftConstant(of tag: Tag, by delta: Double) {
        let marker = tag.marker
        let shift = delta / tag.markerCoefficient
        let r = rowOf[Int(marker)]
        if r >= 0 {
            rows[Int(r)].constant -= shift
            noteConstantChanged(inRow: r)
            return
        }
        for r in validatedColumn(marker) {
            rows[Int(r)].constant += coefficient(of: marker, inRow: r) * shift
            noteConstantChanged(inRow: r)
        }
    }
}
