extension JSONValue {
    /// Parses one JSON text (RFC 8259) from UTF-8 bytes.
    ///
    /// Whitespace may surround the value; anything else after it is an error. Integers
    /// become `.number(Double)`. Bytes json-c finds not to be UTF-8 are rejected; what it
    /// lets through (escaped lone surrogates such as `"\ud800"`, overlong or surrogate
    /// byte sequences) becomes U+FFFD. An object key is cut at an escaped U+0000, since
    /// json-c keeps keys as C strings.
    ///
    /// json-c 0.16 also turns an escaped surrogate pair for U+x D800 to U+x DFFF in planes
    /// 1 to 16 (such as `"\ud877\udc00"`, U+2DC00) into U+FFFD; the same characters sent
    /// as raw UTF-8, as `JSON.stringify` sends them, are read correctly.
    public static func parse(
        _ bytes: some Collection<UInt8>, limits: JSONLimits = .default
    ) throws(JSONError) -> JSONValue {
        let length = bytes.count
        guard length > 0 else { throw .empty }
        guard length <= limits.maxBytes else { throw .tooLarge(maxBytes: limits.maxBytes) }

        // json-c needs a terminator to know that a top-level number or literal has ended.
        var text = [UInt8]()
        text.reserveCapacity(length + 1)
        text.append(contentsOf: bytes)
        text.append(0)

        let document: JSONCDocument
        do throws(JSONCParseFailure) {
            document = try JSONCDocument(parsing: text, maxDepth: limits.maxDepth)
        } catch {
            if let violation = JSONStrictness.firstViolation(in: text, before: error.offset) {
                throw .invalid(reason: violation.reason, offset: violation.offset)
            }
            throw error.error
        }
        if let violation = JSONStrictness.firstViolation(in: text, before: document.end) {
            throw .invalid(reason: violation.reason, offset: violation.offset)
        }
        if let offset = firstNonWhitespace(in: text[document.end..<length]) {
            throw .trailingData(offset: offset)
        }
        return try document.value()
    }

    /// Parses one JSON text (RFC 8259) from a string's UTF-8.
    public static func parse(_ text: String, limits: JSONLimits = .default) throws(JSONError) -> JSONValue {
        try parse(text.utf8, limits: limits)
    }

    private static func firstNonWhitespace(in bytes: ArraySlice<UInt8>) -> Int? {
        bytes.firstIndex { !JSONStrictness.isWhitespace($0) }
    }
}
