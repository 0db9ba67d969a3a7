/// Coefficients closer to zero than this count as zero.
let epsilon = 1.0e-8

/// What a tableau symbol stands for.
enum SymbolKind: UInt8 {
    /// A freed id, waiting to be reused.
    case unused
    /// A user variable: unrestricted in sign.
    case external
    /// The slack of an inequality: at least zero.
    case slack
    /// The error of an optional constraint: at least zero, and minimised.
    case error
    /// The marker of a tracked required equality: always zero, never pivoted in.
    case dummy
    /// The temporary variable of a phase-one feasibility search.
    case artificial
}

/// One coefficient of a sparse row.
struct Entry {
    var symbol: Int32
    var coefficient: Double
}

/// A tableau row `basic = constant + Σ coefficient × symbol`, entries sorted by
/// symbol. `basic == -1` marks a free slot.
struct Row {
    var basic: Int32
    var constant: Double
    var entries: [Entry]
}

/// The objective of one strength level, dense over symbol ids.
struct Level {
    var priority: Double
    /// Empty while the tableau is compacted.
    var coefficients: [Double]
    /// The nonzero coefficients, by symbol, while the tableau is compacted.
    var packed: [Entry] = []
    var users: Int
}

/// The marker symbols that let a constraint be removed or its constant moved.
struct Tag {
    /// The slack, positive error or dummy whose column tracks the constraint;
    /// -1 for an untracked required equality.
    var marker: Int32 = -1
    /// The second error symbol of an optional constraint, or -1.
    var other: Int32 = -1
    /// The coefficient the marker had in the constraint's equation.
    var markerCoefficient: Double = 0
}

/// How adding a row ended.
enum AddOutcome {
    /// The row is in the tableau.
    case added
    /// The row follows from the others; nothing was stored.
    case redundant
    /// The row contradicts the required rows; the tableau is unchanged.
    case unsatisfiable
}

/// The simplex tableau of an incremental Cassowary solver.
///
/// Rows are sparse and sorted; symbols are dense integer ids. `columns[s]`
/// lists the rows that may hold symbol `s` (it is cleaned lazily), so a
/// substitution touches only the rows that need it. The objective is
/// lexicographic: one dense row per strength level in use, compared strongest
/// first. The tableau is always primal feasible, except between a constant
/// shift and the next ``dualOptimize()``.
struct Tableau {
    var kinds: [SymbolKind] = []
    var rowOf: [Int32] = []
    var columns: [[Int32]] = []
    /// The ids in `columns`, stale ones included, and the count at which they are next
    /// compared with the rows' entries (see `noteOccurrence`).
    var columnEntries = 0
    var columnEntriesToCheck = 1024
    var freeSymbols: [Int32] = []

    var rows: [Row] = []
    var freeRows: [Int32] = []
    var marks: [UInt32] = []
    var epoch: UInt32 = 0

    var levels: [Level] = []
    /// Indices into `levels` of the levels in use, strongest first.
    var levelOrder: [Int] = []

    /// Candidates for entering the basis, smallest id first (Bland's rule).
    var heap: [Int32] = []
    var inHeap: [Bool] = []

    var infeasibleRows: [Int32] = []
    var changedExternals: [Int32] = []
    var isChanged: [Bool] = []

    /// The phase-one objective while a row is added with an artificial variable.
    var artificialObjective: Row?

    var scratch: [Entry] = []

    /// Whether the objective may not be at its optimum.
    var needsOptimize = false

    /// Whether `columns` and the dense objective rows are dropped until the next change: an
    /// idle tableau keeps only its rows (see `compact()` and `expand()`).
    var isCompacted = false
    /// The rows' entries while the tableau is compacted (the rows' own arrays are then empty);
    /// nil when they did not fit the packed form.
    var packedRows: PackedRows?

    // MARK: Symbols

