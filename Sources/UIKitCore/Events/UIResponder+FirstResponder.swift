import Foundation

extension UIResponder {
    /// The window whose first responder this responder would be: a view's window, or the window
    /// of a view controller's view.
    var firstResponderWindow: UIWindow? {
        if let view = self as? UIView { return view.window }
        if let controller = self as? UIViewController { return controller.viewIfLoaded?.window }
        return nil
    }

    func becomeFirstResponderImplementation() -> Bool {
        guard canBecomeFirstResponder, let window = firstResponderWindow else { return false }
        if window.firstResponder === self { return true }
        if let current = window.firstResponder, !current.resignFirstResponder() { return false }
        window.firstResponder = self
        return true
    }

    func resignFirstResponderImplementation() -> Bool {
        guard canResignFirstResponder else { return false }
        if let window = firstResponderWindow, window.firstResponder === self { window.firstResponder = nil }
        return true
    }
}
