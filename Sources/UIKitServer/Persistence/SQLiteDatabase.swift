import CSQLite
import Foundation

/// The session store in an embedded SQLite file, `sessions.sqlite` in the data directory, in
/// WAL mode (readers never wait for the writer, and a crash loses no committed save). Owns
/// every call into SQLite.
final class SQLiteDatabase: SessionDatabase {
    private var handle: OpaquePointer?
    /// Prepared statements by their text, kept while the file is open: the same few statements
    /// run thousands of times a minute, and preparing one costs more than running it.
    private var statements: [String: OpaquePointer] = [:]
    let path: String

    /// A value bound to or read from a statement.
    enum Value: Equatable {
        case null
        case integer(Int64)
        case real(Double)
        case text(String)
        case blob([UInt8])
    }

    /// Opens (creating) the store in `directory`, which is made when missing.
    init(directory: String) throws(StoreError) {
        do {
            try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
        } catch {
            throw StoreError("cannot make the data directory \(directory): \(error.localizedDescription)")
        }
        path = (directory as NSString).appendingPathComponent("sessions.sqlite")
        let flags = SQLITE_OPEN_READWRITE | SQLITE_OPEN_CREATE | SQLITE_OPEN_NOMUTEX
        guard sqlite3_open_v2(path, &handle, flags, nil) == SQLITE_OK else {
            let message = handle.map { String(cString: sqlite3_errmsg($0)) } ?? "out of memory"
            close()
            throw StoreError("cannot open \(path): \(message)")
        }
        sqlite3_busy_timeout(handle, 5_000)
        do throws(StoreError) {
            guard try query("PRAGMA journal_mode=WAL").first?.first == .text("wal") else {
                throw StoreError("\(path) cannot use write-ahead logging")
            }
            try execute("PRAGMA synchronous=NORMAL")
            try migrate()
        } catch {
            close()
            throw error
        }
    }

    deinit {
        close()
    }

    /// Closes the file; later calls fail. Safe to call twice.
    func close() {
        guard let handle else { return }
        for statement in statements.values { sqlite3_finalize(statement) }
        statements = [:]
        sqlite3_close_v2(handle)
        self.handle = nil
    }

    /// The journal mode SQLite reports (`wal`).
    func journalMode() throws(StoreError) -> String? {
        guard case .text(let mode) = try query("PRAGMA journal_mode").first?.first else { return nil }
        return mode
    }

    private func migrate() throws(StoreError) {
        try execute("BEGIN IMMEDIATE")
        do throws(StoreError) {
            for statement in SessionSchema.createTable(blob: "BLOB", real: "REAL") { try execute(statement) }
            switch try query("SELECT version FROM uikit_schema").first?.first {
            case nil:
                try execute("INSERT INTO uikit_schema (version) VALUES ($1)", [.integer(Int64(SessionSchema.version))])
            case .integer(let found) where found > SessionSchema.version:
                throw StoreError.newerSchema(Int(found))
            default:
                break
            }
            try execute("COMMIT")
        } catch {
            try? execute("ROLLBACK")
            throw error
        }
    }

    // MARK: SessionDatabase

    func transaction(_ body: () throws(StoreError) -> Void) throws(StoreError) {
        try execute("BEGIN IMMEDIATE")
        do throws(StoreError) {
            try body()
            try execute("COMMIT")
        } catch {
            try? execute("ROLLBACK")
            throw error
        }
    }

    func save(_ row: StoredRow, claim: Bool) throws(StoreError) {
        try execute(SessionSchema.upsert(claim: claim), [
            Self.text(row.id), Self.text(row.secretDigest), Self.text(row.persistentIdentifier),
            Self.text(row.configurationName), Self.text(row.display), Self.text(row.locale),
            row.restorationArchive.map { .blob($0) } ?? .null,
            Self.real(row.created), Self.real(row.saved), Self.real(row.used), Self.text(row.owner),
        ])
    }

    func delete(id: String) throws(StoreError) {
        try execute(SessionSchema.deleteOne, [.text(id)])
    }

    func load(id: String) throws(StoreError) -> StoredRow? {
        try query(SessionSchema.selectOne, [.text(id)]).first.map(Self.row)
    }

    func loadAll() throws(StoreError) -> [StoredRow] {
        try query(SessionSchema.selectAll).map(Self.row)
    }

    func deleteUnused(before cutoff: Date) throws(StoreError) -> [String] {
        try query(SessionSchema.deleteUnused, [.real(cutoff.timeIntervalSince1970)]).compactMap {
            guard case .text(let id) = $0.first else { return nil }
            return id
        }
    }

