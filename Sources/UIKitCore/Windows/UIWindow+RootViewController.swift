import Foundation

extension UIWindow {
    func replaceRootViewController(_ old: UIViewController?, with new: UIViewController?) {
        guard !isHidden else { return }
        if let old { removeRootView(of: old) }
        if let new { installRootView(of: new) }
    }

    func showRootViewController() {
        if let rootViewController { installRootView(of: rootViewController) }
    }

    func hideRootViewController() {
        if let rootViewController { removeRootView(of: rootViewController) }
    }

    /// Puts the controller's view in the window with UIKit's order: `viewWillAppear` before the
    /// view is in the window, `viewDidAppear` after the layout at the end of the turn.
    private func installRootView(of controller: UIViewController) {
        let view = controller.view!
        controller.beginAppearance(appearing: true)
        view.frame = bounds
        addSubview(view)
        setNeedsLayout()
        let handle = controller.lifetimeHandle
        windowScene?.beforeLayout { handle.referent(UIViewController.self)?.deliverViewIsAppearing() }
        windowScene?.afterLayout { handle.referent(UIViewController.self)?.endAppearance() }
    }

    private func removeRootView(of controller: UIViewController) {
        guard let view = controller.viewIfLoaded, view.superview === self else { return }
        controller.beginAppearance(appearing: false)
        view.removeFromSuperview()
        controller.endAppearance()
    }
}

extension UIWindow {
    /// A first responder that leaves the window with `subtree` gives up first responder status.
    func resignFirstResponder(inside subtree: UIView) {
        guard let responder = firstResponder else { return }
        let view = (responder as? UIView) ?? (responder as? UIViewController)?.viewIfLoaded
        guard let view, view.isDescendant(of: subtree) else { return }
        firstResponder = nil
        responder.resignFirstResponder()
    }
}
