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
        addStackRowSide(firstView, firstAttribute, times: 1, in: stackView, mirrored: mirrored, to: &accumulator)
        if let secondView {
            addStackRowSide(secondView, secondAttribute, times: -Double(multiplier), in: stackView, mirrored: mirrored,
                            to: &accumulator)
        }
        accumulator.constant -= Double(constant)
        return accumulator.finish()
    }

    /// Adds `factor ×` the attribute of `view` in the order the general translation adds it: its
    /// origin (for the stack view itself, its alignment insets, in the constant), then its size.
    private func addStackRowSide(_ view: UIView, _ attribute: NSLayoutConstraint.Attribute, times factor: Double,
                                 in stackView: UIStackView, mirrored: Bool, to accumulator: inout Accumulator) {
        let (horizontal, origin, size) = Self.decompose(Self.physical(attribute, rightToLeft: mirrored))
        prepare(view)
        let variables = view.layoutState.variables
        let sign = mirrored && horizontal && origin != 0 ? -1.0 : 1.0
        if origin != 0 {
            if view === stackView {
                let insets = view.alignmentRectInsets
                accumulator.constant += factor * sign * Double(horizontal ? insets.left : insets.top)
            } else {
                accumulator.append(Term(horizontal ? variables.minX : variables.minY, factor * sign))
            }
        }
        if size != 0 {
            accumulator.append(Term(horizontal ? variables.width : variables.height, factor * size * sign))
        }
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
