import Dispatch
@_spi(Host) import UIKitCore

/// The browser attached to a session: its WebSocket and how far behind it is.
///
/// At most `maxUnacknowledged` revisions go out unacknowledged; past that the session stops
/// committing and folds further changes into the next patch, so a slow client never makes the
/// server buffer without bound.
@MainActor
final class SessionClient {
    let connection: WebSocketConnection
    private var lastSentRevision = 0
    private var lastAcknowledgedRevision = 0

    static let maxUnacknowledged = 8
    /// Messages are written to JSON off the main actor, in order, on one queue for all clients.
    private static let writer = DispatchQueue(label: "uikit.server.wire-writer")
    /// The bytes of patches and snapshots all clients were sent, counted on the writer's queue.
    nonisolated static let traffic = WireTraffic()

    init(connection: WebSocketConnection) {
        self.connection = connection
    }

    /// Whether another revision may be sent now.
    var canSend: Bool {
        lastSentRevision - lastAcknowledgedRevision < Self.maxUnacknowledged
    }

    /// Records an acknowledgement; returns false for a revision never sent.
    func acknowledge(_ revision: Int) -> Bool {
        guard revision <= lastSentRevision else { return false }
        lastAcknowledgedRevision = max(lastAcknowledgedRevision, revision)
        return true
    }

    func send(_ message: ServerMessage) {
        switch message {
        case .snapshot(let snapshot, _):
            lastSentRevision = snapshot.revision
            lastAcknowledgedRevision = snapshot.revision - 1
        case .patch(let patch, _):
            lastSentRevision = patch.revision
        case .welcome, .error, .handled, .openScene, .closeScene:
            break
        }
        let connection = self.connection
        Self.writer.async {
            let text = message.encoded()
            switch message {
            case .patch: Self.traffic.addPatch(bytes: text.utf8.count)
            case .snapshot: Self.traffic.addSnapshot(bytes: text.utf8.count)
            case .welcome, .error, .handled, .openScene, .closeScene: break
            }
            connection.send(text: text)
        }
    }

    /// Starts the closing handshake once every message sent before has gone out (a close
    /// overtaking the last messages would lose, say, the `close` that tells the page to close).
    func close(code: WebSocketCloseCode, reason: String) {
        let connection = self.connection
        Self.writer.async { connection.close(code: code, reason: reason) }
    }

    /// Waits until every message and close sent so far has been handed to its connection.
    static func flush() {
        writer.sync {}
    }
}
