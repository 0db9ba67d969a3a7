import ConstraintSolver
import Foundation

// A stack view's arrangement is most of the constraints of a screen built with stack views (164
// of the catalog's 300), and nobody but the stack view looks at them. So the engine keeps them as
// rows: each the description of one constraint (its items through their handles, attributes,
// relation, multiplier, constant, priority and UIKit's identifier) and, once translated, its
// solver constraint, without an `NSLayoutConstraint` object, its place in the engine's lists and
// in its items' lists of the constraints that name them.
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
/// object (LayoutEngine+Arrangement.swift). Its items are held through their handles.
@MainActor
struct ArrangementRow {
    let first: LifetimeHandle
    let second: LifetimeHandle?
    var constant: CGFloat
    let multiplier: CGFloat
    let priority: UILayoutPriority
    let identifier: SystemIdentifier
    let firstAttribute: NSLayoutConstraint.Attribute
    let secondAttribute: NSLayoutConstraint.Attribute
    let relation: NSLayoutConstraint.Relation
    /// The solver constraint, once translated: from then on it is in the engine's solver.
    var part: ConstraintSolver.Constraint?
    /// When the row was made, as the activation of its layout constraint would have been: a
    /// conflict breaks the newest of the app's constraints, and the arrangement made before
    /// them is older.
    var activationStamp: Int

    /// The row of `spec`; nil when its first item is neither a view nor a layout guide.
    init?(_ spec: borrowing StackConstraintSpec) {
        guard let first = LifetimeHandle.of(spec.first) else { return nil }
        self = withUnsafePointer(to: spec) { ArrangementRow($0, first: first) }
    }

    /// The row of the spec `spec` points to, whose first item has the handle `first`. The spec
    /// is read through the pointer: a spec passed by value was copied, retaining its items.
    init(_ spec: UnsafePointer<StackConstraintSpec>, first: LifetimeHandle) {
        activationStamp = LayoutEngine.nextStamp()
        self.first = first
        second = LifetimeHandle.of(spec.pointee.second)
        constant = spec.pointee.constant
        multiplier = spec.pointee.multiplier
        priority = spec.pointee.priority
        identifier = spec.pointee.identifier
        firstAttribute = spec.pointee.firstAttribute
        secondAttribute = spec.pointee.secondAttribute
        relation = spec.pointee.relation
    }

    /// What a spec of the same relation has (`StackConstraintSpec.Key`); nil once an item is gone.
    var key: StackConstraintSpec.Key? {
        guard let firstItem = first.object else { return nil }
        var secondID: ObjectIdentifier?
        if let second {
            guard let secondItem = second.object else { return nil }
            secondID = ObjectIdentifier(secondItem)
        }
        return StackConstraintSpec.Key(identifier: identifier, first: ObjectIdentifier(firstItem),
                                       firstAttribute: firstAttribute.rawValue, relation: relation.rawValue,
                                       second: secondID, secondAttribute: secondAttribute.rawValue,
                                       multiplier: multiplier, priority: priority.rawValue)
    }

    /// The row as the layout constraint UIKit has; nil once an item is gone.
    func makeConstraint() -> NSLayoutConstraint? {
        guard let firstItem = first.object else { return nil }
        let secondItem = second?.object
        if second != nil && secondItem == nil { return nil }
        return StackConstraintSpec(identifier: identifier, first: firstItem, firstAttribute: firstAttribute,
                                   relation: relation, second: secondItem, secondAttribute: secondAttribute,
                                   multiplier: multiplier, constant: constant, priority: priority).make()
    }

    /// `first − multiplier × second − constant` in the stack view's coordinate space, as its
    /// layout constraint would translate; nil when an item is gone or no longer in the stack view.
    func makeSolverConstraint(_ translator: LayoutTranslator, in stackView: UIStackView) -> ConstraintSolver.Constraint? {
        let secondItem = secondAttribute == .notAnAttribute ? nil : second?.object
        // A row whose second item is gone takes the general translation, which drops it.
        let secondIsGone = secondAttribute != .notAnAttribute && second != nil && secondItem == nil
        if !secondIsGone,
           let expression = translator.stackRowExpression(first.object, firstAttribute, minus: secondItem, secondAttribute,
                                                          times: multiplier, minus: constant, in: stackView) {
            return ConstraintSolver.Constraint(expression, relation.solverRelation, strength: priority.strength)
        }
        let firstTerms = AnchorTerms(handle: first, attribute: firstAttribute)
        var secondTerms = AnchorTerms.none
        if secondAttribute != .notAnAttribute, let second {
            secondTerms = AnchorTerms(handle: second, attribute: secondAttribute)
        }
        guard let expression = translator.expression(firstTerms, minus: secondTerms, times: multiplier, minus: constant,
                                                     in: stackView) else { return nil }
        return ConstraintSolver.Constraint(expression, relation.solverRelation, strength: priority.strength)
    }

