import ConstraintSolver
import Foundation

/// Turns anchors into linear expressions over the solver variables of views and guides.
///
/// A view's variables hold its alignment rectangle in its superview's bounds coordinates, so an
/// attribute is expressed in the coordinate space of a constraint's container (the nearest common
/// ancestor of its items) by adding the frame origins of the views in between. Constraints
/// between siblings, and between a view and its superview, need no such sums.
@MainActor
struct LayoutTranslator {
    /// Called for every view whose variables an expression uses, so that an engine can admit it.
    let prepare: (UIView) -> Void

    /// An alignment rectangle as expressions.
    struct Rect {
        var left: SolverExpression
        var top: SolverExpression
        var width: SolverExpression
        var height: SolverExpression
    }

    func expression(of terms: [AnchorTerm], in container: UIView, mirrored: Bool) -> SolverExpression? {
        var result = SolverExpression()
        for term in terms {
            guard let part = expression(of: term.item, term.attribute, in: container, mirrored: mirrored) else { return nil }
            result = result + part * term.coefficient
        }
        return result
    }

    func expression(of item: AnyObject?, _ attribute: NSLayoutConstraint.Attribute, in container: UIView,
                    mirrored: Bool) -> SolverExpression? {
        switch item {
        case let view as UIView:
            return expression(ofView: view, attribute, in: container, mirrored: mirrored)
        case let guide as UILayoutGuide:
            guard let rect = rect(of: guide, in: container) else { return nil }
            let rightToLeft = guide.owningView.map(Self.isRightToLeft) ?? false
            return Self.edge(attribute.withoutMargin.withoutBaseline, of: rect, rightToLeft: rightToLeft, mirrored: mirrored)
        default:
            return nil
        }
    }

    private func expression(ofView view: UIView, _ attribute: NSLayoutConstraint.Attribute, in container: UIView,
                            mirrored: Bool) -> SolverExpression? {
        switch attribute {
        case .firstBaseline:
            let baselineView = Self.baselineView(view.forFirstBaselineLayout, of: view)
            guard let rect = rect(of: baselineView, in: container) else { return nil }
            return rect.top + Double(baselineView.firstBaselineOffsetFromTop)
        case .lastBaseline:
            let baselineView = Self.baselineView(view.forLastBaselineLayout, of: view)
            guard let rect = rect(of: baselineView, in: container) else { return nil }
            return rect.top + rect.height - Double(baselineView.lastBaselineOffsetFromBottom)
        case .leftMargin, .rightMargin, .topMargin, .bottomMargin, .leadingMargin, .trailingMargin,
             .centerXWithinMargins, .centerYWithinMargins:
            return expression(of: view.layoutMarginsGuide, attribute.withoutMargin, in: container, mirrored: mirrored)
        default:
            guard let rect = rect(of: view, in: container) else { return nil }
            return Self.edge(attribute, of: rect, rightToLeft: Self.isRightToLeft(view), mirrored: mirrored)
        }
    }

    /// The view's alignment rectangle in the coordinates of `container`: its own bounds when it
    /// is the container, with its alignment insets.
    func rect(of view: UIView, in container: UIView) -> Rect? {
        prepare(view)
        let variables = view.layoutState.variables
        if view === container {
            let insets = view.alignmentRectInsets
            return Rect(left: SolverExpression(Double(insets.left)), top: SolverExpression(Double(insets.top)),
                        width: SolverExpression(variables.width), height: SolverExpression(variables.height))
        }
        guard let superview = view.superview, let offset = originOffset(ofSpaceOf: superview, in: container) else { return nil }
        return Rect(left: variables.minX + offset.x, top: variables.minY + offset.y,
                    width: SolverExpression(variables.width), height: SolverExpression(variables.height))
    }

    /// The guide's frame in the coordinates of `container`.
    func rect(of guide: UILayoutGuide, in container: UIView) -> Rect? {
        guard let owner = guide.owningView, let offset = originOffset(ofSpaceOf: owner, in: container) else { return nil }
        let variables = guide.variables
        return Rect(left: variables.minX + offset.x, top: variables.minY + offset.y,
                    width: SolverExpression(variables.width), height: SolverExpression(variables.height))
    }

