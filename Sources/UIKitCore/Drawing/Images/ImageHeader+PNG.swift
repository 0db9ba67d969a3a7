extension ImageHeader {
    static let pngSignature: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]

    /// Reads the IHDR chunk, which the PNG specification requires to come first: 13 bytes of
    /// data, checked field by field and against the chunk's CRC.
    static func png(_ bytes: ImageBytes) -> ImageHeader? {
        let chunkStart = pngSignature.count
        let dataStart = chunkStart + 8
        guard bytes.bigEndian(at: chunkStart, length: 4) == 13, bytes.matches("IHDR", at: chunkStart + 4),
              let width = bytes.bigEndian(at: dataStart, length: 4),
              let height = bytes.bigEndian(at: dataStart + 4, length: 4),
              let bitDepth = bytes[dataStart + 8], let colorType = bytes[dataStart + 9],
              bytes[dataStart + 10] == 0, bytes[dataStart + 11] == 0,
              let interlace = bytes[dataStart + 12], interlace <= 1,
              let typeAndData = bytes.slice(chunkStart + 4, length: 4 + 13),
              let storedCRC = bytes.bigEndian(at: dataStart + 13, length: 4),
              CRC32.checksum(typeAndData) == storedCRC,
              width <= Int(Int32.max), height <= Int(Int32.max),
              allowedBitDepths(colorType: colorType).contains(bitDepth)
        else { return nil }
        return ImageHeader(format: .png, pixelWidth: width, pixelHeight: height)
    }

    /// The bit depths the PNG specification allows for each colour type.
    private static func allowedBitDepths(colorType: UInt8) -> Set<UInt8> {
        switch colorType {
        case 0: [1, 2, 4, 8, 16]  // greyscale
        case 2, 4, 6: [8, 16]     // truecolour, greyscale with alpha, truecolour with alpha
        case 3: [1, 2, 4, 8]      // indexed colour
        default: []
        }
    }
}
