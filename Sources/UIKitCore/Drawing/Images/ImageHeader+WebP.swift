extension ImageHeader {
    /// Reads the first chunk of a RIFF `WEBP` file: a lossy (`VP8 `) or lossless (`VP8L`)
    /// bitstream header, or the extended-format (`VP8X`) canvas size, with the checks libwebp
    /// makes before it decodes.
    static func webp(_ bytes: ImageBytes) -> ImageHeader? {
        guard bytes.matches("WEBP", at: 8),
              let riffSize = bytes.littleEndian(at: 4, length: 4), riffSize >= 12,
              let chunkSize = bytes.littleEndian(at: 16, length: 4)
        else { return nil }
        let payload = 20
        if bytes.matches("VP8 ", at: 12) { return lossy(bytes, at: payload, chunkSize: chunkSize) }
        if bytes.matches("VP8L", at: 12) { return lossless(bytes, at: payload, chunkSize: chunkSize) }
        if bytes.matches("VP8X", at: 12) { return extended(bytes, at: payload, chunkSize: chunkSize) }
        return nil
    }

    /// A VP8 key frame: a 3-byte frame tag, the start code 9D 01 2A, then 14-bit width and height.
    private static func lossy(_ bytes: ImageBytes, at payload: Int, chunkSize: Int) -> ImageHeader? {
        guard chunkSize >= 10, let tag = bytes.littleEndian(at: payload, length: 3),
              tag & 1 == 0,           // a key frame
              (tag >> 1) & 7 <= 3,    // a known profile
              (tag >> 4) & 1 == 1,    // shown
              bytes.matches([0x9D, 0x01, 0x2A], at: payload + 3),
              let width = bytes.littleEndian(at: payload + 6, length: 2),
              let height = bytes.littleEndian(at: payload + 8, length: 2)
        else { return nil }
        return ImageHeader(format: .webp, pixelWidth: width & 0x3FFF, pixelHeight: height & 0x3FFF)
    }

    /// A VP8L bitstream: the signature byte 0x2F, then 14-bit width and height less one, an alpha
    /// bit and a 3-bit version that must be 0.
    private static func lossless(_ bytes: ImageBytes, at payload: Int, chunkSize: Int) -> ImageHeader? {
        guard chunkSize >= 5, bytes[payload] == 0x2F,
              let bits = bytes.littleEndian(at: payload + 1, length: 4), bits >> 29 == 0
        else { return nil }
        return ImageHeader(format: .webp, pixelWidth: (bits & 0x3FFF) + 1,
                           pixelHeight: ((bits >> 14) & 0x3FFF) + 1)
    }

    /// A VP8X chunk: flags, three reserved bytes, then 24-bit canvas width and height less one.
    private static func extended(_ bytes: ImageBytes, at payload: Int, chunkSize: Int) -> ImageHeader? {
        guard chunkSize == 10,
              let width = bytes.littleEndian(at: payload + 4, length: 3).map({ $0 + 1 }),
              let height = bytes.littleEndian(at: payload + 7, length: 3).map({ $0 + 1 }),
              width * height < (1 << 32)
        else { return nil }
        return ImageHeader(format: .webp, pixelWidth: width, pixelHeight: height)
    }
}
