import Foundation
@_spi(Host) import UIKitCore

/// The REST surface under `/api/v1`: sessions, their view trees, and actions. Each call is one
/// turn on the main actor and replies after the turn is committed.
@MainActor
final class RESTAPI {
    private let store: SessionStore

    init(store: SessionStore) {
        self.store = store
    }

    /// Answers the request through `reply`: at once for reads, and for actions once the turn is
    /// committed and the scene is idle (`Session.whenIdle`), within the action's `"wait"` limit.
    func handle(_ request: APIRequest, reply: @escaping @MainActor (HTTPResponse) -> Void) {
        if request.route == .sessions, request.method == "GET", let saver = store.saver {
            return saver.writer.loadAll { [self] saved in reply(Self.json(200, .object(["sessions": listing(saved: saved)]))) }
        }
        // A session saved before a restart, or by another instance, comes back when used.
        guard let id = request.route.sessionID else { return handleLive(request, reply: reply) }
        store.resolve(id) { [self] _ in handleLive(request, reply: reply) }
    }

    /// The live sessions, then the saved ones not live here, by id.
    private func listing(saved: [SessionRecord]) -> JSONValue {
        let live = store.all
        let liveIDs = Set(live.map(\.id))
        return .array(live.map(Self.json) + saved.filter { !liveIDs.contains($0.id) }.map(Self.json))
    }

    private func handleLive(_ request: APIRequest, reply: @escaping @MainActor (HTTPResponse) -> Void) {
        do throws(Problem) {
            guard let id = request.route.actionSession else {
                let response = try route(request)
                guard request.route == .sessions, response.status == 201, let writer = store.sharedStoreWriter else {
                    return reply(response)
                }
                return writer.whenWritten { reply(response) }
            }
            let session = try session(id)
            let (limit, body) = try Self.idleLimit(request.body)
            let openedBefore = session.openedSessions.count
            let answer: @MainActor (@escaping @MainActor () -> JSONObject) -> Void = { fields in
                session.whenIdle(limit: limit) { waited in
                    var object = fields()
                    object["waited"] = .number((waited * 1_000).rounded() / 1_000)
                    // The scenes the action made the app open (requestSceneSessionActivation).
                    let opened = session.openedSessions.dropFirst(openedBefore)
                    if !opened.isEmpty { object["openedSessions"] = .array(opened.map { .string($0.id) }) }
                    reply(Self.json(200, .object(object)))
                }
            }
            try act(on: session, request.route, body: body, answer: answer, fail: reply)
        } catch {
            reply(error.response)
        }
    }

    /// Performs an action and hands `answer` the reply's fields, built once the scene is idle
    /// (the revision then includes what the action set going).
    private func act(on session: Session, _ route: APIRoute, body: JSONObject?,
                     answer: @escaping @MainActor (@escaping @MainActor () -> JSONObject) -> Void,
                     fail: @escaping @MainActor (HTTPResponse) -> Void) throws(Problem) {
        let revision: @MainActor () -> JSONObject = { ["revision": .number(Double(session.scene.revision))] }
        switch route {
        case .touches, .swipe, .longPress:
            guard session.admit() else { throw Problem(status: 429, detail: "too many actions for this session; slow down") }
            let script = try touchScript(for: route, in: session, body: body)
            session.play(script) { result in
                switch result {
                case .success: answer(revision)
                case .failure(let error): fail(Problem.badRequest(error.description).response)
                }
            }
        case .tap:
            try tap(session, body: body)
            answer(revision)
        case .typeText:
            let text = try typeText(session, body: body)
            answer { revision().merging(["text": .string(text)]) }
        case .keys:
            let delivered = try pressKeys(session, body: body)
            answer { revision().merging(["delivered": .array(delivered)]) }
        case .scroll:
            let offset = try scroll(session, body: body)
            answer { revision().merging(["contentOffset": .object(["x": .number(offset.x), "y": .number(offset.y)])]) }
        case .statusBarTap:
            let scrolled = try tapStatusBar(session, body: body)
            answer { revision().merging(Self.statusBarTapFields(scrolled)) }
        case .traits:
            try updateTraits(session, body: body)
            answer(revision)
        case .lifecycle:
            try changeLifecycle(session, body: body)
            answer { revision().merging(["state": .string(Self.stateName(session.scene.activationState))]) }
        case .accessibility:
            try updateAccessibility(session, body: body)
            answer { revision().merging(["voiceOver": .bool(session.scene.isVoiceOverRunning)]) }
        case .memoryWarning:
            UIApplication.shared.receiveMemoryWarning()
            session.finishTurn()
            answer(revision)
        case .sessions, .session, .tree, .screenshot:
            throw Problem(status: 500, detail: "not an action")
        }
    }

