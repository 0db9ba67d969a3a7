import ConstraintSolver
import Testing

/// An equality with a strength on each side weighs as the two inequalities it stands for: an
/// intrinsic content size, hugging against growing and compression resistance against shrinking.
@Suite struct TwoStrengthEqualityTests {
    /// A width of 100 that hugs at 250 and resists compression at 750.
    private func contentWidth(_ width: Variable) -> Constraint {
        Constraint(width - 100, strengthAbove: .weak, strengthBelow: .strong)
    }

    @Test func eachSideGivesWayOnlyToStrongerConstraints() throws {
        let width = Variable("width")
        let solver = Solver()
        try solver.add(contentWidth(width))
        #expect(solver.value(of: width) == 100)

        let wider = Constraint(width, .equal, 120, strength: .medium)
        try solver.add(wider)
        #expect(solver.value(of: width) == 120, "stretching beats hugging at 250")
        try solver.remove(wider)
        let widerButWeaker = Constraint(width, .equal, 120, strength: Strength(priority: 200))
        try solver.add(widerButWeaker)
        #expect(solver.value(of: width) == 100, "hugging at 250 beats stretching at 200")
        try solver.remove(widerButWeaker)

        let narrower = Constraint(width, .equal, 60, strength: .medium)
        try solver.add(narrower)
        #expect(solver.value(of: width) == 100, "compression resistance at 750 beats squeezing at 500")
        try solver.remove(narrower)
        let limit = width <= 80
        try solver.add(limit)
        #expect(solver.value(of: width) == 80, "a required limit beats compression resistance")
    }

    @Test func removingItWhileOneSideIsViolatedLeavesNoTraceOfEither() throws {
        for compressed in [true, false] {
            let width = Variable("width"), height = Variable("height")
            let solver = Solver()
            let content = contentWidth(width)
            // Other constraints at both strengths keep their levels in use after the removal.
            try solver.add([Constraint(height, .equal, 10, strength: .weak), Constraint(height, .equal, 10, strength: .strong)])
            try solver.add([content, compressed ? width <= 80 : width >= 130])
            #expect(solver.value(of: width) == (compressed ? 80 : 130))
            try solver.remove(content)
            try solver.add(Constraint(width, .equal, compressed ? 50 : 200, strength: Strength(priority: 100)))
            #expect(solver.value(of: width) == (compressed ? 50 : 200))
        }
    }

    @Test func movingTheConstantMovesTheSizeBothWays() throws {
        let width = Variable("width")
        let solver = Solver()
        let content = contentWidth(width)
        try solver.add([content, width <= 150, Constraint(width, .equal, 0, strength: .medium)])
        #expect(solver.value(of: width) == 100)
        try solver.setConstant(-140, of: content)
        #expect(solver.value(of: width) == 140)
        try solver.setConstant(-200, of: content)
        #expect(solver.value(of: width) == 150)
        try solver.setConstant(-20, of: content)
        #expect(solver.value(of: width) == 20)
    }

    @Test func removingItFreesItsLevelsForOthers() throws {
        let width = Variable("width"), height = Variable("height")
        let solver = Solver()
        let content = contentWidth(width)
        try solver.add([content, Constraint(width, .equal, 300, strength: Strength(priority: 500))])
        #expect(solver.value(of: width) == 300)
        try solver.remove(content)
        try solver.add([Constraint(height, .greaterThanOrEqual, 40, strength: .strong),
                        Constraint(height, .lessThanOrEqual, 10, strength: .weak)])
        #expect(solver.value(of: width) == 300 && solver.value(of: height) == 40)
        try solver.add(contentWidth(width))
        #expect(solver.value(of: width) == 300)
    }

    @Test func itDescribesBothStrengths() {
        let width = Variable("width")
        #expect(contentWidth(width).description == "1.0 * width + -100.0 == 0 | above 250.0, below 750.0")
        #expect(contentWidth(width).strengthBelow == .strong)
        #expect(Constraint(width, .equal, 3, strength: .weak).strengthBelow == .weak)
    }

    /// Random systems with a few content sizes in them: the solver, given each as one equality,
    /// finds the optimum the reference finds for the two inequalities, after adding, after moving
    /// its constant and after removing it.
    @Test(arguments: Array(UInt64(1)...UInt64(100)))
    func randomSystemsReachTheOptimumOfThePairOfInequalities(seed: UInt64) throws {
        var (solver, system, rng) = try RandomSystemPropertyTests.build(seed: seed)
        let optional: [Double] = [900, 750, 500, 250, 100]
        var sizes: [(constraint: Constraint, above: ReferenceSolver.Row, below: ReferenceSolver.Row)] = []
        let count = Int.random(in: 1...3, using: &rng)
        while sizes.count < count {
            var coefficients = Array(repeating: 0.0, count: system.n)
            coefficients[Int.random(in: 0..<system.n, using: &rng)] = 1
            if Bool.random(using: &rng) { coefficients[Int.random(in: 0..<system.n, using: &rng)] -= 1 }
            guard coefficients.contains(where: { $0 != 0 }) else { continue }
            let constant = Double(Int.random(in: -40...40, using: &rng))
            let above = optional.randomElement(using: &rng)!
            let below = optional.filter { $0 != above }.randomElement(using: &rng)!
            var terms: [Term] = []
            for (i, c) in coefficients.enumerated() where c != 0 { terms.append(Term(system.variables[i], c)) }
            let constraint = Constraint(Expression(terms, constant: constant),
                                        strengthAbove: Strength(priority: above), strengthBelow: Strength(priority: below))
            try solver.add(constraint)
            sizes.append((constraint,
                          ReferenceSolver.Row(coefficients: coefficients, constant: constant, relation: .lessThanOrEqual,
                                              priority: above),
                          ReferenceSolver.Row(coefficients: coefficients, constant: constant,
                                              relation: .greaterThanOrEqual, priority: below)))
        }
        func rows() -> [ReferenceSolver.Row] { sizes.flatMap { [$0.above, $0.below] } }
        let added = mismatch(solver, system, extra: rows())
        #expect(added == nil, "seed \(seed) after adding: \(added ?? "")")

        let moved = Double(Int.random(in: -40...40, using: &rng))
        try solver.setConstant(moved, of: sizes[0].constraint)
        sizes[0].above.constant = moved
        sizes[0].below.constant = moved
        let afterMove = mismatch(solver, system, extra: rows())
        #expect(afterMove == nil, "seed \(seed) after moving: \(afterMove ?? "")")

        try solver.remove(sizes.removeLast().constraint)
        let afterRemoval = mismatch(solver, system, extra: rows())
        #expect(afterRemoval == nil, "seed \(seed) after removing: \(afterRemoval ?? "")")
    }
}
