import ConstraintSolver

/// A slow, independent solver for checking `Solver` on small systems: dense
/// two-phase simplex with Bland's rule, run once per strength level to
/// minimise the errors lexicographically.
enum ReferenceSolver {
    /// A constraint over variable indices: `Σ coefficients[i] × x[i] + constant relation 0`.
    struct Row {
        var coefficients: [Double]
        var constant: Double
        var relation: Relation
        var priority: Double
    }

    struct Solution {
        var values: [Double]
        /// The error sum per optional priority, strongest first.
        var errors: [(priority: Double, error: Double)]
    }

    /// The lexicographically optimal solution, or nil when the required rows
    /// have none.
    static func solve(_ rows: [Row], variableCount n: Int) -> Solution? {
        // Columns: x⁺ and x⁻ per variable, then per row its slack and errors.
        var columnCount = 2 * n
        var equations: [[Double]] = []
        var rhs: [Double] = []
        var errorColumns: [Double: [Int]] = [:]
        for row in rows {
            let eq = row.coefficients.flatMap { [$0, -$0] }
            var extra: [(Int, Double)] = []
            let required = row.priority >= 1000
            switch row.relation {
            case .lessThanOrEqual, .greaterThanOrEqual:
                let sign: Double = row.relation == .lessThanOrEqual ? 1 : -1
                extra.append((columnCount, sign)); columnCount += 1
                if !required {
                    extra.append((columnCount, -sign))
                    errorColumns[row.priority, default: []].append(columnCount)
                    columnCount += 1
                }
            case .equal:
                if !required {
                    extra.append((columnCount, -1)); extra.append((columnCount + 1, 1))
                    errorColumns[row.priority, default: []] += [columnCount, columnCount + 1]
                    columnCount += 2
                }
            }
            equations.append(eq)
            rhs.append(-row.constant)
            for (column, value) in extra {
                while equations[equations.count - 1].count <= column { equations[equations.count - 1].append(0) }
                equations[equations.count - 1][column] = value
            }
        }
        for i in equations.indices {
            while equations[i].count < columnCount { equations[i].append(0) }
        }
        var errors: [(Double, Double)] = []
        for priority in errorColumns.keys.sorted(by: >) {
            var cost = Array(repeating: 0.0, count: columnCount)
            for c in errorColumns[priority]! { cost[c] = 1 }
            guard let (value, _) = minimize(cost, equations, rhs) else { return nil }
            errors.append((priority, value))
            // Hold this level at its optimum while the weaker ones are minimised.
            var bound = cost
            bound.append(1)
            for i in equations.indices { equations[i].append(0) }
            equations.append(bound)
            rhs.append(value + 1e-9 * max(1, abs(value)))
            columnCount += 1
        }
        let zero = Array(repeating: 0.0, count: columnCount)
        guard let (_, z) = minimize(zero, equations, rhs) else { return nil }
        let values = (0..<n).map { z[2 * $0] - z[2 * $0 + 1] }
        return Solution(values: values, errors: errors)
    }

    /// Minimises `cost · z` subject to `a z = b`, `z ≥ 0`.
    static func minimize(_ cost: [Double], _ a: [[Double]], _ b: [Double]) -> (Double, [Double])? {
        let m = a.count, n = cost.count
        // Tableau columns: n originals, m artificials, then the right-hand side.
        var t = Array(repeating: Array(repeating: 0.0, count: n + m + 1), count: m)
        var basis = Array(repeating: 0, count: m)
        for i in 0..<m {
            let sign: Double = b[i] < 0 ? -1 : 1
            for j in 0..<n { t[i][j] = sign * a[i][j] }
            t[i][n + i] = 1
            t[i][n + m] = sign * b[i]
            basis[i] = n + i
        }
        var phaseOne = Array(repeating: 0.0, count: n + m)
        for i in 0..<m { phaseOne[n + i] = 1 }
        run(&t, &basis, phaseOne, allowed: n + m)
        let infeasibility = (0..<m).reduce(0.0) { $0 + (basis[$1] >= n ? t[$1][n + m] : 0) }
        if infeasibility > 1e-7 { return nil }
        // Drive artificial variables out of the basis; drop rows that are redundant.
        var i = 0
        while i < basis.count {
            if basis[i] >= n {
                if let j = (0..<n).first(where: { abs(t[i][$0]) > 1e-9 }) {
                    pivot(&t, &basis, row: i, column: j)
                } else {
                    t.remove(at: i)
                    basis.remove(at: i)
                    continue
                }
            }
            i += 1
        }
        var full = cost
        full += Array(repeating: 0.0, count: m)
        run(&t, &basis, full, allowed: n)
        var z = Array(repeating: 0.0, count: n)
        for (row, column) in basis.enumerated() where column < n {
            z[column] = t[row][n + m]
        }
        let value = (0..<n).reduce(0.0) { $0 + cost[$1] * z[$1] }
        return (value, z)
    }

    static func run(_ t: inout [[Double]], _ basis: inout [Int], _ cost: [Double], allowed: Int) {
        let rhs = t.first.map { $0.count - 1 } ?? 0
        while true {
            var isBasic = Array(repeating: false, count: rhs)
            for b in basis { isBasic[b] = true }
            let basicCost = basis.map { cost[$0] }
            // Reduced costs: c_j - c_B · column_j. Bland: smallest improving j.
            var entering = -1
            for j in 0..<allowed where !isBasic[j] {
                var reduced = cost[j]
                for i in basis.indices where basicCost[i] != 0 { reduced -= basicCost[i] * t[i][j] }
                if reduced < -1e-9 { entering = j; break }
            }
            guard entering >= 0 else { return }
            var leaving = -1
            var best = Double.infinity
            for i in t.indices where t[i][entering] > 1e-9 {
                let ratio = t[i][rhs] / t[i][entering]
                if ratio < best - 1e-12 || (abs(ratio - best) <= 1e-12 && basis[i] < basis[leaving]) {
                    best = ratio
                    leaving = i
                }
            }
            guard leaving >= 0 else { return }
            pivot(&t, &basis, row: leaving, column: entering)
        }
    }

    static func pivot(_ t: inout [[Double]], _ basis: inout [Int], row: Int, column: Int) {
        let p = t[row][column]
        var pivotRow = t[row]
        for j in pivotRow.indices { pivotRow[j] /= p }
        t[row] = pivotRow
        for i in t.indices where i != row {
            let f = t[i][column]
            if f == 0 { continue }
            var r = t[i]
            for j in r.indices where pivotRow[j] != 0 { r[j] -= f * pivotRow[j] }
            t[i] = r
        }
        basis[row] = column
    }
}
