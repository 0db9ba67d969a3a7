import ConstraintSolver
import Foundation

// A stack view's arrangement is most of the constraints of a screen built with stack views (164
// of the catalog's 300), and nobody but the stack view looks at them. So the engine keeps them as
// rows: each one constraint's items through their handles and, once translated, its solver
// constraint, without an `NSLayoutConstraint` object, its place in the engine's lists and in its
// items' lists of the constraints that name them. Once the batch that adds them is in, the solver
// holds the rows by value and the rows keep only their slots (`SolverRowPart`): no constraint
// object at all, and records that scenes built the same way share. What each row states
// (attributes, relation, multiplier, constant, priority and UIKit's identifier) is its shape, in
// an array beside the rows that the stack views built alike share, in every scene.
//
// A stack view's arrangement becomes layout constraints, as UIKit has them, as soon as anything
// asks for them: the stack view's `constraints`, `constraintsAffectingLayout(for:)` in its engine,
// or a conflict among required constraints while the engine holds rows (UIKit's message names
// every constraint of a conflict, and breaks the app's newest one). From then on the stack view
// keeps its arrangement as layout constraints (`UIStackView.applyArrangement(_:)`).
//
// Until then the rows follow the stack view wherever its layout constraints would: a fitting size
// translates them into its scratch solver (UIView+Fitting.swift), a move to another engine or a
// new layout direction translates them again, and a stack view that is gone takes them out.

/// One constraint of a stack view's arrangement, kept by its engine without a layout constraint
/// object (LayoutEngine+Arrangement.swift): its items, held through their handles, and its
/// solver constraint. What it states of them is its shape, which its stack view's entry keeps at
/// the same index (`WeakStackView.shapes`).
@MainActor
struct ArrangementRow {
    let first: LifetimeHandle
    let second: LifetimeHandle?
    /// The solver constraint, once translated: from then on it is in the engine's solver, as an
    /// object until the batch that adds it is in, and then held by value (`SolverRowPart`).
    var part = SolverRowPart.absent
    /// When the row was made, as the activation of its layout constraint would have been: a
    /// conflict breaks the newest of the app's constraints, and the arrangement made before
    /// them is older.
    var activationStamp: Int

    /// The row of the spec `spec` points to, whose first item has the handle `first`. The spec
    /// is read through the pointer: a spec passed by value was copied, retaining its items.
    init(_ spec: UnsafePointer<StackConstraintSpec>, first: LifetimeHandle) {
        activationStamp = LayoutEngine.nextStamp()
        self.first = first
        second = LifetimeHandle.of(spec.pointee.second)
    }

    /// What a spec of the same relation has (`StackConstraintSpec.Key`); nil once an item is gone.
    func key(_ shape: ArrangementRowShape) -> StackConstraintSpec.Key? {
        guard let firstItem = first.object else { return nil }
        var secondID: ObjectIdentifier?
        if let second {
            guard let secondItem = second.object else { return nil }
            secondID = ObjectIdentifier(secondItem)
        }
        return StackConstraintSpec.Key(identifier: shape.identifier, first: ObjectIdentifier(firstItem),
                                       firstAttribute: shape.firstAttribute.rawValue, relation: shape.relation.rawValue,
                                       second: secondID, secondAttribute: shape.secondAttribute.rawValue,
                                       multiplier: shape.multiplier, priority: shape.priority.rawValue)
    }

    /// The row as the layout constraint UIKit has; nil once an item is gone.
    func makeConstraint(_ shape: ArrangementRowShape) -> NSLayoutConstraint? {
        guard let firstItem = first.object else { return nil }
        let secondItem = second?.object
        if second != nil && secondItem == nil { return nil }
        return StackConstraintSpec(identifier: shape.identifier, first: firstItem, firstAttribute: shape.firstAttribute,
                                   relation: shape.relation, second: secondItem, secondAttribute: shape.secondAttribute,
                                   multiplier: shape.multiplier, constant: shape.constant, priority: shape.priority).make()
    }

