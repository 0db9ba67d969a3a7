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

/// `Solver.compact(sharingStorageWith:)`: solvers left in equal states hold one copy of their
/// arrays, and a change to one of them never shows in another.
@Suite struct SolverStorageSharingTests {
    @Test(arguments: RandomSystemPropertyTests.seeds)
    func solversThatShareStorageEachKeepTheirOwnOptimum(seed: UInt64) throws {
        let sharing = SolverStorageSharing(smallestShared: 1)
        var (first, firstSystem, firstRNG) = try RandomSystemPropertyTests.build(seed: seed &+ 30_000)
        var (second, secondSystem, secondRNG) = try RandomSystemPropertyTests.build(seed: seed &+ 30_000)
        first.compact(sharingStorageWith: sharing)
        let (offeredByFirst, sharedByFirst) = (sharing.offered, sharing.shared)
        second.compact(sharingStorageWith: sharing)
        #expect(sharing.offered > offeredByFirst)
        #expect(sharing.shared - sharedByFirst == sharing.offered - offeredByFirst,
                "seed \(seed): the twin solver shares every array it offers")
        _ = try RandomSystemPropertyTests.mixOperations(on: first, &firstSystem, rng: &firstRNG) { step, system, edit, rng in
            if Bool.random(using: &rng) { first.compact(sharingStorageWith: sharing) }
            let difference = mismatch(first, system, extra: [edit])
            #expect(difference == nil, "seed \(seed), first solver, step \(step): \(difference ?? "")")
        }
        let untouched = mismatch(second, secondSystem)
        #expect(untouched == nil, "seed \(seed), the twin after the first changed: \(untouched ?? "")")
        _ = try RandomSystemPropertyTests.mixOperations(on: second, &secondSystem, rng: &secondRNG) { step, system, edit, rng in
            if Bool.random(using: &rng) { second.compact(sharingStorageWith: sharing) }
            let difference = mismatch(second, system, extra: [edit])
            #expect(difference == nil, "seed \(seed), second solver, step \(step): \(difference ?? "")")
        }
    }

    /// Forty views in a row, each at least 10 wide and 30 if it can, `gap` apart.
    private func chain(in solver: Solver, gap: Double = 8) throws -> (lefts: [Variable], widths: [Variable]) {
        let lefts = (0..<40).map { Variable("left\($0)") }
        let widths = (0..<40).map { Variable("width\($0)") }
        var constraints: [Constraint] = [Constraint(lefts[0], .equal, 0, strength: .required)]
        for i in 1..<40 {
            constraints.append(lefts[i] == lefts[i - 1] + widths[i - 1] + gap)
        }
        for width in widths {
            constraints.append(width >= 10)
            constraints.append(Constraint(width, .equal, 30, strength: .weak))
        }
        try solver.add(constraints)
        return (lefts, widths)
    }

    @Test func twoEqualLayoutsKeepOneCopyAndAChangeToOneLeavesTheOther() throws {
        let sharing = SolverStorageSharing()
        let (one, two) = (Solver(), Solver())
        let first = try chain(in: one), second = try chain(in: two)
        one.compact(sharingStorageWith: sharing)
        let (held, offeredByOne, sharedByOne) = (sharing.heldBytes, sharing.offered, sharing.shared)
        #expect(held > 0)
        two.compact(sharingStorageWith: sharing)
        #expect(sharing.heldBytes == held, "the second solver's arrays are all kept already")
        #expect(sharing.offered - offeredByOne == offeredByOne && sharing.shared - sharedByOne == offeredByOne)

        try one.add(Constraint(first.widths[3], .equal, 50, strength: .strong))
        one.compact(sharingStorageWith: sharing)
        #expect(one.value(of: first.lefts[39]) == 39 * 38 + 20)
        #expect(second.lefts.map { two.value(of: $0) } == (0..<40).map { Double($0 * 38) })
        #expect(second.widths.map { two.value(of: $0) } == Array(repeating: 30, count: 40))

        try two.add(Constraint(second.widths[0], .equal, 12, strength: .strong))
        #expect(two.value(of: second.lefts[39]) == 39 * 38 - 18)
        #expect(one.value(of: first.lefts[1]) == 38)
    }

    @Test func aTableOverItsLimitForgetsWhatItKeptAndStartsAgain() throws {
        let measuring = SolverStorageSharing()
        let probe = Solver()
        _ = try chain(in: probe)
        probe.compact(sharingStorageWith: measuring)
        let limit = measuring.heldBytes + 64
        let sharing = SolverStorageSharing(byteLimit: limit)
        let a = Solver()
        _ = try chain(in: a)
        a.compact(sharingStorageWith: sharing)
        #expect(sharing.heldBytes == measuring.heldBytes)

        let b = Solver()
        let bItems = try chain(in: b, gap: 9)
        b.compact(sharingStorageWith: sharing)
        #expect(sharing.heldBytes <= limit)
        let (offered, shared) = (sharing.offered, sharing.shared)
        let c = Solver()
        let cItems = try chain(in: c)
        c.compact(sharingStorageWith: sharing)
        #expect(sharing.shared - shared < sharing.offered - offered, "some of what the table kept of a is forgotten")
        #expect(b.value(of: bItems.lefts[39]) == 39 * 39)
        #expect(c.value(of: cItems.lefts[39]) == 39 * 38)
    }
}
