import Foundation

/// A custom action to perform on an accessibility element, offered besides activation (in the
/// page: the element's context menu of actions; over automation: by name).
@MainActor
open class UIAccessibilityCustomAction: NSObject {
    /// A localized name that describes the action.
    open var name: String
    /// An image for the action.
    open var image: UIImage?
    /// The object that performs the action.
    open weak var target: AnyObject?
    /// The method the target performs; it takes the action as its argument and returns whether
    /// it succeeded.
    open var selector: Selector?
    /// The closure that performs the action, when the action was made with one.
    open var actionHandler: ((UIAccessibilityCustomAction) -> Bool)?

    /// Creates an action that calls `selector` on `target`, by name, as the responder chain does.
    public init(name: String, target: Any?, selector: Selector) {
        self.name = name
        self.target = target as AnyObject?
        self.selector = selector
        super.init()
    }

    /// Creates an action that runs `actionHandler`.
    public init(name: String, actionHandler: @escaping (UIAccessibilityCustomAction) -> Bool) {
        self.name = name
        self.actionHandler = actionHandler
        super.init()
    }

    /// Creates an action with an image that runs `actionHandler`.
    public convenience init(name: String, image: UIImage?, actionHandler: @escaping (UIAccessibilityCustomAction) -> Bool) {
        self.init(name: name, actionHandler: actionHandler)
        self.image = image
    }

    /// Performs the action as an assistive technology does: the handler, or the selector sent to
    /// the target. Returns what the action returned; `false` when nothing performed it.
    @discardableResult
    func perform() -> Bool {
        if let actionHandler { return actionHandler(self) }
        guard let selector, let target else { return false }
        return Self.invoke(selector, on: target, with: self)
    }

    private static func invoke(_ selector: Selector, on target: AnyObject, with action: UIAccessibilityCustomAction) -> Bool {
        if let responder = target as? UIResponder, let method = responder.actionMethods[selector] {
            method(action)
            return true
        }
        guard let invoker = _SelectorTable.invoker(for: target, selector) else { return false }
        let result = invoker(target, [action])
        return (result as? Bool) ?? true
    }
}
