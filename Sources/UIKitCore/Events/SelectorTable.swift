import Foundation

/// Calls a method a selector names on an object, with the arguments the sender passes (as many
/// as the method takes), and returns what it returns.
public typealias _SelectorInvoker = @MainActor @Sendable (AnyObject, [Any?]) -> Any?

/// Methods found by selector at run time: the stand-in for the Objective-C runtime's method
/// lists. The source plugin (`Plugins/UIKitSourcePlugin`, docs/selectors.md) writes a table for
/// each class of an app's that has `@objc`, `@IBAction` or `@objc`-protocol methods and
/// registers it before the first instance of such a class exists; a lookup goes up the class
/// hierarchy, so a subclass finds its superclasses' methods and an override is called through
/// the method itself.
public enum _SelectorTable {
    private static let lock = NSLock()
    nonisolated(unsafe) private static var tables: [ObjectIdentifier: [String: _SelectorInvoker]] = [:]
    /// What lookups found, by class and selector; cleared when a table is registered.
    nonisolated(unsafe) private static var resolved: [ResolvedKey: _SelectorInvoker?] = [:]

    private struct ResolvedKey: Hashable {
        let type: ObjectIdentifier
        let name: String
    }

    /// Adds the methods of `type` to its table (a class's extensions in other files have
    /// tables of their own). Any thread may register: an app's classes register as their first
    /// instance is made.
    public static func register(_ type: AnyClass, _ methods: [String: _SelectorInvoker]) {
        lock.lock()
        defer { lock.unlock() }
        tables[ObjectIdentifier(type), default: [:]].merge(methods) { _, new in new }
        resolved.removeAll()
    }

    /// The method `selector` names for `object`: its class's, or the nearest superclass's.
    public static func invoker(for object: AnyObject, _ selector: Selector) -> _SelectorInvoker? {
        _ = builtIn
        let dynamicType: AnyClass = type(of: object)
        let key = ResolvedKey(type: ObjectIdentifier(dynamicType), name: selector.name)
        lock.lock()
        defer { lock.unlock() }
        if let known = resolved[key] { return known }
        var current: AnyClass? = dynamicType
        var found: _SelectorInvoker?
        while let type = current, found == nil {
            found = tables[ObjectIdentifier(type)]?[selector.name]
            current = _getSuperclass(type)
        }
        resolved[key] = .some(found)
        return found
    }

    /// The entry `type`'s own table has for `name`, not a superclass's: what the plugin lists
    /// for one class only (a layer class's `init()`).
    static func ownInvoker(of type: AnyClass, _ name: String) -> _SelectorInvoker? {
        lock.lock()
        defer { lock.unlock() }
        return tables[ObjectIdentifier(type)]?[name]
    }

    /// UIKit's own methods that apps name by selector (`#selector(UIView.setNeedsLayout)`).
    private static let builtIn: Void = {
        register(UIResponder.self, [
            "becomeFirstResponder": { object, _ in (object as! UIResponder).becomeFirstResponder() },
            "resignFirstResponder": { object, _ in (object as! UIResponder).resignFirstResponder() },
        ])
        register(UIView.self, [
            "setNeedsLayout": { object, _ in (object as! UIView).setNeedsLayout() },
            "layoutIfNeeded": { object, _ in (object as! UIView).layoutIfNeeded() },
            "removeFromSuperview": { object, _ in (object as! UIView).removeFromSuperview() },
            "sizeToFit": { object, _ in (object as! UIView).sizeToFit() },
        ])
        // The standard edit actions of text fields and text views, which menus and key commands name.
        register(UITextField.self, [
            "copy:": { object, arguments in (object as! UITextField).copy(arguments.first ?? nil) },
            "cut:": { object, arguments in (object as! UITextField).cut(arguments.first ?? nil) },
            "paste:": { object, arguments in (object as! UITextField).paste(arguments.first ?? nil) },
            "delete:": { object, arguments in (object as! UITextField).delete(arguments.first ?? nil) },
            "select:": { object, arguments in (object as! UITextField).select(arguments.first ?? nil) },
            "selectAll:": { object, arguments in (object as! UITextField).selectAll(arguments.first ?? nil) },
        ])
        register(UITextView.self, [
            "copy:": { object, arguments in (object as! UITextView).copy(arguments.first ?? nil) },
            "cut:": { object, arguments in (object as! UITextView).cut(arguments.first ?? nil) },
            "paste:": { object, arguments in (object as! UITextView).paste(arguments.first ?? nil) },
            "delete:": { object, arguments in (object as! UITextView).delete(arguments.first ?? nil) },
            "select:": { object, arguments in (object as! UITextView).select(arguments.first ?? nil) },
            "selectAll:": { object, arguments in (object as! UITextView).selectAll(arguments.first ?? nil) },
        ])
        register(UIViewController.self, [
            "setNeedsStatusBarAppearanceUpdate": { object, _ in (object as! UIViewController).setNeedsStatusBarAppearanceUpdate() },
        ])
    }()

