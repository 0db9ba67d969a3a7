import Foundation

/// A type whose instances take property values set on its appearance proxy: every instance
/// (of the class or a subclass), or those inside given containers or under given traits.
///
/// `UINavigationBar.appearance().tintColor = .white`, as on iOS. The proxy is a
/// `UIAppearanceProxy` of the class rather than an instance of it (Swift without the
/// Objective-C runtime cannot forward an instance's setters); properties and the usual
/// per-state setters read the same.
@preconcurrency @MainActor
public protocol UIAppearance: AnyObject {}

/// A type that can contain appearance-customized instances: views, view controllers and
/// presentation controllers.
@preconcurrency @MainActor
public protocol UIAppearanceContainer: AnyObject {}

extension UIAppearance {
    /// The proxy for every instance of the class.
    public static func appearance() -> UIAppearanceProxy<Self> {
        UIAppearanceProxy(rule: AppearanceRule(target: Self.self, containers: [], traits: nil))
    }

    /// The proxy for instances inside containers of the given types, innermost first: each
    /// container is found above the instance (not necessarily directly), in that order.
    public static func appearance(whenContainedInInstancesOf containerTypes: [any UIAppearanceContainer.Type]) -> UIAppearanceProxy<Self> {
        UIAppearanceProxy(rule: AppearanceRule(target: Self.self, containers: containerTypes, traits: nil))
    }

    /// The proxy for instances whose trait collection has the given traits.
    public static func appearance(for trait: UITraitCollection) -> UIAppearanceProxy<Self> {
        UIAppearanceProxy(rule: AppearanceRule(target: Self.self, containers: [], traits: trait))
    }

    /// The proxy for instances under the given traits inside containers of the given types.
    public static func appearance(for trait: UITraitCollection,
                                  whenContainedInInstancesOf containerTypes: [any UIAppearanceContainer.Type]) -> UIAppearanceProxy<Self> {
        UIAppearanceProxy(rule: AppearanceRule(target: Self.self, containers: containerTypes, traits: trait))
    }
}

extension UIView: UIAppearance, UIAppearanceContainer {}
extension UIViewController: UIAppearanceContainer {}
extension UIPresentationController: UIAppearanceContainer {}
extension UIBarItem: UIAppearance {}
