import Foundation

extension UIView {
    /// Whether the constraints impacting the layout of the view incompletely specify its
    /// location: some other frame would satisfy them just as well.
    public var hasAmbiguousLayout: Bool {
        hasAmbiguousLayout(along: .horizontal) || hasAmbiguousLayout(along: .vertical)
    }

    /// Moves a view whose layout is ambiguous to another frame its constraints allow, to show
    /// where the ambiguity is. The next layout of its superview puts it back.
    public func exerciseAmbiguityInLayout() {
        guard let state = autoLayout, state.isMember, let engine = state.engine, superview != nil else { return }
        engine.solveIfNeeded()
        let variables = state.variables
        for edge in [LayoutEdge.minX, .minY, .width, .height] where engine.isAmbiguous(variables: variables, edge: edge) {
            guard let rect = engine.alternativeSolution(variables: variables, edge: edge) else { continue }
            let frame = self.frame(forAlignmentRect: rect)
            bounds = CGRect(origin: bounds.origin, size: frame.size)
            center = CGPoint(x: frame.minX + storedAnchorPoint.x * frame.width, y: frame.minY + storedAnchorPoint.y * frame.height)
            return
        }
    }

    /// The constraints that affect the view's frame along the given axis: those that name the
    /// view, including the ones the system made for it (its content size, its autoresizing mask,
    /// a stack view's arrangement), and those that place the views and guides it is constrained
    /// to, as far as an item whose frame is fixed by its autoresizing mask.
    public func constraintsAffectingLayout(for axis: NSLayoutConstraint.Axis) -> [NSLayoutConstraint] {
        LayoutEngine.constraintsAffectingLayout(of: self, along: axis)
    }

    func hasAmbiguousLayout(along axis: NSLayoutConstraint.Axis) -> Bool {
        guard let state = autoLayout, state.isMember, let engine = LayoutEngine.engine(for: self, create: false) else {
            return false
        }
        engine.solveIfNeeded()
        let edges: [LayoutEdge] = axis == .horizontal ? [.minX, .width] : [.minY, .height]
        return edges.contains { engine.isAmbiguous(variables: state.variables, edge: $0) }
    }
}
