// Opens N sessions with WebSockets that behave like pages (hello, snapshot, an ack of every
// revision, a tap every interval) and reports event→patch latency, errors and the server's memory
// per session. Run with `swift run -c release LoadTool --help`; README, "Load tool".
import Glibc

var options: LoadOptions
do {
    options = try LoadOptions(arguments: Array(CommandLine.arguments.dropFirst()))
} catch .help {
    print(LoadOptions.usage)
    exit(0)
} catch .invalid(let message) {
    complain("\(message)\n\(LoadOptions.usage)")
    exit(2)
}

signal(SIGPIPE, SIG_IGN)
signal(SIGINT) { _ in stopRequested.store(true, ordering: .relaxed) }

// A started server inherits the limit: room for a descriptor or two per connection there.
let descriptors = DescriptorLimit.raise(to: 2 * options.sessions + 1_024)
if descriptors < options.sessions + 64 {
    complain("the open-file limit is \(descriptors), too low for \(options.sessions) sessions")
}

if options.startBinary != nil && !options.urlGiven {
    guard let port = freeLoopbackPort() else {
        complain("no free port on 127.0.0.1")
        exit(2)
    }
    options.port = port
}
guard let address = SocketAddress(host: options.host, port: options.port) else {
    complain("cannot resolve \(options.host)")
    exit(2)
}

var server: ServerProcess?
if let binary = options.startBinary {
    do {
        server = try ServerProcess(binary: binary, port: options.port, sessions: options.sessions,
                                   extraArguments: options.serverArguments, logPath: options.serverLog, address: address)
    } catch {
        complain("\(error)")
        exit(2)
    }
} else if let pid = options.serverPID {
    server = ServerProcess(pid: pid)
}
if let limit = server?.descriptorLimit(), limit < options.sessions + 64 {
    print("warning: the server's open-file limit is \(limit): raise it (ulimit -n) for \(options.sessions) sessions")
}

let status = LoadRun(options: options, address: address, server: server).run()
server?.stop()
exit(status)
