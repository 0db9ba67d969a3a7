import Foundation
@_spi(Host) import UIKitCore

/// W3C WebDriver under `/wd/hub`, spoken as Appium's XCUITest driver speaks it, so unmodified
/// Appium and Selenium clients drive scenes. A WebDriver session is a scene session with the
/// same id: REST and a page can attach to it. Commands that act reply once the scene is idle,
/// as REST actions do.
@MainActor
final class WebDriverAPI {
    let store: SessionStore
    private var sessions: [String: WebDriverSession] = [:]

    /// The longest implicit wait or command duration accepted, in milliseconds.
    nonisolated static let maximumTimeout: Double = 600_000
    /// The longest `appium:newCommandTimeout`, in seconds: a day.
    nonisolated static let maximumNewCommandTimeout: Double = 86_400
    /// How often an implicit wait looks again.
    static let findRetryInterval: TimeInterval = 0.05

    init(store: SessionStore) {
        self.store = store
    }

    /// A reply to send: `{"value": …}` with the status.
    typealias Reply = @MainActor (HTTPResponse) -> Void

    func handle(_ request: WebDriverRequest, reply: @escaping Reply) {
        let parts = request.segments
        guard parts.count >= 2, parts[0] == "session" else { return handleLive(request, reply: reply) }
        // A session saved before a restart, or by another instance, comes back when driven.
        store.resolve(parts[1]) { [self] session in
            if let session, sessions[session.id]?.session !== session { adopt(session) }
            handleLive(request, reply: reply)
        }
    }

    /// Drives a scene session restored from the store: one this API did not create gets the
    /// capabilities a new session gets by default; one it drove before it was saved (its page
    /// stayed away past the grace period) keeps its capabilities and timeouts.
    private func adopt(_ session: Session) {
        if let earlier = sessions[session.id] {
            let driver = WebDriverSession(session: session, capabilities: earlier.capabilities)
            driver.newCommandTimeout = earlier.newCommandTimeout
            driver.implicitWait = earlier.implicitWait
            driver.pageLoadTimeout = earlier.pageLoadTimeout
            driver.scriptTimeout = earlier.scriptTimeout
            sessions[session.id] = driver
            return
        }
        let capabilities: JSONObject = [
            "platformName": .string(SessionCapabilities.platformName),
            "appium:automationName": .string(SessionCapabilities.automationName),
            "appium:deviceName": "UIKit Server",
            "appium:sessionId": .string(session.id),
            "uikit:width": .number(session.display.width),
            "uikit:height": .number(session.display.height),
            "uikit:scale": .number(session.display.scale),
        ]
        sessions[session.id] = WebDriverSession(session: session, capabilities: capabilities)
    }

    private func handleLive(_ request: WebDriverRequest, reply: @escaping Reply) {
        do throws(WebDriverError) {
            try dispatch(request, reply: reply)
        } catch {
            reply(error.response)
        }
    }

    nonisolated static func reply(_ status: Int, _ value: JSONValue) -> HTTPResponse {
        HTTPResponse(status: status, headers: ["Content-Type": "application/json; charset=utf-8", "Cache-Control": "no-cache"],
                     body: JSONValue.object(["value": value]).serializedBytes())
    }

    nonisolated static func success(_ value: JSONValue = .null) -> HTTPResponse { reply(200, value) }

    private func dispatch(_ request: WebDriverRequest, reply: @escaping Reply) throws(WebDriverError) {
        let parts = request.segments
        let method = request.method
        let unknown = WebDriverError.unknownCommand(method, WebDriverRequest.prefix + "/" + parts.joined(separator: "/"))
        switch (method, parts.first, parts.count) {
        case ("GET", "status", 1):
            return reply(Self.success(status()))
        case ("POST", "session", 1):
            let response = try createSession(request.body)
            // With a shared store, the id goes out once the session is written there.
            guard let writer = store.sharedStoreWriter else { return reply(response) }
            return writer.whenWritten { reply(response) }
        case ("GET", "sessions", 1):
            return reply(Self.success(.array(sessions.values.map { .object(["id": .string($0.session.id),
                                                                           "capabilities": .object($0.capabilities)]) })))
        case (_, "session", 2...):
            break
        default:
            throw unknown
        }
        let driver = try session(parts[1])
        let command = Array(parts.dropFirst(2))
        // Every session's commands run on the main actor: one client cannot have them all. Ending
        // the session is always allowed.
        guard driver.admit() || (method == "DELETE" && command.isEmpty) else {
            throw .tooManyCommands("this session sent more than \(Int(WebDriverSession.commandsPerSecond)) commands a second "
                                   + "(bursts up to \(Int(WebDriverSession.commandBurst))); slow down")
        }
        guard let handler = Self.handler(method, command) else {
            throw Self.knownPath(command) ? .unknownMethod(method, WebDriverRequest.prefix + "/" + parts.joined(separator: "/")) : unknown
        }
        // The session's new-command timer stops while the command runs (a find waiting for its
        // element, an action's pauses) and starts again when it answers.
        driver.commandStarted()
        let context = CommandContext(api: self, driver: driver, body: request.body) { response in
            driver.commandEnded()
            reply(response)
        }
        do throws(WebDriverError) {
            try handler(context, command)
        } catch {
            driver.commandEnded()
            throw error
        }
    }

