import Foundation
@_spi(Host) import UIKitCore

/// Every live session, by id.
@MainActor
final class SessionStore {
    private var sessions: [String: Session] = [:]
    let configuration: ServerConfiguration
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

    subscript(id: String) -> Session? {
        sessions[id]
    }

    /// Connects a new scene for a new session, in its languages and time zone, or returns nil
    /// when the server is full.
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
        sessions[id] = session
        session.finishTurn()
        return session
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
        session.cancelExpiry()
        session.client?.connection.close(code: .goingAway, reason: "session ended")
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
            session.client?.connection.close(code: .goingAway, reason: "server shutting down")
        }
        sessions.removeAll()
    }

    /// The session with this id whose secret matches, compared in constant time.
    func session(id: String, secret: String) -> Session? {
        guard let session = sessions[id], Self.constantTimeEqual(session.secret, secret) else { return nil }
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
