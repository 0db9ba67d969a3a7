import ConstraintSolver
import Foundation

extension LayoutEngine {
    // MARK: Admission

    /// Gives a view variables in this engine, with the constraints UIKit makes for every view
    /// in the engine: a root is held at its size, a view that translates its autoresizing mask at
    /// its frame, and any other view gets its content-size constraints.
    func admit(_ view: UIView) {
        let state = view.layoutState
        if state.isMember {
            if state.isMember(of: self) { return }
            if let old = state.engine, let oldHost = old.host, oldHost.layoutRoot !== view.layoutRoot {
                // The view left the old engine's hierarchy: the old engine lets go of its subtree
                // as it would at its next check, which brings the view here.
                old.superviewDidChange(of: view, state: state)
                if state.isMember(of: self) { return }
            }
            state.engine?.evict(state)
        }
        state.engine = self
        state.memberIndex = members.count
        members.append(state)
        state.recordedSuperview = view.superview.map(ObjectIdentifier.init)
        state.markRectUnseen()
        installOwnConstraints(of: state, view: view)
        if type(of: view).requiresConstraintBasedLayout { view.setNeedsUpdateConstraints() }
    }

    /// Takes a member out, with its own constraints; its other constraints are left alone.
    func evict(_ state: ViewLayoutState) {
        guard state.isMember, state.engine === self else { return }
        removeOwnConstraints(of: state)
        let index = state.memberIndex
        let last = members.removeLast()
        if index < members.count {
            members[index] = last
            last.memberIndex = index
        }
        state.memberIndex = -1
        state.engine = nil
        guideOwners[ObjectIdentifier(state)] = nil
    }

    func installOwnConstraints(of state: ViewLayoutState, view: UIView) {
        if view.superview == nil {
            let kind: FrameLayoutConstraint.Kind = view is UIWindow ? .autoresizing : .temporarySize
            installFrameConstraints(of: state, view: view, edges: [.width, .height], kind: kind)
        } else if state.translatesAutoresizingMask {
            installFrameConstraints(of: state, view: view, edges: [.minX, .minY, .width, .height], kind: .autoresizing)
        } else {
            refreshContentSize(of: state)
        }
    }

    func removeOwnConstraints(of state: ViewLayoutState) {
        deactivateSystemConstraints(state.frameConstraints)
        state.frameConstraints = []
        removeContentSize(of: state)
        framedMembers[ObjectIdentifier(state)] = nil
    }

    /// A member's own constraints change with its place: root or subview, autoresizing or not.
    func reinstallOwnConstraints(of state: ViewLayoutState) {
        guard let view = state.view, state.engine === self else { return }
        removeOwnConstraints(of: state)
        installOwnConstraints(of: state, view: view)
        requestLayout()
    }

    private func installFrameConstraints(of state: ViewLayoutState, view: UIView, edges: [LayoutEdge],
                                         kind: FrameLayoutConstraint.Kind) {
        let constraints = edges.map { FrameLayoutConstraint(view: view, edge: $0, kind: kind) }
        state.frameConstraints = constraints
        framedMembers[ObjectIdentifier(state)] = state
        activateSystemConstraints(constraints)
    }

    // MARK: Intrinsic content size

    func intrinsicContentSizeDidChange(of state: ViewLayoutState) {
        guard state.engine === self, state.isMember, !state.intrinsicSizeIsStale else { return }
        state.intrinsicSizeIsStale = true
        pendingIntrinsicSizes.append(state)
        requestLayout()
    }

    /// Brings a view's content-size constraints up to date with its intrinsic content size and
    /// its hugging and compression-resistance priorities; views held at their frame have none.
    ///
    /// An axis whose priorities are both optional (nearly every view's) has one row straight in
    /// the solver, `size == intrinsic` with the hugging strength above and the compression
    /// resistance below: no layout constraint object, and nothing to translate. Optional rows
    /// never conflict. An axis with a required side has `ContentSizeLayoutConstraint`s, which
    /// can, and are broken and reported like any constraint. `constraintsAffectingLayout(for:)`
    /// describes a row as the `NSContentSizeLayoutConstraint` UIKit shows.
    func refreshContentSize(of state: ViewLayoutState) {
        state.intrinsicSizeIsStale = false
        guard let view = state.view, state.engine === self else { return }
        guard view.superview != nil, !state.translatesAutoresizingMask else {
            removeContentSize(of: state)
            return
        }
        let size = view.intrinsicContentSize
        refreshContentSize(of: state, view: view, axis: .horizontal, value: size.width)
        refreshContentSize(of: state, view: view, axis: .vertical, value: size.height)
    }

