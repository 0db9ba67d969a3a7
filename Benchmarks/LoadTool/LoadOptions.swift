/// The load tool's command line.
struct LoadOptions {
    var host = "127.0.0.1"
    var port = 8080
    var sessions = 100
    /// New sessions opened per second.
    var ramp = 100.0
    /// Seconds between one session's taps.
    var interval = 10.0
    /// Seconds to hold the sessions once the last one is open.
    var duration = 60.0
    /// Seconds between a tap's `began` and its `ended`.
    var hold = 0.1
    /// Seconds an input waits for its answer before it counts as a missing patch.
    var timeout = 5.0
    /// Handshakes in flight at once: the ramp waits when the server is slower than it.
    var maxOpening = 256
    var serverPID: Int32?
    var startBinary: String?
    var serverArguments: [String] = []
    var serverLog = "/tmp/loadtool-server.log"
    /// The node the taps aim at (its `identifier`), found in the first snapshot.
    var identifier = "tapButton"
    var tapPoint: (x: Double, y: Double)?
    var urlGiven = false
    /// The `Origin` the upgrade sends; the server's own by default, as a page it served sends.
    var originOverride: String?
    /// Whether the upgrade offers permessage-deflate, as browsers do.
    var deflate = true

    static let usage = """
        Usage: LoadTool [options]
          --url URL            the server (http:// or ws://HOST:PORT; default http://127.0.0.1:8080)
          --sessions N         sessions to open (default 100)
          --ramp N             sessions opened per second (default 100)
          --interval S         seconds between one session's taps (default 10)
          --duration S         seconds to hold all sessions after the last one opened (default 60)
          --hold S             seconds between a tap's began and ended (default 0.1)
          --timeout S          seconds an input may wait for its patch (default 5)
          --max-opening N      handshakes in flight at once (default 256)
          --deflate yes|no     offer permessage-deflate as browsers do (default yes)
          --origin ORIGIN      the Origin header of the upgrade (default: the server's own)
          --server-pid PID     the server's process, for its memory (/proc/PID/status)
          --start BINARY       start this server binary on a free port (--host 127.0.0.1,
                               --max-sessions above N, --data-dir in /tmp) and stop it at the end
          --server-arg ARG     one more argument for the started server (repeat it)
          --server-log PATH    where the started server's output goes (default /tmp/loadtool-server.log)
          --identifier ID      the node to tap, by accessibilityIdentifier (default tapButton)
          --tap X,Y            the point to tap instead, in points
        Prints a summary every 10 s and a final report; exits 1 when there was any error.
        """

    init(arguments: [String]) throws(OptionError) {
        var remaining = arguments[...]
        while let flag = remaining.popFirst() {
            if flag == "--help" || flag == "-h" { throw .help }
            guard let value = remaining.popFirst() else { throw .invalid("\(flag) needs a value") }
            switch flag {
            case "--url": try setURL(value)
            case "--sessions": sessions = try Self.number(value, flag, Int.init, minimum: 1)
            case "--ramp": ramp = try Self.number(value, flag, Double.init, minimum: 0.001)
            case "--interval": interval = try Self.number(value, flag, Double.init, minimum: 0.01)
            case "--duration": duration = try Self.number(value, flag, Double.init, minimum: 0)
            case "--hold": hold = try Self.number(value, flag, Double.init, minimum: 0)
            case "--timeout": timeout = try Self.number(value, flag, Double.init, minimum: 0.01)
            case "--max-opening": maxOpening = try Self.number(value, flag, Int.init, minimum: 1)
            case "--server-pid": serverPID = try Self.number(value, flag, Int32.init, minimum: 1)
            case "--origin": originOverride = value
            case "--deflate":
                guard ["yes", "no"].contains(value) else { throw .invalid("--deflate takes yes or no, not \(value)") }
                deflate = value == "yes"
            case "--start": startBinary = value
            case "--server-arg": serverArguments.append(value)
            case "--server-log": serverLog = value
            case "--identifier": identifier = value
            case "--tap":
                let parts = value.split(separator: ",").compactMap { Double($0) }
                guard parts.count == 2 else { throw .invalid("--tap takes X,Y in points, not \(value)") }
                tapPoint = (parts[0], parts[1])
            default: throw .invalid("unknown option \(flag)")
            }
        }
        guard hold < interval else { throw .invalid("--hold must be shorter than --interval") }
        guard serverPID == nil || startBinary == nil else { throw .invalid("give --server-pid or --start, not both") }
    }

    var baseURL: String { "http://\(host):\(port)" }
    var origin: String { originOverride ?? baseURL }

    private mutating func setURL(_ text: String) throws(OptionError) {
        var rest = Substring(text)
        for scheme in ["http://", "ws://"] where rest.hasPrefix(scheme) { rest = rest.dropFirst(scheme.count) }
        guard !rest.contains("://") else { throw .invalid("--url must be http:// or ws://, not \(text)") }
        if let slash = rest.firstIndex(of: "/") { rest = rest[..<slash] }
        let parts = rest.split(separator: ":")
        guard parts.count <= 2, let name = parts.first, let port = parts.count == 2 ? Int(parts[1]) : 80,
              (1...65_535).contains(port) else { throw .invalid("cannot read host and port from --url \(text)") }
        host = String(name)
        self.port = port
        urlGiven = true
    }

    private static func number<T: Comparable>(_ text: String, _ flag: String, _ parse: (String) -> T?,
                                              minimum: T) throws(OptionError) -> T {
        guard let value = parse(text), value >= minimum else {
            throw .invalid("\(flag) takes a number of at least \(minimum), not \(text)")
        }
        return value
    }
}

enum OptionError: Error {
    case help
    case invalid(String)
}