    /// The action's `"wait"`: how long at most to wait for the scene to become idle before
    /// replying — `true` (or absent) for `defaultIdleLimit`, `false` for not at all, or a number
    /// of seconds — and the body without it.
    static func idleLimit(_ body: JSONObject?) throws(Problem) -> (TimeInterval, JSONObject?) {
        guard var body, let value = body["wait"] else { return (defaultIdleLimit, body) }
        body["wait"] = nil
        switch value {
        case .bool(let wait): return (wait ? defaultIdleLimit : 0, body)
        case .number(let seconds) where seconds >= 0 && seconds <= maximumIdleLimit: return (seconds, body)
        default: throw .badRequest("\"wait\" must be true, false or a number of seconds from 0 to \(Int(maximumIdleLimit))")
        }
    }

    /// How long an action waits for its scene to become idle unless it says otherwise.
    static let defaultIdleLimit: TimeInterval = 5
    static let maximumIdleLimit: TimeInterval = 60

    private func route(_ request: APIRequest) throws(Problem) -> HTTPResponse {
        switch (request.route, request.method) {
        case (.sessions, "GET"):
            return Self.json(200, .object(["sessions": .array(store.all.map(Self.json))]))
        case (.sessions, _):
            return try createSession(request.body)
        case (.session(let id), "GET"):
            return Self.json(200, Self.json(try session(id)))
        case (.session(let id), _):
            store.remove(try session(id))
            return HTTPResponse(status: 204)
        case (.tree(let id), _):
            let session = try session(id)
            return Self.json(200, .object(["revision": .number(Double(session.scene.revision)),
                                           "windows": .array(session.scene.viewTree().map(Self.json))]))
        case (.screenshot(let id), _):
            return try screenshot(of: try session(id), query: request.queryItems)
        default:
            throw Problem(status: 500, detail: "actions are answered by act(on:_:body:answer:fail:)")
        }
    }

    private func session(_ id: String) throws(Problem) -> Session {
        guard let session = store[id] else { throw .notFound("no session has the id \(id)") }
        UIWindowScene.turnScene = session.scene
        session.noteUsed()
        return session
    }

    private func createSession(_ body: JSONObject?) throws(Problem) -> HTTPResponse {
        let fields = MessageFields(object: body ?? JSONObject())
        try Self.rejectUnknownFields(fields, allowed: ["width", "height", "scale", "style", "orientation", "contentSizeCategory",
                                                       "locale", "timeZone"])
        let locale = try Self.sessionLocale(fields)
        var display: SceneDisplay
        do throws(WireError) {
            display = SceneDisplay(width: try fields.optionalNumber("width", range: 1...10_000) ?? 390,
                                   height: try fields.optionalNumber("height", range: 1...10_000) ?? 844,
                                   scale: try fields.optionalNumber("scale", range: 0.25...8) ?? 2,
                                   style: try fields.optionalStyle("style") ?? .light,
                                   orientation: try fields.optionalOrientation("orientation"))
            display.contentSizeCategory = try Self.optionalContentSizeCategory(fields) ?? .large
        } catch {
            throw .badRequest(error.description)
        }
        guard let session = store.create(display: display, locale: locale) else {
            throw Problem(status: 503, detail: "the server already has its maximum of \(store.configuration.maxSessions) sessions")
        }
        var created = Self.json(session)
        if case .object(var fields) = created, let page = session.pagePath {
            fields["page"] = .string(page)
            created = .object(fields)
        }
        var response = Self.json(201, created)
        response.headers["Location"] = "\(APIRoute.prefix)/sessions/\(session.id)"
        return response
    }

