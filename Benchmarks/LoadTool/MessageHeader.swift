/// The top-level fields of a server message the load tool acts on (`type`, `rev`, `in`,
/// `detail`), read by one pass over the JSON that skips everything nested, so that thousands of
/// patches a second cost the client little.
struct MessageHeader {
    var type = ""
    var revision: Int?
    var input: Int?
    var detail: String?

    /// Reads a JSON object's top-level fields; nil when the text is not a JSON object.
    init?(_ bytes: [UInt8]) {
        var scanner = Scanner(bytes: bytes)
        guard scanner.object(visit: { key, scanner in
            switch key {
            case "type": self.type = scanner.string() ?? ""
            case "rev": self.revision = scanner.integer()
            case "in": self.input = scanner.integer()
            case "detail": self.detail = scanner.string()
            default: scanner.skipValue()
            }
        }) else { return nil }
    }

    private struct Scanner {
        let bytes: [UInt8]
        var index = 0

        init(bytes: [UInt8]) { self.bytes = bytes }

        /// Calls `visit` with each key of the object here, positioned at its value, which `visit`
        /// must consume. False when the text is not a well-formed object at this level.
        mutating func object(visit: (String, inout Scanner) -> Void) -> Bool {
            skipSpace()
            guard take(UInt8(ascii: "{")) else { return false }
            skipSpace()
            if take(UInt8(ascii: "}")) { return true }
            while true {
                skipSpace()
                guard let key = string() else { return false }
                skipSpace()
                guard take(UInt8(ascii: ":")) else { return false }
                skipSpace()
                visit(key, &self)
                skipSpace()
                if take(UInt8(ascii: ",")) { continue }
                return take(UInt8(ascii: "}"))
            }
        }

        mutating func string() -> String? {
            guard take(UInt8(ascii: "\"")) else { return nil }
            var text: [UInt8] = []
            while index < bytes.count {
                let byte = bytes[index]
                index += 1
                if byte == UInt8(ascii: "\"") { return String(decoding: text, as: UTF8.self) }
                if byte == UInt8(ascii: "\\"), index < bytes.count {
                    text.append(bytes[index])
                    index += 1
                } else {
                    text.append(byte)
                }
            }
            return nil
        }

        mutating func integer() -> Int? {
            var value = 0
            var digits = 0
            let negative = take(UInt8(ascii: "-"))
            while index < bytes.count, bytes[index] >= UInt8(ascii: "0"), bytes[index] <= UInt8(ascii: "9") {
                value = value * 10 + Int(bytes[index] - UInt8(ascii: "0"))
                index += 1
                digits += 1
            }
            skipValue()
            return digits == 0 ? nil : (negative ? -value : value)
        }

        /// Skips a value (or what is left of a scalar): nested objects and arrays by their depth.
        mutating func skipValue() {
            var depth = 0
            while index < bytes.count {
                let byte = bytes[index]
                switch byte {
                case UInt8(ascii: "\""):
                    _ = string()
                    if depth == 0 { return }
                    continue
                case UInt8(ascii: "{"), UInt8(ascii: "["):
                    depth += 1
                case UInt8(ascii: "}"), UInt8(ascii: "]"):
                    if depth == 0 { return }
                    depth -= 1
                    if depth == 0 {
                        index += 1
                        return
                    }
                case UInt8(ascii: ","):
                    if depth == 0 { return }
                default:
                    break
                }
                index += 1
            }
        }

        private mutating func skipSpace() {
            while index < bytes.count, [0x20, 0x09, 0x0A, 0x0D].contains(bytes[index]) { index += 1 }
        }

        private mutating func take(_ byte: UInt8) -> Bool {
            guard index < bytes.count, bytes[index] == byte else { return false }
            index += 1
            return true
        }
    }
}
