import Foundation

/// Which pages may open the WebSocket: a browser sends the `Origin` of the page that opens it,
/// and a page on another site must not drive a session with the visitor's cookies or network
/// position (cross-site WebSocket hijacking). The server's own origin (the request's `Host`)
/// is always allowed, and so are requests with no `Origin` at all, which only non-browser
/// clients send; `allowed` adds origins (`--allowed-origins`), or `*` allows any.
struct OriginPolicy: Sendable, Equatable {
    private let allowed: Set<String>
    private let allowsAny: Bool

    /// A policy that allows the server's own origin and `allowed` (normalised origins or `*`).
    init(allowed: [String]) {
        allowsAny = allowed.contains("*")
        self.allowed = Set(allowed.compactMap(Self.normalized))
    }

    /// Nil when a WebSocket from `origin` may be opened on the server reached as `host`; else the
    /// 403 that says why not and how to allow it.
    func refusal(origin: String?, host: String?) -> Problem? {
        guard let origin, !allowsAny else { return nil }
        if let normalized = Self.normalized(origin) {
            if allowed.contains(normalized) { return nil }
            if let host, Self.authority(of: normalized) == Self.authority(host, scheme: Self.scheme(of: normalized)) {
                return nil
            }
        }
        let server = host.map { " (\($0))" } ?? ""
        return Problem(status: 403, detail: "a page from \(origin) may not open this server's WebSocket\(server): only the "
                           + "server's own origin may; add other origins with --allowed-origins or UIKIT_ALLOWED_ORIGINS")
    }

    /// `scheme://host[:port]` in lower case with the scheme's default port left out, or nil when
    /// `origin` is not an http or https origin (`null`, a path, a user name).
    static func normalized(_ origin: String) -> String? {
        let origin = origin.lowercased()
        guard let separator = origin.range(of: "://") else { return nil }
        let scheme = String(origin[..<separator.lowerBound])
        guard scheme == "http" || scheme == "https" else { return nil }
        var rest = Substring(origin[separator.upperBound...])
        if rest.hasSuffix("/") { rest = rest.dropLast() }
        guard !rest.isEmpty, !rest.contains("/"), !rest.contains("@"), !rest.contains("?"), !rest.contains("#"),
              let authority = authority(String(rest), scheme: scheme) else { return nil }
        return scheme + "://" + authority
    }

    private static func scheme(of normalized: String) -> String {
        String(normalized.prefix { $0 != ":" })
    }

    private static func authority(of normalized: String) -> String? {
        normalized.range(of: "://").map { String(normalized[$0.upperBound...]) }
    }

    /// `host[:port]` in lower case without the scheme's default port, or nil when the port is
    /// not a number from 0 to 65535.
    private static func authority(_ text: String, scheme: String) -> String? {
        let text = text.lowercased().trimmingCharacters(in: .whitespaces)
        let hostEnd = text.hasPrefix("[") ? text.firstIndex(of: "]").map(text.index(after:)) : text.firstIndex(of: ":")
        let end = hostEnd ?? text.endIndex
        let host = text[..<end]
        guard !host.isEmpty else { return nil }
        let tail = text[end...]
        guard !tail.isEmpty else { return String(host) }
        guard tail.first == ":", let port = Int(tail.dropFirst()), (0...65_535).contains(port) else { return nil }
        let defaultPort = scheme == "https" ? 443 : 80
        return port == defaultPort ? String(host) : "\(host):\(port)"
    }
}
