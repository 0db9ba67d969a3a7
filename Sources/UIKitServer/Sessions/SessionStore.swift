import Foundation
@_spi(Host) import UIKitCore

/// Every live session, by id.
@MainActor
final class SessionStore {
    private var sessions: [String: Session] = [:]
    let configuration: ServerConfiguration
    /// Saves sessions and finds saved ones (nil with `--store none`).
    var saver: SessionSaver?
    /// The writer of a store other instances share (PostgreSQL), whose requests a balancer
    /// sends by session id: a new session's id is handed out once its row is written there, so
    /// the next request finds it whichever instance it reaches. Nil for SQLite or no store.
    var sharedStoreWriter: SessionWriter? {
        guard case .postgres = configuration.storage else { return nil }
        return saver?.writer
    }
    /// Callbacks waiting for a saved session being read from the store, by id.
    private var pendingRestores: [String: [(secret: String?, body: @MainActor (Session?) -> Void)]] = [:]
    /// The server's counters; the store's users count their turns and errors here.
    let metrics: ServerMetrics

    init(configuration: ServerConfiguration, metrics: ServerMetrics = ServerMetrics()) {
        self.configuration = configuration
        self.metrics = metrics
    }

    var count: Int { sessions.count }

    var all: [Session] {
        sessions.values.sorted { $0.id < $1.id }
    }

    /// The ids of the live sessions, in no order.
    var ids: [String] {
        Array(sessions.keys)
    }

    subscript(id: String) -> Session? {
        sessions[id]
    }

    /// Connects a new scene for a new session, in its languages and time zone, and runs its
    /// first turn; nil when the server is full. No page is attached yet, so the first screen
    /// goes to the first page in its snapshot, not in a patch.
    func create(display: SceneDisplay, locale: SessionLocale = .system, userActivities: Set<NSUserActivity> = []) -> Session? {
        guard sessions.count < configuration.maxSessions else {
            metrics.record(.serverFull)
            return nil
        }
        let id = Self.randomToken()
        let scene = UIApplication.shared.connectScene(persistentIdentifier: id, display: display, locale: locale,
                                                      userActivities: userActivities)
        let session = Session(id: id, secret: Self.randomToken(), scene: scene, display: display,
                              messagesPerSecond: configuration.messagesPerSecond)
        add(session)
        return session
    }

    private func add(_ session: Session) {
        sessions[session.id] = session
        session.onTurnEnded = { [weak self] session in self?.saver?.turnEnded(in: session) }
        // A turn no event started (a timer, an animation frame, work the app scheduled on the
        // main queue) is counted too.
        session.scene.onTimerTurn = { [weak session, metrics] in
            guard let session else { return }
            let start = DispatchTime.now().uptimeNanoseconds
            session.finishTurn()
            metrics.recordTurn(.timer, seconds: Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9)
        }
        session.finishTurn()
        saver?.save(session, claim: true)
    }

    // MARK: Saved sessions

    /// Hands `body` the session with the id: the live one, or else the saved one, reconnected
    /// from the store as iOS relaunches a scene; nil when neither exists (or the server is full).
    /// The store is read off the main actor. With a `secret`, a saved session is reconnected
    /// only when the secret matches its stored digest.
    func resolve(_ id: String, secret: String? = nil, then body: @escaping @MainActor (Session?) -> Void) {
        if let session = sessions[id] { return body(session) }
        guard let saver, Self.isToken(id) else { return body(nil) }
        if pendingRestores[id] != nil {
            pendingRestores[id]?.append((secret, body))
            return
        }
        pendingRestores[id] = [(secret, body)]
        saver.writer.load(id: id) { [weak self] record in
            guard let self else { return }
            let waiting = self.pendingRestores.removeValue(forKey: id) ?? []
            // Restored when one of the callers may: a REST or WebDriver call (no secret), or a
            // page with the right secret.
            let wanted = waiting.contains { waiter in
                guard let record else { return false }
                guard let secret = waiter.secret else { return true }
                return Self.constantTimeEqual(record.secretDigest, SecretDigest.of(secret))
            }
            let session = self.sessions[id] ?? (wanted ? record.flatMap { self.restore($0) } : nil)
            for waiter in waiting { waiter.body(session) }
        }
    }

    /// Reconnects a saved session's scene with its restoration archive; nil when the server is full.
    private func restore(_ record: SessionRecord) -> Session? {
        guard sessions.count < configuration.maxSessions else { return nil }
        let scene = UIApplication.shared.connectScene(persistentIdentifier: record.persistentIdentifier, display: record.display,
                                                      locale: record.locale, restorationArchive: record.restorationArchive)
        let session = Session(id: record.id, secret: nil, secretDigest: record.secretDigest, created: record.created,
                              scene: scene, display: record.display, messagesPerSecond: configuration.messagesPerSecond)
        add(session)
        return session
    }

    /// The live session whose browser stayed away past the grace period: with a store it is
    /// saved and its scene disconnected, its session kept for a later restore, as iOS
    /// disconnects background scenes; without one it ends.
    func unload(_ session: Session) {
        guard let saver else { return remove(session) }
        guard sessions.removeValue(forKey: session.id) != nil else { return }
        session.cancelExpiry()
        saver.save(session)
        UIApplication.shared.disconnectScene(session.scene, discardingSession: false)
        UIApplication.shared.registerSavedSessions([(session.scene.session.persistentIdentifier,
                                                     session.scene.session.configuration.name)])
    }

