import Testing
@_spi(Host) import UIKitCore
import UIKit

/// The callbacks of one test, in the order they happened.
@MainActor
final class CallbackLog {
    var entries: [String] = []
    func append(_ entry: String) { entries.append(entry) }
}

/// A controller that records its appearance callbacks, with its presentation flags where UIKit
/// defines them, in a log.
@MainActor
class RecordingController: UIViewController {
    let name: String
    let log: CallbackLog
    var recordsFlags = false
    var recordsLayout = false

    init(_ name: String, log: CallbackLog) {
        self.name = name
        self.log = log
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) { return nil }

    private func record(_ callback: String) {
        let flags = recordsFlags ? " presented=\(isBeingPresented) dismissed=\(isBeingDismissed)" : ""
        log.append("\(name).\(callback)\(flags)")
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        log.append("\(name).viewDidLoad")
    }
    override func viewWillAppear(_ animated: Bool) { super.viewWillAppear(animated); record("viewWillAppear") }
    override func viewDidAppear(_ animated: Bool) { super.viewDidAppear(animated); record("viewDidAppear") }
    override func viewWillDisappear(_ animated: Bool) { super.viewWillDisappear(animated); record("viewWillDisappear") }
    override func viewDidDisappear(_ animated: Bool) { super.viewDidDisappear(animated); record("viewDidDisappear") }
    override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        if recordsLayout { log.append("\(name).viewDidLayoutSubviews") }
    }
}

/// A window showing a root controller in a new scene, with its first turn finished.
@MainActor
struct PresentationStage {
    let scene: UIWindowScene
    let window: UIWindow

    init(root: UIViewController, width: CGFloat = 390, height: CGFloat = 844) {
        scene = UIApplication.shared.connectScene(persistentIdentifier: "presentation-\(UUID())",
                                                  display: SceneDisplay(width: width, height: height, scale: 2, style: .light))
        scene.clock = .manual()
        window = UIWindow(windowScene: scene)
        window.rootViewController = root
        window.makeKeyAndVisible()
        _ = scene.finishTurn()
    }

    /// Ends the turn: layout, the work after it (appearance completions), and the commit; then
    /// lets the animations it started (an animated presentation or dismissal) run to their end
    /// on the scene's clock, ending the turns their completions make.
    func finishTurn() {
        _ = scene.finishTurn()
        for _ in 0..<8 {
            guard let end = scene.animationsEndTime else { return }
            scene.clock.advance(by: max(0, end - scene.clock.now))
            _ = scene.finishTurn()
        }
    }

    /// Taps the middle of a view, as a finger would, through the scene's touch handling.
    func tap(_ view: UIView) {
        let center = view.convert(CGPoint(x: view.bounds.midX, y: view.bounds.midY), to: nil)
        scene.tap(at: center)
    }

    func view(_ identifier: String) -> UIView? {
        scene.view(withAccessibilityIdentifier: identifier)
    }
}

/// Collects the presentation warnings logged while `body` runs.
@MainActor
func warnings(during body: () -> Void) -> [String] {
    var collected: [String] = []
    let previous = PresentationWarnings.handler
    PresentationWarnings.handler = { collected.append($0) }
    body()
    PresentationWarnings.handler = previous
    return collected
}