    /// `first − multiplier × second − constant` in the stack view's coordinate space, as its
    /// layout constraint would translate; nil when an item is gone or no longer in the stack view.
    func makeSolverConstraint(_ shape: ArrangementRowShape, _ translator: LayoutTranslator,
                              in stackView: UIStackView) -> ConstraintSolver.Constraint? {
        let secondItem = shape.secondAttribute == .notAnAttribute ? nil : second?.object
        // A row whose second item is gone takes the general translation, which drops it.
        let secondIsGone = shape.secondAttribute != .notAnAttribute && second != nil && secondItem == nil
        if !secondIsGone,
           let expression = translator.stackRowExpression(first.object, shape.firstAttribute, minus: secondItem,
                                                          shape.secondAttribute, times: shape.multiplier,
                                                          minus: shape.constant, in: stackView) {
            return ConstraintSolver.Constraint(expression, shape.relation.solverRelation, strength: shape.priority.strength)
        }
        let firstTerms = AnchorTerms(handle: first, attribute: shape.firstAttribute)
        var secondTerms = AnchorTerms.none
        if shape.secondAttribute != .notAnAttribute, let second {
            secondTerms = AnchorTerms(handle: second, attribute: shape.secondAttribute)
        }
        guard let expression = translator.expression(firstTerms, minus: secondTerms, times: shape.multiplier,
                                                     minus: shape.constant, in: stackView) else { return nil }
        return ConstraintSolver.Constraint(expression, shape.relation.solverRelation, strength: shape.priority.strength)
    }

    /// Makes the row's solver constraint and keeps it as its `part`; nil when an item is gone.
    /// In place, where calling `makeSolverConstraint` on an element of the rows copied it.
    mutating func translate(_ shape: ArrangementRowShape, _ translator: LayoutTranslator,
                            in stackView: UIStackView) -> ConstraintSolver.Constraint? {
        guard let made = makeSolverConstraint(shape, translator, in: stackView) else {
            part = .absent
            return nil
        }
        part = .object(made)
        return made
    }
}


/// What one row of a stack view's arrangement states but for its items: attributes, relation,
/// multiplier, constant, priority and UIKit's identifier. A stack view's entry keeps its rows'
/// shapes in an array of their own, which the entries of stack views built the same way share,
/// in every scene (`ArrangementShapeSharing`): 24 bytes a row that a scene need not hold itself.
struct ArrangementRowShape {
    var constant: CGFloat
    let multiplier: CGFloat
    let priority: UILayoutPriority
    let identifier: SystemIdentifier
    let firstAttribute: NSLayoutConstraint.Attribute
    let secondAttribute: NSLayoutConstraint.Attribute
    let relation: NSLayoutConstraint.Relation

    init(_ spec: UnsafePointer<StackConstraintSpec>) {
        constant = spec.pointee.constant
        multiplier = spec.pointee.multiplier
        priority = spec.pointee.priority
        identifier = spec.pointee.identifier
        firstAttribute = spec.pointee.firstAttribute
        secondAttribute = spec.pointee.secondAttribute
        relation = spec.pointee.relation
    }

    /// Mixes the bits of the shape a spec gives into `hash`.
    static func mix(_ spec: UnsafePointer<StackConstraintSpec>, into hash: inout UInt64) {
        let attributes = UInt64(UInt8(truncatingIfNeeded: spec.pointee.firstAttribute.rawValue)) << 40
            | UInt64(UInt8(truncatingIfNeeded: spec.pointee.secondAttribute.rawValue)) << 48
            | UInt64(UInt8(truncatingIfNeeded: spec.pointee.relation.rawValue + 1)) << 56
        let last = UInt64(spec.pointee.priority.rawValue.bitPattern) | UInt64(spec.pointee.identifier.code) << 32 | attributes
        hash = (hash ^ UInt64(spec.pointee.constant.bitPattern)) &* 0x9E37_79B9_7F4A_7C15
        hash = (hash ^ UInt64(spec.pointee.multiplier.bitPattern)) &* 0x9E37_79B9_7F4A_7C15
        hash = (hash ^ last) &* 0x9E37_79B9_7F4A_7C15
    }

    /// Whether the shape is the one `spec` gives, bit for bit (a 0 constant never stands in
    /// for a -0).
    func hasSameBits(as spec: UnsafePointer<StackConstraintSpec>) -> Bool {
        constant.bitPattern == spec.pointee.constant.bitPattern
            && multiplier.bitPattern == spec.pointee.multiplier.bitPattern
            && priority.rawValue.bitPattern == spec.pointee.priority.rawValue.bitPattern
            && identifier == spec.pointee.identifier && firstAttribute == spec.pointee.firstAttribute
            && secondAttribute == spec.pointee.secondAttribute && relation == spec.pointee.relation
    }
}

