import ConstraintSolver

/// A benchmark layout: its constraints, the edit variable that stands for the
/// container width, and a check that a solution has the expected shape.
struct Shape {
    let name: String
    let viewCount: Int
    let constraints: [Constraint]
    let containerWidth: Variable
    let widths: (first: Double, second: Double)
    let check: (Solver, Double) -> Bool

    /// The same constraints with the required ones first, each group in order.
    var requiredFirst: [Constraint] {
        constraints.filter { $0.strength.isRequired } + constraints.filter { !$0.strength.isRequired }
    }
}

/// A view modelled as four variables: left, top, width and height.
struct View {
    let left = Variable(), top = Variable(), width = Variable(), height = Variable()
    var right: Expression { left + width }
    var bottom: Expression { top + height }
}

extension Shape {
    /// `n` views in a row, each 1 after the previous one, all 10 wide except
    /// a flexible middle view that weakly prefers 100; the first starts at 0
    /// and the last ends at the container width.
    static func chain(_ n: Int) -> Shape {
        let views = (0..<n).map { _ in View() }
        let container = Variable("width")
        let middle = n / 2
        var constraints: [Constraint] = [views[0].left == 0]
        for i in views.indices {
            if i > 0 {
                constraints.append(views[i].left == views[i - 1].right + 1)
            }
            if i == middle {
                constraints.append(views[i].width >= 0)
                constraints.append(Constraint(views[i].width, .equal, 100, strength: .weak))
            } else {
                constraints.append(views[i].width == 10)
            }
        }
        constraints.append(views[n - 1].right == container)
        let fixed = Double(11 * (n - 1))
        return Shape(name: "chain", viewCount: n, constraints: constraints, containerWidth: container,
                     widths: (fixed + 50, fixed + 80)) { solver, width in
            abs(solver.value(of: views[middle].width) - (width - fixed)) < 1e-6
                && abs(solver.value(of: views[n - 1].left) + 10 - width) < 1e-6
        }
    }

    /// `n` views in rows of `columns`. In a row: equal widths, aligned tops,
    /// equal heights, 8 apart, from 8 to the container width minus 8 (at
    /// most, and strongly equal). Widths are at least 10, at most 300
    /// (medium) and 50 (weak); heights at least 1 and 44 (medium). Rows are
    /// 4 apart with equal heights, from 8 down to at most the container
    /// height minus 8.
    static func grid(_ n: Int, columns: Int) -> Shape {
        precondition(n % columns == 0, "the grid needs whole rows")
        let rowCount = n / columns
        let views = (0..<n).map { _ in View() }
        let container = Variable("width")
        let containerHeight = Double(rowCount * 48 + 16)
        var constraints: [Constraint] = []
        for r in 0..<rowCount {
            let row = Array(views[(r * columns)..<((r + 1) * columns)])
            let first = row[0]
            for (j, view) in row.enumerated() {
                constraints.append(view.width >= 10)
                constraints.append(Constraint(view.width, .lessThanOrEqual, 300, strength: .medium))
                constraints.append(Constraint(view.width, .equal, 50, strength: .weak))
                constraints.append(view.height >= 1)
                constraints.append(Constraint(view.height, .equal, 44, strength: .medium))
                if j == 0 {
                    constraints.append(view.left == 8)
                } else {
                    constraints.append(view.left == row[j - 1].right + 8)
                    constraints.append(view.width == first.width)
                    constraints.append(view.top == first.top)
                    constraints.append(view.height == first.height)
                }
            }
            constraints.append(row[columns - 1].right <= container - 8)
            constraints.append(Constraint(row[columns - 1].right, .equal, container - 8, strength: .strong))
            if r == 0 {
                constraints.append(first.top == 8)
            } else {
                let above = views[(r - 1) * columns]
                constraints.append(first.top == above.bottom + 4)
                constraints.append(first.height == views[0].height)
            }
        }
        constraints.append(views[n - 1].bottom <= containerHeight - 8)
        let gaps = Double(8 * (columns + 1))
        return Shape(name: "grid", viewCount: n, constraints: constraints, containerWidth: container,
                     widths: (1000, 1200)) { solver, width in
            let expected = (width - gaps) / Double(columns)
            return abs(solver.value(of: views[n - 1].width) - expected) < 1e-6
                && abs(solver.value(of: views[n - 1].height) - 44) < 1e-6
                && abs(solver.value(of: views[n - 1].top) - Double(8 + (rowCount - 1) * 48)) < 1e-6
        }
    }
}