    mutating func newSymbol(_ kind: SymbolKind) -> Int32 {
        if let s = freeSymbols.popLast() {
            kinds[Int(s)] = kind
            return s
        }
        let s = Int32(kinds.count)
        kinds.append(kind)
        rowOf.append(-1)
        columns.append([])
        inHeap.append(false)
        isChanged.append(false)
        for l in levels.indices {
            levels[l].coefficients.append(0)
        }
        return s
    }

    /// Removes every trace of `s` and makes its id reusable.
    mutating func releaseSymbol(_ s: Int32) {
        if rowOf[Int(s)] >= 0 {
            removeRow(rowOf[Int(s)])
        }
        for r in validatedColumn(s) {
            removeEntry(s, fromRow: r)
        }
        for l in levels.indices {
            levels[l].coefficients[Int(s)] = 0
        }
        artificialObjective?.entries.removeAll { $0.symbol == s }
        columnEntries -= columns[Int(s)].count
        columns[Int(s)] = []
        kinds[Int(s)] = .unused
        freeSymbols.append(s)
    }

    /// Marked mutating (it changes nothing) for the same reason as `expandedEntries`.
    mutating func value(of s: Int32) -> Double {
        let r = rowOf[Int(s)]
        return r >= 0 ? rows[Int(r)].constant : 0
    }

    mutating func markChanged(_ s: Int32) {
        guard kinds[Int(s)] == .external, !isChanged[Int(s)] else { return }
        isChanged[Int(s)] = true
        changedExternals.append(s)
    }

    /// The external symbols whose value may have changed since the last call.
    mutating func takeChangedExternals() -> [Int32] {
        let changed = changedExternals
        for s in changed {
            isChanged[Int(s)] = false
        }
        changedExternals.removeAll(keepingCapacity: true)
        return changed
    }

    /// How many rows may hold `s`: a cheap upper bound used to pick subjects.
    func occurrences(of s: Int32) -> Int {
        columns[Int(s)].count
    }

    // MARK: Levels

    /// The index of the objective level for `priority`, created if needed.
    mutating func level(for priority: Double) -> Int {
        if let l = levelOrder.first(where: { levels[$0].priority == priority }) {
            return l
        }
        let l: Int
        if let unused = levels.indices.first(where: { levels[$0].users == 0 && !levelOrder.contains($0) }) {
            l = unused
            levels[l].priority = priority
        } else {
            l = levels.count
            levels.append(Level(priority: priority, coefficients: Array(repeating: 0, count: kinds.count), users: 0))
        }
        let position = levelOrder.firstIndex { levels[$0].priority < priority } ?? levelOrder.count
        levelOrder.insert(l, at: position)
        return l
    }

    mutating func retainLevel(_ l: Int) {
        levels[l].users += 1
    }

    /// Drops a level when no constraint uses it any more; its row is then zero.
    mutating func releaseLevel(_ l: Int) {
        levels[l].users -= 1
        guard levels[l].users == 0 else { return }
        levelOrder.removeAll { $0 == l }
        for i in levels[l].coefficients.indices {
            levels[l].coefficients[i] = 0
        }
    }

    /// Whether `s`'s objective coefficients, strongest level first, begin with
    /// a negative number: entering `s` would improve the solution.
    func isLexicographicallyNegative(_ s: Int32) -> Bool {
        for l in levelOrder {
            let c = levels[l].coefficients[Int(s)]
            if c < -epsilon { return true }
            if c > epsilon { return false }
        }
        return false
    }

    // MARK: Rows

    mutating func insertRow(_ row: Row) -> Int32 {
        let r: Int32
        if let free = freeRows.popLast() {
            r = free
            rows[Int(r)] = row
        } else {
            r = Int32(rows.count)
            rows.append(row)
            marks.append(0)
        }
        rowOf[Int(row.basic)] = r
        for e in row.entries {
            noteOccurrence(of: e.symbol, inRow: r)
        }
        markChanged(row.basic)
        checkColumns()
        return r
    }

    mutating func removeRow(_ r: Int32) {
        let basic = rows[Int(r)].basic
        rowOf[Int(basic)] = -1
        markChanged(basic)
        rows[Int(r)].basic = -1
        rows[Int(r)].constant = 0
        rows[Int(r)].entries = []
        freeRows.append(r)
    }

