/// One scene's WebSocket, behaving like a page: the upgrade, `hello`, an `ack` of every
/// revision, and taps whose answers it waits for.
final class LoadSession {
    enum Phase {
        case connecting, upgrading, awaitingWelcome, awaitingSnapshot, live
    }

    /// An input sent and not yet answered by a patch, `handled` or `error` whose `in` reaches it.
    struct PendingInput {
        let number: Int
        let sentAt: UInt64
        /// The tap's `ended`, which changes the label: its answer must be a patch.
        let endsTap: Bool
    }

    let socket: ClientSocket
    let startedAt: UInt64
    var phase = Phase.connecting
    var handshake: [UInt8] = []
    var reader = FrameReader()
    var writer: FrameWriter
    /// Whether the server agreed to permessage-deflate.
    var deflate = false
    var revision = 0
    var nextInput = 1
    var pending: [PendingInput] = []
    private var output: [UInt8] = []

    init(socket: ClientSocket, startedAt: UInt64, seed: UInt32) {
        self.socket = socket
        self.startedAt = startedAt
        writer = FrameWriter(seed: seed)
    }

    /// Whether the socket must be watched for writability: a connect or bytes it did not take yet.
    var wantsWrite: Bool { phase == .connecting || !output.isEmpty }

    /// Sends `bytes` after whatever is queued; false when the socket failed.
    func send(_ bytes: [UInt8]) -> Result<Void, SocketError> {
        if output.isEmpty {
            switch socket.write(bytes[...]) {
            case .failure(let error): return .failure(error)
            case .success(let written): output = Array(bytes[written...])
            }
        } else {
            output.append(contentsOf: bytes)
        }
        return .success(())
    }

    func sendText(_ text: String) -> Result<Void, SocketError> {
        send(writer.frame(.text, Array(text.utf8)))
    }

    /// Writes queued bytes the socket takes now.
    func flush() -> Result<Void, SocketError> {
        guard !output.isEmpty else { return .success(()) }
        switch socket.write(output[...]) {
        case .failure(let error): return .failure(error)
        case .success(let written): output.removeFirst(written)
        }
        return .success(())
    }

    /// The upgrade request, with the page's `Origin`.
    static func upgradeRequest(host: String, port: Int, origin: String, key: String, deflate: Bool) -> [UInt8] {
        let extensions = deflate ? "Sec-WebSocket-Extensions: permessage-deflate; client_max_window_bits\r\n" : ""
        return Array(("GET /ws HTTP/1.1\r\nHost: \(host):\(port)\r\nUpgrade: websocket\r\nConnection: Upgrade\r\n"
            + "Sec-WebSocket-Key: \(key)\r\nSec-WebSocket-Version: 13\r\nOrigin: \(origin)\r\n" + extensions
            + "User-Agent: UIKitServer-LoadTool\r\n\r\n").utf8)
    }

    /// A random `Sec-WebSocket-Key`: 16 bytes in base64.
    static func handshakeKey() -> String {
        base64((0..<16).map { _ in UInt8.random(in: 0...255) })
    }

    private static func base64(_ bytes: [UInt8]) -> String {
        let alphabet = Array("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/".utf8)
        var text: [UInt8] = []
        var index = 0
        while index < bytes.count {
            let chunk = bytes[index..<min(index + 3, bytes.count)]
            let value = chunk.enumerated().reduce(0) { $0 | Int($1.element) << (16 - 8 * $1.offset) }
            for position in 0..<4 {
                text.append(position <= chunk.count ? alphabet[(value >> (18 - 6 * position)) & 63] : UInt8(ascii: "="))
            }
            index += 3
        }
        return String(decoding: text, as: UTF8.self)
    }
}
