import Foundation

extension UIResponder {
    /// Makes this responder perform `action` with `method`: the stand-in for implementing the
    /// Objective-C method a selector names. Register in `init` or `viewDidLoad()`:
    /// `registerAction("save:", DocumentViewController.save)`, where `save` takes the sender.
    public func registerAction<Responder: UIResponder>(_ action: Selector,
                                                       _ method: @escaping (Responder) -> @MainActor (Any?) -> Void) {
        actionMethods[action] = { [unowned self] sender in
            guard let responder = self as? Responder else { return }
            method(responder)(sender)
        }
    }

    /// Makes this responder perform `action` with a method that takes no sender.
    public func registerAction<Responder: UIResponder>(_ action: Selector,
                                                       _ method: @escaping (Responder) -> @MainActor () -> Void) {
        actionMethods[action] = { [unowned self] _ in
            guard let responder = self as? Responder else { return }
            method(responder)()
        }
    }

    /// Stops this responder from performing `action`.
    public func unregisterAction(_ action: Selector) {
        actionMethods[action] = nil
    }

    /// Performs an action this responder registered; `false` when it has none for it.
    func performRegisteredAction(_ action: Selector, sender: Any?) -> Bool {
        guard let method = actionMethods[action] else { return false }
        method(sender)
        return true
    }
}
