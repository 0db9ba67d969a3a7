import ConstraintSolver

/// A small random constraint system, kept both as reference rows and as
/// `Constraint`s over real variables.
///
/// Every system ends with one "tie-breaker" per variable, `x[i] == r[i]` at
/// priority `i + 1`, weaker than everything else. Because strengths are
/// strictly ordered, each tie-breaker fixes its variable in turn, so the
/// optimal solution is unique and can be compared value by value.
struct RandomSystem {
    static let priorities: [Double] = [1000, 1000, 1000, 900, 750, 750, 500, 250, 100]

    let variables: [Variable]
    var rows: [ReferenceSolver.Row] = []
    var constraints: [Constraint] = []

    init(variableCount: Int, rng: inout SeededGenerator) {
        variables = (0..<variableCount).map { Variable("x\($0)") }
        for i in 0..<variableCount {
            var coefficients = Array(repeating: 0.0, count: variableCount)
            coefficients[i] = 1
            let target = Double(Int.random(in: -50...50, using: &rng))
            append(ReferenceSolver.Row(coefficients: coefficients, constant: -target,
                                       relation: .equal, priority: Double(i + 1)))
        }
    }

    var n: Int { variables.count }

    /// A random row with one to three terms; one in four is a required
    /// equality `x = c` or `x = y + c`, the kind the solver folds.
    func randomRow(rng: inout SeededGenerator) -> ReferenceSolver.Row {
        var coefficients = Array(repeating: 0.0, count: n)
        if Int.random(in: 0..<4, using: &rng) == 0 {
            let i = Int.random(in: 0..<n, using: &rng), j = Int.random(in: 0..<n, using: &rng)
            coefficients[i] = 1
            if j != i && Bool.random(using: &rng) { coefficients[j] = -1 }
            return ReferenceSolver.Row(coefficients: coefficients,
                                       constant: Double(Int.random(in: -40...40, using: &rng)),
                                       relation: .equal, priority: 1000)
        }
        for _ in 0..<Int.random(in: 1...min(3, n), using: &rng) {
            coefficients[Int.random(in: 0..<n, using: &rng)] = [-3, -2, -1, -0.5, 0.5, 1, 2, 3].randomElement(using: &rng)!
        }
        let relation: Relation = [.equal, .lessThanOrEqual, .greaterThanOrEqual].randomElement(using: &rng)!
        return ReferenceSolver.Row(coefficients: coefficients,
                                   constant: Double(Int.random(in: -40...40, using: &rng)),
                                   relation: relation,
                                   priority: RandomSystem.priorities.randomElement(using: &rng)!)
    }

    func constraint(for row: ReferenceSolver.Row) -> Constraint {
        var terms: [Term] = []
        for (i, c) in row.coefficients.enumerated() where c != 0 {
            terms.append(Term(variables[i], c))
        }
        return Constraint(Expression(terms, constant: row.constant), row.relation,
                          strength: Strength(priority: row.priority))
    }

    @discardableResult
    mutating func append(_ row: ReferenceSolver.Row) -> Constraint {
        let c = constraint(for: row)
        rows.append(row)
        constraints.append(c)
        return c
    }

    /// Adds a random row to the system if `solver` takes its constraint; returns whether it did.
    @discardableResult
    mutating func addRandomRow(to solver: Solver, rng: inout SeededGenerator) -> Bool {
        let row = randomRow(rng: &rng)
        let constraint = constraint(for: row)
        guard (try? solver.add(constraint)) != nil else { return false }
        rows.append(row)
        constraints.append(constraint)
        return true
    }

    mutating func remove(at index: Int) -> Constraint {
        rows.remove(at: index)
        return constraints.remove(at: index)
    }

    /// The indices of rows that are not tie-breakers.
    var removableIndices: Range<Int> { n..<rows.count }
}

/// Whether two numbers agree to a tolerance that scales with their size.
func close(_ a: Double, _ b: Double, _ tolerance: Double = 1e-6) -> Bool {
    abs(a - b) <= tolerance * max(1, abs(a), abs(b))
}

/// Checks the solver's solution against the reference solver; returns a
/// description of the first difference, or nil when they agree.
func mismatch(_ solver: Solver, _ system: RandomSystem, extra: [ReferenceSolver.Row] = []) -> String? {
    let rows = system.rows + extra
    guard let reference = ReferenceSolver.solve(rows, variableCount: system.n) else {
        return "the reference solver finds the required constraints unsatisfiable"
    }
    let values = system.variables.map { solver.value(of: $0) }
    for row in rows where row.priority >= 1000 {
        let v = zip(row.coefficients, values).reduce(row.constant) { $0 + $1.0 * $1.1 }
        let violated: Bool
        switch row.relation {
        case .equal: violated = abs(v) > 1e-6
        case .lessThanOrEqual: violated = v > 1e-6
        case .greaterThanOrEqual: violated = v < -1e-6
        }
        if violated { return "required row \(row) violated by \(values)" }
    }
    for (priority, expected) in reference.errors {
        var error = 0.0
        for row in rows where row.priority == priority {
            let v = zip(row.coefficients, values).reduce(row.constant) { $0 + $1.0 * $1.1 }
            switch row.relation {
            case .equal: error += abs(v)
            case .lessThanOrEqual: error += max(0, v)
            case .greaterThanOrEqual: error += max(0, -v)
            }
        }
        if !close(error, expected) {
            return "error at priority \(priority) is \(error), optimum \(expected); values \(values), reference \(reference.values)"
        }
    }
    for (ours, theirs) in zip(values, reference.values) where !close(ours, theirs) {
        return "values \(values), reference \(reference.values)"
    }
    return nil
}
