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
        child.movingToParent = true
    }

    func removeFromParentImplementation() {
        guard let parent = parentController else { return }
        parent.childControllers.removeAll { $0 === self }
        parentController = nil
        didMove(toParent: nil)
    }

    // MARK: Appearance

    /// Starts an appearance change and forwards it to the children whose views are in this
    /// controller's view, when it forwards automatically.
    func beginAppearance(appearing: Bool) {
        if appearing {
            guard appearance == .disappeared || appearance == .disappearing else { return }
            appearance = .appearing
            isAppearingDelivered = false
            viewWillAppear(false)
        } else {
            guard appearance == .appeared || appearance == .appearing else { return }
            appearance = .disappearing
            viewWillDisappear(false)
        }
        guard shouldAutomaticallyForwardAppearanceMethods else { return }
        for child in childrenShownInView { child.beginAppearance(appearing: appearing) }
    }

    /// Completes an appearance change, then the children's.
    func endAppearance() {
        switch appearance {
        case .appearing:
            deliverViewIsAppearing()
            appearance = .appeared
            viewDidAppear(false)
        case .disappearing:
            appearance = .disappeared
            viewDidDisappear(false)
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
        viewIsAppearing(false)
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
        guard let controller = owningViewController, controller.appearanceFollowsView else { return }
        if let newWindow, !newWindow.isHidden {
            controller.beginAppearance(appearing: true)
        } else if newWindow == nil {
            controller.beginAppearance(appearing: false)
        }
    }

    func controllerDidMoveToWindow() {
        guard let controller = owningViewController, controller.appearanceFollowsView else { return }
        // A parent in the middle of its own appearance completes its children's after its own.
        if let parent = controller.parentController, parent.appearance == .appearing || parent.appearance == .disappearing {
            return
        }
        switch controller.appearance {
        case .appearing:
            storedWindow?.windowScene?.beforeLayout { [weak controller] in controller?.deliverViewIsAppearing() }
            storedWindow?.windowScene?.afterLayout { [weak controller] in controller?.endAppearance() }
        case .disappearing:
            controller.endAppearance()
        case .appeared, .disappeared:
            break
        }
    }
}
