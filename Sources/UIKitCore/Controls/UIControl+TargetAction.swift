import Foundation

extension UIControl {
    /// Associates a target object and an action method with the control, for the given events.
    /// The target is held weakly, as UIKit does. `action` is a method reference such as
    /// `ViewController.tapped`, where `tapped()` takes no arguments.
    public func addTarget<Target: AnyObject>(_ target: Target, action: @escaping (Target) -> @MainActor () -> Void,
                                             for controlEvents: Event) {
        register(target, for: controlEvents) { target, _, _ in action(target)() }
    }

    /// Associates a target and an action method taking the sender, such as
    /// `func tapped(_ sender: UIButton)`, with the control for the given events.
    public func addTarget<Target: AnyObject, Sender>(_ target: Target,
                                                     action: @escaping (Target) -> @MainActor (Sender) -> Void,
                                                     for controlEvents: Event) {
        register(target, for: controlEvents) { target, control, _ in
            guard let sender = control as? Sender else { return }
            action(target)(sender)
        }
    }

    /// Associates a target and an action method taking the sender and the event, such as
    /// `func tapped(_ sender: UIButton, forEvent event: UIEvent)`, with the control.
    public func addTarget<Target: AnyObject, Sender>(_ target: Target,
                                                     action: @escaping (Target) -> @MainActor (Sender, UIEvent) -> Void,
                                                     for controlEvents: Event) {
        register(target, for: controlEvents) { target, control, event in
            guard let sender = control as? Sender else { return }
            action(target)(sender, event ?? UIEvent())
        }
    }

    /// Associates a named action with the control for the given events. It is sent through
    /// `UIApplication.sendAction(_:to:from:for:)`: to `target` (held weakly), or, when `target` is
    /// `nil`, up the responder chain to the first responder that registered the action.
    public func addTarget(_ target: AnyObject?, action: Selector, for controlEvents: Event) {
        let handler = ControlRegistration.Handler.selector(action, target: target.map(ControlRegistration.WeakTarget.init))
        registrations.append(ControlRegistration(events: controlEvents, handler: handler))
    }

    /// Stops sending the given events to every action method of the target; a `nil` target
    /// removes every target-action pair for those events.
    public func removeTarget(_ target: AnyObject?, for controlEvents: Event) {
        removeTarget(target, action: nil, for: controlEvents)
    }

    /// Stops sending the given events to `action` of `target`: a `nil` target means every
    /// target, a `nil` action every action method (named or a method reference) of the target.
    public func removeTarget(_ target: AnyObject?, action: Selector?, for controlEvents: Event) {
        registrations.update { registration in
            guard registration.isTargetAction else { return registration }
            if let target, !registration.isTarget(target) { return registration }
            if let action {
                guard case .selector(let registered, _) = registration.handler, registered == action else {
                    return registration
                }
            }
            return registration.removing(controlEvents)
        }
    }

    /// Adds the action for the given events.
    public func addAction(_ action: UIAction, for controlEvents: Event) {
        registrations.append(ControlRegistration(events: controlEvents, handler: .action(action)))
    }

    /// Removes the action for the given events.
    public func removeAction(_ action: UIAction, for controlEvents: Event) {
        removeActions(for: controlEvents) { $0 === action }
    }

    /// Removes the action with the given identifier for the given events.
    public func removeAction(identifiedBy actionIdentifier: UIAction.Identifier, for controlEvents: Event) {
        removeActions(for: controlEvents) { $0.identifier == actionIdentifier }
    }

    /// The events for which the control has registered actions or targets.
    public var allControlEvents: Event {
        registrations.reduce(into: []) { $0.formUnion($1.events) }
    }

    /// The targets of the control's target-action pairs.
    public var allTargets: Set<AnyHashable> {
        Set(registrations.compactMap { registration -> AnyHashable? in
            switch registration.handler {
            case .target(let id, _): AnyHashable(id)
            case .selector(_, let target): target?.object.map { AnyHashable(ObjectIdentifier($0)) }
            case .action: nil
            }
        })
    }

    private func register<Target: AnyObject>(_ target: Target, for controlEvents: Event,
                                             invoke: @escaping @MainActor (Target, UIControl, UIEvent?) -> Void) {
        let handler: ControlRegistration.Handler
        if let responder = target as? UIResponder {
            // A responder, as targets almost always are, is held through its handle
            // (LifetimeHandle.swift), which costs less than `weak` at every later retain.
            let handle = responder.lifetimeHandle
            handler = .target(ObjectIdentifier(target)) { control, event in
                guard let object = handle.object else { return false }
                invoke(unsafeDowncast(object, to: Target.self), control, event)
                return true
            }
        } else {
            handler = .target(ObjectIdentifier(target)) { [weak target] control, event in
                guard let target else { return false }
                invoke(target, control, event)
                return true
            }
        }
        registrations.append(ControlRegistration(events: controlEvents, handler: handler))
    }

    private func removeActions(for controlEvents: Event, where matches: (UIAction) -> Bool) {
        registrations.update { registration in
            guard let action = registration.action, matches(action) else { return registration }
            return registration.removing(controlEvents)
        }
    }

    /// Sends every registration whose events share a bit with `controlEvents`, in the order they
    /// were added, and forgets targets that no longer exist.
    func sendActionsImplementation(for controlEvents: Event, with event: UIEvent?) {
        guard isEnabled else { return }
        var vanished: [ObjectIdentifier] = []
        for registration in registrations where !registration.events.isDisjoint(with: controlEvents) {
            if !registration.send(from: self, event: event) { vanished.append(ObjectIdentifier(registration)) }
        }
        guard !vanished.isEmpty else { return }
        registrations.removeAll { vanished.contains(ObjectIdentifier($0)) }
    }
}

extension ControlRegistration {
    /// The registration without the given events, or `nil` when no event is left.
    func removing(_ controlEvents: UIControl.Event) -> ControlRegistration? {
        let remaining = events.subtracting(controlEvents)
        guard !remaining.isEmpty else { return nil }
        return remaining == events ? self : ControlRegistration(events: remaining, handler: handler)
    }
}
