import ConstraintSolver
import Testing

/// Constraints a solver holds by value (`Solver.release(_:)`): the same solutions, removals and
/// constant moves as with their objects.
@Suite struct ConstraintSlotTests {
    @Test func releasingAConstraintKeepsItAndTheSolutionButNotTheObject() throws {
        let x = Variable("x"), y = Variable("y"), z = Variable("z")
        let solver = Solver()
        let lower = Constraint(x, .greaterThanOrEqual, 10)
        let offset = Constraint(y, .equal, x + 5)
        let middle = Constraint(Expression([Term(z, 1), Term(x, -0.5), Term(y, -0.5)], constant: 0), .equal)
        let soft = Constraint(Expression([Term(x, 2)], constant: -40), strengthAbove: .weak, strengthBelow: .medium)
        try solver.add([lower, offset, middle, soft])
        solver.updateVariables()
        #expect(x.value == 20 && y.value == 25 && z.value == 22.5)

        let slots = try [lower, offset, middle, soft].map { constraint throws(SolverError) in try solver.release(constraint) }
        #expect(Set(slots).count == 4)
        #expect(![lower, offset, middle, soft].contains { solver.contains($0) }, "the objects are no longer in the solver")
        #expect(slots.allSatisfy { solver.contains($0) })
        #expect(solver.constraints.count == 4)
        solver.updateVariables()
        #expect(x.value == 20 && y.value == 25 && z.value == 22.5)

        // What each slot holds is what its object stated.
        for (slot, object) in zip(slots, [lower, offset, middle, soft]) {
            let held = try #require(solver.constraint(in: slot))
            #expect(held !== object)
            #expect(held.relation == object.relation && held.strength == object.strength)
            #expect(held.strengthBelow == object.strengthBelow)
            #expect(held.expression.constant == object.expression.constant)
            #expect(held.expression.terms.map(\.coefficient) == object.expression.terms.map(\.coefficient))
            #expect(zip(held.expression.terms, object.expression.terms).allSatisfy { $0.variable === $1.variable })
            #expect(solver.constant(of: slot) == object.expression.constant)
            #expect(solver.strengths(of: slot)?.strength == object.strength)
            #expect(solver.strengths(of: slot)?.below == object.strengthBelow)
        }

        // A released object may go in again, as a constraint of its own.
        try solver.add(lower)
        #expect(solver.contains(lower) && solver.constraints.count == 5)
    }

    @Test func aSlotsConstantMovesAndItsConstraintGoesAsAnObjectsWould() throws {
        let x = Variable("x"), y = Variable("y")
        let solver = Solver()
        let atLeast = Constraint(x, .greaterThanOrEqual, 10)
        let twin = Constraint(x, .greaterThanOrEqual, 10)
        let tied = Constraint(y, .equal, x + 5)
        let prefer = Constraint(x, .equal, 0, strength: .weak)
        try solver.add([atLeast, twin, tied, prefer])
        let atLeastSlot = try solver.release(atLeast)
        let tiedSlot = try solver.release(tied)
        solver.updateVariables()
        #expect(x.value == 10 && y.value == 15)

        // An inequality sharing its row with an identical one moves to a row of its own.
        try solver.setConstant(-30, of: atLeastSlot)
        solver.updateVariables()
        #expect(x.value == 30 && y.value == 35 && solver.constant(of: atLeastSlot) == -30)
        // A folded required equality moves by a rebuild, and the other slot still works after it.
        try solver.setConstant(-7, of: tiedSlot)
        solver.updateVariables()
        #expect(x.value == 30 && y.value == 37)
        try solver.setConstant(-12, of: atLeastSlot)
        solver.updateVariables()
        #expect(x.value == 12 && y.value == 19)

        // A constant that contradicts the required constraints is refused and left as it was.
        let ceiling = Constraint(x, .lessThanOrEqual, 20)
        try solver.add(ceiling)
        #expect(throws: SolverError.self) { try solver.setConstant(-25, of: atLeastSlot) }
        #expect(solver.constant(of: atLeastSlot) == -12)
        solver.updateVariables()
        #expect(x.value == 12 && y.value == 19)

        try solver.remove(atLeastSlot)
        #expect(!solver.contains(atLeastSlot))
        solver.updateVariables()
        #expect(x.value == 10, "the twin still holds x at 10 or more")
        do {
            try solver.remove(atLeastSlot)
            Issue.record("a removed slot was removed again")
        } catch {
            guard case .unknownSlot(let slot) = error else { Issue.record("unexpected \(error)"); return }
            #expect(slot == atLeastSlot)
        }
        #expect(solver.constant(of: atLeastSlot) == nil && solver.constraint(in: atLeastSlot) == nil)
        #expect(solver.strengths(of: atLeastSlot) == nil)

        // The freed slot is given to the next constraint released.
        let again = Constraint(y, .lessThanOrEqual, 100)
        try solver.add(again)
        #expect(try solver.release(again) == atLeastSlot)
        try solver.remove(tiedSlot)
        solver.updateVariables()
        #expect(x.value == 10 && y.value <= 100)
    }

