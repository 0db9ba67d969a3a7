/// Where a constraint the solver holds lives.
enum ConstraintRole {
    /// Added but not yet placed; only during a batch.
    case pending
    /// An optional constraint added on its own, placed with the others
    /// like it at the next solve or structural change.
    case deferred
    /// Folded into the variable table (or, after a numerical failure
    /// during a rebuild, dropped); removing it rebuilds.
    case folded
    /// A member of the tableau group with this index.
    case member(Int)
}

/// What the solver remembers about the constraints it holds: each one's role, and whether it is
/// tracked (a required equality that keeps its own dummy marker so that its constant can move
/// without a rebuild; such a constraint is never folded or grouped).
///
/// The constraints and the codes of their roles are two arrays rather than one of records: the
/// codes are plain numbers, which solvers given one memo's outcome share until one of them
/// changes (Solver+BatchMemo.swift). A record takes 8 bytes of a scene's own, where it took 16.
struct RecordTable {
    /// Each record's constraint, in the solver's record order; nil for a constraint the solver
    /// holds by value (``Solver/release(_:)``), whose slot `slotIndexes` gives.
    private(set) var objects: [Constraint?] = []
    /// Each record's code: its role's (a group index, or one of the negative codes below)
    /// shifted left by one, and 1 in bit 0 when it is tracked. A memo's outcome keeps these.
    private(set) var codes: [Int32] = []
    /// Each record's slot, or -1 for a record with an object; empty while no record is held
    /// by value.
    private(set) var slotIndexes: [Int32] = []
    /// The constraints held by value.
    var slots = SlotStore()

    private static let pendingCode: Int32 = -1, deferredCode: Int32 = -2, foldedCode: Int32 = -3

    var count: Int { objects.count }
    var isEmpty: Bool { objects.isEmpty }
    var indices: Range<Int> { objects.indices }
    var capacity: Int { objects.capacity }

    mutating func reserveCapacity(_ capacity: Int) {
        objects.reserveCapacity(capacity)
        codes.reserveCapacity(capacity)
        if !slotIndexes.isEmpty { slotIndexes.reserveCapacity(capacity) }
    }

    /// The constraint object of the record at `index`; nil for one held by value.
    @inline(__always)
    func object(at index: Int) -> Constraint? { objects[index] }

    /// The constraint of a record that has its object: a pending one, or any during a rebuild
    /// (`Solver.rebuild()` gives the records held by value objects while it places them).
    @inline(__always)
    func constraint(at index: Int) -> Constraint {
        guard let constraint = objects[index] else { preconditionFailure("record \(index) is held by value") }
        return constraint
    }

    /// The slot of the record at `index`, or -1 when it has its object.
    @inline(__always)
    func slot(at index: Int) -> Int32 { slotIndexes.isEmpty ? -1 : slotIndexes[index] }

    /// The role of the record at `index`.
    @inline(__always)
    func role(at index: Int) -> ConstraintRole {
        switch codes[index] >> 1 {
        case Self.pendingCode: .pending
        case Self.deferredCode: .deferred
        case Self.foldedCode: .folded
        case let group: .member(Int(group))
        }
    }

    /// Whether the record at `index` is pending: added and not yet placed.
    @inline(__always)
    func isPending(at index: Int) -> Bool { codes[index] >> 1 == Self.pendingCode }

    mutating func setRole(_ role: ConstraintRole, at index: Int) {
        let code: Int32
        switch role {
        case .pending: code = Self.pendingCode
        case .deferred: code = Self.deferredCode
        case .folded: code = Self.foldedCode
        case .member(let group): code = Int32(group)
        }
        codes[index] = code << 1 | codes[index] & 1
    }

    @inline(__always)
    func isTracked(at index: Int) -> Bool { codes[index] & 1 != 0 }

    mutating func setTracked(_ tracked: Bool, at index: Int) {
        codes[index] = codes[index] & ~1 | (tracked ? 1 : 0)
    }