    private func refreshContentSize(of state: ViewLayoutState, view: UIView, axis: NSLayoutConstraint.Axis, value: CGFloat) {
        let hugging = view.contentHuggingPriority(for: axis)
        let compression = view.contentCompressionResistancePriority(for: axis)
        let usesRow = value >= 0 && !hugging.strength.isRequired && !compression.strength.isRequired
        let part = state.contentSizeRow(axis)
        if let strengths = rowStrengths(part) {
            if usesRow && strengths.strength == hugging.strength && strengths.below == compression.strength {
                moveContentSizeRow(part, of: state, axis: axis, to: value)
                return
            }
            retireContentSizeRow(part)
            state.setContentSizeRow(.absent, axis)
        }
        let existing = state.contentSizeConstraints.first { $0.axis == axis }
        guard !usesRow else {
            if let existing {
                deactivateSystemConstraints([existing])
                state.contentSizeConstraints.removeAll { $0 === existing }
            }
            let row = Self.makeContentSizeRow(state.variables, axis: axis, value: value, hugging: hugging, compression: compression)
            state.setContentSizeRow(.object(row), axis)
            pendingContentSizeRows.append(row)
            requestLayout()
            return
        }
        guard value >= 0 else {
            if let existing {
                deactivateSystemConstraints([existing])
                state.contentSizeConstraints.removeAll { $0 === existing }
            }
            return
        }
        if let existing {
            existing.constant = value
            if existing.hugging != hugging || existing.compressionResistance != compression {
                existing.hugging = hugging
                existing.compressionResistance = compression
                priorityDidChange(of: existing)
            }
        } else {
            let made = ContentSizeLayoutConstraint(view: view, axis: axis, size: value, hugging: hugging,
                                                   compressionResistance: compression)
            state.contentSizeConstraints.append(made)
            activateSystemConstraint(made)
        }
    }

    /// `size - value == 0`: hugging resists the size rising above the value, compression
    /// resistance its falling below.
    static func makeContentSizeRow(_ variables: LayoutVariables, axis: NSLayoutConstraint.Axis, value: CGFloat,
                                   hugging: UILayoutPriority, compression: UILayoutPriority) -> ConstraintSolver.Constraint {
        var expression = SolverExpression(axis == .horizontal ? variables.width : variables.height)
        expression.constant = -Double(value)
        return contentSizeRow(expression, above: hugging.strength, below: compression.strength)
    }

    /// The same row again, for another solver.
    static func copyContentSizeRow(_ row: ConstraintSolver.Constraint) -> ConstraintSolver.Constraint {
        contentSizeRow(row.expression, above: row.strength, below: row.strengthBelow)
    }

    /// An equality with a strength on each side; one strength when the two are the same.
    private static func contentSizeRow(_ expression: SolverExpression, above: Strength,
                                       below: Strength) -> ConstraintSolver.Constraint {
        guard above != below else { return ConstraintSolver.Constraint(expression, .equal, strength: above) }
        return ConstraintSolver.Constraint(expression, strengthAbove: above, strengthBelow: below)
    }

    /// A row's constraint to read what it states: its object, or for a row the solver holds by
    /// value a new object equal to it; nil without a row.
    func readableRow(_ part: SolverRowPart) -> ConstraintSolver.Constraint? {
        switch part {
        case .absent: nil
        case .object(let row): row
        case .held(let slot): solver.constraint(in: slot)
        }
    }

    /// The strengths of a row, above and below; nil without a row.
    private func rowStrengths(_ part: SolverRowPart) -> (strength: Strength, below: Strength)? {
        switch part {
        case .absent: nil
        case .object(let row): (row.strength, row.strengthBelow)
        case .held(let slot): solver.strengths(of: slot)
        }
    }

    /// Lets go of the objects of the content-size rows the solver took, in the order of the
    /// members, so that scenes built the same way hold them in the same slots.
    func releaseAddedContentSizeRows() {
        for state in members {
            for axis in [NSLayoutConstraint.Axis.horizontal, .vertical] {
                guard case .object(let row) = state.contentSizeRow(axis), solver.contains(row),
                      let slot = try? solver.release(row) else { continue }
                state.setContentSizeRow(.held(slot), axis)
            }
        }
    }

