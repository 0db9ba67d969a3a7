import ConstraintSolver
import Foundation

extension UIView {
    /// The size the view's constraints give it when its width and height are drawn toward
    /// `targetSize` at the given priorities, measured in a scratch solver so that the view and
    /// its engine are left as they are.
    ///
    /// The constraints are those within the view's subtree: the constraints its views hold, the
    /// content sizes of the views positioned by constraints (and of the view itself), the frames
    /// of the views that translate their autoresizing masks (following the view's size as their
    /// masks say), and the view's layout guides. Constraints to views outside the subtree, and the
    /// view's own autoresizing constraints, do not count.
    func fittingSize(for targetSize: CGSize, horizontalPriority: UILayoutPriority,
                     verticalPriority: UILayoutPriority) -> CGSize {
        updateConstraintsIfNeeded()
        let translator = LayoutTranslator(engine: nil)
        var parts: [ConstraintSolver.Constraint] = []
        func add(_ constraint: NSLayoutConstraint, in container: UIView) {
            guard let expression = constraint.makeSolverExpression(translator, in: container) else { return }
            let (first, second) = constraint.solverParts.makeConstraints(on: expression)
            parts.append(first)
            if let second { parts.append(second) }
        }
        forEachViewInSubtree { view in
            let state = view.autoLayout
            if view !== self, state?.translatesAutoresizingMask ?? true {
                for edge in [LayoutEdge.minX, .minY, .width, .height] {
                    add(FrameLayoutConstraint(view: view, edge: edge, kind: .autoresizing, tiedToHeldSizes: true), in: view)
                }
            } else {
                for constraint in view.contentSizeConstraintsForFitting() { add(constraint, in: view) }
            }
            if let stackView = view as? UIStackView, let engine = LayoutEngine.engine(for: stackView, create: false) {
                for (row, shape) in engine.arrangementRows(of: stackView) {
                    if let part = row.makeSolverConstraint(shape, translator, in: stackView) { parts.append(part) }
                }
            }
            guard let state else { return }
            for constraint in state.installed where constraint.activeFlag {
                guard let container = constraint.container, container === self || container.isDescendant(of: self) else { continue }
                add(constraint, in: container)
            }
            for guide in state.allGuides {
                for constraint in guide.systemConstraints where constraint.activeFlag { add(constraint, in: view) }
            }
        }
        let variables = layoutState.variables
        parts.append(ConstraintSolver.Constraint(variables.width, .equal, Double(targetSize.width),
                                                 strength: horizontalPriority.strength))
        parts.append(ConstraintSolver.Constraint(variables.height, .equal, Double(targetSize.height),
                                                 strength: verticalPriority.strength))
        let solver = Solver()
        Self.addDroppingConflicts(parts, to: solver)
        let alignment = CGRect(x: 0, y: 0, width: solver.value(of: variables.width), height: solver.value(of: variables.height))
        let size = frame(forAlignmentRect: alignment).size
        let scale = window?.screen?.scale ?? UITraitCollection.current.displayScale
        func snap(_ value: CGFloat) -> CGFloat { scale > 0 ? value.snapped(toPixelsOf: scale) : value }
        return CGSize(width: max(0, snap(size.width)), height: max(0, snap(size.height)))
    }

    private func contentSizeConstraintsForFitting() -> [ContentSizeLayoutConstraint] {
        let size = intrinsicContentSize
        var constraints: [ContentSizeLayoutConstraint] = []
        for axis in [NSLayoutConstraint.Axis.horizontal, .vertical] {
            let value = axis == .horizontal ? size.width : size.height
            guard value >= 0 else { continue }
            constraints.append(ContentSizeLayoutConstraint(
                view: self, axis: axis, size: value, hugging: contentHuggingPriority(for: axis),
                compressionResistance: contentCompressionResistancePriority(for: axis)))
        }
        return constraints
    }

    /// Adds what fits; a required constraint that conflicts with the others is left out.
    private static func addDroppingConflicts(_ parts: [ConstraintSolver.Constraint], to solver: Solver) {
        var remaining = parts
        while !remaining.isEmpty {
            do {
                try solver.add(remaining)
                return
            } catch {
                guard case .unsatisfiableConstraint(let failing) = error else { return }
                remaining.removeAll { $0 === failing }
            }
        }
    }
}
