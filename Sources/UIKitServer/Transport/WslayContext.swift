import CWslay

/// One wslay server-side event context; every raw call into wslay is here.
///
/// Used only on its WebSocket's queue. wslay validates UTF-8 in text and close frames,
/// enforces the message size limit, answers pings and echoes close frames.
///
/// wslay's context takes 8.5 KB (a 4 KB buffer each way), and a page's WebSocket is idle most
/// of the time. So `releaseIfIdle()` frees it when it holds nothing: the client between
/// messages (`FrameBoundary`), nothing queued or half sent, no close sent or received. The next
/// bytes in or the next message out make a new one, configured as the first.
final class WslayContext {
    /// A complete message (or control frame) from the client.
    enum Message {
        case text(String)
        /// A compressed message that does not inflate, or inflates past the size limit.
        case undecodable(WebSocketCloseCode)
        case binary
        case close(code: UInt16, reason: String)
        case ping
        case pong
    }

    /// Called at the start of every incoming frame.
    var onFrameStart: () -> Void = {}
    /// Called for each complete message, from inside `receive()`.
    var onMessage: (Message) -> Void = { _ in }

    /// `WSLAY_RSV1_BIT` (a macro Swift does not import): the frame's RSV1, permessage-deflate's bit.
    private static let rsv1: UInt8 = 1 << 2

    private let stream: ByteStream
    private let writer: GatheringWriter
    /// wslay's context; nil while released.
    private var context: OpaquePointer?
    /// Where the bytes wslay has read stand in the client's framing.
    private var boundary = FrameBoundary()
    private let maximumMessageBytes: Int
    /// Whether permessage-deflate was agreed: compressed messages carry RSV1.
    let compresses: Bool

    init?(stream: ByteStream, maximumMessageBytes: Int, compresses: Bool = false) {
        self.stream = stream
        self.maximumMessageBytes = maximumMessageBytes
        self.compresses = compresses
        writer = GatheringWriter(stream: stream)
        guard made() != nil else { return nil }
    }

    deinit {
        if let context { wslay_event_context_free(context) }
    }

    /// The context, made (and configured) if it was released; nil if wslay cannot make one.
    private func made() -> OpaquePointer? {
        if let context { return context }
        var callbacks = wslay_event_callbacks(
            recv_callback: Self.receiveCallback,
            send_callback: Self.sendCallback,
            genmask_callback: nil,
            on_frame_recv_start_callback: Self.frameStartCallback,
            on_frame_recv_chunk_callback: nil,
            on_frame_recv_end_callback: nil,
            on_msg_recv_callback: Self.messageCallback)
        var created: OpaquePointer?
        guard wslay_event_context_server_init(&created, &callbacks, Unmanaged.passUnretained(self).toOpaque()) == 0,
              let created
        else { return nil }
        wslay_event_config_set_max_recv_msg_length(created, UInt64(max(0, maximumMessageBytes)))
        if compresses { wslay_event_config_set_allowed_rsv_bits(created, WslayContext.rsv1) }
        context = created
        return created
    }

    /// Frees wslay's context if it holds nothing: the client between messages, nothing queued
    /// or half sent, and the connection open both ways. Returns whether it is released now.
    @discardableResult
    func releaseIfIdle() -> Bool {
        guard let context else { return true }
        guard boundary.isBetweenMessages, wslay_event_want_write(context) == 0, wslay_event_want_read(context) != 0,
              wslay_event_get_close_sent(context) == 0, wslay_event_get_close_received(context) == 0
        else { return false }
        wslay_event_context_free(context)
        self.context = nil
        return true
    }

    /// Whether wslay's context is released (`releaseIfIdle()`).
    var isReleased: Bool { context == nil }

    /// Reads and parses until the socket would block. False if the socket failed or ended.
    func receive() -> Bool {
        guard let context = made() else { return false }
        return wslay_event_recv(context) == 0
    }

    /// Frames what is queued and writes it, all of it in one write when the socket takes it,
    /// until done or the socket would block. False if the socket failed.
    func send() -> Bool {
        if let context, wslay_event_send(context) != 0 { return false }
        switch writer.flush() {
        case .bytes, .wouldBlock: return true
        case .endOfStream, .failed: return false
        }
    }

    /// Whether framed bytes still wait for the socket.
    var hasPendingOutput: Bool { writer.hasPendingOutput }

    /// Queues a text message (wslay copies the bytes). False if no more messages may be queued.
    @discardableResult
    func queueText(_ utf8: [UInt8]) -> Bool {
        queue(opcode: UInt8(WSLAY_TEXT_FRAME.rawValue), payload: utf8)
    }

    /// Queues a text message already deflated for permessage-deflate: sent with RSV1 set.
    @discardableResult
    func queueCompressedText(_ deflated: [UInt8]) -> Bool {
        queue(opcode: UInt8(WSLAY_TEXT_FRAME.rawValue), payload: deflated, reserved: WslayContext.rsv1)
    }

    @discardableResult
    func queuePing() -> Bool {
        queue(opcode: UInt8(WSLAY_PING.rawValue), payload: [])
    }

