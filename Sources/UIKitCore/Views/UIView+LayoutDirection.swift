import Foundation

extension UIView {
    /// The layout direction of the view's own content: its semantic content attribute applied
    /// to the direction of its traits (right to left when the session's first language is
    /// written so). Leading and trailing constraints held by the view, its margins and its
    /// natural text alignment follow it; it does not pass down to subviews.
    public var effectiveUserInterfaceLayoutDirection: UIUserInterfaceLayoutDirection {
        let inherited: UIUserInterfaceLayoutDirection = traitCollection.layoutDirection == .rightToLeft ? .rightToLeft : .leftToRight
        return Self.userInterfaceLayoutDirection(for: storedSemanticContentAttribute, relativeTo: inherited)
    }

    /// The layout direction for content with `attribute` in the app's layout direction (the
    /// session's language).
    public class func userInterfaceLayoutDirection(for attribute: UISemanticContentAttribute) -> UIUserInterfaceLayoutDirection {
        userInterfaceLayoutDirection(for: attribute, relativeTo: UIApplication.shared.userInterfaceLayoutDirection)
    }

    /// The layout direction for content with `semanticContentAttribute` within `layoutDirection`:
    /// playback and spatial content never flips, forced content takes its own direction.
    public class func userInterfaceLayoutDirection(for semanticContentAttribute: UISemanticContentAttribute,
                                                   relativeTo layoutDirection: UIUserInterfaceLayoutDirection)
        -> UIUserInterfaceLayoutDirection {
        switch semanticContentAttribute {
        case .unspecified: layoutDirection
        case .playback, .spatial, .forceLeftToRight: .leftToRight
        case .forceRightToLeft: .rightToLeft
        }
    }

    /// Whether the view lays its own content out from the right.
    var laysOutRightToLeft: Bool { effectiveUserInterfaceLayoutDirection == .rightToLeft }

    /// `rect`, laid out left to right in the view's bounds, where the view's direction puts it:
    /// mirrored across the bounds when the view lays out from the right.
    func flippedForLayoutDirection(_ rect: CGRect) -> CGRect {
        guard laysOutRightToLeft else { return rect }
        var flipped = rect
        flipped.origin.x = bounds.minX + bounds.maxX - rect.maxX
        return flipped
    }

    /// The view's direction changed: its margins and text alignment follow, and it lays out.
    /// (The caller has its engine translate the directional constraints again.)
    func layoutDirectionDidChange() {
        if storedLayoutMargins.map({ $0.leading != $0.trailing }) ?? false {
            layoutMarginsDidChange()
            owningViewController?.viewLayoutMarginsDidChange()
        }
        effectiveLayoutDirectionDidChange()
        setNeedsLayout()
    }
}
