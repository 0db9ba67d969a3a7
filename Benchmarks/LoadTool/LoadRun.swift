import Glibc
import Synchronization

/// Set by SIGINT: the run stops and prints its final report.
let stopRequested = Atomic<Bool>(false)

/// The run: opens sessions at the ramp's pace, taps in each every interval, and reports.
final class LoadRun {
    private let options: LoadOptions
    private let address: SocketAddress
    private let server: ServerProcess?
    private let poll = EventPoll(capacity: 4096)
    private var sessions: [LoadSession?] = []
    private var statistics = LoadStatistics()
    private var timers = TimerQueue()
    private var tapPoint: (x: Double, y: Double)?
    private var scratch = [UInt8](repeating: 0, count: 1 << 16)
    private let inflater = Inflater()
    private var opening = 0
    private let residentBefore: Int?
    private var residentAtAllOpen: Int?
    private let cpuBefore: Double?
    /// The server's CPU time while the sessions opened, in seconds.
    private var cpuWhileOpening: Double?
    private var errorsWhileOpening: Int?
    private let start = monotonicNanoseconds()
    private var allOpenAt: UInt64?

    private static let second: UInt64 = 1_000_000_000
    private static let summaryEvery = 10 * second
    private static let handshakeTimeout = 30 * second

    init(options: LoadOptions, address: SocketAddress, server: ServerProcess?) {
        self.options = options
        self.address = address
        self.server = server
        tapPoint = options.tapPoint
        residentBefore = server?.residentBytes()
        cpuBefore = server?.cpuSeconds()
        sessions.reserveCapacity(options.sessions)
    }

    /// Runs to the end and prints the final report; the exit status: 0 when nothing went wrong.
    func run() -> Int32 {
        printHeader()
        var nextSummary = start + Self.summaryEvery
        var nextTimeoutCheck = start + Self.second
        while !stopRequested.load(ordering: .relaxed) {
            let now = monotonicNanoseconds()
            openSessions(now: now)
            if allOpenAt == nil, sessions.count == options.sessions, opening == 0 {
                allOpenAt = now
                statistics.rampLatencies = statistics.latencies
                statistics.latencies = []
                errorsWhileOpening = statistics.errors
                var line = "all \(options.sessions) sessions opened (\(statistics.live) live)"
                if let bytes = server?.residentBytes() {
                    residentAtAllOpen = bytes
                    line += "; server RSS \(megabytes(bytes))" + (perSession(bytes).map { ", \($0) per session" } ?? "")
                }
                if let cpuBefore, let cpu = server?.cpuSeconds() { cpuWhileOpening = cpu - cpuBefore }
                report(line)
            }
            // Once the duration is over no tap is sent; the run waits for the answers to those in
            // flight (each at most the timeout), so that every input sent is counted answered or missing.
            let draining = allOpenAt.map { now >= $0 + UInt64(options.duration * Double(Self.second)) } ?? false
            if draining && !sessions.contains(where: { $0?.pending.isEmpty == false }) { break }
            while !draining, let timer = timers.popDue(now: now) { fire(timer, now: now) }
            if now >= nextTimeoutCheck {
                expireWaits(now: now)
                nextTimeoutCheck = now + Self.second
            }
            if now >= nextSummary {
                printSummary(now: now)
                nextSummary += Self.summaryEvery
            }
            let wait = draining ? 10_000_000 : min(10_000_000, timers.nextDue.map { $0 > now ? $0 - now : 0 } ?? UInt64.max)
            for ready in poll.wait(milliseconds: Int32(wait / 1_000_000)) { handle(ready) }
        }
        printFinalReport()
        for index in sessions.indices { sessions[index]?.socket.close() }
        return statistics.errors == 0 && statistics.live == options.sessions ? 0 : 1
    }

    // MARK: Opening

