import Foundation
@_spi(Host) import UIKitCore
import UIKit

/// A view that logs the presses it hears, then lets the default implementation forward them.
@MainActor
class PressLoggingView: UIView {
    var name = ""
    var focusable = false
    var log: (String) -> Void = { _ in }
    override var canBecomeFirstResponder: Bool { focusable }

    override func pressesBegan(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
        log("\(name) began \(Self.describe(presses))")
        super.pressesBegan(presses, with: event)
    }

    override func pressesEnded(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
        log("\(name) ended \(Self.describe(presses))")
        super.pressesEnded(presses, with: event)
    }

    override func pressesCancelled(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
        log("\(name) cancelled \(Self.describe(presses))")
        super.pressesCancelled(presses, with: event)
    }

    static func describe(_ presses: Set<UIPress>) -> String {
        presses.map { $0.key?.charactersIgnoringModifiers ?? "?" }.sorted().joined(separator: ",")
    }
}

/// A view controller that logs the presses that reach it.
@MainActor
final class PressLoggingViewController: UIViewController {
    var log: (String) -> Void = { _ in }

    override func pressesBegan(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
        log("controller began \(PressLoggingView.describe(presses))")
        super.pressesBegan(presses, with: event)
    }

    override func pressesEnded(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
        log("controller ended \(PressLoggingView.describe(presses))")
        super.pressesEnded(presses, with: event)
    }

    override func pressesCancelled(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
        log("controller cancelled \(PressLoggingView.describe(presses))")
        super.pressesCancelled(presses, with: event)
    }
}

/// The scenes of the tests: a session holds its scene weakly, as in UIKit, and the host keeps it.
@MainActor private var scenesInUse: [UIWindowScene] = []

@MainActor
func makeKeyWindow(_ controller: UIViewController, name: String = "keys") -> UIWindow {
    let scene = UIApplication.shared.connectScene(persistentIdentifier: "\(name)-\(UUID())",
                                                  display: SceneDisplay(width: 320, height: 480, scale: 2, style: .light))
    scenesInUse.append(scene)
    let window = UIWindow(windowScene: scene)
    window.rootViewController = controller
    window.makeKeyAndVisible()
    return window
}

/// A key as the browser reports it.
func key(_ phase: KeyInput.Phase, _ code: String, _ key: String, _ modifiers: UIKeyModifierFlags = [],
         repeat isRepeat: Bool = false) -> KeyInput {
    KeyInput(phase: phase, code: code, key: key, modifierFlags: modifiers, isRepeat: isRepeat)
}
