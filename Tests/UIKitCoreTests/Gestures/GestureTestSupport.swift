import Testing
@_spi(Host) import UIKitCore
import UIKit

/// A log shared by recorders, views and recognizers, compared whole.
@MainActor
final class GestureLog {
    var entries: [String] = []
}

/// A target whose action method records the recognizer's name and state.
@MainActor
final class ActionRecorder {
    let log: GestureLog
    let name: String
    init(_ log: GestureLog, _ name: String) {
        self.log = log
        self.name = name
    }

    func handle(_ recognizer: UIGestureRecognizer) {
        log.entries.append("\(name) \(recognizer.state)")
    }
}

/// A view that records the touch methods it gets.
@MainActor
final class TouchLoggingView: UIView {
    var log: GestureLog?
    var name = "view"
    private(set) var lastTouch: UITouch?
    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        lastTouch = touches.first
        log?.entries.append("\(name) touchesBegan")
    }
    override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) { log?.entries.append("\(name) touchesMoved") }
    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) { log?.entries.append("\(name) touchesEnded") }
    override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {
        log?.entries.append("\(name) touchesCancelled")
    }
}

/// A scene with one visible window whose root view holds the views under test, and a manual
/// clock the test advances.
@MainActor
struct GestureScene {
    let scene: UIWindowScene
    let window: UIWindow
    let root: UIView

    init(sourceLocation: SourceLocation = #_sourceLocation) {
        scene = UIApplication.shared.connectScene(persistentIdentifier: "gestures-\(UUID())",
                                                  display: SceneDisplay(width: 400, height: 800, scale: 2, style: .light))
        scene.clock = .manual()
        window = UIWindow(windowScene: scene)
        let controller = UIViewController()
        window.rootViewController = controller
        window.makeKeyAndVisible()
        root = controller.view
        _ = scene.finishTurn()
    }

    /// Delivers one touch message, failing the test if the scene refuses it.
    func send(_ phase: UITouch.Phase, _ touches: [(Int, CGPoint)], at time: TimeInterval,
              sourceLocation: SourceLocation = #_sourceLocation) {
        do {
            try scene.handleTouches(phase, touches.map { TouchInput(pointerID: $0.0, location: $0.1) }, timestamp: time)
        } catch {
            Issue.record(error, sourceLocation: sourceLocation)
        }
    }

    func send(_ phase: UITouch.Phase, pointer: Int = 1, _ point: CGPoint, at time: TimeInterval,
              sourceLocation: SourceLocation = #_sourceLocation) {
        send(phase, [(pointer, point)], at: time, sourceLocation: sourceLocation)
    }

    /// A finger down and up at the point.
    func tap(_ point: CGPoint, pointer: Int = 1, at time: TimeInterval) {
        send(.began, pointer: pointer, point, at: time)
        send(.ended, pointer: pointer, point, at: time + 0.05)
    }

    /// A one-finger drag through the points, 10 ms apart, lifting at the last.
    func drag(_ points: [CGPoint], pointer: Int = 1, from time: TimeInterval) {
        send(.began, pointer: pointer, points[0], at: time)
        for (index, point) in points.enumerated().dropFirst() {
            send(.moved, pointer: pointer, point, at: time + Double(index) * 0.01)
        }
        send(.ended, pointer: pointer, points[points.count - 1], at: time + Double(points.count) * 0.01)
    }

    func advance(by seconds: TimeInterval) {
        scene.clock.advance(by: seconds)
    }

    /// A logging view added to the root view.
    func addView(_ frame: CGRect, log: GestureLog, name: String = "view") -> TouchLoggingView {
        let view = TouchLoggingView(frame: frame)
        view.log = log
        view.name = name
        root.addSubview(view)
        return view
    }
}
