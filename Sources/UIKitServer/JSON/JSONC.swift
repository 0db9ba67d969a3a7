import CJSONC

// Every call into json-c lives in this file. json-c objects are reference counted;
// each tree parsed here has one owner that releases its root exactly once. (Writing JSON
// needs no json-c tree: `JSONWriter` writes the same text directly.)

/// Why json-c stopped, and where.
struct JSONCParseFailure: Error {
    let error: JSONError
    let offset: Int
}

/// A json-c tokener, freed when it goes out of scope.
private struct JSONCTokener: ~Copyable {
    let pointer: UnsafeMutablePointer<json_tokener>

    init(maxDepth: Int) {
        guard let pointer = json_tokener_new_ex(Int32(maxDepth)) else {
            preconditionFailure("json-c could not allocate a tokener")
        }
        self.pointer = pointer
    }

    deinit {
        json_tokener_free(pointer)
    }
}

/// A json-c tree parsed from text, released when it goes out of scope.
struct JSONCDocument: ~Copyable {
    /// `nil` when the text is `null`: json-c represents JSON null as a null pointer.
    private let root: OpaquePointer?
    private let maxDepth: Int
    /// The offset just past the value and any whitespace json-c read after it.
    let end: Int

    /// Parses the first value of `text`, which must end in a 0 byte that is not part of
    /// the input. Stops after that value, leaving trailing bytes to the caller.
    ///
    /// `maxDepth` counts nested arrays and objects. json-c's depth counts the levels values
    /// sit at, so `[0]` needs 2 but `[]` only 1: it gets one more level, and `value()`
    /// rejects the containers that extra level lets through.
    init(parsing text: [UInt8], maxDepth: Int) throws(JSONCParseFailure) {
        precondition(text.last == 0, "json-c needs a terminating 0 byte")
        let tokener = JSONCTokener(maxDepth: maxDepth + 1)
        json_tokener_set_flags(
            tokener.pointer,
            JSON_TOKENER_STRICT | JSON_TOKENER_ALLOW_TRAILING_CHARS | JSON_TOKENER_VALIDATE_UTF8)
        let parsed = text.withUnsafeBytes { bytes in
            json_tokener_parse_ex(
                tokener.pointer, bytes.baseAddress?.assumingMemoryBound(to: CChar.self), Int32(bytes.count))
        }
        let status = json_tokener_get_error(tokener.pointer)
        // At the end of the input json-c may count the terminator as read.
        let end = min(json_tokener_get_parse_end(tokener.pointer), text.count - 1)
        guard status == json_tokener_success else {
            json_object_put(parsed)
            throw JSONCParseFailure(error: Self.error(for: status, at: end, maxDepth: maxDepth), offset: end)
        }
        root = parsed
        self.maxDepth = maxDepth
        self.end = end
    }

    deinit {
        json_object_put(root)
    }

    /// The parsed tree as a `JSONValue`.
    borrowing func value() throws(JSONError) -> JSONValue {
        try Self.value(of: root, depth: 0, maxDepth: maxDepth)
    }

    private static func error(for status: json_tokener_error, at offset: Int, maxDepth: Int) -> JSONError {
        switch status {
        case json_tokener_error_depth:
            .tooDeep(maxDepth: maxDepth)
        case json_tokener_error_parse_utf8_string:
            .invalidUTF8(offset: offset)
        case json_tokener_continue, json_tokener_error_parse_eof:
            .invalid(reason: "unexpected end of data", offset: offset)
        default:
            .invalid(reason: String(cString: json_tokener_error_desc(status)), offset: offset)
        }
    }

    /// The value of `object`, which sits inside `depth` arrays and objects.
    private static func value(
        of object: OpaquePointer?, depth: Int, maxDepth: Int
    ) throws(JSONError) -> JSONValue {
        guard let object else { return .null }
        let type = json_object_get_type(object)
        if type == json_type_array || type == json_type_object, depth >= maxDepth {
            throw .tooDeep(maxDepth: maxDepth)
        }
        switch type {
        case json_type_boolean:
            return .bool(json_object_get_boolean(object) != 0)
        case json_type_double:
            let number = json_object_get_double(object)
            guard number.isFinite else { throw .numberOutOfRange }
            return .number(number)
        case json_type_int:
            return .number(try integer(of: object))
        case json_type_string:
            return .string(string(of: object))
        case json_type_array:
            return .array(try elements(of: object, depth: depth + 1, maxDepth: maxDepth))
        case json_type_object:
            return .object(try members(of: object, depth: depth + 1, maxDepth: maxDepth))
        default:
            return .null
        }
    }

    /// json-c clamps integers that overflow to Int64.min or UInt64.max, so those two
    /// values cannot be told apart from larger ones and are rejected.
    private static func integer(of object: OpaquePointer) throws(JSONError) -> Double {
        let signed = json_object_get_int64(object)
        if signed == .min { throw .numberOutOfRange }
        guard signed == .max else { return Double(signed) }
        let unsigned = json_object_get_uint64(object)
        if unsigned == .max { throw .numberOutOfRange }
        return Double(unsigned)
    }

    private static func string(of object: OpaquePointer) -> String {
        let length = Int(json_object_get_string_len(object))
        let bytes = UnsafeRawBufferPointer(start: json_object_get_string(object), count: length)
        return String(decoding: bytes, as: UTF8.self)
    }

    private static func elements(
        of array: OpaquePointer, depth: Int, maxDepth: Int
    ) throws(JSONError) -> [JSONValue] {
        let count = json_object_array_length(array)
        var elements = [JSONValue]()
        elements.reserveCapacity(count)
        for index in 0..<count {
            elements.append(try value(of: json_object_array_get_idx(array, index), depth: depth, maxDepth: maxDepth))
        }
        return elements
    }

    private static func members(
        of object: OpaquePointer, depth: Int, maxDepth: Int
    ) throws(JSONError) -> JSONObject {
        var entries = [JSONObject.Element]()
        entries.reserveCapacity(Int(json_object_object_length(object)))
        var iterator = json_object_iter_begin(object)
        var end = json_object_iter_end(object)
        while json_object_iter_equal(&iterator, &end) == 0 {
            let key = String(cString: json_object_iter_peek_name(&iterator))
            let member = json_object_iter_peek_value(&iterator)
            entries.append((key: key, value: try value(of: member, depth: depth, maxDepth: maxDepth)))
            json_object_iter_next(&iterator)
        }
        // json-c has already merged duplicate keys.
        return JSONObject(uniqueEntries: entries)
    }
}
