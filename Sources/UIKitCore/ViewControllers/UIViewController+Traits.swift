import Foundation

extension UIViewController: UITraitEnvironment {
    /// Kept until something that can change a controller's traits changes
    /// (`TraitEnvironmentGeneration`): every view of the controller asks for them, through its
    /// parents up to the scene.
    var effectiveTraitCollection: UITraitCollection {
        let generation = TraitEnvironmentGeneration.current
        if cachedTraitsGeneration == generation, let cachedTraits { return cachedTraits }
        let traits = computedTraitCollection
        cachedTraits = traits
        cachedTraitsGeneration = generation
        return traits
    }

    private var computedTraitCollection: UITraitCollection {
        var traits: UITraitCollection
        if let parent = parentController {
            traits = parent.traitCollection
            if let override = parent.childTraitOverrides[ObjectIdentifier(self)] { traits = traits.overriding(with: override) }
        } else if let superview = viewIfLoaded?.superview {
            traits = superview.traitCollection
        } else {
            traits = UITraitCollection.current
        }
        guard storedStyleOverride != .unspecified else { return traits }
        return traits.overriding(with: UITraitCollection(userInterfaceStyle: storedStyleOverride))
    }

    /// Calls `handler` with the controller and its previous traits whenever any of `traits` changes.
    @discardableResult
    public func registerForTraitChanges<Environment: UITraitEnvironment>(
        _ traits: [UITrait], handler: @escaping (Environment, UITraitCollection) -> Void) -> any UITraitChangeRegistration {
        traitObservers.add(traits) { [unowned self] previous in
            if let environment = self as? Environment { handler(environment, previous) }
        }
    }

    /// Sends `action` to `target` whenever any of `traits` changes.
    @discardableResult
    public func registerForTraitChanges(_ traits: [UITrait], target: AnyObject, action: Selector) -> any UITraitChangeRegistration {
        traitObservers.add(traits) { [unowned self, weak target] _ in
            guard let target else { return }
            UIApplication.shared.sendAction(action, to: target, from: self, for: nil)
        }
    }

    /// Sends `action` to the controller (up its responder chain if it does not perform it)
    /// whenever any of `traits` changes.
    @discardableResult
    public func registerForTraitChanges(_ traits: [UITrait], action: Selector) -> any UITraitChangeRegistration {
        traitObservers.add(traits) { [unowned self] _ in
            guard let performer = self.target(forAction: action, withSender: self) as? UIResponder else { return }
            _ = performer.performRegisteredAction(action, sender: self)
        }
    }

    /// Stops a trait-change registration.
    public func unregisterForTraitChanges(_ registration: any UITraitChangeRegistration) {
        traitObservers.remove(registration)
    }
}
