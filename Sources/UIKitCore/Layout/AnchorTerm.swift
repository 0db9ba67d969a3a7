import ConstraintSolver

/// The solver's names that Foundation also uses (`Foundation.Expression` is a predicate type).
typealias SolverExpression = ConstraintSolver.Expression
typealias SolverRelation = ConstraintSolver.Relation

/// One summand of an anchor: an attribute of a view or layout guide, scaled by a coefficient.
/// Anchors made by `anchorWithOffset(to:)` have two.
struct AnchorTerm {
    /// The view or layout guide, held without keeping it as UIKit's anchors hold their items.
    let handle: LifetimeHandle?
    let attribute: NSLayoutConstraint.Attribute
    let coefficient: Double

    init(handle: LifetimeHandle?, attribute: NSLayoutConstraint.Attribute, coefficient: Double = 1) {
        self.handle = handle
        self.attribute = attribute
        self.coefficient = coefficient
    }

    @MainActor
    init(item: AnyObject?, attribute: NSLayoutConstraint.Attribute, coefficient: Double = 1) {
        self.init(handle: LifetimeHandle.of(item), attribute: attribute, coefficient: coefficient)
    }

    /// The view or layout guide; `nil` once it is gone.
    var item: AnyObject? { handle?.object }
}
