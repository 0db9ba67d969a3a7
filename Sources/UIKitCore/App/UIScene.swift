import Foundation

/// An object that represents one instance of your app's user interface: on the server, one
/// browser session.
@preconcurrency @MainActor
open class UIScene: UIResponder {
    /// The activation states of a scene.
    public enum ActivationState: Int, Sendable {
        case unattached = -1, foregroundActive = 0, foregroundInactive = 1, background = 2
    }

    /// Data that UIKit passes to the scene when it connects it.
    @MainActor
    open class ConnectionOptions: NSObject {
        /// The activities to continue in the scene: the one it was connected for. (The one it
        /// saved for its restoration is the session's `stateRestorationActivity`.)
        open internal(set) var userActivities: Set<NSUserActivity> = []
    }

    /// The session the scene belongs to.
    public let session: UISceneSession
    /// The scene's delegate. The scene keeps a strong reference to it.
    open var delegate: (any UISceneDelegate)?
    /// The scene's current activation state.
    open internal(set) var activationState: ActivationState = .unattached {
        didSet {
            if activationState != oldValue { UIApplication.process.noteActivationState(of: self) }
        }
    }
    /// The title of the scene.
    open var title: String?

    /// Creates a scene for the given session.
    public required init(session: UISceneSession, connectionOptions: ConnectionOptions) {
        self.session = session
        super.init()
    }

    /// Scenes are made by UIKit, never from an archive.
    public required init?(coder: NSCoder) {
        return nil
    }

    /// The scene's next responder is the application.
    open override var next: UIResponder? {
        owningApplication
    }

    /// The app the scene belongs to: the process's, or the session's own for an app without scenes.
    var owningApplication: UIApplication {
        UIApplication.sessionApplication(of: self) ?? .process
    }

    /// Posted when a scene connects to the app.
    nonisolated public static let willConnectNotification = Notification.Name("UISceneWillConnectNotification")
    /// Posted when a scene is about to come to the foreground.
    nonisolated public static let willEnterForegroundNotification = Notification.Name("UISceneWillEnterForegroundNotification")
    /// Posted when a scene became active and is responding to events.
    nonisolated public static let didActivateNotification = Notification.Name("UISceneDidActivateNotification")
    /// Posted when a scene is about to resign the active state.
    nonisolated public static let willDeactivateNotification = Notification.Name("UISceneWillDeactivateNotification")
    /// Posted when a scene entered the background.
    nonisolated public static let didEnterBackgroundNotification = Notification.Name("UISceneDidEnterBackgroundNotification")
    /// Posted when UIKit removed a scene from the app.
    nonisolated public static let didDisconnectNotification = Notification.Name("UISceneDidDisconnectNotification")
}
