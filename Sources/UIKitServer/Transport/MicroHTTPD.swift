import CMicroHTTPD
import CServerShim
import Logging
#if canImport(Glibc)
import Glibc
#endif

/// A request's libmicrohttpd connection handle.
///
/// `@unchecked Sendable`: the pointer is only passed back to MHD. The one call made off an
/// MHD thread, `MHD_resume_connection`, is documented as callable from any thread, and
/// `RequestContext` orders it after the matching `MHD_suspend_connection` under its lock.
struct MHDConnection: @unchecked Sendable {
    fileprivate let pointer: OpaquePointer
}

/// The handle MHD gives with an upgraded socket; it is only used to close that socket or to
/// take it from MHD.
struct MHDUpgradeHandle {
    fileprivate let pointer: OpaquePointer
}

/// Owns every raw call into libmicrohttpd (directly or through `CServerShim`).
enum MicroHTTPD {
    /// What the access handler tells MHD: go on with the connection, or drop it.
    enum Verdict {
        case proceed
        case closeConnection

        fileprivate var result: Int32 { self == .proceed ? 1 : 0 }
    }

    /// The daemon flags the transport runs with: MHD's own polling threads on epoll,
    /// suspend/resume for late replies, upgrades for WebSockets.
    static var daemonFlags: UInt32 {
        MHD_USE_INTERNAL_POLLING_THREAD.rawValue | MHD_USE_EPOLL.rawValue
            | MHD_ALLOW_SUSPEND_RESUME.rawValue | MHD_ALLOW_UPGRADE.rawValue
            | MHD_USE_ERROR_LOG.rawValue
    }

    static func startDaemon(for core: ServerCore) throws(HTTPServerError) -> MHDDaemon {
        let configuration = core.configuration
        guard let port = UInt16(exactly: configuration.port) else { throw .invalidPort(configuration.port) }
        let retained = Unmanaged.passRetained(core)
        var error: Int32 = 0
        let handle = configuration.host.withCString { host -> OpaquePointer? in
            var options = cservershim_daemon_options(
                host: host,
                port: port,
                flags: daemonFlags,
                connection_limit: UInt32(clamping: configuration.connectionLimit),
                connection_timeout_seconds: wholeSeconds(configuration.connectionTimeout),
                connection_memory_bytes: max(configuration.connectionMemoryBytes, 4 * 1024),
                thread_pool_size: UInt32(clamping: configuration.threadCount),
                access_handler: accessHandler,
                completed_handler: completedHandler,
                log_handler: logHandler,
                context: retained.toOpaque())
            return cservershim_start_daemon(&options, &error)
        }
        guard let handle else {
            let systemError = errno
            retained.release()
            switch UInt32(error) {
            case CSERVERSHIM_START_BAD_HOST.rawValue:
                throw .invalidHost(configuration.host)
            default:
                throw .startFailed(host: configuration.host, port: configuration.port, errno: systemError)
            }
        }
        return MHDDaemon(handle: handle, core: retained)
    }

    /// MHD counts the timeout in whole seconds and reads 0 as "none": round up, never down to 0.
    private static func wholeSeconds(_ duration: Duration) -> UInt32 {
        let (seconds, attoseconds) = duration.components
        guard seconds >= 0, duration > .zero else { return 1 }
        return UInt32(clamping: seconds + (attoseconds > 0 ? 1 : 0))
    }

    // MARK: Requests

    static func headers(of connection: MHDConnection) -> [(name: String, value: String?)] {
        values(of: connection, kind: .HEADER_KIND)
    }

    static func queryArguments(of connection: MHDConnection) -> [(name: String, value: String?)] {
        values(of: connection, kind: .GET_ARGUMENT_KIND)
    }

