import ConstraintSolver
import Testing

/// `Solver.compact()` gives back spare room only: the solution, and every later result, stay
/// the lexicographic optimum of the system.
@Suite struct SolverCompactionTests {
    @Test(arguments: RandomSystemPropertyTests.seeds)
    func compactingBetweenOperationsKeepsTheOptimum(seed: UInt64) throws {
        var (solver, system, rng) = try RandomSystemPropertyTests.build(seed: seed &+ 20_000)
        solver.compact()
        let built = mismatch(solver, system)
        #expect(built == nil, "seed \(seed), after building: \(built ?? "")")
        let edited = system.variables[0]
        try solver.addEditVariable(edited, strength: .strong)
        var edit = ReferenceSolver.Row(coefficients: [1] + Array(repeating: 0, count: system.n - 1),
                                       constant: 0, relation: .equal, priority: 750)
        for step in 0..<25 {
            switch Int.random(in: 0..<4, using: &rng) {
            case 0:
                let row = system.randomRow(rng: &rng)
                let constraint = system.constraint(for: row)
                if (try? solver.add(constraint)) != nil {
                    system.rows.append(row)
                    system.constraints.append(constraint)
                }
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
            if Bool.random(using: &rng) { solver.compact() }
            let difference = mismatch(solver, system, extra: [edit])
            #expect(difference == nil, "seed \(seed), step \(step): \(difference ?? "")")
        }
    }

    @Test func compactingAfterRemovalsKeepsTheValuesOfAChainOfViews() throws {
        let solver = Solver()
        let lefts = (0..<40).map { Variable("left\($0)") }
        let widths = (0..<40).map { Variable("width\($0)") }
        var constraints: [Constraint] = [Constraint(lefts[0], .equal, 0, strength: .required)]
        for i in 1..<40 {
            constraints.append(lefts[i] == lefts[i - 1] + widths[i - 1] + 8)
        }
        for width in widths {
            constraints.append(width >= 10)
            constraints.append(Constraint(width, .equal, 30, strength: .weak))
        }
        try solver.add(constraints)
        try solver.remove(Array(constraints[20..<39]))
        let before = lefts.map { solver.value(of: $0) } + widths.map { solver.value(of: $0) }
        solver.compact()
        let after = lefts.map { solver.value(of: $0) } + widths.map { solver.value(of: $0) }
        #expect(after == before)
        #expect(solver.value(of: lefts[19]) == 19 * 38)
        try solver.add(lefts[20] == lefts[19] + widths[19] + 8)
        #expect(solver.value(of: lefts[20]) == 20 * 38)
    }
}