    /// Appends a pending record of `constraint`, tracked when it is a movable required equality.
    mutating func append(_ constraint: Constraint) {
        let tracked = constraint.isMovable && constraint.relation == .equal && constraint.strength.isRequired
        objects.append(constraint)
        codes.append(Self.pendingCode << 1 | (tracked ? 1 : 0))
        if !slotIndexes.isEmpty { slotIndexes.append(-1) }
    }

    /// Removes the last record.
    mutating func removeLast() {
        codes.removeLast()
        objects.removeLast()
        if !slotIndexes.isEmpty { slotIndexes.removeLast() }
    }

    /// Moves the last record to `index`, over the record there.
    mutating func moveLast(to index: Int) {
        codes[index] = codes.removeLast()
        objects[index] = objects.removeLast()
        if !slotIndexes.isEmpty {
            let slot = slotIndexes.removeLast()
            slotIndexes[index] = slot
            if slot >= 0 { slots.setRecordIndex(index, of: slot) }
        }
    }

    /// Gives every record the code of the same record in `codes`: a memo's outcome's, for a
    /// batch equal to the one the records hold. The array is shared, not copied.
    mutating func takeCodes(_ codes: [Int32]) {
        precondition(codes.count == objects.count, "an outcome's codes are those of an equal batch")
        self.codes = codes
    }

    /// Keeps the record at `index` by value, its variables as `ids` gives them, and drops its
    /// object; returns its slot.
    mutating func keepByValue(at index: Int, ids: (Variable) -> Int32) -> Int32 {
        if slotIndexes.isEmpty {
            // The first release: a layout lets most of its records go, one after the other.
            slotIndexes = Array(repeating: -1, count: objects.count)
            slots.reserveCapacity(objects.count)
        }
        let slot = slots.keep(constraint(at: index), recordIndex: index, ids: ids)
        slotIndexes[index] = slot
        objects[index] = nil
        return slot
    }

    /// Frees the slot of the record at `index`, which is about to go.
    mutating func freeSlot(at index: Int) {
        let slot = slot(at: index)
        guard slot >= 0 else { return }
        slots.free(slot)
        slotIndexes[index] = -1
    }

    /// Gives the record at `index`, held by value, `object` for a while (`Solver.rebuild()`).
    mutating func lend(_ object: Constraint, at index: Int) {
        objects[index] = object
    }

    /// Takes back the object lent to the record at `index`, renumbering its slot's ids.
    mutating func takeBack(at index: Int, ids: (Variable) -> Int32) {
        slots.renumber(slot(at: index), as: constraint(at: index), ids: ids)
        objects[index] = nil
    }

    /// The constant of the record at `index`'s constraint.
    func constant(at index: Int) -> Double {
        if let object = objects[index] { return object.constant }
        return slots.constant(of: slot(at: index))
    }

    /// Sets the constant of the record at `index`'s constraint.
    mutating func setConstant(_ constant: Double, at index: Int) {
        if let object = objects[index] {
            object.constant = constant
        } else {
            slots.setConstant(constant, of: slot(at: index))
        }
    }

    /// Whether the record at `index` is a required equality.
    func isRequiredEquality(at index: Int) -> Bool {
        if let object = objects[index] { return object.strength.isRequired && object.relation == .equal }
        return slots.isRequiredEquality(slot(at: index))
    }

    /// Offers the table's arrays of plain values to `sharing`: the codes, and those of the
    /// constraints held by value, which scenes that built the same screen hold alike.
    mutating func share(with sharing: SolverStorageSharing) {
        sharing.share(&codes, on: sharing.int32s)
        guard !slotIndexes.isEmpty else { return }
        sharing.share(&slotIndexes, on: sharing.int32s)
        slots.share(with: sharing)
    }

    /// The table with no room beyond its records.
    func fitted() -> RecordTable {
        var fitted = RecordTable()
        fitted.objects = objects.fitted()
        fitted.codes = codes.fitted()
        fitted.slotIndexes = slotIndexes.fitted()
        fitted.slots = slots.fitted()
        return fitted
    }
}

