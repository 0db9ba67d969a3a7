/// Writes a `JSONValue` as compact JSON text straight into a byte buffer.
///
/// The text is the one json-c writes with `JSON_C_TO_STRING_PLAIN | JSON_C_TO_STRING_NOSLASHESCAPE`
/// (`JSONValue.serialized()` documents it), without building a json-c tree first: a snapshot of
/// thousands of views is written in one pass with no allocation per value.
struct JSONWriter {
    private(set) var bytes: [UInt8] = []

    init(capacity: Int = 256) {
        bytes.reserveCapacity(capacity)
    }

    mutating func write(_ value: JSONValue) {
        switch value {
        case .null:
            appendLiteral("null")
        case .bool(let bool):
            appendLiteral(bool ? "true" : "false")
        case .number(let number):
            write(number)
        case .string(let string):
            write(string, cutAtNul: false)
        case .array(let elements):
            bytes.append(UInt8(ascii: "["))
            for (index, element) in elements.enumerated() {
                if index > 0 { bytes.append(UInt8(ascii: ",")) }
                write(element)
            }
            bytes.append(UInt8(ascii: "]"))
        case .object(let members):
            bytes.append(UInt8(ascii: "{"))
            for (index, member) in members.enumerated() {
                if index > 0 { bytes.append(UInt8(ascii: ",")) }
                // json-c keeps keys as C strings.
                write(member.key, cutAtNul: true)
                bytes.append(UInt8(ascii: ":"))
                write(member.value)
            }
            bytes.append(UInt8(ascii: "}"))
        }
    }

    /// Integral numbers above Int64.min as integers; other finite ones in Swift's shortest
    /// round-trip form; NaN and infinity as `null`.
    mutating func write(_ number: Double) {
        if let integer = Self.integral(number) { return write(integer) }
        guard number.isFinite else { return appendLiteral("null") }
        if writeEighths(number) { return }
        bytes.append(contentsOf: number.description.utf8)
    }

    /// A number of whole eighths under 10¹² (the half and quarter points that frames at 2× and
    /// 4× land on), written without making a `String`; false for any other number. Under 10¹²
    /// a double is finer than a thousandth, so no other decimal of three places or fewer reads
    /// back as the number: its exact digits are Swift's shortest round-trip form.
    private mutating func writeEighths(_ number: Double) -> Bool {
        let magnitude = abs(number)
        guard magnitude < 1e12 else { return false }
        let eighths = magnitude * 8
        let whole = Int64(eighths)
        guard Double(whole) == eighths else { return false }
        if number < 0 { bytes.append(UInt8(ascii: "-")) }
        write(whole / 8)
        // 1/8 = 0.125: the fraction's digits are its eighths times 125, without trailing zeros.
        var fraction = (whole % 8) * 125
        var digits = 3
        while fraction % 10 == 0 {
            fraction /= 10
            digits -= 1
        }
        bytes.append(UInt8(ascii: "."))
        var divisor: Int64 = digits == 3 ? 100 : digits == 2 ? 10 : 1
        while divisor > 0 {
            bytes.append(UInt8(ascii: "0") + UInt8(fraction / divisor % 10))
            divisor /= 10
        }
        return true
    }

    /// An integer as `.number(Double(integer))` writes it (the same digits, up to 2⁵³).
    mutating func write(_ integer: Int) {
        guard integer.magnitude <= 1 << 53 else { return write(Double(integer)) }
        write(Int64(integer))
    }

    /// The digits go last first into a buffer on the stack, one division each, and then into
    /// the text at once: appending them one by one and reversing them in place took about 500
    /// instructions for a three-digit number.
    private mutating func write(_ integer: Int64) {
        if integer < 0 { bytes.append(UInt8(ascii: "-")) }
        var magnitude = integer.magnitude
        guard magnitude >= 10 else { return bytes.append(UInt8(ascii: "0") + UInt8(magnitude)) }
        withUnsafeTemporaryAllocation(of: UInt8.self, capacity: 20) { digits in
            var start = digits.count
            repeat {
                start -= 1
                digits[start] = UInt8(ascii: "0") + UInt8(magnitude % 10)
                magnitude /= 10
            } while magnitude > 0
            bytes.append(contentsOf: UnsafeBufferPointer(rebasing: digits[start...]))
        }
    }

    /// `number` as an integer when it is integral and above Int64.min; Int64.min would read
    /// back as an overflow in json-c. Avoids `Int64(exactly:)`, whose rounding calls libm's
    /// `trunc`, which executables without Foundation do not link.
    private static func integral(_ number: Double) -> Int64? {
        guard number > -0x1p63, number < 0x1p63 else { return nil }
        let integer = Int64(number)
        return Double(integer) == number ? integer : nil
    }

    /// A JSON string value: `write(_:cutAtNul:)` with the whole string.
    mutating func write(_ string: String) {
        write(string, cutAtNul: false)
    }

    /// A quoted string with `"`, `\` and control characters escaped as json-c escapes them
    /// (`/` and everything from U+007F up are written as they are, in UTF-8).
    private mutating func write(_ string: String, cutAtNul: Bool) {
        var string = string
        string.withUTF8 { text in
            bytes.append(UInt8(ascii: "\""))
            var start = 0
            for (position, byte) in text.enumerated() {
                if byte == 0, cutAtNul {
                    bytes.append(contentsOf: UnsafeBufferPointer(rebasing: text[start..<position]))
                    start = text.count
                    break
                }
                guard byte < 0x20 || byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "\\") else { continue }
                bytes.append(contentsOf: UnsafeBufferPointer(rebasing: text[start..<position]))
                appendEscape(for: byte)
                start = position + 1
            }
            if start < text.count { bytes.append(contentsOf: UnsafeBufferPointer(rebasing: text[start...])) }
            bytes.append(UInt8(ascii: "\""))
        }
    }

    private mutating func appendEscape(for byte: UInt8) {
        bytes.append(UInt8(ascii: "\\"))
        switch byte {
        case 0x08: bytes.append(UInt8(ascii: "b"))
        case 0x09: bytes.append(UInt8(ascii: "t"))
        case 0x0A: bytes.append(UInt8(ascii: "n"))
        case 0x0C: bytes.append(UInt8(ascii: "f"))
        case 0x0D: bytes.append(UInt8(ascii: "r"))
        case UInt8(ascii: "\""), UInt8(ascii: "\\"): bytes.append(byte)
        default:
            appendLiteral("u00")
            bytes.append(Self.hexDigit(byte >> 4))
            bytes.append(Self.hexDigit(byte & 0xF))
        }
    }

    private static func hexDigit(_ value: UInt8) -> UInt8 {
        value < 10 ? UInt8(ascii: "0") + value : UInt8(ascii: "a") + value - 10
    }

    /// JSON text written as it is.
    mutating func appendLiteral(_ text: StaticString) {
        text.withUTF8Buffer { bytes.append(contentsOf: $0) }
    }

    /// Text known to need no escaping, written as it is.
    mutating func append(_ text: String) {
        bytes.append(contentsOf: text.utf8)
    }
}
