import Foundation

/// One target-action pair or action closure registered on a control for a set of events.
@MainActor
final class ControlRegistration {
    enum Handler {
        /// A method of a weakly held target; `nil` once the target is gone.
        case target(ObjectIdentifier, (UIControl, UIEvent?) -> Bool)
        case action(UIAction)
        /// A named action sent through the application to a weakly held target, or up the
        /// responder chain when the target is `nil`.
        case selector(Selector, target: WeakTarget?)
    }

    /// A target held without keeping it: through its handle when it is a responder
    /// (LifetimeHandle.swift), weakly otherwise.
    final class WeakTarget {
        private let handle: LifetimeHandle?
        private weak var other: AnyObject?

        init(_ object: AnyObject) {
            if let responder = object as? UIResponder {
                handle = responder.lifetimeHandle
            } else {
                handle = nil
                other = object
            }
        }

        var object: AnyObject? { handle.map { $0.object } ?? other }
    }

    let events: UIControl.Event
    let handler: Handler

    init(events: UIControl.Event, handler: Handler) {
        self.events = events
        self.handler = handler
    }

    /// Sends the action; returns `false` when its target no longer exists.
    func send(from control: UIControl, event: UIEvent?) -> Bool {
        switch handler {
        case .target(_, let invoke): return invoke(control, event)
        case .action(let action):
            action.perform(sender: control)
            return true
        case .selector(let selector, let target):
            if let target, target.object == nil { return false }
            UIApplication.shared.sendAction(selector, to: target?.object, from: control, for: event)
            return true
        }
    }

    func isTarget(_ object: AnyObject) -> Bool {
        switch handler {
        case .target(let id, _): id == ObjectIdentifier(object)
        case .selector(_, let target): target?.object === object
        case .action: false
        }
    }

    var isTargetAction: Bool {
        if case .action = handler { return false }
        return true
    }

    var action: UIAction? {
        if case .action(let action) = handler { return action }
        return nil
    }
}
