import Foundation

/// A task the app asked to finish: its expiration handler runs if the time runs out first.
@MainActor
final class BackgroundTask {
    let name: String?
    let expirationHandler: (@MainActor @Sendable () -> Void)?
    let deadline: Date
    var expiry: DispatchWorkItem?

    init(name: String?, deadline: Date, expirationHandler: (@MainActor @Sendable () -> Void)?) {
        self.name = name
        self.deadline = deadline
        self.expirationHandler = expirationHandler
    }
}

extension UIApplication {
    /// Marks the start of a task that should continue if the app goes to the background; the
    /// handler runs if the time limit passes before `endBackgroundTask(_:)`. The app must end the
    /// task in the handler.
    public func beginBackgroundTask(withName taskName: String? = nil,
                                    expirationHandler handler: (@MainActor @Sendable () -> Void)? = nil) -> UIBackgroundTaskIdentifier {
        lastBackgroundTaskID += 1
        let id = lastBackgroundTaskID
        let task = BackgroundTask(name: taskName, deadline: Date().addingTimeInterval(backgroundTaskTimeLimit),
                                  expirationHandler: handler)
        let expiry = DispatchWorkItem { [weak self] in
            MainActor.assumeIsolated { self?.expireBackgroundTask(id) }
        }
        task.expiry = expiry
        DispatchQueue.main.asyncAfter(deadline: .now() + backgroundTaskTimeLimit, execute: expiry)
        backgroundTasks[id] = task
        return UIBackgroundTaskIdentifier(rawValue: id)
    }

    /// Marks the start of a task that should continue in the background.
    public func beginBackgroundTask(expirationHandler handler: (@MainActor @Sendable () -> Void)?) -> UIBackgroundTaskIdentifier {
        beginBackgroundTask(withName: nil, expirationHandler: handler)
    }

    /// Marks the end of a background task.
    public func endBackgroundTask(_ identifier: UIBackgroundTaskIdentifier) {
        backgroundTasks.removeValue(forKey: identifier.rawValue)?.expiry?.cancel()
    }

    /// The time left before the earliest running background task expires; the greatest finite
    /// value when none runs.
    public var backgroundTimeRemaining: TimeInterval {
        guard let deadline = backgroundTasks.values.map(\.deadline).min() else { return .greatestFiniteMagnitude }
        return max(0, deadline.timeIntervalSinceNow)
    }

    func expireBackgroundTask(_ id: Int) {
        guard let task = backgroundTasks[id] else { return }
        if let sessionScene { UIWindowScene.turnScene = sessionScene }
        task.expirationHandler?()
        backgroundTasks[id] = nil
        Self.process.timerTurnHandler?(sessionScene)
    }
}