    /// A new intrinsic size moves the row's constant in place; a row still waiting for the solver
    /// is made again with it.
    private func moveContentSizeRow(_ part: SolverRowPart, of state: ViewLayoutState,
                                    axis: NSLayoutConstraint.Axis, to value: CGFloat) {
        let constant = -Double(value)
        if case .held(let slot) = part {
            guard let current = solver.constant(of: slot), current != constant else { return }
            // An optional constraint never conflicts, so the move cannot fail.
            try? solver.setConstant(constant, of: slot)
            solutionIsStale = true
            return
        }
        guard case .object(let row) = part, row.expressionConstant != constant else { return }
        if solver.contains(row) {
            // An optional constraint never conflicts, so the move cannot fail.
            try? solver.setConstant(constant, of: row)
            solutionIsStale = true
            return
        }
        guard let index = pendingContentSizeRows.firstIndex(where: { $0 === row }) else { return }
        var expression = row.expression
        expression.constant = constant
        let moved = Self.contentSizeRow(expression, above: row.strength, below: row.strengthBelow)
        pendingContentSizeRows[index] = moved
        state.setContentSizeRow(.object(moved), axis)
    }

    /// Takes a row out of the solver at the next update, or out of the rows waiting for it.
    private func retireContentSizeRow(_ part: SolverRowPart) {
        if case .held(let slot) = part {
            pendingSlotRemovals.append(slot)
            requestLayout()
            return
        }
        guard case .object(let row) = part else { return }
        if let index = pendingContentSizeRows.firstIndex(where: { $0 === row }) {
            pendingContentSizeRows.remove(at: index)
        } else if solver.contains(row) {
            pendingRemovals.append(row)
            requestLayout()
        }
    }

    /// Takes the view's content-size constraints out, of both kinds.
    func removeContentSize(of state: ViewLayoutState) {
        for axis in [NSLayoutConstraint.Axis.horizontal, .vertical] {
            let part = state.contentSizeRow(axis)
            guard part.isPresent else { continue }
            retireContentSizeRow(part)
            state.setContentSizeRow(.absent, axis)
        }
        if !state.contentSizeConstraints.isEmpty {
            deactivateSystemConstraints(state.contentSizeConstraints)
            state.contentSizeConstraints = []
        }
    }

    // MARK: Keeping up with the hierarchy

    /// Finds the members whose superview changed since the engine last looked, and applies
    /// UIKit's rules for them: the constraints that name a view of a removed subtree from outside
    /// it are deactivated, a subtree now in another hierarchy moves to that hierarchy's engine,
    /// and a view that became a root (or stopped being one) gets its own constraints anew.
    /// Members whose view is gone leave, with the constraints that named them.
    ///
    /// Nothing tells the engine when a view moves, so this looks at every member: once per turn
    /// for a window's engine.
    func validateMembership() {
        // A member can only have moved, or died (its superview held it), if some view's
        // superview changed since the last check.
        guard validatedHierarchyGeneration != UIView.hierarchyGeneration else { return }
        validatedHierarchyGeneration = UIView.hierarchyGeneration
        for state in members where state.isMember(of: self) {
            guard let view = state.view else {
                removeDeadMember(state)
                continue
            }
            let superview = view.storedSuperview.map(ObjectIdentifier.init)
            if superview != state.recordedSuperview { superviewDidChange(of: view, state: state) }
        }
    }

    func superviewDidChange(of view: UIView, state: ViewLayoutState) {
        state.recordedSuperview = view.superview.map(ObjectIdentifier.init)
        view.deactivateConstraintsFromOutsideSubtree()
        let root = view.layoutRoot
        if let host, root !== host.layoutRoot {
            LayoutEngine.engine(forRoot: root).adopt(subtreeOf: view, from: self)
        } else {
            reinstallOwnConstraints(of: state)
        }
    }

    private func removeDeadMember(_ state: ViewLayoutState) {
        for constraint in state.referencing { constraint.deactivate() }
        for constraint in state.installed { constraint.deactivate() }
        // A stack view that is gone takes its rows with it.
        dropDeadStackViews()
        evict(state)
    }

    // MARK: Moving between engines

