import Foundation

/// Bounds-checked reads from the bytes of an encoded image, at offsets from its first byte.
///
/// Every read past the end is `nil`, so a header reader given truncated or hostile bytes returns
/// `nil` instead of trapping.
struct ImageBytes {
    private let data: Data

    init(_ data: Data) {
        self.data = data
    }

    var count: Int { data.count }

    subscript(offset: Int) -> UInt8? {
        guard offset >= 0, offset < data.count else { return nil }
        return data[data.startIndex + offset]
    }

    /// Whether the bytes at `offset` are exactly `expected`.
    func matches(_ expected: [UInt8], at offset: Int) -> Bool {
        guard contains(offset, length: expected.count) else { return false }
        return expected.indices.allSatisfy { data[data.startIndex + offset + $0] == expected[$0] }
    }

    /// Whether the bytes at `offset` are the ASCII characters of `text`.
    func matches(_ text: String, at offset: Int) -> Bool {
        matches(Array(text.utf8), at: offset)
    }

    /// Whether `length` bytes starting at `offset` are all present.
    func contains(_ offset: Int, length: Int) -> Bool {
        offset >= 0 && length >= 0 && offset <= data.count && length <= data.count - offset
    }

    func bigEndian(at offset: Int, length: Int) -> Int? {
        guard contains(offset, length: length) else { return nil }
        return (0..<length).reduce(0) { $0 << 8 | Int(data[data.startIndex + offset + $1]) }
    }

    func littleEndian(at offset: Int, length: Int) -> Int? {
        guard contains(offset, length: length) else { return nil }
        return (0..<length).reversed().reduce(0) { $0 << 8 | Int(data[data.startIndex + offset + $1]) }
    }

    /// The bytes in `offset..<offset + length`, when all are present.
    func slice(_ offset: Int, length: Int) -> Data? {
        guard contains(offset, length: length) else { return nil }
        let start = data.startIndex + offset
        return data[start..<start + length]
    }
}
