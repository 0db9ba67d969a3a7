/// The scenes in the foreground, kept as their states change, so the app's state is known
/// without visiting every scene of the process: with thousands of sessions, each scene's
/// transition would otherwise cost a walk over all of them.
extension UIApplication {
    /// A scene in the foreground, held weakly: a scene that went away without a transition is
    /// dropped when it is next looked at.
    struct ForegroundScene {
        weak var scene: UIScene?
    }

    /// Records the scene's new activation state.
    func noteActivationState(of scene: UIScene) {
        let key = ObjectIdentifier(scene)
        activeScenes[key] = scene.activationState == .foregroundActive ? ForegroundScene(scene: scene) : nil
        inactiveScenes[key] = scene.activationState == .foregroundInactive ? ForegroundScene(scene: scene) : nil
    }

    /// Whether a scene of the process is in `state` (`.foregroundActive` or
    /// `.foregroundInactive`) now.
    func hasScene(in state: UIScene.ActivationState) -> Bool {
        state == .foregroundActive ? Self.firstLive(in: &activeScenes, state) : Self.firstLive(in: &inactiveScenes, state)
    }

    /// Whether `scenes` holds a live scene in `state`; drops the entries it finds stale on the way.
    private static func firstLive(in scenes: inout [ObjectIdentifier: ForegroundScene], _ state: UIScene.ActivationState) -> Bool {
        while let (key, entry) = scenes.first {
            if let scene = entry.scene, scene.activationState == state { return true }
            scenes[key] = nil
        }
        return false
    }
}