    /// Changes the session's viewport: omitted fields keep their values.
    private func updateTraits(_ session: Session, body: JSONObject?) throws(Problem) {
        let fields = MessageFields(object: body ?? JSONObject())
        try Self.rejectUnknownFields(fields, allowed: ["width", "height", "scale", "style", "orientation", "contentSizeCategory"])
        let current = session.display
        var display: SceneDisplay
        do throws(WireError) {
            display = SceneDisplay(width: try fields.optionalNumber("width", range: 1...10_000) ?? current.width,
                                   height: try fields.optionalNumber("height", range: 1...10_000) ?? current.height,
                                   scale: try fields.optionalNumber("scale", range: 0.25...8) ?? current.scale,
                                   style: try fields.optionalStyle("style") ?? current.style,
                                   orientation: try fields.optionalOrientation("orientation") ?? current.orientation)
            display.contentSizeCategory = try Self.optionalContentSizeCategory(fields) ?? current.contentSizeCategory
        } catch {
            throw .badRequest(error.description)
        }
        session.updateDisplay(display)
        session.finishTurn()
    }

    /// `{"voiceOver": true}`: whether a screen reader runs, as `UIAccessibility.isVoiceOverRunning`
    /// answers (posting `voiceOverStatusDidChangeNotification` when it changes).
    private func updateAccessibility(_ session: Session, body: JSONObject?) throws(Problem) {
        let fields = MessageFields(object: body ?? JSONObject())
        try Self.rejectUnknownFields(fields, allowed: ["voiceOver"])
        let running: Bool?
        do throws(WireError) {
            running = try fields.optionalBool("voiceOver")
        } catch {
            throw .badRequest(error.description)
        }
        if let running { session.scene.setVoiceOverRunning(running) }
        session.finishTurn()
    }

    private func changeLifecycle(_ session: Session, body: JSONObject?) throws(Problem) {
        let fields = MessageFields(object: body ?? JSONObject())
        try Self.rejectUnknownFields(fields, allowed: ["state"])
        let request: SceneLifecycleRequest
        do throws(WireError) {
            request = try ClientMessage.decodeLifecycle(fields)
        } catch {
            throw .badRequest(error.description)
        }
        session.scene.request(request)
        session.finishTurn()
    }

    private func tap(_ session: Session, body: JSONObject?) throws(Problem) {
        guard session.admit() else { throw Problem(status: 429, detail: "too many actions for this session; slow down") }
        let fields = MessageFields(object: body ?? JSONObject())
        try Self.rejectUnknownFields(fields, allowed: ["identifier", "x", "y"])
        let point = try tapPoint(in: session, fields)
        session.scene.tap(at: point)
        session.finishTurn()
    }

    /// Where to tap: the centre of the identified view, or the given window point.
    func tapPoint(in session: Session, _ fields: MessageFields) throws(Problem) -> CGPoint {
        let identifier: String?
        do throws(WireError) {
            identifier = try fields.optionalString("identifier")
        } catch {
            throw .badRequest(error.description)
        }
        if let identifier {
            guard fields.object["x"] == nil, fields.object["y"] == nil else {
                throw .badRequest("give either \"identifier\" or \"x\" and \"y\", not both")
            }
            return try center(of: identifier, in: session)
        }
        do throws(WireError) {
            guard fields.object["x"] != nil || fields.object["y"] != nil else {
                throw .malformed("give \"identifier\", or \"x\" and \"y\" in window points")
            }
            return CGPoint(x: try fields.number("x", range: -100_000...100_000),
                           y: try fields.number("y", range: -100_000...100_000))
        } catch {
            throw .badRequest(error.description)
        }
    }

    private func center(of identifier: String, in session: Session) throws(Problem) -> CGPoint {
        guard let view = session.scene.view(withAccessibilityIdentifier: identifier) else {
            throw .notFound("no view has the accessibility identifier \"\(identifier)\"")
        }
        if let reason = Self.untappableReason(view) {
            throw Problem(status: 409, detail: "the view \"\(identifier)\" cannot be tapped: \(reason)")
        }
        let bounds = view.bounds
        return view.convert(CGPoint(x: bounds.midX, y: bounds.midY), to: nil)
    }

