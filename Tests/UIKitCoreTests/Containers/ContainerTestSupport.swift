import Testing
@_spi(Host) import UIKitCore
import UIKit

/// The callbacks containers deliver, in order, as "name.callback" strings.
@MainActor
var containerLog: [String] = []

/// A view controller that logs its containment and appearance callbacks with its flags.
@MainActor
final class LoggedController: UIViewController {
    let name: String

    init(_ name: String, title: String? = nil) {
        self.name = name
        super.init(nibName: nil, bundle: nil)
        self.title = title
    }

    required init?(coder: NSCoder) { nil }

    override func viewDidLoad() {
        super.viewDidLoad()
        containerLog.append("\(name).viewDidLoad")
    }
    override func willMove(toParent parent: UIViewController?) {
        super.willMove(toParent: parent)
        containerLog.append("\(name).willMove(toParent: \(parent.map(containerName) ?? "nil"))")
    }
    override func didMove(toParent parent: UIViewController?) {
        super.didMove(toParent: parent)
        containerLog.append("\(name).didMove(toParent: \(parent.map(containerName) ?? "nil"))")
    }
    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        containerLog.append("\(name).viewWillAppear movingToParent=\(isMovingToParent)")
    }
    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        containerLog.append("\(name).viewDidAppear movingToParent=\(isMovingToParent)")
    }
    override func viewWillDisappear(_ animated: Bool) {
        super.viewWillDisappear(animated)
        containerLog.append("\(name).viewWillDisappear movingFromParent=\(isMovingFromParent)")
    }
    override func viewDidDisappear(_ animated: Bool) {
        super.viewDidDisappear(animated)
        containerLog.append("\(name).viewDidDisappear movingFromParent=\(isMovingFromParent)")
    }
    override func setEditing(_ editing: Bool, animated: Bool) {
        super.setEditing(editing, animated: animated)
        containerLog.append("\(name).setEditing(\(editing), animated: \(animated))")
    }
}

@MainActor
private func containerName(_ controller: UIViewController) -> String {
    switch controller {
    case is UINavigationController: "navigation"
    case is UITabBarController: "tabs"
    case is UISplitViewController: "split"
    default: (controller as? LoggedController)?.name ?? "controller"
    }
}

/// Logs what a navigation controller tells its delegate.
@MainActor
final class LoggingNavigationDelegate: NSObject, UINavigationControllerDelegate {
    func navigationController(_ navigationController: UINavigationController, willShow viewController: UIViewController,
                              animated: Bool) {
        containerLog.append("delegate.willShow \((viewController as? LoggedController)?.name ?? "?")")
    }
    func navigationController(_ navigationController: UINavigationController, didShow viewController: UIViewController,
                              animated: Bool) {
        containerLog.append("delegate.didShow \((viewController as? LoggedController)?.name ?? "?")")
    }
}

/// Shows the controller as the root of a key window in a new scene and ends the turn.
@MainActor
func showInWindow(_ controller: UIViewController, width: Double = 390, height: Double = 844) -> UIWindowScene {
    let scene = UIApplication.shared.connectScene(persistentIdentifier: "containers-\(UUID())",
                                                  display: SceneDisplay(width: width, height: height, scale: 2, style: .light))
    let window = UIWindow(windowScene: scene)
    window.rootViewController = controller
    window.makeKeyAndVisible()
    _ = scene.finishTurn()
    return scene
}

/// Taps the center of the view with the identifier, as a finger would, and ends the turn.
@MainActor
func tapView(_ identifier: String, in scene: UIWindowScene) {
    guard let view = scene.view(withAccessibilityIdentifier: identifier) else {
        Issue.record("no view with identifier \(identifier)")
        return
    }
    scene.tap(at: view.convert(CGPoint(x: view.bounds.midX, y: view.bounds.midY), to: nil))
    _ = scene.finishTurn()
}
