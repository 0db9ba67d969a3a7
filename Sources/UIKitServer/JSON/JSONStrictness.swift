/// Finds what json-c 0.16 accepts even with `JSON_TOKENER_STRICT` but RFC 8259 forbids:
/// single-quoted object keys, `NaN` and `Infinity`, leading zeros (`01`), a decimal point
/// without digits after it (`1.`), and raw control characters inside strings.
///
/// It only scans bytes json-c has already read, so it assumes the structure is otherwise
/// valid and reports the first offending byte.
enum JSONStrictness {
    struct Violation {
        let offset: Int
        let reason: String
    }

    /// The part of a number the byte just read belongs to.
    private enum NumberPart {
        case sign, leadingZero, integer, point, fraction, exponent
    }

    /// What the next byte does to a number.
    private enum NumberStep {
        case continues(NumberPart)
        case ends
        case invalid(reason: String)
    }

    static func isWhitespace(_ byte: UInt8) -> Bool {
        byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D
    }

    private static func isDigit(_ byte: UInt8) -> Bool {
        (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte)
    }

    /// Bytes that may stand outside strings and numbers: whitespace, structure, and the
    /// letters of `true`, `false` and `null`.
    private static func isAllowedOutsideValues(_ byte: UInt8) -> Bool {
        switch byte {
        case 0x20, 0x09, 0x0A, 0x0D: true
        case UInt8(ascii: "{"), UInt8(ascii: "}"), UInt8(ascii: "["), UInt8(ascii: "]"),
             UInt8(ascii: ":"), UInt8(ascii: ","): true
        case UInt8(ascii: "t"), UInt8(ascii: "r"), UInt8(ascii: "u"), UInt8(ascii: "e"),
             UInt8(ascii: "f"), UInt8(ascii: "a"), UInt8(ascii: "l"), UInt8(ascii: "s"),
             UInt8(ascii: "n"): true
        default: false
        }
    }

    static func firstViolation(in bytes: [UInt8], before end: Int) -> Violation? {
        var inString = false
        var escaped = false
        var number: NumberPart?
        for offset in 0..<min(end, bytes.count) {
            let byte = bytes[offset]
            if inString {
                if escaped {
                    escaped = false
                } else if byte == UInt8(ascii: "\\") {
                    escaped = true
                } else if byte == UInt8(ascii: "\"") {
                    inString = false
                } else if byte < 0x20 {
                    return Violation(offset: offset, reason: "unescaped control character in string")
                }
                continue
            }
            if let part = number {
                switch step(after: part, with: byte) {
                case .continues(let next):
                    number = next
                    continue
                case .ends:
                    number = nil
                case .invalid(let reason):
                    return Violation(offset: offset, reason: reason)
                }
            }
            switch byte {
            case UInt8(ascii: "\""): inString = true
            case UInt8(ascii: "-"): number = .sign
            case UInt8(ascii: "0"): number = .leadingZero
            case _ where isDigit(byte): number = .integer
            case _ where isAllowedOutsideValues(byte): break
            default: return Violation(offset: offset, reason: "unexpected character")
            }
        }
        if number == .point {
            return Violation(offset: end, reason: "digit expected after decimal point")
        }
        return nil
    }

    /// Exponents are left to json-c, which checks them.
    private static func step(after part: NumberPart, with byte: UInt8) -> NumberStep {
        let digit = isDigit(byte)
        let point = byte == UInt8(ascii: ".")
        let exponent = byte == UInt8(ascii: "e") || byte == UInt8(ascii: "E")
        switch part {
        case .sign:
            if byte == UInt8(ascii: "0") { return .continues(.leadingZero) }
            return digit ? .continues(.integer) : .ends
        case .leadingZero:
            if digit { return .invalid(reason: "leading zero in number") }
            return point ? .continues(.point) : exponent ? .continues(.exponent) : .ends
        case .integer:
            return digit ? .continues(.integer) : point ? .continues(.point) : exponent ? .continues(.exponent) : .ends
        case .point:
            return digit ? .continues(.fraction) : .invalid(reason: "digit expected after decimal point")
        case .fraction:
            return digit ? .continues(.fraction) : exponent ? .continues(.exponent) : .ends
        case .exponent:
            let sign = byte == UInt8(ascii: "+") || byte == UInt8(ascii: "-")
            return digit || sign ? .continues(.exponent) : .ends
        }
    }
}
