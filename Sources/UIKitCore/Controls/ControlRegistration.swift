import Foundation

/// One target-action pair or action closure registered on a control for a set of events.
@MainActor
final class ControlRegistration {
    enum Handler {
        /// A method of a weakly held target; `nil` once the target is gone.
        case target(ObjectIdentifier, (UIControl, UIEvent?) -> Bool)
        case action(UIAction)
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
        }
    }

    func isTarget(_ object: AnyObject) -> Bool {
        if case .target(let id, _) = handler { return id == ObjectIdentifier(object) }
        return false
    }

    var action: UIAction? {
        if case .action(let action) = handler { return action }
        return nil
    }
}