/// Identical constraints (the same row once the tableau's required
/// equalities are substituted, the same relation and strength) share one
/// tableau row; an optional group weighs as many times as it has members.
/// Only rows of one or two terms are grouped: they are the ones layouts
/// repeat (`width >= 10` on every view of a row of equal widths).
///
/// The fields are ordered to leave no padding: a scene holds hundreds of groups.
struct GroupKey: SlotTableKey {
    var first: Int32
    var second: Int32
    var firstCoefficient: Double
    var secondCoefficient: Double
    var constant: Double
    var priority: Double
    var relation: Relation

    /// Each field mixed in by a multiply; zeros count as +0, since `==` takes
    /// -0 for +0.
    var slotHash: UInt64 {
        func bits(_ x: Double) -> UInt64 { x == 0 ? 0 : x.bitPattern }
        let golden: UInt64 = 0x9E37_79B9_7F4A_7C15
        let kind: UInt64 = relation == .equal ? 0 : relation == .lessThanOrEqual ? 1 : 2
        var h = (UInt64(UInt32(bitPattern: first)) << 32 | UInt64(UInt32(bitPattern: second))) &* golden
        h = (h ^ bits(firstCoefficient)) &* golden
        h = (h ^ bits(secondCoefficient)) &* golden
        h = (h ^ bits(constant)) &* golden
        return (h ^ bits(priority) ^ kind) &* golden
    }

    static var placeholder: GroupKey { GroupKey([], constant: 0, relation: .equal, priority: 0)! }

    init(first: Int32, second: Int32, firstCoefficient: Double, secondCoefficient: Double, constant: Double,
         priority: Double, relation: Relation) {
        self.first = first
        self.second = second
        self.firstCoefficient = firstCoefficient
        self.secondCoefficient = secondCoefficient
        self.constant = constant
        self.priority = priority
        self.relation = relation
    }

    init?(_ terms: [Entry], constant: Double, relation: Relation, priority: Double) {
        guard terms.count <= 2 else { return nil }
        first = terms.first?.symbol ?? -1
        firstCoefficient = terms.first?.coefficient ?? 0
        second = terms.count > 1 ? terms[1].symbol : -1
        secondCoefficient = terms.count > 1 ? terms[1].coefficient : 0
        self.constant = constant
        self.relation = relation
        self.priority = priority
    }
}

/// One constraint row in the tableau, standing for one or more constraints. The fields are
/// ordered to leave no padding (88 bytes a group): a scene's solver holds a few hundred.
struct Group {
    // The key's row, which is all of the key but the relation and priority, the group's own.
    private var keyFirst: Int32 = -1
    private var keySecond: Int32 = -1
    private var keyFirstCoefficient = 0.0
    private var keySecondCoefficient = 0.0
    private var keyConstant = 0.0
    var relation: Relation
    var isTracked: Bool
    /// Whether the row was implied by the others, so that nothing is stored.
    var isRedundant = false
    private var hasKey = false
    private var memberCount: Int32 = 1
    /// The index of the objective level of an optional group; -1 for none.
    private var levelIndex: Int32 = -1
    /// The index of the level of the second error of an equality with two strengths (the
    /// expression below zero); -1 when both errors are in `levelIndex`'s.
    private var otherLevelIndex: Int32 = -1
    var tag = Tag()
    /// The row over external symbols, kept only while the group waits to be inserted again
    /// (redundant): once in the tableau, the group is reached through its markers.
    var terms: [Entry]
    var constant: Double
    var strength: Strength

    init(key: GroupKey?, relation: Relation, isTracked: Bool, terms: [Entry], constant: Double, strength: Strength) {
        self.relation = relation
        self.isTracked = isTracked
        self.terms = terms
        self.constant = constant
        self.strength = strength
        self.key = key
    }

    /// The key under which new identical constraints find this group; nil
    /// for an edit, a tracked equality, or a group whose constant moved.
    var key: GroupKey? {
        get {
            guard hasKey else { return nil }
            return GroupKey(first: keyFirst, second: keySecond, firstCoefficient: keyFirstCoefficient,
                            secondCoefficient: keySecondCoefficient, constant: keyConstant,
                            priority: strength.priority, relation: relation)
        }
        set {
            guard let newValue else {
                hasKey = false
                return
            }
            precondition(newValue.relation == relation && newValue.priority == strength.priority,
                         "a group's key has the group's relation and priority")
            hasKey = true
            keyFirst = newValue.first
            keySecond = newValue.second
            keyFirstCoefficient = newValue.firstCoefficient
            keySecondCoefficient = newValue.secondCoefficient
            keyConstant = newValue.constant
        }
    }

