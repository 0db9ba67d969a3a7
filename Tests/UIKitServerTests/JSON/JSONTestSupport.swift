import UIKitServer

/// The error `parse` throws for `text`, or `nil` when it parses.
func parseError(_ text: String, limits: JSONLimits = .default) -> JSONError? {
    parseError(Array(text.utf8), limits: limits)
}

/// The error `parse` throws for `bytes`, or `nil` when they parse.
func parseError(_ bytes: [UInt8], limits: JSONLimits = .default) -> JSONError? {
    do {
        _ = try JSONValue.parse(bytes, limits: limits)
        return nil
    } catch {
        return error
    }
}

/// `depth` arrays nested inside each other around `0`.
func nestedArrays(depth: Int) -> String {
    String(repeating: "[", count: depth) + "0" + String(repeating: "]", count: depth)
}
