import Foundation

extension UINavigationController {
    /// Whether the navigation controller's view is on screen or on its way: transitions then
    /// tell the controllers involved that they appear and disappear.
    var isShowing: Bool {
        appearance == .appeared || appearance == .appearing
    }

    /// Moves to a new stack with one transition from the old top to the new top, in UIKit's
    /// order: `willMove(toParent:)` for the controllers that come and go, the delegate's
    /// `willShow`, the old top's `viewWillDisappear`, the new top's `viewWillAppear`; after the
    /// layout at the end of the turn, `viewDidDisappear`, `viewDidAppear`, `didMove(toParent:)`
    /// and the delegate's `didShow`.
    func transition(to newStack: [UIViewController], animated: Bool) {
        let added = newStack.filter { new in !stack.contains { $0 === new } }
        let removed = stack.filter { old in !newStack.contains { $0 === old } }
        for controller in added { addChild(controller) }
        for controller in removed { controller.willMove(toParent: nil) }
        stack = newStack
        controllersAwaitingDidMove.removeAll { awaiting in removed.contains { $0 === awaiting } }
        stackDidChange()
        let from = displayedController
        let to = newStack.last
        guard isShowing, from !== to else {
            if isViewLoaded { display(to) }
            finishRemoving(removed)
            if isShowing { finishAdding(added) } else { controllersAwaitingDidMove += added }
            return
        }
        if let from, let to, animated, canAnimateTransitions, from.isViewLoaded {
            let operation: Operation = newStack.contains { $0 === from } ? .push : .pop
            animateTransition(operation, from: from, to: to, added: added, removed: removed)
            return
        }
        if let to {
            _ = to.view
            announce(to, animated: animated)
        }
        from?.beginAppearanceTransition(false, animated: animated)
        to?.beginAppearanceTransition(true, animated: animated)
        display(to)
        afterLayout {
            self.finishTransition(from: from, to: to, added: added, removed: removed, animated: animated)
        }
    }

    /// Ends a stack change once the new top is in place: `viewDidDisappear` and `viewDidAppear`,
    /// `didMove(toParent:)` and `removeFromParent()` for the controllers that came and went, and
    /// the delegate's `didShow`.
    private func finishTransition(from: UIViewController?, to: UIViewController?, added: [UIViewController],
                                  removed: [UIViewController], animated: Bool) {
        from?.endAppearanceTransition()
        to?.endAppearanceTransition()
        finishAdding(added)
        finishRemoving(removed)
        if let to, to === displayedController, to === controllerAwaitingDidShow {
            controllerAwaitingDidShow = nil
            delegate?.navigationController(self, didShow: to, animated: animated)
        }
        // A push or pop that finished changed the screen for assistive apps, as UIKit posts.
        if from != nil, let to, to === displayedController { to.viewIfLoaded?.window?.windowScene?.noteScreenChanged() }
    }

    /// Whether a transition can animate now: the navigation controller is on screen in a scene
    /// and animations are enabled.
    private var canAnimateTransitions: Bool {
        appearance == .appeared && UIView.areAnimationsEnabled && viewIfLoaded?.window?.windowScene != nil
    }

    /// Runs a stack change now, or once the running transition ends: UIKit shows pushes and
    /// pops requested during a transition one after another.
    func performOrQueue(_ change: @escaping @MainActor () -> Void) -> Bool {
        guard activeTransition != nil else {
            change()
            return true
        }
        queuedStackChanges.append(change)
        return false
    }