    static func clientAddress(of connection: MHDConnection) -> String? {
        var buffer = [CChar](repeating: 0, count: 64)
        guard cservershim_client_address(connection.pointer, &buffer, buffer.count) == 1 else { return nil }
        return String(decoding: buffer.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }

    /// Collects name/value pairs in the order MHD stores them (the order they arrived).
    private final class PairCollector {
        var pairs: [(name: String, value: String?)] = []
    }

    private static func values(of connection: MHDConnection, kind: MHD_ValueKind) -> [(name: String, value: String?)] {
        let collector = PairCollector()
        withExtendedLifetime(collector) {
            _ = MHD_get_connection_values(connection.pointer, kind, { context, _, key, value in
                guard let context, let key else { return .YES }
                let collector = Unmanaged<PairCollector>.fromOpaque(context).takeUnretainedValue()
                collector.pairs.append((String(cString: key), value.map { String(cString: $0) }))
                return .YES
            }, Unmanaged.passUnretained(collector).toOpaque())
        }
        return collector.pairs
    }

    static func suspend(_ connection: MHDConnection) {
        MHD_suspend_connection(connection.pointer)
    }

    static func resume(_ connection: MHDConnection) {
        MHD_resume_connection(connection.pointer)
    }

    // MARK: Responses

    /// Queues `response` on `connection`; false if MHD refused it (then the connection closes).
    static func queue(_ response: HTTPResponse, on connection: MHDConnection, logger: Logger) -> Bool {
        let handle = response.body.withUnsafeBytes { body in
            MHD_create_response_from_buffer(body.count, UnsafeMutableRawPointer(mutating: body.baseAddress),
                                            .RESPMEM_MUST_COPY)
        }
        guard let handle else { return false }
        defer { MHD_destroy_response(handle) }
        for (name, value) in response.headers where MHD_add_response_header(handle, name, value) != .YES {
            logger.warning("libmicrohttpd refused a response header", metadata: ["header": "\(name)"])
        }
        return MHD_queue_response(connection.pointer, UInt32(clamping: response.status), handle) == .YES
    }

    /// Queues a `101 Switching Protocols` reply; once it is sent MHD calls `upgradeHandler`
    /// with `context`, which the caller keeps alive until MHD reports the request complete.
    static func queueWebSocketUpgrade(acceptValue: String, extensions: String?, on connection: MHDConnection,
                                      context: RequestContext) -> Bool {
        guard let handle = MHD_create_response_for_upgrade(upgradeHandler,
                                                           Unmanaged.passUnretained(context).toOpaque())
        else { return false }
        defer { MHD_destroy_response(handle) }
        // MHD 0.9.75 adds "Connection: Upgrade" to a 101 itself; adding it here sends it twice.
        var headers = [("Upgrade", "websocket"), ("Sec-WebSocket-Accept", acceptValue)]
        if let extensions { headers.append(("Sec-WebSocket-Extensions", extensions)) }
        for (name, value) in headers where MHD_add_response_header(handle, name, value) != .YES {
            return false
        }
        return MHD_queue_response(connection.pointer, UInt32(MHD_HTTP_SWITCHING_PROTOCOLS), handle) == .YES
    }

    /// Hands an upgraded socket back to MHD, which closes it. Call exactly once per handle,
    /// and only while the daemon is running.
    static func closeUpgraded(_ handle: MHDUpgradeHandle) -> Bool {
        cservershim_upgrade_close(handle.pointer) == 1
    }

    /// Takes an upgraded socket from MHD: a duplicate of `descriptor` that the caller closes,
    /// while MHD frees the connection (its memory pool too) and closes its own descriptor.
    /// nil when it cannot; the socket is then still MHD's. Only while the daemon is running.
    static func adoptUpgraded(_ handle: MHDUpgradeHandle, descriptor: Int32) -> Int32? {
        let adopted = cservershim_upgrade_adopt(handle.pointer, descriptor)
        return adopted >= 0 ? adopted : nil
    }

    // MARK: Callbacks from MHD threads

    private static let accessHandler: cservershim_access_handler = {
        serverContext, connection, url, method, version, uploadData, uploadDataSize, requestContext in
        guard let serverContext, let connection, let url, let method, let uploadDataSize, let requestContext else {
            return Verdict.closeConnection.result
        }
        let core = Unmanaged<ServerCore>.fromOpaque(serverContext).takeUnretainedValue()
        let handle = MHDConnection(pointer: connection)
        guard let stored = requestContext.pointee else {
            let context = RequestContext(connection: handle, head: RequestHead(
                method: String(cString: method), path: String(cString: url),
                version: version.map { String(cString: $0) } ?? "",
                headers: headers(of: handle), queryArguments: queryArguments(of: handle),
                remoteAddress: clientAddress(of: handle)), core: core)
            // Released in completedHandler, which MHD calls once per request it reported here.
            requestContext.pointee = Unmanaged.passRetained(context).toOpaque()
            return core.requestDidBegin(context).result
        }
        let context = Unmanaged<RequestContext>.fromOpaque(stored).takeUnretainedValue()
        let size = uploadDataSize.pointee
        guard size == 0 else {
            uploadDataSize.pointee = 0
            return core.request(context, didReceive: UnsafeRawBufferPointer(start: uploadData, count: size)).result
        }
        return core.requestDidFinishReceiving(context).result
    }

    private static let completedHandler: cservershim_completed_handler = { _, _, requestContext, _ in
        guard let requestContext, let stored = requestContext.pointee else { return }
        requestContext.pointee = nil
        Unmanaged<RequestContext>.fromOpaque(stored).takeRetainedValue().didComplete()
    }

    private static let upgradeHandler: MHD_UpgradeHandler = {
        context, _, _, extraIn, extraInSize, socket, upgradeHandle in
        guard let context, let upgradeHandle else { return }
        let request = Unmanaged<RequestContext>.fromOpaque(context).takeUnretainedValue()
        let extra = extraInSize > 0 ? Array(UnsafeRawBufferPointer(start: extraIn, count: extraInSize)) : []
        request.core.webSocketDidUpgrade(request, descriptor: socket,
                                         handle: MHDUpgradeHandle(pointer: upgradeHandle), extraInput: extra)
    }

    private static let logHandler: cservershim_log_handler = { serverContext, message in
        guard let serverContext, let message else { return }
        let core = Unmanaged<ServerCore>.fromOpaque(serverContext).takeUnretainedValue()
        core.logger.notice("libmicrohttpd: \(String(cString: message))")
    }
}

/// A running libmicrohttpd daemon; `stop()` (or `deinit`) frees it exactly once.
final class MHDDaemon {
    private var handle: OpaquePointer?
    private let core: Unmanaged<ServerCore>

    fileprivate init(handle: OpaquePointer, core: Unmanaged<ServerCore>) {
        self.handle = handle
        self.core = core
    }

    deinit { stop() }

    /// The bound port, useful after asking for port 0.
    var port: Int {
        guard let handle else { return 0 }
        return Int(cservershim_daemon_port(handle))
    }

    /// Joins MHD's threads and frees the daemon. Never call it from an MHD thread.
    func stop() {
        guard let handle else { return }
        self.handle = nil
        cservershim_stop_daemon(handle)
        core.release()
    }
}
