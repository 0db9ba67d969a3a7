import CLibPQ
import Foundation

/// The session store in PostgreSQL, for several instances sharing sessions: the same schema as
/// SQLite's. Owns every call into libpq; reconnects once when the connection has dropped.
final class PostgresDatabase: SessionDatabase {
    private var connection: OpaquePointer?
    /// The address without its password, for messages.
    let displayURL: String

    /// Connects to `url` (`postgres://user:password@host:port/database`) and makes the schema.
    init(url: String) throws(StoreError) {
        displayURL = Self.redacted(url)
        connection = PQconnectdb(url)
        guard PQstatus(connection) == CONNECTION_OK else {
            let message = lastError()
            close()
            throw StoreError("cannot connect to PostgreSQL at \(displayURL): \(message)")
        }
        do throws(StoreError) {
            try migrate()
        } catch {
            close()
            throw error
        }
    }

    deinit {
        close()
    }

    /// Closes the connection; safe to call twice.
    func close() {
        guard let connection else { return }
        PQfinish(connection)
        self.connection = nil
    }

    private func migrate() throws(StoreError) {
        try execute("BEGIN")
        do throws(StoreError) {
            // Instances starting together make the schema one at a time.
            try execute("SELECT pg_advisory_xact_lock(1313)")
            for statement in SessionSchema.createTable(blob: "BYTEA", real: "DOUBLE PRECISION") { try execute(statement) }
            let found = try query("SELECT version FROM uikit_schema").first?.first ?? nil
            if let found, let version = Int(found), version > SessionSchema.version {
                throw StoreError.newerSchema(version)
            }
            if found == nil {
                try execute("INSERT INTO uikit_schema (version) VALUES ($1)", [.text(String(SessionSchema.version))])
            }
            try execute("COMMIT")
        } catch {
            try? execute("ROLLBACK")
            throw error
        }
    }

    // MARK: SessionDatabase