    func ids(ownedBy owner: String) throws(StoreError) -> Set<String> {
        Set(try query(SessionSchema.selectOwned, [.text(owner)]).compactMap {
            guard case .text(let id) = $0.first else { return nil }
            return id
        })
    }

    private static func text(_ value: String?) -> Value { value.map { .text($0) } ?? .null }
    private static func real(_ value: Double?) -> Value { value.map { .real($0) } ?? .null }

    /// A row of the eleven columns; a column of another type than expected reads as missing.
    private static func row(_ values: [Value]) -> StoredRow {
        func text(_ index: Int) -> String? {
            guard case .text(let text) = values[index] else { return nil }
            return text
        }
        func real(_ index: Int) -> Double? {
            switch values[index] {
            case .real(let value): value
            case .integer(let value): Double(value)
            default: nil
            }
        }
        var archive: [UInt8]?
        if case .blob(let bytes) = values[6] { archive = bytes }
        return StoredRow(id: text(0), secretDigest: text(1), persistentIdentifier: text(2), configurationName: text(3),
                         display: text(4), locale: text(5), restorationArchive: archive,
                         created: real(7), saved: real(8), used: real(9), owner: text(10))
    }

    // MARK: Statements

    /// Runs a statement that returns no rows.
    func execute(_ sql: String, _ parameters: [Value] = []) throws(StoreError) {
        _ = try query(sql, parameters)
    }

    /// Runs a statement with `parameters` bound in order; its rows.
    func query(_ sql: String, _ parameters: [Value] = []) throws(StoreError) -> [[Value]] {
        guard let handle else { throw StoreError("\(path) is closed") }
        let statement = try prepared(sql, handle)
        defer {
            sqlite3_reset(statement)
            sqlite3_clear_bindings(statement)
        }
        for (offset, value) in parameters.enumerated() {
            let index = Int32(offset + 1)
            let result: Int32
            switch value {
            case .null: result = sqlite3_bind_null(statement, index)
            case .integer(let number): result = sqlite3_bind_int64(statement, index, number)
            case .real(let number): result = sqlite3_bind_double(statement, index, number)
            case .text(let text): result = sqlite3_bind_text(statement, index, text, -1, Self.transient)
            case .blob(let bytes):
                result = bytes.withUnsafeBytes { sqlite3_bind_blob(statement, index, $0.baseAddress, Int32($0.count), Self.transient) }
            }
            guard result == SQLITE_OK else { throw StoreError("SQLite cannot bind a value: \(String(cString: sqlite3_errmsg(handle)))") }
        }
        var rows: [[Value]] = []
        while true {
            switch sqlite3_step(statement) {
            case SQLITE_ROW:
                rows.append((0..<sqlite3_column_count(statement)).map { Self.column(statement, $0) })
            case SQLITE_DONE:
                return rows
            default:
                throw StoreError("SQLite failed: \(String(cString: sqlite3_errmsg(handle)))")
            }
        }
    }

    /// The statement for `sql`, prepared once.
    private func prepared(_ sql: String, _ handle: OpaquePointer) throws(StoreError) -> OpaquePointer {
        if let statement = statements[sql] { return statement }
        var statement: OpaquePointer?
        guard sqlite3_prepare_v2(handle, sql, -1, &statement, nil) == SQLITE_OK, let statement else {
            throw StoreError("SQLite cannot prepare a statement: \(String(cString: sqlite3_errmsg(handle)))")
        }
        statements[sql] = statement
        return statement
    }

    private static func column(_ statement: OpaquePointer, _ index: Int32) -> Value {
        switch sqlite3_column_type(statement, index) {
        case SQLITE_INTEGER: return .integer(sqlite3_column_int64(statement, index))
        case SQLITE_FLOAT: return .real(sqlite3_column_double(statement, index))
        case SQLITE_TEXT:
            guard let text = sqlite3_column_text(statement, index) else { return .null }
            return .text(String(cString: text))
        case SQLITE_BLOB:
            let count = Int(sqlite3_column_bytes(statement, index))
            guard count > 0, let bytes = sqlite3_column_blob(statement, index) else { return .blob([]) }
            return .blob(Array(UnsafeRawBufferPointer(start: bytes, count: count)))
        default: return .null
        }
    }

    /// SQLITE_TRANSIENT: SQLite copies bound text and blobs before the call returns.
    private static var transient: sqlite3_destructor_type { unsafeBitCast(-1, to: sqlite3_destructor_type.self) }
}
