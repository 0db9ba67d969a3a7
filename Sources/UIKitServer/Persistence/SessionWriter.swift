import Dispatch
import Foundation
import Logging
import Synchronization

/// The one thread that talks to the session database: the main actor hands it saves, deletes
/// and look-ups, and never waits for the disk (but at shutdown, bounded by `flush`). Saves and
/// deletes wait in a list and are written together, in one transaction each time the thread
/// comes round: one commit for many sessions, and handing one over costs the main actor a
/// lock, not a dispatch.
///
/// `@unchecked Sendable`: `database` is touched only on `queue`, a serial queue.
final class SessionWriter: @unchecked Sendable {
    private let queue = DispatchQueue(label: "uikit.server.session-store")
    private let database: any SessionDatabase
    /// The saves and deletes handed over and not yet written, in order.
    private let waiting = Mutex<[Write]>([])

    /// A change to the store.
    private enum Write {
        case save(SessionRecord, claim: Bool)
        case delete(id: String)
    }
    private let logger: Logger
    /// This process, as the owner of the sessions it holds (a random id per start).
    let instance = SessionStore.randomToken()

    init(database: any SessionDatabase, logger: Logger) {
        self.database = database
        self.logger = logger
    }

    /// Saves the record; `claim` takes the session over from any instance that held it before.
    func save(_ record: SessionRecord, claim: Bool = false) {
        hand(.save(record, claim: claim))
    }

    func delete(id: String) {
        hand(.delete(id: id))
    }

    /// Adds the write to the waiting list; the first one in an empty list sends the thread to
    /// write them all. Anything queued later (a read, a flush) runs after them.
    private func hand(_ write: Write) {
        let first = waiting.withLock { writes in
            writes.append(write)
            return writes.count == 1
        }
        if first { queue.async { [self] in writeWaiting() } }
    }

    /// Writes every waiting save and delete in one transaction. When that fails, each is tried
    /// alone, so one bad row loses only itself, and each failure is logged.
    private func writeWaiting() {
        let writes = waiting.withLock { writes in
            defer { writes = [] }
            return writes
        }
        guard !writes.isEmpty else { return }
        if writes.count > 1 {
            do throws(StoreError) {
                try database.transaction { () throws(StoreError) in
                    for write in writes { try perform(write) }
                }
                return
            } catch {}
        }
        for write in writes {
            do throws(StoreError) {
                try perform(write)
            } catch {
                switch write {
                case .save(let record, _):
                    logger.error("Could not save a session", metadata: ["session": "\(record.id)", "error": "\(error)"])
                case .delete(let id):
                    logger.error("Could not delete a saved session", metadata: ["session": "\(id)", "error": "\(error)"])
                }
            }
        }
    }

    private func perform(_ write: Write) throws(StoreError) {
        switch write {
        case .save(let record, let claim):
            var row = record.row
            row.owner = instance
            try database.save(row, claim: claim)
        case .delete(let id):
            try database.delete(id: id)
        }
    }

    /// Runs `completion` on the main actor once every save and delete handed over before this
    /// call is in the database (or failed, logged): the serial queue writes them first.
    func whenWritten(_ completion: @escaping @MainActor @Sendable () -> Void) {
        queue.async { Self.onMain(completion) }
    }

    /// The saved session with the id, on the main actor; nil when there is none or its row is
    /// unreadable (logged as a warning).
    func load(id: String, then completion: @escaping @MainActor @Sendable (SessionRecord?) -> Void) {
        queue.async { [self] in
            let record: SessionRecord?
            do {
                record = try database.load(id: id).flatMap { row throws(UnreadableRow) in try SessionRecord(row: row) }
            } catch {
                logger.warning("Skipping a stored session", metadata: ["session": "\(id)", "error": "\(error)"])
                record = nil
            }
            Self.onMain { completion(record) }
        }
    }

    /// Every readable saved session, without archives, on the main actor.
    func loadAll(then completion: @escaping @MainActor @Sendable ([SessionRecord]) -> Void) {
        queue.async { [self] in
            let records = readAll()
            Self.onMain { completion(records) }
        }
    }

    /// Every readable saved session, without archives, now: for the launch, before any save.
    func loadAllNow() -> [SessionRecord] {
        queue.sync { readAll() }
    }

    private func readAll() -> [SessionRecord] {
        let rows: [StoredRow]
        do throws(StoreError) {
            rows = try database.loadAll()
        } catch {
            logger.error("Could not list the saved sessions", metadata: ["error": "\(error)"])
            return []
        }
        return rows.compactMap { row in
            do throws(UnreadableRow) {
                return try SessionRecord(row: row)
            } catch {
                logger.warning("Skipping a stored session", metadata: ["session": "\(row.id ?? "?")", "error": "\(error)"])
                return nil
            }
        }
    }

    /// Deletes the sessions unused since `cutoff`; their ids, on the main actor.
    func deleteUnused(before cutoff: Date, then completion: @escaping @MainActor @Sendable ([String]) -> Void) {
        queue.async { [self] in
            let ids: [String]
            do throws(StoreError) {
                ids = try database.deleteUnused(before: cutoff)
            } catch {
                logger.error("Could not delete expired sessions", metadata: ["error": "\(error)"])
                ids = []
            }
            Self.onMain { completion(ids) }
        }
    }

    /// Which of `ids` another instance has taken over since (restored from the store, after a
    /// load balancer sent the session there), on the main actor. The sets are made here, off the
    /// main actor: `ids` lists every live session.
    func ownedElsewhere(_ ids: [String], then completion: @escaping @MainActor @Sendable (Set<String>) -> Void) {
        queue.async { [self] in
            let owned: Set<String>
            do throws(StoreError) {
                owned = try database.ids(ownedBy: instance)
            } catch {
                logger.error("Could not read which sessions this instance owns", metadata: ["error": "\(error)"])
                owned = Set(ids)
            }
            let elsewhere = Set(ids.lazy.filter { !owned.contains($0) })
            Self.onMain { completion(elsewhere) }
        }
    }

    /// Waits until every write handed over so far is done, at most `timeout` seconds; whether
    /// they all are. With `closing`, the database is closed after them.
    func flush(timeout: TimeInterval, closing: Bool = false) -> Bool {
        let done = DispatchSemaphore(value: 0)
        queue.async { [self] in
            if closing { database.close() }
            done.signal()
        }
        return done.wait(timeout: .now() + timeout) == .success
    }

    private static func onMain(_ work: @escaping @MainActor @Sendable () -> Void) {
        DispatchQueue.main.async { MainActor.assumeIsolated { work() } }
    }
}
