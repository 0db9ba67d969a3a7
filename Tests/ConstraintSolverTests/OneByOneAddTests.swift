import ConstraintSolver
import Testing

/// Optional constraints added one at a time wait for the next read; these
/// tests pin down that the wait changes nothing a caller can see.
@Suite struct OneByOneAddTests {
    /// Three rows of `columns` cells: equal widths and heights, 8 apart,
    /// filling `width`; each cell weakly 50 wide and 44 high (medium), at
    /// most 300 wide (medium). The constraints come in view order, with the
    /// optional ones of a cell before the equalities that tie it to the first.
    static func rows(columns: Int, width: Double) -> (constraints: [Constraint], variables: [Variable]) {
        var constraints: [Constraint] = []
        var variables: [Variable] = []
        var firstTop: Variable?
        for _ in 0..<3 {
            var lefts: [Variable] = [], widths: [Variable] = [], heights: [Variable] = []
            let top = Variable()
            for j in 0..<columns {
                let left = Variable(), cellWidth = Variable(), height = Variable()
                constraints += [cellWidth >= 10, Constraint(cellWidth, .lessThanOrEqual, 300, strength: .medium),
                                Constraint(cellWidth, .equal, 50, strength: .weak), height >= 1,
                                Constraint(height, .equal, 44, strength: .medium)]
                if j == 0 {
                    constraints.append(left == 8)
                } else {
                    constraints += [left == lefts[j - 1] + widths[j - 1] + 8, cellWidth == widths[0],
                                    height == heights[0]]
                }
                lefts.append(left)
                widths.append(cellWidth)
                heights.append(height)
            }
            constraints.append(lefts[columns - 1] + widths[columns - 1] <= width - 8)
            constraints.append(Constraint(lefts[columns - 1] + widths[columns - 1], .equal, width - 8, strength: .strong))
            if let firstTop {
                constraints.append(top == firstTop + 60)
            } else {
                constraints.append(top == 8)
                firstTop = top
            }
            variables += [top] + lefts + widths + heights
        }
        return (constraints, variables)
    }

    @Test func addingOneByOneGivesTheSameSolutionAsOneBatch() throws {
        let (constraints, variables) = Self.rows(columns: 5, width: 400)
        let batch = Solver()
        try batch.add(constraints)
        let oneByOne = Solver()
        for constraint in constraints { try oneByOne.add(constraint) }
        let difference = zip(variables, variables.map { batch.value(of: $0) })
            .map { abs(oneByOne.value(of: $0) - $1) }.max() ?? 0
        #expect(difference < 1e-9)
        // Each row is its top, 5 lefts, 5 widths and 5 heights: the last row
        // is 60 below the first, and its last cell (400 - 6 × 8) / 5 wide,
        // 44 high, at 400 - 8 - 70.4.
        let last = 2 * 16
        #expect(abs(oneByOne.value(of: variables[last + 10]) - 70.4) < 1e-9)
        #expect(abs(oneByOne.value(of: variables[last + 5]) - 321.6) < 1e-9)
        #expect(oneByOne.value(of: variables[last + 15]) == 44)
        #expect(oneByOne.value(of: variables[last]) == 68)
    }

    @Test func anOptionalConstraintAddedAloneCanBeMovedOrRemovedBeforeTheNextRead() throws {
        let x = Variable("x")
        let solver = Solver()
        let preferred = Constraint(x, .equal, 10, strength: .weak)
        let stronger = Constraint(x, .equal, 90, strength: .medium)
        try solver.add(preferred)
        try solver.add(stronger)
        try solver.setConstant(-30, of: preferred)
        try solver.remove(stronger)
        #expect(solver.value(of: x) == 30)
        #expect(solver.contains(preferred) && !solver.contains(stronger))
    }

    @Test func addingAnOptionalConstraintTwiceIsAnErrorBeforeAndAfterARead() throws {
        let x = Variable("x")
        let solver = Solver()
        let preferred = Constraint(x, .equal, 10, strength: .weak)
        try solver.add(preferred)
        #expect(throws: SolverError.self) { try solver.add(preferred) }
        #expect(solver.value(of: x) == 10)
        #expect(throws: SolverError.self) { try solver.add(preferred) }
        #expect(solver.constraints.count == 1)
    }

    @Test func aRequiredConstraintAddedAfterWaitingOptionalOnesIsCheckedAgainstTheRequiredOnly() throws {
        let x = Variable("x"), y = Variable("y")
        let solver = Solver()
        try solver.add(Constraint(x, .equal, 5, strength: .strong))
        try solver.add(Constraint(y, .equal, 100, strength: .weak))
        try solver.add(x >= 20)
        let conflicting = x <= 10
        #expect(throws: SolverError.self) { try solver.add(conflicting) }
        #expect(!solver.contains(conflicting))
        try solver.add(y == x + 1)
        #expect(solver.value(of: x) == 20 && solver.value(of: y) == 21)
    }

    @Test func thousandsOfConstraintsAddedAndRemovedInAnyOrderAreFoundExactlyWhileInTheSolver() throws {
        let solver = Solver()
        let variables = (0..<500).map { Variable("v\($0)") }
        var constraints: [Constraint] = []
        for (i, v) in variables.enumerated() {
            constraints.append(v >= Double(i))
            constraints.append(Constraint(v, .equal, Double(2 * i), strength: .weak))
            constraints.append(Constraint(v, .lessThanOrEqual, Double(3 * i), strength: .medium))
        }
        try solver.add(constraints)
        var generator = SeededGenerator(seed: 7)
        let removed = Array(constraints.shuffled(using: &generator).prefix(900))
        for constraint in removed { try solver.remove(constraint) }
        let gone = Set(removed.map(ObjectIdentifier.init))
        #expect(constraints.allSatisfy { solver.contains($0) == !gone.contains(ObjectIdentifier($0)) })
        #expect(solver.constraints.count == constraints.count - 900)
        for constraint in removed.reversed() { try solver.add(constraint) }
        #expect(constraints.allSatisfy { solver.contains($0) })
        #expect(variables.enumerated().allSatisfy { solver.value(of: $1) == Double(2 * $0) })
    }

    @Test func waitingOptionalConstraintsGoInBeforeAnEditVariableAndASuggestion() throws {
        let x = Variable("x"), width = Variable("width")
        let solver = Solver()
        try solver.add(Constraint(x, .equal, 100, strength: .weak))
        try solver.add(Constraint(x, .lessThanOrEqual, width - 10, strength: .medium))
        try solver.addEditVariable(width, strength: .strong)
        try solver.suggestValue(width, 60)
        solver.updateVariables()
        #expect(x.value == 50 && width.value == 60)
        try solver.suggestValue(width, 300)
        solver.updateVariables()
        #expect(x.value == 100)
    }
}
