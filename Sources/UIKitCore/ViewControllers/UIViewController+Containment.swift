import Foundation

extension UIViewController {
    func addChildImplementation(_ child: UIViewController) {
        guard child !== self, child.parentController !== self else { return }
        if child.parentController != nil {
            child.willMove(toParent: nil)
            child.removeFromParent()
        }
        child.willMove(toParent: self)
        childControllers.append(child)
        child.parentController = self
        TraitEnvironmentGeneration.advance()
        child.movingToParent = true
    }

    func removeFromParentImplementation() {
        guard let parent = parentController else { return }
        parent.childControllers.removeAll { $0 === self }
        parentController = nil
        TraitEnvironmentGeneration.advance()
        didMove(toParent: nil)
    }

    // MARK: Transitions between children

    func transitionImplementation(from: UIViewController, to: UIViewController, duration: TimeInterval,
                                  animations: (@MainActor () -> Void)?, completion: (@MainActor (Bool) -> Void)?) {
        guard from.parentController === self, to.parentController === self, from !== to else {
            PresentationWarnings.warn("Children view controllers \(from.presentationName) and \(to.presentationName) "
                                      + "must have a common parent view controller when calling "
                                      + "-[UIViewController transitionFromViewController:toViewController:duration:options:animations:completion:]")
            return
        }
        guard let fromView = from.viewIfLoaded, let container = fromView.superview else {
            PresentationWarnings.warn("The view of \(from.presentationName) must be in a view hierarchy to "
                                      + "transition from it.")
            return
        }
        let animated = duration > 0
        let window = container.window
        let forwards = shouldAutomaticallyForwardAppearanceMethods && window.map { !$0.isHidden } == true
        from.inContainerTransition = true
        to.inContainerTransition = true
        if forwards {
            from.beginAppearance(appearing: false, animated: animated)
            to.beginAppearance(appearing: true, animated: animated)
        }
        let toView = to.view!
        container.insertSubview(toView, aboveSubview: fromView)
        if forwards { window?.windowScene?.beforeLayout { [handle = to.lifetimeHandle] in
            handle.referent(UIViewController.self)?.deliverViewIsAppearing()
        } }
        animations?()
        let finish: @MainActor () -> Void = {
            if fromView.superview === container { fromView.removeFromSuperview() }
            from.inContainerTransition = false
            to.inContainerTransition = false
            if forwards {
                from.endAppearance()
                to.endAppearance()
            }
            completion?(true)
        }
        guard let scene = window?.windowScene else { return finish() }
        scene.afterLayout(finish)
    }

    // MARK: Appearance

    /// Starts an appearance change and forwards it to the children whose views are in this
    /// controller's view, when it forwards automatically.
    /// `animated` is what the transition was made with; the controller hears the same value in
    /// the matching `did` callback.
    func beginAppearance(appearing: Bool, animated: Bool = false) {
        if appearing {
            guard appearance == .disappeared || appearance == .disappearing else { return }
            appearance = .appearing
            appearanceAnimated = animated
            isAppearingDelivered = false
            viewWillAppear(animated)
        } else {
            guard appearance == .appeared || appearance == .appearing else { return }
            appearance = .disappearing
            appearanceAnimated = animated
            viewWillDisappear(animated)
        }
        guard shouldAutomaticallyForwardAppearanceMethods else { return }
        for child in childrenShownInView { child.beginAppearance(appearing: appearing, animated: animated) }
    }

    /// Completes an appearance change, then the children's.
    func endAppearance() {
        switch appearance {
        case .appearing:
            deliverViewIsAppearing()
            appearance = .appeared
            viewDidAppear(appearanceAnimated)
        case .disappearing:
            appearance = .disappeared
            viewDidDisappear(appearanceAnimated)
        case .appeared, .disappeared:
            return
        }
        guard shouldAutomaticallyForwardAppearanceMethods else { return }
        for child in childControllers { child.endAppearance() }
    }

    /// Calls `viewIsAppearing(_:)` if the controller is appearing and has not heard it yet, then
    /// forwards it to its children.
    func deliverViewIsAppearing() {
        guard appearance == .appearing, !isAppearingDelivered, viewIfLoaded?.window != nil else { return }
        isAppearingDelivered = true
        viewIsAppearing(appearanceAnimated)
        guard shouldAutomaticallyForwardAppearanceMethods else { return }
        for child in childrenShownInView { child.deliverViewIsAppearing() }
    }

    private var childrenShownInView: [UIViewController] {
        guard let view = viewIfLoaded else { return [] }
        return childControllers.filter { $0.viewIfLoaded?.isDescendant(of: view) == true }
    }

    /// Whether the controller appears and disappears with its view entering and leaving a shown
    /// window: true for children of containers that forward appearance automatically. Root
    /// controllers hear it from their window; controllers outside the hierarchy hear nothing.
    var appearanceFollowsView: Bool {
        parentController?.shouldAutomaticallyForwardAppearanceMethods ?? false
    }
}

extension UIView {
    /// A controller's view entering or leaving a shown window makes it appear or disappear, as
    /// when a container adds a child's view to its own.
    func controllerWillMove(toWindow newWindow: UIWindow?) {
        guard let controller = owningViewController, controller.appearanceFollowsView,
              !controller.inContainerTransition else { return }
        if let newWindow, !newWindow.isHidden {
            controller.beginAppearance(appearing: true)
        } else if newWindow == nil {
            controller.beginAppearance(appearing: false)
        }
    }

    func controllerDidMoveToWindow() {
        guard let controller = owningViewController, controller.appearanceFollowsView,
              !controller.inContainerTransition else { return }
        // A parent in the middle of its own appearance completes its children's after its own.
        if let parent = controller.parentController, parent.appearance == .appearing || parent.appearance == .disappearing {
            return
        }
        switch controller.appearance {
        case .appearing:
            let handle = controller.lifetimeHandle
            storedWindow?.windowScene?.beforeLayout { handle.referent(UIViewController.self)?.deliverViewIsAppearing() }
            storedWindow?.windowScene?.afterLayout { handle.referent(UIViewController.self)?.endAppearance() }
        case .disappearing:
            controller.endAppearance()
        case .appeared, .disappeared:
            break
        }
    }
}
