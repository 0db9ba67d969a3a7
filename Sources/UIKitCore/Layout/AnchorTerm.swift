import ConstraintSolver

/// The solver's names that Foundation also uses (`Foundation.Expression` is a predicate type).
typealias SolverExpression = ConstraintSolver.Expression
typealias SolverRelation = ConstraintSolver.Relation

/// One summand of an anchor: an attribute of a view or layout guide, scaled by a coefficient.
/// Anchors made by `anchorWithOffset(to:)` have two.
struct AnchorTerm {
    /// The view or layout guide, held weakly as UIKit's anchors hold their items.
    weak var item: AnyObject?
    let attribute: NSLayoutConstraint.Attribute
    let coefficient: Double

    init(item: AnyObject?, attribute: NSLayoutConstraint.Attribute, coefficient: Double = 1) {
        self.item = item
        self.attribute = attribute
        self.coefficient = coefficient
    }
}
