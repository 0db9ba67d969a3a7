/// A W3C WebDriver error: its error code, HTTP status and message, sent as
/// `{"value": {"error", "message", "stacktrace"}}`.
struct WebDriverError: Error, Sendable, Equatable {
    /// The error code the W3C WebDriver specification names (`no such element`...).
    let code: String
    let status: Int
    let message: String

    static func invalidArgument(_ message: String) -> WebDriverError { .init(code: "invalid argument", status: 400, message: message) }
    static func invalidSelector(_ message: String) -> WebDriverError { .init(code: "invalid selector", status: 400, message: message) }
    static func invalidSessionID(_ id: String) -> WebDriverError {
        .init(code: "invalid session id", status: 404, message: "no WebDriver session has the id \(id)")
    }
    static func noSuchElement(_ message: String) -> WebDriverError { .init(code: "no such element", status: 404, message: message) }
    static func staleElement(_ id: String) -> WebDriverError {
        .init(code: "stale element reference", status: 404, message: "the element \(id) is no longer in the view hierarchy")
    }
    static func noSuchAlert() -> WebDriverError { .init(code: "no such alert", status: 404, message: "no alert is presented") }
    static func unknownCommand(_ method: String, _ path: String) -> WebDriverError {
        .init(code: "unknown command", status: 404, message: "\(method) \(path) is not a WebDriver command this server knows")
    }
    static func unknownMethod(_ method: String, _ path: String) -> WebDriverError {
        .init(code: "unknown method", status: 405, message: "\(path) does not take \(method)")
    }
    static func unsupported(_ message: String) -> WebDriverError { .init(code: "unsupported operation", status: 500, message: message) }
    static func notInteractable(_ message: String) -> WebDriverError {
        .init(code: "element not interactable", status: 400, message: message)
    }
    static func sessionNotCreated(_ message: String) -> WebDriverError { .init(code: "session not created", status: 500, message: message) }
    static func timeout(_ message: String) -> WebDriverError { .init(code: "timeout", status: 500, message: message) }
    static func unknownError(_ message: String) -> WebDriverError { .init(code: "unknown error", status: 500, message: message) }
    /// W3C has no code for a client over its rate: `unknown error`, with HTTP's 429.
    static func tooManyCommands(_ message: String) -> WebDriverError { .init(code: "unknown error", status: 429, message: message) }
    static func javascriptError(_ message: String) -> WebDriverError { .init(code: "javascript error", status: 500, message: message) }

    var response: HTTPResponse {
        WebDriverAPI.reply(status, .object(["error": .string(code), "message": .string(message), "stacktrace": ""]))
    }
}
