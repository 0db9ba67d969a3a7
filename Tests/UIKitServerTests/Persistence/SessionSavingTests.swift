import Foundation
import Logging
import Testing
@_spi(Host) import UIKitCore
@testable import UIKitServer

@MainActor
private final class DiscardRecordingAppDelegate: UIResponder, UIApplicationDelegate {
    static var discarded: [[String]] = []

    func application(_ application: UIApplication, didDiscardSceneSessions sceneSessions: Set<UISceneSession>) {
        Self.discarded.append(sceneSessions.map(\.persistentIdentifier).sorted())
    }
}

/// When the server saves scene sessions into its store, and how a saved one comes back.
@MainActor
@Suite(.serialized)
struct SessionSavingTests {
    private let directory = FileManager.default.temporaryDirectory
        .appendingPathComponent("uikit-saving-\(UUID().uuidString)").path

    /// Runs `body` with a launched app and a session store saving into SQLite in a temp folder.
    private func withStore(_ body: @MainActor (SessionStore, SQLiteDatabase) async throws -> Void) async throws {
        let application = UIApplication.shared
        let previous = application.delegate
        application.launch(delegateClass: DiscardRecordingAppDelegate.self)
        DiscardRecordingAppDelegate.discarded = []
        let database = try SQLiteDatabase(directory: directory)
        let store = makeStore(database)
        defer {
            for session in store.all { store.remove(session) }
            application.delegate = previous
            try? FileManager.default.removeItem(atPath: directory)
        }
        try await body(store, database)
    }

    private func makeStore(_ database: SQLiteDatabase) -> SessionStore {
        let store = SessionStore(configuration: ServerConfiguration())
        store.saver = SessionSaver(writer: SessionWriter(database: database, logger: Logger(label: "test")),
                                   configuration: ServerConfiguration(), logger: Logger(label: "test"))
        return store
    }

    private func stored(_ id: String, _ store: SessionStore, _ database: SQLiteDatabase) throws -> SessionRecord? {
        #expect(store.saver?.writer.flush(timeout: 5) == true)
        return try database.load(id: id).map { try SessionRecord(row: $0) }
    }

    @Test func testANewSessionIsSavedAtOnceAndRemovingItDeletesItsRow() async throws {
        try await withStore { store, database in
            let display = SceneDisplay(width: 600, height: 400, scale: 1, style: .dark)
            let session = try #require(store.create(display: display))
            let record = try #require(try stored(session.id, store, database))
            #expect(record.display == display)
            #expect(record.persistentIdentifier == session.scene.session.persistentIdentifier)
            #expect(record.secretDigest == SecretDigest.of(try #require(session.secret)))
            store.remove(session)
            #expect(try stored(session.id, store, database) == nil)
        }
    }

    @Test func testWhenWrittenRunsOnceTheSavesHandedBeforeItAreInTheDatabase() async throws {
        try await withStore { store, database in
            let display = SceneDisplay(width: 390, height: 844, scale: 2, style: .light)
            let sessions = (0..<20).compactMap { _ in store.create(display: display) }
            let writer = try #require(store.saver?.writer)
            let found = await withCheckedContinuation { continuation in
                writer.whenWritten {
                    continuation.resume(returning: sessions.filter { (try? database.load(id: $0.id)) != nil }.count)
                }
            }
            #expect(found == 20)
            // Only a store other instances share holds the reply back: SQLite's instance is alone.
            #expect(store.sharedStoreWriter == nil)
        }
    }

    @Test func testASceneIsSavedWhenItEntersTheBackground() async throws {
        try await withStore { store, database in
            let session = try #require(store.create(display: SceneDisplay(width: 390, height: 844, scale: 2, style: .light)))
            let wider = SceneDisplay(width: 700, height: 844, scale: 2, style: .light)
            session.scene.request(.active)
            session.updateDisplay(wider)
            #expect(try stored(session.id, store, database)?.display.width == 390)
            session.scene.request(.background)
            session.finishTurn()
            #expect(try stored(session.id, store, database)?.display == wider)
        }
    }

    /// Runs the saver's ticks for one save interval; how many sessions each tick saved.
    private func runOneInterval(_ store: SessionStore) throws -> [Int] {
        let saver = try #require(store.saver)
        return (0..<saver.slices).map { _ in
            let waiting = store.all.filter(\.needsSave).count
            _ = saver.saveNextSlice { store[$0.id] === $0 }
            return waiting - store.all.filter(\.needsSave).count
        }
    }

    @Test func testOnlyScenesThatHadATurnAreSavedPeriodically() async throws {
        try await withStore { store, database in
            let idle = try #require(store.create(display: SceneDisplay(width: 390, height: 844, scale: 2, style: .light)))
            let busy = try #require(store.create(display: SceneDisplay(width: 390, height: 844, scale: 2, style: .light)))
            #expect(store.all.filter(\.needsSave).isEmpty)
            busy.finishTurn()
            #expect(store.all.filter(\.needsSave).map(\.id) == [busy.id])
            #expect(store.saver?.waitingCount == 1)
            #expect(try runOneInterval(store).reduce(0, +) == 1)
            #expect(store.all.filter(\.needsSave).isEmpty)
            #expect(store.saver?.waitingCount == 0)
            #expect(try stored(idle.id, store, database) != nil)
        }
    }

