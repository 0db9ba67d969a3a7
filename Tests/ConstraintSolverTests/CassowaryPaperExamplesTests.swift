import ConstraintSolver
import Testing

/// The worked examples of the Cassowary paper (Badros, Borning and Stuckey,
/// 2001) and the classic tests of its reference implementation.
@Suite struct CassowaryPaperExamplesTests {
    /// The paper's running example: a midpoint `xm` between `xl` and `xr`,
    /// `xl + 10 <= xr`, inside `0...100`, with `xm` dragged by an edit.
    struct Midpoint {
        let xl = Variable("xl"), xm = Variable("xm"), xr = Variable("xr")
        let solver = Solver()

        init() throws {
            try solver.add([
                xm * 2 == xl + xr,
                xl + 10 <= xr,
                xr <= 100,
                xl >= 0,
                // Stays, the stronger on xl, keep the picture where it was.
                Constraint(xl, .equal, 30, strength: .weak),
                Constraint(xr, .equal, 70, strength: Strength(priority: 240)),
            ])
            try solver.addEditVariable(xm, strength: .strong)
        }

        func values() -> [Double] {
            [solver.value(of: xl), solver.value(of: xm), solver.value(of: xr)]
        }
    }

    @Test func draggingTheMidpointMovesTheFreerEndFirst() throws {
        let picture = try Midpoint()
        try picture.solver.suggestValue(picture.xm, 50)
        #expect(picture.values() == [30, 50, 70])
        try picture.solver.suggestValue(picture.xm, 60)
        #expect(picture.values() == [30, 60, 90])
    }

    @Test func draggingTheMidpointToNinetyFivePushesTheRightEndAgainstTheWall() throws {
        let picture = try Midpoint()
        try picture.solver.suggestValue(picture.xm, 95)
        #expect(picture.values() == [90, 95, 100])
    }

    @Test func draggingTheMidpointPastTheLeftWallStopsAtTheClosestFeasiblePoint() throws {
        let picture = try Midpoint()
        try picture.solver.suggestValue(picture.xm, 0)
        #expect(picture.values() == [0, 5, 10])
    }

    @Test func addingAndDeletingUpperBoundsUncoversTheWeakerPreference() throws {
        let x = Variable("x")
        let solver = Solver()
        try solver.add(Constraint(x, .equal, 100, strength: .weak))
        let c10 = x <= 10, c20 = x <= 20
        try solver.add([c10, c20])
        #expect(solver.value(of: x) == 10)
        try solver.remove(c10)
        #expect(solver.value(of: x) == 20)
        try solver.remove(c20)
        #expect(solver.value(of: x) == 100)
        try solver.add([c10, c20])
        #expect(solver.value(of: x) == 10)
        try solver.remove(c10)
        #expect(solver.value(of: x) == 20)
    }

    @Test func addingAndDeletingARequiredLinkBetweenTwoVariables() throws {
        let x = Variable("x"), y = Variable("y")
        let solver = Solver()
        try solver.add([Constraint(x, .equal, 100, strength: .weak), Constraint(y, .equal, 120, strength: .strong)])
        let c10 = x <= 10, c20 = x <= 20, cxy = x * 2 == y
        try solver.add([c10, c20, cxy])
        #expect(solver.value(of: x) == 10 && solver.value(of: y) == 20)
        try solver.remove(c10)
        #expect(solver.value(of: x) == 20 && solver.value(of: y) == 40)
        try solver.remove(cxy)
        #expect(solver.value(of: x) == 20 && solver.value(of: y) == 120)
        try solver.add(c10)
        try solver.add(cxy)
        #expect(solver.value(of: x) == 10 && solver.value(of: y) == 20)
    }

    @Test func contradictoryRequiredEqualitiesAreUnsatisfiable() throws {
        let x = Variable("x")
        let solver = Solver()
        try solver.add(x == 10)
        #expect(throws: SolverError.self) { try solver.add(x == 5) }
    }

    @Test func contradictoryRequiredBoundsAreUnsatisfiable() throws {
        let x = Variable("x")
        let solver = Solver()
        try solver.add(x >= 10)
        #expect(throws: SolverError.self) { try solver.add(x <= 5) }
    }

    @Test func aChainOfInequalitiesThatCannotCloseIsUnsatisfiable() throws {
        let w = Variable("w"), x = Variable("x"), y = Variable("y"), z = Variable("z")
        let solver = Solver()
        try solver.add([w >= 10, x >= w, y >= x, z >= y, z >= 8])
        #expect(throws: SolverError.self) { try solver.add(z <= 4) }
        #expect(solver.value(of: z) >= 10)
    }

    @Test func twoEditVariablesAreSteeredTogetherAndSeparately() throws {
        let x = Variable("x"), y = Variable("y"), w = Variable("w"), h = Variable("h")
        let solver = Solver()
        for v in [x, y, w, h] {
            try solver.add(Constraint(v, .equal, 0, strength: .weak))
        }
        try solver.addEditVariable(x, strength: .strong)
        try solver.addEditVariable(y, strength: .strong)
        try solver.suggestValue(x, 10)
        try solver.suggestValue(y, 20)
        #expect([x, y, w, h].map(solver.value(of:)) == [10, 20, 0, 0])
        try solver.addEditVariable(w, strength: .strong)
        try solver.addEditVariable(h, strength: .strong)
        try solver.suggestValue(w, 30)
        try solver.suggestValue(h, 40)
        #expect([x, y, w, h].map(solver.value(of:)) == [10, 20, 30, 40])
        try solver.suggestValue(x, 50)
        try solver.suggestValue(y, 60)
        #expect([x, y, w, h].map(solver.value(of:)) == [50, 60, 30, 40])
        try solver.removeEditVariable(x)
        try solver.removeEditVariable(y)
        #expect([x, y, w, h].map(solver.value(of:)) == [0, 0, 30, 40])
    }
}
