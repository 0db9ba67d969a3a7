import Foundation

extension UIView {
    /// Counts the changes of any view's superview, so that the layout engine checks its
    /// members' places only after the hierarchy changed (`LayoutEngine.validateMembership()`).
    static var hierarchyGeneration = 0
    /// Counts the changes of any view's `isHidden`, so that stack views compare their arranged
    /// views only after some view was hidden or shown.
    static var visibilityGeneration = 0

    /// The receiver's immediate subviews, back to front.
    public var subviews: [UIView] { storedSubviews }

    /// The receiver's superview, or `nil` if it has none.
    public var superview: UIView? { storedSuperview }

    /// The receiver's window object, or `nil` if it has none.
    public var window: UIWindow? { storedWindow }

    /// Adds or moves `view` under the receiver with UIKit's callback order. A view that changes
    /// superview within the same window gets no window callbacks.
    func insertSubviewImplementation(_ view: UIView, at index: Int) {
        guard view !== self else { return }
        if view.storedSuperview === self {
            moveSubview(view, to: index)
            return
        }
        let oldSuperview = view.storedSuperview
        let outlivedItsEngine = view.mayHoldOrphanedLayout
        let oldWindow = view.storedWindow
        // Constraints of the subtree may wait for an engine with the old root: they go with it.
        // (A window never has constraints waiting: it gets an engine for them.)
        if oldWindow == nil, let oldSuperview, oldSuperview.layoutRoot.parksLayout { view.parksLayout = true }
        let oldTint = view.effectiveTint
        let newWindow = storedWindow
        let windowChanges = oldWindow !== newWindow
        oldSuperview?.willRemoveSubview(view)
        view.willMove(toSuperview: self)
        if windowChanges { view.propagateWillMove(toWindow: newWindow) }
        if let oldSuperview {
            oldSuperview.storedSubviews.removeAll { $0 === view }
            oldSuperview.removeSublayer(of: view)
            oldSuperview.noteSubviewsChanged()
            oldSuperview.setNeedsLayoutImplementation()
        }
        if windowChanges, let oldWindow {
            oldWindow.resignFirstResponder(inside: view)
            view.noteRemovedFromWindow(oldWindow)
        }
        storedSubviews.insert(view, clampedAt: index)
        placeSublayer(of: view)
        view.storedSuperview = self
        // The root of a hierarchy laid out outside windows: the next layout pass merges its
        // engine into the new root's.
        if let box = view.hostedEngineBox, !(view is UIWindow) { LayoutEngine.hostDidJoin(box) }
        // The root of a hierarchy whose constraints wait for an engine: they go into the new
        // root's, or wait with it.
        if view.parksLayout { LayoutEngine.parkedSubtreeDidJoin(view) }
        UIView.hierarchyGeneration &+= 1
        TraitEnvironmentGeneration.advance()
        // A subtree that outlived the window it was laid out in brings its constraints back.
        if outlivedItsEngine { LayoutEngine.adoptOrphans(in: view) }
        // Views of the added subtree waiting for the update-constraints pass: the pass of the new
        // root has to reach them.
        if let state = view.autoLayout, state.needsUpdateConstraints || state.descendantNeedsUpdateConstraints {
            view.markAncestorsForUpdateConstraints()
        }
        if windowChanges { view.propagateWindow(newWindow) }
        // A view whose node the page kept while it was out of the tree (a reused cell).
        if windowChanges, let renderer = newWindow?.sceneRenderer, view.renderClient === renderer {
            renderer.reattach(view)
        }
        noteSubviewsChanged()
        // As on a device, a superview lays out again when a subview is added to it.
        setNeedsLayoutImplementation()
        if view.needsLayout || view.descendantNeedsLayout { markDescendantNeedsLayout() }
        if windowChanges { view.propagateDidMoveToWindow() }
        view.didMoveToSuperview()
        view.notifyTintChange(from: oldTint.0, mode: oldTint.1)
        didAddSubview(view)
    }

