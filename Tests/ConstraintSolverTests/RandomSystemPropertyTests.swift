import ConstraintSolver
import Testing

/// Properties checked on many seeded random systems against `ReferenceSolver`.
/// A failure names its seed; rerun that seed alone to reproduce it.
@Suite struct RandomSystemPropertyTests {
    static let seeds: [UInt64] = Array(1...100)

    /// Builds a random system. Odd seeds add it constraint by constraint,
    /// checking that the solver rejects exactly the required constraints the
    /// reference cannot satisfy; even seeds add the satisfiable ones in one
    /// batch, so that required equalities are folded before the tableau.
    static func build(seed: UInt64, constraintCount: Int? = nil) throws -> (Solver, RandomSystem, SeededGenerator) {
        var rng = SeededGenerator(seed: seed)
        var system = RandomSystem(variableCount: Int.random(in: 2...5, using: &rng), rng: &rng)
        let solver = Solver()
        let incremental = seed % 2 == 1
        if incremental { try solver.add(system.constraints) }
        for _ in 0..<(constraintCount ?? Int.random(in: 2...9, using: &rng)) {
            let row = system.randomRow(rng: &rng)
            let constraint = system.constraint(for: row)
            if !incremental {
                if ReferenceSolver.solve(system.rows + [row], variableCount: system.n) != nil {
                    system.rows.append(row)
                    system.constraints.append(constraint)
                }
            } else if Self.isUnsatisfiable({ () throws(SolverError) in try solver.add(constraint) }) {
                #expect(ReferenceSolver.solve(system.rows + [row], variableCount: system.n) == nil,
                        "seed \(seed): rejected \(row) although the reference can satisfy it")
            } else {
                system.rows.append(row)
                system.constraints.append(constraint)
            }
        }
        if !incremental {
            try solver.add(system.constraints.shuffled(using: &rng))
        }
        return (solver, system, rng)
    }

    /// Runs `body`; true when it threw `unsatisfiableConstraint`, false when it
    /// succeeded. Any other error fails the test.
    static func isUnsatisfiable(_ body: () throws(SolverError) -> Void) -> Bool {
        do {
            try body()
            return false
        } catch {
            if case .unsatisfiableConstraint = error { return true }
            Issue.record("unexpected \(error)")
            return false
        }
    }

    @Test(arguments: seeds)
    func solutionIsTheLexicographicOptimumAndRejectsOnlyUnsatisfiableConstraints(seed: UInt64) throws {
        let (solver, system, _) = try Self.build(seed: seed)
        let difference = mismatch(solver, system)
        #expect(difference == nil, "seed \(seed): \(difference ?? "")")
    }

    @Test(arguments: seeds)
    func addingThenRemovingAConstraintRestoresTheSolution(seed: UInt64) throws {
        var (solver, system, rng) = try Self.build(seed: seed)
        let before = system.variables.map { solver.value(of: $0) }
        for _ in 0..<3 {
            let row = system.randomRow(rng: &rng)
            let constraint = system.constraint(for: row)
            guard (try? solver.add(constraint)) != nil else { continue }
            let during = mismatch(solver, system, extra: [row])
            #expect(during == nil, "seed \(seed) with \(row): \(during ?? "")")
            try solver.remove(constraint)
            let after = system.variables.map { solver.value(of: $0) }
            #expect(zip(before, after).allSatisfy { close($0, $1) }, "seed \(seed): \(before) became \(after)")
        }
    }

    @Test(arguments: seeds)
    func removingConstraintsInAnyOrderKeepsTheOptimum(seed: UInt64) throws {
        var (solver, system, rng) = try Self.build(seed: seed)
        while !system.removableIndices.isEmpty {
            let constraint = system.remove(at: Int.random(in: system.removableIndices, using: &rng))
            try solver.remove(constraint)
            #expect(!solver.contains(constraint))
            let difference = mismatch(solver, system)
            #expect(difference == nil, "seed \(seed): \(difference ?? "")")
        }
    }

    @Test(arguments: seeds)
    func suggestedValuesMoveTheSolutionAsAnEqualityOfTheEditStrengthWould(seed: UInt64) throws {
        var (solver, system, rng) = try Self.build(seed: seed)
        let edited = Int.random(in: 0..<system.n, using: &rng)
        let priority = [950.0, 800, 600, 300, 50].randomElement(using: &rng)!
        try solver.addEditVariable(system.variables[edited], strength: Strength(priority: priority))
        for _ in 0..<5 {
            let value = Double(Int.random(in: -60...60, using: &rng))
            try solver.suggestValue(system.variables[edited], value)
            var coefficients = Array(repeating: 0.0, count: system.n)
            coefficients[edited] = 1
            let edit = ReferenceSolver.Row(coefficients: coefficients, constant: -value,
                                           relation: .equal, priority: priority)
            let difference = mismatch(solver, system, extra: [edit])
            #expect(difference == nil, "seed \(seed), edit \(value) at \(priority): \(difference ?? "")")
        }
        try solver.removeEditVariable(system.variables[edited])
        let difference = mismatch(solver, system)
        #expect(difference == nil, "seed \(seed) after removing the edit: \(difference ?? "")")
    }

    @Test(arguments: seeds)
    func changedConstantsGiveTheOptimumOfTheChangedSystem(seed: UInt64) throws {
        var (solver, system, rng) = try Self.build(seed: seed)
        guard !system.removableIndices.isEmpty else { return }
        for _ in 0..<6 {
            let index = Int.random(in: system.removableIndices, using: &rng)
            let constant = Double(Int.random(in: -40...40, using: &rng))
            var changed = system.rows
            changed[index].constant = constant
            let constraint = system.constraints[index]
            if Self.isUnsatisfiable({ () throws(SolverError) in try solver.setConstant(constant, of: constraint) }) {
                #expect(ReferenceSolver.solve(changed, variableCount: system.n) == nil,
                        "seed \(seed): rejected constant \(constant) for \(changed[index])")
            } else {
                system.rows = changed
                #expect(constraint.expression.constant == constant)
            }
            let difference = mismatch(solver, system)
            #expect(difference == nil, "seed \(seed): \(difference ?? "")")
        }
    }

    /// Runs 25 random operations on a built system, as apps change a layout: adding a
    /// constraint, removing one, suggesting a value for a strong edit of its first variable, or
    /// changing a constant. `afterStep` runs after each; returns the edit's row for the reference.
    static func mixOperations(on solver: Solver, _ system: inout RandomSystem, rng: inout SeededGenerator,
                              afterStep: (Int, RandomSystem, ReferenceSolver.Row, inout SeededGenerator) throws -> Void)
        throws -> ReferenceSolver.Row {
        let edited = system.variables[0]
        try solver.addEditVariable(edited, strength: .strong)
        var edit = ReferenceSolver.Row(coefficients: [1] + Array(repeating: 0, count: system.n - 1),
                                       constant: 0, relation: .equal, priority: 750)
        for step in 0..<25 {
            switch Int.random(in: 0..<4, using: &rng) {
            case 0:
                system.addRandomRow(to: solver, rng: &rng)
            case 1 where !system.removableIndices.isEmpty:
                try solver.remove(system.remove(at: Int.random(in: system.removableIndices, using: &rng)))
            case 2:
                let value = Double(Int.random(in: -60...60, using: &rng))
                try solver.suggestValue(edited, value)
                edit.constant = -value
            default:
                guard !system.removableIndices.isEmpty else { continue }
                let index = Int.random(in: system.removableIndices, using: &rng)
                let constant = Double(Int.random(in: -40...40, using: &rng))
                if (try? solver.setConstant(constant, of: system.constraints[index])) != nil {
                    system.rows[index].constant = constant
                }
            }
            try afterStep(step, system, edit, &rng)
        }
        return edit
    }

    @Test(arguments: seeds)
    func anyMixOfOperationsKeepsTheOptimum(seed: UInt64) throws {
        var (solver, system, rng) = try Self.build(seed: seed &+ 10_000)
        let edit = try Self.mixOperations(on: solver, &system, rng: &rng) { step, system, edit, rng in
            if Bool.random(using: &rng) {
                let difference = mismatch(solver, system, extra: [edit])
                #expect(difference == nil, "seed \(seed), step \(step): \(difference ?? "")")
            }
        }
        let difference = mismatch(solver, system, extra: [edit])
        #expect(difference == nil, "seed \(seed), end: \(difference ?? "")")
    }
}
