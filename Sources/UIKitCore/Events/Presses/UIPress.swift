import Foundation

/// An object that represents the presence or movement of a button press on the screen for a
/// particular event: here, a key of the browser's physical keyboard.
@preconcurrency @MainActor
open class UIPress: NSObject {
    /// The phase of a press.
    public enum Phase: Int, Sendable {
        case began, changed, stationary, ended, cancelled
    }

    /// The kind of button pressed. Arrow keys of a keyboard are the arrow types; other keys have
    /// a type with no named constant, as on a device.
    public struct PressType: RawRepresentable, Hashable, Sendable {
        public let rawValue: Int
        public init(rawValue: Int) { self.rawValue = rawValue }

        public static let upArrow = PressType(rawValue: 0)
        public static let downArrow = PressType(rawValue: 1)
        public static let leftArrow = PressType(rawValue: 2)
        public static let rightArrow = PressType(rawValue: 3)
        public static let select = PressType(rawValue: 4)
        public static let menu = PressType(rawValue: 5)
        public static let playPause = PressType(rawValue: 6)
        public static let pageUp = PressType(rawValue: 30)
        public static let pageDown = PressType(rawValue: 31)
    }

    /// The current phase of the press.
    open internal(set) var phase: Phase = .began
    /// The type of the button pressed.
    open internal(set) var type: PressType
    /// The time, in seconds, when the press occurred or last changed.
    open internal(set) var timestamp: TimeInterval
    /// The key pressed on a physical keyboard.
    open internal(set) var key: UIKey?
    /// The responder the press was delivered to; its later phases go to the same responder.
    open internal(set) weak var responder: UIResponder?
    /// The window in which the press occurred.
    open internal(set) weak var window: UIWindow?
    /// The force of the press: keyboard keys have none.
    open var force: CGFloat { 0 }

    init(key: UIKey, timestamp: TimeInterval) {
        self.key = key
        self.timestamp = timestamp
        type = Self.pressType(for: key.keyCode)
    }

    private static func pressType(for keyCode: UIKeyboardHIDUsage) -> PressType {
        switch keyCode {
        case .keyboardUpArrow: .upArrow
        case .keyboardDownArrow: .downArrow
        case .keyboardLeftArrow: .leftArrow
        case .keyboardRightArrow: .rightArrow
        default: PressType(rawValue: 2_000 + keyCode.rawValue)
        }
    }
}
