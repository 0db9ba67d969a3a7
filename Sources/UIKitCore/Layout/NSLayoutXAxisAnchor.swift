import Foundation

/// A factory class for creating horizontal layout constraint objects using a fluent API.
@preconcurrency @MainActor
open class NSLayoutXAxisAnchor: NSLayoutAnchor<NSLayoutXAxisAnchor> {
    /// Returns a dimension for the distance from this anchor to the given one: positive when
    /// `otherAnchor` lies after this anchor.
    open func anchorWithOffset(to otherAnchor: NSLayoutXAxisAnchor) -> NSLayoutDimension {
        NSLayoutDimension(terms: AnchorTerms(Array(otherAnchor.terms) + terms.map {
            AnchorTerm(handle: $0.handle, attribute: $0.attribute, coefficient: -$0.coefficient)
        }))
    }

    /// Returns a constraint that places this anchor the system spacing, times `multiplier`,
    /// after the given anchor.
    open func constraint(equalToSystemSpacingAfter anchor: NSLayoutXAxisAnchor, multiplier: CGFloat) -> NSLayoutConstraint {
        constraint(.equal, anchor, constant: LayoutEngine.systemSpacing * multiplier)
    }

    /// Returns a constraint that places this anchor at least the system spacing, times
    /// `multiplier`, after the given anchor.
    open func constraint(greaterThanOrEqualToSystemSpacingAfter anchor: NSLayoutXAxisAnchor,
                         multiplier: CGFloat) -> NSLayoutConstraint {
        constraint(.greaterThanOrEqual, anchor, constant: LayoutEngine.systemSpacing * multiplier)
    }

    /// Returns a constraint that places this anchor at most the system spacing, times
    /// `multiplier`, after the given anchor.
    open func constraint(lessThanOrEqualToSystemSpacingAfter anchor: NSLayoutXAxisAnchor,
                         multiplier: CGFloat) -> NSLayoutConstraint {
        constraint(.lessThanOrEqual, anchor, constant: LayoutEngine.systemSpacing * multiplier)
    }
}
