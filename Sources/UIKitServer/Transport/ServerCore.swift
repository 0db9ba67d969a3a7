import Dispatch
import Logging

/// What MHD's callbacks reach: the configuration, the handler and the registry.
/// The daemon holds one retain on it for as long as it runs.
final class ServerCore: Sendable {
    let configuration: HTTPServer.Configuration
    let handler: @Sendable (HTTPRequest, HTTPResponder) -> Void
    let registry = ConnectionRegistry()

    var logger: Logger { configuration.logger }

    init(configuration: HTTPServer.Configuration, handler: @escaping @Sendable (HTTPRequest, HTTPResponder) -> Void) {
        self.configuration = configuration
        self.handler = handler
    }

    func errorResponse(_ status: Int, _ detail: String) -> HTTPResponse {
        configuration.makeErrorResponse(status, detail)
    }

    // MARK: Access handler steps (MHD threads)

    /// The head has arrived. A declared body over the limit is refused before it is read.
    func requestDidBegin(_ context: RequestContext) -> MicroHTTPD.Verdict {
        let limit = configuration.maximumRequestBodyBytes
        guard let declared = context.head.headerFields["content-length"].flatMap({ Int($0) }), declared > limit
        else { return .proceed }
        return rejectTooLarge(context)
    }

    /// A chunk of the body has arrived.
    func request(_ context: RequestContext, didReceive chunk: some Collection<UInt8>) -> MicroHTTPD.Verdict {
        guard context.appendBody(chunk, limit: configuration.maximumRequestBodyBytes) else {
            return rejectTooLarge(context)
        }
        return .proceed
    }

    /// The whole body has arrived (or, after a resume, the reply is ready).
    func requestDidFinishReceiving(_ context: RequestContext) -> MicroHTTPD.Verdict {
        switch context.nextStep() {
        case .dispatch(let request):
            handler(request, HTTPResponder(context: context))
            return perform(context.settleAfterHandler(), for: context)
        case let step:
            return perform(step, for: context)
        }
    }

    private func rejectTooLarge(_ context: RequestContext) -> MicroHTTPD.Verdict {
        let limit = configuration.maximumRequestBodyBytes
        let reply = context.rejectBeforeDispatch(
            with: errorResponse(413, "The request body exceeds the limit of \(limit) bytes."))
        // MHD 0.9.75 takes a reply before the body or after all of it, never mid-body: a chunked
        // body that crosses the limit gets the connection closed instead of a 413.
        return queue(reply, for: context)
    }

    private func perform(_ step: RequestContext.Step, for context: RequestContext) -> MicroHTTPD.Verdict {
        switch step {
        case .queue(let reply): return queue(reply, for: context)
        case .dispatch, .wait: return .proceed
        }
    }

    private func queue(_ reply: RequestReply, for context: RequestContext) -> MicroHTTPD.Verdict {
        let queued: Bool
        switch reply {
        case .response(let response):
            queued = MicroHTTPD.queue(response, on: context.connection, logger: logger)
        case .webSocket where registry.webSocketCount >= configuration.connectionLimit:
            let limit = configuration.connectionLimit
            queued = MicroHTTPD.queue(errorResponse(503, "The server holds its limit of \(limit) WebSockets."),
                                      on: context.connection, logger: logger)
        case .webSocket(let upgrade):
            queued = MicroHTTPD.queueWebSocketUpgrade(acceptValue: upgrade.acceptValue,
                                                      extensions: upgrade.deflate?.responseHeader,
                                                      on: context.connection, context: context)
        }
        if !queued {
            logger.debug("libmicrohttpd refused the reply; closing the connection",
                         metadata: ["method": "\(context.head.method)", "path": "\(context.head.path)"])
        }
        return queued ? .proceed : .closeConnection
    }

    // MARK: WebSockets (MHD thread, from the upgrade handler)

    /// MHD sent the 101 and handed over the socket.
    func webSocketDidUpgrade(_ context: RequestContext, descriptor: Int32, handle: MHDUpgradeHandle,
                             extraInput: [UInt8]) {
        let socket = UpgradedSocket(descriptor: descriptor, handle: handle, pendingInput: extraInput,
                                    registry: registry)
        guard case .webSocket(let upgrade)? = context.currentReply else {
            socket.close()
            return
        }
        let engine = WebSocketEngine(socket: socket, configuration: upgrade.configuration, deflate: upgrade.deflate,
                                     remoteAddress: context.head.remoteAddress, logger: logger, registry: registry)
        guard registry.trackWebSocket(engine) else {
            socket.close()
            return
        }
        engine.start(onOpen: upgrade.onOpen)
    }
}
