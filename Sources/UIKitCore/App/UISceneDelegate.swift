import Foundation

/// The core methods you use to respond to life-cycle events occurring within a scene.
/// Every method is optional.
@preconcurrency @MainActor
public protocol UISceneDelegate: AnyObject {
    /// Tells the delegate that a scene is being added to the app.
    func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions)
    /// Tells the delegate that the scene is about to begin running in the foreground.
    func sceneWillEnterForeground(_ scene: UIScene)
    /// Tells the delegate that the scene became active and is now responding to user events.
    func sceneDidBecomeActive(_ scene: UIScene)
    /// Tells the delegate that the scene is about to resign the active state and stop responding
    /// to user events.
    func sceneWillResignActive(_ scene: UIScene)
    /// Tells the delegate that the scene is running in the background and is no longer onscreen.
    func sceneDidEnterBackground(_ scene: UIScene)
    /// Tells the delegate that UIKit removed a scene from the app.
    func sceneDidDisconnect(_ scene: UIScene)
    /// Returns a user activity with the scene's current state, to restore it when the scene
    /// reconnects; asked each time the scene is saved (when it enters the background).
    func stateRestorationActivity(for scene: UIScene) -> NSUserActivity?
    /// Tells the delegate to restore the scene's interaction state from its restoration
    /// activity, after `scene(_:willConnectTo:options:)`.
    func scene(_ scene: UIScene, restoreInteractionStateWith stateRestorationActivity: NSUserActivity)
}

extension UISceneDelegate {
    public func scene(_ scene: UIScene, willConnectTo session: UISceneSession,
                      options connectionOptions: UIScene.ConnectionOptions) {}
    public func sceneWillEnterForeground(_ scene: UIScene) {}
    public func sceneDidBecomeActive(_ scene: UIScene) {}
    public func sceneWillResignActive(_ scene: UIScene) {}
    public func sceneDidEnterBackground(_ scene: UIScene) {}
    public func sceneDidDisconnect(_ scene: UIScene) {}
    public func stateRestorationActivity(for scene: UIScene) -> NSUserActivity? { nil }
    public func scene(_ scene: UIScene, restoreInteractionStateWith stateRestorationActivity: NSUserActivity) {}
}
