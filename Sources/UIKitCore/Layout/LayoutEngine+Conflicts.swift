import ConstraintSolver
import Foundation

// The solver says which constraint it could not add, not which ones it conflicts with. UIKit's
// message lists the conflicting constraints, so they are found here: among the required
// constraints that share variables with the failing one (directly or through others), a minimal
// set that cannot hold together with it, by QuickXplain (Junker, 2004) over scratch solvers.
// That takes a few dozen small solves, and only happens when a layout is broken.

extension LayoutEngine {
    /// Resolves a conflict the way UIKit does: of the required constraints that cannot hold
    /// together, the app's one activated last is broken (left out of the solver, still active), and
    /// the conflict is logged once. Returns the broken constraint.
    func breakConflict(at failing: ConstraintSolver.Constraint, batch: [NSLayoutConstraint]) -> NSLayoutConstraint? {
        let partOwners = ownersOfSolverConstraints()
        guard let failingOwner = partOwners[ObjectIdentifier(failing)] else { return nil }
        let candidates = (solver.constraints + batch.flatMap(\.solverConstraints))
            .filter { $0.strength.isRequired && $0 !== failing }
        let related = Self.connectedComponent(of: failing, in: candidates)
        let conflict = Self.minimalConflict(including: failing, among: related)
        let owners = Self.sortedByActivation([failingOwner] + conflict.compactMap { partOwners[ObjectIdentifier($0)] })
        // The system's own constraints (frames, content sizes, guides) are in place before the
        // app's constraints that name the same views, so the app's newest one gives way.
        let victim = owners.last { !$0.isSystemConstraint } ?? owners.last ?? failingOwner
        if victim.engineState == .installed {
            for part in victim.solverConstraints { try? solver.remove(part) }
            solutionIsStale = true
        }
        markBroken(victim)
        if !victim.hasReportedBreaking {
            victim.hasReportedBreaking = true
            LayoutConstraintsLog.emit(Self.unsatisfiableMessage(conflict: owners, broken: victim))
        }
        return victim
    }

    /// Which active constraint each solver constraint of the engine stands for: made when a
    /// conflict needs it, rather than kept for every constraint of every scene.
    func ownersOfSolverConstraints() -> [ObjectIdentifier: NSLayoutConstraint] {
        var owners: [ObjectIdentifier: NSLayoutConstraint] = [:]
        for constraint in owned {
            for part in constraint.solverConstraints { owners[ObjectIdentifier(part)] = constraint }
        }
        return owners
    }

    /// The constraints linked to `start` through shared variables.
    static func connectedComponent(of start: ConstraintSolver.Constraint,
                                   in candidates: [ConstraintSolver.Constraint]) -> [ConstraintSolver.Constraint] {
        var byVariable: [ObjectIdentifier: [Int]] = [:]
        for (index, candidate) in candidates.enumerated() {
            for term in candidate.expression.terms {
                byVariable[ObjectIdentifier(term.variable), default: []].append(index)
            }
        }
        var included = [Bool](repeating: false, count: candidates.count)
        var visited = Set<ObjectIdentifier>()
        var queue = start.expression.terms.map(\.variable)
        while let variable = queue.popLast() {
            guard visited.insert(ObjectIdentifier(variable)).inserted else { continue }
            for index in byVariable[ObjectIdentifier(variable)] ?? [] where !included[index] {
                included[index] = true
                queue += candidates[index].expression.terms.map(\.variable)
            }
        }
        return candidates.indices.filter { included[$0] }.map { candidates[$0] }
    }

    /// A smallest set of `candidates` that cannot hold together with `failing`.
    static func minimalConflict(including failing: ConstraintSolver.Constraint,
                                among candidates: [ConstraintSolver.Constraint]) -> [ConstraintSolver.Constraint] {
        guard !candidates.isEmpty, !isConsistent([failing] + candidates) else { return candidates }
        return quickXplain(background: [failing], candidates: candidates, backgroundGrew: false)
    }

    private static func quickXplain(background: [ConstraintSolver.Constraint], candidates: [ConstraintSolver.Constraint],
                                    backgroundGrew: Bool) -> [ConstraintSolver.Constraint] {
        if backgroundGrew && !isConsistent(background) { return [] }
        if candidates.count == 1 { return candidates }
        let first = Array(candidates[..<(candidates.count / 2)])
        let second = Array(candidates[(candidates.count / 2)...])
        let fromSecond = quickXplain(background: background + first, candidates: second, backgroundGrew: !first.isEmpty)
        let fromFirst = quickXplain(background: background + fromSecond, candidates: first, backgroundGrew: !fromSecond.isEmpty)
        return fromFirst + fromSecond
    }

    private static func isConsistent(_ constraints: [ConstraintSolver.Constraint]) -> Bool {
        do {
            try Solver().add(constraints)
            return true
        } catch {
            return false
        }
    }

    /// UIKit's message, word for word, with the constraints as they describe themselves.
    static func unsatisfiableMessage(conflict: [NSLayoutConstraint], broken: NSLayoutConstraint) -> String {
        let mentionsAutoresizing = conflict.contains { ($0 as? FrameLayoutConstraint)?.kind == .autoresizing }
        var lines = [
            "Unable to simultaneously satisfy constraints.",
            "\tProbably at least one of the constraints in the following list is one you don't want. ",
            "\tTry this: ",
            "\t\t(1) look at each constraint and try to figure out which you don't expect; ",
            "\t\t(2) find the code that added the unwanted constraint or constraints and fix it. ",
        ]
        if mentionsAutoresizing {
            lines.append("\t(Note: If you're seeing NSAutoresizingMaskLayoutConstraints that you don't understand, "
                         + "refer to the documentation for the UIView property translatesAutoresizingMaskIntoConstraints) ")
        }
        lines.append("(")
        lines.append(conflict.map { "    \"\($0.description)\"" }.joined(separator: ",\n"))
        lines += [
            ")",
            "",
            "Will attempt to recover by breaking constraint ",
            broken.description,
            "",
            "Make a symbolic breakpoint at UIViewAlertForUnsatisfiableConstraints to catch this in the debugger.",
            "The methods in the UIConstraintBasedLayoutDebugging category on UIView listed in <UIKitCore/UIView.h> "
                + "may also be helpful.",
        ]
        return lines.joined(separator: "\n")
    }
}
