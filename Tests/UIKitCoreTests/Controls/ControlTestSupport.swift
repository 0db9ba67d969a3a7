import Testing
@_spi(Host) import UIKitCore
import UIKit

/// A scene with one view on screen, driven by touches as the browser sends them.
@MainActor
struct ControlStage {
    let scene: UIWindowScene

    init(_ view: UIView, style: UIUserInterfaceStyle = .light) {
        scene = UIApplication.shared.connectScene(persistentIdentifier: "controls-\(UUID())",
                                                  display: SceneDisplay(width: 400, height: 800, scale: 2, style: style))
        let window = UIWindow(windowScene: scene)
        let controller = UIViewController()
        window.rootViewController = controller
        window.makeKeyAndVisible()
        controller.view.addSubview(view)
        _ = scene.finishTurn()
    }

    /// Delivers one touch phase at a point in window coordinates, then ends the turn, failing
    /// the test if the scene refuses the input.
    func touch(_ phase: UITouch.Phase, _ point: CGPoint, at time: TimeInterval, pointer: Int = 1,
               sourceLocation: SourceLocation = #_sourceLocation) {
        do {
            try scene.handleTouches(phase, [TouchInput(pointerID: pointer, location: point)], timestamp: time)
        } catch {
            Issue.record(error, sourceLocation: sourceLocation)
        }
        _ = scene.finishTurn()
    }

    /// A finger that goes down at the first point, moves through the others and lifts at the
    /// last, 20 milliseconds apart.
    func drag(_ points: [CGPoint], startingAt time: TimeInterval, pointer: Int = 1,
              sourceLocation: SourceLocation = #_sourceLocation) {
        guard let first = points.first, let last = points.last else { return }
        touch(.began, first, at: time, pointer: pointer, sourceLocation: sourceLocation)
        for (index, point) in points.dropFirst().enumerated() {
            touch(.moved, point, at: time + 0.02 * Double(index + 1), pointer: pointer, sourceLocation: sourceLocation)
        }
        touch(.ended, last, at: time + 0.02 * Double(points.count), pointer: pointer, sourceLocation: sourceLocation)
    }

    /// A finger that goes down and lifts at the same point.
    func tap(_ point: CGPoint, at time: TimeInterval, pointer: Int = 1, sourceLocation: SourceLocation = #_sourceLocation) {
        drag([point], startingAt: time, pointer: pointer, sourceLocation: sourceLocation)
    }
}

/// Records, in order, the names of the events the control sends (by default every touch event,
/// `.valueChanged` and `.primaryActionTriggered`).
@MainActor
func recordEvents(of control: UIControl, _ events: [(UIControl.Event, String)] = namedControlEvents) -> () -> [String] {
    var log: [String] = []
    for (event, name) in events {
        control.addAction(UIAction { _ in log.append(name) }, for: event)
    }
    return { log }
}

let namedControlEvents: [(UIControl.Event, String)] = [
    (.touchDown, "touchDown"), (.touchDownRepeat, "touchDownRepeat"), (.touchDragInside, "touchDragInside"),
    (.touchDragOutside, "touchDragOutside"), (.touchDragEnter, "touchDragEnter"), (.touchDragExit, "touchDragExit"),
    (.touchUpInside, "touchUpInside"), (.touchUpOutside, "touchUpOutside"), (.touchCancel, "touchCancel"),
    (.valueChanged, "valueChanged"), (.primaryActionTriggered, "primaryActionTriggered"),
]

/// A color's sRGB components as 0–255 values (alpha too), resolved in the view's traits.
@MainActor
func components(_ color: UIColor?, in view: UIView) -> [CGFloat] {
    components(color, style: view.traitCollection.userInterfaceStyle)
}

/// A color's sRGB components as 0–255 values (alpha too), resolved for an interface style.
@MainActor
func components(_ color: UIColor?, style: UIUserInterfaceStyle) -> [CGFloat] {
    guard let color else { return [] }
    let resolved = color.resolvedColor(with: UITraitCollection(userInterfaceStyle: style))
    var red: CGFloat = 0, green: CGFloat = 0, blue: CGFloat = 0, alpha: CGFloat = 0
    resolved.getRed(&red, green: &green, blue: &blue, alpha: &alpha)
    return [red, green, blue, alpha].map { ($0 * 255).rounded() }
}
