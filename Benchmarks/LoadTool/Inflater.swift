import CZlib

/// permessage-deflate's inflating side (RFC 7692), as a page has it: one raw-deflate stream,
/// reset before each message because the server keeps no context between messages.
final class Inflater {
    private var stream = z_stream()
    private let ready: Bool
    private var output = [UInt8](repeating: 0, count: 1 << 16)

    init() {
        ready = inflateInit2_(&stream, -15, ZLIB_VERSION, Int32(MemoryLayout<z_stream>.size)) == Z_OK
    }

    deinit {
        if ready { inflateEnd(&stream) }
    }

    /// The message's payload inflated, or nil when it does not inflate.
    func inflate(_ payload: [UInt8]) -> [UInt8]? {
        guard ready, inflateReset(&stream) == Z_OK else { return nil }
        var input = payload + [0x00, 0x00, 0xFF, 0xFF]
        var result: [UInt8] = []
        return input.withUnsafeMutableBufferPointer { input -> [UInt8]? in
            stream.next_in = input.baseAddress
            stream.avail_in = UInt32(input.count)
            while true {
                let status = output.withUnsafeMutableBufferPointer { output -> Int32 in
                    stream.next_out = output.baseAddress
                    stream.avail_out = UInt32(output.count)
                    return CZlib.inflate(&stream, Z_SYNC_FLUSH)
                }
                guard status == Z_OK || status == Z_STREAM_END || status == Z_BUF_ERROR else { return nil }
                let produced = output.count - Int(stream.avail_out)
                result.append(contentsOf: output[..<produced])
                if stream.avail_in == 0 && stream.avail_out != 0 { return result }
                if status == Z_BUF_ERROR && produced == 0 { return nil }
            }
        }
    }
}
