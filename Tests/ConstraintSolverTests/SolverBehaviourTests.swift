import ConstraintSolver
import Testing

@Suite struct SolverBehaviourTests {
    @Test func operatorsBuildTheExpressionMinusTheRightHandSide() {
        let x = Variable("x"), y = Variable("y")
        let constraint = x + 10 <= y * 2
        #expect(constraint.relation == .lessThanOrEqual)
        #expect(constraint.strength == .required)
        #expect(constraint.expression.constant == 10)
        #expect(constraint.expression.terms.map(\.coefficient) == [1, -2])
        #expect(constraint.expression.terms[0].variable === x && constraint.expression.terms[1].variable === y)
    }

    @Test func updatingTheVariablesFlagsOnlyThoseWhoseValuesChanged() throws {
        let x = Variable("x"), y = Variable("y"), z = Variable("z")
        #expect(x.valueChanged && y.valueChanged && z.valueChanged, "a new variable is flagged")
        let solver = Solver()
        let xAt = Constraint(x, .equal, 10, movable: true)
        try solver.add([xAt, Constraint(y, .equal, x + 5), Constraint(z, .equal, 0)])
        for variable in [x, y, z] { variable.valueChanged = false }
        solver.updateVariables()
        #expect(x.value == 10 && y.value == 15 && z.value == 0)
        #expect(x.valueChanged && y.valueChanged, "10 and 15 are new values")
        #expect(!z.valueChanged, "0 was the value already")
        for variable in [x, y, z] { variable.valueChanged = false }
        solver.updateVariables()
        #expect(![x, y, z].contains { $0.valueChanged }, "nothing moved")
        try solver.setConstant(-20, of: xAt)
        solver.updateVariables()
        #expect(x.value == 20 && y.value == 25)
        #expect(x.valueChanged && y.valueChanged && !z.valueChanged)
        // Moved away and back between two reads: flagged, as the solver wrote it twice.
        for variable in [x, y, z] { variable.valueChanged = false }
        try solver.setConstant(-30, of: xAt)
        solver.updateVariables()
        try solver.setConstant(-20, of: xAt)
        solver.updateVariables()
        #expect(x.value == 20 && x.valueChanged)
    }

    @Test func aConstraintGivesBackItsExpressionWhateverItsNumberOfTerms() throws {
        let variables = (0..<5).map { Variable("v\($0)") }
        for count in 0...5 {
            let terms = (0..<count).map { Term(variables[$0], Double($0 + 1)) }
            let constraint = Constraint(Expression(terms, constant: -7), .greaterThanOrEqual)
            #expect(constraint.expression.terms.map(\.coefficient) == terms.map(\.coefficient))
            #expect(zip(constraint.expression.terms, terms).allSatisfy { $0.variable === $1.variable })
            #expect(constraint.expression.constant == -7)
        }
        // The expression the solver holds changes with `setConstant`, and its terms stay.
        let x = variables[0], y = variables[1], z = variables[2]
        let sum = Constraint(Expression([Term(x), Term(y), Term(z, -1)], constant: 0), .equal)
        let solver = Solver()
        try solver.add([sum, Constraint(x, .equal, 3), Constraint(y, .equal, 4)])
        try solver.setConstant(5, of: sum)
        #expect(sum.expression.constant == 5)
        #expect(sum.expression.terms.map(\.coefficient) == [1, 1, -1])
        #expect(solver.value(of: z) == 12)
    }

    @Test func aThreeTermConstraintKeepsEachCoefficientWhileSolversHoldAndMoveIt() throws {
        let x = Variable("x"), y = Variable("y"), z = Variable("z")
        // Every sign of the later two unit coefficients, a first coefficient of any size, a
        // later coefficient that is not a unit, and a -0 one: each reads back bit for bit.
        let coefficients: [(Double, Double, Double)] = [
            (1, 1, 1), (1, 1, -1), (1, -1, 1), (1, -1, -1), (-2.5, -1, -1),
            (1, 0.5, -1), (1, -1, 2), (1, -0.0, 1), (1, 1, -0.0),
        ]
        let made = coefficients.enumerated().map { index, c in
            Constraint(Expression([Term(x, c.0), Term(y, c.1), Term(z, c.2)], constant: -Double(index)),
                       index % 2 == 0 ? .lessThanOrEqual : .greaterThanOrEqual, strength: .weak, movable: index % 3 == 0)
        }
        func check(_ when: Comment) {
            for (index, (constraint, c)) in zip(made, coefficients).enumerated() {
                let terms = constraint.expression.terms
                #expect(terms.map(\.coefficient.bitPattern) == [c.0, c.1, c.2].map(\.bitPattern), when)
                #expect(terms.count == 3 && terms[0].variable === x && terms[1].variable === y && terms[2].variable === z,
                        when)
                #expect(constraint.relation == (index % 2 == 0 ? .lessThanOrEqual : .greaterThanOrEqual), when)
                #expect(constraint.isMovable == (index % 3 == 0), when)
            }
        }
        check("as made")
        // A solver claims them (their record index shares a word with the signs) and a second
        // holds them too.
        let first = Solver(), second = Solver()
        try first.add(made)
        try second.add(made)
        check("held by two solvers")

