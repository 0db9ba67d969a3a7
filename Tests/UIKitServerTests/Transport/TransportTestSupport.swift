import Foundation
import Logging
import Synchronization
@testable import UIKitServer
#if canImport(Glibc)
import Glibc
#endif

struct TestError: Error, CustomStringConvertible {
    var description: String
    init(_ description: String) { self.description = description }
}

/// A blocking loopback TCP socket with a receive timeout, so a broken server fails a test instead of hanging it.
final class TestSocket {
    let descriptor: Int32

    init(port: Int, timeoutSeconds: Int = 5) throws {
        descriptor = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        guard descriptor >= 0 else { throw TestError("socket() failed") }
        var timeout = timeval(tv_sec: timeoutSeconds, tv_usec: 0)
        setsockopt(descriptor, SOL_SOCKET, SO_RCVTIMEO, &timeout, socklen_t(MemoryLayout<timeval>.size))
        setsockopt(descriptor, SOL_SOCKET, SO_SNDTIMEO, &timeout, socklen_t(MemoryLayout<timeval>.size))
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_port = in_port_t(UInt16(port).bigEndian)
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        let result = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
                connect(descriptor, $0, socklen_t(MemoryLayout<sockaddr_in>.size))
            }
        }
        // No close() here: the object is fully initialized, so deinit closes the descriptor.
        guard result == 0 else { throw TestError("connect() failed: \(String(cString: strerror(errno)))") }
    }

    deinit { if descriptor >= 0 { close(descriptor) } }

    func write(_ bytes: [UInt8]) throws {
        var offset = 0
        while offset < bytes.count {
            let sent = bytes[offset...].withUnsafeBytes { send(descriptor, $0.baseAddress, $0.count, Int32(MSG_NOSIGNAL)) }
            guard sent > 0 else { throw TestError("send() failed: \(String(cString: strerror(errno)))") }
            offset += sent
        }
    }

    func write(_ text: String) throws { try write(Array(text.utf8)) }

    /// Up to `maximum` bytes; empty at end of stream. Throws on timeout or error.
    func read(maximum: Int = 65_536) throws -> [UInt8] {
        var buffer = [UInt8](repeating: 0, count: maximum)
        let count = buffer.withUnsafeMutableBytes { recv(descriptor, $0.baseAddress, maximum, 0) }
        guard count >= 0 else { throw TestError("recv() failed: \(String(cString: strerror(errno)))") }
        return Array(buffer.prefix(count))
    }

    func readToEnd() throws -> [UInt8] {
        var all: [UInt8] = []
        while true {
            let chunk = try read()
            if chunk.isEmpty { return all }
            all += chunk
        }
    }
}

/// A parsed HTTP/1.1 response.
struct TestResponse {
    var status: Int
    var headers: [String: String]
    var body: [UInt8]
    var text: String { String(decoding: body, as: UTF8.self) }

    init(parsing bytes: [UInt8]) throws {
        let separator: [UInt8] = Array("\r\n\r\n".utf8)
        guard let end = bytes.firstRange(of: separator) else { throw TestError("no header end in \(bytes.count) bytes") }
        let head = String(decoding: bytes[..<end.lowerBound], as: UTF8.self)
        var lines = head.components(separatedBy: "\r\n")
        let statusLine = lines.removeFirst().split(separator: " ")
        guard statusLine.count >= 2, let status = Int(statusLine[1]) else { throw TestError("bad status line") }
        self.status = status
        headers = [:]
        for line in lines {
            guard let colon = line.firstIndex(of: ":") else { continue }
            headers[line[..<colon].lowercased()] = line[line.index(after: colon)...].trimmingCharacters(in: .whitespaces)
        }
        body = Array(bytes[end.upperBound...])
    }
}

/// Sends one request with `Connection: close` and reads the whole response.
func sendRequest(port: Int, method: String = "GET", target: String, headers: [String: String] = [:],
                 body: [UInt8] = []) throws -> TestResponse {
    let socket = try TestSocket(port: port)
    var head = "\(method) \(target) HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n"
    for (name, value) in headers { head += "\(name): \(value)\r\n" }
    if !body.isEmpty || method == "POST" { head += "Content-Length: \(body.count)\r\n" }
    head += "\r\n"
    try socket.write(Array(head.utf8) + body)
    return try TestResponse(parsing: socket.readToEnd())
}