    private func openSessions(now: UInt64) {
        let due = min(options.sessions, Int(Double(now - start) / Double(Self.second) * options.ramp) + 1)
        while sessions.count < due && opening < options.maxOpening {
            let index = sessions.count
            statistics.opened += 1
            switch ClientSocket.connect(to: address) {
            case .failure(let error):
                sessions.append(nil)
                statistics.connectFailures += 1
                statistics.note("session \(index): \(error)")
            case .success(let socket):
                let session = LoadSession(socket: socket, startedAt: now, seed: UInt32(truncatingIfNeeded: index &* 2_654_435_761))
                sessions.append(session)
                opening += 1
                poll.add(socket, session: index, writable: true)
            }
        }
    }

    // MARK: Socket events

    private func handle(_ ready: EventPoll.Ready) {
        guard let session = sessions[ready.session] else { return }
        if ready.writable {
            if session.phase == .connecting {
                if let error = session.socket.connectError() { return fail(ready.session, error: "\(error)") }
                session.phase = .upgrading
                let request = LoadSession.upgradeRequest(host: options.host, port: options.port, origin: options.origin,
                                                         key: LoadSession.handshakeKey(), deflate: options.deflate)
                if case .failure(let error) = session.send(request) { return fail(ready.session, error: "\(error)") }
            } else if case .failure(let error) = session.flush() {
                return lose(ready.session, because: "\(error)")
            }
            poll.update(session.socket, session: ready.session, writable: session.wantsWrite)
        }
        if ready.readable || ready.hangUp { read(ready.session, session) }
    }

    private func read(_ index: Int, _ session: LoadSession) {
        while true {
            switch session.socket.read(into: &scratch) {
            case .wouldBlock:
                return
            case .endOfStream:
                return lose(index, because: "the server closed the connection")
            case .failed(let code):
                return lose(index, because: "recv: \(String(cString: strerror(code)))")
            case .bytes(let count):
                if !receive(scratch[..<count], index, session) { return }
                if count < scratch.count { return }
            }
        }
    }

    /// Takes bytes off the socket; false when the session ended.
    private func receive(_ bytes: ArraySlice<UInt8>, _ index: Int, _ session: LoadSession) -> Bool {
        var bytes = bytes
        if session.phase == .upgrading {
            session.handshake.append(contentsOf: bytes)
            guard let end = headerEnd(session.handshake) else { return true }
            let statusLine = String(decoding: session.handshake.prefix { $0 != 13 }, as: UTF8.self)
            guard statusLine.hasPrefix("HTTP/1.1 101") else {
                fail(index, error: "upgrade refused: \(statusLine)")
                return false
            }
            let headers = String(decoding: session.handshake[..<end], as: UTF8.self).lowercased()
            session.deflate = headers.contains("\r\nsec-websocket-extensions: permessage-deflate")
            bytes = session.handshake[end...]
            session.handshake = []
            session.phase = .awaitingWelcome
            let hello = #"{"type":"hello","protocol":1,"width":390,"height":844,"scale":2,"style":"light","#
                + #""languages":["en-US"],"timeZone":"UTC","textSize":16}"#
            guard send(hello, index, session) else { return false }
        }
        session.reader.append(bytes)
        while true {
            let message: WebSocketMessage?
            do {
                message = try session.reader.next()
            } catch {
                lose(index, because: "\(error)")
                return false
            }
            guard let message else { break }
            guard handle(message, index, session) else { return false }
        }
        if session.wantsWrite { poll.update(session.socket, session: index, writable: true) }
        return true
    }

    private func headerEnd(_ bytes: [UInt8]) -> Int? {
        guard bytes.count >= 4 else { return nil }
        for index in 3..<bytes.count where bytes[index] == 10 && bytes[index - 1] == 13 && bytes[index - 2] == 10
            && bytes[index - 3] == 13 {
            return index + 1
        }
        return nil
    }

    // MARK: Messages

