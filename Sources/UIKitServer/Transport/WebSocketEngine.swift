import Dispatch
import Logging
import Synchronization

/// Runs one upgraded WebSocket: wslay framing over Dispatch read/write sources, the ping and
/// idle timers, the closing handshake and the send budget.
///
/// `@unchecked Sendable`: every `var` below the "Queue-confined" mark is read and written only
/// on `queue`, a serial queue (all entry points hop onto it). The handlers are behind a Mutex
/// and the send-budget counters are atomics, so those may be touched from any thread.
final class WebSocketEngine: @unchecked Sendable {
    private enum Phase {
        case starting
        case open
        /// The server sent (or queued) its close frame and waits for the client's.
        case closing
        case tearingDown
        case closed
    }

    private struct Handlers {
        var text: (@Sendable (String) -> Void)?
        var close: (@Sendable (WebSocketClose) -> Void)?
    }

    let queue: DispatchQueue
    let remoteAddress: String?
    /// permessage-deflate, when the handshake agreed to it.
    let deflate: PerMessageDeflate?
    private let configuration: WebSocketConfiguration
    private let logger: Logger
    private let registry: ConnectionRegistry
    private let handlers = Mutex(Handlers())
    /// Bytes given to `send(text:)` and not yet handed to wslay.
    private let bytesInTransit = Atomic<Int>(0)
    /// wslay's queued payload bytes, as of the last write on `queue`.
    private let bytesInWslay = Atomic<Int>(0)
    private let overflowReported = Atomic<Bool>(false)

    // Queue-confined.
    private let socket: UpgradedSocket
    private var wslay: WslayContext?
    private var phase = Phase.starting
    private var readSource: DispatchSourceRead?
    private var writeSource: DispatchSourceWrite?
    private var isReadSuspended = false
    private var isWriteResumed = false
    private var isWriteScheduled = false
    private var timer: DispatchSourceTimer?
    private var lastFrameTime = DispatchTime.now()
    private var lastPingTime = DispatchTime.now()
    private var serverClose: WebSocketClose?
    private var peerCloseReason = ""
    private var finalClose: WebSocketClose?
    private var sourcesToCancel = 0

    init(socket: UpgradedSocket, configuration: WebSocketConfiguration, deflate: PerMessageDeflate? = nil,
         remoteAddress: String?, logger: Logger, registry: ConnectionRegistry) {
        self.socket = socket
        self.deflate = deflate
        self.configuration = configuration
        self.remoteAddress = remoteAddress
        self.logger = logger
        self.registry = registry
        self.queue = DispatchQueue(label: "uikit.server.websocket")
    }

    // MARK: Any thread

    func setTextHandler(_ handler: @escaping @Sendable (String) -> Void) {
        handlers.withLock { $0.text = handler }
    }

    func setCloseHandler(_ handler: @escaping @Sendable (WebSocketClose) -> Void) {
        handlers.withLock { $0.close = handler }
    }

    /// Queues a text message, or closes the connection if the client is too slow to take it.
    /// With permessage-deflate, the message is compressed here, on the caller's thread.
    func send(text: String) {
        let (payload, isCompressed) = outgoing(Array(text.utf8))
        let inTransit = bytesInTransit.add(payload.count, ordering: .relaxed).newValue
        guard inTransit + bytesInWslay.load(ordering: .relaxed) <= configuration.maximumQueuedSendBytes else {
            bytesInTransit.subtract(payload.count, ordering: .relaxed)
            if !overflowReported.exchange(true, ordering: .relaxed) {
                queue.async { self.abort(WebSocketClose(code: .policyViolation, reason: "send queue limit exceeded",
                                                        initiatedByPeer: false)) }
            }
            return
        }
        queue.async {
            self.bytesInTransit.subtract(payload.count, ordering: .relaxed)
            guard self.phase == .open, let wslay = self.wslay else { return }
            if isCompressed { wslay.queueCompressedText(payload) } else { wslay.queueText(payload) }
            self.scheduleWrite()
        }
    }

    /// A message's payload as it goes on the wire: deflated when permessage-deflate was agreed,
    /// the message is not tiny, and deflate makes it smaller.
    private func outgoing(_ bytes: [UInt8]) -> (payload: [UInt8], compressed: Bool) {
        guard let deflate, bytes.count >= PerMessageDeflate.minimumCompressedBytes,
              let deflated = DeflateCodec.compress(bytes, windowBits: deflate.serverMaxWindowBits),
              deflated.count < bytes.count else { return (bytes, false) }
        return (deflated, true)
    }

