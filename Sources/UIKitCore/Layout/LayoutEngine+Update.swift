import ConstraintSolver
import Foundation

extension LayoutEngine {
    /// Brings the engine up to date before layout: the update-constraints pass, then every
    /// collected change into the solver, then a solve. The superviews of the views whose frames
    /// changed are marked as needing layout, except `applying`, which is applying frames now.
    ///
    /// `checkEverything` also re-reads what the engine cannot be told about: the hierarchy (views
    /// moved or removed), the insets of system layout guides, and the arranged views of stack
    /// views. The layout pass asks for it once per turn, and a root laying out its subviews
    /// (`layoutIfNeeded()` outside a window) every time.
    func update(applyingIn applying: UIView?, checkEverything: Bool) {
        if let host, host.superview != nil {
            let root = host.layoutRoot
            let target = LayoutEngine.engine(forRoot: root)
            if target !== self {
                target.absorb(self)
                target.update(applyingIn: applying, checkEverything: true)
                return
            }
        }
        guard !isUpdating, let host else { return }
        isUpdating = true
        defer { isUpdating = false }
        if checkEverything {
            validateMembership()
            refreshGuides()
            checkStackViews()
        }
        host.runUpdateConstraintsPass()
        if let applying { admitConstrainedSubviews(of: applying) }
        if checkEverything || applying == nil {
            syncFrameConstraints()
        } else if let applying {
            syncFrameConstraints(near: applying)
        }
        if hasPendingChanges { flush() }
        guard solutionIsStale else { return }
        solutionIsStale = false
        solver.updateVariables()
        markViewsWithChangedFrames(except: applying)
    }

    /// A subview positioned by constraints takes part even when no constraint names it: without
    /// any, UIKit gives it its intrinsic size (or none) at an ambiguous place.
    private func admitConstrainedSubviews(of view: UIView) {
        for subview in view.storedSubviews {
            guard let state = subview.autoLayout, !state.translatesAutoresizingMask,
                  !state.isMember(of: self) else { continue }
            admit(subview)
        }
    }

    /// Makes the solution current without the update-constraints pass, for reading a guide's
    /// frame or a fitting size.
    func solveIfNeeded() {
        guard !isUpdating else { return }
        isUpdating = true
        defer { isUpdating = false }
        syncFrameConstraints()
        if hasPendingChanges { flush() }
        guard solutionIsStale else { return }
        solutionIsStale = false
        solver.updateVariables()
        markViewsWithChangedFrames(except: nil)
    }

    // MARK: Re-reading what changed outside the engine

    /// Views held at their frame may have been moved or resized since; their constants follow.
    func syncFrameConstraints() {
        for state in framedMembers.values { syncFrameConstraints(of: state) }
    }

    /// During the layout descent, the frames that can have moved since the update-constraints
    /// step are those of the view laying out (set by its superview) and of its subviews (set by
    /// its own `layoutSubviews()` before it calls `super`).
    private func syncFrameConstraints(near view: UIView) {
        if let state = view.autoLayout, !state.frameConstraints.isEmpty { syncFrameConstraints(of: state) }
        for subview in view.storedSubviews {
            if let state = subview.autoLayout, !state.frameConstraints.isEmpty { syncFrameConstraints(of: state) }
        }
    }

    private func syncFrameConstraints(of state: ViewLayoutState) {
        for constraint in state.frameConstraints where !constraint.follow() {
            priorityDidChange(of: constraint)
        }
    }

    func refreshGuides() {
        for state in guideOwners.values {
            if let view = state.view { refreshGuides(of: view) }
        }
    }

    func refreshGuides(of owner: UIView) {
        guard let state = owner.autoLayout else { return }
        for guide in state.allGuides {
            var insets: UIEdgeInsets?
            for case let constraint as GuideLayoutConstraint in guide.systemConstraints {
                let value = constraint.currentConstant(owner: owner, insets: &insets)
                if constraint.constant != value { constraint.constant = value }
            }
        }
    }