/// One copy of the arrays of row shapes that stack views built the same way hold alike: the
/// scenes of an app that show the same screen hold the same shapes, and stack views of one
/// screen often do too. The shapes a stack view's specs give are the equal array the table
/// keeps, or a new array, kept for later, up to `byteLimit` bytes; then the table forgets them
/// all and starts again (the arrays it forgets stay with the entries that hold them). Arrays are
/// values: an entry whose shapes change holds a new array of its own.
@MainActor
final class ArrangementShapeSharing {
    static let shared = ArrangementShapeSharing()

    let byteLimit: Int
    private(set) var heldBytes = 0
    private var kept: [UInt64: [ArrangementRowShape]] = [:]

    init(byteLimit: Int = 1 << 20) {
        self.byteLimit = byteLimit
    }

    /// The shapes the specs give, but for those at the indexes `skipped` lists (in order): the
    /// equal array kept, or a new one, kept for later. The specs are read in place; an array is
    /// made only when none is kept.
    func shapes(of specs: UnsafeBufferPointer<StackConstraintSpec>, skipping skipped: [Int]) -> [ArrangementRowShape] {
        guard let start = specs.baseAddress else { return [] }
        // The indexes of the specs that give shapes, only when some are skipped (rarely).
        let included = skipped.isEmpty ? nil : specs.indices.filter { !skipped.contains($0) }
        let count = included?.count ?? specs.count
        var hash: UInt64 = 0xCBF2_9CE4_8422_2325 ^ UInt64(count)
        for k in 0..<count { ArrangementRowShape.mix(start + (included?[k] ?? k), into: &hash) }
        if let keeping = kept[hash], keeping.count == count,
           keeping.withUnsafeBufferPointer({ kept in
               (0..<count).allSatisfy { kept[$0].hasSameBits(as: start + (included?[$0] ?? $0)) }
           }) {
            return keeping
        }
        var shapes: [ArrangementRowShape] = []
        shapes.reserveCapacity(count)
        for k in 0..<count { shapes.append(ArrangementRowShape(start + (included?[k] ?? k))) }
        let bytes = count * MemoryLayout<ArrangementRowShape>.stride
        guard count > 0, bytes <= byteLimit, kept[hash] == nil else { return shapes }
        if heldBytes + bytes > byteLimit {
            kept = [:]
            heldBytes = 0
        }
        kept[hash] = shapes
        heldBytes += bytes
        return shapes
    }
}

extension LayoutEngine {
    /// Makes a stack view's rows those of `specs`: a row that stands for the same relation as a
    /// spec is kept, its constant moved in place; the others are made, and the rest taken out.
    /// Returns false when a constant cannot move (it conflicts with required constraints): the
    /// stack view then makes its arrangement layout constraints, which the conflict is resolved
    /// among.
    func applyArrangement(_ specs: [StackConstraintSpec], of stackView: UIStackView) -> Bool {
        let id = ObjectIdentifier(stackView)
        // An entry of a stack view that is gone, whose identity this one took, goes first.
        if let entry = stackViews[id], entry.stackView !== stackView { dropEntry(id) }
        var entry = stackViews[id]
            ?? WeakStackView(stackView: stackView, isProportional: stackView.distribution == .fillProportionally)
        var existing: [StackConstraintSpec.Key: (row: ArrangementRow, shape: ArrangementRowShape)] = [:]
        if !entry.rows.isEmpty {
            existing.reserveCapacity(entry.rows.count)
            for (row, shape) in zip(entry.rows, entry.shapes) {
                if let key = row.key(shape) { existing[key] = (row, shape) } else { retire(row) }
            }
        }
        var rows: [ArrangementRow] = []
        rows.reserveCapacity(specs.count)
        // The specs whose first item has no handle make no row (nor shape).
        var skipped: [Int] = []
        var movedAll = true
        var shapes: [ArrangementRowShape] = []
        // The specs are read in place: iterating the array copied each one, retaining its items.
        specs.withUnsafeBufferPointer { specs in
            guard let start = specs.baseAddress else { return }
            for index in specs.indices {
                let spec = start + index
                if !existing.isEmpty, var kept = existing.removeValue(forKey: spec.pointee.key) {
                    if kept.shape.constant != spec.pointee.constant {
                        movedAll = moveConstant(of: &kept.row, from: kept.shape.constant, to: spec.pointee.constant)
                            && movedAll
                    }
                    rows.append(kept.row)
                } else if let first = LifetimeHandle.of(spec.pointee.first) {
                    rows.append(ArrangementRow(spec, first: first))
                } else {
                    skipped.append(index)
                }
            }
            shapes = ArrangementShapeSharing.shared.shapes(of: specs, skipping: skipped)
        }
        for kept in existing.values { retire(kept.row) }
        entry.rows = rows
        entry.shapes = shapes
        stackViews[id] = entry
        if rows.contains(where: { !$0.part.isPresent }) {
            hasPendingArrangementRows = true
            requestLayout()
        }
        return movedAll
    }