    /// Where the bounds origin of `view` lies in the coordinates of `container`, an ancestor of
    /// the view or the view itself; `nil` when `container` is not one.
    func originOffset(ofSpaceOf view: UIView, in container: UIView) -> (x: SolverExpression, y: SolverExpression)? {
        var x = SolverExpression(), y = SolverExpression()
        var current = view
        while current !== container {
            guard let superview = current.superview else { return nil }
            prepare(current)
            let variables = current.layoutState.variables
            let insets = current.alignmentRectInsets
            x = x + variables.minX - Double(insets.left)
            y = y + variables.minY - Double(insets.top)
            current = superview
        }
        return (x, y)
    }

    /// One attribute of a rectangle. Leading and trailing follow the layout direction; in a
    /// mirrored constraint (right-to-left, relating leading or trailing) horizontal positions
    /// are negated, so that constants measure toward the trailing side.
    static func edge(_ attribute: NSLayoutConstraint.Attribute, of rect: Rect, rightToLeft: Bool,
                     mirrored: Bool) -> SolverExpression {
        var physical = attribute
        if attribute == .leading { physical = rightToLeft ? .right : .left }
        if attribute == .trailing { physical = rightToLeft ? .left : .right }
        let value: SolverExpression
        switch physical {
        case .left: value = rect.left
        case .right: value = rect.left + rect.width
        case .top: value = rect.top
        case .bottom: value = rect.top + rect.height
        case .width: value = rect.width
        case .height: value = rect.height
        case .centerX: value = rect.left + rect.width * 0.5
        case .centerY: value = rect.top + rect.height * 0.5
        default: value = SolverExpression()
        }
        if mirrored, physical.axis == .horizontal, !physical.isSize { return -value }
        return value
    }

    /// UIKit uses the view's own edges when its baseline view is not one of its descendants.
    static func baselineView(_ candidate: UIView, of view: UIView) -> UIView {
        candidate === view || candidate.isDescendant(of: view) ? candidate : view
    }

    /// Whether leading means right for the view. Until views carry a layout direction (UIKit's
    /// `effectiveUserInterfaceLayoutDirection`), every view lays out left to right.
    static func isRightToLeft(_ view: UIView) -> Bool {
        false
    }

    static func isMirrored(_ terms: [AnchorTerm], in container: UIView) -> Bool {
        terms.contains { $0.attribute.isDirectional } && isRightToLeft(container)
    }

    /// The nearest view that is an ancestor of, or the same as, every view in `views`.
    static func nearestCommonAncestor(of views: [UIView]) -> UIView? {
        guard var result = views.first else { return nil }
        for view in views.dropFirst() {
            guard let common = nearestCommonAncestor(result, view) else { return nil }
            result = common
        }
        return result
    }

    static func nearestCommonAncestor(_ a: UIView, _ b: UIView) -> UIView? {
        if a === b { return a }
        if a.superview === b.superview, let superview = a.superview { return superview }
        if a.superview === b { return b }
        if b.superview === a { return a }
        var ancestors = Set<ObjectIdentifier>()
        var current: UIView? = a
        while let view = current {
            ancestors.insert(ObjectIdentifier(view))
            current = view.superview
        }
        current = b
        while let view = current {
            if ancestors.contains(ObjectIdentifier(view)) { return view }
            current = view.superview
        }
        return nil
    }
}

extension NSLayoutConstraint.Attribute {
    /// The matching edge for a margin attribute; other attributes are returned as they are.
    var withoutMargin: NSLayoutConstraint.Attribute {
        switch self {
        case .leftMargin: return .left
        case .rightMargin: return .right
        case .topMargin: return .top
        case .bottomMargin: return .bottom
        case .leadingMargin: return .leading
        case .trailingMargin: return .trailing
        case .centerXWithinMargins: return .centerX
        case .centerYWithinMargins: return .centerY
        default: return self
        }
    }

    /// Layout guides have no baselines: their top and bottom stand in.
    var withoutBaseline: NSLayoutConstraint.Attribute {
        switch self {
        case .firstBaseline: return .top
        case .lastBaseline: return .bottom
        default: return self
        }
    }
}
