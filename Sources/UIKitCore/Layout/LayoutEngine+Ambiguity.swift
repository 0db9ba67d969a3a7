import ConstraintSolver
import Foundation

extension LayoutEngine {
    /// The weakest strength there is: a pull at this strength moves a variable only when no
    /// constraint of any priority holds it.
    private static let probeStrength = Strength(priority: 0.001)

    /// Whether the solution could move the variable without breaking any constraint more: it is
    /// pulled both ways at the weakest strength, and is ambiguous if it gives.
    func isAmbiguous(variables: LayoutVariables, edge: LayoutEdge) -> Bool {
        let variable = edge.variable(of: variables)
        let value = solver.value(of: variable)
        for offset in [1.0, -1.0] where moved(variable, from: value, toward: value + offset) != nil {
            return true
        }
        return false
    }

    /// Another frame the constraints allow, with the ambiguous edge pulled 20 points away.
    func alternativeSolution(variables: LayoutVariables, edge: LayoutEdge) -> CGRect? {
        let variable = edge.variable(of: variables)
        let value = solver.value(of: variable)
        for offset in [20.0, -20.0] {
            if let rect = moved(variable, from: value, toward: value + offset, reading: variables) { return rect }
        }
        return nil
    }

    /// Adds a pull on `variable` toward `target`; if the variable moves, returns the rectangle
    /// of `reading` (when given) in that solution. The pull is removed again either way.
    private func moved(_ variable: Variable, from value: Double, toward target: Double,
                       reading: LayoutVariables? = nil) -> CGRect? {
        let pull = ConstraintSolver.Constraint(variable, .equal, target, strength: Self.probeStrength)
        guard (try? solver.add(pull)) != nil else { return nil }
        defer {
            try? solver.remove(pull)
            solutionIsStale = true
        }
        guard abs(solver.value(of: variable) - value) > 1e-6 else { return nil }
        guard let reading else { return .zero }
        return CGRect(x: solver.value(of: reading.minX), y: solver.value(of: reading.minY),
                      width: solver.value(of: reading.width), height: solver.value(of: reading.height))
    }
}
