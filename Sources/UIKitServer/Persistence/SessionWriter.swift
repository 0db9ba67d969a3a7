import Dispatch
import Foundation
import Logging

/// The one thread that talks to the session database: the main actor hands it saves, deletes
/// and look-ups, and never waits for the disk (but at shutdown, bounded by `flush`).
///
/// `@unchecked Sendable`: `database` is touched only on `queue`, a serial queue.
final class SessionWriter: @unchecked Sendable {
    private let queue = DispatchQueue(label: "uikit.server.session-store")
    private let database: any SessionDatabase
    private let logger: Logger
    /// This process, as the owner of the sessions it holds (a random id per start).
    let instance = SessionStore.randomToken()

    init(database: any SessionDatabase, logger: Logger) {
        self.database = database
        self.logger = logger
    }

    /// Saves the record; `claim` takes the session over from any instance that held it before.
    func save(_ record: SessionRecord, claim: Bool = false) {
        queue.async { [self] in
            var row = record.row
            row.owner = instance
            do throws(StoreError) {
                try database.save(row, claim: claim)
            } catch {
                logger.error("Could not save a session", metadata: ["session": "\(record.id)", "error": "\(error)"])
            }
        }
    }

    func delete(id: String) {
        queue.async { [self] in
            do throws(StoreError) {
                try database.delete(id: id)
            } catch {
                logger.error("Could not delete a saved session", metadata: ["session": "\(id)", "error": "\(error)"])
            }
        }
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
    /// load balancer sent the session there), on the main actor.
    func ownedElsewhere(_ ids: Set<String>, then completion: @escaping @MainActor @Sendable (Set<String>) -> Void) {
        queue.async { [self] in
            let owned: Set<String>
            do throws(StoreError) {
                owned = try database.ids(ownedBy: instance)
            } catch {
                logger.error("Could not read which sessions this instance owns", metadata: ["error": "\(error)"])
                owned = ids
            }
            Self.onMain { completion(ids.subtracting(owned)) }
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
