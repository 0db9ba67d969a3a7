import Foundation
@_spi(Host) import UIKitCore
import UIKit

/// A scene with a key window whose root is a plain view controller, for the accessibility
/// suites; its turn is the running one.
@MainActor
func makeAccessibilityScene(_ name: String) -> (UIWindowScene, UIViewController) {
    let scene = UIApplication.shared.connectScene(persistentIdentifier: "\(name)-\(UUID())",
                                                  display: SceneDisplay(width: 300, height: 600, scale: 2, style: .light))
    let window = UIWindow(windowScene: scene)
    let controller = UIViewController()
    window.rootViewController = controller
    window.makeKeyAndVisible()
    UIWindowScene.turnScene = scene
    return (scene, controller)
}
