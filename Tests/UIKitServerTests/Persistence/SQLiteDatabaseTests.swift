import Foundation
import Logging
import Testing
@_spi(Host) import UIKitCore
@testable import UIKitServer

/// The embedded session store: one row per scene session in a WAL-mode SQLite file, read back
/// as saved, stored data never trusted.
@Suite
struct SQLiteDatabaseTests {
    private let directory = FileManager.default.temporaryDirectory
        .appendingPathComponent("uikit-store-\(UUID().uuidString)").path

    private func record(_ id: String = SessionStore.randomToken(), used: Date = Date(timeIntervalSince1970: 1_800_000_000),
                        archive: [UInt8]? = [0, 1, 2, 255]) -> SessionRecord {
        var display = SceneDisplay(width: 834, height: 1_194, scale: 2, style: .dark, orientation: .landscapeLeft)
        display.contentSizeCategory = .extraLarge
        return SessionRecord(id: id, secretDigest: SecretDigest.of("secret-\(id)"), persistentIdentifier: id,
                             configurationName: "Default Configuration", display: display,
                             locale: SessionLocale(languages: ["he-IL", "en-US"], timeZone: "Asia/Jerusalem")!,
                             restorationArchive: archive, created: Date(timeIntervalSince1970: 1_700_000_000),
                             saved: Date(timeIntervalSince1970: 1_800_000_001), used: used)
    }

    private func cleanUp() {
        try? FileManager.default.removeItem(atPath: directory)
    }

    @Test func testASavedSessionReadsBackAsItWasSaved() throws {
        defer { cleanUp() }
        let database = try SQLiteDatabase(directory: directory)
        let saved = record()
        try database.save(saved.row, claim: true)
        let row = try #require(try database.load(id: saved.id))
        #expect(try SessionRecord(row: row) == saved)
        #expect(try database.load(id: SessionStore.randomToken()) == nil)
    }

    @Test func testTheStoreSurvivesReopeningTheFile() throws {
        defer { cleanUp() }
        let saved = record(archive: nil)
        try SQLiteDatabase(directory: directory).save(saved.row, claim: true)
        let reopened = try SQLiteDatabase(directory: directory)
        #expect(try reopened.loadAll().map { try SessionRecord(row: $0) } == [saved])
    }

    @Test func testTheStoreUsesWriteAheadLogging() throws {
        defer { cleanUp() }
        let database = try SQLiteDatabase(directory: directory)
        #expect(try database.journalMode() == "wal")
        try database.save(record().row, claim: true)
        #expect(FileManager.default.fileExists(atPath: directory + "/sessions.sqlite-wal"))
    }

    @Test func testSavingAgainReplacesTheRowOfTheSession() throws {
        defer { cleanUp() }
        let database = try SQLiteDatabase(directory: directory)
        var saved = record()
        var row = saved.row
        row.owner = "this-instance"
        try database.save(row, claim: true)
        saved.display.width = 390
        saved.restorationArchive = nil
        row = saved.row
        row.owner = "this-instance"
        try database.save(row, claim: false)
        #expect(try database.loadAll().count == 1)
        #expect(try SessionRecord(row: try #require(try database.load(id: saved.id))) == saved)
    }

    @Test func testASaveFromAnInstanceThatNoLongerOwnsTheSessionIsIgnored() throws {
        defer { cleanUp() }
        let database = try SQLiteDatabase(directory: directory)
        let saved = record()
        var first = saved.row, second = saved.row
        first.owner = "instance-a"
        second.owner = "instance-b"
        try database.save(first, claim: true)
        try database.save(second, claim: true)
        first.display = SessionRecord.text(of: SceneDisplay(width: 100, height: 100, scale: 1, style: .light))
        try database.save(first, claim: false)
        let stored = try #require(try database.load(id: saved.id))
        #expect(stored.owner == "instance-b")
        #expect(try SessionRecord(row: stored).display == saved.display)
    }

    @Test func testDeletingASessionRemovesItsRow() throws {
        defer { cleanUp() }
        let database = try SQLiteDatabase(directory: directory)
        let kept = record(), deleted = record()
        try database.save(kept.row, claim: true)
        try database.save(deleted.row, claim: true)
        try database.delete(id: deleted.id)
        #expect(try database.loadAll().compactMap(\.id) == [kept.id])
    }

