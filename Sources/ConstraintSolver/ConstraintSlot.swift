/// A constraint a ``Solver`` holds by value, without an object: what ``Solver/release(_:)``
/// returns for the constraint it let go of.
///
/// A slot names the constraint in its solver until ``Solver/remove(_:)-(ConstraintSlot)``
/// takes it out; the solver may then give the same slot to another constraint. A layout keeps
/// most of its constraints this way: nobody but the solver reads them once they are in, and a
/// constraint held by value takes a quarter of what its object took, or nothing of a scene's
/// own when scenes that built the same screen share their solvers' arrays.
public struct ConstraintSlot: Hashable, Sendable {
    /// The slot's index among its solver's slots.
    public let index: Int32

    init(_ index: Int32) { self.index = index }
}

/// One constraint held by value: what ``Constraint`` holds, each variable as its id in the
/// solver's variable table. The fields are ordered to leave no padding, so that equal arrays
/// of records compare, hash and are shared as bytes (`SolverStorageSharing`).
struct SlotRecord: Equatable, PaddingFreeStorageElement {
    var constant: Double
    /// The priority of the strength, and the priority below (`Constraint.strengthBelow`).
    var priority: Float
    var priorityBelow: Float
    /// The ids of the inline terms' variables, the first four; -1 past the last term.
    var ids: (Int32, Int32, Int32, Int32)
    /// The relation and movable code (bits 0–2, `Constraint.relationAndMovableCode`), whether
    /// the constraint has two strengths (bit 3), the number of terms inline (bits 4–6), whether
    /// the terms are in the store's spilled terms instead (bit 7), and each inline term's
    /// coefficient (2 bits from bit 8: 0 is 1, 1 is -1, 2 is 0.5, 3 is -0.5). A whole word, so
    /// that the record has no padding.
    var meta: UInt64

    static let twoStrengthsBit: UInt64 = 8
    static let spilledBit: UInt64 = 128
    static let freeMeta: UInt64 = .max
    static let noIDs: (Int32, Int32, Int32, Int32) = (-1, -1, -1, -1)

    static func == (a: SlotRecord, b: SlotRecord) -> Bool {
        a.constant == b.constant && a.priority == b.priority && a.priorityBelow == b.priorityBelow
            && a.ids == b.ids && a.meta == b.meta
    }

    /// The id of inline term `k`'s variable.
    func id(_ k: Int) -> Int32 {
        switch k {
        case 0: ids.0
        case 1: ids.1
        case 2: ids.2
        default: ids.3
        }
    }

    var relation: Relation {
        switch meta & 3 {
        case 0: .equal
        case 1: .lessThanOrEqual
        default: .greaterThanOrEqual
        }
    }

    var isMovable: Bool { meta & 4 != 0 }
    var hasTwoStrengths: Bool { meta & Self.twoStrengthsBit != 0 }
    var isRequired: Bool { Strength(storedPriority: priority).isRequired }
    var isSpilled: Bool { meta & Self.spilledBit != 0 }
    var inlineCount: Int { Int(meta >> 4 & 7) }

    /// The coefficient of inline term `k`.
    func coefficient(_ k: Int) -> Double {
        switch meta >> (8 + 2 * UInt64(k)) & 3 {
        case 0: 1
        case 1: -1
        case 2: 0.5
        default: -0.5
        }
    }

    /// The code of `coefficient` for an inline term; nil when it has none.
    static func code(of coefficient: Double) -> UInt64? {
        switch coefficient {
        case 1: 0
        case -1: 1
        case 0.5: 2
        case -0.5: 3
        default: nil
        }
    }
}

/// The constraints a solver holds by value, by slot: each one's record, the index of its record
/// in the solver's record table, and the terms of those whose terms do not fit a record (more
/// than four, or a coefficient other than ±1 and ±0.5).
struct SlotStore {
    private(set) var records: [SlotRecord] = []
    /// The index in the solver's record table of each slot's constraint; -1 for a free slot.
    private(set) var recordIndexes: [Int32] = []
    private var freeSlots: [Int32] = []
    /// The terms of the constraints whose terms a record cannot hold, by slot: the variables'
    /// ids and the coefficients.
    private var spilled: [Int32: [(id: Int32, coefficient: Double)]] = [:]

    var isEmpty: Bool { records.count == freeSlots.count }

    /// The record index of the constraint in `slot`, if the slot holds one.
    func recordIndex(of slot: ConstraintSlot) -> Int? {
        let s = Int(slot.index)
        guard s >= 0 && s < recordIndexes.count, recordIndexes[s] >= 0 else { return nil }
        return Int(recordIndexes[s])
    }

    mutating func reserveCapacity(_ capacity: Int) {
        records.reserveCapacity(capacity)
        recordIndexes.reserveCapacity(capacity)
    }

    mutating func setRecordIndex(_ index: Int, of slot: Int32) {
        recordIndexes[Int(slot)] = Int32(index)
    }

