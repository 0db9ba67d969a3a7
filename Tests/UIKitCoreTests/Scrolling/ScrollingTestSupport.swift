import Testing
@_spi(Host) import UIKitCore
import UIKit

/// Shows the controller as the root of a key window in a new scene whose clock the test moves,
/// and ends the turn. Keep the window while the test uses the controller's containers.
@MainActor
func showOnManualClock(_ controller: UIViewController, width: Double = 390, height: Double = 844) -> (UIWindowScene, UIWindow) {
    let scene = UIApplication.shared.connectScene(persistentIdentifier: "scrolling-\(UUID())",
                                                  display: SceneDisplay(width: width, height: height, scale: 2, style: .light))
    scene.clock = .manual()
    let window = UIWindow(windowScene: scene)
    window.rootViewController = controller
    window.makeKeyAndVisible()
    _ = scene.finishTurn()
    return (scene, window)
}
