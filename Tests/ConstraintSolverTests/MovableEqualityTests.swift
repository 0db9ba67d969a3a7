import ConstraintSolver
import Testing

/// A movable required equality (a frame, a guide edge) keeps a row of its own with a marker, so
/// that moving it is incremental from the first move, where an equality the solver folds into
/// its variables rebuilds the tableau when it first moves.
@Suite struct MovableEqualityTests {
    @Test func itIsNeverFoldedAndNeverSharesARow() throws {
        let x = Variable("x"), y = Variable("y")
        let solver = Solver()
        let frame = Constraint(x, .equal, 10, movable: true)
        let twin = Constraint(x, .equal, 10, movable: true)
        try solver.add([frame, twin, y == x + 5])
        #expect(solver.value(of: y) == 15)
        #expect(frame.isMovable && !(y == x).isMovable)
        let statistics = solver.statistics
        #expect(statistics.foldedConstraints == 1, "only y == x + 5 folds")
        #expect(statistics.groups == 2 && statistics.sharedGroups == 0, "each movable equality has its own row")
        #expect(statistics.symbolsByKind["dummy"] == 2)
    }

    @Test func movingItKeepsEverythingElseInItsRowsAndMovesTheSolution() throws {
        let x = Variable("x"), width = Variable("width"), right = Variable("right")
        let solver = Solver()
        let origin = Constraint(x, .equal, 10, movable: true)
        let size = Constraint(width, .equal, 100, movable: true)
        try solver.add([origin, size, right == x + width, right <= 300])
        #expect(solver.value(of: right) == 110)
        let before = solver.statistics
        for (newX, newWidth) in [(20.0, 150.0), (40.0, 260.0), (0.0, 10.0)] {
            try solver.setConstant(-newX, of: origin)
            try solver.setConstant(-newWidth, of: size)
            #expect(solver.value(of: right) == newX + newWidth)
        }
        let after = solver.statistics
        #expect(after.groups == before.groups && after.rows == before.rows && after.symbols == before.symbols,
                "moved in place: \(before) became \(after)")
        // A move that breaks a required constraint is refused and leaves the solution as it was.
        #expect(throws: SolverError.self) { try solver.setConstant(-400, of: size) }
        #expect(solver.value(of: right) == 10 && size.expression.constant == -10)
        try solver.remove(origin)
        try solver.add(Constraint(x, .equal, 7, strength: .weak))
        #expect(solver.value(of: right) == 17)
    }

    @Test func withStrengthKeepsItMovable() {
        let x = Variable("x")
        #expect(Constraint(x, .equal, 1, movable: true).withStrength(.required).isMovable)
    }

    @Test func anImpliedOneStillRefusesAConstantThatContradictsTheOthers() throws {
        let x = Variable("x"), y = Variable("y")
        let solver = Solver()
        // Tracked from the start, and implied by the two equalities before it.
        let movable = Constraint(y, .equal, -3, movable: true)
        let tie = Constraint(x - y, .equal, 37)
        try solver.add([Constraint(x, .equal, 34), tie, movable])
        #expect(throws: SolverError.self) { try solver.setConstant(-6, of: movable) }
        #expect(movable.expression.constant == 3)
        solver.updateVariables()
        #expect(x.value == 34 && y.value == -3)

        // Folded at first; refused once, it goes back in tracked, and stays refused.
        let folded = Constraint(x, .equal, 34)
        try solver.add(folded)
        #expect(throws: SolverError.self) { try solver.setConstant(-21, of: folded) }
        #expect(throws: SolverError.self) { try solver.setConstant(-6, of: folded) }
        #expect(folded.expression.constant == -34)
        solver.updateVariables()
        #expect(x.value == 34 && y.value == -3)

        // Once nothing implies it, it moves.
        try solver.remove(tie)
        try solver.setConstant(-6, of: movable)
        solver.updateVariables()
        #expect(x.value == 34 && y.value == 6)
    }

    @Test func anEqualityItMadeRedundantStillHoldsWhenItMoves() throws {
        let x = Variable("x"), y = Variable("y")
        let solver = Solver()
        let moving = Constraint(x, .equal, 10, movable: true)
        try solver.add([moving, Constraint(y, .equal, x + 1)])
        // Identical to the movable one, and so implied by it, once added after it.
        let same = Constraint(x, .equal, 10)
        try solver.add(same)
        #expect(throws: SolverError.self) { try solver.setConstant(-20, of: moving) }
        #expect(moving.expression.constant == -10)
        solver.updateVariables()
        #expect(x.value == 10 && y.value == 11)
        try solver.remove(same)
        try solver.setConstant(-20, of: moving)
        solver.updateVariables()
        #expect(x.value == 20 && y.value == 21)
    }
}
