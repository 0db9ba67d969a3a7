import ConstraintSolver
import Foundation

/// Holds one variable of a view where its frame puts it: UIKit's autoresizing-mask constraints
/// for a view that translates its autoresizing mask, and the temporary size constraints of the
/// root of a hierarchy, which nothing else sizes.
///
/// As in UIKit, an autoresizing constraint follows the mask: the flexible parts of an axis (the
/// margins and the size) take their share of a change in the superview's size, so the view
/// moves with its superview as autoresizing moves it. `share` is the edge's share; `constant`
/// is what the edge is when the superview's alignment size is zero. When the superview's size
/// is held at its frame (`sizeIsHeldAtFrame`) the share is zero: autoresizing moves the frame.
///
/// The equality is movable (`ConstraintSolver.Constraint.isMovable`): the solver keeps it in a
/// row of its own and moves its constant in place, where the first move of an equality it
/// folded into its variables would rebuild it; frames move often (resizes, animations).
final class FrameLayoutConstraint: NSLayoutConstraint {
    enum Kind {
        /// `NSAutoresizingMaskLayoutConstraint`: a subview where its frame and mask put it.
        case autoresizing
        /// `_UITemporaryLayoutWidth` and `_UITemporaryLayoutHeight`: a root at its size.
        case temporarySize
    }

    let kind: Kind
    let edge: LayoutEdge
    /// The view, held through the handle of the first term (LifetimeHandle.swift).
    var view: UIView? { firstHeadHandle?.view }
    private(set) var share: CGFloat

    /// `tiedToHeldSizes` ties the edge to its superview's size even when that size is held at
    /// its frame: a fitting size (`systemLayoutSizeFitting`) sizes the view it measures freely.
    init(view: UIView, edge: LayoutEdge, kind: Kind, tiedToHeldSizes: Bool = false) {
        self.kind = kind
        self.edge = edge
        let target = Self.target(of: edge, for: view, tiedToHeldSizes: tiedToHeldSizes)
        share = target.share
        super.init(first: AnchorTerms(handle: view.lifetimeHandle, attribute: edge.attribute), relation: .equal, second: .none,
                   multiplier: 1, constant: target.constant)
        isSystemConstraint = true
        container = view
        if kind == .temporarySize {
            setSystemIdentifier(edge == .width ? "_UITemporaryLayoutWidth" : "_UITemporaryLayoutHeight")
        }
    }

    override var className: String {
        kind == .autoresizing ? "NSAutoresizingMaskLayoutConstraint" : "NSLayoutConstraint"
    }

    override var solverParts: SolverParts { .movableEquality }

    override func makeSolverExpression(_ translator: LayoutTranslator, in container: UIView) -> SolverExpression? {
        guard let view else { return nil }
        translator.prepare(view)
        let variable = edge.variable(of: view.layoutState.variables)
        guard share != 0, let superview = view.superview else { return variable - Double(constant) }
        translator.prepare(superview)
        let superviewVariables = superview.layoutState.variables
        let superviewSize = edge == .minX || edge == .width ? superviewVariables.width : superviewVariables.height
        return variable - superviewSize * Double(share) - Double(constant)
    }

    /// Follows the view's current frame and mask. Returns false when the share changed, which
    /// changes the solver expression rather than its constant.
    func follow() -> Bool {
        guard let view else { return true }
        let target = Self.target(of: edge, for: view)
        if constant != target.constant { constant = target.constant }
        guard abs(target.share - share) > 1e-9 else { return true }
        share = target.share
        return false
    }

    override var equationDescription: String {
        guard let view else { return "(nil)" }
        let name = LayoutDescription.name(of: view)
        let value = LayoutDescription.number(Double(FrameLayoutConstraint.currentValue(of: edge, for: view)))
        guard kind == .autoresizing else { return "\(name).\(edge.name) == \(value)" }
        return "\(Self.maskDescription(view.autoresizingMask)) \(name).\(edge.name) == \(value)"
    }

