import Foundation
@_spi(Host) import UIKitCore

/// What a WebDriver session keeps beside its scene session (whose id it shares): the
/// capabilities it was created with, its timeouts, and the elements it has handed out.
///
/// An element's id is its view's render node id (the `id` of the REST tree and the page), or an
/// accessibility element's that is not a view, stable for its lifetime and never reused; the
/// session holds them weakly, so an id whose view has gone, or left the scene, is a stale
/// element reference.
@MainActor
final class WebDriverSession {
    let session: Session
    let capabilities: JSONObject
    /// How long a find retries before it gives up, in seconds.
    var implicitWait: TimeInterval = 0
    var pageLoadTimeout: TimeInterval = 300
    var scriptTimeout: TimeInterval = 30
    /// Set by `mobile: terminateApp` (the scene waits in the background) until the app is
    /// activated again.
    var isTerminated = false
    /// How long the session waits for its next command before it is deleted, in seconds
    /// (`appium:newCommandTimeout`; 0 never), and when a command last started or ended; a
    /// command still running (an implicit wait, a slow action) keeps the session.
    var newCommandTimeout: TimeInterval = 60
    private(set) var lastCommand = Date()
    private(set) var commandsRunning = 0
    private var views: [String: WeakView] = [:]
    private var rateLimiter = RateLimiter(rate: WebDriverSession.commandsPerSecond, burst: WebDriverSession.commandBurst)

    /// The commands a session may send each second, sustained, and in a burst: far above what
    /// a test suite sends (WebDriverAgent on a device takes tens of milliseconds a command).
    static let commandsPerSecond: Double = 100
    static let commandBurst: Double = 200

    /// The id of the Application element, which has no view.
    static let applicationID = "application"

    private struct WeakView {
        weak var view: UIView?
        weak var accessibilityElement: UIAccessibilityElement?
    }

    func commandStarted() {
        commandsRunning += 1
        lastCommand = Date()
    }

    func commandEnded() {
        commandsRunning -= 1
        lastCommand = Date()
    }

    /// Whether the client has sent nothing for longer than `newCommandTimeout` before `now`,
    /// with no command of its still running.
    func waitedTooLong(at now: Date) -> Bool {
        newCommandTimeout > 0 && commandsRunning == 0 && now.timeIntervalSince(lastCommand) >= newCommandTimeout
    }

    init(session: Session, capabilities: JSONObject) {
        self.session = session
        self.capabilities = capabilities
        session.isDrivenByWebDriver = true
    }

    var scene: UIWindowScene { session.scene }

    /// Takes one command from the session's allowance; false when it is spent.
    func admit() -> Bool {
        rateLimiter.allow()
    }

    /// The element tree as it is now.
    func application() -> ElementSnapshot {
        ElementSnapshot.application(of: scene)
    }

    /// The id a client uses for the element, remembered for later commands.
    func id(for element: ElementSnapshot) -> String {
        guard let view = element.view else { return Self.applicationID }
        let id = String(element.accessibilityElement?.renderNodeID ?? view.renderNodeID)
        if views[id]?.view == nil {
            views[id] = WeakView(view: view, accessibilityElement: element.accessibilityElement)
            if views.count % 256 == 0 { views = views.filter { $0.value.view != nil } }
        }
        return id
    }

    /// The W3C element reference object, with the legacy key Appium's clients also read.
    func reference(for element: ElementSnapshot) -> JSONValue {
        let id = id(for: element)
        return .object([Self.elementKey: .string(id), "ELEMENT": .string(id)])
    }

    nonisolated static let elementKey = "element-6066-11e4-a52e-4f735466cecf"

    /// The element with the id, taken now: the Application for its id, else the view's
    /// element and its subtree. Throws `no such element` for an id never handed out and
    /// `stale element reference` for a view that has gone or left the scene.
    func element(_ id: String) throws(WebDriverError) -> ElementSnapshot {
        if id == Self.applicationID { return application() }
        guard let entry = views[id] else { throw .noSuchElement("no element has the id \(id) in this session") }
        guard let view = entry.view, let window = view.window, window.windowScene === scene,
              scene.windows.contains(where: { $0 === window }) else {
            views[id] = nil
            throw .staleElement(id)
        }
        if let part = entry.accessibilityElement {
            // An element the container no longer lists has gone, as a removed view has.
            guard view.accessibilityElements?.contains(where: { $0 as AnyObject === part }) == true else {
                views[id] = nil
                throw .staleElement(id)
            }
            return ElementSnapshot.element(for: part, in: view, screen: scene.screen.bounds)
        }
        return ElementSnapshot.element(for: view, screen: scene.screen.bounds)
    }
}