    /// Only a view hidden or shown changes a stack view's arrangement, unless its distribution is
    /// proportional (then its arranged views' sizes do too): with no view hidden or shown since
    /// the last check, only proportional stack views compare their arranged views.
    private func checkStackViews() {
        let everyStackView = checkedVisibilityGeneration != UIView.visibilityGeneration
        guard everyStackView || hasProportionalStackViews else { return }
        checkedVisibilityGeneration = UIView.visibilityGeneration
        for (id, entry) in stackViews where everyStackView || entry.isProportional {
            guard let stackView = entry.stackView else {
                dropEntry(id)
                continue
            }
            stackView.checkArrangedSubviews()
        }
    }

    // MARK: Into the solver

    /// Intrinsic sizes first (they turn into the other kinds of change), then removals (they
    /// may make room), constants, and the additions in one batch.
    func flush() {
        while !pendingIntrinsicSizes.isEmpty {
            let states = pendingIntrinsicSizes
            pendingIntrinsicSizes = []
            for state in states where state.intrinsicSizeIsStale { refreshContentSize(of: state) }
        }
        if !pendingRemovals.isEmpty || !pendingSlotRemovals.isEmpty {
            let removals = pendingRemovals
            pendingRemovals = []
            for part in removals { try? solver.remove(part) }
            removePendingSlots()
            solutionIsStale = true
            retryBrokenConstraints()
        }
        let constants = pendingConstants
        pendingConstants = []
        for constraint in constants where constraint.engineState == .installed && constraint.engine === self {
            applyConstant(of: constraint)
        }
        var batch: [NSLayoutConstraint] = []
        var arrangement: [ConstraintSolver.Constraint] = []
        var translatedRows: [(id: ObjectIdentifier, index: Int)] = []
        rememberingDirections {
            repeat {
                while !pendingAdds.isEmpty {
                    let adds = pendingAdds
                    pendingAdds = []
                    for constraint in adds where constraint.engineState == .pending && constraint.engine === self {
                        if translate(constraint) {
                            batch.append(constraint)
                        } else {
                            drop(constraint)
                        }
                    }
                }
                // Translating a stack view's rows admits its arranged views, which can bring
                // constraints of their own.
                translatePendingArrangementRows(into: &arrangement, translated: &translatedRows)
            } while !pendingAdds.isEmpty
        }
        // Content-size rows made while translating (views admitted on the way) go in with the batch.
        let rows = pendingContentSizeRows
        pendingContentSizeRows = []
        if batch.isEmpty && arrangement.isEmpty {
            if !rows.isEmpty { addContentSizeRows(rows) }
            return
        }
        guard install(batch, arrangement: arrangement, rows: rows) else {
            // Required constraints conflict while stack views' arrangements are rows: they are
            // layout constraints now, waiting with the batch, and the conflict is resolved among
            // them all.
            pendingAdds = batch.filter { $0.engineState == .pending && $0.engine === self } + pendingAdds
            pendingContentSizeRows = rows + pendingContentSizeRows
            flush()
            return
        }
        releaseTranslatedRows(translatedRows)
    }

    /// Takes out the stack views' rows retired while the solver held them by value.
    private func removePendingSlots() {
        guard !pendingSlotRemovals.isEmpty else { return }
        let removals = pendingSlotRemovals
        pendingSlotRemovals = []
        for slot in removals { try? solver.remove(slot) }
    }

    /// Content-size rows are optional, so they go in whatever the required constraints do.
    private func addContentSizeRows(_ rows: [ConstraintSolver.Constraint]) {
        do {
            try solver.add(rows)
        } catch {
            for row in rows where !solver.contains(row) { try? solver.add(row) }
        }
        solutionIsStale = true
        releaseAddedContentSizeRows()
    }