    /// Deletes the sessions whose client sent no command for their `appium:newCommandTimeout`
    /// before `now`, as Appium's drivers do when a test run dies without deleting its session;
    /// their scenes end. Returns the deleted sessions' ids and timeouts.
    @discardableResult
    func deleteAbandonedSessions(now: Date = Date()) -> [(id: String, timeout: TimeInterval)] {
        let abandoned = sessions.values.filter { $0.waitedTooLong(at: now) }
        for driver in abandoned {
            sessions[driver.session.id] = nil
            if store[driver.session.id] === driver.session { store.remove(driver.session) }
        }
        return abandoned.map { ($0.session.id, $0.newCommandTimeout) }
    }

    /// The WebDriver session with the id; the scene session must still exist.
    func session(_ id: String) throws(WebDriverError) -> WebDriverSession {
        guard let driver = sessions[id] else { throw .invalidSessionID(id) }
        guard store[id] != nil else {
            sessions[id] = nil
            throw .invalidSessionID(id)
        }
        UIWindowScene.turnScene = driver.scene
        return driver
    }

    // MARK: Commands

    typealias Handler = @MainActor (CommandContext, [String]) throws(WebDriverError) -> Void

    /// The handler for a method and the path after `/session/{id}`.
    private static func handler(_ method: String, _ path: [String]) -> Handler? {
        switch (method, path.first, path.count) {
        case ("DELETE", nil, 0): return { context, _ throws(WebDriverError) in context.api.deleteSession(context) }
        case ("GET", nil, 0): return { context, _ throws(WebDriverError) in context.answer(.object(context.driver.capabilities)) }
        case ("GET", "timeouts", 1): return { context, _ throws(WebDriverError) in context.answer(context.api.timeouts(context.driver)) }
        case ("POST", "timeouts", 1): return { context, _ throws(WebDriverError) in try context.api.setTimeouts(context) }
        case ("POST", "element", 1), ("POST", "elements", 1):
            return { context, path throws(WebDriverError) in try context.api.find(context, from: nil, multiple: path[0] == "elements") }
        case ("POST", "element", 3) where path[2] == "element" || path[2] == "elements":
            return { context, path throws(WebDriverError) in try context.api.find(context, from: path[1], multiple: path[2] == "elements") }
        case ("GET", "element", 2) where path[1] == "active": return { context, _ throws(WebDriverError) in try context.api.activeElement(context) }
        case (_, "element", 3), (_, "element", 4): return elementHandler(method, path)
        case ("GET", "source", 1): return { context, _ throws(WebDriverError) in context.answer(.string(PageSource.xml(context.driver.application()))) }
        case ("GET", "screenshot", 1): return { context, _ throws(WebDriverError) in try context.api.screenshot(context, of: nil) }
        case ("GET", "window", 1): return { context, _ throws(WebDriverError) in context.answer(.string(windowHandle)) }
        case ("GET", "window", 2) where path[1] == "handles": return { context, _ throws(WebDriverError) in context.answer(.array([.string(windowHandle)])) }
        case ("GET", "window", 2) where path[1] == "rect": return { context, _ throws(WebDriverError) in context.answer(windowRect(context.driver)) }
        case ("GET", "window", 3) where path[2] == "size": return { context, _ throws(WebDriverError) in context.answer(windowSize(context.driver)) }
        case ("GET", "orientation", 1): return { context, _ throws(WebDriverError) in context.answer(.string(orientation(context.driver))) }
        case ("POST", "orientation", 1): return { context, _ throws(WebDriverError) in try context.api.setOrientation(context) }
        case ("POST", "actions", 1): return { context, _ throws(WebDriverError) in try context.api.performActions(context) }
        case ("DELETE", "actions", 1): return { context, _ throws(WebDriverError) in context.api.releaseActions(context) }
        case ("POST", "execute", 2) where path[1] == "sync": return { context, _ throws(WebDriverError) in try context.api.execute(context) }
        case ("GET", "alert", 2) where path[1] == "text": return { context, _ throws(WebDriverError) in try context.api.alertText(context) }
        case ("POST", "alert", 2) where path[1] == "accept" || path[1] == "dismiss":
            return { context, path throws(WebDriverError) in try context.api.answerAlert(context, accept: path[1] == "accept") }
        case ("POST", "appium", 3) where path[1] == "app" && path[2] == "background":
            return { context, _ throws(WebDriverError) in try context.api.backgroundApp(context, context.body) }
        default: return nil
        }
    }