    /// How many constraints share the group.
    var members: Int {
        get { Int(memberCount) }
        set { memberCount = Int32(newValue) }
    }

    /// The objective level of an optional group's errors; nil for a required one.
    var level: Int? {
        get { levelIndex < 0 ? nil : Int(levelIndex) }
        set { levelIndex = newValue.map { Int32($0) } ?? -1 }
    }

    /// The level of the tag's second error when it differs from `level` (an equality with two
    /// strengths); nil otherwise.
    var otherLevel: Int? {
        get { otherLevelIndex < 0 ? nil : Int(otherLevelIndex) }
        set { otherLevelIndex = newValue.map { Int32($0) } ?? -1 }
    }
}

/// An edit variable and the group of its edit constraint.
struct EditRecord {
    let variable: Variable
    let constraint: Constraint
    var group: Int
}

extension Solver {
    // MARK: Records

    /// The index of `constraint`'s record, if the solver holds it.
    ///
    /// A constraint keeps the index that the first solver to hold it gave it (`claimedRecord`),
    /// so a lookup reads one field; a constraint another solver claimed goes in `recordIndex`
    /// instead. Whether the record at an index is the constraint's is what decides.
    func recordIndex(of constraint: Constraint) -> Int? {
        let claimed = Int(constraint.claimedRecord)
        if claimed >= 0 && claimed < records.count && records.object(at: claimed) === constraint { return claimed }
        return recordIndex.isEmpty ? nil : recordIndex[ObjectIdentifier(constraint)].map(Int.init)
    }

    /// Whether the record at `index` is found through its constraint's claim rather than
    /// through `recordIndex`.
    private func isClaimed(at index: Int) -> Bool {
        guard let constraint = records.object(at: index) else { return false }
        return Int(constraint.claimedRecord) == index
            && (recordIndex.isEmpty || recordIndex[ObjectIdentifier(constraint)] == nil)
    }

    func appendRecord(_ constraint: Constraint) {
        let index = Int32(records.count)
        if constraint.claimedRecord < 0 {
            constraint.claimedRecord = index
        } else {
            recordIndex[ObjectIdentifier(constraint)] = index
        }
        records.append(constraint)
    }

    /// Removes the record at `index`, moving the last one into its place; returns its role.
    @discardableResult
    func takeRecord(at index: Int) -> ConstraintRole {
        let role = records.role(at: index)
        if let constraint = records.object(at: index) {
            if isClaimed(at: index) {
                constraint.claimedRecord = -1
            } else {
                recordIndex[ObjectIdentifier(constraint)] = nil
            }
        } else {
            records.freeSlot(at: index)
        }
        let lastIndex = records.count - 1
        guard index < lastIndex else {
            records.removeLast()
            return role
        }
        let last = records.object(at: lastIndex)
        let lastIsClaimed = isClaimed(at: lastIndex)
        records.moveLast(to: index)
        if let last {
            if lastIsClaimed {
                last.claimedRecord = Int32(index)
            } else {
                recordIndex[ObjectIdentifier(last)] = Int32(index)
            }
        }
        return role
    }

    /// Gives up the indexes the solver gave its constraints, before its records go.
    func releaseRecordClaims() {
        for index in records.indices where isClaimed(at: index) {
            records.object(at: index)?.claimedRecord = -1
        }
    }

    // MARK: Placing constraints

