/// Answers one `HTTPRequest`, once, from any thread.
///
/// Answer inside the handler, or keep the responder and answer later: the connection waits
/// (suspended, without holding an MHD thread) until `respond(_:)` is called. A responder
/// released without an answer replies 500, so a forgotten request never hangs.
public final class HTTPResponder: Sendable {
    private let context: RequestContext

    init(context: RequestContext) {
        self.context = context
    }

    deinit {
        guard context.currentReply == nil else { return }
        context.reply(.response(context.core.errorResponse(500, "The request handler did not respond.")))
    }

    /// Sends `response`. Only the first call counts; later calls are ignored.
    public func respond(_ response: HTTPResponse) {
        if !context.reply(.response(response)) {
            context.core.logger.debug("Ignored a second reply", metadata: ["path": "\(context.head.path)"])
        }
    }

    /// Accepts a WebSocket handshake (RFC 6455) and answers 101; `onOpen` then runs on the
    /// connection's queue before any message is read, the place to install its handlers.
    ///
    /// If the request is not a valid upgrade, answers 400 or 426 through the server's
    /// `makeErrorResponse` instead and returns false. Counts as this responder's one reply.
    @discardableResult
    public func upgradeToWebSocket(configuration: WebSocketConfiguration = WebSocketConfiguration(),
                                   onOpen: @escaping @Sendable (WebSocketConnection) -> Void) -> Bool {
        switch WebSocketHandshake.validate(context.head) {
        case .success(let acceptValue):
            let deflate = configuration.permessageDeflate
                ? PerMessageDeflate.negotiate(context.head.headerFields["sec-websocket-extensions"]) : nil
            let upgrade = WebSocketUpgrade(acceptValue: acceptValue, deflate: deflate, configuration: configuration,
                                           onOpen: onOpen)
            return context.reply(.webSocket(upgrade))
        case .failure(let rejection):
            var response = context.core.errorResponse(rejection.status, rejection.detail)
            response.headers.merge(rejection.headers) { _, required in required }
            respond(response)
            return false
        }
    }
}
