import UIKit

class SceneDelegate: UIResponder, UIWindowSceneDelegate {

    var window: UIWindow?

    func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions) {
        // Use this method to optionally configure and attach the UIWindow `window` to the provided UIWindowScene `scene`.
        // If using a storyboard, the `window` property will automatically be initialized and attached to the scene.
        guard let _ = (scene as? UIWindowScene) else { return }
        // UIKit made the window from Main.storyboard before this call.
        let root = (window?.rootViewController as? UINavigationController)?.topViewController as? ViewController
        root?.launchNote = window?.isKeyWindow == true ? "window ready before willConnect" : "no window yet"
    }
}