    /// Takes over everything of another engine, whose hierarchy was added to this one's.
    func absorb(_ other: LayoutEngine) {
        guard other !== self else { return }
        validatedHierarchyGeneration = -1
        for state in other.members {
            state.engine = self
            state.memberIndex = members.count
            members.append(state)
        }
        framedMembers.merge(other.framedMembers) { current, _ in current }
        guideOwners.merge(other.guideOwners) { current, _ in current }
        // Stack views' rows come along, to be translated again in this engine.
        for (id, var entry) in other.stackViews where stackViews[id] == nil {
            for index in entry.rows.indices { entry.rows[index].part = .absent }
            if !entry.rows.isEmpty { hasPendingArrangementRows = true }
            stackViews[id] = entry
        }
        other.stackViews = [:]
        checkedVisibilityGeneration = -1
        hasProportionalStackViews = hasProportionalStackViews || other.hasProportionalStackViews
        for constraint in other.takeOwned() {
            constraint.engine = self
            constraint.engineState = .pending
            constraint.clearSolverConstraints()
            own(constraint)
            pendingAdds.append(constraint)
        }
        pendingIntrinsicSizes += other.pendingIntrinsicSizes
        // The content-size rows come along: those the other solver holds as copies of their own,
        // so that no constraint is in two solvers at once.
        for state in other.members {
            for axis in [NSLayoutConstraint.Axis.horizontal, .vertical] {
                let moved: ConstraintSolver.Constraint
                switch state.contentSizeRow(axis) {
                case .absent: continue
                case .object(let row): moved = other.solver.contains(row) ? Self.copyContentSizeRow(row) : row
                case .held(let slot):
                    guard let row = other.solver.constraint(in: slot) else { continue }
                    moved = row
                }
                state.setContentSizeRow(.object(moved), axis)
                pendingContentSizeRows.append(moved)
            }
        }
        other.pendingContentSizeRows = []
        other.members = []
        other.discard()
        requestLayout()
    }

    /// Takes over the members and constraints of `subtree` that another engine holds, when the
    /// subtree moved to this engine's hierarchy.
    func adopt(subtreeOf subtree: UIView, from other: LayoutEngine) {
        guard other !== self else { return }
        var moved: [NSLayoutConstraint] = []
        subtree.forEachViewInSubtree { view in
            guard let state = view.autoLayout else { return }
            if state.engine === other, state.isMember {
                other.evict(state)
                admit(view)
            }
            if let stack = view as? UIStackView, var entry = other.stackViews[ObjectIdentifier(stack)] {
                // The rows leave the other solver and are translated again in this one.
                other.dropEntry(ObjectIdentifier(stack))
                for index in entry.rows.indices { entry.rows[index].part = .absent }
                if !entry.rows.isEmpty { hasPendingArrangementRows = true }
                stackViews[ObjectIdentifier(stack)] = entry
                register(stack)
            }
            for constraint in state.installed where constraint.engine === other { moved.append(constraint) }
            for guide in state.allGuides {
                moved += guide.systemConstraints.filter { $0.engine === other }
                if state.engine === self { guideOwners[ObjectIdentifier(state)] = state }
            }
        }
        for constraint in moved {
            let stamp = constraint.activationStamp
            other.release(constraint)
            constraint.activationStamp = stamp
            enqueue(constraint, requestingLayout: false)
        }
        if other.members.isEmpty && other.owned.isEmpty { other.discard() }
        requestLayout()
    }

    /// An engine with nothing left lets go of its host.
    func discard() {
        if let host, host.autoLayout?.hostedEngine === self { host.autoLayout?.hostedEngine = nil }
        host = nil
    }

    func register(_ stackView: UIStackView) {
        let id = ObjectIdentifier(stackView)
        let isProportional = stackView.distribution == .fillProportionally
        if let entry = stackViews[id], entry.stackView === stackView {
            stackViews[id]?.isProportional = isProportional
        } else {
            // An entry of a stack view that is gone, whose identity the new one took, goes first.
            dropEntry(id)
            stackViews[id] = WeakStackView(stackView: stackView, isProportional: isProportional)
        }
        checkedVisibilityGeneration = -1
        if stackView.distribution == .fillProportionally { hasProportionalStackViews = true }
    }
}

extension UIView {
    /// Calls `body` for the view and every view below it, depth first.
    func forEachViewInSubtree(_ body: (UIView) -> Void) {
        body(self)
        for subview in storedSubviews { subview.forEachViewInSubtree(body) }
    }

    /// UIKit's rule for a view leaving its superview: the constraints held by views outside the
    /// view's subtree that refer to views inside it are removed. The move is noticed after the
    /// fact, so constraints held by the view's new ancestors are kept: they were made for where
    /// it is now.
    func deactivateConstraintsFromOutsideSubtree() {
        forEachViewInSubtree { view in
            guard let state = view.autoLayout else { return }
            for constraint in state.referencing where !constraint.isSystemConstraint {
                if let holder = constraint.holder, holder === self || holder.isDescendant(of: self) || isDescendant(of: holder) {
                    continue
                }
                constraint.deactivate()
            }
        }
    }
}
