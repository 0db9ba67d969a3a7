/// Giving back the room a solver's arrays hold beyond what they use.
///
/// The tableau's rows take the merge buffer of their last substitution (up to twice their
/// size), its columns keep stale row ids until they outnumber the live ones twice over, and
/// the per-symbol arrays grow by doubling. Between batches of changes that is room no one
/// uses: a scene that has laid out its screen keeps its tableau for every later turn, and a
/// server keeps thousands of scenes.
extension Solver {
    /// Shrinks the solver's storage to what its constraints need, and packs what only changes
    /// use until the next change; the solution, the constraints and every later result are
    /// unchanged. Costs one pass over the tableau, and the next change one more to unpack, so
    /// call it after a batch of changes, not after every suggestion.
    ///
    /// With `sharing`, the arrays of plain values that the compacted solver keeps are offered
    /// to it, and the solver holds the table's copy of each that another solver left equal.
    public func compact(sharingStorageWith sharing: SolverStorageSharing? = nil) {
        if compactAsRecalled() {
            if let sharing { records.share(with: sharing) }
            return
        }
        defer { noteCompactedAsRecalled() }
        tableau.compact()
        table.compact()
        records = records.fitted()
        for g in groups.indices where groups[g].terms.hasSpareRoom {
            groups[g].terms = groups[g].terms.fitted()
        }
        groups = groups.fitted()
        groupIndex = SlotTable()
        groupIndexIsDropped = true
        guard let sharing else { return }
        tableau.share(with: sharing)
        table.share(with: sharing)
        records.share(with: sharing)
        sharing.share(&groups, on: sharing.groups)
    }

    /// Whether the solver is as `compact()` left it: no change since.
    public var isCompact: Bool {
        tableau.isCompacted && groupIndexIsDropped
    }

    /// Makes the index of groups by key again after `compact()` dropped it. Every live group
    /// with a key is in the index (a group loses its key when it leaves it), and no two share one.
    func restoreGroupIndex() {
        guard groupIndexIsDropped else { return }
        groupIndexIsDropped = false
        for g in groups.indices where groups[g].members > 0 {
            if let key = groups[g].key { groupIndex[key] = Int32(g) }
        }
    }
}

extension Tableau {
    /// Fits the rows and per-symbol arrays to their size, and drops what only changes need:
    /// the columns (an index of the rows, made again from them) and the dense objective rows
    /// (kept as their nonzero coefficients). A scene's tableau spends most of its life idle.
    mutating func compact() {
        if artificialObjective == nil { scratch = [] }
        marks = marks.fitted()
        kinds = kinds.fitted()
        rowOf = rowOf.fitted()
        inHeap = inHeap.fitted()
        isChanged = isChanged.fitted()
        freeSymbols = freeSymbols.fitted()
        freeRows = freeRows.fitted()
        heap = heap.fitted()
        if !isCompacted {
            isCompacted = true
            packedRows = PackedRows(rows)
            if packedRows != nil {
                for r in rows.indices where !rows[r].entries.isEmpty { rows[r].entries = [] }
            }
            for l in levels.indices {
                var packed: [Entry] = []
                for (s, c) in levels[l].coefficients.enumerated() where c != 0 {
                    packed.append(Entry(symbol: Int32(s), coefficient: c))
                }
                levels[l].packed = packed.fitted()
                levels[l].coefficients = []
            }
            columns = []
            columnEntries = 0
        }
        if packedRows == nil {
            for r in rows.indices where rows[r].entries.hasSpareRoom {
                rows[r].entries = rows[r].entries.fitted()
            }
        }
        rows = rows.fitted()
    }

    /// Makes again what `compact()` dropped, as it was: the dense objective rows, and the
    /// columns in row order with exactly the room each needs.
    mutating func expand() {
        guard isCompacted else { return }
        isCompacted = false
        if let packed = packedRows {
            packedRows = nil
            packed.unpack(into: &rows)
        }
        for l in levels.indices {
            var coefficients = [Double](repeating: 0, count: kinds.count)
            for e in levels[l].packed { coefficients[Int(e.symbol)] = e.coefficient }
            levels[l].coefficients = coefficients
            levels[l].packed = []
        }
        rebuildColumnsToFit()
    }

