import Logging

extension HTTPServer {
    /// Where an `HTTPServer` listens and the limits it enforces.
    public struct Configuration: Sendable {
        /// The address to listen on: "127.0.0.1", "0.0.0.0", "::", or a resolvable name.
        public var host: String
        /// The TCP port; 0 picks an ephemeral port, readable from `HTTPServer.port` after `start()`.
        public var port: Int
        /// The most HTTP connections open at once (`MHD_OPTION_CONNECTION_LIMIT`), and the most
        /// WebSockets: an upgraded socket is taken from libmicrohttpd, so the two are counted
        /// apart, and an upgrade past the limit gets 503.
        public var connectionLimit: Int
        /// The largest request body accepted; larger requests get 413 without the body being read.
        public var maximumRequestBodyBytes: Int
        /// How long a plain HTTP connection may stay idle (`MHD_OPTION_CONNECTION_TIMEOUT`,
        /// rounded up to whole seconds). It does not apply to suspended requests or to WebSockets.
        public var connectionTimeout: Duration
        /// The memory libmicrohttpd gives each connection for its request line and headers
        /// (`MHD_OPTION_CONNECTION_MEMORY_LIMIT`; less than 4 KB counts as 4 KB). A keep-alive
        /// connection keeps it while it is open (a WebSocket gives it back when it is taken from
        /// libmicrohttpd): the 16 KB default takes request heads up to about 15 KB (a larger
        /// one gets 431).
        public var connectionMemoryBytes: Int
        /// The number of libmicrohttpd polling threads.
        public var threadCount: Int
        /// Where the transport logs.
        public var logger: Logger
        /// Makes the body of every error the transport answers on its own (413, 400, 426, 503, 500),
        /// so the layer above can answer `application/problem+json`.
        public var makeErrorResponse: @Sendable (_ status: Int, _ detail: String) -> HTTPResponse

        /// Creates a configuration; every limit has a production default.
        public init(host: String = "127.0.0.1",
                    port: Int = 8080,
                    connectionLimit: Int = 30_000,
                    maximumRequestBodyBytes: Int = 1 << 20,
                    connectionTimeout: Duration = .seconds(30),
                    connectionMemoryBytes: Int = 16 * 1024,
                    threadCount: Int = 2,
                    logger: Logger = Logger(label: "uikit.server.transport"),
                    makeErrorResponse: @escaping @Sendable (_ status: Int, _ detail: String) -> HTTPResponse
                        = HTTPResponse.plainTextError) {
            self.host = host
            self.port = port
            self.connectionLimit = connectionLimit
            self.maximumRequestBodyBytes = maximumRequestBodyBytes
            self.connectionTimeout = connectionTimeout
            self.connectionMemoryBytes = connectionMemoryBytes
            self.threadCount = threadCount
            self.logger = logger
            self.makeErrorResponse = makeErrorResponse
        }
    }
}