    /// Places the pending records from `start` on: first the required
    /// equalities that fold into the variable table, then the rest, in order,
    /// into the tableau. Returns the first constraint that cannot be satisfied.
    func placePendingRecords(from start: Int, editsAfterRequired: Bool = false) -> Constraint? {
        // A batch looks its variables up once; a single constraint reads
        // them as it goes.
        let batched = records.count - start > 1
        var ids: [Int32] = []
        var firstIds = [0]
        if batched {
            firstIds.reserveCapacity(records.count - start + 1)
            for i in start..<records.count {
                table.appendIds(of: records.constraint(at: i), to: &ids)
                firstIds.append(ids.count)
            }
        }
        func idsOfRecord(_ i: Int) -> ArraySlice<Int32>? {
            batched ? ids[firstIds[i - start]..<firstIds[i - start + 1]] : nil
        }
        for _ in 0..<2 {
            var folded = false
            for i in start..<records.count {
                guard records.isPending(at: i), !records.isTracked(at: i) else { continue }
                let constraint = records.constraint(at: i)
                guard constraint.relation == .equal, constraint.strength.isRequired else { continue }
                switch table.absorb(constraint, ids: idsOfRecord(i)) {
                case .notTrivial: continue
                case .unsatisfiable: return constraint
                case .absorbed, .redundant:
                    records.setRole(.folded, at: i)
                    folded = true
                    valuesNeedFullWrite = true
                }
            }
            if !folded { break }
        }
        for pass in 0..<2 {
            for i in start..<records.count {
                guard records.isPending(at: i) else { continue }
                let constraint = records.constraint(at: i)
                if editsAfterRequired && constraint.strength.isRequired != (pass == 0) { continue }
                guard let group = place(constraint, tracked: records.isTracked(at: i), exclusive: false,
                                        ids: idsOfRecord(i)) else {
                    return constraint
                }
                records.setRole(.member(group), at: i)
            }
            if editsAfterRequired && pass == 0 {
                for key in edits.keys where edits[key]!.group < 0 {
                    edits[key]!.group = place(edits[key]!.constraint, tracked: false, exclusive: true) ?? -1
                }
            }
            if !editsAfterRequired { break }
        }
        return nil
    }

    /// Puts a constraint into the tableau, joining an identical group unless
    /// it is `tracked` or `exclusive` (an edit). Returns its group, or nil
    /// when it is unsatisfiable. `ids`, when given, holds the ids of its variables.
    func place(_ constraint: Constraint, tracked: Bool, exclusive: Bool, ids: ArraySlice<Int32>? = nil) -> Int? {
        tableau.expand()
        // Both rows are made in reused buffers: most constraints of a layout
        // join a group, and then nothing needs a buffer of its own.
        var terms: [Entry] = [], row: [Entry] = []
        swap(&terms, &termScratch)
        swap(&row, &rowScratch)
        defer {
            swap(&terms, &termScratch)
            swap(&row, &rowScratch)
        }
        let constant = table.canonical(constraint, ids: ids, into: &terms)
        for i in terms.indices {
            terms[i].symbol = table.symbol(forRoot: terms[i].symbol, in: &tableau)
        }
        if terms.count > 1 { terms.sort { $0.symbol < $1.symbol } }
        let strength = constraint.strength
        var key: GroupKey?
        var expanded: (entries: [Entry], constant: Double)?
        if !tracked && !exclusive && !constraint.hasTwoStrengths {
            restoreGroupIndex()
            // Keyed by the row as the tableau would read it now, so that
            // constraints made identical by required equalities already in
            // the tableau share a row too. Such equalities leave only by a
            // rebuild, which regroups everything.
            let rowConstant = tableau.expandedEntries(terms, constant: constant, into: &row)
            key = GroupKey(row, constant: rowConstant, relation: constraint.relation, priority: strength.priority)
            if let key, let g = groupIndex[key].map(Int.init) {
                groups[g].members += 1
                if let level = groups[g].level {
                    tableau.changeWeight(of: groups[g].tag, level: level, otherLevel: groups[g].otherLevel, by: 1)
                }
                return g
            }
            expanded = (Array(row), rowConstant)
        }
        var group = Group(key: key, relation: constraint.relation, isTracked: tracked, terms: Array(terms),
                          constant: constant, strength: strength)
        let below = constraint.hasTwoStrengths ? constraint.strengthBelow : nil
        guard insert(&group, strengthBelow: below, expanded: expanded) != .unsatisfiable else { return nil }
        let g: Int
        if let free = freeGroups.popLast() {
            g = free
            groups[g] = group
        } else {
            g = groups.count
            groups.append(group)
        }
        if let key { groupIndex[key] = Int32(g) }
        if group.isRedundant { redundantGroups += 1 }
        return g
    }