    /// Makes every column again from the rows with exactly the room it needs (`pruneColumns()`
    /// keeps a column's buffer when it is at most about twice too large).
    mutating func rebuildColumnsToFit() {
        var counts = [Int32](repeating: 0, count: kinds.count)
        for r in rows.indices where rows[r].basic >= 0 {
            for e in rows[r].entries { counts[Int(e.symbol)] += 1 }
        }
        var fresh: [[Int32]] = []
        fresh.reserveCapacity(kinds.count)
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

/// The entries of a compacted tableau's rows in four bytes each, in two buffers for all rows
/// (a row's own array costs 48 bytes before its first entry): a symbol id and the index of the
/// coefficient in a table of the distinct coefficients, which a layout repeats (±1, ½, spacings).
struct PackedRows {
    /// Where each row's entries start; one more than there are rows.
    var starts: [Int32]
    var symbols: [UInt16]
    var coefficientIndices: [UInt16]
    /// The distinct coefficients, bit for bit.
    var coefficients: [Double]

    /// The rows' entries packed; nil when a symbol id or the number of distinct coefficients
    /// does not fit in 16 bits (the rows then stay as they are).
    init?(_ rows: [Row]) {
        var total = 0
        for row in rows { total += row.entries.count }
        starts = []
        starts.reserveCapacity(rows.count + 1)
        symbols = []
        symbols.reserveCapacity(total)
        coefficientIndices = []
        coefficientIndices.reserveCapacity(total)
        coefficients = []
        var index = SlotTable<CoefficientKey>()
        for row in rows {
            starts.append(Int32(symbols.count))
            for e in row.entries {
                guard e.symbol <= Int32(UInt16.max) else { return nil }
                let key = CoefficientKey(bits: e.coefficient.bitPattern)
                let i: Int32
                if let known = index[key] {
                    i = known
                } else {
                    guard coefficients.count <= Int(UInt16.max) else { return nil }
                    i = Int32(coefficients.count)
                    index[key] = i
                    coefficients.append(e.coefficient)
                }
                symbols.append(UInt16(e.symbol))
                coefficientIndices.append(UInt16(i))
            }
        }
        starts.append(Int32(symbols.count))
        coefficients = coefficients.fitted()
    }

    /// Gives each row its entries back, exactly as they were packed.
    func unpack(into rows: inout [Row]) {
        for r in rows.indices {
            let start = Int(starts[r]), end = Int(starts[r + 1])
            guard end > start else { continue }
            rows[r].entries = Array(unsafeUninitializedCapacity: end - start) { buffer, count in
                for k in start..<end {
                    buffer[k - start] = Entry(symbol: Int32(symbols[k]),
                                              coefficient: coefficients[Int(coefficientIndices[k])])
                }
                count = end - start
            }
        }
    }
}

/// A coefficient's bit pattern as a slot table key.
struct CoefficientKey: SlotTableKey {
    var bits: UInt64

    var slotHash: UInt64 { (bits ^ bits >> 29) &* 0x9E37_79B9_7F4A_7C15 }

    /// A NaN's pattern: the tableau holds no NaN.
    static var placeholder: CoefficientKey { CoefficientKey(bits: UInt64.max) }
}

extension Tableau {
    /// Offers the compacted tableau's arrays to `sharing` (see `Solver.compact(sharingStorageWith:)`).
    mutating func share(with sharing: SolverStorageSharing) {
        sharing.share(&kinds, on: sharing.kinds)
        sharing.share(&rowOf, on: sharing.int32s)
        sharing.share(&marks, on: sharing.uint32s)
        sharing.share(&inHeap, on: sharing.bools)
        sharing.share(&isChanged, on: sharing.bools)
        sharing.share(&freeSymbols, on: sharing.int32s)
        sharing.share(&freeRows, on: sharing.int32s)
        sharing.share(&heap, on: sharing.int32s)
        for l in levels.indices {
            sharing.share(&levels[l].packed, on: sharing.entries)
        }
        guard packedRows != nil else { return }
        sharing.share(&rows, on: sharing.rows)
        sharing.share(&packedRows!.starts, on: sharing.int32s)
        sharing.share(&packedRows!.symbols, on: sharing.uint16s)
        sharing.share(&packedRows!.coefficientIndices, on: sharing.uint16s)
        sharing.share(&packedRows!.coefficients, on: sharing.doubles)
    }
}

extension VariableTable {
    /// Offers the table's arrays of plain values to `sharing`; its variables are its own.
    mutating func share(with sharing: SolverStorageSharing) {
        for m in members.indices where !members[m].isEmpty {
            sharing.share(&members[m], on: sharing.int32s)
        }
        sharing.share(&members, on: sharing.classes)
        sharing.share(&parent, on: sharing.int32s)
        sharing.share(&offset, on: sharing.doubles)
        sharing.share(&pinned, on: sharing.doubles)
        sharing.share(&symbol, on: sharing.int32s)
        sharing.share(&variableOfSymbol, on: sharing.int32s)
    }

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
    package var hasSpareRoom: Bool {
        capacity > count + count / 8 + 2
    }

    /// The same elements in a buffer of their size, when this one has spare room.
    package func fitted() -> [Element] {
        guard hasSpareRoom else { return self }
        if isEmpty { return [] }
        return withUnsafeBufferPointer { Array($0) }
    }
}
