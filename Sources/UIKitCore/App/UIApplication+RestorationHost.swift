extension UIApplication {
    /// Saves a scene's state as iOS does when the scene enters the background: the scene
    /// delegate's `stateRestorationActivity(for:)` and the view controllers' restoration
    /// archive, encoded for the host's store. Nil when the app saves nothing for it.
    ///
    /// Interface for the restoration work in progress (issue 13): saves nothing yet.
    @_spi(Host) public func restorationArchive(for scene: UIWindowScene) -> [UInt8]? {
        nil
    }
}
