import ConstraintSolver
import Foundation

/// Places one edge of a system layout guide (safe area, layout margins, keyboard) in its owning
/// view: `guide.edge == value`, or `guide.edge == owner's bounds size − value` for an edge that
/// follows the owner's size. The value comes from the owner, so it is re-read when the owner's
/// insets change.
final class GuideLayoutConstraint: NSLayoutConstraint {
    /// Where the value comes from: the owner directly, or one part of the insets the guide keeps
    /// from the owner's bounds. The four constraints of an inset guide share one insets function,
    /// so a refresh computes the insets once per guide rather than once or twice per edge.
    enum Value {
        case owner((UIView) -> CGFloat)
        case insets((UIView) -> UIEdgeInsets, part: (UIEdgeInsets) -> CGFloat)
    }

    let edge: LayoutEdge
    let followsOwnerSize: Bool
    let value: Value
    /// The guide, held through the handle of the first term (LifetimeHandle.swift).
    var guide: UILayoutGuide? { firstHeadHandle?.referent(UILayoutGuide.self) }

    convenience init(guide: UILayoutGuide, owner: UIView, edge: LayoutEdge, followsOwnerSize: Bool,
                     identifier: String, value: @escaping (UIView) -> CGFloat) {
        self.init(guide: guide, owner: owner, edge: edge, followsOwnerSize: followsOwnerSize, identifier: identifier,
                  source: .owner(value))
    }

    init(guide: UILayoutGuide, owner: UIView, edge: LayoutEdge, followsOwnerSize: Bool,
         identifier: String, source: Value) {
        self.edge = edge
        self.followsOwnerSize = followsOwnerSize
        self.value = source
        let ownerAttribute: NSLayoutConstraint.Attribute = edge == .minX || edge == .width ? .width : .height
        var insets: UIEdgeInsets?
        let initial = Self.value(of: source, owner: owner, insets: &insets)
        super.init(first: AnchorTerms(handle: guide.lifetimeHandle, attribute: edge.attribute), relation: .equal,
                   second: followsOwnerSize ? AnchorTerms(handle: owner.lifetimeHandle, attribute: ownerAttribute) : .none,
                   multiplier: 1, constant: followsOwnerSize ? -initial : initial)
        setSystemIdentifier(identifier)
        isSystemConstraint = true
        container = owner
    }

    /// The constant the owner's current insets call for.
    func currentConstant(owner: UIView) -> CGFloat {
        var insets: UIEdgeInsets?
        return currentConstant(owner: owner, insets: &insets)
    }

    /// The constant the owner's current insets call for; `insets` holds the guide's insets once
    /// computed, for the guide's other constraints.
    func currentConstant(owner: UIView, insets: inout UIEdgeInsets?) -> CGFloat {
        let value = Self.value(of: self.value, owner: owner, insets: &insets)
        return followsOwnerSize ? -value : value
    }

    private static func value(of source: Value, owner: UIView, insets: inout UIEdgeInsets?) -> CGFloat {
        switch source {
        case .owner(let value):
            return value(owner)
        case .insets(let compute, let part):
            if let insets { return part(insets) }
            let computed = compute(owner)
            insets = computed
            return part(computed)
        }
    }

    /// A movable required equality, as for frames: insets move often (bars, the keyboard, the
    /// first layout of every scene), and the first move of an equality the solver folded would
    /// rebuild it.
    override var solverParts: SolverParts {
        .movableEquality
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
