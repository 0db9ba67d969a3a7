/// A complete HTTP response: status, header fields and body.
public struct HTTPResponse: Sendable, Equatable {
    /// The status code, e.g. 200.
    public var status: Int
    /// Header fields to send. `Content-Length` and `Date` are set by the server.
    public var headers: [String: String]
    /// The body bytes.
    public var body: [UInt8]

    /// Creates a response with a byte body.
    public init(status: Int = 200, headers: [String: String] = [:], body: [UInt8] = []) {
        self.status = status
        self.headers = headers
        self.body = body
    }

    /// Creates a response whose body is `text` in UTF-8.
    public init(status: Int = 200, headers: [String: String] = [:], text: String) {
        self.init(status: status, headers: headers, body: Array(text.utf8))
    }

    /// The default error body: the detail as plain text.
    @Sendable
    public static func plainTextError(status: Int, detail: String) -> HTTPResponse {
        HTTPResponse(status: status, headers: ["Content-Type": "text/plain; charset=utf-8"], text: detail + "\n")
    }
}