    /// Starts the closing handshake; the connection ends when the client answers or after
    /// `closeHandshakeTimeout`.
    func close(code: WebSocketCloseCode, reason: String) {
        queue.async {
            self.beginClosing(WebSocketClose(code: code, reason: reason, initiatedByPeer: false))
            self.afterIO()
        }
    }

    /// Sends a close frame if it can and ends the connection without waiting for the client.
    func shutDown(code: WebSocketCloseCode, reason: String) {
        queue.async { self.abort(WebSocketClose(code: code, reason: reason, initiatedByPeer: false)) }
    }

    /// Called once, on the MHD thread that ran the upgrade handler.
    func start(onOpen: @escaping @Sendable (WebSocketConnection) -> Void) {
        queue.async {
            // `stop()` may have ended the connection before this block ran.
            guard self.phase == .starting else { return }
            self.open()
            guard self.phase == .open else { return }
            self.logger.debug("WebSocket opened", metadata: ["remote": "\(self.remoteAddress ?? "?")"])
            onOpen(WebSocketConnection(engine: self))
            self.readSource?.resume()
            // The read source only reports new bytes; MHD's leftover bytes are parsed now.
            self.readable()
        }
    }

    // MARK: Queue

    private func open() {
        guard let wslay = WslayContext(stream: socket, maximumMessageBytes: configuration.maximumMessageBytes,
                                       compresses: deflate != nil) else {
            logger.error("Cannot create a wslay context")
            finish(WebSocketClose(code: .internalServerError, initiatedByPeer: false))
            return
        }
        wslay.onFrameStart = { [unowned self] in lastFrameTime = .now() }
        wslay.onMessage = { [unowned self] message in received(message) }
        self.wslay = wslay

        let read = DispatchSource.makeReadSource(fileDescriptor: socket.descriptor, queue: queue)
        read.setEventHandler { [unowned self] in readable() }
        read.setCancelHandler { self.sourceCancelled() }
        let write = DispatchSource.makeWriteSource(fileDescriptor: socket.descriptor, queue: queue)
        write.setEventHandler { [unowned self] in afterIO() }
        write.setCancelHandler { self.sourceCancelled() }
        readSource = read
        writeSource = write

        let timer = DispatchSource.makeTimerSource(queue: queue)
        let tick = min(configuration.pingInterval, configuration.idleTimeout) / 4
        timer.schedule(deadline: .now() + tick.dispatchInterval, repeating: tick.dispatchInterval,
                       leeway: (tick / 10).dispatchInterval)
        timer.setEventHandler { [unowned self] in timerFired() }
        timer.resume()
        self.timer = timer
        lastFrameTime = .now()
        lastPingTime = .now()
        phase = .open
    }

    private func readable() {
        guard phase == .open || phase == .closing, let wslay else { return }
        guard wslay.receive() else {
            // The socket ended or failed; a closing handshake, if any, is already complete or lost.
            teardown(resolvedClose(transportFailed: true))
            return
        }
        afterIO()
    }

    /// Writes what wslay has queued, parks the sources that have nothing to do, and ends the
    /// connection once wslay neither reads nor writes any more.
    private func afterIO() {
        guard phase == .open || phase == .closing, let wslay else { return }
        guard wslay.send() else {
            teardown(resolvedClose(transportFailed: true))
            return
        }
        bytesInWslay.store(wslay.queuedBytes, ordering: .relaxed)
        setWriting(wslay.wantsWrite || wslay.hasPendingOutput)
        if !wslay.wantsRead, !isReadSuspended {
            readSource?.suspend()
            isReadSuspended = true
        }
        if !wslay.wantsRead, !wslay.wantsWrite, !wslay.hasPendingOutput {
            teardown(resolvedClose(transportFailed: false))
            return
        }
        // An open page is idle most of the time: wslay's 8.5 KB go back until the next message.
        if phase == .open { wslay.releaseIfIdle() }
    }

    /// Writes on the queue's next turn, so messages sent together (a turn's frames) are queued
    /// in wslay first and leave in one write.
    private func scheduleWrite() {
        guard !isWriteScheduled else { return }
        isWriteScheduled = true
        queue.async {
            self.isWriteScheduled = false
            self.afterIO()
        }
    }

    private func setWriting(_ writing: Bool) {
        guard writing != isWriteResumed, let writeSource else { return }
        if writing { writeSource.resume() } else { writeSource.suspend() }
        isWriteResumed = writing
    }

    private func received(_ message: WslayContext.Message) {
        switch message {
        case .text(let text):
            // After the server's close frame, RFC 6455 lets it discard further data.
            guard phase == .open else { return }
            let handler = handlers.withLock { $0.text }
            handler?(text)
        case .undecodable(let code):
            guard phase == .open else { return }
            beginClosing(WebSocketClose(code: code, reason: Self.reason(for: code), initiatedByPeer: false))
        case .binary:
            beginClosing(WebSocketClose(code: .unsupportedData, reason: "binary messages are not supported",
                                        initiatedByPeer: false))
        case .close(_, let reason):
            peerCloseReason = reason
        case .ping, .pong:
            break
        }
    }