/// A minimal RFC 6455 client: masked frames out, unmasked frames in.
final class TestWebSocketClient {
    struct Frame {
        var opcode: UInt8
        var payload: [UInt8]
        /// RSV1: the payload is compressed (permessage-deflate).
        var compressed = false
        var text: String { String(decoding: payload, as: UTF8.self) }
        /// Code and reason of a close frame.
        var close: (code: UInt16, reason: String)? {
            guard opcode == 0x8, payload.count >= 2 else { return nil }
            return (UInt16(payload[0]) << 8 | UInt16(payload[1]), String(decoding: payload[2...], as: UTF8.self))
        }
    }

    let socket: TestSocket
    let handshake: TestResponse
    private var buffer: [UInt8] = []

    static let sampleKey = "dGhlIHNhbXBsZSBub25jZQ=="

    /// Connects and performs the opening handshake; `handshake` holds the server's answer.
    init(port: Int, path: String, key: String = TestWebSocketClient.sampleKey, extensions: String? = nil) throws {
        socket = try TestSocket(port: port)
        let offer = extensions.map { "Sec-WebSocket-Extensions: \($0)\r\n" } ?? ""
        try socket.write("GET \(path) HTTP/1.1\r\nHost: 127.0.0.1\r\nUpgrade: websocket\r\nConnection: Upgrade\r\n"
                         + "Sec-WebSocket-Key: \(key)\r\nSec-WebSocket-Version: 13\r\n\(offer)\r\n")
        let separator = Array("\r\n\r\n".utf8)
        while buffer.firstRange(of: separator) == nil {
            let chunk = try socket.read()
            guard !chunk.isEmpty else { throw TestError("connection closed during the handshake") }
            buffer += chunk
        }
        let end = buffer.firstRange(of: separator)!.upperBound
        handshake = try TestResponse(parsing: Array(buffer[..<end]))
        buffer.removeFirst(end)
    }

    func send(opcode: UInt8, payload: [UInt8], fin: Bool = true, compressed: Bool = false) throws {
        var frame: [UInt8] = [(fin ? 0x80 : 0) | (compressed ? 0x40 : 0) | opcode]
        switch payload.count {
        case ..<126:
            frame.append(0x80 | UInt8(payload.count))
        case ..<65_536:
            frame.append(0x80 | 126)
            frame += [UInt8(payload.count >> 8), UInt8(payload.count & 0xff)]
        default:
            frame.append(0x80 | 127)
            frame += (0..<8).reversed().map { UInt8((UInt64(payload.count) >> (8 * UInt64($0))) & 0xff) }
        }
        let mask: [UInt8] = (0..<4).map { _ in UInt8.random(in: 0...255) }
        frame += mask
        frame += payload.enumerated().map { $0.element ^ mask[$0.offset % 4] }
        try socket.write(frame)
    }

    func send(text: String) throws { try send(opcode: 0x1, payload: Array(text.utf8)) }

    func sendClose(code: UInt16, reason: String = "") throws {
        try send(opcode: 0x8, payload: [UInt8(code >> 8), UInt8(code & 0xff)] + Array(reason.utf8))
    }

    func readFrame() throws -> Frame {
        let header = try take(2)
        guard header[1] & 0x80 == 0 else { throw TestError("server frames must not be masked") }
        var length = UInt64(header[1] & 0x7f)
        if length == 126 {
            length = try take(2).reduce(0) { $0 << 8 | UInt64($1) }
        } else if length == 127 {
            length = try take(8).reduce(0) { $0 << 8 | UInt64($1) }
        }
        return Frame(opcode: header[0] & 0x0f, payload: try take(Int(length)), compressed: header[0] & 0x40 != 0)
    }

