/// An open WebSocket connection to one client.
///
/// Handlers run on the connection's own serial queue, one at a time; set them in the
/// `onOpen` closure of `HTTPResponder.upgradeToWebSocket`, before any message is read.
/// `send(text:)` and `close(code:reason:)` may be called from any thread.
public final class WebSocketConnection: Sendable {
    private let engine: WebSocketEngine

    init(engine: WebSocketEngine) {
        self.engine = engine
    }

    /// The client's numeric IP address, when known.
    public var remoteAddress: String? { engine.remoteAddress }

    /// Sets the handler for text messages (UTF-8 already validated).
    public func onText(_ handler: @escaping @Sendable (String) -> Void) {
        engine.setTextHandler(handler)
    }

    /// Sets the handler called exactly once when the connection has ended, for any reason.
    public func onClose(_ handler: @escaping @Sendable (WebSocketClose) -> Void) {
        engine.setCloseHandler(handler)
    }

    /// Sends a text message. If more than `maximumQueuedSendBytes` are waiting for a slow
    /// client, the message is dropped and the connection closes with 1008.
    public func send(text: String) {
        engine.send(text: text)
    }

    /// Starts the closing handshake with `code` and `reason` (at most 123 bytes of UTF-8 are sent).
    public func close(code: WebSocketCloseCode = .normalClosure, reason: String = "") {
        engine.close(code: code, reason: reason)
    }
}
