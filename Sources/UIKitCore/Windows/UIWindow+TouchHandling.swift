import Foundation

extension UIWindow {
    /// Sends each touch of the event to the view it began in, grouped by view and phase, as
    /// UIKit's window does.
    func deliverTouches(of event: UIEvent) {
        let touches = event.touches.filter { $0.window === self }
        var groups: [(view: UIView, phase: UITouch.Phase, touches: Set<UITouch>)] = []
        for touch in touches.sorted(by: { ($0.view?.renderID ?? 0) < ($1.view?.renderID ?? 0) }) {
            guard let view = touch.view, touch.phase != .stationary else { continue }
            if let index = groups.firstIndex(where: { $0.view === view && $0.phase == touch.phase }) {
                groups[index].touches.insert(touch)
            } else {
                groups.append((view, touch.phase, [touch]))
            }
        }
        for group in groups {
            switch group.phase {
            case .began: group.view.touchesBegan(group.touches, with: event)
            case .moved: group.view.touchesMoved(group.touches, with: event)
            case .ended: group.view.touchesEnded(group.touches, with: event)
            case .cancelled: group.view.touchesCancelled(group.touches, with: event)
            case .stationary: break
            }
        }
    }
}
