import Foundation

/// The proxy a class's `appearance()` returns: the properties set on it (and the per-state
/// setters it offers) are recorded, and given to each matching instance when it enters a
/// window (a view) or a bar (a bar item), before it lays out. A value the proxy never set
/// reads as `nil`.
@dynamicMemberLookup
@preconcurrency @MainActor
public final class UIAppearanceProxy<Target: AnyObject> {
    let rule: AppearanceRule

    init(rule: AppearanceRule) {
        self.rule = rule
    }

    /// An optional property: the value set on this proxy, or `nil`.
    public subscript<Value>(dynamicMember keyPath: ReferenceWritableKeyPath<Target, Value?>) -> Value? {
        get { AppearanceRegistry.shared.value(for: keyPath, rule: rule) as? Value }
        set {
            let value = newValue
            AppearanceRegistry.shared.record(rule: rule, key: keyPath, value: value) { target in
                (target as? Target)?[keyPath: keyPath] = value
            }
        }
    }

    /// A property: the value set on this proxy. Reading one that was never set stops the app,
    /// as UIKit raises for it.
    public subscript<Value>(dynamicMember keyPath: ReferenceWritableKeyPath<Target, Value>) -> Value {
        get {
            guard let value = AppearanceRegistry.shared.value(for: keyPath, rule: rule) as? Value else {
                preconditionFailure("UIAppearance: \(keyPath) was read from an appearance proxy before it was set")
            }
            return value
        }
        set {
            let value = newValue
            AppearanceRegistry.shared.record(rule: rule, key: keyPath, value: value) { target in
                (target as? Target)?[keyPath: keyPath] = value
            }
        }
    }

    /// Records a call to make on each matching instance, replacing an earlier one with the
    /// same key.
    func record(_ key: AnyHashable, _ apply: @escaping @MainActor (Target) -> Void) {
        AppearanceRegistry.shared.record(rule: rule, key: key, value: nil) { target in
            if let target = target as? Target { apply(target) }
        }
    }
}

/// A per-state setter recorded on a proxy: the method's name and the state.
struct AppearanceMethodKey: Hashable {
    let name: String
    let state: UInt
}

extension UIAppearanceProxy where Target: UIButton {
    public func setTitleColor(_ color: UIColor?, for state: UIControl.State) {
        record(AppearanceMethodKey(name: "setTitleColor", state: state.rawValue)) { $0.setTitleColor(color, for: state) }
    }

    public func setTitleShadowColor(_ color: UIColor?, for state: UIControl.State) {
        record(AppearanceMethodKey(name: "setTitleShadowColor", state: state.rawValue)) { $0.setTitleShadowColor(color, for: state) }
    }

    public func setImage(_ image: UIImage?, for state: UIControl.State) {
        record(AppearanceMethodKey(name: "setImage", state: state.rawValue)) { $0.setImage(image, for: state) }
    }

    public func setBackgroundImage(_ image: UIImage?, for state: UIControl.State) {
        record(AppearanceMethodKey(name: "setBackgroundImage", state: state.rawValue)) { $0.setBackgroundImage(image, for: state) }
    }
}

extension UIAppearanceProxy where Target: UIBarItem {
    public func setTitleTextAttributes(_ attributes: [NSAttributedString.Key: Any]?, for state: UIControl.State) {
        nonisolated(unsafe) let attributes = attributes
        record(AppearanceMethodKey(name: "setTitleTextAttributes", state: state.rawValue)) {
            $0.setTitleTextAttributes(attributes, for: state)
        }
    }
}

extension UIAppearanceProxy where Target: UISegmentedControl {
    public func setTitleTextAttributes(_ attributes: [NSAttributedString.Key: Any]?, for state: UIControl.State) {
        nonisolated(unsafe) let attributes = attributes
        record(AppearanceMethodKey(name: "setTitleTextAttributes", state: state.rawValue)) {
            $0.setTitleTextAttributes(attributes, for: state)
        }
    }
}

extension UIAppearanceProxy where Target: UINavigationBar {
    public func setBackgroundImage(_ image: UIImage?, for barMetrics: UIBarMetrics) {
        record(AppearanceMethodKey(name: "setBackgroundImage", state: UInt(barMetrics.rawValue))) {
            $0.setBackgroundImage(image, for: barMetrics)
        }
    }
}
