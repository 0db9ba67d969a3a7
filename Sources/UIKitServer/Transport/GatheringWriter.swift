/// Gathers what wslay writes (a frame's header, its payload, the frames after it) and hands it
/// to the stream in one write when flushed, so a frame never leaves as a lone 2-byte header
/// followed by its payload.
///
/// Used only on its WebSocket's queue. Bytes it takes are its to deliver: while an earlier
/// flush left bytes behind (the socket would block), it takes nothing more, so wslay keeps the
/// rest queued and the bytes keep their order.
final class GatheringWriter {
    /// Past this many gathered bytes, a write goes out before the flush, so one burst of
    /// frames never holds more than this beside wslay's own queue.
    static let flushThreshold = 64 * 1024

    private let stream: ByteStream
    private var gathered: [UInt8] = []
    private var written = 0
    private var isBlocked = false

    init(stream: ByteStream) {
        self.stream = stream
    }

    /// Whether bytes are waiting to be written.
    var hasPendingOutput: Bool { written < gathered.count }

    /// Takes bytes to write at the next flush; `.wouldBlock` while an earlier flush is unfinished.
    func take(_ bytes: UnsafeRawBufferPointer) -> ByteTransfer {
        if isBlocked {
            switch flush() {
            case .failed(let code): return .failed(code)
            case .wouldBlock: return .wouldBlock
            default: break
            }
        }
        gathered.append(contentsOf: bytes)
        if gathered.count - written >= Self.flushThreshold, case .failed(let code) = flush() {
            return .failed(code)
        }
        return .bytes(bytes.count)
    }

    /// Writes what was gathered in as few writes as the stream allows: `.bytes` with the count
    /// written when all went, `.wouldBlock` when some is left for the next flush.
    @discardableResult
    func flush() -> ByteTransfer {
        var total = 0
        while written < gathered.count {
            let transfer = gathered.withUnsafeBytes { stream.write(UnsafeRawBufferPointer(rebasing: $0[written...])) }
            switch transfer {
            case .bytes(let count):
                written += count
                total += count
            case .wouldBlock:
                isBlocked = true
                return .wouldBlock
            case .endOfStream, .failed:
                return transfer
            }
        }
        isBlocked = false
        // Not kept: an idle socket holds no buffer (memory per session counts).
        gathered = []
        written = 0
        return .bytes(total)
    }
}
