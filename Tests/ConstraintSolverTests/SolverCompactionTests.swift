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
        _ = try RandomSystemPropertyTests.mixOperations(on: solver, &system, rng: &rng) { step, system, edit, rng in
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