    /// Adds a group's row to the tableau and fills in its markers. `strengthBelow` is the
    /// second strength of an equality with two (which is never redundant, so never inserted
    /// again without it). `expanded`, when given, is the group's row as the tableau reads it now.
    func insert(_ group: inout Group, strengthBelow: Strength? = nil,
                expanded: (entries: [Entry], constant: Double)? = nil) -> AddOutcome {
        tableau.expand()
        var level: Int?, otherLevel: Int?
        if !group.strength.isRequired {
            let l = tableau.level(for: group.strength.priority)
            tableau.retainLevel(l)
            level = l
            if let strengthBelow {
                let o = tableau.level(for: strengthBelow.priority)
                tableau.retainLevel(o)
                otherLevel = o
            }
        }
        let (outcome, tag) = tableau.addConstraint(
            terms: group.terms, constant: group.constant, relation: group.relation,
            level: level, otherLevel: otherLevel, weight: Double(group.members), tracked: group.isTracked,
            expanded: expanded)
        if outcome == .unsatisfiable {
            if let l = level { tableau.releaseLevel(l) }
            if let o = otherLevel { tableau.releaseLevel(o) }
            level = nil
            otherLevel = nil
        }
        group.tag = tag
        group.level = level
        group.otherLevel = otherLevel
        group.isRedundant = outcome == .redundant
        // Only a redundant group is inserted again (`readdRedundantGroups()`); a group in the
        // tableau is reached through its markers from then on.
        if outcome == .added { group.terms = [] }
        return outcome
    }

    /// Takes one member out of group `g`; the row goes when the last one does.
    func leave(_ g: Int) {
        tableau.expand()
        groups[g].members -= 1
        if groups[g].members > 0 {
            if let level = groups[g].level {
                tableau.changeWeight(of: groups[g].tag, level: level, otherLevel: groups[g].otherLevel, by: -1)
            }
            return
        }
        let group = groups[g]
        if let key = group.key, groupIndex[key] == Int32(g) { groupIndex[key] = nil }
        freeGroups.append(g)
        if group.isRedundant {
            redundantGroups -= 1
            return
        }
        if group.tag.marker < 0 {
            needsRebuild = true
            return
        }
        tableau.removeConstraint(tag: group.tag, level: group.level, otherLevel: group.otherLevel, weight: 1)
        if let level = group.level { tableau.releaseLevel(level) }
        if let otherLevel = group.otherLevel { tableau.releaseLevel(otherLevel) }
        readdRedundantGroups()
    }

    /// Gives rows that were implied by others a new chance after a removal,
    /// since what implied them may be gone.
    func readdRedundantGroups() {
        guard redundantGroups > 0, !needsRebuild else { return }
        for g in groups.indices where groups[g].isRedundant && groups[g].members > 0 {
            var group = groups[g]
            if insert(&group) == .added { redundantGroups -= 1 }
            groups[g] = group
        }
    }

    /// Whether every redundant group still holds as the tableau reads it now: its row is all
    /// dummies with a zero constant. A constant moved in place can make an equality implied by
    /// the others contradict them; nothing else reads the redundant ones.
    func redundantGroupsStillHold() -> Bool {
        guard redundantGroups > 0 else { return true }
        var row: [Entry] = []
        for g in groups.indices where groups[g].isRedundant && groups[g].members > 0 {
            let constant = tableau.expandedEntries(groups[g].terms, constant: groups[g].constant, into: &row)
            guard abs(constant) < epsilon, row.allSatisfy({ tableau.kinds[Int($0.symbol)] == .dummy }) else {
                return false
            }
        }
        return true
    }

    // MARK: Solving

    /// Makes the tableau feasible again before a structural change; pending
    /// suggestions are applied with the dual simplex. Deferred optional
    /// constraints go in first unless `placingDeferred` is false.
    func prepareForChange(placingDeferred: Bool = true) {
        if needsRebuild {
            rebuild()
        } else if !tableau.infeasibleRows.isEmpty {
            tableau.expand()
            _ = tableau.dualOptimize()
        }
        if placingDeferred && !deferred.isEmpty {
            tableau.expand()
            placeDeferredRecords()
        }
    }

