extension ImageHeader {
    /// The orientation tag (0x0112) of the first image file directory in an Exif APP1 payload, or
    /// `nil` when the payload is not Exif, has no such tag, or is malformed. Every read stays
    /// inside the payload, whatever offsets it claims.
    static func exifOrientation(_ bytes: ImageBytes, at start: Int, length: Int) -> UIImage.Orientation? {
        guard bytes.matches([0x45, 0x78, 0x69, 0x66, 0x00, 0x00], at: start) else { return nil }  // "Exif\0\0"
        let tiff = start + 6
        let end = start + length
        let littleEndian: Bool
        if bytes.matches("II", at: tiff) {
            littleEndian = true
        } else if bytes.matches("MM", at: tiff) {
            littleEndian = false
        } else {
            return nil
        }
        func read(_ offset: Int, _ size: Int) -> Int? {
            guard offset >= tiff, offset <= end - size else { return nil }
            return littleEndian ? bytes.littleEndian(at: offset, length: size) : bytes.bigEndian(at: offset, length: size)
        }
        guard read(tiff + 2, 2) == 42, let directoryOffset = read(tiff + 4, 4) else { return nil }
        let directory = tiff + directoryOffset
        guard let entryCount = read(directory, 2) else { return nil }
        for index in 0..<entryCount {
            let entry = directory + 2 + 12 * index
            guard let tag = read(entry, 2) else { return nil }
            guard tag == 0x0112 else { continue }
            // The tag's type must be SHORT (3) with one value, stored in the entry itself.
            guard read(entry + 2, 2) == 3, read(entry + 4, 4) == 1, let value = read(entry + 8, 2) else { return nil }
            return UIImage.Orientation(exifValue: value)
        }
        return nil
    }
}

extension UIImage.Orientation {
    /// The orientation an Exif (TIFF) orientation value from 1 to 8 stands for, the mapping
    /// ImageIO's `CGImagePropertyOrientation` documents.
    init?(exifValue: Int) {
        switch exifValue {
        case 1: self = .up
        case 2: self = .upMirrored
        case 3: self = .down
        case 4: self = .downMirrored
        case 5: self = .leftMirrored
        case 6: self = .right
        case 7: self = .rightMirrored
        case 8: self = .left
        default: return nil
        }
    }
}
