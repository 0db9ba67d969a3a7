import Foundation

/// A database of saved scene sessions (SQLite or PostgreSQL), with one schema: one row per
/// scene session. Used from one thread at a time (`SessionWriter`'s queue).
protocol SessionDatabase: AnyObject {
    /// Inserts the row, or replaces the row with its id — when `claim`, whoever owned it;
    /// otherwise only when the row's owner is still `row.owner` (another instance that restored
    /// the session since owns it now, and this instance's copy is stale).
    func save(_ row: StoredRow, claim: Bool) throws(StoreError)
    func delete(id: String) throws(StoreError)
    /// The row with the id, nil when there is none.
    func load(id: String) throws(StoreError) -> StoredRow?
    /// Every row, without restoration archives (for listing).
    func loadAll() throws(StoreError) -> [StoredRow]
    /// Deletes the rows last used before `cutoff`; their ids.
    func deleteUnused(before cutoff: Date) throws(StoreError) -> [String]
    /// The ids of the rows `owner` saved or restored last.
    func ids(ownedBy owner: String) throws(StoreError) -> Set<String>
    /// Runs `body` as one transaction: its writes are committed together (one commit, one sync
    /// to disk), or none of them when it throws.
    func transaction(_ body: () throws(StoreError) -> Void) throws(StoreError)
    /// Closes the database (SQLite folds its write-ahead log into the file); later calls fail.
    func close()
}

/// The schema both databases share; its version is kept in `uikit_schema`.
enum SessionSchema {
    static let version = 1

    /// The upsert, with `$1`…`$11` in column order (SQLite and PostgreSQL both read them).
    static func upsert(claim: Bool) -> String {
        """
        INSERT INTO scene_sessions (id, secret_hash, persistent_identifier, configuration, display, locale,
                                    restoration_archive, created_at, saved_at, used_at, owner)
        VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11)
        ON CONFLICT (id) DO UPDATE SET secret_hash = excluded.secret_hash,
            persistent_identifier = excluded.persistent_identifier, configuration = excluded.configuration,
            display = excluded.display, locale = excluded.locale, restoration_archive = excluded.restoration_archive,
            saved_at = excluded.saved_at, used_at = excluded.used_at, owner = excluded.owner
        """ + (claim ? "" : " WHERE scene_sessions.owner = excluded.owner")
    }
    static let columns = """
        id, secret_hash, persistent_identifier, configuration, display, locale, restoration_archive, \
        created_at, saved_at, used_at, owner
        """
    /// The listing leaves the archives out: they can be large.
    static let listColumns = """
        id, secret_hash, persistent_identifier, configuration, display, locale, NULL, created_at, saved_at, used_at, owner
        """
    static let selectOne = "SELECT \(columns) FROM scene_sessions WHERE id = $1"
    static let selectAll = "SELECT \(listColumns) FROM scene_sessions ORDER BY id"
    static let deleteOne = "DELETE FROM scene_sessions WHERE id = $1"
    static let deleteUnused = "DELETE FROM scene_sessions WHERE used_at < $1 RETURNING id"
    static let selectOwned = "SELECT id FROM scene_sessions WHERE owner = $1"

    /// The table, in the dialect's types for the archive and the times.
    static func createTable(blob: String, real: String) -> [String] {
        ["""
         CREATE TABLE IF NOT EXISTS scene_sessions (
             id TEXT PRIMARY KEY,
             secret_hash TEXT NOT NULL,
             persistent_identifier TEXT NOT NULL,
             configuration TEXT,
             display TEXT NOT NULL,
             locale TEXT NOT NULL,
             restoration_archive \(blob),
             created_at \(real) NOT NULL,
             saved_at \(real) NOT NULL,
             used_at \(real) NOT NULL,
             owner TEXT
         )
         """,
         "CREATE INDEX IF NOT EXISTS scene_sessions_used_at ON scene_sessions (used_at)",
         "CREATE INDEX IF NOT EXISTS scene_sessions_owner ON scene_sessions (owner)",
         "CREATE TABLE IF NOT EXISTS uikit_schema (version INTEGER NOT NULL)"]
    }
}

/// Why the session store failed.
struct StoreError: Error, CustomStringConvertible {
    let description: String

    init(_ description: String) {
        self.description = description
    }

    static func newerSchema(_ found: Int) -> StoreError {
        StoreError("the store's schema is version \(found), newer than this server's \(SessionSchema.version); "
                   + "run the newer server or use another store")
    }
}