    /// Hibernates the sessions driven over REST only — no page ever attached, no WebDriver
    /// session holds them — that had no turn and no request for `--hibernate-after` seconds
    /// before `now`: each scene enters the background, as an app nobody uses does on iOS, and is
    /// saved and disconnected like a scene whose page stayed away; its next request brings it
    /// back from the store (`resolve`). Returns how many went; none without a store.
    @discardableResult
    func hibernateIdle(now: Date = Date()) -> Int {
        guard saver != nil else { return 0 }
        let idle = sessions.values.filter { session in
            session.state == .rest && !session.isDrivenByWebDriver
                && now.timeIntervalSince(session.used) >= configuration.hibernateAfter
        }
        for session in idle {
            UIWindowScene.turnScene = session.scene
            session.scene.request(.background)
            session.finishTurn()
            unload(session)
        }
        return idle.count
    }

    /// Another instance restored these sessions from the shared store (the load balancer sends
    /// their requests there now): this instance's copies are stale, and go without a save.
    func release(_ ids: Set<String>) {
        for id in ids {
            guard let session = sessions.removeValue(forKey: id) else { continue }
            session.cancelExpiry()
            session.client?.close(code: .goingAway, reason: "the session moved to another instance")
            UIApplication.shared.disconnectScene(session.scene, discardingSession: false)
        }
    }

    /// The store discarded these sessions (past their maximum age): live ones end, saved ones
    /// are discarded with `application(_:didDiscardSceneSessions:)`.
    func discardExpired(_ ids: [String]) {
        let live = ids.compactMap { sessions[$0] }
        for session in live { remove(session) }
        UIApplication.shared.discardSavedSessions(ids.filter { sessions[$0] == nil })
    }

    /// A session id as `randomToken` makes them: anything else is never looked up in the store.
    nonisolated static func isToken(_ id: String) -> Bool {
        id.utf8.count == 32 && id.utf8.allSatisfy { (48...57).contains($0) || (97...102).contains($0) }
    }

    /// Opens the session a scene asked for (`requestSceneSessionActivation`), on the asking
    /// session's display and in its languages; the asking page opens it. Nil when the server is full.
    func open(requestedBy scene: UIWindowScene?, userActivities: Set<NSUserActivity>) -> UIWindowScene? {
        let requester = scene.flatMap { sessions[$0.session.persistentIdentifier] }
        guard let session = create(display: requester?.display ?? SceneDisplay(width: 390, height: 844, scale: 2, style: .light),
                                   locale: requester?.scene.locale ?? .system, userActivities: userActivities) else { return nil }
        requester?.noteOpened(session)
        return session.scene
    }

    /// Closes the session of a scene the app destroyed (`requestSceneSessionDestruction`): its
    /// page is told to close, and the session ends once the turn that asked is over.
    func close(_ scene: UIWindowScene) {
        guard let session = sessions[scene.session.persistentIdentifier] else {
            return UIApplication.shared.disconnectScene(scene)
        }
        session.announceClosing()
        DispatchQueue.main.async {
            MainActor.assumeIsolated { self.remove(session) }
        }
    }

    /// Disconnects the session's scene and forgets it.
    func remove(_ session: Session) {
        guard sessions.removeValue(forKey: session.id) != nil else { return }
        session.isEnded = true
        saver?.writer.delete(id: session.id)
        session.cancelExpiry()
        session.client?.close(code: .goingAway, reason: "session ended")
        UIApplication.shared.disconnectScene(session.scene)
    }

    /// Ends the turn of work a timer did: for the scene's session, or for every session.
    func finishTimerTurn(in scene: UIWindowScene?) {
        if let scene {
            sessions[scene.session.persistentIdentifier]?.finishTurn()
        } else {
            for session in sessions.values { session.finishTurn() }
        }
    }

    /// Forgets every session and closes its browser, leaving the scenes to the app's termination.
    func closeAll() {
        for session in sessions.values {
            session.cancelExpiry()
            session.client?.close(code: .goingAway, reason: "server shutting down")
        }
        SessionClient.flush()
        sessions.removeAll()
    }

    /// The session with this id whose secret matches, compared in constant time.
    func session(id: String, secret: String) -> Session? {
        guard let session = sessions[id], session.accepts(secret: secret) else { return nil }
        return session
    }

    /// 128 random bits as 32 lowercase hex digits, from the system's secure generator.
    nonisolated static func randomToken() -> String {
        var generator = SystemRandomNumberGenerator()
        return (0..<2).map { _ in
            let value = generator.next() as UInt64
            let hex = String(value, radix: 16)
            return String(repeating: "0", count: 16 - hex.count) + hex
        }.joined()
    }

    /// Whether two secrets are equal, in a time that depends on their lengths only: every byte
    /// is compared, with no early exit at the first difference or at a difference in length.
    nonisolated static func constantTimeEqual(_ lhs: String, _ rhs: String) -> Bool {
        let left = Array(lhs.utf8), right = Array(rhs.utf8)
        var difference: UInt8 = left.count == right.count ? 0 : 1
        for index in 0..<max(left.count, right.count) {
            difference |= (index < left.count ? left[index] : 0) ^ (index < right.count ? right[index] : 0)
        }
        return difference == 0
    }
}