    /// Moves a row's constant from `old`; a row not translated yet just takes it (its shape
    /// is the new one).
    private func moveConstant(of row: inout ArrangementRow, from old: CGFloat, to constant: CGFloat) -> Bool {
        do {
            switch row.part {
            case .absent:
                return true
            case .object(let part):
                try solver.setConstant(part.expressionConstant + Double(old - constant), of: part)
            case .held(let slot):
                guard let current = solver.constant(of: slot) else { return true }
                try solver.setConstant(current + Double(old - constant), of: slot)
            }
            solutionIsStale = true
            return true
        } catch {
            // The change is what conflicts, so the row counts as the newest (as a layout
            // constraint's new constant does, `applyConstant(of:)`).
            row.activationStamp = LayoutEngine.nextStamp()
            return false
        }
    }

    /// Takes a row's solver constraint out at the next update.
    private func retire(_ row: ArrangementRow) {
        switch row.part {
        case .absent: return
        case .object(let part): pendingRemovals.append(part)
        case .held(let slot): pendingSlotRemovals.append(slot)
        }
        requestLayout()
    }

    /// The rows of a stack view and their shapes, for measuring a fitting size.
    func arrangementRows(of stackView: UIStackView) -> Zip2Sequence<[ArrangementRow], [ArrangementRowShape]> {
        guard let entry = stackViews[ObjectIdentifier(stackView)], entry.stackView === stackView else { return zip([], []) }
        return zip(entry.rows, entry.shapes)
    }

    /// Whether the engine keeps rows of the stack view.
    func holdsRows(of stackView: UIStackView) -> Bool {
        guard let entry = stackViews[ObjectIdentifier(stackView)], entry.stackView === stackView else { return false }
        return !entry.rows.isEmpty
    }

    /// Forgets the stack views that are gone, with their rows.
    func dropDeadStackViews() {
        for (id, entry) in stackViews where entry.stackView == nil { dropEntry(id) }
    }

    /// Whether a row of the engine is in its solver.
    var hasInstalledArrangementRows: Bool {
        stackViews.values.contains { entry in entry.rows.contains { $0.part.isPresent } }
    }

    /// Translates the rows not in the solver yet, for the batch `flush()` adds. A row whose
    /// items are gone is dropped; its stack view rebuilds its arrangement when they are.
    ///
    /// `translated` gets each translated row's stack view and index, in the order of `parts`:
    /// once the batch is in, `releaseTranslatedRows(_:)` lets their objects go in that order, so
    /// that scenes built the same way hold them in the same slots.
    func translatePendingArrangementRows(into parts: inout [ConstraintSolver.Constraint],
                                         translated: inout [(id: ObjectIdentifier, index: Int)]) {
        guard hasPendingArrangementRows else { return }
        hasPendingArrangementRows = false
        // The stack views first, then each one's rows taken out of the registry while they are
        // translated: changed in place, where changing them as the registry was walked copied
        // every stack view's rows, and the registry, at each translation.
        var pending: [(sequence: UInt64, id: ObjectIdentifier)] = []
        for (id, entry) in stackViews where entry.rows.contains(where: { !$0.part.isPresent }) {
            pending.append((entry.sequence, id))
        }
        pending.sort { $0.sequence < $1.sequence }
        for (_, id) in pending {
            guard let stackView = stackViews[id]?.stackView else {
                dropEntry(id)
                continue
            }
            var rows: [ArrangementRow] = []
            swap(&rows, &stackViews[id]!.rows)
            let shapes = stackViews[id]!.shapes
            var dropped = false
            var translatedRows: [Int] = []
            for index in rows.indices where !rows[index].part.isPresent {
                guard let part = rows[index].translate(shapes[index], translator, in: stackView) else {
                    dropped = true
                    continue
                }
                parts.append(part)
                translatedRows.append(index)
            }
            if dropped {
                var keptShapes: [ArrangementRowShape] = []
                var newIndex: [Int] = []
                for index in rows.indices {
                    newIndex.append(keptShapes.count)
                    if rows[index].part.isPresent { keptShapes.append(shapes[index]) }
                }
                rows.removeAll { !$0.part.isPresent }
                translatedRows = translatedRows.map { newIndex[$0] }
                stackViews[id]?.shapes = keptShapes
                stackView.arrangementDidChange()
            }
            for index in translatedRows { translated.append((id, index)) }
            stackViews[id]?.rows = rows
        }
    }

