import Testing
@Test func placeholderConstraintSolverTests() { #expect(true) }