    private static func untappableReason(_ view: UIView) -> String? {
        var current: UIView? = view
        while let candidate = current {
            if candidate.isHidden { return candidate === view ? "it is hidden" : "an ancestor is hidden" }
            if candidate.alpha < 0.01 { return "it is transparent" }
            current = candidate.superview
        }
        return nil
    }

    static func rejectUnknownFields(_ fields: MessageFields, allowed: Set<String>) throws(Problem) {
        if let unknown = fields.object.keys.first(where: { !allowed.contains($0) }) {
            throw .badRequest("unknown field \"\(unknown)\"; allowed: \(allowed.sorted().joined(separator: ", "))")
        }
    }

    // MARK: JSON bodies

    static func json(_ status: Int, _ body: JSONValue) -> HTTPResponse {
        HTTPResponse(status: status, headers: ["Content-Type": "application/json"], body: body.serializedBytes())
    }

    static func json(_ session: Session) -> JSONValue {
        .object([
            "id": .string(session.id),
            "width": .number(session.display.width),
            "height": .number(session.display.height),
            "scale": .number(session.display.scale),
            "style": .string(session.display.style == .dark ? "dark" : "light"),
            "contentSizeCategory": .string(session.display.contentSizeCategory.name),
            "state": .string(stateName(session.scene.activationState)),
            "revision": .number(Double(session.scene.revision)),
            "connected": .bool(session.client != nil),
            "locale": .array(session.scene.locale.preferredLanguages.map { .string($0) }),
            "timeZone": .string(session.scene.locale.timeZone.identifier),
        ])
    }

    /// A saved session that is not live: its scene is disconnected, and reconnects when used.
    static func json(_ record: SessionRecord) -> JSONValue {
        .object([
            "id": .string(record.id),
            "width": .number(record.display.width),
            "height": .number(record.display.height),
            "scale": .number(record.display.scale),
            "style": .string(record.display.style == .dark ? "dark" : "light"),
            "contentSizeCategory": .string(record.display.contentSizeCategory.name),
            "state": "background",
            "connected": false,
            "saved": true,
            "locale": .array(record.locale.preferredLanguages.map { .string($0) }),
            "timeZone": .string(record.locale.timeZone.identifier),
            "savedAt": .string(Self.timestamp(record.saved)),
        ])
    }

    private static func timestamp(_ date: Date) -> String {
        date.formatted(.iso8601)
    }

    static func json(_ node: ViewTreeNode) -> JSONValue {
        var object: JSONObject = [
            "id": .number(Double(node.id)),
            "class": .string(node.className),
            "frame": .object(["x": .number(node.frame.minX), "y": .number(node.frame.minY),
                              "width": .number(node.frame.width), "height": .number(node.frame.height)]),
            "accessibilityIdentifier": node.accessibilityIdentifier.map(JSONValue.string) ?? .null,
            "accessibilityLabel": node.accessibilityLabel.map(JSONValue.string) ?? .null,
        ]
        if let text = node.text { object["text"] = .string(text) }
        if let value = node.value { object["value"] = .string(value) }
        if node.isAccessibilityElement { object["isAccessibilityElement"] = .bool(true) }
        if let value = node.accessibilityValue { object["accessibilityValue"] = .string(value) }
        if let hint = node.accessibilityHint { object["accessibilityHint"] = .string(hint) }
        if !node.accessibilityTraits.isEmpty { object["accessibilityTraits"] = .array(node.accessibilityTraits.names.map(JSONValue.string)) }
        object["hidden"] = .bool(node.isHidden)
        if let enabled = node.isEnabled { object["enabled"] = .bool(enabled) }
        if let offset = node.contentOffset { object["contentOffset"] = .object(["x": .number(offset.x), "y": .number(offset.y)]) }
        if let size = node.contentSize { object["contentSize"] = .object(["width": .number(size.width), "height": .number(size.height)]) }
        object["children"] = .array(node.children.map(json))
        return .object(object)
    }

    static func stateName(_ state: UIScene.ActivationState) -> String {
        switch state {
        case .unattached: "unattached"
        case .foregroundActive: "foregroundActive"
        case .foregroundInactive: "foregroundInactive"
        case .background: "background"
        }
    }
}