    /// An animated push or pop, in UIKit's order: `willMove(toParent:)` (already sent), the
    /// delegate's `willShow`, the animator and interaction controller from the delegate (or the
    /// navigation controller's own), `viewWillDisappear` and `viewWillAppear`, the animation;
    /// when the animator completes the transition, the coordinator's completions, then
    /// `viewDidDisappear`, `viewDidAppear`, `didMove(toParent:)` and `didShow`. A cancelled
    /// (interactive) transition puts the old stack back and tells the controllers the reverse:
    /// `viewWillDisappear` and `viewWillAppear` when the interaction is cancelled (after the
    /// coordinator's interaction handlers), `viewDidDisappear` and `viewDidAppear` at the end.
    private func animateTransition(_ operation: Operation, from: UIViewController, to: UIViewController,
                                   added: [UIViewController], removed: [UIViewController]) {
        let oldStack = removed.isEmpty && operation == .push
            ? stack.filter { controller in !added.contains { $0 === controller } } : nil
        _ = to.view
        announce(to, animated: true)
        let animator = delegate?.navigationController(self, animationControllerFor: operation, from: from, to: to)
            ?? NavigationTransitionAnimator(operation: operation, direction: NavigationTransitionAnimator.pushDirection(in: view))
        let interaction = delegate?.navigationController(self, interactionControllerFor: animator)
            ?? (operation == .pop && animator is NavigationTransitionAnimator ? systemPopInteraction : nil)
        systemPopInteraction = nil
        let bounds = contentView.bounds
        let context = ViewControllerTransitionContext(
            container: contentView, from: from, to: to, animated: true,
            frames: [(from, initial: bounds, final: .zero), (to, initial: .zero, final: bounds)], animator: animator)
        activeTransition = context
        // The bar cross-fades with the views: along with the finger when an interaction drives them.
        let scrubsBar = interaction?.wantsInteractiveStart == true
        bar.crossFadeContent(duration: context.transitionDuration, interactive: scrubsBar)
        contentView.isTransitioning = true
        contentView.isUserInteractionEnabled = false
        if to.view.superview == nil { to.view.frame = bounds }
        from.beginAppearanceTransition(false, animated: true)
        to.beginAppearanceTransition(true, animated: true)
        context.onInteractiveUpdate = { [weak self] percent in self?.bar.scrubCrossFade(to: percent) }
        context.onInteractiveEnd = { [weak self, weak from, weak to, weak context] finished in
            if let self, let context {
                self.bar.playCrossFade(from: context.percentComplete, toEnd: finished,
                                       speed: context.interaction?.completionSpeed ?? 1)
            }
            guard !finished else { return }
            // A cancelled interaction reverses at once, before its views animate back.
            to?.beginAppearanceTransition(false, animated: true)
            from?.beginAppearanceTransition(true, animated: true)
        }
        context.onComplete = { [weak self, weak from, weak to] didComplete in
            guard let self else { return }
            self.contentView.isTransitioning = false
            self.contentView.isUserInteractionEnabled = true
            self.activeTransition = nil
            self.bar.endCrossFade(completed: didComplete)
            if didComplete {
                if let fromView = from?.viewIfLoaded, fromView.superview === self.contentView { fromView.removeFromSuperview() }
                self.displayedController = to
                self.contentView.setNeedsLayout()
                self.finishTransition(from: from, to: to, added: added, removed: removed, animated: true)
            } else {
                self.cancelTransition(from: from, to: to, added: added, removed: removed, oldStack: oldStack)
            }
            self.runQueuedStackChange()
        }
        context.start(interaction: interaction)
    }

    /// Undoes a cancelled transition: the old stack comes back, the controller that was to
    /// appear disappears again and the one that was to leave appears again.
    private func cancelTransition(from: UIViewController?, to: UIViewController?, added: [UIViewController],
                                  removed: [UIViewController], oldStack: [UIViewController]?) {
        var restored = stack.filter { controller in !added.contains { $0 === controller } }
        if let oldStack { restored = oldStack } else { restored += removed }
        stack = restored
        stackDidChange()
        if let toView = to?.viewIfLoaded, toView.superview === contentView { toView.removeFromSuperview() }
        if let fromView = from?.viewIfLoaded { fromView.frame = contentView.bounds }
        displayedController = from
        announcedController = from
        controllerAwaitingDidShow = nil
        // Already sent when an interaction was cancelled: the controllers then ignore them.
        to?.beginAppearanceTransition(false, animated: true)
        from?.beginAppearanceTransition(true, animated: true)
        to?.endAppearanceTransition()
        from?.endAppearanceTransition()
        for controller in added where controller.parent === self {
            controller.willMove(toParent: nil)
            controller.removeFromParent()
        }
        for controller in removed where controller.parent === self { controller.didMove(toParent: self) }
    }

    private func runQueuedStackChange() {
        guard activeTransition == nil, !queuedStackChanges.isEmpty else { return }
        let next = queuedStackChanges.removeFirst()
        next()
    }

    /// Tells the delegate the controller will be shown, once per time it becomes the top.
    func announce(_ controller: UIViewController, animated: Bool) {
        guard announcedController !== controller else { return }
        announcedController = controller
        controllerAwaitingDidShow = controller
        delegate?.navigationController(self, willShow: controller, animated: animated)
    }

