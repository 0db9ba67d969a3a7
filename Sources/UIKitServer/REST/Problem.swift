/// An HTTP error as `application/problem+json` (RFC 9457), with a detail that says what to fix.
struct Problem: Error, Sendable {
    let status: Int
    let detail: String
    var headers: [String: String] = [:]

    static func badRequest(_ detail: String) -> Problem { Problem(status: 400, detail: detail) }
    static func notFound(_ detail: String) -> Problem { Problem(status: 404, detail: detail) }

    var response: HTTPResponse {
        let body: JSONValue = .object([
            "type": "about:blank",
            "title": .string(Self.title(for: status)),
            "status": .number(Double(status)),
            "detail": .string(detail),
        ])
        var headers = self.headers
        headers["Content-Type"] = "application/problem+json"
        return HTTPResponse(status: status, headers: headers, body: body.serializedBytes())
    }

    static func title(for status: Int) -> String {
        switch status {
        case 400: "Bad Request"
        case 401: "Unauthorized"
        case 404: "Not Found"
        case 405: "Method Not Allowed"
        case 409: "Conflict"
        case 413: "Content Too Large"
        case 415: "Unsupported Media Type"
        case 426: "Upgrade Required"
        case 429: "Too Many Requests"
        case 503: "Service Unavailable"
        default: status >= 500 ? "Internal Server Error" : "Error"
        }
    }
}
