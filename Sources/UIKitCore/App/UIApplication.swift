import Foundation

/// The centralized point of control and coordination for apps running in UIKit.
@preconcurrency @MainActor
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
    nonisolated public static let didFinishLaunchingNotification = Notification.Name("UIApplicationDidFinishLaunchingNotification")

    /// Posted when the app receives a warning from the operating system about low memory.
    nonisolated public static let didReceiveMemoryWarningNotification = Notification.Name("UIApplicationDidReceiveMemoryWarningNotification")

    /// Posted when the app is about to terminate.
    nonisolated public static let willTerminateNotification = Notification.Name("UIApplicationWillTerminateNotification")
    /// Posted when there is a significant change in time, such as the arrival of a new day.
    nonisolated public static let significantTimeChangeNotification = Notification.Name("UIApplicationSignificantTimeChangeNotification")

    /// Posted shortly before protected files lock down and become inaccessible. A server's files
    /// never lock with a device, so it is never posted.
    nonisolated public static let protectedDataWillBecomeUnavailableNotification =
        Notification.Name("UIApplicationProtectedDataWillBecomeUnavailable")
    /// Posted when the protected files become available for your code to access. A server's
    /// files never lock with a device, so it is never posted.
    nonisolated public static let protectedDataDidBecomeAvailableNotification = Notification.Name("UIApplicationProtectedDataDidBecomeAvailable")

    /// Whether content protection is active: always true, as a server's files never lock.
    public var isProtectedDataAvailable: Bool { true }

    /// The app instance: for an app without scenes, the one of the session whose turn is
    /// running (each session runs its own, see UIApplication+WithoutScenes.swift); otherwise the
    /// process's only one.
    public static var shared: UIApplication {
        sessionApplication(of: UIWindowScene.turnScene) ?? process
    }

    /// The process's app instance: the one that connects every scene and, for a scene-based app,
    /// the only one.
    static let process = UIApplication()

    /// The delegate of the app object.
    public var delegate: (any UIApplicationDelegate)? {
        // Another delegate replaces an app without scenes (tests launch several apps in turn).
        didSet { if self === Self.process { launchWithoutScenes = nil } }
    }

    var sessions: [String: UISceneSession] = [:]
    /// For the app of one session of an app without scenes, that session's scene.
    weak var sessionScene: UIWindowScene?
    /// On the process's app, for an app without scenes: each session's app, by its scene.
    var applicationsByScene: [ObjectIdentifier: UIApplication] = [:]
    /// Set on the process's app when the app runs without scenes, one app per session.
    var launchWithoutScenes: LaunchWithoutScenes?
    /// The app state the app-level lifecycle notifications last announced (launching counts as
    /// inactive, as on iOS, where the first activation posts only `didBecomeActive`).
    var announcedState: State = .inactive
    /// The scene manifest of the app's Info.plist, if the host loaded one.
    var sceneManifest: SceneManifest?
    var backgroundTasks: [Int: BackgroundTask] = [:]

    /// How long a background task may run before its expiration handler is called, in seconds.
    @_spi(Host) public var backgroundTaskTimeLimit: TimeInterval = 30

    /// Called after the framework ran work from a timer, so the host ends that turn (layout and
    /// commit) for the scene it concerns, or for every scene when it is `nil`.
    @_spi(Host) public var timerTurnHandler: (@MainActor (UIWindowScene?) -> Void)? {
        get { Self.process.hostTimerTurnHandler }
        set { Self.process.hostTimerTurnHandler = newValue }
    }
    /// The host's `timerTurnHandler`, kept by the process's app whichever app is asked for it.
    private var hostTimerTurnHandler: (@MainActor (UIWindowScene?) -> Void)?
    var lastBackgroundTaskID = 0

    /// Opens a new scene a scene asked for (`requestSceneSessionActivation`): the host makes a
    /// session for it (in a browser, a page the asking page opens) and returns its scene, or nil
    /// when it cannot. Without a host, the scene connects with the asking scene's display.
    @_spi(Host) public var sceneOpener: (@MainActor (_ requester: UIWindowScene?, _ userActivities: Set<NSUserActivity>) -> UIWindowScene?)?
    /// Closes a scene the app asked to destroy (`requestSceneSessionDestruction`), with its page.
    @_spi(Host) public var sceneCloser: (@MainActor (UIWindowScene) -> Void)?
    /// Scenes opened with no host to keep them (`sceneOpener` unset), until they disconnect.
    var scenesWithoutHost: [ObjectIdentifier: UIWindowScene] = [:]
    /// The process's scenes in the foreground, by state (`UIApplication+ForegroundScenes`).
    var activeScenes: [ObjectIdentifier: ForegroundScene] = [:]
    var inactiveScenes: [ObjectIdentifier: ForegroundScene] = [:]

    /// The scenes that are connected to the app: every scene of the process for a scene-based
    /// app, the session's own scene for an app without scenes.
    open var connectedScenes: Set<UIScene> {
        if let sessionScene { return [sessionScene] }
        return Set(sessions.values.compactMap(\.scene))
    }

    /// The sessions whose scenes are connected or in the app switcher.
    open var openSessions: Set<UISceneSession> {
        if let sessionScene { return [sessionScene.session] }
        return Set(sessions.values)
    }

    /// The windows of the scene whose turn is running (each browser session is one scene), back
    /// to front.
    @available(iOS, deprecated: 15.0, message: "Use UIWindowScene.windows on a relevant window scene instead")
    open var windows: [UIWindow] {
        (sessionScene ?? UIWindowScene.turnScene)?.windows ?? []
    }

    /// The key window of the scene whose turn is running.
    @available(iOS, deprecated: 13.0, message: "Use the key window of the relevant window scene instead")
    open var keyWindow: UIWindow? {
        (sessionScene ?? UIWindowScene.turnScene)?.keyWindow
    }

    /// The app's state, derived from its scenes: active if any scene is in the foreground and
    /// active, inactive if any is in the foreground, otherwise background.
    open var applicationState: State {
        if let sessionScene {
            switch sessionScene.activationState {
            case .foregroundActive: return .active
            case .foregroundInactive: return .inactive
            default: return .background
            }
        }
        if Self.process.hasScene(in: .foregroundActive) { return .active }
        if Self.process.hasScene(in: .foregroundInactive) { return .inactive }
        return .background
    }

    /// Dispatches an event to the windows its touches or presses belong to.
    open func sendEvent(_ event: UIEvent) {
        if let presses = event as? UIPressesEvent {
            sendPresses(presses)
            return
        }
        var windows: [UIWindow] = []
        for touch in event.touches {
            guard let window = touch.window, !windows.contains(where: { $0 === window }) else { continue }
            windows.append(window)
        }
        for window in windows { window.sendEvent(event) }
    }

    /// Sends an action to a target, or, with a `nil` target, up the responder chain from the
    /// first responder of the sender's window (or from the sender when there is none) to the
    /// first responder that can perform it. Returns whether a responder performed it.
    ///
    /// Each browser session is its own scene, so there is no app-wide key window: the sender's
    /// window stands for it.
    @discardableResult
    open func sendAction(_ action: Selector, to target: Any?, from sender: Any?, for event: UIEvent?) -> Bool {
        if let target = target as? UIResponder {
            return target.performRegisteredAction(action, sender: sender, event: event)
        }
        if let target {
            // Any other object: a method of its class's selector table.
            return _SelectorTable.perform(action, on: target as AnyObject, arguments: [sender, event]) != nil
        }
        let senderResponder = sender as? UIResponder
        // The first responder of the sender's window, else of the key window of the scene whose
        // turn it is (a nil sender), as UIKit starts at the key window's first responder.
        let origin = senderResponder?.firstResponderWindow?.firstResponder
            ?? (sender == nil ? UIWindowScene.turnScene?.keyWindow?.firstResponder : nil) ?? senderResponder
        guard let performer = origin?.target(forAction: action, withSender: sender) as? UIResponder else { return false }
        return performer.performRegisteredAction(action, sender: sender, event: event)
    }

    /// The app's next responder is its delegate, when the delegate is a responder.
    open override var next: UIResponder? {
        delegate as? UIResponder
    }
}