    func transaction(_ body: () throws(StoreError) -> Void) throws(StoreError) {
        try execute("BEGIN")
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
            row.restorationArchive.map { .binary($0) } ?? .null,
            Self.real(row.created), Self.real(row.saved), Self.real(row.used), Self.text(row.owner),
        ])
    }

    func delete(id: String) throws(StoreError) {
        try execute(SessionSchema.deleteOne, [.text(id)])
    }

    func load(id: String) throws(StoreError) -> StoredRow? {
        try query(SessionSchema.selectOne, [.text(id)], binaryColumn: 6).first.map(Self.row)
    }

    func loadAll() throws(StoreError) -> [StoredRow] {
        try query(SessionSchema.selectAll).map(Self.row)
    }

    func deleteUnused(before cutoff: Date) throws(StoreError) -> [String] {
        try query(SessionSchema.deleteUnused, [.text(String(cutoff.timeIntervalSince1970))]).compactMap { $0.first ?? nil }
    }

    func ids(ownedBy owner: String) throws(StoreError) -> Set<String> {
        Set(try query(SessionSchema.selectOwned, [.text(owner)]).compactMap { $0.first ?? nil })
    }

    private static func text(_ value: String?) -> Parameter { value.map { .text($0) } ?? .null }
    private static func real(_ value: Double?) -> Parameter { value.map { .text(String($0)) } ?? .null }

    private static func row(_ values: [String?]) -> StoredRow {
        StoredRow(id: values[0], secretDigest: values[1], persistentIdentifier: values[2], configurationName: values[3],
                  display: values[4], locale: values[5], restorationArchive: values[6].flatMap(Self.bytes),
                  created: values[7].flatMap(Double.init), saved: values[8].flatMap(Double.init), used: values[9].flatMap(Double.init),
                  owner: values[10])
    }

    /// The archive column comes back as hex text (`query`'s `binaryColumn` encodes it).
    private static func bytes(_ hex: String) -> [UInt8]? {
        let digits = Array(hex.utf8)
        guard digits.count.isMultiple(of: 2) else { return nil }
        var bytes = [UInt8]()
        bytes.reserveCapacity(digits.count / 2)
        for index in stride(from: 0, to: digits.count, by: 2) {
            guard let high = Self.nibble(digits[index]), let low = Self.nibble(digits[index + 1]) else { return nil }
            bytes.append(high << 4 | low)
        }
        return bytes
    }

    private static func nibble(_ digit: UInt8) -> UInt8? {
        switch digit {
        case 48...57: digit - 48
        case 97...102: digit - 87
        case 65...70: digit - 55
        default: nil
        }
    }

    // MARK: Statements

    /// A parameter, sent as text, or as raw bytes for a BYTEA column.
    enum Parameter {
        case null
        case text(String)
        case binary([UInt8])
    }

    func execute(_ sql: String, _ parameters: [Parameter] = []) throws(StoreError) {
        _ = try query(sql, parameters)
    }

    /// Runs a statement; its rows as text (NULL as nil). Column `binaryColumn`, a BYTEA, comes
    /// back as PostgreSQL's hex text without its `\x`.
    func query(_ sql: String, _ parameters: [Parameter] = [], binaryColumn: Int? = nil) throws(StoreError) -> [[String?]] {
        if PQstatus(connection) != CONNECTION_OK { PQreset(connection) }
        guard PQstatus(connection) == CONNECTION_OK else {
            throw StoreError("lost the connection to PostgreSQL at \(displayURL): \(lastError())")
        }
        let buffers: [[UInt8]?] = parameters.map {
            switch $0 {
            case .null: nil
            case .text(let text): Array(text.utf8) + [0]
            case .binary(let bytes): bytes
            }
        }
        let lengths = parameters.indices.map { Int32(buffers[$0]?.count ?? 0) }
        let formats: [Int32] = parameters.map { if case .binary = $0 { 1 } else { 0 } }
        let result = Self.withPointers(to: buffers) { values in
            PQexecParams(connection, sql, Int32(parameters.count), nil, values, lengths, formats, 0)
        }
        defer { PQclear(result) }
        let status = PQresultStatus(result)
        guard status == PGRES_COMMAND_OK || status == PGRES_TUPLES_OK else {
            let message = result.map { String(cString: PQresultErrorMessage($0)) } ?? lastError()
            throw StoreError("PostgreSQL failed: \(message.trimmingCharacters(in: .whitespacesAndNewlines))")
        }
        return (0..<PQntuples(result)).map { row in
            (0..<PQnfields(result)).map { column -> String? in
                guard PQgetisnull(result, row, column) == 0, let value = PQgetvalue(result, row, column) else { return nil }
                let text = String(cString: value)
                guard Int(column) == binaryColumn else { return text }
                return text.hasPrefix("\\x") ? String(text.dropFirst(2)) : nil
            }
        }
    }

    private static func withPointers<R>(to buffers: [[UInt8]?], _ body: ([UnsafePointer<CChar>?]) -> R) -> R {
        var pointers: [UnsafeMutableRawPointer?] = []
        defer { pointers.forEach { $0?.deallocate() } }
        for buffer in buffers {
            guard let buffer else { pointers.append(nil); continue }
            let pointer = UnsafeMutableRawPointer.allocate(byteCount: max(buffer.count, 1), alignment: 1)
            buffer.withUnsafeBytes { bytes in
                if let base = bytes.baseAddress { pointer.copyMemory(from: base, byteCount: bytes.count) }
            }
            pointers.append(pointer)
        }
        return body(pointers.map { $0.map { UnsafePointer($0.assumingMemoryBound(to: CChar.self)) } })
    }

    private func lastError() -> String {
        guard let connection, let message = PQerrorMessage(connection) else { return "out of memory" }
        return String(cString: message).trimmingCharacters(in: .whitespacesAndNewlines)
    }

    /// `postgres://user:secret@host/db` → `postgres://user:***@host/db`.
    static func redacted(_ url: String) -> String {
        guard var components = URLComponents(string: url), components.password != nil else { return url }
        components.password = "***"
        return components.string ?? "postgres://…"
    }
}