    private func beginClosing(_ close: WebSocketClose) {
        guard phase == .open, let wslay else { return }
        serverClose = close
        phase = .closing
        // wslay sends control frames ahead of queued messages; what was sent before the close
        // (an error saying why) must go out first.
        _ = wslay.send()
        wslay.queueClose(code: close.code.rawValue, reason: close.reason)
        queue.asyncAfter(deadline: .now() + configuration.closeHandshakeTimeout.dispatchInterval) {
            guard self.phase == .closing else { return }
            self.teardown(close)
        }
    }

    /// Ends the connection now: a close frame goes out only if the socket takes it at once.
    private func abort(_ close: WebSocketClose) {
        if phase == .starting {
            // Never opened: no sources to cancel, and no handler has been set.
            finish(close)
            return
        }
        guard phase == .open || phase == .closing, let wslay else { return }
        if phase == .open {
            serverClose = close
            _ = wslay.send()
            wslay.queueClose(code: close.code.rawValue, reason: close.reason)
            _ = wslay.send()
        }
        teardown(serverClose ?? close)
    }

    private func timerFired() {
        guard phase == .open || phase == .closing, let wslay else { return }
        let now = DispatchTime.now()
        if now >= lastFrameTime + configuration.idleTimeout.dispatchInterval {
            logger.debug("Closing an idle WebSocket", metadata: ["remote": "\(remoteAddress ?? "?")"])
            abort(WebSocketClose(code: .goingAway, reason: "idle timeout", initiatedByPeer: false))
            return
        }
        guard phase == .open, now >= lastPingTime + configuration.pingInterval.dispatchInterval else { return }
        lastPingTime = now
        wslay.queuePing()
        afterIO()
    }

    /// What to tell the close handler, from what was sent and received.
    private func resolvedClose(transportFailed: Bool) -> WebSocketClose {
        if let serverClose { return serverClose }
        guard let wslay else { return WebSocketClose(code: .abnormalClosure, initiatedByPeer: false) }
        if wslay.closeReceived {
            return WebSocketClose(code: WebSocketCloseCode(rawValue: wslay.statusCodeReceived), reason: peerCloseReason,
                                  initiatedByPeer: true)
        }
        if wslay.closeSent, !transportFailed {
            // wslay failed the connection itself (oversized message, bad UTF-8, protocol error).
            let code = WebSocketCloseCode(rawValue: wslay.statusCodeSent)
            return WebSocketClose(code: code, reason: Self.reason(for: code), initiatedByPeer: false)
        }
        return WebSocketClose(code: .abnormalClosure, reason: "connection lost", initiatedByPeer: false)
    }

    private static func reason(for code: WebSocketCloseCode) -> String {
        switch code {
        case .messageTooBig: return "message too big"
        case .invalidFramePayloadData: return "invalid UTF-8"
        case .protocolError: return "protocol error"
        default: return ""
        }
    }

    /// Cancels the sources; `finish` runs once both cancel handlers did (only then may the
    /// descriptor be closed).
    private func teardown(_ close: WebSocketClose) {
        guard phase != .tearingDown, phase != .closed else { return }
        phase = .tearingDown
        finalClose = close
        timer?.cancel()
        timer = nil
        guard let readSource, let writeSource else {
            finish(close)
            return
        }
        sourcesToCancel = 2
        // A suspended source never runs its cancel handler, and releasing one traps.
        if isReadSuspended { readSource.resume() }
        if !isWriteResumed { writeSource.resume() }
        readSource.cancel()
        writeSource.cancel()
    }

    private func sourceCancelled() {
        sourcesToCancel -= 1
        guard sourcesToCancel == 0, let finalClose else { return }
        finish(finalClose)
    }

    private func finish(_ close: WebSocketClose) {
        phase = .closed
        readSource = nil
        writeSource = nil
        socket.close()
        wslay = nil
        let handler = handlers.withLock { handlers in
            let close = handlers.close
            // The handlers usually capture the connection; dropping them breaks that cycle.
            handlers = Handlers()
            return close
        }
        logger.debug("WebSocket closed", metadata: ["remote": "\(remoteAddress ?? "?")", "code": "\(close.code)",
                                                  "reason": "\(close.reason)", "byPeer": "\(close.initiatedByPeer)"])
        handler?(close)
        registry.untrackWebSocket(self)
    }
}
