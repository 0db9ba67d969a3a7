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
        if secondView !== firstView && multiplier.isNormal {
            return directStackRowExpression(firstView, firstAttribute, minus: secondView, secondAttribute,
                                            times: multiplier, minus: constant, in: stackView, mirrored: mirrored)
        }
        // A row between a view and itself, or with a zero (or subnormal) multiplier, may name a
        // variable twice or give a term a zero coefficient: the accumulator combines them.
        var accumulator = Accumulator()
        addSide(firstView, firstAttribute, times: 1, in: stackView, mirrored: mirrored, to: &accumulator)
        if let secondView {
            addSide(secondView, secondAttribute, times: -Double(multiplier), in: stackView, mirrored: mirrored,
                    to: &accumulator)
        }
        accumulator.constant -= Double(constant)
        return accumulator.finish()
    }

    /// A stack row between two different views (or one view and a constant) with a nonzero
    /// multiplier, built straight into its expression: no variable can repeat and no coefficient
    /// be zero, so there is nothing to combine. The terms come in the order `addEdge` appends
    /// them (each side's origin, then its size), and the coefficients and the constant are
    /// computed by the same operations in the same order, so the expression is the accumulator's
    /// to the bit, without the accumulator's copies.
    private func directStackRowExpression(_ firstView: UIView, _ firstAttribute: NSLayoutConstraint.Attribute,
                                          minus secondView: UIView?, _ secondAttribute: NSLayoutConstraint.Attribute,
                                          times multiplier: CGFloat, minus constant: CGFloat,
                                          in stackView: UIStackView, mirrored: Bool) -> SolverExpression {
        var sum = 0.0
        let first = side(firstView, firstAttribute, times: 1, in: stackView, mirrored: mirrored, constant: &sum)
        var second = (origin: Term?.none, size: Term?.none)
        if let secondView {
            second = side(secondView, secondAttribute, times: -Double(multiplier), in: stackView, mirrored: mirrored,
                          constant: &sum)
        }
        sum -= Double(constant)
        // The terms present, in order: up to three in the expression's own places, and four as
        // the first and then an array of the rest.
        switch (first.origin, first.size, second.origin, second.size) {
        case let (a?, nil, nil, nil), let (nil, a?, nil, nil), let (nil, nil, a?, nil), let (nil, nil, nil, a?):
            return SolverExpression(first: a, second: nil, constant: sum)
        case let (a?, b?, nil, nil), let (a?, nil, b?, nil), let (a?, nil, nil, b?),
             let (nil, a?, b?, nil), let (nil, a?, nil, b?), let (nil, nil, a?, b?):
            return SolverExpression(first: a, second: b, constant: sum)
        case let (a?, b?, c?, nil), let (a?, b?, nil, c?), let (a?, nil, b?, c?), let (nil, a?, b?, c?):
            return SolverExpression(first: a, second: b, third: c, constant: sum)
        case let (a?, b?, c?, d?):
            return SolverExpression(first: a, tail: [b, c, d], constant: sum)
        case (nil, nil, nil, nil):
            return SolverExpression(sum)
        }
    }

    /// One side of a direct stack row, as `addEdge` appends it without walking up: the view's
    /// origin term (a constant for the stack view itself, whose own space it is), then its size
    /// term; nil where the attribute has none.
    @inline(__always)
    private func side(_ view: UIView, _ attribute: NSLayoutConstraint.Attribute, times factor: Double,
                      in stackView: UIStackView, mirrored: Bool, constant: inout Double) -> (origin: Term?, size: Term?) {
        let (horizontal, origin, size) = Self.decompose(Self.physical(attribute, rightToLeft: mirrored))
        let parts = edgeParts(of: view, horizontal: horizontal, origin: origin, size: size, times: factor,
                              in: stackView, mirrored: mirrored)
        constant += parts.constant
        return (parts.origin, parts.size)
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