    /// Places the optional constraints that were added on their own, in the
    /// order they came. They cannot conflict; one that fails numerically is
    /// dropped as in a rebuild.
    func placeDeferredRecords() {
        let waiting = deferred
        deferred = []
        for constraint in waiting {
            guard let i = recordIndex(of: constraint), case .deferred = records.role(at: i) else { continue }
            if let group = place(constraint, tracked: false, exclusive: false) {
                records.setRole(.member(group), at: i)
            } else {
                records.setRole(.folded, at: i)
            }
        }
    }

    /// Makes the tableau feasible and optimal, as reading values and the dual
    /// simplex need.
    func solve() {
        prepareForChange()
        if tableau.needsOptimize {
            tableau.expand()
            tableau.optimize()
        }
    }

    /// Builds a fresh tableau from the constraints: required equalities that
    /// fold first, then the other required constraints, the edits, and the
    /// optional constraints. Returns the constraints that could not be placed.
    @discardableResult
    func rebuild() -> [Constraint] {
        // The constraints held by value name their variables by their ids in the table, which
        // the rebuild makes anew: they are placed as objects made with the old table's
        // variables, and take their new ids back.
        let byValue = lendObjectsToRecordsHeldByValue()
        defer { takeBackObjects(from: byValue) }
        tableau = Tableau()
        table.releaseClaims()
        table = VariableTable()
        groups = []
        freeGroups = []
        groupIndex = SlotTable()
        groupIndexIsDropped = false
        deferred = []
        redundantGroups = 0
        needsRebuild = false
        valuesNeedFullWrite = true
        for i in records.indices { records.setRole(.pending, at: i) }
        for key in edits.keys { edits[key]!.group = -1 }
        var failed: [Constraint] = []
        while let constraint = placePendingRecords(from: 0, editsAfterRequired: true) {
            failed.append(constraint)
            records.setRole(.folded, at: recordIndex(of: constraint)!)
        }
        return failed
    }

    /// Undoes a batch: forgets the records from `start` on, and rebuilds if
    /// any of them had reached the tableau or the variable table (a failed
    /// placement itself leaves both as they were).
    func rollBack(from start: Int) {
        var placed = false
        while records.count > start {
            if case .pending = takeRecord(at: records.count - 1) { continue }
            placed = true
        }
        if placed { rebuild() }
    }

    func setConstantByRebuilding(_ constant: Double, of index: Int) throws(SolverError) {
        let old = records.constant(at: index)
        records.setConstant(constant, at: index)
        records.setTracked(records.isRequiredEquality(at: index), at: index)
        guard !rebuild().isEmpty else { return }
        let failing = constraintOfRecord(at: index)
        records.setConstant(old, at: index)
        rebuild()
        throw .unsatisfiableConstraint(failing)
    }

    /// The constraint of the record at `index`: its object, or for one held by value a new
    /// object equal to it.
    func constraintOfRecord(at index: Int) -> Constraint {
        if let object = records.object(at: index) { return object }
        return records.slots.constraint(in: records.slot(at: index), variables: table.variables)
    }

    /// Gives each record held by value an object equal to its constraint, claimed at its index,
    /// for a rebuild; returns their indexes.
    private func lendObjectsToRecordsHeldByValue() -> [Int] {
        guard !records.slots.isEmpty else { return [] }
        var lent: [Int] = []
        for index in records.indices where records.object(at: index) == nil {
            let object = records.slots.constraint(in: records.slot(at: index), variables: table.variables)
            object.claimedRecord = Int32(index)
            records.lend(object, at: index)
            lent.append(index)
        }
        return lent
    }

    /// Takes back the objects `lendObjectsToRecordsHeldByValue()` lent, the records' ids
    /// renumbered to the new table's.
    private func takeBackObjects(from lent: [Int]) {
        for index in lent {
            records.constraint(at: index).claimedRecord = -1
            records.takeBack(at: index) { table.id(for: $0) }
        }
    }
}
