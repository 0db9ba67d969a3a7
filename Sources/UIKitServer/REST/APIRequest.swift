/// A REST request checked at the edge: a known route, an allowed method, and a body that is
/// JSON when there is one.
struct APIRequest: Sendable {
    let route: APIRoute
    let method: String
    let body: JSONObject?
    /// The query string's items, for the reads that take options (a screenshot's scale).
    let queryItems: [HTTPRequest.QueryItem]

    /// Checks the request's route, method, media type and JSON, in that order.
    init(_ request: HTTPRequest, limits: JSONLimits) throws(Problem) {
        guard let route = APIRoute(path: request.path) else {
            throw .notFound("there is no endpoint at \(request.path)")
        }
        guard route.allowedMethods.contains(request.method) else {
            throw Problem(status: 405, detail: "\(request.path) allows \(route.allowedMethods.joined(separator: ", ")), not \(request.method)",
                          headers: ["Allow": route.allowedMethods.joined(separator: ", ")])
        }
        self.route = route
        method = request.method
        queryItems = request.queryItems
        body = try Self.decodeBody(request, limits: limits)
    }

    private static func decodeBody(_ request: HTTPRequest, limits: JSONLimits) throws(Problem) -> JSONObject? {
        guard !request.body.isEmpty else { return nil }
        let mediaType = request.header("content-type")?.split(separator: ";").first?
            .trimmingCharacters(in: .whitespaces).lowercased()
        guard mediaType == "application/json" else {
            throw Problem(status: 415, detail: "the request body must be application/json, not \(mediaType ?? "unlabelled")")
        }
        let value: JSONValue
        do {
            value = try JSONValue.parse(request.body, limits: limits)
        } catch {
            throw .badRequest(error.description)
        }
        guard let object = value.objectValue else { throw .badRequest("the request body must be a JSON object") }
        if let path = Self.firstNull(in: value, at: "") {
            throw .badRequest("\(path) is null: leave a field out to use its default; null is no value of any field")
        }
        return object
    }

    /// Where the first `null` in `value` is, as a JSON path (`"duration"`, `"events"[2]."time"`);
    /// openapi.yaml declares no field that takes null.
    private static func firstNull(in value: JSONValue, at path: String) -> String? {
        switch value {
        case .null:
            return path
        case .array(let elements):
            for (index, element) in elements.enumerated() {
                if let found = firstNull(in: element, at: path + "[\(index)]") { return found }
            }
            return nil
        case .object(let object):
            for (key, member) in object {
                let name = "\"" + key + "\""
                if let found = firstNull(in: member, at: path.isEmpty ? name : path + "." + name) { return found }
            }
            return nil
        default:
            return nil
        }
    }
}
