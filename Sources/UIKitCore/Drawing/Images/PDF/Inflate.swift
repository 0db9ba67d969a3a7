import CZlib

/// zlib's inflate, for the FlateDecode streams of PDF files; every raw call into zlib from the
/// framework is here.
enum Inflate {
    /// The bytes a zlib stream (RFC 1950) decompresses to; `nil` when the stream is corrupt or
    /// would grow past `limit` bytes. A stream cut short gives what it decoded so far, as PDF
    /// readers are lenient with a missing end.
    static func decompress(_ bytes: ArraySlice<UInt8>, limit: Int = 16 << 20) -> [UInt8]? {
        var stream = z_stream()
        guard inflateInit_(&stream, ZLIB_VERSION, Int32(MemoryLayout<z_stream>.size)) == Z_OK else { return nil }
        defer { inflateEnd(&stream) }
        var output: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 64 * 1024)
        return bytes.withUnsafeBufferPointer { input -> [UInt8]? in
            stream.next_in = UnsafeMutablePointer(mutating: input.baseAddress)
            stream.avail_in = UInt32(input.count)
            while true {
                let (status, produced) = chunk.withUnsafeMutableBufferPointer { out -> (Int32, Int) in
                    stream.next_out = out.baseAddress
                    stream.avail_out = UInt32(out.count)
                    let status = inflate(&stream, Z_NO_FLUSH)
                    return (status, out.count - Int(stream.avail_out))
                }
                if output.count + produced > limit { return nil }
                output += chunk[..<produced]
                switch status {
                case Z_STREAM_END: return output
                case Z_OK: continue
                case Z_BUF_ERROR: return output.isEmpty ? nil : output
                default: return nil
                }
            }
        }
    }
}
