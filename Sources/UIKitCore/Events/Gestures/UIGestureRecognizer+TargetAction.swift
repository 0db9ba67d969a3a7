import Foundation

/// One target-action pair of a gesture recognizer; the target is held weakly.
@MainActor
final class GestureTarget {
    weak var object: AnyObject?
    /// The named action, for pairs added with a selector; `nil` for method references.
    let selector: Selector?
    private let invoke: (AnyObject, UIGestureRecognizer) -> Void

    init(object: AnyObject, selector: Selector?, invoke: @escaping (AnyObject, UIGestureRecognizer) -> Void) {
        self.object = object
        self.selector = selector
        self.invoke = invoke
    }

    /// Sends the action; `false` when the target no longer exists.
    func send(from recognizer: UIGestureRecognizer) -> Bool {
        guard let object else { return false }
        invoke(object, recognizer)
        return true
    }
}

extension UIGestureRecognizer {
    /// Creates a gesture recognizer whose action is a method of `target` that takes no
    /// arguments, such as `ViewController.handleTap`. The target is held weakly.
    public convenience init<Target: AnyObject>(target: Target, action: @escaping (Target) -> @MainActor () -> Void) {
        self.init(target: nil, action: nil)
        addTarget(target, action: action)
    }

    /// Creates a gesture recognizer whose action is a method of `target` that takes the
    /// recognizer, such as `func handlePan(_ sender: UIPanGestureRecognizer)`.
    public convenience init<Target: AnyObject, Sender>(target: Target,
                                                       action: @escaping (Target) -> @MainActor (Sender) -> Void) {
        self.init(target: nil, action: nil)
        addTarget(target, action: action)
    }

    /// Adds a target and an action method that takes no arguments. The target is held weakly;
    /// a target may have several actions.
    public func addTarget<Target: AnyObject>(_ target: Target, action: @escaping (Target) -> @MainActor () -> Void) {
        targets.append(GestureTarget(object: target, selector: nil) { object, _ in
            guard let target = object as? Target else { return }
            action(target)()
        })
    }

    /// Adds a target and an action method that takes the recognizer as its sender.
    public func addTarget<Target: AnyObject, Sender>(_ target: Target,
                                                     action: @escaping (Target) -> @MainActor (Sender) -> Void) {
        targets.append(GestureTarget(object: target, selector: nil) { object, recognizer in
            guard let target = object as? Target, let sender = recognizer as? Sender else { return }
            action(target)(sender)
        })
    }

    /// Adds a target and a named action, sent through `UIApplication.sendAction(_:to:from:for:)`
    /// to the target (a responder that registered the action). Adding a pair twice has no effect.
    public func addTarget(_ target: Any, action: Selector) {
        let object = target as AnyObject
        guard !targets.contains(where: { $0.object === object && $0.selector == action }) else { return }
        targets.append(GestureTarget(object: object, selector: action) { object, recognizer in
            UIApplication.shared.sendAction(action, to: object, from: recognizer, for: nil)
        })
    }

    /// Removes target-action pairs: `nil` for `target` matches every target, `nil` for `action`
    /// every action of the matched targets (method-reference actions are removed this way, since
    /// a method reference cannot be compared).
    public func removeTarget(_ target: Any?, action: Selector?) {
        let object = target.map { $0 as AnyObject }
        targets.removeAll { registration in
            if let object, registration.object !== object { return false }
            if let action, registration.selector != action { return false }
            return true
        }
    }

    /// Sends every action in the order the pairs were added, forgetting targets that are gone.
    func sendActions() {
        var vanished: [ObjectIdentifier] = []
        for target in targets where !target.send(from: self) {
            vanished.append(ObjectIdentifier(target))
        }
        if !vanished.isEmpty { targets.removeAll { vanished.contains(ObjectIdentifier($0)) } }
    }
}
