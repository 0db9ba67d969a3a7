import Dispatch
import Synchronization

/// The server's counters, served at `/metrics` in Prometheus's text format. The main actor owns
/// them, so counting in a turn is a plain addition: no lock, no atomic. Work that happens on
/// other threads counts through `WireTraffic` (atomics, the writer queue) or hops to the main
/// actor when it is rare (refused upgrades, requests refused before their turn).
@MainActor
final class ServerMetrics {
    /// Where a turn came from.
    enum TurnSource: String, CaseIterable, Sendable {
        /// A message from a page over the WebSocket.
        case page
        /// A REST request.
        case rest
        /// A WebDriver command.
        case webdriver
        /// A turn no event started: a timer, an animation frame, work scheduled on the main queue.
        case timer
    }

    /// What went wrong, for `uikit_errors_total`.
    enum ErrorKind: String, CaseIterable, Sendable {
        /// A WebSocket message that could not be decoded.
        case malformedMessage = "malformed_message"
        /// A WebSocket upgrade refused: a foreign `Origin`, or not a valid handshake.
        case refusedUpgrade = "refused_upgrade"
        /// A message or action dropped by the session's rate limit.
        case rateLimited = "rate_limited"
        /// A new session refused because the server holds its maximum.
        case serverFull = "server_full"
    }

    /// One REST request's route template, method and status: a bounded set of label values.
    struct RequestKey: Hashable, Sendable {
        var route: String
        var method: String
        var status: Int
    }

    /// The turn-duration buckets, in seconds: from a fraction of a millisecond (a tap) to a
    /// second (a screen built from a large storyboard), closer together between half a
    /// millisecond and two and a half, where creating a session's first screen falls, so that a
    /// percentile read from them says which side of a millisecond it is on.
    static let turnDurationBounds: [Double] = [0.0001, 0.00025, 0.0005, 0.00075, 0.001, 0.00125, 0.0015, 0.002, 0.0025,
                                               0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1]

    private var turns = [Int](repeating: 0, count: TurnSource.allCases.count)
    private(set) var turnDurations = Histogram(upperBounds: turnDurationBounds)
    private var errors = [Int](repeating: 0, count: ErrorKind.allCases.count)
    private(set) var requests: [RequestKey: Int] = [:]

    init() {}

    /// Counts a turn that took `seconds` of main-actor time.
    func recordTurn(_ source: TurnSource, seconds: Double) {
        turns[TurnSource.allCases.firstIndex(of: source) ?? 0] += 1
        turnDurations.observe(seconds)
    }

    func turnCount(_ source: TurnSource) -> Int {
        turns[TurnSource.allCases.firstIndex(of: source) ?? 0]
    }

    func record(_ error: ErrorKind) {
        errors[ErrorKind.allCases.firstIndex(of: error) ?? 0] += 1
    }

    func errorCount(_ error: ErrorKind) -> Int {
        errors[ErrorKind.allCases.firstIndex(of: error) ?? 0]
    }

    /// Counts a REST request by its route template (never the raw path, whose ids would make a
    /// new series per session), its method and the status it was answered with.
    func recordRequest(route: String, method: String, status: Int) {
        let method = Self.knownMethods.contains(method) ? method : "other"
        requests[RequestKey(route: route, method: method, status: status), default: 0] += 1
        if status == 429 { record(.rateLimited) }
    }

    private static let knownMethods: Set<String> = ["GET", "HEAD", "POST", "PUT", "PATCH", "DELETE", "OPTIONS"]

    /// Counts from another thread: hops to the main actor.
    nonisolated func recordLater(_ error: ErrorKind) {
        DispatchQueue.main.async { MainActor.assumeIsolated { self.record(error) } }
    }

    /// Counts a request answered on another thread: hops to the main actor.
    nonisolated func recordRequestLater(route: String, method: String, status: Int) {
        DispatchQueue.main.async { MainActor.assumeIsolated { self.recordRequest(route: route, method: method, status: status) } }
    }

    /// Every metric in Prometheus's text format, with the sessions' states counted now.
    /// `saved` is how many sessions wait in the store without a scene.
    func exposition(sessions: [Session], saved: Int = 0, traffic: WireTraffic) -> String {
        var text = PrometheusText()
        var states: [Session.State: Int] = [:]
        for session in sessions { states[session.state, default: 0] += 1 }
        text.gauge("uikit_sessions", help: "Live sessions by state: a page attached, REST only (no page ever attached), or "
                       + "in the background (the page left; waiting for it to come back).",
                   Session.State.allCases.map { ([("state", $0.rawValue)], states[$0] ?? 0) })
        text.gauge("uikit_saved_sessions", help: "Sessions saved in the store with no live scene: hibernated, left by their "
                       + "page past the grace period, or saved before a restart; each comes back when it is used.",
                   [([], saved)])
        text.gauge("uikit_connected_pages", help: "Browser pages attached to a session over the WebSocket.",
                   [([], states[.page] ?? 0)])
        text.counter("uikit_turns_total", help: "Event turns run on the main actor, by where the event came from "
                         + "(timer: a turn no event started, a timer or an animation frame).",
                     TurnSource.allCases.map { ([("source", $0.rawValue)], turnCount($0)) })
        text.histogram("uikit_turn_duration_seconds", help: "Main-actor time of one event turn: delivery, layout and commit.",
                       turnDurations)
        text.counter("uikit_patch_bytes_total", help: "Bytes of patch messages sent to pages (before compression).",
                     [([], traffic.patchBytes)])
        text.counter("uikit_snapshot_bytes_total", help: "Bytes of snapshot messages sent to pages (before compression).",
                     [([], traffic.snapshotBytes)])
        text.counter("uikit_http_requests_total", help: "REST API requests by route template, method and status.",
                     requests.sorted { ($0.key.route, $0.key.method, $0.key.status) < ($1.key.route, $1.key.method, $1.key.status) }
                        .map { ([("route", $0.key.route), ("method", $0.key.method), ("status", String($0.key.status))], $0.value) })
        text.counter("uikit_errors_total", help: "Malformed messages, refused WebSocket upgrades, rate-limited messages and "
                         + "actions, and sessions refused because the server was full.",
                     ErrorKind.allCases.map { ([("kind", $0.rawValue)], errorCount($0)) })
        return text.text
    }
}

/// Bytes the wire writer sent, counted on its queue with atomics (no lock, off the main actor).
final class WireTraffic: Sendable {
    private let patches = Atomic<Int>(0)
    private let snapshots = Atomic<Int>(0)

    init() {}

    func addPatch(bytes: Int) { patches.add(bytes, ordering: .relaxed) }
    func addSnapshot(bytes: Int) { snapshots.add(bytes, ordering: .relaxed) }

    var patchBytes: Int { patches.load(ordering: .relaxed) }
    var snapshotBytes: Int { snapshots.load(ordering: .relaxed) }
}
