/// What empty solvers became from batches of constraints, kept so that another empty solver
/// given an equal batch becomes the same without placing the batch again.
///
/// A server keeps thousands of scenes of one app, and the scenes that build the same screen at
/// the same size add the same batch of constraints to an empty solver: equal but for their own
/// variable and constraint objects. Placing a batch depends only on the batch read with each
/// variable as its id in the solver's table (the order in which the batch first names it), so
/// ``Solver/add(_:recallingFrom:)`` reads the batch that way and, when the memo holds an
/// outcome for an equal batch, gives the solver that outcome: the same records, variable
/// classes, groups and tableau that placing would make, bit for bit. Otherwise it places the
/// batch and keeps the outcome for later solvers.
///
/// Equal means equal bit for bit: relation, strengths, movability, constants, and every term's
/// variable id and coefficient (a `0` never stands in for a `-0`). Outcomes are arrays of plain
/// values, which solvers share until one of them changes: a change makes it a copy of its own.
///
/// The memo keeps outcomes up to `byteLimit` bytes; then it forgets them all and starts again.
/// Like a solver it is not thread-safe: the solvers that use one memo add on one thread or
/// actor (a server's scenes, on the main actor).
public final class SolverBatchMemo {
    /// How many bytes of outcomes the memo keeps before it starts again.
    public let byteLimit: Int
    /// Batches of fewer constraints are placed without the memo: they are quick to place, and
    /// every outcome kept takes room.
    public let smallestBatch: Int
    /// The bytes of the outcomes the memo keeps now, roughly.
    public private(set) var heldBytes = 0
    /// How many batches were given an outcome the memo kept.
    public private(set) var recalled = 0
    /// How many outcomes the memo has kept since it was made.
    public private(set) var recorded = 0
    /// How many solvers given an outcome were compacted by taking what the first of them that
    /// was compacted became, rather than by compacting (``Solver/compact(sharingStorageWith:)``).
    public private(set) var recalledCompactions = 0

    var outcomes: [BatchKey: KeptOutcome] = [:]
    /// How many times the memo forgot its outcomes: an outcome of an earlier generation is no
    /// longer the memo's.
    private var generation = 0

    /// Creates an empty memo that keeps up to `byteLimit` bytes of outcomes of batches of at
    /// least `smallestBatch` constraints.
    public init(byteLimit: Int = 4 << 20, smallestBatch: Int = 16) {
        self.byteLimit = byteLimit
        self.smallestBatch = max(smallestBatch, 1)
    }

    /// Keeps `outcome` for batches equal to `key`.
    func record(_ outcome: BatchOutcome, for key: BatchKey) {
        let bytes = key.words.count * 8 + outcome.bytes
        guard bytes <= byteLimit else { return }
        if heldBytes + bytes > byteLimit {
            outcomes = [:]
            heldBytes = 0
            generation &+= 1
        }
        outcomes[key] = KeptOutcome(outcome, memo: self, generation: generation)
        heldBytes += bytes
        recorded += 1
    }

    func noteRecalled() { recalled += 1 }

    /// Keeps what a solver given `kept` became when compacted: its arrays are mostly those the
    /// compaction shares with other solvers, so they cost the memo little more room.
    func keep(_ compacted: SolverArrays, in kept: KeptOutcome) {
        guard kept.generation == generation else { return }
        kept.compacted = compacted
        heldBytes += compacted.bytes
    }

    func noteRecalledCompaction() { recalledCompactions += 1 }
}

/// An outcome the memo keeps, and what the first solver given it that was compacted with
/// nothing but reading its solution in between became.
final class KeptOutcome {
    let outcome: BatchOutcome
    /// The arrays compaction made of the first solver given the outcome that was compacted
    /// having only read its solution since.
    var compacted: SolverArrays?
    /// The memo that kept it, to count what it holds, and when.
    private(set) weak var memo: SolverBatchMemo?
    let generation: Int

    init(_ outcome: BatchOutcome, memo: SolverBatchMemo, generation: Int) {
        self.outcome = outcome
        self.memo = memo
        self.generation = generation
    }
}

/// A solver's arrays of plain values that placing a batch or compacting make: its variable
/// classes, its tableau and its groups, but for its constraint and variable objects.
struct SolverArrays {
    let parent: [Int32]
    let offset: [Double]
    let pinned: [Double]
    let symbol: [Int32]
    let members: [[Int32]]
    let variableOfSymbol: [Int32]
    let tableau: Tableau
    let groups: [Group]

