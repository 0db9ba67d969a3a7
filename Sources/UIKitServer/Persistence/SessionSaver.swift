import Foundation
import Logging
@_spi(Host) import UIKitCore

/// When scenes are saved, and what: a scene as it enters the background, every foreground
/// scene that had a turn since its last save once every `saveInterval`, and all of them at
/// shutdown. The periodic saves are spread over the interval (a slice of the sessions every
/// `saveTick`), so thousands of changed scenes never stall every session's turns at once.
/// Builds each record on the main actor (the restoration archive is UIKit's) and hands it to
/// the writer thread. Also expires sessions unused for `sessionMaxAge`.
@MainActor
final class SessionSaver {
    let writer: SessionWriter
    private let configuration: ServerConfiguration
    private let logger: Logger
    private var timers: [Timer] = []
    /// How often a slice of the sessions is saved; each session's slice comes once per interval.
    static let saveTick: TimeInterval = 0.05
    private var tick = 0

    init(writer: SessionWriter, configuration: ServerConfiguration, logger: Logger) {
        self.writer = writer
        self.configuration = configuration
        self.logger = logger
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
        session.needsSave = false
        writer.save(record(of: session), claim: claim)
    }

    /// After each turn: a scene that has just entered the background is saved at once, as iOS
    /// asks for its restoration state then.
    func turnEnded(in session: Session) {
        guard session.scene.activationState == .background else {
            session.savedInBackground = false
            return
        }
        guard !session.savedInBackground else { return }
        session.savedInBackground = true
        save(session)
    }

    /// Saves every session that had a turn since its last save.
    func saveChanged(_ sessions: [Session]) {
        for session in sessions where session.needsSave { save(session) }
    }

    /// How many slices the sessions are saved in, one slice a tick: each changed session is
    /// still saved within `saveInterval` (what `kill -9` may lose).
    var slices: Int {
        max(1, Int((configuration.saveInterval / Self.saveTick).rounded(.down)))
    }

    /// Saves the changed sessions of the next slice; true when the slices came round (an
    /// interval has passed).
    func saveNextSlice(of sessions: [Session]) -> Bool {
        let slices = self.slices
        let slice = tick % slices
        tick += 1
        for session in sessions where session.needsSave && session.saveSlice(of: slices) == slice { save(session) }
        return slice == slices - 1
    }

    /// Saves every session, waits for the writes (at most `timeout` seconds), and closes the
    /// store: the server is stopping.
    func saveAll(_ sessions: [Session], timeout: TimeInterval) -> Bool {
        for session in sessions { save(session) }
        return writer.flush(timeout: timeout, closing: true)
    }

    /// Starts the periodic saves and the expiry of unused sessions; `sessions` lists the live
    /// ones, `expired` hears the ids of the sessions the store discarded, `movedAway` those of
    /// live sessions another instance has restored since (this copy is stale).
    func start(sessions: @escaping @MainActor () -> [Session], expired: @escaping @MainActor ([String]) -> Void,
               movedAway: @escaping @MainActor @Sendable (Set<String>) -> Void) {
        let save = Timer(timeInterval: min(Self.saveTick, configuration.saveInterval), repeats: true) { [weak self] _ in
            MainActor.assumeIsolated {
                guard let self else { return }
                let live = sessions()
                if self.saveNextSlice(of: live) {
                    self.writer.ownedElsewhere(Set(live.map(\.id)), then: movedAway)
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
