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

    /// Performs an action this responder registered, or a method of its class's selector table;
    /// `false` when it has neither. The method gets the sender, and the event when it takes two
    /// arguments (`action:forEvent:`).
    func performRegisteredAction(_ action: Selector, sender: Any?, event: UIEvent? = nil) -> Bool {
        if let method = actionMethods[action] {
            method(sender)
            return true
        }
        return _SelectorTable.perform(action, on: self, arguments: [sender, event]) != nil
    }
}