    /// Puts the controller's view in the content view in place of the one shown before.
    func display(_ controller: UIViewController?) {
        if let old = displayedController, old !== controller, let oldView = old.viewIfLoaded,
           oldView.superview === contentView {
            oldView.removeFromSuperview()
        }
        displayedController = controller
        guard let controller else { return }
        let childView = controller.view!
        if childView.superview !== contentView {
            placeBarsAndContent()
            childView.frame = contentView.bounds
            contentView.addSubview(childView)
        }
        contentView.setNeedsLayout()
    }

    func finishAddingAwaitingControllers() {
        let awaiting = controllersAwaitingDidMove
        controllersAwaitingDidMove = []
        finishAdding(awaiting)
    }

    func finishAdding(_ added: [UIViewController]) {
        for controller in added where controller.parent === self {
            controller.didMove(toParent: self)
        }
    }

    func finishRemoving(_ removed: [UIViewController]) {
        for controller in removed where controller.parent === self {
            controller.removeFromParent()
        }
    }

    /// Runs the work after the end-of-turn layout, or now when the view is in no scene.
    private func afterLayout(_ work: @escaping @MainActor () -> Void) {
        guard let scene = viewIfLoaded?.window?.windowScene else {
            work()
            return
        }
        scene.afterLayout(work)
    }

    // MARK: Bars

    /// The bars follow the stack: the navigation bar shows every controller's navigation item,
    /// the toolbar the top controller's toolbar items.
    func stackDidChange() {
        bar.setItems(stack.map(\.navigationItem), animated: false)
        madeToolbar?.setItems(topViewController?.toolbarItems, animated: false)
        barsDidChange()
        tabBarController?.bottomBarVisibilityDidChange()
    }

    func barsDidChange() {
        viewIfLoaded?.setNeedsLayout()
    }

    /// The bar follows the top controller's scroll view (its view, or the first scroll view in
    /// it): with large titles, or a search bar that hides when scrolling, it folds away as the
    /// content scrolls under it and unfolds as the content comes back to its top; and it shows
    /// its scroll edge appearance while the content's top is at the bar.
    private func watchContentScrollView() {
        guard let top = topViewController?.viewIfLoaded else {
            bar.collapse(following: nil)
            return
        }
        let scrollView = top as? UIScrollView ?? top.storedSubviews.first { $0 is UIScrollView } as? UIScrollView
        bar.collapse(following: scrollView)
    }

    /// Called when the top controller's toolbar items change.
    func toolbarItemsDidChange(of controller: UIViewController) {
        guard controller === topViewController else { return }
        madeToolbar?.setItems(controller.toolbarItems, animated: false)
    }

    /// The toolbar shows when it is not hidden and the top controller does not hide bottom bars.
    var showsToolbar: Bool {
        !isToolbarHidden && !(topViewController?.hidesBottomBarWhenPushed ?? false)
    }

    /// Whether a controller on the stack asks for the tab bar to be hidden.
    var hidesBottomBar: Bool {
        stack.contains { $0.hidesBottomBarWhenPushed }
    }

    func layoutContainer() {
        if displayedController == nil, let top = topViewController, !isShowing { display(top) }
        placeBarsAndContent()
    }

    /// Places the bars and the content view in the container's bounds, the bars' heights in the
    /// content's safe area. Layout does it, and so does showing a child's view: the child's view
    /// has its size and safe area when it comes in, before its constraints are first solved.
    private func placeBarsAndContent() {
        guard let view = viewIfLoaded else { return }
        let bounds = view.bounds
        let safeArea = view.safeAreaInsets
        let showsBar = !isNavigationBarHidden
        let showsToolbar = self.showsToolbar
        contentView.frame = bounds
        bar.isHidden = !showsBar
        watchContentScrollView()
        let barHeight = bar.expandedHeight
        bar.frame = CGRect(x: 0, y: safeArea.top, width: bounds.width, height: bar.preferredHeight)
        bar.backgroundTopExtension = safeArea.top
        if let toolbar = showsToolbar ? bottomToolbar : madeToolbar {
            toolbar.isHidden = !showsToolbar
            toolbar.frame = CGRect(x: 0, y: bounds.height - safeArea.bottom - BarMetrics.toolbarHeight,
                                   width: bounds.width, height: BarMetrics.toolbarHeight)
            toolbar.backgroundBottomExtension = safeArea.bottom
        }
        contentView.setBarInsets(UIEdgeInsets(top: showsBar ? barHeight : 0, left: 0,
                                              bottom: showsToolbar ? BarMetrics.toolbarHeight : 0, right: 0))
    }
}
