import CBrotli

/// Brotli compression (RFC 7932) through libbrotlienc; every raw call into it is here.
enum Brotli {
    enum Mode {
        case generic, text, font

        fileprivate var value: BrotliEncoderMode {
            switch self {
            case .generic: BROTLI_MODE_GENERIC
            case .text: BROTLI_MODE_TEXT
            case .font: BROTLI_MODE_FONT
            }
        }
    }

    /// `bytes` compressed at the best quality (11): made once per file, never per request.
    static func compress(_ bytes: [UInt8], mode: Mode) -> [UInt8]? {
        var size = BrotliEncoderMaxCompressedSize(bytes.count)
        guard size > 0 else { return nil }
        var output = [UInt8](repeating: 0, count: size)
        let succeeded = bytes.withUnsafeBufferPointer { input in
            output.withUnsafeMutableBufferPointer { out in
                BrotliEncoderCompress(BROTLI_MAX_QUALITY, BROTLI_DEFAULT_WINDOW, mode.value, input.count,
                                      input.baseAddress, &size, out.baseAddress)
            }
        }
        guard succeeded == BROTLI_TRUE else { return nil }
        output.removeSubrange(size...)
        return output
    }
}
