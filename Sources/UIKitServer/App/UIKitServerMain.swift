import Dispatch
import Foundation
import Logging
@_spi(Host) import UIKitCore
#if canImport(Glibc)
import Glibc
#endif

/// Runs a UIKit app as a server: launches the app, serves the browser renderer and the API,
/// and runs the main run loop, where every UIKit callback happens.
@MainActor
public enum UIKitServerMain {
    /// Starts the app whose delegate is `delegateClass` and never returns.
    public static func run(delegateClass: AnyClass,
                           arguments: [String] = CommandLine.arguments,
                           environment: [String: String] = ProcessInfo.processInfo.environment) -> Never {
        LoggingSystem.bootstrap { label in
            var handler = StreamLogHandler.standardError(label: label)
            handler.logLevel = Logger.Level(rawValue: environment["LOG_LEVEL"] ?? "info") ?? .info
            return handler
        }
        let logger = Logger(label: "uikit.server")
        let configuration: ServerConfiguration
        do throws(ConfigurationError) {
            configuration = try ServerConfiguration(arguments: arguments, environment: environment)
        } catch {
            fail("\(error)")
        }
        guard let webRoot = StaticFiles.locateRoot(configured: configuration.webRoot) else {
            fail("could not find the web/ folder with index.html; pass --web-root or set UIKIT_WEB_ROOT")
        }
        let fonts = FontLibrary.shared
        guard fonts.problems.isEmpty else {
            fail(fonts.problems.joined(separator: "; ") + "; install the fonts with scripts/install-deps")
        }
        signal(SIGPIPE, SIG_IGN)
        UIApplication.shared.loadSceneManifest(infoDictionary: Bundle.main.infoDictionary)
        UIApplication.shared.launch(delegateClass: delegateClass)

        // After launch: the page's title, launch screen and fonts come from the app's Info.plist,
        // which registers as the app delegate is made.
        let files: StaticFiles
        do {
            files = try StaticFiles(root: webRoot, fonts: fonts, page: PageSettings.fromApp())
        } catch {
            fail("could not read \(webRoot): \(error)")
        }
        fonts.closeAppFontRegistration()

        let store = SessionStore(configuration: configuration)
        store.saver = openStore(configuration, logger: logger)
        if let saver = store.saver {
            let saved = saver.writer.loadAllNow()
            UIApplication.shared.registerSavedSessions(saved.map { ($0.persistentIdentifier, $0.configurationName) })
            logger.info("Saved sessions", metadata: ["count": "\(saved.count)"])
            saver.start(isLive: { store[$0.id] === $0 }, ids: { store.ids }, expired: { store.discardExpired($0) }, movedAway: { moved in
                guard !moved.isEmpty else { return }
                logger.info("Sessions moved to another instance", metadata: ["count": "\(moved.count)"])
                store.release(moved)
            })
            // Sessions driven over REST only that nobody used for a while go to the store.
            let hibernateAfter = configuration.hibernateAfter
            _ = Timer.scheduledTimer(withTimeInterval: min(max(hibernateAfter / 4, 0.05), 30), repeats: true) { _ in
                MainActor.assumeIsolated {
                    let count = store.hibernateIdle()
                    if count > 0 { logger.info("Sessions hibernated", metadata: ["count": "\(count)"]) }
                }
            }
        }
        UIApplication.shared.timerTurnHandler = { scene in store.finishTimerTurn(in: scene) }
        UIApplication.shared.sceneOpener = { requester, activities in store.open(requestedBy: requester, userActivities: activities) }
        UIApplication.shared.sceneCloser = { scene in store.close(scene) }
        let appLogger = Logger(label: "uikit.app")
        PresentationWarnings.handler = { message in appLogger.warning("\(message)") }
        let dayChange = DayChangeNotifier()
        dayChange.start()
        let router = RequestRouter(configuration: configuration, files: files, store: store, logger: logger)
        // WebDriver sessions whose client went away without deleting them end after their
        // `appium:newCommandTimeout`.
        _ = Timer.scheduledTimer(withTimeInterval: 1, repeats: true) { _ in
            MainActor.assumeIsolated {
                for (id, timeout) in router.webDriver.deleteAbandonedSessions() {
                    let seconds = timeout == timeout.rounded() ? "\(Int(timeout))" : "\(timeout)"
                    logger.info("Closing WebDriver session: new command timeout of \(seconds) seconds expired",
                                metadata: ["session": "\(id)"])
                }
            }
        }
        var transport = HTTPServer.Configuration(host: configuration.host, port: configuration.port)
        transport.maximumRequestBodyBytes = configuration.maxMessageBytes
        transport.makeErrorResponse = { status, detail in
            SecurityHeaders.adding(SecurityHeaders.common, to: Problem(status: status, detail: detail).response)
        }
        let server = HTTPServer(configuration: transport) { request, responder in router.handle(request, responder) }
        do throws(HTTPServerError) {
            try server.start()
        } catch {
            fail("could not listen on \(configuration.host):\(configuration.port): \(error)")
        }
        let address = "http://\(configuration.host):\(server.port ?? configuration.port)"
        logger.info("Serving", metadata: ["address": "\(address)", "webRoot": "\(webRoot)"])
        FileHandle.standardOutput.write(Data("UIKit Server: serving the app on \(address)\n".utf8))

        let shutdown = ShutdownHandler(store: store, server: server, logger: logger)
        shutdown.install()
        withExtendedLifetime(dayChange) { RunLoop.main.run() }
        exit(0)
    }

    /// The session store the configuration names, opened, or nil for `--store none`.
    private static func openStore(_ configuration: ServerConfiguration, logger: Logger) -> SessionSaver? {
        let database: any SessionDatabase
        do throws(StoreError) {
            switch configuration.storage {
            case .none: return nil
            case .sqlite(let directory): database = try SQLiteDatabase(directory: directory)
            case .postgres(let url): database = try PostgresDatabase(url: url)
            }
        } catch {
            fail("\(error)")
        }
        logger.info("Session store", metadata: ["store": "\(configuration.storage.description)"])
        return SessionSaver(writer: SessionWriter(database: database, logger: Logger(label: "uikit.store")),
                            configuration: configuration, logger: logger)
    }

    private static func fail(_ message: String) -> Never {
        FileHandle.standardError.write(Data("error: \(message)\n".utf8))
        exit(2)
    }
}