    init(of solver: Solver) {
        parent = solver.table.parent
        offset = solver.table.offset
        pinned = solver.table.pinned
        symbol = solver.table.symbol
        members = solver.table.members
        variableOfSymbol = solver.table.variableOfSymbol
        tableau = solver.tableau
        groups = solver.groups
    }

    /// Gives the arrays to `solver`, whose variables are in its table in the same order.
    func give(to solver: Solver) {
        solver.table.parent = parent
        solver.table.offset = offset
        solver.table.pinned = pinned
        solver.table.symbol = symbol
        solver.table.members = members
        solver.table.variableOfSymbol = variableOfSymbol
        solver.tableau = tableau
        solver.groups = groups
    }

    /// Roughly the bytes the arrays take, as if none were shared.
    var bytes: Int {
        parent.count * 28 + members.reduce(0) { $0 + $1.count * 4 } + variableOfSymbol.count * 4
            + groups.count * MemoryLayout<Group>.stride + tableau.approximateBytes
    }
}

/// A batch read as placing reads it: per constraint its relation, movability, strengths,
/// constant and terms, each term's variable as its id in the solver's table.
struct BatchKey: Hashable {
    let words: [UInt64]
    private let hashBits: UInt64

    init(_ records: RecordTable, ids: [Int32]) {
        var words: [UInt64] = []
        words.reserveCapacity(records.count * 4 + ids.count * 2)
        var k = 0
        // The records are read in place: taking each constraint out of the array retained it.
        records.objects.withUnsafeBufferPointer { constraints in
            for constraint in constraints {
                // A batch goes through a memo only into a solver that holds nothing else: every
                // record has its object.
                let constraint = constraint.unsafelyUnwrapped
                let termCount = constraint.termCount
                words.append(UInt64(constraint.relationAndMovableCode) | UInt64(termCount) << 8)
                words.append(constraint.strength.priority.bitPattern)
                words.append(constraint.strengthBelow.priority.bitPattern)
                words.append(constraint.constant.bitPattern)
                for t in 0..<termCount {
                    words.append(UInt64(UInt32(bitPattern: ids[k])))
                    words.append(constraint.coefficient(t).bitPattern)
                    k += 1
                }
            }
        }
        var h: UInt64 = 0xCBF2_9CE4_8422_2325
        for word in words { h = (h ^ word) &* 0x9E37_79B9_7F4A_7C15 }
        self.words = words
        hashBits = h ^ (h >> 29)
    }

    static func == (lhs: BatchKey, rhs: BatchKey) -> Bool {
        lhs.hashBits == rhs.hashBits && lhs.words == rhs.words
    }

    func hash(into hasher: inout Hasher) {
        hasher.combine(hashBits)
    }
}

/// What an empty solver holds once a batch is placed, but for its constraint and variable
/// objects: those are the new batch's own, in the same places.
struct BatchOutcome {
    let roleCodes: [Int32]
    let arrays: SolverArrays
    let freeGroups: [Int]
    let groupIndex: SlotTable<GroupKey>
    let groupIndexIsDropped: Bool
    let redundantGroups: Int
    let valuesNeedFullWrite: Bool

    init(of solver: Solver) {
        roleCodes = solver.records.codes.fitted()
        arrays = SolverArrays(of: solver)
        freeGroups = solver.freeGroups
        groupIndex = solver.groupIndex
        groupIndexIsDropped = solver.groupIndexIsDropped
        redundantGroups = solver.redundantGroups
        valuesNeedFullWrite = solver.valuesNeedFullWrite
    }

    /// Roughly the bytes the outcome's arrays take.
    var bytes: Int {
        roleCodes.count * 4 + arrays.bytes + freeGroups.count * 8
            + groupIndex.count * (MemoryLayout<GroupKey>.stride + 4) * 2
    }
}

extension Tableau {
    /// Roughly the bytes the tableau's arrays take.
    var approximateBytes: Int {
        var bytes = kinds.count * MemoryLayout<SymbolKind>.stride + rowOf.count * 4 + freeSymbols.count * 4
        bytes += columns.reduce(0) { $0 + 32 + $1.count * 4 }
        bytes += rows.reduce(0) { $0 + MemoryLayout<Row>.stride + $1.entries.count * MemoryLayout<Entry>.stride }
        bytes += levels.reduce(0) { $0 + MemoryLayout<Level>.stride + $1.coefficients.count * 8 + $1.packed.count * 16 }
        bytes += (marks.count + heap.count) * 4 + inHeap.count + isChanged.count
        return bytes
    }
}
