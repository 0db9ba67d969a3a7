import Foundation

/// The server under load: one the tool started, or one it was given by pid; its memory is read
/// from /proc.
final class ServerProcess {
    let pid: Int32
    private let process: Process?

    init(pid: Int32) {
        self.pid = pid
        process = nil
    }

    /// Starts `binary` listening on `port` and waits (up to a minute) for /healthz.
    init(binary: String, port: Int, sessions: Int, extraArguments: [String], logPath: String,
         address: SocketAddress) throws {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: binary)
        let dataDirectory = NSTemporaryDirectory() + "loadtool-data-\(getpid())"
        process.arguments = ["--host", "127.0.0.1", "--port", String(port), "--max-sessions", String(sessions + 1_000),
                             "--data-dir", dataDirectory] + extraArguments
        _ = FileManager.default.createFile(atPath: logPath, contents: nil)
        let log = try FileHandle(forWritingTo: URL(fileURLWithPath: logPath))
        process.standardOutput = log
        process.standardError = log
        process.standardInput = FileHandle.nullDevice
        try process.run()
        self.process = process
        pid = process.processIdentifier
        let deadline = Date().addingTimeInterval(60)
        while ClientSocket.httpStatus(at: address, host: "127.0.0.1:\(port)", path: "/healthz") != 200 {
            guard process.isRunning else { throw StartError.exited(process.terminationStatus, log: logPath) }
            guard Date() < deadline else { throw StartError.unhealthy(log: logPath) }
            usleep(100_000)
        }
    }

    enum StartError: Error, CustomStringConvertible {
        case exited(Int32, log: String)
        case unhealthy(log: String)

        var description: String {
            switch self {
            case .exited(let status, let log): "the server exited with status \(status) (its output: \(log))"
            case .unhealthy(let log): "the server's /healthz did not answer 200 within 60 s (its output: \(log))"
            }
        }
    }

    /// The resident set size in bytes (`VmRSS`), or nil when the process is gone.
    func residentBytes() -> Int? {
        guard let status = try? String(contentsOfFile: "/proc/\(pid)/status", encoding: .utf8) else { return nil }
        for line in status.split(separator: "\n") where line.hasPrefix("VmRSS:") {
            let kilobytes = line.split(separator: " ").dropFirst().first.flatMap { Int($0) }
            return kilobytes.map { $0 * 1024 }
        }
        return nil
    }

    /// The CPU time the process has used, user and system, in seconds (`utime` and `stime` in
    /// /proc/PID/stat), or nil when the process is gone.
    func cpuSeconds() -> Double? {
        guard let stat = try? String(contentsOfFile: "/proc/\(pid)/stat", encoding: .utf8),
              let end = stat.lastIndex(of: ")") else { return nil }
        // The fields after the command name (which may hold spaces), from the state on: utime
        // and stime are the 14th and 15th fields of the line, the 12th and 13th of these.
        let fields = stat[stat.index(after: end)...].split(separator: " ")
        guard fields.count > 12, let user = Double(fields[11]), let system = Double(fields[12]) else { return nil }
        let ticks = Double(sysconf(Int32(_SC_CLK_TCK)))
        return ticks > 0 ? (user + system) / ticks : nil
    }

    /// The process's open-file limit (`Max open files` in /proc/PID/limits).
    func descriptorLimit() -> Int? {
        guard let limits = try? String(contentsOfFile: "/proc/\(pid)/limits", encoding: .utf8) else { return nil }
        for line in limits.split(separator: "\n") where line.hasPrefix("Max open files") {
            return line.split(separator: " ").dropFirst(3).first.flatMap { Int($0) }
        }
        return nil
    }

    /// Stops a server the tool started (SIGTERM, then waits); a server given by pid is left running.
    func stop() {
        guard let process, process.isRunning else { return }
        process.terminate()
        process.waitUntilExit()
    }
}
