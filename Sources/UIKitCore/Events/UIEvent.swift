import Foundation

/// An object that describes a single user interaction with your app.
@preconcurrency @MainActor
open class UIEvent: NSObject {
    /// Specifies the general type of an event.
    public enum EventType: Int, Sendable {
        case touches, motion, remoteControl, presses, scroll, hover, transform
    }

    /// The type of the event.
    open internal(set) var type: EventType
    /// The time when the event occurred, in seconds.
    open internal(set) var timestamp: TimeInterval
    var touches: Set<UITouch>

    init(type: EventType = .touches, timestamp: TimeInterval = 0, touches: Set<UITouch> = []) {
        self.type = type
        self.timestamp = timestamp
        self.touches = touches
    }

    /// All touches associated with the event.
    open var allTouches: Set<UITouch>? {
        type == .touches ? touches : nil
    }

    /// Returns the touches that belong to the given view.
    open func touches(for view: UIView) -> Set<UITouch>? {
        touches.filter { $0.view === view }
    }

    /// Returns the touches that belong to the given window.
    open func touches(for window: UIWindow) -> Set<UITouch>? {
        touches.filter { $0.window === window }
    }
}