    @Test func aSlotKeepsTermsPastFourAndOtherCoefficientsInOrder() throws {
        let v = (0..<5).map { Variable("v\($0)") }
        let solver = Solver()
        let five = Constraint(Expression(v.map { Term($0) }, constant: -15), .equal)
        let mixed = Constraint(Expression([Term(v[0], 0.5), Term(v[1], -3), Term(v[2], 1)], constant: -10), .lessThanOrEqual)
        let pins = (1..<5).map { Constraint(v[$0], .equal, Double($0)) }
        try solver.add([five, mixed] + pins)
        let slots = try [five, mixed].map { constraint throws(SolverError) in try solver.release(constraint) }
        for (slot, object) in zip(slots, [five, mixed]) {
            let held = try #require(solver.constraint(in: slot))
            #expect(held.expression.terms.map(\.coefficient) == object.expression.terms.map(\.coefficient))
            #expect(zip(held.expression.terms, object.expression.terms).allSatisfy { $0.variable === $1.variable })
            #expect(held.relation == object.relation && held.expression.constant == object.expression.constant)
        }
        solver.updateVariables()
        #expect(v.map(\.value) == [5, 1, 2, 3, 4])
        try solver.setConstant(-16, of: slots[0])
        solver.updateVariables()
        #expect(v[0].value == 6)
    }

    @Test func aDeferredOptionalConstraintIsPlacedBeforeItsObjectGoes() throws {
        let x = Variable("x")
        let solver = Solver()
        try solver.add(Constraint(x, .lessThanOrEqual, 50))
        let prefer = Constraint(x, .equal, 40, strength: .medium)
        try solver.add(prefer)
        let slot = try solver.release(prefer)
        solver.updateVariables()
        #expect(x.value == 40)
        try solver.setConstant(-45, of: slot)
        solver.updateVariables()
        #expect(x.value == 45)
    }

    /// Random systems, half their constraints released, then the operations apps make, each
    /// through a constraint's slot or its object at random: after each, the solution is the
    /// reference's.
    @Test(arguments: RandomSystemPropertyTests.seeds)
    func constraintsHeldByValueSolveAsTheirObjectsDid(seed: UInt64) throws {
        var (solver, system, rng) = try RandomSystemPropertyTests.build(seed: seed)
        var slots: [Int: ConstraintSlot] = [:]
        func releaseSome() throws {
            for index in system.constraints.indices where slots[index] == nil && Bool.random(using: &rng) {
                slots[index] = try solver.release(system.constraints[index])
            }
        }
        try releaseSome()
        #expect(mismatch(solver, system) == nil, "seed \(seed) after releasing")
        for step in 0..<25 {
            switch Int.random(in: 0..<3, using: &rng) {
            case 0:
                if system.addRandomRow(to: solver, rng: &rng) { try releaseSome() }
            case 1 where !system.removableIndices.isEmpty:
                let index = Int.random(in: system.removableIndices, using: &rng)
                let slot = slots[index]
                let object = system.remove(at: index)
                if let slot { try solver.remove(slot) } else { try solver.remove(object) }
                // The system's later constraints moved down by one.
                var moved: [Int: ConstraintSlot] = [:]
                for (k, s) in slots where k != index { moved[k > index ? k - 1 : k] = s }
                slots = moved
            default:
                guard !system.removableIndices.isEmpty else { continue }
                let index = Int.random(in: system.removableIndices, using: &rng)
                let constant = Double(Int.random(in: -40...40, using: &rng))
                var changed = system.rows
                changed[index].constant = constant
                let refused = RandomSystemPropertyTests.isUnsatisfiable { () throws(SolverError) in
                    if let slot = slots[index] {
                        try solver.setConstant(constant, of: slot)
                    } else {
                        try solver.setConstant(constant, of: system.constraints[index])
                    }
                }
                if refused {
                    #expect(ReferenceSolver.solve(changed, variableCount: system.n) == nil,
                            "seed \(seed): rejected constant \(constant) for \(changed[index])")
                } else {
                    system.rows = changed
                }
            }
            let difference = mismatch(solver, system)
            #expect(difference == nil, "seed \(seed) step \(step): \(difference ?? "")")
        }
    }

    @Test func aRedundantRequiredEqualityRefusedOnceStillRefusesAContradictingConstant() throws {
        let x = Variable("x"), y = Variable("y")
        let solver = Solver()
        let implied = Constraint(y, .equal, -3)
        try solver.add([Constraint(x, .equal, 34), Constraint(x - y, .equal, 37), implied])
        #expect(throws: SolverError.self) { try solver.setConstant(21, of: implied) }
        // Refused, it went back in as a tracked equality, implied by the others again.
        #expect(throws: SolverError.self) { try solver.setConstant(-6, of: implied) }
        #expect(implied.expression.constant == 3)
        solver.updateVariables()
        #expect(x.value == 34 && y.value == -3)
        try solver.setConstant(3, of: implied)
        #expect(implied.expression.constant == 3)
    }
}
