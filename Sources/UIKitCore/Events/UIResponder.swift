import Foundation

/// An abstract interface for responding to and handling events.
///
/// Views, view controllers, windows, scenes and the application are responders; an event a
/// responder does not handle goes to its `next` responder.
@preconcurrency @MainActor
open class UIResponder: NSObject {
    private var handleSlot = LifetimeHandleSlot()

    public override init() {
        super.init()
    }

    deinit { handleSlot.clear() }

    /// The handle through which the framework refers to this responder without keeping it
    /// (LifetimeHandle.swift).
    final var lifetimeHandle: LifetimeHandle { handleSlot.handle(of: self) }

    /// Creates a responder from an archive. There are no nib archives on the server, so this
    /// behaves as `init()`; the framework creates app and scene delegates through it, because
    /// every UIKit responder subclass has it (UIKit's `NSCoding` requirement).
    public required init?(coder: NSCoder) {
        super.init()
    }

    /// Encodes the responder's state for state restoration.
    open func encode(with coder: NSCoder) {}

    /// Updates the state of the given user activity; UIKit calls it at save time on the
    /// responders whose `userActivity` is the scene's restoration activity. Does nothing by default.
    open func updateUserActivityState(_ activity: NSUserActivity) {}

    /// Restores the state needed to continue the given user activity. Does nothing by default.
    open func restoreUserActivityState(_ activity: NSUserActivity) {}

    /// The next responder in the responder chain, or `nil` at its end.
    open var next: UIResponder? { nil }

    /// The methods `registerAction(_:_:)` made the responder perform, by selector, in its rare
    /// parts: few responders register any.
    var actionMethods: [Selector: (Any?) -> Void] {
        get { responderRareParts?.actionMethods ?? [:] }
        set { if responderRareParts != nil || !newValue.isEmpty { responderRarePartsMade.actionMethods = newValue } }
    }

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

    // MARK: Accessibility (Accessibility/UIResponder+Accessibility.swift)

    /// The accessibility values and action methods the app set; `nil` until it sets one.
    var responderRareParts: ResponderRareParts?

    /// Whether the object is an element an assistive app can access. The default is `false`,
    /// except for UIKit controls, labels, text views and cells.
    open var isAccessibilityElement: Bool {
        get { responderRareParts?.isElement ?? isAccessibilityElementByDefault }
        set { responderRarePartsMade.isElement = newValue; accessibilityDidChange() }
    }

    /// A succinct label that identifies the element; by default a control's title or a label's
    /// text.
    open var accessibilityLabel: String? {
        get { responderRareParts?.label ?? defaultAccessibilityLabel }
        set { responderRarePartsMade.label = newValue; accessibilityDidChange() }
    }

    /// A brief description of the result of performing an action on the element.
    open var accessibilityHint: String? {
        get { responderRareParts?.hint }
        set { responderRarePartsMade.hint = newValue; accessibilityDidChange() }
    }

    /// The element's current value when it differs from its label: a slider's percentage, a
    /// switch's "1" or "0", a text field's text.
    open var accessibilityValue: String? {
        get { responderRareParts?.value ?? defaultAccessibilityValue }
        set { responderRarePartsMade.value = newValue; accessibilityDidChange() }
    }

    /// The combination of traits that best characterizes the element.
    open var accessibilityTraits: UIAccessibilityTraits {
        get { responderRareParts?.traits ?? defaultAccessibilityTraits }
        set { responderRarePartsMade.traits = newValue; accessibilityDidChange() }
    }

    /// The element's frame in screen coordinates; by default a view's frame in its window.
    open var accessibilityFrame: CGRect {
        get { responderRareParts?.frame ?? defaultAccessibilityFrame }
        set { responderRarePartsMade.frame = newValue; accessibilityDidChange() }
    }

    /// The element's outline in screen coordinates, when it is not its frame; `nil` by default.
    open var accessibilityPath: UIBezierPath? {
        get { responderRareParts?.path }
        set { responderRarePartsMade.path = newValue; accessibilityDidChange() }
    }

