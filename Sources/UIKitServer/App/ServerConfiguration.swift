import Foundation

/// Where the server listens, what it serves and the limits it keeps, from the command line and
/// the environment (flags win).
public struct ServerConfiguration: Sendable, Equatable {
    /// The address to listen on (`HOST`, `--host`); default 127.0.0.1.
    public var host = "127.0.0.1"
    /// The TCP port (`PORT`, `--port`); default 8080, 0 for any free port.
    public var port = 8080
    /// The bearer token the API requires (`UIKIT_API_TOKEN`, `--api-token`); required when
    /// listening on anything but loopback.
    public var apiToken: String?
    /// The folder with the browser renderer (`UIKIT_WEB_ROOT`, `--web-root`); found next to the
    /// working directory or the executable when not given.
    public var webRoot: String?
    /// The most sessions at once (`UIKIT_MAX_SESSIONS`, `--max-sessions`).
    public var maxSessions = 20_000
    /// How long a scene whose browser went away waits for it to come back, in seconds
    /// (`UIKIT_DISCONNECT_GRACE`, `--disconnect-grace`).
    public var disconnectGrace: Double = 300
    /// How long a session no page and no WebDriver client holds — one driven over REST only —
    /// stays live without a request before it is saved to the store and its scene disconnected,
    /// to come back at its next request, in seconds (`UIKIT_HIBERNATE_AFTER`,
    /// `--hibernate-after`); with `--store none` such sessions stay live.
    public var hibernateAfter: Double = 300
    /// The largest request body or WebSocket message, in bytes.
    public var maxMessageBytes = 1 << 20
    /// The deepest JSON nesting accepted.
    public var maxJSONDepth = 32
    /// Messages and actions one session may send per second, sustained; bursts may be twice that.
    public var messagesPerSecond: Double = 200
    /// Where sessions are saved (`UIKIT_STORE`, `--store`): `sqlite` (the default, in
    /// `dataDirectory`), `postgres://…` (or `postgresql://…`), or `none` to save nothing.
    public var store = "sqlite"
    /// The folder of the SQLite store (`UIKIT_DATA_DIR`, `--data-dir`); default `./data`.
    public var dataDirectory = "data"
    /// How often foreground scenes that changed are saved, in seconds (`UIKIT_SAVE_INTERVAL`,
    /// `--save-interval`): what `kill -9` may lose at most.
    public var saveInterval: Double = 10
    /// How long a saved session is kept after it was last used, in seconds
    /// (`UIKIT_SESSION_MAX_AGE`, `--session-max-age`); default 7 days.
    public var sessionMaxAge: Double = 7 * 24 * 3600

    /// The session store the configuration names.
    public enum Storage: Equatable, Sendable {
        case none
        case sqlite(directory: String)
        case postgres(url: String)
    }

    public var storage: Storage {
        if store == "none" { return .none }
        if store.hasPrefix("postgres://") || store.hasPrefix("postgresql://") { return .postgres(url: store) }
        return .sqlite(directory: dataDirectory)
    }
    /// The pages on other origins that may open the WebSocket (`UIKIT_ALLOWED_ORIGINS`,
    /// `--allowed-origins`, comma-separated, e.g. `https://app.example.com`; `*` for any). The
    /// page's own origin (the request's `Host`) is always allowed.
    public var allowedOrigins: [String] = []

    public init() {}

    /// Reads the configuration: environment first, then flags over it.
    public init(arguments: [String], environment: [String: String]) throws(ConfigurationError) {
        try apply(environment: environment)
        try apply(arguments: Array(arguments.dropFirst()))
        guard isLoopback || apiToken != nil else { throw .tokenRequired(host: host) }
    }

    /// Whether the server listens on a loopback address only.
    public var isLoopback: Bool {
        host == "127.0.0.1" || host == "::1" || host == "localhost" || host.hasPrefix("127.")
    }

    private mutating func apply(environment: [String: String]) throws(ConfigurationError) {
        if let value = environment["HOST"] { host = value }
        if let value = environment["PORT"] { port = try Self.integer(value, name: "PORT", range: 0...65_535) }
        if let value = environment["UIKIT_API_TOKEN"], !value.isEmpty { apiToken = value }
        if let value = environment["UIKIT_WEB_ROOT"] { webRoot = value }
        if let value = environment["UIKIT_MAX_SESSIONS"] {
            maxSessions = try Self.integer(value, name: "UIKIT_MAX_SESSIONS", range: 1...10_000_000)
        }
        if let value = environment["UIKIT_DISCONNECT_GRACE"] {
            disconnectGrace = try Self.seconds(value, name: "UIKIT_DISCONNECT_GRACE")
        }
        if let value = environment["UIKIT_HIBERNATE_AFTER"] {
            hibernateAfter = try Self.interval(value, name: "UIKIT_HIBERNATE_AFTER")
        }
        if let value = environment["UIKIT_ALLOWED_ORIGINS"] {
            allowedOrigins = try Self.origins(value, name: "UIKIT_ALLOWED_ORIGINS")
        }
        if let value = environment["UIKIT_STORE"], !value.isEmpty { store = try Self.store(value, name: "UIKIT_STORE") }
        if let value = environment["UIKIT_DATA_DIR"], !value.isEmpty { dataDirectory = value }
        if let value = environment["UIKIT_SAVE_INTERVAL"] { saveInterval = try Self.interval(value, name: "UIKIT_SAVE_INTERVAL") }
        if let value = environment["UIKIT_SESSION_MAX_AGE"] {
            sessionMaxAge = try Self.interval(value, name: "UIKIT_SESSION_MAX_AGE")
        }
    }