    /// Calls the method `selector` names on `object`; `nil` when it has none.
    @MainActor @discardableResult
    public static func perform(_ selector: Selector, on object: AnyObject, arguments: [Any?]) -> Any?? {
        guard let invoker = invoker(for: object, selector) else { return nil }
        return .some(invoker(object, arguments))
    }
}

/// The argument at `index` as the method's parameter type: missing arguments are `nil` for an
/// optional parameter, as Objective-C passes `nil`.
@MainActor
public func _selectorArgument<T>(_ arguments: [Any?], _ index: Int, selector: String) -> T {
    let value: Any? = index < arguments.count ? arguments[index] : nil
    if let value, let cast = value as? T { return cast }
    if let none = Optional<Any>.none as? T { return none }
    if let value { preconditionFailure("\(selector): argument \(index + 1) is a \(type(of: value)), not a \(T.self)") }
    preconditionFailure("\(selector): argument \(index + 1) is missing; the method takes a \(T.self)")
}

extension NSObject {
    /// Whether the object implements the method `aSelector` names: a method of its class's
    /// selector table, or an action it registered.
    @MainActor
    public func responds(to aSelector: Selector!) -> Bool {
        guard let aSelector else { return false }
        if let responder = self as? UIResponder, responder.actionMethods[aSelector] != nil { return true }
        return _SelectorTable.invoker(for: self, aSelector) != nil
    }

    /// Calls the method `aSelector` names, without arguments.
    @MainActor @discardableResult
    public func perform(_ aSelector: Selector!) -> Unmanaged<AnyObject>! {
        performSelector(aSelector, [])
    }

    /// Calls the method `aSelector` names with one argument.
    @MainActor @discardableResult
    public func perform(_ aSelector: Selector!, with object: Any!) -> Unmanaged<AnyObject>! {
        performSelector(aSelector, [object])
    }

    /// Calls the method `aSelector` names with two arguments.
    @MainActor @discardableResult
    public func perform(_ aSelector: Selector!, with object1: Any!, with object2: Any!) -> Unmanaged<AnyObject>! {
        performSelector(aSelector, [object1, object2])
    }

    @MainActor
    private func performSelector(_ aSelector: Selector?, _ arguments: [Any?]) -> Unmanaged<AnyObject>? {
        guard let aSelector else { preconditionFailure("perform(_:) with a nil selector") }
        if let responder = self as? UIResponder, let method = responder.actionMethods[aSelector] {
            method(arguments.first ?? nil)
            return nil
        }
        guard let result = _SelectorTable.perform(aSelector, on: self, arguments: arguments) else {
            preconditionFailure("-[\(type(of: self)) \(aSelector.name)]: unrecognized selector sent to instance")
        }
        guard let object = result.map({ $0 as AnyObject }) else { return nil }
        return Unmanaged.passUnretained(object)
    }
}

/// `value` when its class implements the method `selector` names, else `nil`: how the source
/// plugin rewrites a call of an `@objc optional` requirement, `delegate?.didFinish?(self)`.
public func _respondingTarget<T>(_ value: T?, to selector: Selector) -> T? {
    guard let value else { return nil }
    return _SelectorTable.invoker(for: value as AnyObject, selector) != nil ? value : nil
}

/// The stand-in body of an `@objc optional` requirement that returns a value: call sites ask
/// `responds(to:)` first, so it runs only when called directly on a class that lacks the method.
public func _unimplementedOptionalRequirement<T>(_ selector: String) -> T {
    preconditionFailure("\(selector): an optional requirement the object does not implement was called without `?`")
}

/// Whether `object`'s class implements an optional method of a UIKit protocol, by its
/// Objective-C selector: known for classes compiled through the source plugin, `false` otherwise.
func _respondsToUIKitOptional(_ object: AnyObject, _ selector: String) -> Bool {
    _SelectorTable.invoker(for: object, Selector(selector)) != nil
}