    private func handle(_ message: WebSocketMessage, _ index: Int, _ session: LoadSession) -> Bool {
        switch message.opcode {
        case .ping:
            guard case .success = session.send(session.writer.frame(.pong, message.payload)) else {
                lose(index, because: "cannot answer a ping")
                return false
            }
            return true
        case .close:
            let code = message.payload.count >= 2 ? Int(message.payload[0]) << 8 | Int(message.payload[1]) : 1005
            let reason = String(decoding: message.payload.dropFirst(2), as: UTF8.self)
            lose(index, because: "the server closed the socket with \(code) \(reason)")
            return false
        case .pong, .binary, .continuation:
            return true
        case .text:
            break
        }
        var payload = message.payload
        if message.compressed {
            guard session.deflate, let inflated = inflater.inflate(payload) else {
                lose(index, because: "a compressed message that does not inflate")
                return false
            }
            payload = inflated
        }
        guard let header = MessageHeader(payload) else {
            statistics.errorMessages += 1
            statistics.note("session \(index): a message that is not a JSON object")
            return true
        }
        let now = monotonicNanoseconds()
        switch (session.phase, header.type) {
        case (.awaitingWelcome, "welcome"):
            session.nextInput = (header.input ?? 0) + 1
            session.phase = .awaitingSnapshot
        case (.awaitingSnapshot, "snapshot"):
            session.revision = header.revision ?? 0
            if tapPoint == nil {
                tapPoint = TapTarget.centre(of: options.identifier, in: payload)
                guard tapPoint != nil else {
                    report("no node with the identifier \(options.identifier) in the first snapshot: give --tap X,Y")
                    stopRequested.store(true, ordering: .relaxed)
                    return false
                }
            }
            session.phase = .live
            opening -= 1
            statistics.live += 1
            statistics.openTimes.append(UInt32(clamping: (now - session.startedAt) / 1_000))
            let firstTap = now + UInt64(Double.random(in: 0..<options.interval) * Double(Self.second))
            timers.schedule(.init(due: firstTap, session: Int32(index), endsTap: false))
            return acknowledge(index, session)
        case (.live, "snapshot"), (.live, "patch"):
            session.revision = header.revision ?? session.revision
            answer(session, upTo: header.input, by: "patch", now: now)
            return acknowledge(index, session)
        case (.live, "handled"):
            answer(session, upTo: header.input, by: "handled", now: now)
        case (_, "error"):
            statistics.errorMessages += 1
            statistics.note("session \(index): error \(header.detail ?? "")")
            if let input = header.input { session.pending.removeAll { $0.number == input } }
        case (_, "close"):
            lose(index, because: "the app closed the scene")
            return false
        case (.live, _):
            break
        default:
            statistics.errorMessages += 1
            statistics.note("session \(index): \(header.type) before the snapshot")
        }
        return true
    }

