/// Reads PDF objects from bytes: numbers, names, strings, arrays, dictionaries, references and
/// bare words. Every call moves forward, and nesting is bounded, so garbage ends the reading
/// instead of looping or overflowing the stack.
struct PDFScanner {
    let bytes: [UInt8]
    var position: Int

    /// Arrays and dictionaries nested deeper than this are malformed.
    private static let maximumDepth = 64

    init(_ bytes: [UInt8], position: Int = 0) {
        self.bytes = bytes
        self.position = position
    }

    var isAtEnd: Bool { position >= bytes.count }

    /// The next object; `nil` at the end of the bytes or on nesting too deep. A `]` or `>>`
    /// with nothing open reads as a keyword.
    mutating func nextObject() -> PDFObject? {
        nextObject(depth: 0)
    }

    private mutating func nextObject(depth: Int) -> PDFObject? {
        guard depth < Self.maximumDepth else { return nil }
        skipWhitespaceAndComments()
        guard position < bytes.count else { return nil }
        let byte = bytes[position]
        switch byte {
        case UInt8(ascii: "/"):
            position += 1
            return .name(readName())
        case UInt8(ascii: "("):
            position += 1
            return .string(readLiteralString())
        case UInt8(ascii: "<") where peek(1) == UInt8(ascii: "<"):
            position += 2
            return readDictionary(depth: depth)
        case UInt8(ascii: "<"):
            position += 1
            return .string(readHexString())
        case UInt8(ascii: "["):
            position += 1
            return readArray(depth: depth)
        case UInt8(ascii: "]"), UInt8(ascii: "{"), UInt8(ascii: "}"), UInt8(ascii: ")"):
            position += 1
            return .keyword(String(UnicodeScalar(byte)))
        case UInt8(ascii: ">"):
            position += peek(1) == UInt8(ascii: ">") ? 2 : 1
            return .keyword(">>")
        case UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "+"), UInt8(ascii: "-"), UInt8(ascii: "."):
            return .number(readNumber())
        default:
            let word = readRegularCharacters()
            switch word {
            case "true": return .boolean(true)
            case "false": return .boolean(false)
            case "null": return .null
            default: return .keyword(word)
            }
        }
    }

    /// The elements up to `]`, with `n g R` made into references.
    private mutating func readArray(depth: Int) -> PDFObject? {
        var elements: [PDFObject] = []
        while true {
            guard let element = nextObject(depth: depth + 1) else { return nil }
            if element.keyword == "]" { return .array(elements) }
            if element.keyword == "R", let reference = Self.reference(endingWith: elements) {
                elements.removeLast(2)
                elements.append(reference)
            } else {
                elements.append(element)
            }
        }
    }

    /// The entries up to `>>`; a key that is not a name is skipped with its value.
    private mutating func readDictionary(depth: Int) -> PDFObject? {
        var items: [PDFObject] = []
        while true {
            guard let item = nextObject(depth: depth + 1) else { return nil }
            if item.keyword == ">>" { break }
            if item.keyword == "R", let reference = Self.reference(endingWith: items) {
                items.removeLast(2)
                items.append(reference)
            } else {
                items.append(item)
            }
        }
        var dictionary: [String: PDFObject] = [:]
        var index = 0
        while index + 1 < items.count {
            if let key = items[index].name { dictionary[key] = items[index + 1] }
            index += 2
        }
        return .dictionary(dictionary)
    }

    private static func reference(endingWith items: [PDFObject]) -> PDFObject? {
        guard items.count >= 2, let number = items[items.count - 2].integer, items[items.count - 1].integer != nil,
              number >= 0 else { return nil }
        return .reference(number)
    }

    private mutating func readName() -> String {
        var scalars: [UInt8] = []
        while position < bytes.count, Self.isRegular(bytes[position]) {
            if bytes[position] == UInt8(ascii: "#"), let high = hexValue(peek(1)), let low = hexValue(peek(2)) {
                scalars.append(high << 4 | low)
                position += 3
            } else {
                scalars.append(bytes[position])
                position += 1
            }
        }
        return String(decoding: scalars, as: UTF8.self)
    }

    /// A `( … )` string, with balanced parentheses and backslash escapes kept as written: the
    /// drawing never needs a string's text.
    private mutating func readLiteralString() -> [UInt8] {
        var result: [UInt8] = []
        var open = 1
        while position < bytes.count {
            let byte = bytes[position]
            position += 1
            if byte == UInt8(ascii: "\\") {
                if position < bytes.count { result.append(bytes[position]) }
                position += 1
                continue
            }
            if byte == UInt8(ascii: "(") { open += 1 }
            if byte == UInt8(ascii: ")") {
                open -= 1
                if open == 0 { break }
            }
            result.append(byte)
        }
        return result
    }

    private mutating func readHexString() -> [UInt8] {
        var digits: [UInt8] = []
        while position < bytes.count, bytes[position] != UInt8(ascii: ">") {
            if let value = hexValue(bytes[position]) { digits.append(value) }
            position += 1
        }
        position += 1
        if digits.count % 2 == 1 { digits.append(0) }
        return stride(from: 0, to: digits.count, by: 2).map { digits[$0] << 4 | digits[$0 + 1] }
    }

    /// A number as PDF writes it (`12`, `-3.5`, `.25`, `4.`); a malformed one reads as 0, as
    /// PDF readers do.
    private mutating func readNumber() -> Double {
        let start = position
        position += 1
        while position < bytes.count,
              (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(bytes[position]) || bytes[position] == UInt8(ascii: ".") {
            position += 1
        }
        let text = String(decoding: bytes[start..<position], as: UTF8.self)
        guard let value = Double(text) ?? Double(text + "0"), value.isFinite else { return 0 }
        return value
    }

    private mutating func readRegularCharacters() -> String {
        let start = position
        while position < bytes.count, Self.isRegular(bytes[position]) { position += 1 }
        if position == start { position += 1 }
        return String(decoding: bytes[start..<position], as: UTF8.self)
    }

    mutating func skipWhitespaceAndComments() {
        while position < bytes.count {
            if Self.isWhitespace(bytes[position]) {
                position += 1
            } else if bytes[position] == UInt8(ascii: "%") {
                while position < bytes.count, bytes[position] != 10, bytes[position] != 13 { position += 1 }
            } else {
                return
            }
        }
    }

    /// The index of the first occurrence of `word` at or after `start`, if any.
    func find(_ word: String, from start: Int) -> Int? {
        let pattern = Array(word.utf8)
        guard let first = pattern.first, start >= 0 else { return nil }
        var index = start
        while index + pattern.count <= bytes.count {
            if bytes[index] == first, bytes[index..<index + pattern.count].elementsEqual(pattern) { return index }
            index += 1
        }
        return nil
    }

    private func peek(_ offset: Int) -> UInt8? {
        position + offset < bytes.count ? bytes[position + offset] : nil
    }

    private func hexValue(_ byte: UInt8?) -> UInt8? {
        switch byte {
        case .some(let b) where (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(b): b - UInt8(ascii: "0")
        case .some(let b) where (UInt8(ascii: "a")...UInt8(ascii: "f")).contains(b): b - UInt8(ascii: "a") + 10
        case .some(let b) where (UInt8(ascii: "A")...UInt8(ascii: "F")).contains(b): b - UInt8(ascii: "A") + 10
        default: nil
        }
    }

    static func isWhitespace(_ byte: UInt8) -> Bool {
        byte == 0 || byte == 9 || byte == 10 || byte == 12 || byte == 13 || byte == 32
    }

    static func isDelimiter(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "("), UInt8(ascii: ")"), UInt8(ascii: "<"), UInt8(ascii: ">"), UInt8(ascii: "["),
             UInt8(ascii: "]"), UInt8(ascii: "{"), UInt8(ascii: "}"), UInt8(ascii: "/"), UInt8(ascii: "%"): true
        default: false
        }
    }

    static func isRegular(_ byte: UInt8) -> Bool {
        !isWhitespace(byte) && !isDelimiter(byte)
    }
}
