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
    /// The engine that admits every view whose variables an expression uses; none when the
    /// expression is only measured (fitting sizes). The engine keeps its translator, so it
    /// outlives it.
    unowned(unsafe) let engine: LayoutEngine?

    /// Admits `view` to the engine, so that its variables are the engine's.
    @inline(__always)
    func prepare(_ view: UIView) {
        engine?.admit(view)
    }

    /// A linear expression being built: terms are appended as they come, and combined once the
    /// expression is done. A constraint between siblings or with its superview has up to four
    /// terms (an edge, and a size for a right edge or a centre, on each side), which live in the
    /// value; more, across levels of the hierarchy, go to an array.
    struct Accumulator {
        private var t0: Term?
        private var t1: Term?
        private var t2: Term?
        private var t3: Term?
        private var more: [Term] = []
        private var count = 0
        var constant = 0.0

        mutating func append(_ term: Term) {
            switch count {
            case 0: t0 = term
            case 1: t1 = term
            case 2: t2 = term
            case 3: t3 = term
            default: more.append(term)
            }
            count += 1
        }

        /// The expression with each variable once, its coefficients added up in the order they
        /// came, and without the variables they cancel out of (a constraint between siblings names
        /// their superview's origin once on each side).
        mutating func finish() -> SolverExpression {
            guard isCombined else { return Self.combined(terms, constant: constant) }
            // The terms move out of the accumulator, which is done with.
            let first = t0, second = t1, third = t2, fourth = t3
            (t0, t1, t2, t3) = (nil, nil, nil, nil)
            switch count {
            case 0: return SolverExpression(constant)
            case 1, 2: return SolverExpression(first: first, second: second, constant: constant)
            case 3:
                return SolverExpression(first: first.unsafelyUnwrapped, second: second.unsafelyUnwrapped,
                                        third: third.unsafelyUnwrapped, constant: constant)
            default:
                return SolverExpression(first: first.unsafelyUnwrapped,
                                        tail: [second.unsafelyUnwrapped, third.unsafelyUnwrapped, fourth.unsafelyUnwrapped],
                                        constant: constant)
            }
        }

        /// Whether no variable repeats and no coefficient is zero: the terms are the expression as
        /// they are (most constraints).
        private var isCombined: Bool {
            guard count <= 4 else { return false }
            if t0?.coefficient == 0 || t1?.coefficient == 0 || t2?.coefficient == 0 || t3?.coefficient == 0 {
                return false
            }
            let v0 = t0.map { ObjectIdentifier($0.variable) }, v1 = t1.map { ObjectIdentifier($0.variable) }
            let v2 = t2.map { ObjectIdentifier($0.variable) }, v3 = t3.map { ObjectIdentifier($0.variable) }
            if v1 != nil && v1 == v0 { return false }
            if v2 != nil && (v2 == v0 || v2 == v1) { return false }
            if v3 != nil && (v3 == v0 || v3 == v1 || v3 == v2) { return false }
            return true
        }

        private var terms: [Term] {
            var terms: [Term] = []
            terms.reserveCapacity(count)
            for term in [t0, t1, t2, t3].prefix(count) { terms.append(term.unsafelyUnwrapped) }
            return terms + more
        }

        private static func combined(_ terms: [Term], constant: Double) -> SolverExpression {
            var terms = terms
            var distinct = 0
            for index in terms.indices {
                let term = terms[index]
                let id = ObjectIdentifier(term.variable)
                if let k = terms[..<distinct].firstIndex(where: { ObjectIdentifier($0.variable) == id }) {
                    terms[k].coefficient += term.coefficient
                } else {
                    terms[distinct] = term
                    distinct += 1
                }
            }
            var kept = 0
            for k in 0..<distinct where terms[k].coefficient != 0 {
                terms[kept] = terms[k]
                kept += 1
            }
            terms.removeSubrange(kept...)
            return SolverExpression(terms, constant: constant)
        }
    }

    /// `first − multiplier × second − constant`, with every item in the coordinate space of
    /// `container` and leading and trailing in its direction; `nil` when an item is gone or
    /// outside the container. What a constraint between the two sides translates to.
    func expression(_ first: AnchorTerms, minus second: AnchorTerms, times multiplier: CGFloat, minus constant: CGFloat,
                    in container: UIView) -> SolverExpression? {
        let mirrored = isMirrored(first, second, in: container)
        var accumulator = Accumulator()
        guard add(first, times: 1, in: container, mirrored: mirrored, to: &accumulator),
              add(second, times: -Double(multiplier), in: container, mirrored: mirrored, to: &accumulator)
        else { return nil }
        accumulator.constant -= Double(constant)
        return accumulator.finish()
    }

    func expression(of terms: AnchorTerms, in container: UIView, mirrored: Bool) -> SolverExpression? {
        var accumulator = Accumulator()
        guard add(terms, times: 1, in: container, mirrored: mirrored, to: &accumulator) else { return nil }
        return accumulator.finish()
    }

    /// Adds `factor × Σ terms` to the accumulator; false when an item is gone or outside
    /// `container`.
    func add(_ terms: AnchorTerms, times factor: Double, in container: UIView, mirrored: Bool,
             to accumulator: inout Accumulator) -> Bool {
        for term in terms {
            let scaled = factor * term.coefficient
            switch term.item {
            case let view as UIView:
                guard add(view, term.attribute, times: scaled, in: container, mirrored: mirrored, to: &accumulator) else {
                    return false
                }
            case let guide as UILayoutGuide:
                guard let owner = guide.owningView else { return false }
                let attribute = Self.physical(term.attribute.withoutMargin.withoutBaseline, rightToLeft: mirrored)
                let variables = guide.variables
                let (horizontal, origin, size) = Self.decompose(attribute)
                let sign = mirrored && horizontal && origin != 0 ? -1.0 : 1.0
                if origin != 0 {
                    accumulator.append(Term(horizontal ? variables.minX : variables.minY, scaled * sign))
                    guard addOrigin(ofSpaceOf: owner, horizontal: horizontal, times: scaled * sign, in: container,
                                    to: &accumulator) else { return false }
                }
                if size != 0 {
                    accumulator.append(Term(horizontal ? variables.width : variables.height, scaled * size * sign))
                }
            default:
                return false
            }
        }
        return true
    }

    private func add(_ view: UIView, _ attribute: NSLayoutConstraint.Attribute, times factor: Double, in container: UIView,
                     mirrored: Bool, to accumulator: inout Accumulator) -> Bool {
        switch attribute {
        case .firstBaseline:
            let baselineView = Self.baselineView(view.forFirstBaselineLayout, of: view)
            accumulator.constant += factor * Double(baselineView.firstBaselineOffsetFromTop)
            return add(baselineView, .top, times: factor, in: container, mirrored: mirrored, to: &accumulator)
        case .lastBaseline:
            let baselineView = Self.baselineView(view.forLastBaselineLayout, of: view)
            accumulator.constant -= factor * Double(baselineView.lastBaselineOffsetFromBottom)
            return add(baselineView, .bottom, times: factor, in: container, mirrored: mirrored, to: &accumulator)
        case .leftMargin, .rightMargin, .topMargin, .bottomMargin, .leadingMargin, .trailingMargin,
             .centerXWithinMargins, .centerYWithinMargins:
            let margins = AnchorTerms(item: view.layoutMarginsGuide, attribute: attribute.withoutMargin)
            return add(margins, times: factor, in: container, mirrored: mirrored, to: &accumulator)
        case .notAnAttribute:
            return true
        default:
            break
        }
        // Leading and trailing are resolved in the direction of the view that holds the constraint
        // (a stack view forced right to left arranges from the right; it is itself placed by its
        // superview's direction), which is also what `mirrored` says.
        let (horizontal, origin, size) = Self.decompose(Self.physical(attribute, rightToLeft: mirrored))
        // A scroll view's edges and centre, named by a constraint among its subviews, are its
        // content's, as in UIKit: they size `contentSize`. Its width and height are its frame's.
        if view === container, origin != 0, let scrollView = view as? UIScrollView {
            scrollView.sizesContentThroughEdges = true
            let content = AnchorTerms(item: scrollView.contentLayoutGuide, attribute: attribute)
            return add(content, times: factor, in: container, mirrored: mirrored, to: &accumulator)
        }
        return addEdge(of: view, horizontal: horizontal, origin: origin, size: size, times: factor, in: container,
                       mirrored: mirrored, walkingUp: true, to: &accumulator)
    }

    /// Adds `factor × (origin × the view's origin + size × its size)` along one axis: the origin
    /// of `container` itself is its alignment insets, in the constant; another view's is its
    /// frame origin, plus (`walkingUp`) the frame origins of the views between its superview
    /// and `container`, which a caller that knows the superview to be the container skips.
    /// False when `container` is not an ancestor of the view.
    @inline(__always)
    func addEdge(of view: UIView, horizontal: Bool, origin: Double, size: Double, times factor: Double,
                 in container: UIView, mirrored: Bool, walkingUp: Bool, to accumulator: inout Accumulator) -> Bool {
        let parts = edgeParts(of: view, horizontal: horizontal, origin: origin, size: size, times: factor,
                              in: container, mirrored: mirrored)
        accumulator.constant += parts.constant
        if let originTerm = parts.origin {
            accumulator.append(originTerm)
            if walkingUp {
                guard let superview = view.superview,
                      addOrigin(ofSpaceOf: superview, horizontal: horizontal, times: originTerm.coefficient,
                                in: container, to: &accumulator) else { return false }
            }
        }
        if let sizeTerm = parts.size { accumulator.append(sizeTerm) }
        return true
    }

    /// The pieces of `factor × (origin × the view's origin + size × its size)` along one axis,
    /// without the views between the view's superview and `container`: the view's origin term
    /// (for `container` itself, its alignment insets in the constant instead), and its size term.
    @inline(__always)
    func edgeParts(of view: UIView, horizontal: Bool, origin: Double, size: Double, times factor: Double,
                   in container: UIView, mirrored: Bool) -> (origin: Term?, size: Term?, constant: Double) {
        prepare(view)
        // One variable at a time: a copy of the variables retains all four.
        let state = view.layoutState
        // In a mirrored constraint horizontal positions are negated, so constants measure toward
        // the trailing side; sizes are not positions.
        let sign = mirrored && horizontal && origin != 0 ? -1.0 : 1.0
        var originTerm: Term?
        var constant = 0.0
        if origin != 0 {
            if view === container {
                let insets = view.alignmentRectInsets
                constant = factor * sign * Double(horizontal ? insets.left : insets.top)
            } else {
                originTerm = Term(state.variable(horizontal ? .minX : .minY), factor * sign)
            }
        }
        let sizeTerm = size != 0
            ? Term(state.variable(horizontal ? .width : .height), factor * size * sign) : nil
        return (originTerm, sizeTerm, constant)
    }

    /// Adds where the bounds origin of `view` lies in the coordinates of `container` (an
    /// ancestor of the view, or the view itself) along one axis: the frame origins of the views
    /// in between. False when `container` is not an ancestor.
    private func addOrigin(ofSpaceOf view: UIView, horizontal: Bool, times factor: Double, in container: UIView,
                           to accumulator: inout Accumulator) -> Bool {
        var current = view
        while current !== container {
            guard let superview = current.superview else { return false }
            prepare(current)
            let variable = current.layoutState.variable(horizontal ? .minX : .minY)
            let insets = current.alignmentRectInsets
            accumulator.append(Term(variable, factor))
            accumulator.constant -= factor * Double(horizontal ? insets.left : insets.top)
            current = superview
        }
        return true
    }

    /// Leading and trailing as left or right for the layout direction.
    static func physical(_ attribute: NSLayoutConstraint.Attribute, rightToLeft: Bool) -> NSLayoutConstraint.Attribute {
        switch attribute {
        case .leading: return rightToLeft ? .right : .left
        case .trailing: return rightToLeft ? .left : .right
        default: return attribute
        }
    }

    /// An edge attribute as `origin × factor + size × factor` along its axis: left is the origin,
    /// right the origin plus the size, a center the origin plus half the size.
    static func decompose(_ attribute: NSLayoutConstraint.Attribute) -> (horizontal: Bool, origin: Double, size: Double) {
        switch attribute {
        case .left: return (true, 1, 0)
        case .right: return (true, 1, 1)
        case .centerX: return (true, 1, 0.5)
        case .width: return (true, 0, 1)
        case .top: return (false, 1, 0)
        case .bottom: return (false, 1, 1)
        case .centerY: return (false, 1, 0.5)
        case .height: return (false, 0, 1)
        default: return (true, 0, 0)
        }
    }

    /// UIKit uses the view's own edges when its baseline view is not one of its descendants.
    static func baselineView(_ candidate: UIView, of view: UIView) -> UIView {
        candidate === view || candidate.isDescendant(of: view) ? candidate : view
    }

    /// Whether leading means right for the view: its `effectiveUserInterfaceLayoutDirection`.
    static func isRightToLeft(_ view: UIView) -> Bool {
        view.effectiveUserInterfaceLayoutDirection == .rightToLeft
    }

    /// Whether a constraint between `first` and `second` held in `container` is mirrored: it
    /// names leading or trailing, and the container lays out right to left. The engine
    /// remembers the last container's direction while it translates a batch (the constraints of
    /// a stack view all have the stack view as their container); nothing changes a direction
    /// then.
    func isMirrored(_ first: AnchorTerms, _ second: AnchorTerms, in container: UIView) -> Bool {
        guard first.hasDirectionalAttribute || second.hasDirectionalAttribute else { return false }
        guard let engine else { return Self.isRightToLeft(container) }
        return engine.isRightToLeftWhileTranslating(container)
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
