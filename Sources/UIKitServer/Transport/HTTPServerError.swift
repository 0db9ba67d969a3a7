#if canImport(Glibc)
import Glibc
#endif

/// Why an `HTTPServer` could not start.
public enum HTTPServerError: Error, Equatable, CustomStringConvertible {
    /// The configured host is neither a numeric address nor a resolvable name.
    case invalidHost(String)
    /// The configured port is outside 0...65535.
    case invalidPort(Int)
    /// libmicrohttpd could not start, most often because the port is taken.
    case startFailed(host: String, port: Int, errno: Int32)
    /// `start()` was called on a server that is running or was stopped.
    case alreadyStarted

    /// A sentence for logs and command-line errors.
    public var description: String {
        switch self {
        case .invalidHost(let host):
            return "cannot listen on host \"\(host)\": not an address or resolvable name"
        case .invalidPort(let port):
            return "cannot listen on port \(port): ports are 0...65535"
        case .startFailed(let host, let port, let code):
            return "cannot listen on \(host):\(port): \(String(cString: strerror(code)))"
        case .alreadyStarted:
            return "the server was already started"
        }
    }
}
