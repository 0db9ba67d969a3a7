/// Why a JSON text was rejected; `description` is written for an HTTP problem `detail`.
///
/// Byte offsets count from 0 at the first byte of the input.
public enum JSONError: Error, Sendable, Equatable {
    /// The input has no bytes at all.
    case empty
    /// The input has more bytes than `JSONLimits.maxBytes`.
    case tooLarge(maxBytes: Int)
    /// Arrays and objects nest deeper than `JSONLimits.maxDepth`.
    case tooDeep(maxDepth: Int)
    /// The text is not JSON; `reason` names what was wrong at `offset`.
    case invalid(reason: String, offset: Int)
    /// The bytes at `offset` are not UTF-8.
    case invalidUTF8(offset: Int)
    /// A complete value ends before `offset`, where more than whitespace follows.
    case trailingData(offset: Int)
    /// A number is too large in magnitude: a double beyond `Double.greatestFiniteMagnitude`,
    /// or an integer json-c clamped to its 64-bit bounds.
    case numberOutOfRange
}

extension JSONError: CustomStringConvertible {
    /// A one-line explanation for the client that sent the JSON.
    public var description: String {
        switch self {
        case .empty:
            "request body is empty"
        case .tooLarge(let maxBytes):
            "JSON is larger than \(maxBytes) bytes"
        case .tooDeep(let maxDepth):
            "JSON nests deeper than \(maxDepth) levels"
        case .invalid(let reason, let offset):
            "JSON is not valid: \(reason) at byte \(offset)"
        case .invalidUTF8(let offset):
            "JSON is not valid: invalid UTF-8 at byte \(offset)"
        case .trailingData(let offset):
            "JSON has trailing data after the first value at byte \(offset)"
        case .numberOutOfRange:
            "JSON has a number out of range"
        }
    }
}
