import Foundation

// Constraints activated in a hierarchy outside windows wait there until the hierarchy needs an
// engine: when it is laid out, measured or debugged on its own, or joins a hierarchy that has
// one. Apps build such hierarchies all the time (a stack view's rows before the stack view
// joins the screen, a controller's view before it is shown), and most join a window before
// anything lays them out, so an engine made for each would only be merged into the window's
// and freed. A waiting constraint is active and held by its view as usual, in no engine; its
// hierarchy's root is marked (`UIView.parksLayout`), and the marked subtree is read for its
// waiting constraints when an engine takes it.

extension LayoutEngine {
    /// Puts the constraints that wait for an engine in `subtree` into this engine, in the order
    /// they were activated, and clears the marks of the subtree's roots.
    func adoptParked(in subtree: UIView) {
        var waiting: [NSLayoutConstraint] = []
        subtree.forEachViewInSubtree { view in
            if view.parksLayout { view.parksLayout = false }
            guard let state = view.autoLayout else { return }
            for constraint in state.installed where constraint.isParked { waiting.append(constraint) }
        }
        guard !waiting.isEmpty else {
            requestLayout()
            return
        }
        waiting.sort { $0.activationStamp < $1.activationStamp }
        for constraint in waiting { enqueue(constraint, requestingLayout: false) }
        requestLayout()
    }

    /// A marked root joined a hierarchy: its waiting constraints go into the new root's engine,
    /// or the new root is marked in its place. A window gets an engine for them.
    static func parkedSubtreeDidJoin(_ subtree: UIView) {
        subtree.parksLayout = false
        let root = subtree.layoutRoot
        if let engine = root.autoLayout?.hostedEngine {
            engine.adoptParked(in: subtree)
        } else if root is UIWindow {
            engine(forRoot: root).adoptParked(in: subtree)
        } else {
            root.parksLayout = true
        }
    }
}

extension NSLayoutConstraint {
    /// Active and held by a view, but never given to an engine: it waits for its hierarchy's.
    var isParked: Bool { activeFlag && engineState == .none && engine == nil && !isSystemConstraint }
}