    /// UIKit's notation for an autoresizing mask: per axis the leading margin, the size and the
    /// trailing margin, `&` when flexible and `-` when fixed; with nothing flexible, the
    /// trailing margin takes up the change.
    static func maskDescription(_ mask: UIView.AutoresizingMask) -> String {
        func axis(_ leading: Bool, _ size: Bool, _ trailing: Bool) -> String {
            guard leading || size || trailing else { return "--&" }
            return (leading ? "&" : "-") + (size ? "&" : "-") + (trailing ? "&" : "-")
        }
        return "h=" + axis(mask.contains(.flexibleLeftMargin), mask.contains(.flexibleWidth), mask.contains(.flexibleRightMargin))
            + " v=" + axis(mask.contains(.flexibleTopMargin), mask.contains(.flexibleHeight), mask.contains(.flexibleBottomMargin))
    }

    /// The edge's value for the view's current geometry: its alignment rectangle in its
    /// superview's bounds, or for a root the size of its alignment rectangle.
    static func currentValue(of edge: LayoutEdge, for view: UIView) -> CGFloat {
        edge.value(of: view.alignmentRect(forFrame: view.untransformedFrame))
    }

    /// Whether the view's size along the axis is its frame's whatever the solver finds: a root's,
    /// or that of a view held at its frame whose size takes no share of its superview's (or
    /// whose superview's is held too). Its subviews then need no tie to its size in the solver:
    /// when its frame changes, autoresizing moves them (`autoresizeSubviews(from:)`), and their
    /// constraints follow their frames. A chain of such ties, from a window down through the
    /// containers to each controller's view, multiplies the solver's work.
    static func sizeIsHeldAtFrame(_ view: UIView, horizontal: Bool) -> Bool {
        var view = view
        while let superview = view.superview {
            guard view.translatesAutoresizingMaskIntoConstraints else { return false }
            let flexibleSize: UIView.AutoresizingMask = horizontal ? .flexibleWidth : .flexibleHeight
            guard view.autoresizingMask.contains(flexibleSize), superview.autoresizesSubviews else { return true }
            view = superview
        }
        return true
    }

    /// The edge's share of a change in the superview's size, as autoresizing distributes it
    /// (in proportion to the current lengths of the flexible parts, or equally when those are
    /// all zero), and the constant that puts the edge at its current value.
    static func target(of edge: LayoutEdge, for view: UIView,
                       tiedToHeldSizes: Bool = false) -> (share: CGFloat, constant: CGFloat) {
        let value = currentValue(of: edge, for: view)
        let horizontal = edge == .minX || edge == .width
        guard let superview = view.superview, superview.autoresizesSubviews,
              tiedToHeldSizes || !sizeIsHeldAtFrame(superview, horizontal: horizontal) else { return (0, value) }
        let mask = view.autoresizingMask
        let frame = view.untransformedFrame
        let boundsSize = horizontal ? superview.bounds.width : superview.bounds.height
        let lengths = horizontal
            ? (frame.minX, frame.width, boundsSize - frame.maxX)
            : (frame.minY, frame.height, boundsSize - frame.maxY)
        let flexible = horizontal
            ? (mask.contains(.flexibleLeftMargin), mask.contains(.flexibleWidth), mask.contains(.flexibleRightMargin))
            : (mask.contains(.flexibleTopMargin), mask.contains(.flexibleHeight), mask.contains(.flexibleBottomMargin))
        let parts = [(flexible.0, lengths.0), (flexible.1, lengths.1), (flexible.2, lengths.2)].filter(\.0)
        guard !parts.isEmpty else { return (0, value) }
        let total = parts.reduce(0) { $0 + max(0, $1.1) }
        func share(of part: (Bool, CGFloat)) -> CGFloat {
            guard part.0 else { return 0 }
            return total > 0 ? max(0, part.1) / total : 1 / CGFloat(parts.count)
        }
        let isPosition = edge == .minX || edge == .minY
        let result = share(of: isPosition ? (flexible.0, lengths.0) : (flexible.1, lengths.1))
        let superviewSize = horizontal
            ? superview.alignmentRect(forFrame: superview.untransformedFrame).width
            : superview.alignmentRect(forFrame: superview.untransformedFrame).height
        return (result, value - result * superviewSize)
    }
}
