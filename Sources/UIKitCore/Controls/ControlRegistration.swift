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

/// A control's registrations in the order they were added. Most controls have one (a button's
/// primary action, a switch's target), which is kept without an array: an array of one took 48
/// bytes of its own on each of a screen's buttons.
struct ControlRegistrations: Sequence {
    private enum Storage {
        case none
        case one(ControlRegistration)
        case many([ControlRegistration])
    }

    private var storage = Storage.none

    init() {}

    private init(_ registrations: [ControlRegistration]) {
        switch registrations.count {
        case 0: storage = .none
        case 1: storage = .one(registrations[0])
        default: storage = .many(registrations)
        }
    }

    var isEmpty: Bool {
        if case .none = storage { return true }
        return false
    }

    /// Adds a registration after the others.
    mutating func append(_ registration: ControlRegistration) {
        switch storage {
        case .none: storage = .one(registration)
        case .one(let first): storage = .many([first, registration])
        case .many(var all):
            storage = .none
            all.append(registration)
            storage = .many(all)
        }
    }

    /// Replaces each registration by what `transform` makes of it, dropping those it makes nil.
    mutating func update(_ transform: (ControlRegistration) -> ControlRegistration?) {
        self = ControlRegistrations(compactMap(transform))
    }

    /// Drops the registrations `shouldRemove` picks.
    mutating func removeAll(where shouldRemove: (ControlRegistration) -> Bool) {
        self = ControlRegistrations(filter { !shouldRemove($0) })
    }

    func makeIterator() -> OneThenArrayIterator<ControlRegistration> {
        switch storage {
        case .none: OneThenArrayIterator(single: nil, rest: nil)
        case .one(let registration): OneThenArrayIterator(single: registration, rest: nil)
        case .many(let all): OneThenArrayIterator(single: nil, rest: all)
        }
    }
}

/// Goes through a list kept as one element or as an array (`ControlRegistrations`,
/// `ConstraintReferences`) without making an array of one.
struct OneThenArrayIterator<Element>: IteratorProtocol {
    private var single: Element?
    private var rest: IndexingIterator<[Element]>?

    init(single: Element?, rest: [Element]?) {
        self.single = single
        self.rest = rest?.makeIterator()
    }

    mutating func next() -> Element? {
        if let single {
            self.single = nil
            return single
        }
        return rest?.next()
    }
}