    private static func elementHandler(_ method: String, _ path: [String]) -> Handler? {
        let id = path[1]
        switch (method, path[2], path.count) {
        case ("POST", "click", 3): return { context, _ throws(WebDriverError) in try context.api.click(context, id) }
        case ("POST", "clear", 3): return { context, _ throws(WebDriverError) in try context.api.clear(context, id) }
        case ("POST", "value", 3): return { context, _ throws(WebDriverError) in try context.api.sendKeys(context, id) }
        case ("GET", "text", 3): return { context, _ throws(WebDriverError) in context.answer(.string(try context.driver.element(id).text)) }
        case ("GET", "name", 3): return { context, _ throws(WebDriverError) in context.answer(.string(try context.driver.element(id).type)) }
        case ("GET", "rect", 3): return { context, _ throws(WebDriverError) in context.answer(rectJSON(try context.driver.element(id).rect)) }
        case ("GET", "displayed", 3): return { context, _ throws(WebDriverError) in context.answer(.bool(try context.driver.element(id).isVisible)) }
        case ("GET", "enabled", 3): return { context, _ throws(WebDriverError) in context.answer(.bool(try context.driver.element(id).isEnabled)) }
        case ("GET", "selected", 3): return { context, _ throws(WebDriverError) in context.answer(.bool(try context.driver.element(id).isSelected)) }
        case ("GET", "screenshot", 3): return { context, _ throws(WebDriverError) in try context.api.screenshot(context, of: id) }
        case ("GET", "attribute", 4), ("GET", "property", 4):
            return { context, path throws(WebDriverError) in
                let element = try context.driver.element(id)
                context.answer(ElementAttributes.value(path[3], of: element).map(JSONValue.string) ?? .null)
            }
        default: return nil
        }
    }

    /// Whether the path names a command that exists with another method.
    private static func knownPath(_ path: [String]) -> Bool {
        ["GET", "POST", "DELETE"].contains { handler($0, path) != nil }
    }

    static let windowHandle = "main"

    // MARK: Sessions

    private func status() -> JSONValue {
        .object(["ready": .bool(store.count < store.configuration.maxSessions),
                 "message": .string(store.count < store.configuration.maxSessions ? "UIKit Server is ready to create sessions"
                                                                                : "UIKit Server has its maximum of sessions"),
                 "build": .object(["name": "UIKit Server"]),
                 "os": .object(["name": "iOS"])])
    }

    private func createSession(_ body: JSONObject) throws(WebDriverError) -> HTTPResponse {
        let requested = try SessionCapabilities(body)
        guard let session = store.create(display: requested.display) else {
            throw .sessionNotCreated("the server already has its maximum of \(store.configuration.maxSessions) sessions")
        }
        UIWindowScene.turnScene = session.scene
        session.scene.request(.active)
        if requested.voiceOver { session.scene.setVoiceOverRunning(true) }
        session.finishTurn()
        var capabilities = requested.matched(sessionID: session.id, display: session.display)
        if let page = session.pagePath { capabilities["uikit:page"] = .string(page) }
        let driver = WebDriverSession(session: session, capabilities: capabilities)
        driver.implicitWait = requested.implicitWait
        driver.newCommandTimeout = requested.newCommandTimeout
        sessions[session.id] = driver
        return Self.success(.object(["sessionId": .string(session.id), "capabilities": .object(driver.capabilities)]))
    }

    private func deleteSession(_ context: CommandContext) {
        sessions[context.driver.session.id] = nil
        store.remove(context.driver.session)
        context.answer(.null)
    }

    private func timeouts(_ driver: WebDriverSession) -> JSONValue {
        .object(["implicit": .number((driver.implicitWait * 1_000).rounded()),
                 "pageLoad": .number((driver.pageLoadTimeout * 1_000).rounded()),
                 "script": .number((driver.scriptTimeout * 1_000).rounded())])
    }

    /// W3C's `{"implicit": ms, "pageLoad": ms, "script": ms}`, or the legacy `{"type", "ms"}`.
    private func setTimeouts(_ context: CommandContext) throws(WebDriverError) {
        var fields = context.body
        if let type = fields["type"]?.stringValue, let ms = fields["ms"] {
            fields = [type == "page load" ? "pageLoad" : type: ms]
        }
        var given: [(String, TimeInterval)] = []
        for key in fields.keys {
            guard ["implicit", "pageLoad", "script"].contains(key) else {
                throw .invalidArgument("unknown timeout \"\(key)\"; the timeouts are implicit, pageLoad and script")
            }
            guard let ms = fields[key]?.doubleValue, ms >= 0, ms <= Self.maximumTimeout, ms == ms.rounded() else {
                throw .invalidArgument("the \(key) timeout must be a whole number of milliseconds from 0 to \(Int(Self.maximumTimeout))")
            }
            given.append((key, ms / 1_000))
        }
        for (key, seconds) in given {
            switch key {
            case "implicit": context.driver.implicitWait = seconds
            case "pageLoad": context.driver.pageLoadTimeout = seconds
            default: context.driver.scriptTimeout = seconds
            }
        }
        context.answer(.null)
    }