    private func acknowledge(_ index: Int, _ session: LoadSession) -> Bool {
        send(#"{"type":"ack","rev":\#(session.revision)}"#, index, session)
    }

    /// Everything up to `input` was handled: each input waiting for that is answered now.
    private func answer(_ session: LoadSession, upTo input: Int?, by type: String, now: UInt64) {
        guard let input else { return }
        while let first = session.pending.first, first.number <= input {
            session.pending.removeFirst()
            statistics.recordLatency(nanoseconds: now - first.sentAt)
            if type == "patch" {
                statistics.patched += 1
            } else {
                statistics.handled += 1
                if first.endsTap {
                    statistics.missingPatches += 1
                    statistics.note("input \(first.number): a tap's end answered by handled, not a patch")
                }
            }
        }
    }

    private func send(_ text: String, _ index: Int, _ session: LoadSession) -> Bool {
        if case .failure(let error) = session.sendText(text) {
            lose(index, because: "\(error)")
            return false
        }
        return true
    }

    // MARK: Taps

    private func fire(_ timer: TimerQueue.Timer, now: UInt64) {
        let index = Int(timer.session)
        guard let session = sessions[index], session.phase == .live, let tapPoint else { return }
        let number = session.nextInput
        session.nextInput += 1
        let phase = timer.endsTap ? "ended" : "began"
        let timestamp = Double(now - session.startedAt) / 1_000_000
        let touch = #"{"type":"touch","phase":"\#(phase)","touches":[{"id":1,"x":\#(tapPoint.x),"y":\#(tapPoint.y)}],"#
            + #""timestamp":\#(timestamp),"in":\#(number)}"#
        session.pending.append(.init(number: number, sentAt: now, endsTap: timer.endsTap))
        statistics.inputsSent += 1
        guard send(touch, index, session) else { return }
        if session.wantsWrite { poll.update(session.socket, session: index, writable: true) }
        let hold = UInt64(options.hold * Double(Self.second))
        let next = timer.endsTap ? now + UInt64(options.interval * Double(Self.second)) - hold : now + hold
        timers.schedule(.init(due: next, session: timer.session, endsTap: !timer.endsTap))
    }

    /// Inputs unanswered after the timeout are missing patches; handshakes after 30 s are failures.
    private func expireWaits(now: UInt64) {
        let timeout = UInt64(options.timeout * Double(Self.second))
        for index in sessions.indices {
            guard let session = sessions[index] else { continue }
            if session.phase != .live {
                if now - session.startedAt > Self.handshakeTimeout { fail(index, error: "no snapshot within 30 s") }
                continue
            }
            while let first = session.pending.first, now - first.sentAt > timeout {
                session.pending.removeFirst()
                statistics.missingPatches += 1
                statistics.note("session \(index): input \(first.number) unanswered after \(options.timeout) s")
            }
        }
    }

    // MARK: Ending sessions

    /// A session that never got its snapshot.
    private func fail(_ index: Int, error: String) {
        statistics.connectFailures += 1
        statistics.note("session \(index): \(error)")
        drop(index)
    }

    /// A session lost after it was live (or while opening, which counts as a failed connect).
    private func lose(_ index: Int, because reason: String) {
        guard let session = sessions[index] else { return }
        if session.phase != .live { return fail(index, error: reason) }
        statistics.closes += 1
        statistics.note("session \(index): \(reason)")
        drop(index)
    }

    private func drop(_ index: Int) {
        guard let session = sessions[index] else { return }
        if session.phase == .live { statistics.live -= 1 } else { opening -= 1 }
        poll.remove(session.socket)
        session.socket.close()
        sessions[index] = nil
    }

    // MARK: Reports

    private func printHeader() {
        var source = "server at \(options.baseURL)"
        if let server { source += ", pid \(server.pid)" }
        report("\(options.sessions) sessions at \(fixed(options.ramp, 0))/s, a tap every \(fixed(options.interval, 1)) s each, "
            + "held \(fixed(options.duration, 0)) s; \(source)")
        if let residentBefore { report("server RSS before: \(megabytes(residentBefore))") }
    }

    private func printSummary(now: UInt64) {
        let window = Percentiles(statistics.windowLatencies)
        statistics.windowLatencies.removeAll(keepingCapacity: true)
        let seconds = Int((now - start) / Self.second)
        var line = "[\(seconds) s] \(statistics.live) live, \(opening) opening | \(window.count) answers, \(window.description)"
            + " | errors \(statistics.errors) (connect \(statistics.connectFailures), closed \(statistics.closes),"
            + " error messages \(statistics.errorMessages), missing patches \(statistics.missingPatches))"
        if let bytes = server?.residentBytes() {
            line += " | RSS \(megabytes(bytes))"
            if let perSession = perSession(bytes) { line += ", \(perSession) per session" }
        }
        print(line)
        fflush(nil)
    }

    private func printFinalReport() {
        if allOpenAt == nil {
            statistics.rampLatencies = statistics.latencies
            statistics.latencies = []
        }
        let latency = Percentiles(statistics.latencies)
        let opens = Percentiles(statistics.openTimes)
        print("")
        print("Final report")
        print("  sessions: \(statistics.opened) opened, \(statistics.live) live at the end; open (connect to snapshot): \(opens.description)")
        print("  inputs: \(statistics.inputsSent) sent, \(statistics.patched) answered by a patch, \(statistics.handled) by handled")
        print("  event→patch latency while sessions opened: \(Percentiles(statistics.rampLatencies).description)")
        print("  event→patch latency once all were open: \(latency.description)")
        print("  errors: \(statistics.errors) — connect failures \(statistics.connectFailures), closes \(statistics.closes), "
            + "error messages \(statistics.errorMessages), missing patches \(statistics.missingPatches)")
        let heldErrors = statistics.errors - (errorsWhileOpening ?? statistics.errors)
        if let errorsWhileOpening {
            print("    \(errorsWhileOpening) while sessions opened, \(heldErrors) once all were open")
        }
        for example in statistics.examples { print("    \(example)") }
        var perSessionKB = "-"
        if let bytes = server?.residentBytes() {
            let before = residentBefore.map(megabytes) ?? "?"
            perSessionKB = perSession(bytes) ?? "-"
            print("  server memory: RSS \(before) before, \(megabytes(bytes)) with \(statistics.live) sessions: \(perSessionKB) per session")
            if let cpuWhileOpening, statistics.opened > 0 {
                // Each session's handshake, hello, first screen and snapshot, with the taps of
                // the sessions already open and the server's other threads.
                print("  server CPU while the sessions opened: \(fixed(cpuWhileOpening, 2)) s, "
                    + "\(fixed(cpuWhileOpening / Double(statistics.opened) * 1000, 2)) ms per session")
            }
            if let residentAtAllOpen, let allOpenAt {
                let minutes = Double(monotonicNanoseconds() - allOpenAt) / Double(Self.second) / 60
                print("  server RSS over the \(fixed(minutes, 1)) minutes held: \(megabytes(residentAtAllOpen)) → \(megabytes(bytes)) "
                    + "(\(fixed(Double(bytes - residentAtAllOpen) / 1_048_576, 1)) MB)")
            }
            if let limit = server?.descriptorLimit(), limit < options.sessions + 64 {
                print("  warning: the server's open-file limit is \(limit), below the sessions asked for")
            }
        }
        print("RESULT sessions=\(statistics.live) inputs=\(statistics.inputsSent) patched=\(statistics.patched) "
            + "handled=\(statistics.handled) errors=\(statistics.errors) held_errors=\(heldErrors) p50_ms=\(fixed(latency.p50, 2)) "
            + "p99_ms=\(fixed(latency.p99, 2)) per_session=\(perSessionKB)")
        fflush(nil)
    }

    private func perSession(_ bytes: Int) -> String? {
        guard let residentBefore, statistics.live > 0 else { return nil }
        return "\(fixed(Double(bytes - residentBefore) / Double(statistics.live) / 1024, 1)) KB"
    }

    private func megabytes(_ bytes: Int) -> String { "\(fixed(Double(bytes) / 1_048_576, 1)) MB" }

    private func report(_ text: String) {
        print("[\(Int((monotonicNanoseconds() - start) / Self.second)) s] \(text)")
        fflush(nil)
    }
}

/// Taps to send, earliest first (a binary heap).
struct TimerQueue {
    struct Timer {
        let due: UInt64
        let session: Int32
        let endsTap: Bool
    }

    private var heap: [Timer] = []

    var nextDue: UInt64? { heap.first?.due }

    mutating func schedule(_ timer: Timer) {
        heap.append(timer)
        var child = heap.count - 1
        while child > 0 {
            let parent = (child - 1) / 2
            guard heap[child].due < heap[parent].due else { break }
            heap.swapAt(child, parent)
            child = parent
        }
    }

    mutating func popDue(now: UInt64) -> Timer? {
        guard let first = heap.first, first.due <= now else { return nil }
        let last = heap.removeLast()
        guard !heap.isEmpty else { return first }
        heap[0] = last
        var parent = 0
        while true {
            let left = 2 * parent + 1, right = left + 1
            var smallest = parent
            if left < heap.count && heap[left].due < heap[smallest].due { smallest = left }
            if right < heap.count && heap[right].due < heap[smallest].due { smallest = right }
            guard smallest != parent else { return first }
            heap.swapAt(parent, smallest)
            parent = smallest
        }
    }
}
