/// A WebDriver command as it arrives under `/wd/hub`: its method, the path's segments after
/// the prefix, and its JSON body (any media type: clients label it differently).
struct WebDriverRequest: Sendable {
    let method: String
    let segments: [String]
    let body: JSONObject

    static let prefix = "/wd/hub"

    /// Checks the body at the edge: empty, or one JSON object within the limits.
    init(_ request: HTTPRequest, limits: JSONLimits) throws(WebDriverError) {
        method = request.method
        segments = request.path.dropFirst(Self.prefix.count).split(separator: "/").map(String.init)
        guard !request.body.isEmpty else {
            body = JSONObject()
            return
        }
        let value: JSONValue
        do {
            value = try JSONValue.parse(request.body, limits: limits)
        } catch {
            throw .invalidArgument("the request body is not valid JSON: \(error)")
        }
        guard let object = value.objectValue else { throw .invalidArgument("the request body must be a JSON object") }
        body = object
    }
}
