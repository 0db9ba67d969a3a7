import Dispatch
import Synchronization

/// What arrived with a request's head, read once on the first access-handler call.
struct RequestHead: Sendable {
    var method: String
    var path: String
    var version: String
    var headers: [(name: String, value: String?)]
    var queryArguments: [(name: String, value: String?)]
    var remoteAddress: String?

    /// Header fields keyed by lowercased name, repeated fields joined with ", ".
    var headerFields: [String: String] {
        var fields: [String: String] = [:]
        for (name, value) in headers {
            let key = name.lowercased()
            let value = value ?? ""
            fields[key] = fields[key].map { "\($0), \(value)" } ?? value
        }
        return fields
    }

    func request(body: [UInt8]) -> HTTPRequest {
        HTTPRequest(method: method, path: path,
                    queryItems: queryArguments.map { HTTPRequest.QueryItem(name: $0.name, value: $0.value) },
                    headers: headerFields, body: body, remoteAddress: remoteAddress)
    }
}

/// How a request is answered.
enum RequestReply: Sendable {
    case response(HTTPResponse)
    case webSocket(WebSocketUpgrade)
}

/// An accepted WebSocket handshake, waiting for its 101 to be sent.
struct WebSocketUpgrade: Sendable {
    var acceptValue: String
    /// permessage-deflate, when the client offered it and the configuration allows it.
    var deflate: PerMessageDeflate?
    var configuration: WebSocketConfiguration
    var onOpen: @Sendable (WebSocketConnection) -> Void
}

/// One HTTP request from its head to its reply.
///
/// The lock orders the three parties that race for a reply: the MHD thread returning from the
/// handler, `HTTPResponder.respond` on any thread, and `HTTPServer.stop`. Whoever finds the
/// connection suspended when a reply is stored resumes it, under the same lock that suspended it.
final class RequestContext: Sendable {
    /// What the access handler does on a call with no upload data.
    enum Step {
        case dispatch(HTTPRequest)
        case queue(RequestReply)
        case wait
    }

    private struct State {
        var body: [UInt8] = []
        var dispatched = false
        var reply: RequestReply?
        var queued = false
        var suspended = false
        var completed = false
        /// Left when MHD reports the request complete; set while `stop()` waits for the reply to go out.
        var completion: DispatchGroup?
    }

    let connection: MHDConnection
    let head: RequestHead
    let core: ServerCore
    private let state = Mutex(State())

    init(connection: MHDConnection, head: RequestHead, core: ServerCore) {
        self.connection = connection
        self.head = head
        self.core = core
    }

    /// The reply given so far, if any.
    var currentReply: RequestReply? {
        state.withLock { $0.reply }
    }

    /// Appends upload data; false once the body would exceed `limit`.
    func appendBody(_ chunk: some Collection<UInt8>, limit: Int) -> Bool {
        state.withLock { state in
            guard state.body.count + chunk.count <= limit else { return false }
            state.body.append(contentsOf: chunk)
            return true
        }
    }

    /// Answers before the handler runs (a body over the limit); returns the reply to queue.
    func rejectBeforeDispatch(with response: HTTPResponse) -> RequestReply {
        state.withLock { state in
            state.dispatched = true
            let reply = state.reply ?? .response(response)
            state.reply = reply
            state.queued = true
            return reply
        }
    }

    /// The first call with the whole body dispatches; the call after a resume queues the reply.
    func nextStep() -> Step {
        state.withLock { state in
            if !state.dispatched {
                state.dispatched = true
                let body = state.body
                state.body = []
                return .dispatch(head.request(body: body))
            }
            if let reply = state.reply, !state.queued {
                state.queued = true
                return .queue(reply)
            }
            return .wait
        }
    }

    /// Called on the MHD thread when the handler returns: queue a reply given meanwhile, or suspend.
    func settleAfterHandler() -> Step {
        state.withLock { state in
            if let reply = state.reply {
                state.queued = true
                return .queue(reply)
            }
            guard core.registry.trackSuspended(self) else {
                let reply = RequestReply.response(core.errorResponse(503, "The server is shutting down."))
                state.reply = reply
                state.queued = true
                return .queue(reply)
            }
            MicroHTTPD.suspend(connection)
            state.suspended = true
            return .wait
        }
    }

    /// Enters `group` until MHD reports this request complete (at once if it already is).
    func leaveOnCompletion(_ group: DispatchGroup) {
        state.withLock { state in
            guard !state.completed, state.completion == nil else { return }
            group.enter()
            state.completion = group
        }
    }

    /// MHD finished the request: the reply was sent, or the connection is gone.
    func didComplete() {
        let group = state.withLock { state in
            state.completed = true
            defer { state.completion = nil }
            return state.completion
        }
        group?.leave()
    }

    /// Stores the reply, resuming the connection if it waits for one. False if a reply was already given.
    @discardableResult
    func reply(_ reply: RequestReply) -> Bool {
        state.withLock { state in
            guard state.reply == nil else { return false }
            state.reply = reply
            if state.suspended {
                state.suspended = false
                core.registry.untrackSuspended(self)
                MicroHTTPD.resume(connection)
            }
            return true
        }
    }
}
