/// RFC 6455 framing from the client's side: frames it sends are masked, frames it reads are not.
enum WebSocketOpcode: UInt8 {
    case continuation = 0, text = 1, binary = 2, close = 8, ping = 9, pong = 10
}

/// A whole message read off the socket.
struct WebSocketMessage {
    let opcode: WebSocketOpcode
    let payload: [UInt8]
    /// RSV1 on its first frame: permessage-deflate compressed it.
    let compressed: Bool
}

/// Builds masked client frames.
struct FrameWriter {
    private var maskState: UInt32

    init(seed: UInt32) { maskState = seed | 1 }

    /// One final frame holding `payload`, masked with a fresh key.
    mutating func frame(_ opcode: WebSocketOpcode, _ payload: [UInt8]) -> [UInt8] {
        var frame: [UInt8] = [0x80 | opcode.rawValue]
        frame.reserveCapacity(payload.count + 14)
        if payload.count < 126 {
            frame.append(0x80 | UInt8(payload.count))
        } else if payload.count <= 0xFFFF {
            frame.append(0x80 | 126)
            frame.append(UInt8(payload.count >> 8))
            frame.append(UInt8(payload.count & 0xFF))
        } else {
            frame.append(0x80 | 127)
            for shift in stride(from: 56, through: 0, by: -8) { frame.append(UInt8((payload.count >> shift) & 0xFF)) }
        }
        let key = nextMask()
        let mask = [UInt8(key >> 24), UInt8((key >> 16) & 0xFF), UInt8((key >> 8) & 0xFF), UInt8(key & 0xFF)]
        frame.append(contentsOf: mask)
        for (index, byte) in payload.enumerated() { frame.append(byte ^ mask[index & 3]) }
        return frame
    }

    /// xorshift32: masks only need to be unpredictable to proxies, not secret.
    private mutating func nextMask() -> UInt32 {
        maskState ^= maskState << 13
        maskState ^= maskState >> 17
        maskState ^= maskState << 5
        return maskState
    }
}

/// Splits the bytes read from a socket into messages, joining fragments.
struct FrameReader {
    enum Failure: Error, CustomStringConvertible {
        case reservedBits, unknownOpcode(UInt8), unexpectedContinuation, tooLarge(Int)

        var description: String {
            switch self {
            case .reservedBits: "a frame with RSV2 or RSV3 set"
            case .unknownOpcode(let code): "a frame with the unknown opcode \(code)"
            case .unexpectedContinuation: "a continuation frame with no message to continue"
            case .tooLarge(let size): "a frame of \(size) bytes"
            }
        }
    }

    private var buffer: [UInt8] = []
    private var start = 0
    private var fragments: [UInt8] = []
    private var fragmentOpcode: WebSocketOpcode?
    private var fragmentCompressed = false
    private let maximumSize = 1 << 26

    mutating func append(_ bytes: ArraySlice<UInt8>) {
        if start > 0 && start == buffer.count {
            buffer.removeAll(keepingCapacity: buffer.capacity <= 1 << 16)
            start = 0
        }
        buffer.append(contentsOf: bytes)
    }

    /// The next whole message, or nil until more bytes arrive.
    mutating func next() throws(Failure) -> WebSocketMessage? {
        while true {
            guard let (fin, compressed, opcode, payload) = try nextFrame() else { return nil }
            switch opcode {
            case .continuation:
                guard let first = fragmentOpcode else { throw .unexpectedContinuation }
                fragments.append(contentsOf: payload)
                guard fin else { continue }
                let message = WebSocketMessage(opcode: first, payload: fragments, compressed: fragmentCompressed)
                fragments = []
                fragmentOpcode = nil
                return message
            case .text where !fin, .binary where !fin:
                fragmentOpcode = opcode
                fragmentCompressed = compressed
                fragments = payload
            default:
                return WebSocketMessage(opcode: opcode, payload: payload, compressed: compressed)
            }
        }
    }

    private mutating func nextFrame() throws(Failure) -> (fin: Bool, compressed: Bool, WebSocketOpcode, [UInt8])? {
        let available = buffer.count - start
        guard available >= 2 else { return nil }
        let first = buffer[start], second = buffer[start + 1]
        guard first & 0x30 == 0 else { throw .reservedBits }
        guard let opcode = WebSocketOpcode(rawValue: first & 0x0F) else { throw .unknownOpcode(first & 0x0F) }
        var headerSize = 2
        var length = Int(second & 0x7F)
        if length == 126 {
            guard available >= 4 else { return nil }
            length = Int(buffer[start + 2]) << 8 | Int(buffer[start + 3])
            headerSize = 4
        } else if length == 127 {
            guard available >= 10 else { return nil }
            length = (0..<8).reduce(0) { $0 << 8 | Int(buffer[start + 2 + $1]) }
            headerSize = 10
        }
        guard length <= maximumSize else { throw .tooLarge(length) }
        let masked = second & 0x80 != 0
        let maskStart = start + headerSize
        if masked { headerSize += 4 }
        guard available >= headerSize + length else { return nil }
        var payload = Array(buffer[(start + headerSize)..<(start + headerSize + length)])
        if masked {
            for index in payload.indices { payload[index] ^= buffer[maskStart + (index & 3)] }
        }
        start += headerSize + length
        if start == buffer.count {
            buffer.removeAll(keepingCapacity: buffer.capacity <= 1 << 16)
            start = 0
        } else if start > 1 << 16 {
            buffer.removeFirst(start)
            start = 0
        }
        return (first & 0x80 != 0, first & 0x40 != 0, opcode, payload)
    }
}
