import Foundation

/// An abstract interface for responding to and handling events.
///
/// Views, view controllers, windows, scenes and the application are responders; an event a
/// responder does not handle goes to its `next` responder.
@preconcurrency @MainActor
open class UIResponder: NSObject {
    public override init() {
        super.init()
    }

    /// Creates a responder from an archive. There are no nib archives on the server, so this
    /// behaves as `init()`; the framework creates app and scene delegates through it, because
    /// every UIKit responder subclass has it (UIKit's `NSCoding` requirement).
    public required init?(coder: NSCoder) {
        super.init()
    }

    /// Encodes the responder's state for state restoration.
    open func encode(with coder: NSCoder) {}

    /// The next responder in the responder chain, or `nil` at its end.
    open var next: UIResponder? { nil }

    /// The methods this responder performs actions with, by selector.
    var actionMethods: [Selector: (Any?) -> Void] = [:]

    // MARK: First responder (UIResponder+FirstResponder.swift)

    /// Whether the responder can become the first responder. The default is `false`.
    open var canBecomeFirstResponder: Bool { false }

    /// Whether the responder is willing to give up first responder status. The default is `true`.
    open var canResignFirstResponder: Bool { true }

    /// Whether this is the first responder of its window.
    open var isFirstResponder: Bool {
        firstResponderWindow?.firstResponder === self
    }

    /// Asks UIKit to make this responder the first responder of its window. Returns `false` when
    /// it cannot become first responder, is not in a window, or the current one will not resign.
    @discardableResult
    open func becomeFirstResponder() -> Bool {
        becomeFirstResponderImplementation()
    }

    /// Notifies the responder that it has been asked to give up first responder status.
    @discardableResult
    open func resignFirstResponder() -> Bool {
        resignFirstResponderImplementation()
    }

    // MARK: Actions (UIResponder+Actions.swift)

    /// Whether the responder performs the action: `true` when it registered a method for it.
    open func canPerformAction(_ action: Selector, withSender sender: Any?) -> Bool {
        actionMethods[action] != nil || _SelectorTable.invoker(for: self, action) != nil
    }

    /// The responder that performs the action: this one if it can, else the first that can up the
    /// responder chain, or `nil`.
    open func target(forAction action: Selector, withSender sender: Any?) -> Any? {
        if canPerformAction(action, withSender: sender) { return self }
        return next?.target(forAction: action, withSender: sender)
    }

    /// Tells the responder that one or more new touches occurred in a view or window.
    /// The default implementation forwards the message up the responder chain.
    open func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        next?.touchesBegan(touches, with: event)
    }

    /// Tells the responder when one or more touches associated with an event changed.
    open func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {
        next?.touchesMoved(touches, with: event)
    }

    /// Tells the responder when one or more fingers are raised from a view or window.
    open func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        next?.touchesEnded(touches, with: event)
    }

    /// Tells the responder when a system event (such as a lost connection) cancels a touch sequence.
    open func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {
        next?.touchesCancelled(touches, with: event)
    }

    // MARK: Presses and key commands (Events/Presses)

    /// Tells the responder when a physical button (a keyboard key) is first pressed.
    /// The default implementation forwards the message up the responder chain.
    open func pressesBegan(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
        next?.pressesBegan(presses, with: event)
    }

    /// Tells the responder when a value associated with a press has changed.
    open func pressesChanged(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
        next?.pressesChanged(presses, with: event)
    }

    /// Tells the responder when a button is released.
    open func pressesEnded(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
        next?.pressesEnded(presses, with: event)
    }

    /// Tells the responder when a system event (such as the page going to the background)
    /// cancels a press event.
    open func pressesCancelled(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
        next?.pressesCancelled(presses, with: event)
    }

    /// The key commands that trigger actions on this responder. The default is `nil`.
    open var keyCommands: [UIKeyCommand]? { nil }

    /// Prepares the object after it has been loaded from a storyboard or nib: its outlets and
    /// actions are connected when this is called. Overrides call `super`.
    open func awakeFromNib() {}
}

extension UIResponder {
    /// Makes the framework's delegate objects from the classes an app names, as UIKit does from
    /// a class name: through the initializer every responder class has.
    static func instantiate(_ responderClass: AnyClass) -> UIResponder? {
        guard let type = responderClass as? UIResponder.Type else { return nil }
        return type.init(coder: EmptyArchive())
    }
}

/// The archive a delegate object (or a view's layer, CALayer.swift) is created from: it holds
/// no values.
class EmptyArchive: NSCoder {
    override var allowsKeyedCoding: Bool { true }
    override func containsValue(forKey key: String) -> Bool { false }
    override func decodeObject(forKey key: String) -> Any? { nil }
    override func decodeBool(forKey key: String) -> Bool { false }
    override func decodeInteger(forKey key: String) -> Int { 0 }
    override func decodeDouble(forKey key: String) -> Double { 0 }
}