    private mutating func apply(arguments: [String]) throws(ConfigurationError) {
        var remaining = arguments[...]
        while let flag = remaining.popFirst() {
            guard let value = remaining.popFirst() else { throw .missingValue(flag: flag) }
            switch flag {
            case "--host": host = value
            case "--port": port = try Self.integer(value, name: flag, range: 0...65_535)
            case "--api-token": apiToken = value
            case "--web-root": webRoot = value
            case "--max-sessions": maxSessions = try Self.integer(value, name: flag, range: 1...10_000_000)
            case "--disconnect-grace": disconnectGrace = try Self.seconds(value, name: flag)
            case "--hibernate-after": hibernateAfter = try Self.interval(value, name: flag)
            case "--store": store = try Self.store(value, name: flag)
            case "--data-dir": dataDirectory = value
            case "--save-interval": saveInterval = try Self.interval(value, name: flag)
            case "--session-max-age": sessionMaxAge = try Self.interval(value, name: flag)
            case "--allowed-origins": allowedOrigins = try Self.origins(value, name: flag)
            default: throw .unknownFlag(flag)
            }
        }
    }

    private static func store(_ text: String, name: String) throws(ConfigurationError) -> String {
        guard ["none", "sqlite"].contains(text) || text.hasPrefix("postgres://") || text.hasPrefix("postgresql://") else {
            throw .invalidValue(name: name, value: PostgresDatabase.redacted(text),
                                expected: "none, sqlite, or a postgres:// address")
        }
        return text
    }

    /// A number of seconds above zero (a timer's interval).
    private static func interval(_ text: String, name: String) throws(ConfigurationError) -> Double {
        guard let value = Double(text), value > 0, value.isFinite else {
            throw .invalidValue(name: name, value: text, expected: "a number of seconds above 0")
        }
        return value
    }

    private static func integer(_ text: String, name: String, range: ClosedRange<Int>) throws(ConfigurationError) -> Int {
        guard let value = Int(text), range.contains(value) else {
            throw .invalidValue(name: name, value: text, expected: "a whole number from \(range.lowerBound) to \(range.upperBound)")
        }
        return value
    }

    /// A comma-separated list of origins (`scheme://host[:port]`) or `*`, normalised as
    /// `OriginPolicy` compares them.
    private static func origins(_ text: String, name: String) throws(ConfigurationError) -> [String] {
        var origins: [String] = []
        for item in text.split(separator: ",") {
            let item = item.trimmingCharacters(in: .whitespaces)
            if item == "*" {
                origins.append(item)
            } else if let origin = OriginPolicy.normalized(item) {
                origins.append(origin)
            } else {
                throw .invalidValue(name: name, value: text, expected: "origins like https://app.example.com, separated by commas, or *")
            }
        }
        return origins
    }

    private static func seconds(_ text: String, name: String) throws(ConfigurationError) -> Double {
        guard let value = Double(text), value >= 0, value.isFinite else {
            throw .invalidValue(name: name, value: text, expected: "a number of seconds, 0 or more")
        }
        return value
    }
}

/// Why the server's configuration could not be read.
public enum ConfigurationError: Error, Equatable, CustomStringConvertible {
    case unknownFlag(String)
    case missingValue(flag: String)
    case invalidValue(name: String, value: String, expected: String)
    case tokenRequired(host: String)

    public var description: String {
        switch self {
        case .unknownFlag(let flag):
            "unknown option \(flag) (options: --host, --port, --api-token, --web-root, --max-sessions, --disconnect-grace, "
                + "--hibernate-after, --allowed-origins, --store, --data-dir, --save-interval, --session-max-age)"
        case .missingValue(let flag): "option \(flag) needs a value"
        case .invalidValue(let name, let value, let expected): "\(name) is \"\(value)\"; expected \(expected)"
        case .tokenRequired(let host):
            "listening on \(host) requires an API token: set UIKIT_API_TOKEN or pass --api-token"
        }
    }
}

extension ServerConfiguration.Storage: CustomStringConvertible {
    /// The store for the log, without a password.
    public var description: String {
        switch self {
        case .none: "none"
        case .sqlite(let directory): "sqlite in \(directory)"
        case .postgres(let url): PostgresDatabase.redacted(url)
        }
    }
}
