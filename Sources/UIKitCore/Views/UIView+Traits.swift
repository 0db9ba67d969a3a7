import Foundation

extension UIView: UITraitEnvironment {
    var effectiveTraitCollection: UITraitCollection {
        let base: UITraitCollection
        if let controller = owningViewController {
            base = controller.traitCollection
        } else if let superview = storedSuperview {
            base = superview.traitCollection
        } else if let scene = (self as? UIWindow)?.windowScene {
            base = scene.traitCollection
        } else {
            base = UITraitCollection.current
        }
        guard storedStyleOverride != .unspecified else { return base }
        return base.overriding(with: UITraitCollection(userInterfaceStyle: storedStyleOverride))
    }

    /// A closure called with the view and the previous traits when observed traits change.
    public typealias TraitChangeHandler<Environment> = (Environment, UITraitCollection) -> Void

    /// Calls `handler` with the view and its previous traits whenever any of `traits` changes.
    @discardableResult
    public func registerForTraitChanges<Environment: UITraitEnvironment>(
        _ traits: [UITrait], handler: @escaping TraitChangeHandler<Environment>) -> any UITraitChangeRegistration {
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

    /// Sends `action` to the view (up its responder chain if it does not perform it) whenever
    /// any of `traits` changes.
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