    /// The next frame that is not a ping (pings are answered).
    func readMessage() throws -> Frame {
        while true {
            let frame = try readFrame()
            if frame.opcode == 0x9 {
                try send(opcode: 0xA, payload: frame.payload)
                continue
            }
            return frame
        }
    }

    /// True if the server closed the TCP connection (end of stream or reset) with nothing more to read.
    func readsEndOfStream() -> Bool {
        guard buffer.isEmpty else { return false }
        return (try? socket.read())?.isEmpty ?? true
    }

    private func take(_ count: Int) throws -> [UInt8] {
        while buffer.count < count {
            let chunk = try socket.read()
            guard !chunk.isEmpty else { throw TestError("connection closed") }
            buffer += chunk
        }
        defer { buffer.removeFirst(count) }
        return Array(buffer.prefix(count))
    }
}

/// Collects values from handler threads.
final class Recorder<Value: Sendable>: Sendable {
    private let values = Mutex<[Value]>([])

    func append(_ value: Value) { values.withLock { $0.append(value) } }
    var all: [Value] { values.withLock { $0 } }

    /// Waits until `count` values arrived; returns them (fewer on timeout).
    func wait(for count: Int, timeout: Duration = .seconds(3)) -> [Value] {
        let deadline = ContinuousClock.now + timeout
        while all.count < count, ContinuousClock.now < deadline {
            usleep(2_000)
        }
        return all
    }
}

/// A quiet logger for tests.
var testLogger: Logger {
    var logger = Logger(label: "uikit.server.transport.tests")
    logger.logLevel = .error
    return logger
}

/// Starts a server on an ephemeral loopback port.
func startServer(maximumRequestBodyBytes: Int = 1 << 20, connectionMemoryBytes: Int = 16 * 1024,
                 connectionLimit: Int = 30_000,
                 handler: @escaping @Sendable (HTTPRequest, HTTPResponder) -> Void) throws -> HTTPServer {
    let configuration = HTTPServer.Configuration(
        host: "127.0.0.1", port: 0, connectionLimit: connectionLimit, maximumRequestBodyBytes: maximumRequestBodyBytes,
        connectionMemoryBytes: connectionMemoryBytes, logger: testLogger,
        makeErrorResponse: { status, detail in
            HTTPResponse(status: status, headers: ["Content-Type": "application/problem+json"],
                         text: "{\"status\":\(status),\"detail\":\"\(detail)\"}")
        })
    let server = HTTPServer(configuration: configuration, handler: handler)
    try server.start()
    return server
}

/// Whether the server's end of `client`'s connection (a socket of this process, since the test
/// server runs in it) has TCP_NODELAY on: false when it stays off for two seconds, nil if no
/// such socket turns up.
func serverSideNoDelay(of client: TestSocket) -> Bool? {
    var local = sockaddr_in()
    var length = socklen_t(MemoryLayout<sockaddr_in>.size)
    let named = withUnsafeMutablePointer(to: &local) {
        $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { getsockname(client.descriptor, $0, &length) }
    }
    guard named == 0 else { return nil }
    // The server sets the option as it takes the connection, which may be a moment after the
    // client connected: an option still off is looked at again until the deadline.
    let deadline = ContinuousClock.now + .seconds(2)
    var seenOff = false
    while ContinuousClock.now < deadline {
        for descriptor in Int32(3)..<Int32(4096) where descriptor != client.descriptor {
            var peer = sockaddr_in()
            var peerLength = socklen_t(MemoryLayout<sockaddr_in>.size)
            let found = withUnsafeMutablePointer(to: &peer) {
                $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { getpeername(descriptor, $0, &peerLength) }
            }
            guard found == 0, peer.sin_family == sa_family_t(AF_INET), peer.sin_port == local.sin_port else { continue }
            var value: Int32 = 0
            var valueLength = socklen_t(MemoryLayout<Int32>.size)
            guard getsockopt(descriptor, Int32(IPPROTO_TCP), TCP_NODELAY, &value, &valueLength) == 0 else { return nil }
            if value != 0 { return true }
            seenOff = true
        }
        usleep(10_000)
    }
    return seenOff ? false : nil
}