    func entryIndex(of s: Int32, in entries: [Entry]) -> Int? {
        var low = 0, high = entries.count
        while low < high {
            let mid = (low + high) >> 1
            let m = entries[mid].symbol
            if m == s { return mid }
            if m < s { low = mid + 1 } else { high = mid }
        }
        return nil
    }

    func coefficient(of s: Int32, inRow r: Int32) -> Double {
        let entries = rows[Int(r)].entries
        guard let i = entryIndex(of: s, in: entries) else { return 0 }
        return entries[i].coefficient
    }

    mutating func removeEntry(_ s: Int32, fromRow r: Int32) {
        guard let i = entryIndex(of: s, in: rows[Int(r)].entries) else { return }
        rows[Int(r)].entries.remove(at: i)
    }

    /// The rows that hold `s`, each once; also prunes stale ids from `columns[s]`.
    mutating func validatedColumn(_ s: Int32) -> [Int32] {
        epoch &+= 1
        if epoch == 0 {
            for i in marks.indices { marks[i] = 0 }
            epoch = 1
        }
        var column: [Int32] = []
        swap(&column, &columns[Int(s)])
        var kept = 0
        for i in column.indices {
            let r = column[i]
            guard rows[Int(r)].basic >= 0, marks[Int(r)] != epoch,
                  entryIndex(of: s, in: rows[Int(r)].entries) != nil else { continue }
            marks[Int(r)] = epoch
            column[kept] = r
            kept += 1
        }
        column.removeLast(column.count - kept)
        columns[Int(s)] = column
        return column
    }

    /// Adds `r` to the rows that may hold `s`.
    ///
    /// Columns are cleaned lazily, so stale ids pile up as rows change; see `checkColumns()`.
    @inline(__always)
    mutating func noteOccurrence(of s: Int32, inRow r: Int32) {
        columns[Int(s)].append(r)
        columnEntries &+= 1
    }

    /// Once the column ids outnumber twice the rows' entries, makes the columns again, which
    /// keeps a scene's tableau from holding several times the memory its rows need. Called
    /// only between row changes: a row being merged still holds its old entries, and a
    /// rebuild then would forget the symbols the merge has added to it.
    mutating func checkColumns() {
        guard columnEntries >= columnEntriesToCheck else { return }
        let live = rows.reduce(0) { $0 + $1.entries.count }
        if columnEntries > 2 * live {
            pruneColumns()
        }
        columnEntriesToCheck = max(2 * columnEntries, 1024)
    }

    /// Makes every column again from the rows, in row order: no stale ids, and no more room
    /// than a column needs. One pass to count, one to fill; no searching.
    mutating func pruneColumns() {
        var counts = [Int32](repeating: 0, count: columns.count)
        for r in rows.indices where rows[r].basic >= 0 {
            for e in rows[r].entries { counts[Int(e.symbol)] += 1 }
        }
        for s in columns.indices {
            let count = Int(counts[s])
            if count == 0 {
                columns[s] = []
            } else if columns[s].capacity < count || columns[s].capacity > 2 * count + 4 {
                columns[s] = []
                columns[s].reserveCapacity(count)
            } else {
                columns[s].removeAll(keepingCapacity: true)
            }
        }
        columnEntries = 0
        for r in rows.indices where rows[r].basic >= 0 {
            for e in rows[r].entries { columns[Int(e.symbol)].append(Int32(r)) }
            columnEntries += rows[r].entries.count
        }
    }

    /// Records a row whose constant changed: a user variable's value moved, or
    /// a restricted row may have turned infeasible.
    mutating func noteConstantChanged(inRow r: Int32) {
        let basic = rows[Int(r)].basic
        if kinds[Int(basic)] == .external {
            markChanged(basic)
            return
        }
        let c = rows[Int(r)].constant
        if kinds[Int(basic)] == .dummy {
            // The all-dummy row of a tracked equality that the others imply: a dummy is zero,
            // so a constant moved away from zero either way contradicts them.
            if abs(c) < epsilon {
                rows[Int(r)].constant = 0
            } else {
                infeasibleRows.append(r)
            }
            return
        }
        if c < 0 {
            if c > -epsilon {
                rows[Int(r)].constant = 0
            } else {
                infeasibleRows.append(r)
            }
        }
    }

