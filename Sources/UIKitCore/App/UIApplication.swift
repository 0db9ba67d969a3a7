import Foundation

/// The centralized point of control and coordination for apps running in UIKit.
@MainActor
open class UIApplication: UIResponder {
    /// Keys used to access values in the launch options dictionary.
    public struct LaunchOptionsKey: RawRepresentable, Hashable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
    }

    /// The running states of an app.
    public enum State: Int, Sendable {
        case active, inactive, background
    }

    /// Posted after the app finishes launching.
    public static let didFinishLaunchingNotification = Notification.Name("UIApplicationDidFinishLaunchingNotification")

    /// The singleton app instance.
    public static let shared = UIApplication()

    /// The delegate of the app object.
    public var delegate: (any UIApplicationDelegate)?

    var sessions: [String: UISceneSession] = [:]

    /// The scenes that are connected to the app.
    open var connectedScenes: Set<UIScene> {
        Set(sessions.values.compactMap(\.scene))
    }

    /// The sessions whose scenes are connected or in the app switcher.
    open var openSessions: Set<UISceneSession> {
        Set(sessions.values)
    }

    /// The app's state, derived from its scenes: active if any scene is in the foreground and
    /// active, inactive if any is in the foreground, otherwise background.
    open var applicationState: State {
        let states = connectedScenes.map(\.activationState)
        if states.contains(.foregroundActive) { return .active }
        if states.contains(.foregroundInactive) { return .inactive }
        return .background
    }

    /// Dispatches an event to the window its touches belong to.
    open func sendEvent(_ event: UIEvent) {
        var windows: [UIWindow] = []
        for touch in event.touches {
            guard let window = touch.window, !windows.contains(where: { $0 === window }) else { continue }
            windows.append(window)
        }
        for window in windows { window.sendEvent(event) }
    }

    /// The app's next responder is its delegate, when the delegate is a responder.
    open override var next: UIResponder? {
        delegate as? UIResponder
    }
}
