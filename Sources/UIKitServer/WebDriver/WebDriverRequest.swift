/// A WebDriver command as it arrives under `/wd/hub`: its method, the path's segments after
/// the prefix, and its JSON body (any media type: clients label it differently).
struct WebDriverRequest: Sendable {
    let method: String
    let segments: [String]
    let body: JSONObject

    static let prefix = "/wd/hub"

    /// The path as `/metrics` counts it: ids and names replaced by placeholders
    /// (`/wd/hub/session/{sessionId}/element/{elementId}/click`), so a new session or element
    /// never makes a new series; a path with a word no command uses counts as `unmatched`.
    var routeTemplate: String {
        guard segments.count <= 6 else { return APIRoute.unmatchedTemplate }
        var parts: [String] = []
        for (index, segment) in segments.enumerated() {
            let previous = index > 0 ? segments[index - 1] : ""
            if previous == "session" && index == 1 {
                parts.append("{sessionId}")
            } else if previous == "element" && index == 3 && segment != "active" {
                parts.append("{elementId}")
            } else if previous == "attribute" || previous == "property" {
                parts.append("{name}")
            } else if Self.commandWords.contains(segment) {
                parts.append(segment)
            } else {
                return APIRoute.unmatchedTemplate
            }
        }
        return Self.prefix + "/" + parts.joined(separator: "/")
    }

    private static let commandWords: Set<String> = [
        "session", "sessions", "status", "timeouts", "element", "elements", "active", "source", "screenshot", "window",
        "handles", "rect", "size", "orientation", "actions", "execute", "sync", "alert", "text", "accept", "dismiss",
        "appium", "app", "background", "click", "clear", "value", "name", "displayed", "enabled", "selected",
        "attribute", "property",
    ]

    init(method: String, segments: [String], body: JSONObject) {
        self.method = method
        self.segments = segments
        self.body = body
    }

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