    /// Builds the solver constraints of a constraint; false when its items no longer share the
    /// container it was activated in.
    func translate(_ constraint: NSLayoutConstraint) -> Bool {
        guard let container = constraint.container else { return false }
        guard let expression = constraint.makeSolverExpression(translator, in: container) else { return false }
        constraint.solverBaseConstant = expression.constant + Double(constraint.constant)
        constraint.solverConstant = constraint.constant
        constraint.makeSolverConstraints(on: expression)
        return true
    }

    private func drop(_ constraint: NSLayoutConstraint) {
        if constraint.isSystemConstraint {
            constraint.activeFlag = false
            release(constraint)
        } else {
            constraint.deactivate()
        }
    }

    /// Adds a batch in one go; when required constraints conflict, breaks one (see
    /// LayoutEngine+Conflicts.swift) and adds the rest.
    ///
    /// The stack views' `arrangement` rows and the views' content-size `rows` go in the same
    /// batch, after the constraints. Returns false, with nothing added, when required
    /// constraints conflict while the engine holds arrangement rows: they have been made layout
    /// constraints (waiting to be added), for the conflict to be resolved among them.
    func install(_ batch: [NSLayoutConstraint], arrangement: [ConstraintSolver.Constraint] = [],
                 rows: [ConstraintSolver.Constraint] = []) -> Bool {
        // Admitting views while translating can deactivate constraints of the batch (a view that
        // moved takes UIKit's removal rule with it); those stay out.
        var remaining = batch.filter { $0.engineState == .pending && $0.engine === self }
        guard !remaining.isEmpty || !arrangement.isEmpty else {
            if !rows.isEmpty { addContentSizeRows(rows) }
            return true
        }
        repeat {
            do {
                var parts: [ConstraintSolver.Constraint] = []
                parts.reserveCapacity(remaining.count + remaining.count / 2 + arrangement.count + rows.count)
                for constraint in remaining { constraint.appendSolverConstraints(to: &parts) }
                parts += arrangement
                parts += rows
                try solver.add(parts, recallingFrom: Self.solverBatchMemo)
                for constraint in remaining { constraint.engineState = .installed }
                solutionIsStale = true
                if !rows.isEmpty { releaseAddedContentSizeRows() }
                return true
            } catch {
                if !arrangement.isEmpty || hasInstalledArrangementRows {
                    materializeAllArrangements(immediately: true)
                    return false
                }
                guard case .unsatisfiableConstraint(let failing) = error,
                      let victim = breakConflict(at: failing, batch: remaining) else {
                    // Not a conflict (a duplicate): nothing to break, so the batch goes in one by one.
                    installOneByOne(remaining)
                    if !rows.isEmpty { addContentSizeRows(rows) }
                    return true
                }
                remaining.removeAll { $0 === victim }
            }
        } while !remaining.isEmpty
        // Every constraint of the batch was broken.
        if !rows.isEmpty { addContentSizeRows(rows) }
        return true
    }

    private func installOneByOne(_ constraints: [NSLayoutConstraint]) {
        for constraint in constraints {
            do {
                try solver.add(constraint.solverConstraints)
                constraint.engineState = .installed
                solutionIsStale = true
            } catch {
                markBroken(constraint)
            }
        }
    }

    /// Moves the solver constant of a constraint already in the solver. A pair of inequalities
    /// that stands for an equality is loosened before it is tightened, so it never crosses.
    /// When the new constant cannot be satisfied, the constraint goes out and back in, and the
    /// conflict is resolved as for an addition.
    func applyConstant(of constraint: NSLayoutConstraint) {
        let target = constraint.solverBaseConstant - Double(constraint.constant)
        do {
            if let first = constraint.firstSolverPart {
                if let second = constraint.secondSolverPart {
                    let loosening: SolverRelation =
                        constraint.constant > constraint.solverConstant ? .lessThanOrEqual : .greaterThanOrEqual
                    let (earlier, later) = second.relation == loosening && first.relation != loosening
                        ? (second, first) : (first, second)
                    try solver.setConstant(target, of: earlier)
                    try solver.setConstant(target, of: later)
                } else {
                    try solver.setConstant(target, of: first)
                }
            }
            constraint.solverConstant = constraint.constant
            solutionIsStale = true
        } catch {
            removeFromSolver(constraint)
            for part in pendingRemovals { try? solver.remove(part) }
            pendingRemovals = []
            removePendingSlots()
            // The change is what conflicts, so the changed constraint counts as the newest.
            constraint.activationStamp = LayoutEngine.nextStamp()
            constraint.engineState = .pending
            pendingAdds.append(constraint)
            solutionIsStale = true
        }
    }

