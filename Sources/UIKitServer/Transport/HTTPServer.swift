#if canImport(Glibc)
import Glibc
#endif
import Dispatch
import Logging
import Synchronization

/// An HTTP/1.1 and WebSocket server on libmicrohttpd.
///
/// The handler runs on one of libmicrohttpd's threads once a request's whole body has arrived.
/// It must not block: to answer later (for example from the main actor), keep the
/// `HTTPResponder` and call `respond(_:)` from anywhere.
public final class HTTPServer: Sendable {
    private enum Lifecycle {
        case idle
        case running(MHDDaemon)
        case stopped
    }

    /// The configuration the server was created with.
    public let configuration: Configuration
    private let core: ServerCore
    private let lifecycle = Mutex(Lifecycle.idle)
    private let boundPort = Atomic<Int>(0)

    /// Creates a server; it listens once `start()` is called.
    public init(configuration: Configuration,
                handler: @escaping @Sendable (HTTPRequest, HTTPResponder) -> Void) {
        self.configuration = configuration
        self.core = ServerCore(configuration: configuration, handler: handler)
    }

    deinit {
        stop()
    }

    /// The port the server listens on, or nil before `start()` and after `stop()`.
    public var port: Int? {
        let port = boundPort.load(ordering: .acquiring)
        return port == 0 ? nil : port
    }

    /// Starts listening. Throws if the host is invalid, the port is taken, or the server was started before.
    public func start() throws(HTTPServerError) {
        // Writing to a socket the client closed must fail with EPIPE, not kill the process.
        signal(SIGPIPE, SIG_IGN)
        try lifecycle.withLock { (lifecycle) throws(HTTPServerError) in
            guard case .idle = lifecycle else { throw .alreadyStarted }
            let daemon = try MicroHTTPD.startDaemon(for: core)
            boundPort.store(daemon.port, ordering: .releasing)
            lifecycle = .running(daemon)
        }
        core.logger.info("Listening", metadata: ["host": "\(configuration.host)", "port": "\(port ?? 0)"])
        warnIfDescriptorLimitIsLow()
    }

    /// Each connection and each WebSocket holds a file descriptor; a low `ulimit -n` caps them
    /// long before `connectionLimit` does (it bounds each of the two).
    private func warnIfDescriptorLimitIsLow() {
        var limit = rlimit()
        guard getrlimit(__rlimit_resource_t(RLIMIT_NOFILE.rawValue), &limit) == 0,
              limit.rlim_cur != rlim_t.max, // RLIM_INFINITY does not import
              limit.rlim_cur < rlim_t(clamping: 2 * configuration.connectionLimit) else { return }
        core.logger.warning("The open-file limit is below the connection limit",
                            metadata: ["ulimit -n": "\(limit.rlim_cur)",
                                       "connectionLimit": "\(configuration.connectionLimit)"])
    }

    /// Stops the server: answers requests still waiting for a reply (and new ones that would
    /// wait) with 503, closes WebSockets with 1001 and refuses new ones, then stops
    /// libmicrohttpd's threads, which closes the listening socket.
    /// Calling it again does nothing. Never call it from a request handler or a WebSocket handler.
    public func stop() {
        let daemon = lifecycle.withLock { lifecycle -> MHDDaemon? in
            guard case .running(let daemon) = lifecycle else {
                lifecycle = .stopped
                return nil
            }
            lifecycle = .stopped
            return daemon
        }
        guard let daemon else { return }
        // No MHD_quiesce_daemon: with a pool of epoll threads, libmicrohttpd 0.9.75 removes the
        // listening socket from each thread's epoll set while that thread may be removing it
        // too, and aborts the process when the second removal fails. Once stopping, the
        // registry refuses new suspended requests and WebSockets, so a late connection gets 503.
        let (suspended, webSockets) = core.registry.beginStopping()
        // MHD must resume every suspended request before it stops, and only its threads send
        // the replies: wait (briefly) for them to go out.
        let replies = DispatchGroup()
        for context in suspended {
            context.leaveOnCompletion(replies)
            context.reply(.response(core.errorResponse(503, "The server is shutting down.")))
        }
        for webSocket in webSockets {
            webSocket.shutDown(code: .goingAway, reason: "server shutting down")
        }
        if replies.wait(timeout: .now() + .seconds(1)) == .timedOut {
            core.logger.warning("Stopping before every 503 reply was sent")
        }
        if !core.registry.waitForWebSocketsToClose(timeout: .seconds(2)) {
            core.logger.warning("Stopping with WebSockets still open")
        }
        core.registry.daemonWillStop()
        daemon.stop()
        boundPort.store(0, ordering: .releasing)
        core.logger.info("Stopped", metadata: ["host": "\(configuration.host)"])
    }
}
