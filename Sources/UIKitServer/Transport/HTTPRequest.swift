/// An HTTP request whose head and whole body have arrived.
public struct HTTPRequest: Sendable, Equatable {
    /// One `name=value` pair of the query string, percent-decoded; `value` is nil for `?name`.
    public struct QueryItem: Sendable, Hashable {
        public var name: String
        public var value: String?

        /// Creates a query item.
        public init(name: String, value: String?) {
            self.name = name
            self.value = value
        }
    }

    /// The request method as sent, e.g. "GET".
    public var method: String
    /// The percent-decoded path, without the query string.
    public var path: String
    /// The query string's items in the order they were sent.
    public var queryItems: [QueryItem]
    /// Header fields keyed by lowercased name; repeated fields are joined with ", ".
    public var headers: [String: String]
    /// The request body.
    public var body: [UInt8]
    /// The client's numeric IP address, when known.
    public var remoteAddress: String?

    /// Creates a request.
    public init(method: String, path: String, queryItems: [QueryItem] = [], headers: [String: String] = [:],
                body: [UInt8] = [], remoteAddress: String? = nil) {
        self.method = method
        self.path = path
        self.queryItems = queryItems
        self.headers = headers
        self.body = body
        self.remoteAddress = remoteAddress
    }

    /// The value of the header field `name`, matched case-insensitively.
    public func header(_ name: String) -> String? {
        headers[name.lowercased()]
    }

    /// The value of the first query item called `name`.
    public func queryValue(_ name: String) -> String? {
        queryItems.first { $0.name == name }?.value
    }
}
