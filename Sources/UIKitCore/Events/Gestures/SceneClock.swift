import Foundation

/// When a scene's timed work runs: on the main run loop, as on a device, or on a manual clock
/// that a test advances, so timing (a long press's minimum duration, a tap's wait for the next
/// tap) can be driven deterministically.
///
/// UIKitCore never starts a thread: the run-loop clock schedules `Timer`s on `RunLoop.main`,
/// which the host runs on the main thread.
@_spi(Host) @MainActor
public final class SceneClock {
    /// A scheduled piece of work, used to cancel it.
    struct Token: Hashable {
        let id: Int
    }

    private enum Mode {
        case runLoop
        case manual(now: TimeInterval)
    }

    private var mode: Mode
    private var nextID = 0
    private var manualWork: [(token: Token, due: TimeInterval, work: @MainActor () -> Void)] = []
    private var timers: [Token: (timer: Timer, work: @MainActor () -> Void)] = [:]
    /// Scheduled work that keeps the scene busy (see `isBusy`).
    private var busy: Set<Token> = []

    private init(mode: Mode) {
        self.mode = mode
    }

    /// A clock whose work runs from timers on the main run loop.
    public static func runLoop() -> SceneClock {
        SceneClock(mode: .runLoop)
    }

    /// A clock that stands still until `advance(by:)` moves it. It is also what
    /// `CACurrentMediaTime()` reads while it lives (the latest such clock made).
    public static func manual() -> SceneClock {
        let clock = SceneClock(mode: .manual(now: 0))
        ManualMediaTime.publish(0, from: ObjectIdentifier(clock))
        return clock
    }

    isolated deinit {
        ManualMediaTime.withdraw(from: ObjectIdentifier(self))
    }

    /// Whether work is scheduled and has not run yet.
    public var hasPendingWork: Bool {
        !timers.isEmpty || !manualWork.isEmpty
    }

    /// Whether work that an automated action should wait for is scheduled: gesture timers,
    /// animation completions. Work that comes back forever (a display link's frames) does not
    /// count, so a scene that keeps drawing still becomes idle.
    public var isBusy: Bool {
        !busy.isEmpty
    }

    /// The clock's current time, in seconds.
    public var now: TimeInterval {
        switch mode {
        case .runLoop: ProcessInfo.processInfo.systemUptime
        case .manual(let now): now
        }
    }

    /// Moves a manual clock forward, running the work that comes due in time order (work that
    /// schedules more work within the interval sees it run too). A run-loop clock ignores it.
    public func advance(by seconds: TimeInterval) {
        guard case .manual(let start) = mode else { return }
        let end = start + max(0, seconds)
        while let index = manualWork.indices.filter({ manualWork[$0].due <= end })
            .min(by: { manualWork[$0].due < manualWork[$1].due }) {
            let next = manualWork.remove(at: index)
            mode = .manual(now: next.due)
            ManualMediaTime.publish(next.due, from: ObjectIdentifier(self))
            busy.remove(next.token)
            next.work()
        }
        mode = .manual(now: end)
        ManualMediaTime.publish(end, from: ObjectIdentifier(self))
    }

    /// Runs `work` once, `delay` seconds from now; until it runs or is cancelled, the scene is
    /// busy unless `keepsBusy` is false.
    func schedule(after delay: TimeInterval, keepsBusy: Bool = true, _ work: @escaping @MainActor () -> Void) -> Token {
        nextID += 1
        let token = Token(id: nextID)
        let work = Self.inSchedulingTurnsScene(work)
        if keepsBusy { busy.insert(token) }
        switch mode {
        case .manual(let now):
            manualWork.append((token, now + max(0, delay), work))
        case .runLoop:
            // `Timer(timeInterval:repeats:block:)` fires at once in swift-corelibs-foundation:
            // give the fire date explicitly.
            let fireDate = Date(timeIntervalSinceNow: max(0, delay))
            let timer = Timer(fire: fireDate, interval: 0, repeats: false) { [weak self] _ in
                MainActor.assumeIsolated { self?.fireTimer(token) }
            }
            timers[token] = (timer, work)
            RunLoop.main.add(timer, forMode: .common)
        }
        return token
    }

    /// Cancels work that has not run yet.
    func cancel(_ token: Token) {
        busy.remove(token)
        manualWork.removeAll { $0.token == token }
        timers.removeValue(forKey: token)?.timer.invalidate()
    }

    /// `work` run as a turn of the scene whose turn scheduled it, so it has that session's
    /// locale (docs/locale.md) and `UIScreen.main`, whichever session ran last.
    private static func inSchedulingTurnsScene(_ work: @escaping @MainActor () -> Void) -> @MainActor () -> Void {
        { [weak scene = UIWindowScene.turnScene] in
            if let scene, UIWindowScene.turnScene !== scene { UIWindowScene.turnScene = scene }
            work()
        }
    }

    private func fireTimer(_ token: Token) {
        guard let entry = timers.removeValue(forKey: token) else { return }
        busy.remove(token)
        entry.work()
    }
}