    // MARK: Finding

    /// Finds with the body's `using` and `value`, below the element `parentID` or in the whole
    /// application, retrying until the implicit wait is over while nothing is found.
    private func find(_ context: CommandContext, from parentID: String?, multiple: Bool) throws(WebDriverError) {
        guard let using = context.body["using"]?.stringValue, let value = context.body["value"]?.stringValue else {
            throw .invalidArgument("a find needs \"using\" and \"value\" strings")
        }
        let locator = try ElementLocator(using: using, value: value)
        let driver = context.driver
        let deadline = ProcessInfo.processInfo.systemUptime + driver.implicitWait
        let sessionID = driver.session.id
        func attempt() {
            do throws(WebDriverError) {
                let driver = try session(sessionID)
                let root = try parentID.map { id throws(WebDriverError) in try driver.element(id) } ?? driver.application()
                let found = try locator.elements(from: root, includesRoot: parentID == nil)
                guard found.isEmpty, ProcessInfo.processInfo.systemUptime < deadline else {
                    if multiple { return context.reply(Self.success(.array(found.map(driver.reference)))) }
                    guard let first = found.first else {
                        throw .noSuchElement("no element matches \(using) \"\(value)\"")
                    }
                    return context.reply(Self.success(driver.reference(for: first)))
                }
            } catch {
                return context.reply(error.response)
            }
            DispatchQueue.main.asyncAfter(deadline: .now() + Self.findRetryInterval) {
                MainActor.assumeIsolated { attempt() }
            }
        }
        attempt()
    }

    private func activeElement(_ context: CommandContext) throws(WebDriverError) {
        let focused = context.driver.application().subtree.first { $0.isFocused }
        guard let focused else { throw .noSuchElement("no element has the keyboard focus") }
        context.answer(context.driver.reference(for: focused))
    }

    // MARK: Screenshots

    /// The scene (or the element's part of it on screen) as a base64 PNG at the scene's scale,
    /// drawn on the server by the same rasterizer as REST's screenshots.
    private func screenshot(_ context: CommandContext, of id: String?) throws(WebDriverError) {
        var crop: CGRect?
        if let id {
            let element = try context.driver.element(id)
            let shown = element.rect.intersection(context.driver.scene.screen.bounds)
            guard element.isVisible, !shown.isNull, shown.width > 0, shown.height > 0 else {
                throw .notInteractable("the element \(id) is not on screen, so it has no screenshot")
            }
            crop = shown
        }
        let png = context.driver.scene._screenshotPNG(cropTo: crop)
        guard !png.isEmpty else { throw .unknownError("the scene could not be drawn") }
        context.answer(.string(Data(png).base64EncodedString()))
    }

    // MARK: Window

    private static func windowRect(_ driver: WebDriverSession) -> JSONValue {
        rectJSON(CGRect(origin: .zero, size: driver.scene.screen.bounds.size))
    }

    private static func windowSize(_ driver: WebDriverSession) -> JSONValue {
        let size = driver.scene.screen.bounds.size
        return .object(["width": .number(size.width), "height": .number(size.height)])
    }

    static func rectJSON(_ rect: CGRect) -> JSONValue {
        .object(["x": .number(rect.minX), "y": .number(rect.minY), "width": .number(rect.width), "height": .number(rect.height)])
    }

    private static func orientation(_ driver: WebDriverSession) -> String {
        driver.scene.interfaceOrientation.isLandscape ? "LANDSCAPE" : "PORTRAIT"
    }

    /// Turns the scene as the device would: the viewport's sides swap when the orientation's
    /// shape changes, through the same trait and size change as a browser's rotation.
    private func setOrientation(_ context: CommandContext) throws(WebDriverError) {
        guard let name = context.body["orientation"]?.stringValue?.uppercased(), name == "PORTRAIT" || name == "LANDSCAPE" else {
            throw .invalidArgument("\"orientation\" must be \"PORTRAIT\" or \"LANDSCAPE\"")
        }
        let session = context.driver.session
        var display = session.display
        let landscape = name == "LANDSCAPE"
        let long = max(display.width, display.height), short = min(display.width, display.height)
        display.width = landscape ? long : short
        display.height = landscape ? short : long
        display.orientation = landscape ? .landscapeRight : .portrait
        session.updateDisplay(display)
        session.finishTurn()
        context.answerWhenIdle(.null)
    }
}
