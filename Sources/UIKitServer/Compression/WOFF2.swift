/// Writes a TrueType font as WOFF2 (W3C WOFF File Format 2.0): the table directory and the
/// tables compressed as one Brotli stream. Tables keep the null transform (the format allows it
/// for `glyf` and `loca` too), so the font a browser decodes is byte for byte the font the
/// server shapes with.
enum WOFF2 {
    enum EncodingError: Error {
        case notTrueType
        case malformedTable
        case compressionFailed
    }

    static func encode(_ font: [UInt8]) throws(EncodingError) -> [UInt8] {
        // TrueType outlines, or CFF outlines ("OTTO"), whose tables all keep the null transform.
        guard font.count >= 12, font.starts(with: [0, 1, 0, 0]) || font.starts(with: Array("OTTO".utf8)) else {
            throw .notTrueType
        }
        let tableCount = Int(font.uint16(at: 4))
        guard font.count >= 12 + 16 * tableCount else { throw .malformedTable }
        var tables: [(tag: [UInt8], data: ArraySlice<UInt8>)] = []
        for index in 0..<tableCount {
            let record = 12 + 16 * index
            let offset = Int(font.uint32(at: record + 8))
            let length = Int(font.uint32(at: record + 12))
            guard offset <= font.count, length <= font.count - offset else { throw .malformedTable }
            tables.append((Array(font[record..<record + 4]), font[offset..<offset + length]))
        }
        // The decoder rebuilds the tables in directory order; sfnt order is by tag.
        tables.sort { $0.tag.lexicographicallyPrecedes($1.tag) }

        var directory: [UInt8] = []
        var stream: [UInt8] = []
        var sfntSize = 12 + 16 * tables.count
        for table in tables {
            // Tag index 63: the tag follows. Transform version 3 is the null transform for glyf
            // and loca, and 0 is for every other table.
            let isGlyphData = table.tag == Array("glyf".utf8) || table.tag == Array("loca".utf8)
            directory.append(63 | (isGlyphData ? 3 << 6 : 0))
            directory += table.tag
            directory += base128(UInt32(table.data.count))
            stream += table.data
            sfntSize += (table.data.count + 3) & ~3
        }
        guard let compressed = Brotli.compress(stream, mode: .font) else { throw .compressionFailed }

        let headerSize = 48
        let length = headerSize + directory.count + compressed.count
        let paddedLength = (length + 3) & ~3
        var output: [UInt8] = []
        output.reserveCapacity(paddedLength)
        output += Array("wOF2".utf8)
        output.appendUInt32(font.uint32(at: 0))  // flavor: the font's own (TrueType or CFF outlines)
        output.appendUInt32(UInt32(paddedLength))
        output.appendUInt16(UInt16(tables.count))
        output.appendUInt16(0)  // reserved
        output.appendUInt32(UInt32(sfntSize))
        output.appendUInt32(UInt32(compressed.count))
        output.appendUInt16(1)  // majorVersion
        output.appendUInt16(0)  // minorVersion
        for _ in 0..<5 { output.appendUInt32(0) }  // no metadata, no private data
        output += directory
        output += compressed
        output += [UInt8](repeating: 0, count: paddedLength - length)
        return output
    }

    /// UIntBase128: seven bits a byte, most significant first, the high bit set on all but the last.
    static func base128(_ value: UInt32) -> [UInt8] {
        var bytes = [UInt8(value & 0x7F)]
        var rest = value >> 7
        while rest > 0 {
            bytes.insert(UInt8(rest & 0x7F) | 0x80, at: 0)
            rest >>= 7
        }
        return bytes
    }
}

private extension [UInt8] {
    func uint16(at offset: Int) -> UInt16 {
        UInt16(self[offset]) << 8 | UInt16(self[offset + 1])
    }

    func uint32(at offset: Int) -> UInt32 {
        UInt32(uint16(at: offset)) << 16 | UInt32(uint16(at: offset + 2))
    }

    mutating func appendUInt16(_ value: UInt16) {
        append(UInt8(value >> 8))
        append(UInt8(value & 0xFF))
    }

    mutating func appendUInt32(_ value: UInt32) {
        appendUInt16(UInt16(value >> 16))
        appendUInt16(UInt16(value & 0xFFFF))
    }
}
