import Foundation

/// One registration for changes to some traits: what to call when any of them changes.
@MainActor
struct TraitChangeObserver {
    let token: TraitChangeToken
    let traits: [String]
    let notify: (UITraitCollection) -> Void

    private static var lastID = 0

    static func nextToken() -> TraitChangeToken {
        lastID += 1
        return TraitChangeToken(id: lastID)
    }
}

/// The trait-change registrations of a view or view controller.
@MainActor
struct TraitChangeObservers {
    private(set) var observers: [TraitChangeObserver] = []

    mutating func add(_ traits: [UITrait], notify: @escaping (UITraitCollection) -> Void) -> TraitChangeToken {
        let token = TraitChangeObserver.nextToken()
        observers.append(TraitChangeObserver(token: token, traits: traits.map { $0.identifier }, notify: notify))
        return token
    }

    mutating func remove(_ registration: UITraitChangeRegistration) {
        guard let token = registration as? TraitChangeToken else { return }
        observers.removeAll { $0.token == token }
    }

    /// Calls the registrations whose traits differ between `previous` and `current`.
    func notify(from previous: UITraitCollection, to current: UITraitCollection) {
        for observer in observers where observer.traits.contains(where: { current.differs(from: previous, in: $0) }) {
            observer.notify(previous)
        }
    }
}