    /// A broken constraint may fit once others are gone; each goes back in on its own, and
    /// stays broken, without a second message, if it still conflicts.
    private func retryBrokenConstraints() {
        guard !broken.isEmpty else { return }
        let candidates = LayoutEngine.sortedByActivation(Array(broken.values))
        broken = [:]
        for constraint in candidates {
            guard translate(constraint) else {
                drop(constraint)
                continue
            }
            do {
                try solver.add(constraint.solverConstraints)
                constraint.engineState = .installed
            } catch {
                constraint.clearSolverConstraints()
                constraint.engineState = .broken
                broken[ObjectIdentifier(constraint)] = constraint
            }
        }
    }

    func markBroken(_ constraint: NSLayoutConstraint) {
        constraint.clearSolverConstraints()
        constraint.engineState = .broken
        broken[ObjectIdentifier(constraint)] = constraint
    }

    // MARK: Out of the solver

    /// Marks the superview of every view whose frame the new solution changes, so that its
    /// `layoutSubviews()` applies the frame.
    private func markViewsWithChangedFrames(except applying: UIView?) {
        let scale = displayScale
        for state in members where !state.translatesAutoresizingMask {
            guard state.takeRectChange() else { continue }
            guard let view = state.view, let superview = view.superview, superview !== applying else { continue }
            if view.engineFrame(scale: scale) != view.untransformedFrame { superview.setNeedsLayout() }
        }
    }

    /// The scale of the screen the hierarchy is shown on, whose pixel grid frames snap to.
    var displayScale: CGFloat {
        let scale = (host as? UIWindow)?.screen?.scale ?? host?.window?.screen?.scale ?? UITraitCollection.current.displayScale
        return scale > 0 ? scale : 1
    }
}

extension UIView {
    /// The frame the engine's solution gives the view: its alignment rectangle grown by its
    /// alignment insets, with each edge rounded to the pixel grid.
    func engineFrame(scale: CGFloat) -> CGRect {
        let frame = self.frame(forAlignmentRect: layoutState.variablesRect)
        func snap(_ value: CGFloat) -> CGFloat { value.snapped(toPixelsOf: scale) }
        let minX = snap(frame.minX), minY = snap(frame.minY)
        return CGRect(x: minX, y: minY, width: max(0, snap(frame.maxX) - minX), height: max(0, snap(frame.maxY) - minY))
    }

    /// Places the view where the engine's solution says, through its bounds and center as UIKit
    /// does, so that a transform is left alone.
    func applyEngineFrame(scale: CGFloat) {
        let frame = engineFrame(scale: scale)
        guard frame != untransformedFrame else { return }
        bounds = CGRect(origin: bounds.origin, size: frame.size)
        center = CGPoint(x: frame.minX + storedAnchorPoint.x * frame.width, y: frame.minY + storedAnchorPoint.y * frame.height)
    }
}

extension CGFloat {
    /// The value rounded to the pixel grid of the scale. The solver's value is first rounded to a
    /// millionth of a pixel, so a value halfway between two pixels always goes the same way: the
    /// order in which a session's constraints reach the solver (which follows object addresses)
    /// changes its last bits, and two sessions of the same screen must get the same frames.
    func snapped(toPixelsOf scale: CGFloat) -> CGFloat {
        ((self * scale * 1_000_000).rounded() / 1_000_000).rounded() / scale
    }
}