    /// Makes the row's solver constraint and keeps it as its `part`; nil when an item is gone.
    /// In place, where calling `makeSolverConstraint` on an element of the rows copied it.
    mutating func translate(_ translator: LayoutTranslator, in stackView: UIStackView) -> ConstraintSolver.Constraint? {
        part = makeSolverConstraint(translator, in: stackView)
        return part
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
        var existing: [StackConstraintSpec.Key: ArrangementRow] = [:]
        if !entry.rows.isEmpty {
            existing.reserveCapacity(entry.rows.count)
            for row in entry.rows {
                if let key = row.key { existing[key] = row } else { retire(row) }
            }
        }
        var rows: [ArrangementRow] = []
        rows.reserveCapacity(specs.count)
        var movedAll = true
        // The specs are read in place: iterating the array copied each one, retaining its items.
        specs.withUnsafeBufferPointer { specs in
            guard let start = specs.baseAddress else { return }
            for index in specs.indices {
                let spec = start + index
                if !existing.isEmpty, var kept = existing.removeValue(forKey: spec.pointee.key) {
                    if kept.constant != spec.pointee.constant {
                        movedAll = moveConstant(of: &kept, to: spec.pointee.constant) && movedAll
                    }
                    rows.append(kept)
                } else if let first = LifetimeHandle.of(spec.pointee.first) {
                    rows.append(ArrangementRow(spec, first: first))
                }
            }
        }
        for row in existing.values { retire(row) }
        entry.rows = rows
        stackViews[id] = entry
        if rows.contains(where: { $0.part == nil }) {
            hasPendingArrangementRows = true
            requestLayout()
        }
        return movedAll
    }

    /// Moves a row's constant; a row not translated yet just takes it.
    private func moveConstant(of row: inout ArrangementRow, to constant: CGFloat) -> Bool {
        defer { row.constant = constant }
        guard let part = row.part else { return true }
        let target = part.expressionConstant + Double(row.constant - constant)
        do {
            try solver.setConstant(target, of: part)
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
        guard let part = row.part else { return }
        pendingRemovals.append(part)
        requestLayout()
    }

    /// The rows of a stack view, for measuring a fitting size.
    func arrangementRows(of stackView: UIStackView) -> [ArrangementRow] {
        guard let entry = stackViews[ObjectIdentifier(stackView)], entry.stackView === stackView else { return [] }
        return entry.rows
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
        stackViews.values.contains { entry in entry.rows.contains { $0.part != nil } }
    }

    /// Translates the rows not in the solver yet, for the batch `flush()` adds. A row whose
    /// items are gone is dropped; its stack view rebuilds its arrangement when they are.
    func translatePendingArrangementRows(into parts: inout [ConstraintSolver.Constraint]) {
        guard hasPendingArrangementRows else { return }
        hasPendingArrangementRows = false
        // The stack views first, then each one's rows taken out of the registry while they are
        // translated: changed in place, where changing them as the registry was walked copied
        // every stack view's rows, and the registry, at each translation.
        var pending: [(sequence: UInt64, id: ObjectIdentifier)] = []
        for (id, entry) in stackViews where entry.rows.contains(where: { $0.part == nil }) {
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
            var dropped = false
            for index in rows.indices where rows[index].part == nil {
                guard let part = rows[index].translate(translator, in: stackView) else {
                    dropped = true
                    continue
                }
                parts.append(part)
            }
            if dropped {
                rows.removeAll { $0.part == nil }
                stackView.arrangementDidChange()
            }
            stackViews[id]?.rows = rows
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
                rows[index].part = nil
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
        var made: [NSLayoutConstraint] = []
        var stamps: [Int] = []
        for row in entry.rows {
            if let part = row.part {
                if immediately {
                    if solver.contains(part) { try? solver.remove(part) }
                    solutionIsStale = true
                } else {
                    retire(row)
                }
            }
            if let constraint = row.makeConstraint() {
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