    /// Builds `constant + Σ terms` with every basic symbol replaced by its row;
    /// the result is sorted, merged and free of zero coefficients.
    ///
    /// Marked mutating (it changes nothing) so that the solver, which holds the
    /// tableau in a class, reads it in place instead of copying every array.
    mutating func expandedEntries(_ terms: [Entry], constant: Double) -> (entries: [Entry], constant: Double) {
        // Room for every entry the rows of the terms bring and for the two markers
        // `addConstraint` inserts, so that appending them does not grow the array step by step.
        var count = 2
        for term in terms {
            let r = rowOf[Int(term.symbol)]
            count += r < 0 ? 1 : rows[Int(r)].entries.count
        }
        var entries: [Entry] = []
        entries.reserveCapacity(count)
        let constant = expandedEntries(terms, constant: constant, into: &entries)
        return (entries, constant)
    }

    /// Writes `expandedEntries(terms, constant:)`'s entries over `entries`
    /// (keeping its buffer, so that a caller can reuse one) and returns its constant.
    mutating func expandedEntries(_ terms: [Entry], constant: Double, into entries: inout [Entry]) -> Double {
        if !entries.isEmpty { entries.removeAll(keepingCapacity: true) }
        var constant = constant
        for term in terms {
            let r = rowOf[Int(term.symbol)]
            if r < 0 {
                entries.append(term)
                continue
            }
            let row = rows[Int(r)]
            constant += term.coefficient * row.constant
            for e in row.entries {
                entries.append(Entry(symbol: e.symbol, coefficient: term.coefficient * e.coefficient))
            }
        }
        Tableau.normalize(&entries)
        return constant
    }

    /// Sorts entries by symbol, adds up duplicates and drops zeros, in place.
    static func normalize(_ result: inout [Entry]) {
        if result.count > 1 {
            result.sort { $0.symbol < $1.symbol }
        }
        var kept = 0
        for i in result.indices {
            let e = result[i]
            if kept > 0 && result[kept - 1].symbol == e.symbol {
                result[kept - 1].coefficient += e.coefficient
            } else {
                result[kept] = e
                kept += 1
            }
        }
        if kept < result.count { result.removeLast(result.count - kept) }
        if result.contains(where: { abs($0.coefficient) < epsilon }) {
            result.removeAll { abs($0.coefficient) < epsilon }
        }
    }

    // MARK: Substitution

    /// Merges `entries` minus the one at `skip` with `factor × source` into
    /// `scratch`, in one pass over both sorted arrays. Symbols new to the
    /// result are reported to `columns` as living in `row`, unless `row` is -1.
    mutating func mergeIntoScratch(_ entries: [Entry], skipping skip: Int, factor: Double,
                                   source: [Entry], row: Int32) {
        scratch.removeAll(keepingCapacity: true)
        scratch.reserveCapacity(entries.count + source.count)
        var i = 0, j = 0
        let n = entries.count, m = source.count
        while true {
            if i == skip { i += 1 }
            if i < n {
                if j < m {
                    let a = entries[i].symbol, b = source[j].symbol
                    if a < b {
                        scratch.append(entries[i])
                        i += 1
                    } else if b < a {
                        let c = factor * source[j].coefficient
                        if abs(c) >= epsilon {
                            scratch.append(Entry(symbol: b, coefficient: c))
                            if row >= 0 { noteOccurrence(of: b, inRow: row) }
                        }
                        j += 1
                    } else {
                        let c = entries[i].coefficient + factor * source[j].coefficient
                        if abs(c) >= epsilon {
                            scratch.append(Entry(symbol: a, coefficient: c))
                        }
                        i += 1
                        j += 1
                    }
                } else {
                    scratch.append(entries[i])
                    i += 1
                }
            } else if j < m {
                let c = factor * source[j].coefficient
                if abs(c) >= epsilon {
                    scratch.append(Entry(symbol: source[j].symbol, coefficient: c))
                    if row >= 0 { noteOccurrence(of: source[j].symbol, inRow: row) }
                }
                j += 1
            } else {
                break
            }
        }
    }