    /// Keeps `constraint` by value, its variables as `ids` gives them, for the record at
    /// `index`; returns its slot.
    mutating func keep(_ constraint: Constraint, recordIndex index: Int, ids: (Variable) -> Int32) -> Int32 {
        let record = Self.record(of: constraint, ids: ids)
        let slot: Int32
        if let free = freeSlots.popLast() {
            slot = free
            records[Int(slot)] = record.record
            recordIndexes[Int(slot)] = Int32(index)
        } else {
            slot = Int32(records.count)
            records.append(record.record)
            recordIndexes.append(Int32(index))
        }
        if let terms = record.spilled { spilled[slot] = terms }
        return slot
    }

    /// Frees `slot`.
    mutating func free(_ slot: Int32) {
        records[Int(slot)] = SlotRecord(constant: 0, priority: 0, priorityBelow: 0, ids: SlotRecord.noIDs,
                                        meta: SlotRecord.freeMeta)
        recordIndexes[Int(slot)] = -1
        spilled[slot] = nil
        freeSlots.append(slot)
    }

    func constant(of slot: Int32) -> Double { records[Int(slot)].constant }

    mutating func setConstant(_ constant: Double, of slot: Int32) {
        records[Int(slot)].constant = constant
    }

    func strengths(of slot: Int32) -> (strength: Strength, below: Strength) {
        let record = records[Int(slot)]
        return (Strength(storedPriority: record.priority), Strength(storedPriority: record.priorityBelow))
    }

    func isRequiredEquality(_ slot: Int32) -> Bool {
        let record = records[Int(slot)]
        return record.relation == .equal && record.isRequired
    }

    /// A new constraint equal to the one in `slot`, its variables those `variables` holds at
    /// the ids the slot's record names.
    func constraint(in slot: Int32, variables: [Variable]) -> Constraint {
        let record = records[Int(slot)]
        var terms: [Term] = []
        if record.isSpilled {
            for term in spilled[slot] ?? [] { terms.append(Term(variables[Int(term.id)], term.coefficient)) }
        } else {
            terms.reserveCapacity(record.inlineCount)
            for k in 0..<record.inlineCount {
                terms.append(Term(variables[Int(record.id(k))], record.coefficient(k)))
            }
        }
        let expression = Expression(terms, constant: record.constant)
        let strength = Strength(storedPriority: record.priority)
        guard record.hasTwoStrengths else {
            return Constraint(expression, record.relation, strength: strength, movable: record.isMovable)
        }
        return Constraint(expression, strengthAbove: strength, strengthBelow: Strength(storedPriority: record.priorityBelow))
    }

    /// Rewrites the ids of the constraint in `slot` to those of its variables in a new table:
    /// `constraint` is the slot's constraint made with the old table's variables.
    mutating func renumber(_ slot: Int32, as constraint: Constraint, ids: (Variable) -> Int32) {
        let record = Self.record(of: constraint, ids: ids)
        records[Int(slot)] = record.record
        spilled[slot] = record.spilled
    }

    /// The store with no room beyond its slots.
    func fitted() -> SlotStore {
        var fitted = self
        fitted.records = records.fitted()
        fitted.recordIndexes = recordIndexes.fitted()
        fitted.freeSlots = freeSlots.fitted()
        return fitted
    }

    /// Offers the store's arrays to `sharing`.
    mutating func share(with sharing: SolverStorageSharing) {
        sharing.share(&records, on: sharing.slotRecords)
        sharing.share(&recordIndexes, on: sharing.int32s)
    }

    private static func record(of constraint: Constraint, ids: (Variable) -> Int32)
        -> (record: SlotRecord, spilled: [(id: Int32, coefficient: Double)]?) {
        var meta = UInt64(constraint.relationAndMovableCode)
        if constraint.hasTwoStrengths { meta |= SlotRecord.twoStrengthsBit }
        var count = 0
        var inline = true
        var codes: UInt64 = 0
        var termIDs = SlotRecord.noIDs
        var terms: [(id: Int32, coefficient: Double)] = []
        constraint.forEachTerm { variable, coefficient in
            let id = ids(variable)
            if inline, count < 4, let code = SlotRecord.code(of: coefficient) {
                switch count {
                case 0: termIDs.0 = id
                case 1: termIDs.1 = id
                case 2: termIDs.2 = id
                default: termIDs.3 = id
                }
                codes |= code << (2 * UInt64(count))
            } else {
                if inline {
                    // Every term so far goes to the spilled ones, in order.
                    inline = false
                    for k in 0..<count {
                        let earlier = SlotRecord(constant: 0, priority: 0, priorityBelow: 0, ids: termIDs, meta: codes << 8)
                        terms.append((earlier.id(k), earlier.coefficient(k)))
                    }
                }
                terms.append((id, coefficient))
            }
            count += 1
        }
        var record = SlotRecord(constant: constraint.constant, priority: Float(constraint.strength.priority),
                                priorityBelow: Float(constraint.strengthBelow.priority), ids: termIDs, meta: meta)
        guard !inline else {
            record.meta |= UInt64(count) << 4 | codes << 8
            return (record, nil)
        }
        record.meta |= SlotRecord.spilledBit
        record.ids = SlotRecord.noIDs
        return (record, terms)
    }
}