    func removeFromSuperviewImplementation() {
        guard let superview = storedSuperview else { return }
        let oldTint = effectiveTint
        superview.willRemoveSubview(self)
        willMove(toSuperview: nil)
        let hadWindow = storedWindow != nil
        if hadWindow { propagateWillMove(toWindow: nil) }
        // Constraints of the subtree may wait for an engine with the old root: they go with it.
        // (A window never has constraints waiting: it gets an engine for them.)
        if !hadWindow, superview.layoutRoot.parksLayout { parksLayout = true }
        superview.storedSubviews.removeAll { $0 === self }
        superview.removeSublayer(of: self)
        storedSuperview = nil
        UIView.hierarchyGeneration &+= 1
        TraitEnvironmentGeneration.advance()
        superview.noteSubviewsChanged()
        superview.setNeedsLayoutImplementation()
        if hadWindow, let oldWindow = superview.storedWindow {
            oldWindow.resignFirstResponder(inside: self)
            noteRemovedFromWindow(oldWindow)
            propagateWindow(nil)
            propagateDidMoveToWindow()
        }
        didMoveToSuperview()
        notifyTintChange(from: oldTint.0, mode: oldTint.1)
    }


    /// Returns a Boolean value indicating whether the receiver is a subview of a given view or
    /// identical to that view.
    public func isDescendant(of view: UIView) -> Bool {
        var current: UIView? = self
        while let candidate = current {
            if candidate === view { return true }
            current = candidate.storedSuperview
        }
        return false
    }

    /// Returns the view whose tag matches the given value: the receiver or a descendant,
    /// searched depth first.
    public func viewWithTag(_ tag: Int) -> UIView? {
        if self.tag == tag { return self }
        for subview in storedSubviews {
            if let match = subview.viewWithTag(tag) { return match }
        }
        return nil
    }

    // MARK: Internals

    func moveSubview(_ view: UIView, to index: Int) {
        guard let current = storedSubviews.firstIndex(where: { $0 === view }) else { return }
        storedSubviews.remove(at: current)
        storedSubviews.insert(view, clampedAt: index)
        let layersBefore = storedLayer?.storedSublayers.map { $0.map(ObjectIdentifier.init) }
        placeSublayer(of: view)
        let layersMoved = layersBefore != storedLayer?.storedSublayers.map { $0.map(ObjectIdentifier.init) }
        if storedSubviews.firstIndex(where: { $0 === view }) != current || layersMoved { noteSubviewsChanged() }
    }

    func propagateWillMove(toWindow newWindow: UIWindow?) {
        if newWindow != nil, !appearanceApplied, !AppearanceRegistry.shared.isEmpty {
            appearanceApplied = true
            AppearanceRegistry.shared.apply(to: self, traitCollection: traitCollection)
        }
        controllerWillMove(toWindow: newWindow)
        willMove(toWindow: newWindow)
        for subview in storedSubviews { subview.propagateWillMove(toWindow: newWindow) }
    }

    func propagateWindow(_ newWindow: UIWindow?) {
        storedWindow = newWindow
        for subview in storedSubviews { subview.propagateWindow(newWindow) }
    }

    func propagateDidMoveToWindow() {
        didMoveToWindow()
        controllerDidMoveToWindow()
        for subview in storedSubviews { subview.propagateDidMoveToWindow() }
    }
}

extension Array where Element == UIView {
    /// Puts `view` at `index`, kept within the list. On top, where most views go
    /// (`addSubview(_:)`, `addArrangedSubview(_:)`), it is appended, without the general
    /// insertion (`replaceSubrange`, several hundred instructions).
    mutating func insert(_ view: UIView, clampedAt index: Int) {
        if index >= count {
            append(view)
        } else {
            insert(view, at: Swift.max(index, 0))
        }
    }
}
