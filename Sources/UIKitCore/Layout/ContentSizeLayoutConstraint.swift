import ConstraintSolver
import Foundation

/// UIKit's `NSContentSizeLayoutConstraint`: a view's size along one axis hugs its intrinsic
/// content size (`size ≤ intrinsic` at the hugging priority) and resists compression
/// (`size ≥ intrinsic` at the compression-resistance priority).
final class ContentSizeLayoutConstraint: PairedLayoutConstraint {
    var hugging: UILayoutPriority
    var compressionResistance: UILayoutPriority
    let axis: NSLayoutConstraint.Axis
    /// The view, held through the handle of the first term (LifetimeHandle.swift).
    var view: UIView? { firstHeadHandle?.view }

    init(view: UIView, axis: NSLayoutConstraint.Axis, size: CGFloat, hugging: UILayoutPriority,
         compressionResistance: UILayoutPriority) {
        self.axis = axis
        self.hugging = hugging
        self.compressionResistance = compressionResistance
        super.init(first: AnchorTerms(handle: view.lifetimeHandle, attribute: axis == .horizontal ? .width : .height),
                   relation: .equal, second: .none, multiplier: 1, constant: size)
        isSystemConstraint = true
        container = view
    }

    override var className: String { "NSContentSizeLayoutConstraint" }

    /// Hugging resists growing and compression resistance shrinking: one optional equality with
    /// a strength on each side, one row of the solver. A required side needs a required
    /// inequality, so then the two are a pair.
    override var solverParts: SolverParts {
        let hugging = hugging.strength, compression = compressionResistance.strength
        guard !hugging.isRequired && !compression.isRequired else {
            return SolverParts(first: (.lessThanOrEqual, hugging), second: (.greaterThanOrEqual, compression))
        }
        guard hugging != compression else { return SolverParts(first: (.equal, hugging)) }
        return SolverParts(equalityAbove: hugging, below: compression)
    }

    override func makeSolverExpression(_ translator: LayoutTranslator, in container: UIView) -> SolverExpression? {
        guard let view else { return nil }
        translator.prepare(view)
        let variables = view.layoutState.variables
        return (axis == .horizontal ? variables.width : variables.height) - Double(constant)
    }

    override var equationDescription: String {
        "\(LayoutDescription.describe(firstTerms)) == \(LayoutDescription.number(Double(constant))) "
            + "Hug:\(LayoutDescription.number(Double(hugging.rawValue))) "
            + "CompressionResistance:\(LayoutDescription.number(Double(compressionResistance.rawValue)))"
    }
}
