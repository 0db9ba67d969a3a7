import ConstraintSolver
import Foundation

/// Places one edge of a system layout guide (safe area, layout margins, keyboard) in its owning
/// view: `guide.edge == value`, or `guide.edge == owner's bounds size − value` for an edge that
/// follows the owner's size. The value comes from the owner, so it is re-read when the owner's
/// insets change.
final class GuideLayoutConstraint: NSLayoutConstraint {
    let edge: LayoutEdge
    let followsOwnerSize: Bool
    let value: (UIView) -> CGFloat
    weak var guide: UILayoutGuide?

    init(guide: UILayoutGuide, owner: UIView, edge: LayoutEdge, followsOwnerSize: Bool,
         identifier: String, value: @escaping (UIView) -> CGFloat) {
        self.edge = edge
        self.followsOwnerSize = followsOwnerSize
        self.value = value
        self.guide = guide
        let ownerAttribute: NSLayoutConstraint.Attribute = edge == .minX || edge == .width ? .width : .height
        super.init(first: [AnchorTerm(item: guide, attribute: edge.attribute)], relation: .equal,
                   second: followsOwnerSize ? [AnchorTerm(item: owner, attribute: ownerAttribute)] : [],
                   multiplier: 1, constant: followsOwnerSize ? -value(owner) : value(owner))
        self.identifier = identifier
        isSystemConstraint = true
        container = owner
    }

    /// The constant the owner's current insets call for.
    func currentConstant(owner: UIView) -> CGFloat {
        followsOwnerSize ? -value(owner) : value(owner)
    }

    override func makeSolverExpression(_ translator: LayoutTranslator, in container: UIView) -> SolverExpression? {
        guard let guide, let owner = guide.owningView else { return nil }
        let variable = edge.variable(of: guide.variables)
        guard followsOwnerSize else { return variable - Double(constant) }
        translator.prepare(owner)
        let ownerVariables = owner.layoutState.variables
        let insets = owner.alignmentRectInsets
        // The guide is measured in the owner's bounds, which are its alignment rectangle plus
        // its alignment insets.
        let horizontal = edge == .minX || edge == .width
        let ownerSize = horizontal
            ? ownerVariables.width + Double(insets.left + insets.right)
            : ownerVariables.height + Double(insets.top + insets.bottom)
        return variable - ownerSize - Double(constant)
    }
}