    @Test func testATransactionCommitsAllItsWritesOrNoneWhenItFails() throws {
        defer { cleanUp() }
        let database = try SQLiteDatabase(directory: directory)
        let first = record(), second = record(), undone = record()
        try database.transaction { () throws(StoreError) in
            try database.save(first.row, claim: true)
            try database.save(second.row, claim: true)
        }
        #expect(throws: StoreError.self) {
            try database.transaction { () throws(StoreError) in
                try database.save(undone.row, claim: true)
                try database.delete(id: first.id)
                throw StoreError("the disk is full")
            }
        }
        #expect(Set(try database.loadAll().compactMap(\.id)) == [first.id, second.id])
    }

    @Test func testTheWriterWritesWhatItIsHandedInOrderAndABadRowLosesOnlyItself() throws {
        defer { cleanUp() }
        let database = try SQLiteDatabase(directory: directory)
        let refused = record(), kept = record(), deleted = record(), savedAgain = record()
        try database.execute("""
            CREATE TRIGGER refuse BEFORE INSERT ON scene_sessions WHEN NEW.id = '\(refused.id)'
            BEGIN SELECT RAISE(ABORT, 'refused'); END
            """)
        let writer = SessionWriter(database: database, logger: Logger(label: "test"))
        for saved in [kept, refused, deleted, savedAgain] { writer.save(saved, claim: true) }
        writer.delete(id: deleted.id)
        writer.delete(id: savedAgain.id)
        writer.save(savedAgain, claim: true)
        #expect(writer.flush(timeout: 5))
        #expect(Set(try database.loadAll().compactMap(\.id)) == [kept.id, savedAgain.id])
    }

    @Test func testSessionsLastUsedBeforeTheCutoffAreDeletedAndNamed() throws {
        defer { cleanUp() }
        let database = try SQLiteDatabase(directory: directory)
        let old = record(used: Date(timeIntervalSince1970: 1_000)), recent = record(used: Date(timeIntervalSince1970: 5_000))
        try database.save(old.row, claim: true)
        try database.save(recent.row, claim: true)
        #expect(try database.deleteUnused(before: Date(timeIntervalSince1970: 2_000)) == [old.id])
        #expect(try database.loadAll().compactMap(\.id) == [recent.id])
    }

    @Test func testTheListingLeavesArchivesOut() throws {
        defer { cleanUp() }
        let database = try SQLiteDatabase(directory: directory)
        try database.save(record(archive: Array(repeating: 7, count: 100_000)).row, claim: true)
        #expect(try database.loadAll().map(\.restorationArchive) == [nil])
    }

    @Test func testCorruptRowsAreSkippedAndTheOthersStillLoad() throws {
        defer { cleanUp() }
        let database = try SQLiteDatabase(directory: directory)
        let good = record(), badDisplay = record(), badTime = record(), badDigest = record()
        for saved in [good, badDisplay, badTime, badDigest] { try database.save(saved.row, claim: true) }
        try database.execute("UPDATE scene_sessions SET display = 'not json' WHERE id = $1", [.text(badDisplay.id)])
        try database.execute("UPDATE scene_sessions SET created_at = 'yesterday' WHERE id = $1", [.text(badTime.id)])
        try database.execute("UPDATE scene_sessions SET secret_hash = x'00ff' WHERE id = $1", [.text(badDigest.id)])

        #expect(throws: UnreadableRow.self) { try SessionRecord(row: try #require(try database.load(id: badDisplay.id))) }
        #expect(throws: UnreadableRow.self) { try SessionRecord(row: try #require(try database.load(id: badTime.id))) }
        #expect(throws: UnreadableRow.self) { try SessionRecord(row: try #require(try database.load(id: badDigest.id))) }
        let writer = SessionWriter(database: database, logger: Logger(label: "test"))
        #expect(writer.loadAllNow().map(\.id) == [good.id])
    }

    @Test func testAStoreWithANewerSchemaIsRefusedWithAClearError() throws {
        defer { cleanUp() }
        try SQLiteDatabase(directory: directory).execute("UPDATE uikit_schema SET version = 99")
        #expect {
            _ = try SQLiteDatabase(directory: directory)
        } throws: { error in
            (error as? StoreError)?.description.contains("schema is version 99, newer than this server's 1") == true
        }
    }

    @Test func testAFileThatIsNotADatabaseIsRefusedWithAClearError() throws {
        defer { cleanUp() }
        try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
        try Data("this is not SQLite".utf8).write(to: URL(fileURLWithPath: directory + "/sessions.sqlite"))
        #expect(throws: StoreError.self) { _ = try SQLiteDatabase(directory: directory) }
    }

    @Test func testTheSecretIsKeptAsItsSHA256() {
        #expect(SecretDigest.of("abc") == "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad")
        #expect(SecretDigest.of("") == "e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855")
    }
}