    /// Replaces `s` in row `r` by `source` (the row that now defines `s`).
    ///
    /// The merged entries go into the row by swapping buffers with `scratch`, unless the
    /// buffer is more than twice their size: then the row gets a copy of its own, so no row
    /// keeps a buffer as large as the largest merge made before it.
    mutating func substitute(_ s: Int32, inRow r: Int32, with source: Row) {
        let entries = rows[Int(r)].entries
        guard let k = entryIndex(of: s, in: entries) else { return }
        let factor = entries[k].coefficient
        mergeIntoScratch(entries, skipping: k, factor: factor, source: source.entries, row: r)
        if scratch.capacity <= 2 * scratch.count + 8 {
            swap(&rows[Int(r)].entries, &scratch)
        } else {
            rows[Int(r)].entries = scratch.withUnsafeBufferPointer { Array($0) }
        }
        rows[Int(r)].constant += factor * source.constant
        noteConstantChanged(inRow: r)
    }

    /// Replaces `s` in the objective levels (and the phase-one objective) by
    /// `source`, queueing symbols that became candidates for entering.
    mutating func substituteInObjective(_ s: Int32, with source: Row) {
        var touched = false
        for l in levelOrder {
            let factor = levels[l].coefficients[Int(s)]
            if factor == 0 { continue }
            touched = true
            var coefficients: [Double] = []
            swap(&coefficients, &levels[l].coefficients)
            coefficients[Int(s)] = 0
            for e in source.entries {
                coefficients[Int(e.symbol)] += factor * e.coefficient
            }
            swap(&coefficients, &levels[l].coefficients)
        }
        if touched {
            for e in source.entries {
                queueIfImproving(e.symbol)
            }
        }
        if var objective = artificialObjective, let k = entryIndex(of: s, in: objective.entries) {
            artificialObjective = nil
            let factor = objective.entries[k].coefficient
            mergeIntoScratch(objective.entries, skipping: k, factor: factor, source: source.entries, row: -1)
            swap(&objective.entries, &scratch)
            objective.constant += factor * source.constant
            artificialObjective = objective
        }
    }

    mutating func queueIfImproving(_ s: Int32) {
        guard !inHeap[Int(s)], isLexicographicallyNegative(s) else { return }
        inHeap[Int(s)] = true
        heapPush(s)
    }

    /// Makes `source` (whose basic symbol is `s`) the definition of `s`
    /// everywhere else: in every other row and in the objective.
    mutating func substituteEverywhere(_ s: Int32, with source: Row) {
        for r in validatedColumn(s) where rows[Int(r)].basic != s {
            substitute(s, inRow: r, with: source)
        }
        columnEntries -= columns[Int(s)].count
        columns[Int(s)] = []
        substituteInObjective(s, with: source)
        checkColumns()
    }

    // MARK: Heap

    mutating func heapPush(_ s: Int32) {
        heap.append(s)
        var child = heap.count - 1
        while child > 0 {
            let parent = (child - 1) >> 1
            guard heap[child] < heap[parent] else { break }
            heap.swapAt(child, parent)
            child = parent
        }
    }

    mutating func heapPop() {
        let last = heap.removeLast()
        guard !heap.isEmpty else { return }
        heap[0] = last
        var parent = 0
        let n = heap.count
        while true {
            let left = 2 * parent + 1, right = left + 1
            var smallest = parent
            if left < n && heap[left] < heap[smallest] { smallest = left }
            if right < n && heap[right] < heap[smallest] { smallest = right }
            if smallest == parent { break }
            heap.swapAt(parent, smallest)
            parent = smallest
        }
    }
}
