import Foundation

extension UIWindow {
    /// Sends each touch of the event the UIKit way: first to the gesture recognizers of the view
    /// it began in and of that view's ancestors, then to the view itself, as far as those
    /// recognizers allow (`cancelsTouchesInView`, `delaysTouchesBegan`, `delaysTouchesEnded`);
    /// a view whose touches a recognizer takes over gets `touchesCancelled(_:with:)`.
    func deliverTouches(of event: UIEvent) {
        let touches = event.touches.filter { $0.window === self }
            .sorted { ($0.view?.renderID ?? 0) < ($1.view?.renderID ?? 0) }
        if let environment = windowScene?.gestureEnvironment {
            environment.deliver(event, touches: touches)
            return
        }
        var deliveries = ViewDeliveries()
        for touch in touches where touch.phase != .stationary { deliveries.add(touch, touch.phase) }
        deliveries.send(with: event)
    }
}

/// Touch phases on their way to views, grouped by view and phase in the order they come, as
/// UIKit's window sends them.
@MainActor
struct ViewDeliveries {
    private var groups: [(view: UIView, phase: UITouch.Phase, touches: [UITouch])] = []

    mutating func add(_ touch: UITouch, _ phase: UITouch.Phase) {
        guard let view = touch.view else { return }
        if let last = groups.indices.last, groups[last].view === view, groups[last].phase == phase,
           !groups[last].touches.contains(where: { $0 === touch }) {
            groups[last].touches.append(touch)
        } else {
            groups.append((view, phase, [touch]))
        }
    }

    /// Calls the views' touch methods. A phase a view gets late (held back by a recognizer) is
    /// the touch's phase while the method runs.
    func send(with event: UIEvent) {
        for group in groups {
            let current = group.touches.map(\.phase)
            for touch in group.touches { touch.phase = group.phase }
            let touches = Set(group.touches)
            switch group.phase {
            case .began: group.view.touchesBegan(touches, with: event)
            case .moved: group.view.touchesMoved(touches, with: event)
            case .ended: group.view.touchesEnded(touches, with: event)
            case .cancelled: group.view.touchesCancelled(touches, with: event)
            case .stationary: break
            }
            for (touch, phase) in zip(group.touches, current) { touch.phase = phase }
        }
    }
}
