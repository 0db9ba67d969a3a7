extension JSONValue: ExpressibleByNilLiteral {
    /// Creates `.null`.
    public init(nilLiteral: ()) {
        self = .null
    }
}

extension JSONValue: ExpressibleByBooleanLiteral {
    /// Creates `.bool`.
    public init(booleanLiteral value: Bool) {
        self = .bool(value)
    }
}

extension JSONValue: ExpressibleByIntegerLiteral {
    /// Creates `.number` from an integer literal.
    public init(integerLiteral value: Int) {
        self = .number(Double(value))
    }
}

extension JSONValue: ExpressibleByFloatLiteral {
    /// Creates `.number` from a floating-point literal.
    public init(floatLiteral value: Double) {
        self = .number(value)
    }
}

extension JSONValue: ExpressibleByStringLiteral {
    /// Creates `.string`.
    public init(stringLiteral value: String) {
        self = .string(value)
    }
}

/// Lets interpolated literals such as `"row \(index)"` build `.string`.
extension JSONValue: ExpressibleByStringInterpolation {}

extension JSONValue: ExpressibleByArrayLiteral {
    /// Creates `.array` with the elements in order.
    public init(arrayLiteral elements: JSONValue...) {
        self = .array(elements)
    }
}

extension JSONValue: ExpressibleByDictionaryLiteral {
    /// Creates `.object` with the pairs in the order written; a repeated key keeps its
    /// first position and its last value.
    public init(dictionaryLiteral elements: (String, JSONValue)...) {
        self = .object(JSONObject(elements))
    }
}