    /// Where in the element an activation lands, in screen coordinates; by default the center
    /// of `accessibilityFrame`.
    open var accessibilityActivationPoint: CGPoint {
        get {
            if let point = responderRareParts?.activationPoint { return point }
            let frame = accessibilityFrame
            return CGPoint(x: frame.midX, y: frame.midY)
        }
        set { responderRarePartsMade.activationPoint = newValue }
    }

    /// The language the element's label, value and hint are spoken in; `nil` is the app's.
    open var accessibilityLanguage: String? {
        get { responderRareParts?.language }
        set { responderRarePartsMade.language = newValue; accessibilityDidChange() }
    }

    /// Whether the elements inside this container are hidden from assistive apps.
    open var accessibilityElementsHidden: Bool {
        get { responderRareParts?.elementsHidden ?? false }
        set { responderRarePartsMade.elementsHidden = newValue; accessibilityDidChange() }
    }

    /// Whether assistive apps ignore the elements of the view's siblings: a modal view.
    open var accessibilityViewIsModal: Bool {
        get { responderRareParts?.viewIsModal ?? isAccessibilityModalByDefault }
        set { responderRarePartsMade.viewIsModal = newValue; accessibilityDidChange() }
    }

    /// Whether assistive apps read the container's elements as a group before moving on.
    open var shouldGroupAccessibilityChildren: Bool {
        get { responderRareParts?.groupsChildren ?? false }
        set { responderRarePartsMade.groupsChildren = newValue; accessibilityDidChange() }
    }

    /// Actions an assistive app offers on the element besides activating it.
    open var accessibilityCustomActions: [UIAccessibilityCustomAction]? {
        get { responderRareParts?.customActions }
        set { responderRarePartsMade.customActions = newValue; accessibilityDidChange() }
    }

    /// The container's accessibility elements in the order assistive apps visit them; `nil`
    /// makes a view's subviews its elements, in reading order.
    open var accessibilityElements: [Any]? {
        get { responderRareParts?.elements }
        set { responderRarePartsMade.elements = newValue; accessibilityDidChange() }
    }

    /// The kind of container this is, which assistive apps announce.
    open var accessibilityContainerType: UIAccessibilityContainerType {
        get { responderRareParts?.containerType ?? .none }
        set { responderRarePartsMade.containerType = newValue; accessibilityDidChange() }
    }

    /// The number of accessibility elements in the container.
    open func accessibilityElementCount() -> Int {
        accessibilityElements?.count ?? 0
    }

    /// The accessibility element at `index` of the container, or `nil` past its end.
    open func accessibilityElement(at index: Int) -> Any? {
        guard let elements = accessibilityElements, elements.indices.contains(index) else { return nil }
        return elements[index]
    }

    /// The index of `element` among the container's elements, or `NSNotFound`.
    open func index(ofAccessibilityElement element: Any) -> Int {
        accessibilityElements?.firstIndex { ($0 as AnyObject) === (element as AnyObject) } ?? NSNotFound
    }

    /// Performs the element's activation, as a double tap with VoiceOver does. Return `true` when
    /// handled; the default returns `false`, and the system taps the activation point instead.
    open func accessibilityActivate() -> Bool { false }

    /// Increments the value of an adjustable element. The default does nothing.
    open func accessibilityIncrement() {}

    /// Decrements the value of an adjustable element. The default does nothing.
    open func accessibilityDecrement() {}

    /// Dismisses a modal view or goes back; returns whether it did. The default returns `false`
    /// and the system asks the next container up.
    open func accessibilityPerformEscape() -> Bool { false }

    /// Performs the element's most important action (a two-finger double tap). The default
    /// returns `false`.
    open func accessibilityPerformMagicTap() -> Bool { false }

    // The values of a framework class that the app did not set (each class overrides these).
    var isAccessibilityElementByDefault: Bool { false }
    var defaultAccessibilityLabel: String? { nil }
    var defaultAccessibilityValue: String? { nil }
    var defaultAccessibilityTraits: UIAccessibilityTraits { [] }
    var defaultAccessibilityFrame: CGRect { .zero }
    var isAccessibilityModalByDefault: Bool { false }

    /// Called after the app set an accessibility value: a view sends it to the page.
    func accessibilityDidChange() {}

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
