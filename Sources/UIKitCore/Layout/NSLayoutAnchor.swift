import Foundation

/// A factory class for creating layout constraint objects using a fluent API.
///
/// Use the subclasses: `NSLayoutXAxisAnchor` and `NSLayoutYAxisAnchor` for positions,
/// `NSLayoutDimension` for sizes. The type parameter keeps constraints between anchors of the
/// same kind, so a leading anchor cannot be related to a top anchor.
@preconcurrency @MainActor
open class NSLayoutAnchor<AnchorType: AnyObject>: NSObject {
    let terms: AnchorTerms

    init(terms: AnchorTerms) {
        self.terms = terms
    }

    convenience init(item: AnyObject, attribute: NSLayoutConstraint.Attribute) {
        self.init(terms: AnchorTerms(item: item, attribute: attribute))
    }

    /// The view or layout guide the anchor belongs to.
    public var item: AnyObject? { terms.first?.item }

    /// The anchor's name for debugging: its item and attribute.
    public var name: String {
        LayoutDescription.describe(terms)
    }

    /// Returns a constraint that defines one item's attribute as equal to another.
    open func constraint(equalTo anchor: NSLayoutAnchor<AnchorType>) -> NSLayoutConstraint {
        constraint(.equal, anchor, constant: 0)
    }

    /// Returns a constraint that defines one item's attribute as equal to another item's
    /// attribute plus a constant offset.
    open func constraint(equalTo anchor: NSLayoutAnchor<AnchorType>, constant c: CGFloat) -> NSLayoutConstraint {
        constraint(.equal, anchor, constant: c)
    }

    /// Returns a constraint that defines one item's attribute as greater than or equal to another.
    open func constraint(greaterThanOrEqualTo anchor: NSLayoutAnchor<AnchorType>) -> NSLayoutConstraint {
        constraint(.greaterThanOrEqual, anchor, constant: 0)
    }

    /// Returns a constraint that defines one item's attribute as greater than or equal to another
    /// item's attribute plus a constant offset.
    open func constraint(greaterThanOrEqualTo anchor: NSLayoutAnchor<AnchorType>, constant c: CGFloat) -> NSLayoutConstraint {
        constraint(.greaterThanOrEqual, anchor, constant: c)
    }

    /// Returns a constraint that defines one item's attribute as less than or equal to another.
    open func constraint(lessThanOrEqualTo anchor: NSLayoutAnchor<AnchorType>) -> NSLayoutConstraint {
        constraint(.lessThanOrEqual, anchor, constant: 0)
    }

    /// Returns a constraint that defines one item's attribute as less than or equal to another
    /// item's attribute plus a constant offset.
    open func constraint(lessThanOrEqualTo anchor: NSLayoutAnchor<AnchorType>, constant c: CGFloat) -> NSLayoutConstraint {
        constraint(.lessThanOrEqual, anchor, constant: c)
    }

    /// Whether the constraints that affect the anchor's item leave its attribute ambiguous.
    public var hasAmbiguousLayout: Bool {
        guard let term = terms.first, let axis = term.attribute.axis else { return false }
        if let view = term.item as? UIView { return view.hasAmbiguousLayout(along: axis) }
        if let guide = term.item as? UILayoutGuide { return guide.hasAmbiguousLayout(along: axis) }
        return false
    }

    /// The constraints that affect the layout of the anchor's item along the anchor's axis.
    public var constraintsAffectingLayout: [NSLayoutConstraint] {
        guard let term = terms.first, let axis = term.attribute.axis else { return [] }
        if let view = term.item as? UIView { return view.constraintsAffectingLayout(for: axis) }
        if let guide = term.item as? UILayoutGuide { return guide.constraintsAffectingLayout(for: axis) }
        return []
    }

    func constraint(_ relation: NSLayoutConstraint.Relation, _ anchor: NSLayoutAnchor<AnchorType>,
                    multiplier: CGFloat = 1, constant: CGFloat) -> NSLayoutConstraint {
        NSLayoutConstraint(first: terms, relation: relation, second: anchor.terms, multiplier: multiplier, constant: constant)
    }
}
