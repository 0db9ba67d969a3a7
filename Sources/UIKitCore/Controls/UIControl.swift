import Foundation

/// The base class for controls, which are visual elements that convey a specific action or
/// intention in response to user interactions.
@preconcurrency @MainActor
open class UIControl: UIView {
    /// Constants describing the state of a control.
    public struct State: OptionSet, Hashable, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }

        public static let normal: State = []
        public static let highlighted = State(rawValue: 1 << 0)
        public static let disabled = State(rawValue: 1 << 1)
        public static let selected = State(rawValue: 1 << 2)
        public static let focused = State(rawValue: 1 << 3)
        public static let application = State(rawValue: 0x00FF_0000)
        public static let reserved = State(rawValue: 0xFF00_0000)
    }

    /// Constants describing the types of events a control sends, with UIKit's bit values.
    public struct Event: OptionSet, Hashable, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }

        public static let touchDown = Event(rawValue: 1 << 0)
        public static let touchDownRepeat = Event(rawValue: 1 << 1)
        public static let touchDragInside = Event(rawValue: 1 << 2)
        public static let touchDragOutside = Event(rawValue: 1 << 3)
        public static let touchDragEnter = Event(rawValue: 1 << 4)
        public static let touchDragExit = Event(rawValue: 1 << 5)
        public static let touchUpInside = Event(rawValue: 1 << 6)
        public static let touchUpOutside = Event(rawValue: 1 << 7)
        public static let touchCancel = Event(rawValue: 1 << 8)
        public static let valueChanged = Event(rawValue: 1 << 12)
        public static let primaryActionTriggered = Event(rawValue: 1 << 13)
        public static let menuActionTriggered = Event(rawValue: 1 << 14)
        public static let editingDidBegin = Event(rawValue: 1 << 16)
        public static let editingChanged = Event(rawValue: 1 << 17)
        public static let editingDidEnd = Event(rawValue: 1 << 18)
        public static let editingDidEndOnExit = Event(rawValue: 1 << 19)
        public static let allTouchEvents = Event(rawValue: 0x0000_0FFF)
        public static let allEditingEvents = Event(rawValue: 0x000F_0000)
        public static let applicationReserved = Event(rawValue: 0x0F00_0000)
        public static let systemReserved = Event(rawValue: 0xF000_0000)
        public static let allEvents = Event(rawValue: 0xFFFF_FFFF)
    }

    var registrations = ControlRegistrations()
    var trackingTouch: UITouch?

    /// A Boolean value indicating whether the control is enabled; a disabled control sends nothing.
    open var isEnabled: Bool = true {
        didSet { if isEnabled != oldValue { stateDidChange() } }
    }

    /// How the control's content (a button's title and image) sits across its bounds.
    open var contentHorizontalAlignment: ContentHorizontalAlignment = .center {
        didSet { if contentHorizontalAlignment != oldValue { setNeedsLayout() } }
    }

    /// How the control's content sits down its bounds.
    open var contentVerticalAlignment: ContentVerticalAlignment = .center {
        didSet { if contentVerticalAlignment != oldValue { setNeedsLayout() } }
    }

    /// A Boolean value indicating whether the control is in the selected state.
    open var isSelected: Bool = false {
        didSet { if isSelected != oldValue { stateDidChange() } }
    }

    /// A Boolean value indicating whether the control draws a highlight.
    open var isHighlighted: Bool = false {
        didSet { if isHighlighted != oldValue { stateDidChange() } }
    }

    /// The state of the control, derived from its enabled, selected and highlighted flags.
    open var state: State {
        var state: State = []
        if isHighlighted { state.insert(.highlighted) }
        if !isEnabled { state.insert(.disabled) }
        if isSelected { state.insert(.selected) }
        return state
    }

    /// A Boolean value indicating whether the control is tracking a touch.
    open internal(set) var isTracking = false

    /// A Boolean value indicating whether the tracked touch is inside the control's bounds
    /// (with UIKit's tolerance).
    open internal(set) var isTouchInside = false

    /// Creates a control and registers the action for the `.primaryActionTriggered` event.
    public convenience init(frame: CGRect, primaryAction: UIAction?) {
        self.init(frame: frame)
        if let primaryAction { addAction(primaryAction, for: .primaryActionTriggered) }
    }

    /// Called when the control's state changes; subclasses update their appearance.
    func stateDidChange() {}

    /// Buttons send `.primaryActionTriggered` with `.touchUpInside`; value controls send it with
    /// `.valueChanged` instead.
    var triggersPrimaryActionOnTouchUp: Bool { false }

    /// Called on a touch up inside before the primary action is sent; returns whether to send
    /// it (a button that shows its menu instead does not).
    func touchUpInsideWillTriggerPrimaryAction() -> Bool { true }

    // MARK: Tracking

    /// Called when a touch event enters the control's bounds. Return `false` to stop tracking.
    open func beginTracking(_ touch: UITouch, with event: UIEvent?) -> Bool { true }

    /// Called when a touch event for the control updates. Return `false` to stop tracking.
    open func continueTracking(_ touch: UITouch, with event: UIEvent?) -> Bool { true }

    /// Called when a touch event associated with the control ends.
    open func endTracking(_ touch: UITouch?, with event: UIEvent?) {}

    /// Tells the control to cancel tracking related to the given event.
    open func cancelTracking(with event: UIEvent?) {}

    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        trackTouchBegan(touches, with: event)
    }

    open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {
        trackTouchMoved(touches, with: event)
    }

    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        trackTouchEnded(touches, with: event)
    }

    open override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {
        trackTouchCancelled(touches, with: event)
    }

    // MARK: Actions (UIControl+TargetAction.swift)

    /// Calls the action methods associated with the given events.
    open func sendActions(for controlEvents: Event) {
        sendActionsImplementation(for: controlEvents, with: nil)
    }

    /// Calls the given action, with the control as its sender.
    open func sendAction(_ action: UIAction) {
        action.perform(sender: self)
    }

    override var isAccessibilityElementByDefault: Bool { true }

    override var automationIsEnabled: Bool? { isEnabled }

    /// A control is not enabled when disabled, and selected when selected.
    override var defaultAccessibilityTraits: UIAccessibilityTraits {
        var traits: UIAccessibilityTraits = []
        if !isEnabled { traits.insert(.notEnabled) }
        if isSelected { traits.insert(.selected) }
        return traits
    }
}
