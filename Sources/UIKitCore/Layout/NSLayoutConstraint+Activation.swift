import Foundation

extension NSLayoutConstraint {
    /// The views whose coordinate spaces the constraint relates: each item, or the owning view of
    /// a layout guide; `nil` when an item is gone or is neither.
    var itemViews: [UIView]? {
        var views: [UIView] = []
        views.reserveCapacity(firstTerms.count + secondTerms.count)
        for term in firstTerms {
            guard let view = Self.view(of: term) else { return nil }
            views.append(view)
        }
        for term in secondTerms {
            guard let view = Self.view(of: term) else { return nil }
            views.append(view)
        }
        return views
    }

    /// The view whose coordinate space a term is in: its item, or the owning view of its guide.
    private static func view(of term: AnchorTerm) -> UIView? {
        view(ofItem: term.item)
    }

    private static func view(ofItem item: AnyObject?) -> UIView? {
        // Class casts of the item itself: a switch over the optional item casts it as a value,
        // which takes the runtime's general path.
        guard let item else { return nil }
        if let view = item as? UIView { return view }
        return (item as? UILayoutGuide)?.owningView
    }

    /// UIKit removes constraints whose items leave the hierarchy when they are removed; here the
    /// engine notices at the next layout pass, and reading `isActive` checks at once.
    var isActiveAfterCheckingHierarchy: Bool {
        guard activeFlag else { return false }
        guard !isSystemConstraint else { return true }
        guard let container, let views = itemViews,
              views.allSatisfy({ $0 === container || $0.isDescendant(of: container) }) else {
            deactivate()
            return false
        }
        return true
    }

    /// Activates the constraint: installs it on `requestedHolder` (for `addConstraint(_:)`) or on
    /// the nearest common ancestor of its items, and hands it to that hierarchy's engine.
    func activate(holder requestedHolder: UIView?) {
        var lookup: EngineLookup?
        activate(holder: requestedHolder, lookup: &lookup)
    }

    /// Activates the constraint as one of a batch: `lookup` keeps the engine found for the last
    /// container, which the next constraint of the batch most likely shares (a stack view's
    /// constraints all have the stack view as their container), so the hierarchy is walked up
    /// to its root once for the batch.
    func activate(holder requestedHolder: UIView?, lookup: inout EngineLookup?) {
        guard !activeFlag else { return }
        // Most constraints name one view, or two: their container is found without an array.
        let first: UIView, second: UIView?, container: UIView
        if let items = singleTermItems, let firstView = Self.view(ofItem: items.first) {
            first = firstView
            if !items.hasSecond {
                second = nil
                container = firstView
            } else {
                guard let secondView = Self.view(ofItem: items.second),
                      let common = LayoutTranslator.nearestCommonAncestor(firstView, secondView) else {
                    return reportNoCommonAncestor()
                }
                second = secondView
                container = common
            }
        } else {
            guard let views = itemViews, let common = LayoutTranslator.nearestCommonAncestor(of: views) else {
                return reportNoCommonAncestor()
            }
            install(holder: requestedHolder ?? common, container: common, lookup: &lookup) {
                for view in views { view.layoutState.noteReferencing(self) }
            }
            return
        }
        install(holder: requestedHolder ?? container, container: container, lookup: &lookup) {
            first.layoutState.noteReferencing(self)
            second?.layoutState.noteReferencing(self)
        }
    }

    /// Activates the constraint held by `holder`, which the caller knows to be the nearest
    /// common ancestor of its items, whose views are `first` and `second` (a stack view's
    /// arrangement).
    func activateHeld(by holder: UIView, naming first: UIView, _ second: UIView?, lookup: inout EngineLookup?) {
        guard !activeFlag else { return }
        install(holder: holder, container: holder, lookup: &lookup) {
            first.layoutState.noteReferencing(self)
            second?.layoutState.noteReferencing(self)
        }
    }

    /// Installs the constraint on `holder` and hands it to the engine of `container`;
    /// `noteItems` lists it with the views it names.
    private func install(holder: UIView, container: UIView, lookup: inout EngineLookup?, noteItems: () -> Void) {
        guard holder === container || container.isDescendant(of: holder) else { return reportUnpreparedHierarchy() }
        activeFlag = true
        activationStamp = LayoutEngine.nextStamp()
        self.holder = holder
        self.container = container
        holder.layoutState.installed.append(self)
        noteItems()
        enqueue(in: container, lookup: &lookup)
    }

    private func enqueue(in container: UIView, lookup: inout EngineLookup?) {
        if let found = lookup, found.container === container {
            // The batch asked this engine for a layout pass with its first constraint: no pass
            // runs while a batch is activated, so the request stands.
            found.engine.enqueue(self, requestingLayout: false)
            return
        }
        // Outside windows, the constraint waits for its hierarchy to have an engine.
        guard let engine = LayoutEngine.engine(for: container, ifNone: .park) else { return }
        let requested = lookup.map { $0.engine === engine } ?? false
        lookup = EngineLookup(container: container, engine: engine)
        engine.enqueue(self, requestingLayout: !requested)
    }

    private func reportNoCommonAncestor() {
        LayoutConstraintsLog.emit("""
            Unable to activate constraint with anchors \(firstAnchor.name) and \(secondAnchor?.name ?? "(nil)") \
            because they have no common ancestor.  Does the constraint or its anchors reference items in \
            different view hierarchies?  That's illegal.
            """)
    }

    private func reportUnpreparedHierarchy() {
        LayoutConstraintsLog.emit("""
            The view hierarchy is not prepared for the constraint: \(description)
            \tWhen added to a view, the constraint's items must be descendants of that view (or the view \
            itself). This will crash if the constraint needs to be resolved before the view hierarchy is \
            assembled. Break on -[UIView(UIConstraintBasedLayout) _viewHierarchyUnpreparedForConstraint:] to debug.
            """)
    }

    /// Deactivates the constraint: it leaves its holder's `constraints` and its engine.
    func deactivate() {
        guard activeFlag else { return }
        activeFlag = false
        if isSystemConstraint {
            engine?.release(self)
            return
        }
        holder?.autoLayout?.installed.removeAll { $0 === self }
        holder = nil
        // The views it was activated with: a guide leaves its view only after the constraints
        // that name it are deactivated (`removeLayoutGuide(_:)`), and a view that is gone took its
        // list with it.
        for term in firstTerms { Self.view(of: term)?.autoLayout?.forgetReferencing(self) }
        for term in secondTerms { Self.view(of: term)?.autoLayout?.forgetReferencing(self) }
        engine?.release(self)
    }
}

/// The engine found for a container while a batch of constraints is activated.
struct EngineLookup {
    let container: UIView
    let engine: LayoutEngine
}
