import ConstraintSolver
import Foundation

extension LayoutTranslator {
    /// `first − multiplier × second − constant` for a row of `stackView`'s arrangement whose
    /// items are views, each the stack view or one of its subviews, and whose attributes are edges,
    /// centres or sizes: nearly every row. Nil for any other row, which the general translation
    /// (`expression(_:minus:times:minus:in:)`) takes; it would make the same expression, term for
    /// term, only through the walk that any constraint may need (anchor terms, guides, margins,
    /// baselines, views further down, scroll view content).
    ///
    /// Nothing is admitted to the engine before the row is known to be one of these, so a nil
    /// leaves the engine as it was.
    func stackRowExpression(_ first: AnyObject?, _ firstAttribute: NSLayoutConstraint.Attribute,
                            minus second: AnyObject?, _ secondAttribute: NSLayoutConstraint.Attribute,
                            times multiplier: CGFloat, minus constant: CGFloat,
                            in stackView: UIStackView) -> SolverExpression? {
        guard let firstView = first as? UIView, Self.isStackRowSide(firstView, firstAttribute, in: stackView)
        else { return nil }
        var secondView: UIView?
        if secondAttribute != .notAnAttribute, let second {
            guard let view = second as? UIView, Self.isStackRowSide(view, secondAttribute, in: stackView) else {
                return nil
            }
            secondView = view
        }
        let mirrored = (firstAttribute.isDirectional || (secondView != nil && secondAttribute.isDirectional))
            && (engine?.isRightToLeftWhileTranslating(stackView) ?? Self.isRightToLeft(stackView))
        var accumulator = Accumulator()
        addSide(firstView, firstAttribute, times: 1, in: stackView, mirrored: mirrored, to: &accumulator)
        if let secondView {
            addSide(secondView, secondAttribute, times: -Double(multiplier), in: stackView, mirrored: mirrored,
                    to: &accumulator)
        }
        accumulator.constant -= Double(constant)
        return accumulator.finish()
    }

    /// The general translation's last step for the attribute of `view`, without the walk up to
    /// the stack view: the view is the stack view or right inside it.
    private func addSide(_ view: UIView, _ attribute: NSLayoutConstraint.Attribute, times factor: Double,
                         in stackView: UIStackView, mirrored: Bool, to accumulator: inout Accumulator) {
        let (horizontal, origin, size) = Self.decompose(Self.physical(attribute, rightToLeft: mirrored))
        _ = addEdge(of: view, horizontal: horizontal, origin: origin, size: size, times: factor, in: stackView,
                    mirrored: mirrored, walkingUp: false, to: &accumulator)
    }

    /// Whether `attribute` of `view` is an edge, centre or size of the stack view itself or of a
    /// view right inside it.
    private static func isStackRowSide(_ view: UIView, _ attribute: NSLayoutConstraint.Attribute,
                                       in stackView: UIStackView) -> Bool {
        switch attribute {
        case .left, .right, .leading, .trailing, .top, .bottom, .centerX, .centerY, .width, .height:
            return view === stackView || view.superview === stackView
        default:
            return false
        }
    }
}
