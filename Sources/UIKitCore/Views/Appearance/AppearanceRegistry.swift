import Foundation

/// Which instances a proxy's values are for: a class (and its subclasses), inside containers
/// of given types (innermost first), under given traits.
@MainActor
struct AppearanceRule {
    let target: AnyObject.Type
    let containers: [any UIAppearanceContainer.Type]
    let traits: UITraitCollection?

    /// Whether two proxies are for the same instances (the same proxy asked for twice).
    func isSame(as other: AppearanceRule) -> Bool {
        target == other.target && traits == other.traits
            && containers.count == other.containers.count
            && zip(containers, other.containers).allSatisfy { ObjectIdentifier($0) == ObjectIdentifier($1) }
    }

    /// How many classes lie between the rule's class and `type` (0 for the class itself).
    func depth(below type: AnyObject.Type) -> Int {
        var depth = 0
        var current: AnyClass? = type
        while let candidate = current, candidate != target {
            depth += 1
            current = _getSuperclass(candidate)
        }
        return depth
    }

    /// Whether the rule is for the instance: its class, containers above it in order, its traits.
    func matches(_ object: AnyObject, traitCollection: UITraitCollection?) -> Bool {
        guard isKind(object, of: target) else { return false }
        if let traits, !(traitCollection?.containsTraits(in: traits) ?? false) { return false }
        guard !containers.isEmpty else { return true }
        var remaining = containers[...]
        var current = AppearanceRule.container(above: object)
        while let container = current, let wanted = remaining.first {
            if isKind(container, of: wanted) { remaining = remaining.dropFirst() }
            current = AppearanceRule.container(above: container)
        }
        return remaining.isEmpty
    }

    private func isKind(_ object: AnyObject, of type: AnyObject.Type) -> Bool {
        var current: AnyClass? = Swift.type(of: object)
        while let candidate = current {
            if candidate == type { return true }
            current = _getSuperclass(candidate)
        }
        return false
    }

    /// The next container up: a view's controller (for its root view) or superview, a
    /// controller's parent or its view's superview, a bar item's bar.
    static func container(above object: AnyObject) -> AnyObject? {
        switch object {
        case let view as UIView: return view.next as AnyObject?
        case let controller as UIViewController: return controller.next as AnyObject?
        case let item as UIBarItem: return item.displayingBar as AnyObject?
        default: return nil
        }
    }
}

/// The values set on every appearance proxy of the app, in the order they were set, and
/// their application to instances.
@MainActor
final class AppearanceRegistry {
    static let shared = AppearanceRegistry()

    private struct Invocation {
        let rule: AppearanceRule
        let key: AnyHashable
        let value: Any?
        let apply: @MainActor (AnyObject) -> Void
    }

    private var invocations: [Invocation] = []

    /// Whether any proxy was ever set: when none was, instances skip the lookup.
    private(set) var isEmpty = true

    /// Whether proxies' values are being given to an instance: their sets are not the app's.
    private(set) var isApplying = false

    func record(rule: AppearanceRule, key: AnyHashable, value: Any?, apply: @escaping @MainActor (AnyObject) -> Void) {
        invocations.removeAll { $0.key == key && $0.rule.isSame(as: rule) }
        invocations.append(Invocation(rule: rule, key: key, value: value, apply: apply))
        isEmpty = false
    }

    func value(for key: AnyHashable, rule: AppearanceRule) -> Any? {
        invocations.last { $0.key == key && $0.rule.isSame(as: rule) }?.value
    }

    /// Gives the instance every value recorded for it: those for superclasses first, then
    /// for its own class; plain ones before those for containers or traits; each group in
    /// the order the app set them.
    func apply(to object: AnyObject, traitCollection: UITraitCollection?) {
        let matching = invocations.enumerated().filter { $0.element.rule.matches(object, traitCollection: traitCollection) }
        let type: AnyObject.Type = Swift.type(of: object)
        let ordered = matching.sorted { left, right in
            let (l, r) = (left.element.rule, right.element.rule)
            let (ld, rd) = (l.depth(below: type), r.depth(below: type))
            if ld != rd { return ld > rd }
            let (ls, rs) = (l.containers.count + (l.traits == nil ? 0 : 1), r.containers.count + (r.traits == nil ? 0 : 1))
            if ls != rs { return ls < rs }
            return left.offset < right.offset
        }
        let wasApplying = isApplying
        isApplying = true
        defer { isApplying = wasApplying }
        for invocation in ordered { invocation.element.apply(object) }
    }

    /// Runs `body` as its owner's own change, not a proxy's, while a proxy's value is given to
    /// that owner: a button redrawing its title label in the title color a proxy gave it sets
    /// the label as the button, which the label's own proxies do not decide.
    func asOwner<Result>(_ body: () -> Result) -> Result {
        guard isApplying else { return body() }
        isApplying = false
        defer { isApplying = true }
        return body()
    }

    /// Forgets every recorded value (tests start from none).
    func removeAll() {
        invocations = []
        isEmpty = true
    }
}

/// The app's appearance proxies, for hosts and tests.
@_spi(Host)
@MainActor
public enum UIAppearanceProxies {
    /// Forgets every value set on a proxy; instances keep what they were given.
    public static func removeAll() {
        AppearanceRegistry.shared.removeAll()
    }
}