        // In a solver they weigh as their terms say: x + y - z == 4 with x = 1, y = 2 puts z
        // at -1; x - y - z == 4 puts it at -5.
        for (c, expected) in [((1.0, 1.0, -1.0), -1.0), ((1.0, -1.0, -1.0), -5.0), ((1.0, -1.0, 2.0), 2.5)] {
            let solver = Solver()
            let sum = Constraint(Expression([Term(x, c.0), Term(y, c.1), Term(z, c.2)], constant: 0), .equal)
            try solver.add([Constraint(x, .equal, 1), Constraint(y, .equal, 2), sum])
            try solver.setConstant(-4, of: sum)
            #expect(solver.value(of: z) == expected, "coefficients \(c)")
            #expect(sum.expression.constant == -4 && sum.expression.terms.map(\.coefficient) == [c.0, c.1, c.2])
        }
    }

    @Test func aConstraintKeepsEveryTermWhateverItsFirstCoefficientAndItsStrengths() throws {
        let variables = (0..<5).map { Variable("v\($0)") }
        // First coefficients that are units, and others (-0 among them, which is not a unit);
        // later ones of each kind; from no term to five.
        let firsts: [Double] = [1, -1, 2.5, -0.0, 0.5]
        let laters: [Double] = [-1, 1, 0.25, -1]
        var made: [(constraint: Constraint, coefficients: [Double], below: Strength)] = []
        for count in 0...5 {
            for first in firsts {
                let coefficients = count == 0 ? [] : [first] + laters.prefix(count - 1)
                let expression = Expression(zip(variables, coefficients).map { Term($0, $1) }, constant: Double(made.count))
                made.append((Constraint(expression, .lessThanOrEqual, strength: .medium), coefficients, .medium))
                made.append((Constraint(expression, strengthAbove: .weak, strengthBelow: .strong), coefficients, .strong))
            }
        }
        func check(_ when: Comment) {
            for (index, entry) in made.enumerated() {
                let expression = entry.constraint.expression
                #expect(expression.terms.map(\.coefficient.bitPattern) == entry.coefficients.map(\.bitPattern), when)
                #expect(zip(expression.terms, variables).allSatisfy { $0.variable === $1 }, when)
                #expect(expression.constant == Double(index / 2 * 2), when)
                #expect(entry.constraint.strengthBelow == entry.below, when)
                #expect(entry.constraint.strength == (entry.below == .medium ? .medium : .weak), when)
                #expect(entry.constraint.relation == (entry.below == .medium ? .lessThanOrEqual : .equal), when)
            }
        }
        check("as made")
        let solver = Solver()
        for entry in made where !entry.coefficients.isEmpty { try solver.add(entry.constraint) }
        check("held by a solver")

        // The solver weighs the first term by its coefficient: 2.5 x == 5 puts x at 2, and
        // -x - y == -7 with y = 3 puts x at 4.
        for (terms, constant, expected) in [([Term(variables[0], 2.5)], -5.0, 2.0),
                                            ([Term(variables[0], -1), Term(variables[1], -1)], 7.0, 4.0)] {
            let solver = Solver()
            try solver.add([Constraint(variables[1], .equal, 3), Constraint(Expression(terms, constant: constant), .equal)])
            #expect(solver.value(of: variables[0]) == expected)
        }
    }

    @Test func aStrengthIsKeptToFloatPrecisionAndAnOptionalOneStaysOptional() throws {
        let x = Variable("x")
        let nearlyRequired = Strength(priority: 999.999_999_9)
        let constraint = Constraint(x, .equal, 10, strength: nearlyRequired)
        #expect(!constraint.strength.isRequired && constraint.strength.priority < 1000)
        #expect(constraint.strength.priority == Double(Float(1000).nextDown))
        #expect(Constraint(x, .equal, 10, strength: Strength(priority: 1e-60)).strength.priority > 0)
        #expect(Constraint(x, .equal, 10, strength: Strength(priority: 0.1)).strength.priority == Double(Float(0.1)))
        #expect(Constraint(x, .equal, 10, strength: Strength(priority: 749.25)).strength == Strength(priority: 749.25))
        // Still optional: a required constraint against it wins rather than conflicting.
        let solver = Solver()
        try solver.add([constraint, Constraint(x, .equal, 20)])
        #expect(solver.value(of: x) == 20)
    }

    @Test func aConstraintKeepsItsRelationMovabilityAndStrengthsWhileSolversHoldIt() throws {
        let x = Variable("x"), y = Variable("y")
        var made: [(constraint: Constraint, relation: Relation, movable: Bool, strength: Strength, below: Strength)] = []
        for relation in [Relation.equal, .lessThanOrEqual, .greaterThanOrEqual] {
            for movable in [false, true] {
                for strength in [Strength.required, Strength(priority: 999.5), .weak] {
                    let constraint = Constraint(x - y + Double(made.count), relation, strength: strength, movable: movable)
                    made.append((constraint, relation, movable, strength, strength))
                }
            }
        }
        let twoStrengths = Constraint(Expression([Term(x)], constant: -100), strengthAbove: .weak,
                                      strengthBelow: Strength(priority: 749.25))
        made.append((twoStrengths, .equal, false, .weak, Strength(priority: 749.25)))
        let sameTwice = Constraint(Expression([Term(y)], constant: -50), strengthAbove: .medium, strengthBelow: .medium)
        made.append((sameTwice, .equal, false, .medium, .medium))

        func check(_ when: Comment) {
            for entry in made {
                #expect(entry.constraint.relation == entry.relation, when)
                #expect(entry.constraint.isMovable == entry.movable, when)
                #expect(entry.constraint.strength == entry.strength, when)
                #expect(entry.constraint.strengthBelow == entry.below, when)
            }
        }
        check("as made")
        // Each solver claims the constraints it is the first to hold; the second one holds them
        // unclaimed, and a third claims them again once the first lets them go.
        let first = Solver(), second = Solver()
        for entry in made where entry.strength != .required || entry.relation != .equal {
            try first.add(entry.constraint)
            try second.add(entry.constraint)
        }
        check("held by two solvers")
        for entry in made where first.contains(entry.constraint) { try first.remove(entry.constraint) }
        let third = Solver()
        for entry in made where second.contains(entry.constraint) { try third.add(entry.constraint) }
        check("moved to a third solver")
        #expect(made.allSatisfy { !first.contains($0.constraint) })
        #expect(made.filter { second.contains($0.constraint) }.allSatisfy { third.contains($0.constraint) })
        #expect(twoStrengths.description.hasSuffix("| above 250.0, below 749.25"))
        #expect(sameTwice.description.hasSuffix("| 500.0"))
    }

    @Test func arithmeticKeepsEveryTermInOrderWhateverTheirNumber() {
        let v = (0..<5).map { Variable("v\($0)") }
        // Sums past two terms, a scaled sum and a difference: terms keep their order and each
        // is scaled, however many there are.
        let sum = v[0] + v[1] + v[2] * 2 + 3
        #expect(sum.terms.map(\.coefficient) == [1, 1, 2] && sum.constant == 3)
        let scaled = (sum - (v[3] + v[4] * 4)) * -0.5
        #expect(scaled.terms.map(\.coefficient) == [-0.5, -0.5, -1, 0.5, 2])
        #expect(zip(scaled.terms, v).allSatisfy { $0.variable === $1 })
        #expect(scaled.constant == -1.5)
        // A constraint made from the scaled sum has the same terms, and so does a sum of three
        // made by scaling a sum of two and adding one.
        let constraint = Constraint(scaled, .lessThanOrEqual)
        #expect(constraint.expression.terms.map(\.coefficient) == [-0.5, -0.5, -1, 0.5, 2])
        #expect(zip(constraint.expression.terms, v).allSatisfy { $0.variable === $1 })
        let three = Constraint((v[0] + v[1]) * 3 + v[2], .equal)
        #expect(three.expression.terms.map(\.coefficient) == [3, 3, 1])
        var replaced = scaled
        replaced.terms = [Term(v[4], 7)]
        #expect(replaced.terms.count == 1 && replaced.terms[0].variable === v[4] && replaced.constant == -1.5)
    }

    @Test func solversThatShareVariablesAndConstraintsEachKeepTheirOwnSolution() throws {
        let x = Variable("x"), y = Variable("y"), z = Variable("z")
        let shared = Constraint(y, .equal, x + 10)
        let pinX = Constraint(x, .equal, 5)
        var first: Solver? = Solver()
        let second = Solver()
        // Each solver meets the variables in another order, so they number them differently.
        try first!.add([Constraint(z, .equal, 1), pinX, shared])
        try second.add([Constraint(z, .equal, y * 2), Constraint(x, .equal, 7), shared])
        #expect(first!.value(of: y) == 15 && first!.value(of: z) == 1)
        #expect(second.value(of: y) == 17 && second.value(of: z) == 34)

        // Removing a folded equality rebuilds the first solver; the second keeps its solution.
        try first!.remove(pinX)
        try first!.add(Constraint(x, .equal, 2))
        #expect(first!.value(of: y) == 12)
        #expect(second.value(of: y) == 17)

        // The shared constraint leaves one solver and stays in the other.
        try first!.remove(shared)
        #expect(!first!.contains(shared) && second.contains(shared))
        try second.setConstant(-20, of: shared)
        #expect(second.value(of: y) == 27 && second.value(of: z) == 54)

        // A solver that goes away leaves its variables and constraints to the others, and a new
        // one finds them as any solver does.
        first = nil
        let third = Solver()
        try third.add([shared, Constraint(x, .equal, 1)])
        #expect(third.contains(shared) && third.value(of: y) == 21)
        try second.remove(shared)
        #expect(!second.contains(shared) && third.contains(shared))
        #expect(second.value(of: x) == 7 && third.value(of: y) == 21)
        try third.add(Constraint(z, .equal, y + 1))
        #expect(third.value(of: z) == 22)
    }

    @Test func strengthsFollowUIKitPriorities() {
        #expect(Strength(priority: 1000) == .required && Strength.required.isRequired)
        #expect(Strength(priority: 999) < .required && !Strength(priority: 999).isRequired)
        #expect(Strength.weak < .medium && Strength.medium < .strong && Strength.strong < .required)
        #expect(Strength(priority: 998) < Strength(priority: 999))
    }

    @Test func onePriority999ConstraintBeatsAnyNumberOfPriority998Ones() throws {
        let x = Variable("x")
        let solver = Solver()
        try solver.add(Constraint(x, .equal, 0, strength: Strength(priority: 999)))
        for i in 0..<200 {
            try solver.add(Constraint(x, .equal, Double(10 + i % 3), strength: Strength(priority: 998)))
        }
        #expect(solver.value(of: x) == 0)
    }

    @Test func manyIdenticalWeakConstraintsOutweighFewerWeakOnesOfTheSameStrength() throws {
        let x = Variable("x")
        let solver = Solver()
        try solver.add((0..<3).map { _ in Constraint(x, .equal, 10, strength: .weak) })
        try solver.add((0..<2).map { _ in Constraint(x, .equal, 20, strength: .weak) })
        #expect(solver.value(of: x) == 10)
        try solver.add(Constraint(x, .equal, 20, strength: .weak))
        try solver.add(Constraint(x, .equal, 20, strength: .weak))
        #expect(solver.value(of: x) == 20)
    }

    @Test func addingAConstraintTwiceIsAnError() throws {
        let x = Variable("x")
        let solver = Solver()
        let constraint = x == 1
        try solver.add(constraint)
        #expect(throws: SolverError.self) { try solver.add(constraint) }
        #expect(solver.contains(constraint) && solver.constraints.count == 1)
    }

    @Test func removingAnUnknownConstraintIsAnError() {
        let x = Variable("x")
        #expect(throws: SolverError.self) { try Solver().remove(x == 1) }
    }

    @Test func editVariableErrorsAreReported() throws {
        let x = Variable("x")
        let solver = Solver()
        #expect(throws: SolverError.self) { try solver.addEditVariable(x, strength: .required) }
        #expect(throws: SolverError.self) { try solver.suggestValue(x, 1) }
        #expect(throws: SolverError.self) { try solver.removeEditVariable(x) }
        try solver.addEditVariable(x, strength: .strong)
        #expect(solver.hasEditVariable(x))
        #expect(throws: SolverError.self) { try solver.addEditVariable(x, strength: .weak) }
    }

    @Test func anUnsatisfiableConstraintIsNamedAndLeavesTheSolutionAsItWas() throws {
        let x = Variable("x"), y = Variable("y")
        let solver = Solver()
        try solver.add([x >= 10, y == x + 5, Constraint(x, .equal, 50, strength: .weak)])
        let before = [solver.value(of: x), solver.value(of: y)]
        let conflicting = y <= 12
        do {
            try solver.add(conflicting)
            Issue.record("added an unsatisfiable constraint")
        } catch {
            guard case .unsatisfiableConstraint(let failed) = error else {
                Issue.record("unexpected \(error)")
                return
            }
            #expect(failed === conflicting)
        }
        #expect(!solver.contains(conflicting))
        #expect([solver.value(of: x), solver.value(of: y)] == before)
        try solver.add(y <= 60)
        #expect([solver.value(of: x), solver.value(of: y)] == [50, 55])
    }

    @Test func aBatchWithAnUnsatisfiableConstraintAddsNothing() throws {
        let x = Variable("x"), y = Variable("y")
        let solver = Solver()
        try solver.add(x == 1)
        let batch = [y == x + 1, y >= 0, x == 2]
        #expect(throws: SolverError.self) { try solver.add(batch) }
        #expect(batch.allSatisfy { !solver.contains($0) })
        #expect(solver.value(of: x) == 1 && solver.value(of: y) == 0)
    }

    @Test func removingAFoldedEqualityFreesItsVariable() throws {
        let x = Variable("x"), y = Variable("y")
        let solver = Solver()
        let link = y == x + 5
        try solver.add([x == 10, link, Constraint(y, .equal, 3, strength: .weak)])
        #expect(solver.value(of: y) == 15)
        try solver.remove(link)
        #expect(solver.value(of: x) == 10 && solver.value(of: y) == 3)
    }

    @Test func movingARequiredEqualityTwiceUpdatesTheSolution() throws {
        let x = Variable("x"), y = Variable("y")
        let solver = Solver()
        let height = x == 10
        try solver.add([height, y == x * 2 + 1, y <= 100])
        #expect(solver.value(of: y) == 21)
        try solver.setConstant(-20, of: height)
        #expect(solver.value(of: x) == 20 && solver.value(of: y) == 41)
        try solver.setConstant(-30, of: height)
        #expect(solver.value(of: x) == 30 && solver.value(of: y) == 61)
        #expect(throws: SolverError.self) { try solver.setConstant(-60, of: height) }
        #expect(height.expression.constant == -30)
        #expect(solver.value(of: x) == 30 && solver.value(of: y) == 61)
    }

    @Test func movingAnOptionalConstraintMovesTheSolution() throws {
        let x = Variable("x")
        let solver = Solver()
        let preferred = Constraint(x, .equal, 10, strength: .medium)
        try solver.add([preferred, x <= 40])
        try solver.setConstant(-30, of: preferred)
        #expect(solver.value(of: x) == 30)
        try solver.setConstant(-50, of: preferred)
        #expect(solver.value(of: x) == 40)
    }

    @Test func updateVariablesWritesEveryConstrainedVariable() throws {
        let a = Variable("a"), b = Variable("b"), c = Variable("c")
        let solver = Solver()
        try solver.add([a == 4, b == a + 1, c >= b * 2])
        solver.updateVariables()
        #expect([a.value, b.value, c.value] == [4, 5, 10])
        try solver.addEditVariable(c, strength: .strong)
        try solver.suggestValue(c, 12)
        solver.updateVariables()
        #expect([a.value, b.value, c.value] == [4, 5, 12])
    }

    @Test func unconstrainedVariablesReadZero() throws {
        let x = Variable("x")
        #expect(Solver().value(of: x) == 0)
    }

    @Test func resetForgetsEverything() throws {
        let x = Variable("x")
        let solver = Solver()
        let constraint = x == 3
        try solver.add(constraint)
        try solver.addEditVariable(x, strength: .weak)
        solver.reset()
        #expect(!solver.contains(constraint) && !solver.hasEditVariable(x))
        #expect(solver.value(of: x) == 0)
    }
}
