/// Limits and timers for one WebSocket connection.
public struct WebSocketConfiguration: Sendable {
    /// The largest incoming message, all fragments together; a bigger one closes with 1009.
    public var maximumMessageBytes: Int
    /// The most outgoing bytes waiting for a slow client; beyond it the connection closes with 1008.
    public var maximumQueuedSendBytes: Int
    /// How often the server pings.
    public var pingInterval: Duration
    /// How long the client may send no frame at all (pongs included) before the server closes with 1001.
    public var idleTimeout: Duration
    /// How long the server waits for the client's close frame after sending its own.
    public var closeHandshakeTimeout: Duration
    /// Whether permessage-deflate (RFC 7692) is agreed to when the client offers it.
    public var permessageDeflate: Bool

    /// Creates a configuration; the defaults suit browsers on the open internet.
    public init(maximumMessageBytes: Int = 1 << 20,
                maximumQueuedSendBytes: Int = 8 << 20,
                pingInterval: Duration = .seconds(20),
                idleTimeout: Duration = .seconds(60),
                closeHandshakeTimeout: Duration = .seconds(5),
                permessageDeflate: Bool = true) {
        self.maximumMessageBytes = maximumMessageBytes
        self.maximumQueuedSendBytes = maximumQueuedSendBytes
        self.pingInterval = pingInterval
        self.idleTimeout = idleTimeout
        self.closeHandshakeTimeout = closeHandshakeTimeout
        self.permessageDeflate = permessageDeflate
    }
}
