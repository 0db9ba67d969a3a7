import ConstraintSolver
import Testing

/// `Solver.add(_:recallingFrom:)`: an empty solver given a batch equal to one an empty solver
/// placed before takes that outcome, and is then in every way the solver placing would make.
@Suite struct SolverBatchMemoTests {
    /// The same rows over new variables and constraints.
    private func twin(of system: RandomSystem) -> RandomSystem {
        var unused = SeededGenerator(seed: 0)
        var twin = RandomSystem(variableCount: system.n, rng: &unused)
        twin.rows = []
        twin.constraints = []
        for row in system.rows { twin.append(row) }
        return twin
    }

    @Test(arguments: RandomSystemPropertyTests.seeds)
    func aRecalledBatchSolvesAsPlacingItWouldAndKeepsItsOwnOptimum(seed: UInt64) throws {
        let memo = SolverBatchMemo(smallestBatch: 1)
        var (_, system, rng) = try RandomSystemPropertyTests.build(seed: seed &+ 40_000)
        var first = twin(of: system), second = twin(of: system)
        let placed = Solver(), recalled = Solver(), plain = Solver()
        try placed.add(first.constraints, recallingFrom: memo)
        #expect(memo.recorded == 1 && memo.recalled == 0, "seed \(seed): an unknown batch is placed and kept")
        try recalled.add(second.constraints, recallingFrom: memo)
        #expect(memo.recorded == 1 && memo.recalled == 1, "seed \(seed): the twin batch is recalled")
        try plain.add(system.constraints)
        // The same state gives the same numbers, bit for bit.
        for (v, variable) in second.variables.enumerated() {
            #expect(recalled.value(of: variable).bitPattern == plain.value(of: system.variables[v]).bitPattern,
                    "seed \(seed): x\(v)")
        }
        let built = mismatch(recalled, second)
        #expect(built == nil, "seed \(seed), recalled: \(built ?? "")")
        _ = try RandomSystemPropertyTests.mixOperations(on: recalled, &second, rng: &rng) { step, system, edit, _ in
            let difference = mismatch(recalled, system, extra: [edit])
            #expect(difference == nil, "seed \(seed), recalled solver, step \(step): \(difference ?? "")")
        }
        let untouched = mismatch(placed, first)
        #expect(untouched == nil, "seed \(seed), the solver that placed the batch after its twin changed: \(untouched ?? "")")
        var otherRNG = SeededGenerator(seed: seed &+ 41_000)
        _ = try RandomSystemPropertyTests.mixOperations(on: placed, &first, rng: &otherRNG) { step, system, edit, _ in
            let difference = mismatch(placed, system, extra: [edit])
            #expect(difference == nil, "seed \(seed), placing solver, step \(step): \(difference ?? "")")
        }
    }

    /// The values the solver gives the system's variables, bit for bit.
    private func bits(_ solver: Solver, _ system: RandomSystem) -> [UInt64] {
        system.variables.map { solver.value(of: $0).bitPattern }
    }

    /// Runs the same random steps on `solver` as on its twins, and the values after each step.
    private func valuesThroughSteps(of solver: Solver, _ system: inout RandomSystem, seed: UInt64) throws -> [[UInt64]] {
        var rng = SeededGenerator(seed: seed)
        var steps: [[UInt64]] = []
        _ = try RandomSystemPropertyTests.mixOperations(on: solver, &system, rng: &rng) { step, system, edit, rng in
            if Bool.random(using: &rng) { solver.compact() }
            let difference = mismatch(solver, system, extra: [edit])
            #expect(difference == nil, "seed \(seed), step \(step): \(difference ?? "")")
            steps.append(bits(solver, system))
        }
        return steps
    }

    @Test(arguments: RandomSystemPropertyTests.seeds)
    func aRecalledSolverCompactsAsTheFirstOneGivenTheSameOutcomeDid(seed: UInt64) throws {
        let memo = SolverBatchMemo(smallestBatch: 1)
        let sharing = SolverStorageSharing(smallestShared: 1)
        let (_, system, _) = try RandomSystemPropertyTests.build(seed: seed &+ 42_000)
        var first = twin(of: system), second = twin(of: system), third = twin(of: system)
        try Solver().add(first.constraints, recallingFrom: memo)
        let compactedItself = Solver(), recalledCompaction = Solver()
        try compactedItself.add(second.constraints, recallingFrom: memo)
        compactedItself.updateVariables()
        compactedItself.compact(sharingStorageWith: sharing)
        #expect(memo.recalled == 1 && memo.recalledCompactions == 0, "seed \(seed): the first recalled solver compacts itself")
        try recalledCompaction.add(third.constraints, recallingFrom: memo)
        recalledCompaction.updateVariables()
        recalledCompaction.compact(sharingStorageWith: sharing)
        #expect(memo.recalled == 2 && memo.recalledCompactions == 1, "seed \(seed): the second takes its compaction")
        #expect(recalledCompaction.isCompact)
        #expect(bits(recalledCompaction, third) == bits(compactedItself, second), "seed \(seed)")
        let built = mismatch(recalledCompaction, third)
        #expect(built == nil, "seed \(seed): \(built ?? "")")
        // From there on, the two go the same way step by step, and each keeps its own optimum.
        let stepsSecond = try valuesThroughSteps(of: compactedItself, &second, seed: seed &+ 43_000)
        let stepsThird = try valuesThroughSteps(of: recalledCompaction, &third, seed: seed &+ 43_000)
        #expect(stepsThird == stepsSecond, "seed \(seed)")
        // The solver whose compaction was kept changed, and the outcome did not: a fourth still
        // starts from the batch's optimum.
        let fourth = twin(of: system), recalledLater = Solver()
        try recalledLater.add(fourth.constraints, recallingFrom: memo)
        recalledLater.updateVariables()
        recalledLater.compact(sharingStorageWith: sharing)
        #expect(memo.recalledCompactions == 2)
        let later = mismatch(recalledLater, fourth)
        #expect(later == nil, "seed \(seed), a later recall: \(later ?? "")")
        _ = first
    }

    @Test func aRecalledSolverChangedBeforeItsCompactionCompactsItself() throws {
        let memo = SolverBatchMemo()
        let one = chain()
        try Solver().add(one.constraints, recallingFrom: memo)
        let keeper = chain(), keeperSolver = Solver()
        try keeperSolver.add(keeper.constraints, recallingFrom: memo)
        keeperSolver.updateVariables()
        keeperSolver.compact()
        #expect(memo.recalledCompactions == 0)
        // A constant moved after the outcome was given: this solver is no longer the one that
        // was compacted, and compacts itself.
        let moved = chain(), movedSolver = Solver()
        try movedSolver.add(moved.constraints, recallingFrom: memo)
        movedSolver.updateVariables()
        try movedSolver.setConstant(-12, of: moved.constraints[39])
        movedSolver.compact()
        #expect(memo.recalledCompactions == 0)
        #expect(movedSolver.value(of: moved.lefts[39]) == 39 * 38 + 4)
        // Not yet read before compacting: what compaction starts from is not the same either.
        let unread = chain(), unreadSolver = Solver()
        try unreadSolver.add(unread.constraints, recallingFrom: memo)
        unreadSolver.compact()
        #expect(memo.recalledCompactions == 0)
        #expect(unreadSolver.value(of: unread.lefts[39]) == 39 * 38)
        // Read, then compacted: takes the kept compaction, and moves on as its own.
        let read = chain(), readSolver = Solver()
        try readSolver.add(read.constraints, recallingFrom: memo)
        readSolver.updateVariables()
        readSolver.compact()
        #expect(memo.recalledCompactions == 1)
        #expect(read.lefts[39].value == 39 * 38)
        try readSolver.remove(read.constraints[1])
        #expect(readSolver.value(of: read.lefts[39]) == 38 * 38)
        #expect(keeperSolver.value(of: keeper.lefts[39]) == 39 * 38)
    }

    /// Forty views in a row, each at least 10 wide and 30 if it can, `gap` apart.
    private func chain(gap: Double = 8) -> (constraints: [Constraint], lefts: [Variable], widths: [Variable]) {
        let lefts = (0..<40).map { _ in Variable() }, widths = (0..<40).map { _ in Variable() }
        var constraints = [Constraint(lefts[0], .equal, 0, strength: .required)]
        for i in 1..<40 { constraints.append(lefts[i] == lefts[i - 1] + widths[i - 1] + gap) }
        for width in widths {
            constraints.append(width >= 10)
            constraints.append(Constraint(width, .equal, 30, strength: .weak))
        }
        return (constraints, lefts, widths)
    }

    @Test func onlyAnEqualBatchGivenToAnEmptySolverIsRecalled() throws {
        let memo = SolverBatchMemo()
        let one = chain()
        try Solver().add(one.constraints, recallingFrom: memo)
        #expect(memo.recorded == 1)
        // One constant apart: another batch, placed and kept.
        let wider = chain(gap: 9)
        let widerSolver = Solver()
        try widerSolver.add(wider.constraints, recallingFrom: memo)
        #expect(memo.recorded == 2 && memo.recalled == 0)
        #expect(widerSolver.value(of: wider.lefts[39]) == 39 * 39)
        // Equal terms, but the variables named in another order: another batch too.
        let swapped = chain()
        let reordered = [swapped.constraints[0]] + swapped.constraints[1...].reversed()
        try Solver().add(Array(reordered), recallingFrom: memo)
        #expect(memo.recorded == 3 && memo.recalled == 0)
        // A solver that already holds a constraint places the batch itself.
        let busy = Solver()
        let extra = Variable()
        try busy.add(extra == 5)
        let again = chain()
        try busy.add(again.constraints, recallingFrom: memo)
        #expect(memo.recorded == 3 && memo.recalled == 0)
        #expect(busy.value(of: again.lefts[39]) == 39 * 38 && busy.value(of: extra) == 5)
        // An equal batch to an empty solver is recalled, and the solver goes on as its own.
        let twin = chain()
        let recalled = Solver()
        try recalled.add(twin.constraints, recallingFrom: memo)
        #expect(memo.recalled == 1)
        #expect(recalled.value(of: twin.lefts[39]) == 39 * 38)
        try recalled.setConstant(-12, of: twin.constraints[39])
        try recalled.remove(twin.constraints[1])
        #expect(recalled.value(of: twin.lefts[39]) == 38 * 38 + 4)
        #expect(recalled.value(of: twin.lefts[1]) == 0)
        #expect(!recalled.contains(twin.constraints[1]) && recalled.contains(twin.constraints[2]))
    }

    @Test func aBatchThatCannotBeAddedLeavesTheSolverEmptyAndIsNotKept() throws {
        let memo = SolverBatchMemo(smallestBatch: 1)
        let x = Variable()
        let conflicting = [x == 1, x >= 0, x == 2]
        let solver = Solver()
        #expect(throws: SolverError.self) { try solver.add(conflicting, recallingFrom: memo) }
        #expect(memo.recorded == 0 && solver.constraints.isEmpty)
        let twice = x >= 1
        #expect(throws: SolverError.self) { try solver.add([x <= 4, twice, twice], recallingFrom: memo) }
        #expect(memo.recorded == 0 && solver.constraints.isEmpty)
        let y = Variable()
        try solver.add([y == 3, y >= 0], recallingFrom: memo)
        #expect(solver.value(of: y) == 3 && memo.recorded == 1)
    }

    @Test func aMemoOverItsLimitForgetsWhatItKeptAndStartsAgain() throws {
        let measuring = SolverBatchMemo()
        try Solver().add(chain().constraints, recallingFrom: measuring)
        let limit = measuring.heldBytes * 3 / 2
        let memo = SolverBatchMemo(byteLimit: limit)
        try Solver().add(chain().constraints, recallingFrom: memo)
        #expect(memo.heldBytes == measuring.heldBytes)
        try Solver().add(chain(gap: 9).constraints, recallingFrom: memo)
        #expect(memo.heldBytes <= limit)
        try Solver().add(chain().constraints, recallingFrom: memo)
        #expect(memo.recalled == 0, "the first batch's outcome was forgotten when the second came")
        try Solver().add(chain().constraints, recallingFrom: memo)
        #expect(memo.recalled == 1)
    }
}
