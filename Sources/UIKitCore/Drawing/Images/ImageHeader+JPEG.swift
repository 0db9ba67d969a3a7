extension ImageHeader {
    static let jpegSignature: [UInt8] = [0xFF, 0xD8, 0xFF]

    /// Walks the marker segments after SOI to the frame header (SOF), skipping application
    /// segments by their length and taking the orientation from an Exif APP1 segment on the way.
    ///
    /// Accepts the frames browsers decode: baseline (SOF0), extended sequential (SOF1) and
    /// progressive (SOF2) Huffman-coded frames of 8-bit samples. A scan (SOS) or the end of the
    /// image (EOI) before any frame, or a segment that runs past the data, is invalid.
    static func jpeg(_ bytes: ImageBytes) -> ImageHeader? {
        var offset = 2
        var orientation: UIImage.Orientation?
        while true {
            guard bytes[offset] == 0xFF else { return nil }
            // Any marker may be preceded by any number of 0xFF fill bytes.
            while bytes[offset + 1] == 0xFF { offset += 1 }
            guard let marker = bytes[offset + 1] else { return nil }
            if isStandalone(marker) {
                offset += 2
                continue
            }
            guard marker != 0x00, !endsHeaderSearch(marker),
                  let length = bytes.bigEndian(at: offset + 2, length: 2), length >= 2,
                  bytes.contains(offset + 2, length: length)
            else { return nil }
            let payload = offset + 4
            switch marker {
            case 0xC0, 0xC1, 0xC2:
                return frame(bytes, at: payload, length: length - 2, orientation: orientation ?? .up)
            case 0xE1 where orientation == nil:
                orientation = exifOrientation(bytes, at: payload, length: length - 2)
            default:
                break
            }
            offset += 2 + length
        }
    }

    /// Restart markers and TEM carry no length and no data.
    private static func isStandalone(_ marker: UInt8) -> Bool {
        marker == 0x01 || (0xD0...0xD7).contains(marker)
    }

    /// Markers that mean the data has no frame header this reader accepts: another SOI, EOI, a
    /// scan before any frame, and the lossless, hierarchical and arithmetic-coded frames that
    /// browsers do not decode.
    private static func endsHeaderSearch(_ marker: UInt8) -> Bool {
        switch marker {
        case 0xC3, 0xC5...0xC7, 0xC9...0xCB, 0xCD...0xCF, 0xD8, 0xD9, 0xDA: true
        default: false
        }
    }

    /// Reads a frame header: sample precision, number of lines, samples per line, and one
    /// 3-byte specification per component, which the length must match exactly.
    private static func frame(_ bytes: ImageBytes, at payload: Int, length: Int,
                              orientation: UIImage.Orientation) -> ImageHeader? {
        guard bytes[payload] == 8,
              let height = bytes.bigEndian(at: payload + 1, length: 2),
              let width = bytes.bigEndian(at: payload + 3, length: 2),
              let components = bytes[payload + 5], components > 0,
              length == 6 + 3 * Int(components)
        else { return nil }
        return ImageHeader(format: .jpeg, pixelWidth: width, pixelHeight: height, orientation: orientation)
    }
}
