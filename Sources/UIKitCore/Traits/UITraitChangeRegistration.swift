/// A token for a trait-change registration, to unregister it with `unregisterForTraitChanges(_:)`.
public protocol UITraitChangeRegistration: Sendable {}

/// The registration tokens the framework hands out.
struct TraitChangeToken: UITraitChangeRegistration, Hashable {
    let id: Int
}
