/// A JSON value: the typed form every request body and every message is decoded into
/// once, at the edge, and the form every response and patch is written from.
///
/// Numbers are `Double`s. json-c reads integers as 64-bit integers; they become
/// `.number(Double(integer))`, so integers beyond ±2^53 lose precision.
public enum JSONValue: Sendable, Equatable {
    /// The JSON literal `null`.
    case null
    /// `true` or `false`.
    case bool(Bool)
    /// A number. Non-finite values are written as `null`, since JSON has no NaN or infinity.
    case number(Double)
    /// A string of Unicode text.
    case string(String)
    /// An ordered list of values.
    case array([JSONValue])
    /// Key-value pairs that keep their insertion order.
    case object(JSONObject)
}

extension JSONValue {
    /// The string, or `nil` when the value is not a string.
    public var stringValue: String? {
        guard case .string(let string) = self else { return nil }
        return string
    }

    /// The number, or `nil` when the value is not a number.
    public var doubleValue: Double? {
        guard case .number(let number) = self else { return nil }
        return number
    }

    /// The Boolean, or `nil` when the value is not `true` or `false`.
    public var boolValue: Bool? {
        guard case .bool(let bool) = self else { return nil }
        return bool
    }

    /// The elements, or `nil` when the value is not an array.
    public var arrayValue: [JSONValue]? {
        guard case .array(let array) = self else { return nil }
        return array
    }

    /// The object, or `nil` when the value is not an object.
    public var objectValue: JSONObject? {
        guard case .object(let object) = self else { return nil }
        return object
    }

    /// The value stored under `key`, or `nil` when the key is absent or the value is not an object.
    public subscript(key: String) -> JSONValue? {
        objectValue?[key]
    }
}

extension JSONValue: CustomStringConvertible {
    /// The compact JSON text of the value, as `serialized()` writes it.
    public var description: String { serialized() }
}
