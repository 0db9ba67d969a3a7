import Foundation

/// A factory class for creating size-based layout constraint objects using a fluent API.
@preconcurrency @MainActor
open class NSLayoutDimension: NSLayoutAnchor<NSLayoutDimension> {
    /// Returns a constraint that defines a constant size for the anchor's size attribute.
    open func constraint(equalToConstant c: CGFloat) -> NSLayoutConstraint {
        constant(.equal, c)
    }

    /// Returns a constraint that defines the minimum size for the anchor's size attribute.
    open func constraint(greaterThanOrEqualToConstant c: CGFloat) -> NSLayoutConstraint {
        constant(.greaterThanOrEqual, c)
    }

    /// Returns a constraint that defines the maximum size for the anchor's size attribute.
    open func constraint(lessThanOrEqualToConstant c: CGFloat) -> NSLayoutConstraint {
        constant(.lessThanOrEqual, c)
    }

    /// Returns a constraint that defines the anchor's size attribute as equal to the specified
    /// anchor multiplied by the constant.
    open func constraint(equalTo anchor: NSLayoutDimension, multiplier m: CGFloat) -> NSLayoutConstraint {
        constraint(.equal, anchor, multiplier: m, constant: 0)
    }

    /// Returns a constraint that defines the anchor's size attribute as equal to the specified
    /// anchor multiplied by the constant plus an offset.
    open func constraint(equalTo anchor: NSLayoutDimension, multiplier m: CGFloat, constant c: CGFloat) -> NSLayoutConstraint {
        constraint(.equal, anchor, multiplier: m, constant: c)
    }

    /// Returns a constraint that defines the anchor's size attribute as greater than or equal to
    /// the specified anchor multiplied by the constant.
    open func constraint(greaterThanOrEqualTo anchor: NSLayoutDimension, multiplier m: CGFloat) -> NSLayoutConstraint {
        constraint(.greaterThanOrEqual, anchor, multiplier: m, constant: 0)
    }

    /// Returns a constraint that defines the anchor's size attribute as greater than or equal to
    /// the specified anchor multiplied by the constant plus an offset.
    open func constraint(greaterThanOrEqualTo anchor: NSLayoutDimension, multiplier m: CGFloat,
                         constant c: CGFloat) -> NSLayoutConstraint {
        constraint(.greaterThanOrEqual, anchor, multiplier: m, constant: c)
    }

    /// Returns a constraint that defines the anchor's size attribute as less than or equal to
    /// the specified anchor multiplied by the constant.
    open func constraint(lessThanOrEqualTo anchor: NSLayoutDimension, multiplier m: CGFloat) -> NSLayoutConstraint {
        constraint(.lessThanOrEqual, anchor, multiplier: m, constant: 0)
    }

    /// Returns a constraint that defines the anchor's size attribute as less than or equal to
    /// the specified anchor multiplied by the constant plus an offset.
    open func constraint(lessThanOrEqualTo anchor: NSLayoutDimension, multiplier m: CGFloat,
                         constant c: CGFloat) -> NSLayoutConstraint {
        constraint(.lessThanOrEqual, anchor, multiplier: m, constant: c)
    }

    private func constant(_ relation: NSLayoutConstraint.Relation, _ c: CGFloat) -> NSLayoutConstraint {
        NSLayoutConstraint(first: terms, relation: relation, second: .none, multiplier: 1, constant: c)
    }
}