    /// Queues a close frame; the reason is cut to the 123 bytes a control frame allows.
    @discardableResult
    func queueClose(code: UInt16, reason: String) -> Bool {
        let reason = Array(reason.utf8.prefix(123))
        guard let context = made() else { return false }
        return reason.withUnsafeBufferPointer {
            wslay_event_queue_close(context, code, $0.baseAddress, $0.count) == 0
        }
    }

    // A released context was open both ways with nothing queued, and closed nothing.
    var wantsRead: Bool { context.map { wslay_event_want_read($0) != 0 } ?? true }
    var wantsWrite: Bool { context.map { wslay_event_want_write($0) != 0 } ?? false }
    var closeReceived: Bool { context.map { wslay_event_get_close_received($0) != 0 } ?? false }
    var closeSent: Bool { context.map { wslay_event_get_close_sent($0) != 0 } ?? false }
    var statusCodeReceived: UInt16 { context.map { wslay_event_get_status_code_received($0) } ?? 0 }
    var statusCodeSent: UInt16 { context.map { wslay_event_get_status_code_sent($0) } ?? 0 }
    /// Payload bytes queued and not yet fully written.
    var queuedBytes: Int { context.map { wslay_event_get_queued_msg_length($0) } ?? 0 }

    private func queue(opcode: UInt8, payload: [UInt8], reserved: UInt8 = 0) -> Bool {
        guard let context = made() else { return false }
        return payload.withUnsafeBufferPointer { bytes in
            var message = wslay_event_msg(opcode: opcode, msg: bytes.baseAddress, msg_length: bytes.count)
            return wslay_event_queue_msg_ex(context, &message, reserved) == 0
        }
    }

    // MARK: Callbacks (run inside wslay_event_recv / wslay_event_send, on the same queue)

    private static func this(_ userData: UnsafeMutableRawPointer?) -> WslayContext {
        Unmanaged<WslayContext>.fromOpaque(userData!).takeUnretainedValue()
    }

    private static let receiveCallback: wslay_event_recv_callback = { context, buffer, length, _, userData in
        let receiver = this(userData)
        let transfer = receiver.stream.read(into: UnsafeMutableRawBufferPointer(start: buffer, count: length))
        if case .bytes(let count) = transfer {
            receiver.boundary.consume(UnsafeRawBufferPointer(start: buffer, count: count))
        }
        return report(transfer, to: context)
    }

    private static let sendCallback: wslay_event_send_callback = { context, data, length, _, userData in
        let transfer = this(userData).writer.take(UnsafeRawBufferPointer(start: data, count: length))
        return report(transfer, to: context)
    }

    private static func report(_ transfer: ByteTransfer, to context: OpaquePointer?) -> Int {
        switch transfer {
        case .bytes(let count):
            return count
        case .wouldBlock:
            wslay_event_set_error(context, WSLAY_ERR_WOULDBLOCK.rawValue)
        case .endOfStream, .failed:
            wslay_event_set_error(context, WSLAY_ERR_CALLBACK_FAILURE.rawValue)
        }
        return -1
    }

    private static let frameStartCallback: wslay_event_on_frame_recv_start_callback = { _, _, userData in
        this(userData).onFrameStart()
    }

    private static let messageCallback: wslay_event_on_msg_recv_callback = { _, argument, userData in
        guard let argument = argument?.pointee else { return }
        let payload = UnsafeBufferPointer(start: argument.msg, count: argument.msg_length)
        let receiver = this(userData)
        let message: Message
        switch UInt32(argument.opcode) {
        case WSLAY_TEXT_FRAME.rawValue where argument.rsv & WslayContext.rsv1 != 0 && receiver.compresses:
            message = receiver.inflatedText(payload)
        case WSLAY_TEXT_FRAME.rawValue:
            message = .text(String(decoding: payload, as: UTF8.self))
        case WSLAY_BINARY_FRAME.rawValue:
            message = .binary
        case WSLAY_CONNECTION_CLOSE.rawValue:
            message = .close(code: argument.status_code,
                             reason: String(decoding: payload.dropFirst(min(2, payload.count)), as: UTF8.self))
        case WSLAY_PING.rawValue:
            message = .ping
        default:
            message = .pong
        }
        receiver.onMessage(message)
    }

    /// A compressed text message inflated and checked as wslay checks plain ones: within the
    /// size limit (1009 past it) and valid UTF-8 (1007 otherwise, as for bad compressed data).
    private func inflatedText(_ payload: UnsafeBufferPointer<UInt8>) -> Message {
        do throws(DeflateCodec.InflateError) {
            let bytes = try DeflateCodec.inflate(payload, limit: maximumMessageBytes)
            guard let text = String(validating: bytes, as: UTF8.self) else { return .undecodable(.invalidFramePayloadData) }
            return .text(text)
        } catch .tooLarge {
            return .undecodable(.messageTooBig)
        } catch {
            return .undecodable(.invalidFramePayloadData)
        }
    }
}
