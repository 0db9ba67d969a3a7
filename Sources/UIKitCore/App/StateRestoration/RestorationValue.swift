import Foundation

/// One value of a restoration archive: what a restoration coder keeps for a key. Every value
/// says its own type, so an archive reads without knowing the app that wrote it
/// (docs/restoration.md describes the bytes).
indirect enum RestorationValue: Equatable, Sendable {
    case null
    case bool(Bool)
    case integer(Int64)
    case double(Double)
    case string(String)
    case data([UInt8])
    /// Seconds since 1970.
    case date(Double)
    case url(String)
    case array([RestorationValue])
    case dictionary([String: RestorationValue])
    /// An `NSSecureCoding` object: its class and what it encoded.
    case object(className: String, fields: [String: RestorationValue])
    /// A view controller of the same archive, by its restoration identifier path.
    case controller(path: [String])

    /// The type tags of the binary form.
    private enum Tag: UInt8 {
        case null = 0, bool, integer, double, string, data, date, url, array, dictionary, object, controller
    }

    /// The fields of a dictionary value; empty for any other value.
    var fields: [String: RestorationValue] {
        if case .dictionary(let fields) = self { return fields }
        return [:]
    }

    // MARK: Writing

    func write(to bytes: inout [UInt8]) {
        switch self {
        case .null:
            bytes.append(Tag.null.rawValue)
        case .bool(let value):
            bytes.append(Tag.bool.rawValue)
            bytes.append(value ? 1 : 0)
        case .integer(let value):
            bytes.append(Tag.integer.rawValue)
            Self.writeFixed(UInt64(bitPattern: value), to: &bytes)
        case .double(let value):
            bytes.append(Tag.double.rawValue)
            Self.writeFixed(value.bitPattern, to: &bytes)
        case .string(let value):
            bytes.append(Tag.string.rawValue)
            Self.writeString(value, to: &bytes)
        case .data(let value):
            bytes.append(Tag.data.rawValue)
            Self.writeLength(value.count, to: &bytes)
            bytes += value
        case .date(let value):
            bytes.append(Tag.date.rawValue)
            Self.writeFixed(value.bitPattern, to: &bytes)
        case .url(let value):
            bytes.append(Tag.url.rawValue)
            Self.writeString(value, to: &bytes)
        case .array(let values):
            bytes.append(Tag.array.rawValue)
            Self.writeLength(values.count, to: &bytes)
            for value in values { value.write(to: &bytes) }
        case .dictionary(let fields):
            bytes.append(Tag.dictionary.rawValue)
            Self.writeFields(fields, to: &bytes)
        case .object(let className, let fields):
            bytes.append(Tag.object.rawValue)
            Self.writeString(className, to: &bytes)
            Self.writeFields(fields, to: &bytes)
        case .controller(let path):
            bytes.append(Tag.controller.rawValue)
            Self.writeLength(path.count, to: &bytes)
            for component in path { Self.writeString(component, to: &bytes) }
        }
    }

    /// Fields in key order, so equal states give equal bytes.
    private static func writeFields(_ fields: [String: RestorationValue], to bytes: inout [UInt8]) {
        writeLength(fields.count, to: &bytes)
        for key in fields.keys.sorted() {
            writeString(key, to: &bytes)
            fields[key]!.write(to: &bytes)
        }
    }

    private static func writeFixed(_ value: UInt64, to bytes: inout [UInt8]) {
        for shift in stride(from: 0, to: 64, by: 8) { bytes.append(UInt8(truncatingIfNeeded: value >> UInt64(shift))) }
    }

    /// A length as a LEB128 variable-length integer.
    private static func writeLength(_ length: Int, to bytes: inout [UInt8]) {
        var rest = UInt64(length)
        repeat {
            let low = UInt8(rest & 0x7F)
            rest >>= 7
            bytes.append(rest == 0 ? low : low | 0x80)
        } while rest != 0
    }

    private static func writeString(_ string: String, to bytes: inout [UInt8]) {
        let utf8 = Array(string.utf8)
        writeLength(utf8.count, to: &bytes)
        bytes += utf8
    }

    // MARK: Reading

    /// Why bytes are not a restoration value.
    struct Malformed: Error, CustomStringConvertible {
        let description: String
    }

    /// Reads values from bytes that are never trusted: every length is checked against what is
    /// left, and nesting is bounded.
    struct Reader {
        private let bytes: [UInt8]
        private(set) var offset: Int
        private let end: Int
        static let maximumDepth = 64

        init(_ bytes: [UInt8], from offset: Int, to end: Int) {
            self.bytes = bytes
            self.offset = offset
            self.end = end
        }

        var isAtEnd: Bool { offset == end }

        mutating func readValue(depth: Int = 0) throws(Malformed) -> RestorationValue {
            guard depth < Self.maximumDepth else { throw Malformed(description: "values nested deeper than \(Self.maximumDepth)") }
            let tagByte = try readByte()
            guard let tag = Tag(rawValue: tagByte) else { throw Malformed(description: "unknown value type \(tagByte) at byte \(offset - 1)") }
            switch tag {
            case .null: return .null
            case .bool:
                let byte = try readByte()
                guard byte <= 1 else { throw Malformed(description: "a Boolean of \(byte) at byte \(offset - 1)") }
                return .bool(byte == 1)
            case .integer: return .integer(Int64(bitPattern: try readFixed()))
            case .double: return .double(Double(bitPattern: try readFixed()))
            case .string: return .string(try readString())
            case .data: return .data(try readBytes(try readLength()))
            case .date: return .date(Double(bitPattern: try readFixed()))
            case .url: return .url(try readString())
            case .array:
                let count = try readLength()
                var values: [RestorationValue] = []
                for _ in 0..<count { values.append(try readValue(depth: depth + 1)) }
                return .array(values)
            case .dictionary: return .dictionary(try readFields(depth: depth))
            case .object:
                let className = try readString()
                return .object(className: className, fields: try readFields(depth: depth))
            case .controller:
                let count = try readLength()
                var path: [String] = []
                for _ in 0..<count { path.append(try readString()) }
                return .controller(path: path)
            }
        }

        private mutating func readFields(depth: Int) throws(Malformed) -> [String: RestorationValue] {
            let count = try readLength()
            var fields: [String: RestorationValue] = [:]
            for _ in 0..<count {
                let key = try readString()
                fields[key] = try readValue(depth: depth + 1)
            }
            return fields
        }

        mutating func readByte() throws(Malformed) -> UInt8 {
            guard offset < end else { throw Malformed(description: "the archive ends early") }
            defer { offset += 1 }
            return bytes[offset]
        }

        mutating func readFixed() throws(Malformed) -> UInt64 {
            var value: UInt64 = 0
            for shift in stride(from: 0, to: 64, by: 8) { value |= UInt64(try readByte()) << UInt64(shift) }
            return value
        }

        /// A length, which is never more than the bytes left (every element takes one at least).
        mutating func readLength() throws(Malformed) -> Int {
            var value: UInt64 = 0
            var shift: UInt64 = 0
            while true {
                let byte = try readByte()
                guard shift < 63 else { throw Malformed(description: "a length too long at byte \(offset - 1)") }
                value |= UInt64(byte & 0x7F) << shift
                if byte & 0x80 == 0 { break }
                shift += 7
            }
            guard value <= UInt64(end - offset) else { throw Malformed(description: "a length of \(value) past the archive's end") }
            return Int(value)
        }

        mutating func readBytes(_ count: Int) throws(Malformed) -> [UInt8] {
            guard count <= end - offset else { throw Malformed(description: "the archive ends early") }
            defer { offset += count }
            return Array(bytes[offset..<offset + count])
        }

        mutating func readString() throws(Malformed) -> String {
            let utf8 = try readBytes(try readLength())
            guard let string = String(validating: utf8, as: UTF8.self) else {
                throw Malformed(description: "a string that is not UTF-8 before byte \(offset)")
            }
            return string
        }
    }
}
