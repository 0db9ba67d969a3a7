/// How a WebSocket connection ended.
public struct WebSocketClose: Sendable, Equatable {
    /// The close code sent or received; 1006 if the connection dropped without a close frame.
    public var code: WebSocketCloseCode
    /// The close reason, possibly empty.
    public var reason: String
    /// True if the client started the closing handshake.
    public var initiatedByPeer: Bool

    /// Creates a close description.
    public init(code: WebSocketCloseCode, reason: String = "", initiatedByPeer: Bool) {
        self.code = code
        self.reason = reason
        self.initiatedByPeer = initiatedByPeer
    }
}
