import Foundation

extension UIApplication {
    /// Saves a scene's state as iOS does when the scene enters the background: for a
    /// scene-based app, the scene delegate's `stateRestorationActivity(for:)` (updated by the
    /// responders that share it); for an app without scenes, its view controllers' restoration
    /// archive (StatePreservation.swift). Encoded for the host's store in a self-describing,
    /// versioned form (docs/restoration.md). Nil when the app saves nothing for it. Cheap when
    /// nothing happened in the scene since the last call: no turn finished and its activation
    /// state is the same, so the same bytes are returned.
    @_spi(Host) public func restorationArchive(for scene: UIWindowScene) -> [UInt8]? {
        if let cache = scene.restorationCache, cache.turn == scene.finishedTurns, cache.state == scene.activationState {
            return cache.bytes
        }
        let previousTurnScene = UIWindowScene.turnScene
        UIWindowScene.turnScene = scene
        defer { UIWindowScene.turnScene = previousTurnScene }
        let bytes = makeRestorationArchive(for: scene)
        scene.restorationCache = UIWindowScene.RestorationCache(turn: scene.finishedTurns, state: scene.activationState, bytes: bytes)
        return bytes
    }

    /// The archive of the scene as it is now. iOS 13 and later restore an app that adopts scenes
    /// through each scene's activity only, and run the view-controller path (restoration
    /// identifiers, `application(_:shouldSaveSecureApplicationState:)`) for apps without scenes.
    private func makeRestorationArchive(for scene: UIWindowScene) -> [UInt8]? {
        if let sessionApplication = Self.sessionApplication(of: scene) {
            guard let controllers = StatePreservation(application: sessionApplication, scene: scene).preserve() else { return nil }
            return RestorationArchive(activity: nil, application: controllers.application, windows: controllers.windows).bytes
        }
        guard let activity = scene.delegate?.stateRestorationActivity(for: scene) else { return nil }
        scene.updateSharedUserActivity(activity)
        return RestorationArchive(activity: activity.restorationValue(), application: nil, windows: []).bytes
    }

    /// The archive a scene reconnects with, or nil, with a warning, when the bytes are not one
    /// this server wrote: the scene then starts fresh.
    static func readRestorationArchive(_ bytes: [UInt8]?, session persistentIdentifier: String) -> RestorationArchive? {
        guard let bytes else { return nil }
        do {
            return try RestorationArchive(bytes: bytes)
        } catch {
            RestorationLog.warn("the saved state of scene session \(persistentIdentifier) is unreadable (\(error.description)); "
                + "the scene starts fresh")
            return nil
        }
    }

    /// Receives every state restoration warning (an unreadable archive, a value that cannot be
    /// archived, a restoration class that is missing) besides the log.
    @_spi(Host) public static var restorationWarningHandler: (@MainActor (String) -> Void)?
}

extension UIWindowScene {
    /// What `restorationArchive(for:)` returned last, and when.
    struct RestorationCache {
        let turn: Int
        let state: ActivationState
        let bytes: [UInt8]?
    }

    /// Lets the responders whose `userActivity` is the scene's restoration activity update it
    /// before it is saved: the scene, its windows and their view controllers.
    func updateSharedUserActivity(_ activity: NSUserActivity) {
        var responders: [UIResponder] = [self]
        func visit(_ controller: UIViewController) {
            responders.append(controller)
            controller.children.forEach(visit)
            if let presented = controller.presentedController { visit(presented) }
        }
        for window in windows {
            responders.append(window)
            if let root = window.rootViewController { visit(root) }
        }
        for responder in responders where responder.userActivity === activity {
            responder.updateUserActivityState(activity)
        }
    }

    /// Restores the view controllers of an app without scenes from an archive, when it saved some.
    func restoreViewControllers(from archive: RestorationArchive?) {
        guard let archive, let application = archive.application else { return }
        StateRestoration(application: owningApplication, scene: self).restore(application: application, windows: archive.windows)
    }
}