    /// Lets go of the objects of rows the last batch added, in the order they were translated:
    /// the solver holds them by value from then on (`SolverRowPart.held`).
    func releaseTranslatedRows(_ translated: [(id: ObjectIdentifier, index: Int)]) {
        // A stack view's rows come together; they are taken out of the registry while they
        // change, so that no copy of the array is made for each row.
        var start = 0
        while start < translated.count {
            let id = translated[start].id
            var end = start + 1
            while end < translated.count && translated[end].id == id { end += 1 }
            defer { start = end }
            guard stackViews[id] != nil else { continue }
            var rows: [ArrangementRow] = []
            swap(&rows, &stackViews[id]!.rows)
            for (_, index) in translated[start..<end] where index < rows.count {
                guard case .object(let part) = rows[index].part, solver.contains(part),
                      let slot = try? solver.release(part) else { continue }
                rows[index].part = .held(slot)
            }
            swap(&rows, &stackViews[id]!.rows)
        }
    }

    /// Forgets a stack view that is gone, taking its rows out of the solver.
    func dropEntry(_ id: ObjectIdentifier) {
        guard let entry = stackViews.removeValue(forKey: id) else { return }
        for row in entry.rows { retire(row) }
    }

    /// Rows that must be translated again (their stack view's layout direction changed): out of
    /// the solver, and waiting for the next update.
    func translateArrangementAgain(where affected: (UIStackView) -> Bool) {
        for (id, entry) in stackViews where !entry.rows.isEmpty {
            guard let stackView = entry.stackView, affected(stackView) else { continue }
            var rows = entry.rows
            for index in rows.indices {
                retire(rows[index])
                rows[index].part = .absent
            }
            stackViews[id]?.rows = rows
            hasPendingArrangementRows = true
        }
    }

    /// Makes a stack view's rows layout constraints, activated as the stack view activates its
    /// arrangement. `immediately` takes the rows out of the solver now, for a batch that is
    /// being added; otherwise at the next update.
    func materializeArrangement(of stackView: UIStackView, immediately: Bool) {
        let id = ObjectIdentifier(stackView)
        guard let entry = stackViews[id], entry.stackView === stackView, !entry.rows.isEmpty else { return }
        stackViews[id]?.rows = []
        stackViews[id]?.shapes = []
        var made: [NSLayoutConstraint] = []
        var stamps: [Int] = []
        for (row, shape) in zip(entry.rows, entry.shapes) {
            if row.part.isPresent {
                if immediately {
                    switch row.part {
                    case .absent: break
                    case .object(let part): if solver.contains(part) { try? solver.remove(part) }
                    case .held(let slot): if solver.contains(slot) { try? solver.remove(slot) }
                    }
                    solutionIsStale = true
                } else {
                    retire(row)
                }
            }
            if let constraint = row.makeConstraint(shape) {
                made.append(constraint)
                stamps.append(row.activationStamp)
            }
        }
        stackView.activateMaterializedArrangement(made)
        for (constraint, stamp) in zip(made, stamps) { constraint.activationStamp = stamp }
    }

    /// Makes the rows of every stack view of the engine layout constraints.
    func materializeAllArrangements(immediately: Bool) {
        for entry in stackViews.values where !entry.rows.isEmpty {
            guard let stackView = entry.stackView else { continue }
            stackView.arrangementIsMaterialized = true
            materializeArrangement(of: stackView, immediately: immediately)
        }
    }
}