    @Test func testPeriodicSavesAreSpreadOverTheIntervalAndReachEveryChangedSessionOnce() async throws {
        try await withStore { store, database in
            let sessions = try (0..<40).map { _ in
                try #require(store.create(display: SceneDisplay(width: 390, height: 844, scale: 2, style: .light)))
            }
            for session in sessions { session.finishTurn() }
            for session in sessions { session.finishTurn() }
            let saver = try #require(store.saver)
            #expect(saver.waitingCount == sessions.count)
            var intervalsEnded: [Int] = []
            var savedPerTick: [Int] = []
            for tick in 0..<saver.slices {
                let waiting = store.all.filter(\.needsSave).count
                if saver.saveNextSlice(isLive: { store[$0.id] === $0 }) { intervalsEnded.append(tick) }
                savedPerTick.append(waiting - store.all.filter(\.needsSave).count)
            }
            #expect(savedPerTick.reduce(0, +) == sessions.count)
            #expect(savedPerTick.max()! < sessions.count / 4)
            #expect(intervalsEnded == [saver.slices - 1])
            #expect(store.saver?.writer.flush(timeout: 5) == true)
            for session in sessions { #expect(try stored(session.id, store, database) != nil) }
        }
    }

    @Test func testATickStopsWhenItsBudgetIsSpentAndTheRestAreSavedFirstAtTheNextTick() async throws {
        try await withStore { store, database in
            // One slice (the interval is one tick), and a virtual clock a millisecond later at each reading.
            var configuration = ServerConfiguration()
            configuration.saveInterval = SessionSaver.saveTick
            var readings = 0
            let saver = SessionSaver(writer: try #require(store.saver).writer, configuration: configuration,
                                     logger: Logger(label: "test"), tickBudget: .milliseconds(5),
                                     clock: { readings += 1; return .milliseconds(readings) })
            store.saver = saver
            let sessions = try (0..<12).map { _ in
                try #require(store.create(display: SceneDisplay(width: 390, height: 844, scale: 2, style: .light)))
            }
            for session in sessions { session.finishTurn() }
            var savedInOrder: [[String]] = []
            for _ in 0..<3 {
                let waiting = sessions.filter(\.needsSave).map(\.id)
                _ = saver.saveNextSlice { store[$0.id] === $0 }
                savedInOrder.append(waiting.filter { id in !sessions.first { $0.id == id }!.needsSave })
            }
            let ids = sessions.map(\.id)
            #expect(savedInOrder == [Array(ids[0..<5]), Array(ids[5..<10]), Array(ids[10..<12])])
            #expect(saver.waitingCount == 0)
            #expect(saver.writer.flush(timeout: 5) == true)
            for session in sessions { #expect(try stored(session.id, store, database) != nil) }
        }
    }

    @Test func testASessionRemovedBeforeItsSliceIsNotSavedAgain() async throws {
        try await withStore { store, database in
            let session = try #require(store.create(display: SceneDisplay(width: 390, height: 844, scale: 2, style: .light)))
            session.finishTurn()
            store.remove(session)
            #expect(try runOneInterval(store).reduce(0, +) == 0)
            #expect(try stored(session.id, store, database) == nil)
        }
    }

    @Test func testATurnAfterASessionEndedNeverSavesItAgain() async throws {
        try await withStore { store, database in
            let session = try #require(store.create(display: SceneDisplay(width: 390, height: 844, scale: 2, style: .light)))
            session.scene.request(.active)
            session.finishTurn()
            store.remove(session)
            // What the page's socket closing after the end may bring: the scene to the background,
            // a turn, a save.
            session.scene.request(.background)
            session.finishTurn()
            store.saver?.save(session)
            #expect(try stored(session.id, store, database) == nil)
            #expect(try runOneInterval(store).reduce(0, +) == 0)
            #expect(try stored(session.id, store, database) == nil)
        }
    }

    @Test func testASavedSessionComesBackWithItsIdDisplayAndSecret() async throws {
        try await withStore { store, database in
            let display = SceneDisplay(width: 500, height: 700, scale: 3, style: .dark)
            let original = try #require(store.create(display: display))
            let (id, secret) = (original.id, try #require(original.secret))
            store.unload(original)
            #expect(store[id] == nil)
            #expect(store.saver?.writer.flush(timeout: 5) == true)

            let restarted = makeStore(database)
            defer { for session in restarted.all { restarted.remove(session) } }
            let restored = try #require(await withCheckedContinuation { continuation in
                restarted.resolve(id) { continuation.resume(returning: $0) }
            })
            #expect(restored.id == id)
            #expect(restored.display == display)
            #expect(restored.scene.screen.bounds.size == CGSize(width: 500, height: 700))
            #expect(restored.scene.session.persistentIdentifier == id)
            #expect(restarted.session(id: id, secret: "wrong") == nil)
            #expect(restarted.session(id: id, secret: secret) === restored)
            #expect(restored.secret == secret)
        }
    }

    @Test func testASessionDrivenOverRESTOnlyHibernatesAfterItsIdleTimeAndComesBackWhenUsed() async throws {
        try await withStore { store, database in
            let display = SceneDisplay(width: 500, height: 700, scale: 2, style: .dark)
            let idle = try #require(store.create(display: display))
            let id = idle.id
            let scene = idle.scene
            #expect(scene.activationState == .foregroundActive)
            let after = store.configuration.hibernateAfter
            var heard: [String] = []
            let observers = [UIScene.didEnterBackgroundNotification, UIScene.didDisconnectNotification].map { name in
                NotificationCenter.default.addObserver(forName: name, object: scene, queue: nil) { _ in
                    MainActor.assumeIsolated { heard.append(name.rawValue) }
                }
            }
            defer { observers.forEach(NotificationCenter.default.removeObserver) }

            #expect(store.hibernateIdle(now: Date().addingTimeInterval(after - 5)) == 0)
            #expect(store[id] === idle)
            #expect(store.hibernateIdle(now: Date().addingTimeInterval(after + 1)) == 1)
            #expect(store[id] == nil)
            // The scene went through the background, as an unused app does, and was disconnected;
            // its session stays open and saved.
            #expect(heard == [UIScene.didEnterBackgroundNotification.rawValue, UIScene.didDisconnectNotification.rawValue])
            #expect(scene.activationState == .unattached)
            #expect(UIApplication.shared.openSessions.contains { $0.persistentIdentifier == id })
            #expect(try stored(id, store, database)?.display == display)

            let restored = try #require(await withCheckedContinuation { continuation in
                store.resolve(id) { continuation.resume(returning: $0) }
            })
            #expect(restored.id == id)
            #expect(restored.scene !== scene)
            #expect(restored.scene.session.persistentIdentifier == id)
            #expect(restored.scene.screen.bounds.size == CGSize(width: 500, height: 700))
        }
    }

    @Test func testSessionsWithAWebDriverClientOrWithoutAStoreStayLive() async throws {
        try await withStore { store, _ in
            let driven = try #require(store.create(display: SceneDisplay(width: 390, height: 844, scale: 2, style: .light)))
            driven.isDrivenByWebDriver = true
            #expect(store.hibernateIdle(now: Date().addingTimeInterval(3_600)) == 0)
            #expect(store[driven.id] === driven)
        }
        let storeless = SessionStore(configuration: ServerConfiguration())
        let session = try #require(storeless.create(display: SceneDisplay(width: 390, height: 844, scale: 2, style: .light)))
        defer { storeless.remove(session) }
        #expect(storeless.hibernateIdle(now: Date().addingTimeInterval(3_600)) == 0)
        #expect(storeless[session.id] === session)
    }

    @Test func testAPageWithTheWrongSecretDoesNotBringASavedSessionBack() async throws {
        try await withStore { store, database in
            let original = try #require(store.create(display: SceneDisplay(width: 390, height: 844, scale: 2, style: .light)))
            let (id, secret) = (original.id, try #require(original.secret))
            store.unload(original)
            #expect(store.saver?.writer.flush(timeout: 5) == true)

            let refused = await withCheckedContinuation { continuation in
                store.resolve(id, secret: "not-the-secret") { continuation.resume(returning: $0 == nil) }
            }
            #expect(refused)
            #expect(store[id] == nil)
            let restored = await withCheckedContinuation { continuation in
                store.resolve(id, secret: secret) { continuation.resume(returning: $0?.id) }
            }
            #expect(restored == id)
        }
    }

    @Test func testAnUnknownIdResolvesToNothing() async throws {
        try await withStore { store, _ in
            let missing = await withCheckedContinuation { continuation in
                store.resolve(SessionStore.randomToken()) { continuation.resume(returning: $0 == nil) }
            }
            #expect(missing)
            let notAToken = await withCheckedContinuation { continuation in
                store.resolve("../etc/passwd") { continuation.resume(returning: $0 == nil) }
            }
            #expect(notAToken)
        }
    }

    @Test func testSavedSessionsAreOpenAtLaunchAndDiscardedWithTheDelegateWhenTheyExpire() async throws {
        try await withStore { store, _ in
            let application = UIApplication.shared
            application.registerSavedSessions([("saved-one", nil), ("saved-two", "Default Configuration")])
            let identifiers = Set(application.openSessions.map(\.persistentIdentifier))
            #expect(identifiers.isSuperset(of: ["saved-one", "saved-two"]))
            #expect(application.openSessions.first { $0.persistentIdentifier == "saved-two" }?.configuration.name
                    == "Default Configuration")
            store.discardExpired(["saved-one", "saved-two"])
            #expect(DiscardRecordingAppDelegate.discarded == [["saved-one", "saved-two"]])
            #expect(application.openSessions.filter { $0.persistentIdentifier.hasPrefix("saved-") }.isEmpty)
        }
    }
}
