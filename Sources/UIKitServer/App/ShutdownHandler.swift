import Dispatch
import Foundation
import Logging
@_spi(Host) import UIKitCore
#if canImport(Glibc)
import Glibc
#endif

/// Stops the server cleanly on SIGTERM or SIGINT: every scene is saved (waiting at most
/// `saveLimit` for the store), goes to the background and is disconnected, the app delegate
/// hears `applicationWillTerminate(_:)`, then the process exits with status 0.
@MainActor
final class ShutdownHandler {
    private let store: SessionStore
    private let server: HTTPServer
    private let logger: Logger
    private var sources: [DispatchSourceSignal] = []

    init(store: SessionStore, server: HTTPServer, logger: Logger) {
        self.store = store
        self.server = server
        self.logger = logger
    }

    /// The longest shutdown waits for the store: below Kubernetes' 30-second grace period.
    static let saveLimit: TimeInterval = 10

    func install() {
        for signalNumber in [SIGTERM, SIGINT] {
            signal(signalNumber, SIG_IGN)
            let source = DispatchSource.makeSignalSource(signal: signalNumber, queue: .main)
            source.setEventHandler { [self] in
                MainActor.assumeIsolated { self.shutDown() }
            }
            source.resume()
            sources.append(source)
        }
    }

    private func shutDown() {
        logger.info("Shutting down", metadata: ["sessions": "\(store.count)"])
        if let saver = store.saver, !saver.saveAll(store.all, timeout: Self.saveLimit) {
            logger.error("The store did not take every save in time", metadata: ["seconds": "\(Self.saveLimit)"])
        }
        store.closeAll()
        UIApplication.shared.terminate()
        server.stop()
        exit(0)
    }
}
