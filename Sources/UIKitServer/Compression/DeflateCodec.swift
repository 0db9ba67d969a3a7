import CZlib
import Synchronization

/// Raw deflate for WebSocket messages compressed one at a time (RFC 7692 without context
/// takeover): one zlib compressor per window size and one inflater serve every socket in the
/// process, each reset between messages, so a session holds no compression state. Every raw
/// call into zlib for it is here.
enum DeflateCodec {
    enum InflateError: Error, Equatable {
        /// The message inflates past the limit (a decompression bomb is stopped there).
        case tooLarge
        /// The payload is not a raw deflate stream.
        case corrupt
    }

    /// `bytes` deflated and flushed to a byte boundary, without the `00 00 ff ff` the flush
    /// ends with (RFC 7692 §7.2.1).
    static func compress(_ bytes: [UInt8], windowBits: Int = 15) -> [UInt8]? {
        let index = min(max(windowBits, 9), 15) - 9
        return compressors[index].state.withLock { $0.compress(bytes) }
    }

    /// A message's payload inflated, with `00 00 ff ff` appended as RFC 7692 §7.2.2 says;
    /// throws once the output would pass `limit` bytes.
    static func inflate(_ payload: UnsafeBufferPointer<UInt8>, limit: Int) throws(InflateError) -> [UInt8] {
        // The payload is copied: a buffer pointer cannot cross into the lock's closure.
        let bytes = Array(payload)
        let result = inflater.state.withLock { inflater in
            Result { () throws(InflateError) in try inflater.inflate(bytes, limit: limit) }
        }
        return try result.get()
    }

    private static let compressors = (9...15).map { Shared(Deflater(windowBits: $0)) }
    private static let inflater = Shared(Inflater())

    /// A zlib stream that threads take turns with.
    private final class Shared<Stream: AnyObject>: Sendable {
        let state: Mutex<Stream>

        init(_ stream: sending Stream) {
            state = Mutex(stream)
        }
    }
}

/// One zlib compressor, reset before each message.
private final class Deflater {
    private var stream = z_stream()
    private let ready: Bool

    init(windowBits: Int) {
        // memLevel 8 is zlib's default; the one compressor per window size is shared by every socket.
        ready = deflateInit2_(&stream, Z_DEFAULT_COMPRESSION, Z_DEFLATED, -Int32(windowBits), 8, Z_DEFAULT_STRATEGY,
                              ZLIB_VERSION, Int32(MemoryLayout<z_stream>.size)) == Z_OK
    }

    deinit {
        if ready { deflateEnd(&stream) }
    }

    func compress(_ bytes: [UInt8]) -> [UInt8]? {
        guard ready, deflateReset(&stream) == Z_OK else { return nil }
        // A sync flush may add a few bytes beyond deflateBound's single-call figure.
        var output = [UInt8](repeating: 0, count: Int(deflateBound(&stream, UInt(bytes.count))) + 16)
        let status = bytes.withUnsafeBufferPointer { input in
            output.withUnsafeMutableBufferPointer { out in
                stream.next_in = UnsafeMutablePointer(mutating: input.baseAddress)
                stream.avail_in = UInt32(input.count)
                stream.next_out = out.baseAddress
                stream.avail_out = UInt32(out.count)
                return deflate(&stream, Z_SYNC_FLUSH)
            }
        }
        let produced = output.count - Int(stream.avail_out)
        guard status == Z_OK, stream.avail_in == 0, produced >= 4,
              output[produced - 4..<produced].elementsEqual([0, 0, 0xFF, 0xFF]) else { return nil }
        output.removeSubrange((produced - 4)...)
        return output
    }
}

/// One zlib inflater with a 32 KiB window, reset before each message.
private final class Inflater {
    private var stream = z_stream()
    private let ready: Bool

    init() {
        ready = inflateInit2_(&stream, -15, ZLIB_VERSION, Int32(MemoryLayout<z_stream>.size)) == Z_OK
    }

    deinit {
        if ready { inflateEnd(&stream) }
    }

    func inflate(_ payload: [UInt8], limit: Int) throws(DeflateCodec.InflateError) -> [UInt8] {
        guard ready, inflateReset(&stream) == Z_OK else { throw .corrupt }
        var output: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 16 * 1024)
        let tail: [UInt8] = [0, 0, 0xFF, 0xFF]
        for part in [payload, tail] {
            let status: Int32 = try part.withUnsafeBufferPointer { input throws(DeflateCodec.InflateError) in
                stream.next_in = UnsafeMutablePointer(mutating: input.baseAddress)
                stream.avail_in = UInt32(input.count)
                var status = Z_OK
                repeat {
                    status = chunk.withUnsafeMutableBufferPointer { out in
                        stream.next_out = out.baseAddress
                        stream.avail_out = UInt32(out.count)
                        return CZlib.inflate(&stream, Z_SYNC_FLUSH)
                    }
                    let produced = chunk.count - Int(stream.avail_out)
                    guard output.count + produced <= limit else { throw .tooLarge }
                    output += chunk[..<produced]
                    // Z_BUF_ERROR: no progress possible, here because all input was taken.
                    if status == Z_BUF_ERROR { status = Z_OK; break }
                    guard status == Z_OK || status == Z_STREAM_END else { throw .corrupt }
                } while stream.avail_out == 0 || (stream.avail_in > 0 && status != Z_STREAM_END)
                return status
            }
            if status == Z_STREAM_END { break }
        }
        return output
    }
}
