import UIKit

final class SceneDelegate: UIResponder, UIWindowSceneDelegate {
    var window: UIWindow?
    private let home = CounterViewController()

    func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions) {
        guard let windowScene = scene as? UIWindowScene else { return }
        let window = UIWindow(windowScene: windowScene)
        window.rootViewController = home
        window.makeKeyAndVisible()
        self.window = window
    }

    /// Shows a catalog screen in place of the home screen (until navigation controllers exist).
    func show(_ screen: UIViewController) {
        window?.rootViewController = screen
    }

    /// Returns to the home screen, which keeps its state.
    func showHome() {
        window?.rootViewController = home
    }
}

extension UIViewController {
    /// The scene delegate of the scene this controller's view is in.
    var catalog: SceneDelegate? {
        viewIfLoaded?.window?.windowScene?.delegate as? SceneDelegate
    }
}
