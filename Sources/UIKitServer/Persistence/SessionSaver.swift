import Foundation
import Logging
@_spi(Host) import UIKitCore

/// When scenes are saved, and what: a scene as it enters the background, every scene that had
/// a turn since its last save once every `saveInterval`, and all of them at shutdown. The
/// periodic saves are spread over the interval (a slice of the sessions every `saveTick`), so
/// thousands of changed scenes never stall every session's turns at once; a session joins its
/// slice's list when a turn ends, so a tick costs what its changed sessions cost, whatever the
/// number of sessions, and at most `tickBudget` of main-actor time (the rest waits for the next
/// tick, first in line). Builds each record on the main actor (the restoration archive is
/// UIKit's) and hands it to the writer thread. Also expires sessions unused for `sessionMaxAge`.
@MainActor
final class SessionSaver {
    let writer: SessionWriter
    private let configuration: ServerConfiguration
    private let logger: Logger
    private var timers: [Timer] = []
    /// How often a slice of the sessions is saved; each session's slice comes once per interval.
    static let saveTick: TimeInterval = 0.05
    /// The most main-actor time one tick spends building records; at least one is always built.
    let tickBudget: Duration
    /// Reads the time the budget is measured with (a virtual clock in tests).
    private let clock: () -> Duration
    private var tick = 0
    /// The sessions that had a turn since their last save, by the slice they are saved in.
    private var changed: [[Waiting]]
    /// Changed sessions whose slice came round while a tick's budget was spent, oldest first
    /// from `overdueStart`.
    private var overdue: [Waiting] = []
    private var overdueStart = 0

    /// A changed session in a list, held weakly: a session that ends is freed at once, not when
    /// its slice comes.
    private struct Waiting {
        weak var session: Session?
    }

    init(writer: SessionWriter, configuration: ServerConfiguration, logger: Logger,
         tickBudget: Duration = .milliseconds(8), clock: @escaping () -> Duration = SessionSaver.monotonicTime) {
        self.writer = writer
        self.configuration = configuration
        self.logger = logger
        self.tickBudget = tickBudget
        self.clock = clock
        changed = Array(repeating: [], count: Self.slices(saveInterval: configuration.saveInterval))
    }

    /// The time since an arbitrary start, from the monotonic clock.
    nonisolated static func monotonicTime() -> Duration {
        .nanoseconds(Int64(DispatchTime.now().uptimeNanoseconds))
    }

    /// The record that saves the session now.
    func record(of session: Session) -> SessionRecord {
        SessionRecord(id: session.id, secretDigest: session.secretDigest,
                      persistentIdentifier: session.scene.session.persistentIdentifier,
                      configurationName: session.scene.session.configuration.name, display: session.display,
                      locale: session.scene.locale,
                      restorationArchive: UIApplication.shared.restorationArchive(for: session.scene),
                      created: session.created, saved: Date(), used: session.used)
    }

    /// Saves the session; `claim` when this instance has just made or restored it.
    func save(_ session: Session, claim: Bool = false) {
        // A removed session's row is deleted; a save after that would bring it back.
        guard !session.isEnded else { return }
        session.needsSave = false
        writer.save(record(of: session), claim: claim)
    }

    /// After each turn: a scene that has just entered the background is saved at once, as iOS
    /// asks for its restoration state then; any other changed session joins its slice's list.
    func turnEnded(in session: Session) {
        guard !session.isEnded else { return }
        if session.scene.activationState == .background {
            if !session.savedInBackground {
                session.savedInBackground = true
                save(session)
            }
        } else {
            session.savedInBackground = false
        }
        guard session.needsSave, !session.isWaitingForSave else { return }
        session.isWaitingForSave = true
        changed[session.saveSlice(of: slices)].append(Waiting(session: session))
    }

    /// How many slices the sessions are saved in, one slice a tick: each changed session is
    /// still saved within `saveInterval` (what `kill -9` may lose) while ticks keep within
    /// their budget.
    var slices: Int { changed.count }

    private static func slices(saveInterval: TimeInterval) -> Int {
        max(1, Int((saveInterval / saveTick).rounded(.down)))
    }

    /// How many changed sessions wait for their slice or for a tick with budget left (not those
    /// saved since they joined a list, such as a scene saved as it entered the background).
    var waitingCount: Int {
        (changed.joined() + overdue[overdueStart...]).count { $0.session?.needsSave == true }
    }

    /// Saves the changed sessions of the next slice, after those a spent budget left over, until
    /// the budget is spent; `isLive` tells whether the session is still the store's (a removed
    /// or released one is never saved again). True when the slices came round (an interval has
    /// passed).
    func saveNextSlice(isLive: (Session) -> Bool) -> Bool {
        let slice = tick % slices
        tick += 1
        overdue.append(contentsOf: changed[slice])
        changed[slice] = []
        let start = clock()
        while overdueStart < overdue.count {
            let waiting = overdue[overdueStart]
            overdueStart += 1
            guard let session = waiting.session else { continue }
            session.isWaitingForSave = false
            guard session.needsSave, isLive(session) else { continue }
            save(session)
            if clock() - start >= tickBudget { break }
        }
        if overdueStart == overdue.count {
            overdue = []
            overdueStart = 0
        } else if overdueStart > 1024, overdueStart * 2 > overdue.count {
            overdue.removeFirst(overdueStart)
            overdueStart = 0
        }
        return slice == slices - 1
    }

    /// Saves every session, waits for the writes (at most `timeout` seconds), and closes the
    /// store: the server is stopping.
    func saveAll(_ sessions: [Session], timeout: TimeInterval) -> Bool {
        for session in sessions { save(session) }
        return writer.flush(timeout: timeout, closing: true)
    }

    /// Starts the periodic saves and the expiry of unused sessions; `isLive` tells whether a
    /// session is still the store's, `ids` lists the live ones, `expired` hears the ids of the
    /// sessions the store discarded, `movedAway` those of live sessions another instance has
    /// restored since (this copy is stale).
    func start(isLive: @escaping @MainActor (Session) -> Bool, ids: @escaping @MainActor () -> [String],
               expired: @escaping @MainActor ([String]) -> Void, movedAway: @escaping @MainActor @Sendable (Set<String>) -> Void) {
        let save = Timer(timeInterval: min(Self.saveTick, configuration.saveInterval), repeats: true) { [weak self] _ in
            MainActor.assumeIsolated {
                guard let self else { return }
                if self.saveNextSlice(isLive: isLive) {
                    self.writer.ownedElsewhere(ids(), then: movedAway)
                }
            }
        }
        let sweep = Timer(timeInterval: Self.expiryInterval, repeats: true) { [weak self] _ in
            MainActor.assumeIsolated { self?.discardExpired(then: expired) }
        }
        for timer in [save, sweep] { RunLoop.main.add(timer, forMode: .common) }
        timers = [save, sweep]
        discardExpired(then: expired)
    }

    /// Deletes the sessions last used more than `sessionMaxAge` ago.
    func discardExpired(then expired: @escaping @MainActor ([String]) -> Void) {
        let cutoff = Date().addingTimeInterval(-configuration.sessionMaxAge)
        writer.deleteUnused(before: cutoff) { [logger] ids in
            guard !ids.isEmpty else { return }
            logger.info("Discarded expired sessions", metadata: ["count": "\(ids.count)"])
            expired(ids)
        }
    }

    /// How often sessions past their maximum age are looked for.
    static let expiryInterval: TimeInterval = 60
}
