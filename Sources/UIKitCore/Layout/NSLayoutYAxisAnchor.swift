import Foundation

/// A factory class for creating vertical layout constraint objects using a fluent API.
@preconcurrency @MainActor
open class NSLayoutYAxisAnchor: NSLayoutAnchor<NSLayoutYAxisAnchor> {
    /// Returns a dimension for the distance from this anchor to the given one: positive when
    /// `otherAnchor` lies below this anchor.
    open func anchorWithOffset(to otherAnchor: NSLayoutYAxisAnchor) -> NSLayoutDimension {
        NSLayoutDimension(terms: AnchorTerms(Array(otherAnchor.terms) + terms.map {
            AnchorTerm(handle: $0.handle, attribute: $0.attribute, coefficient: -$0.coefficient)
        }))
    }

    /// Returns a constraint that places this anchor the system spacing, times `multiplier`,
    /// below the given anchor.
    open func constraint(equalToSystemSpacingBelow anchor: NSLayoutYAxisAnchor, multiplier: CGFloat) -> NSLayoutConstraint {
        constraint(.equal, anchor, constant: LayoutEngine.systemSpacing * multiplier)
    }

    /// Returns a constraint that places this anchor at least the system spacing, times
    /// `multiplier`, below the given anchor.
    open func constraint(greaterThanOrEqualToSystemSpacingBelow anchor: NSLayoutYAxisAnchor,
                         multiplier: CGFloat) -> NSLayoutConstraint {
        constraint(.greaterThanOrEqual, anchor, constant: LayoutEngine.systemSpacing * multiplier)
    }

    /// Returns a constraint that places this anchor at most the system spacing, times
    /// `multiplier`, below the given anchor.
    open func constraint(lessThanOrEqualToSystemSpacingBelow anchor: NSLayoutYAxisAnchor,
                         multiplier: CGFloat) -> NSLayoutConstraint {
        constraint(.lessThanOrEqual, anchor, constant: LayoutEngine.systemSpacing * multiplier)
    }
}
