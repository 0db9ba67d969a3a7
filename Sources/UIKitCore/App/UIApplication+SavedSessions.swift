extension UIApplication {
    /// Registers the scene sessions the host saved before this launch, so `openSessions` lists
    /// them at launch as iOS lists the sessions it kept for state restoration. Each has no scene
    /// until the host reconnects it (`connectScene(..., restorationArchive:)`).
    @_spi(Host) public func registerSavedSessions(_ saved: [(persistentIdentifier: String, configurationName: String?)]) {
        guard self === Self.process else { return Self.process.registerSavedSessions(saved) }
        guard launchWithoutScenes == nil else { return }
        for (identifier, configurationName) in saved where sessions[identifier] == nil {
            let session = UISceneSession(persistentIdentifier: identifier, role: .windowApplication)
            if let configurationName {
                session.configuration = UISceneConfiguration(name: configurationName, sessionRole: .windowApplication)
            }
            sessions[identifier] = session
        }
    }

    /// How many scene sessions the app has open, connected or not: with the host's live sessions
    /// subtracted, the saved ones waiting to be reconnected.
    @_spi(Host) public var openSessionCount: Int {
        guard self === Self.process else { return Self.process.openSessionCount }
        return sessions.count
    }

    /// Discards saved scene sessions that have no scene — they expired, or were deleted while
    /// disconnected: the app delegate hears `application(_:didDiscardSceneSessions:)` once for
    /// all of them, as UIKit tells it of sessions discarded while the app was not running.
    @_spi(Host) public func discardSavedSessions(_ persistentIdentifiers: [String]) {
        guard self === Self.process else { return Self.process.discardSavedSessions(persistentIdentifiers) }
        guard launchWithoutScenes == nil else { return }
        let discarded = persistentIdentifiers.compactMap { sessions[$0] }.filter { $0.scene == nil }
        guard !discarded.isEmpty else { return }
        for session in discarded { sessions[session.persistentIdentifier] = nil }
        delegate?.application(self, didDiscardSceneSessions: Set(discarded))
    }
}
