import Foundation

extension UIWindow {
    /// Sends the changed presses of the event in this window to the responders they began at,
    /// one call per responder and phase, with the method of the phase; the responder's default
    /// implementation passes them up the chain.
    func deliverPresses(of event: UIPressesEvent) {
        var groups: [(responder: UIResponder, phase: UIPress.Phase, presses: Set<UIPress>)] = []
        let changed = event.allPresses.filter { $0.window === self && $0.phase != .stationary }
        for press in changed.sorted(by: { $0.timestamp < $1.timestamp }) {
            guard let responder = press.responder else { continue }
            if let index = groups.firstIndex(where: { $0.responder === responder && $0.phase == press.phase }) {
                groups[index].presses.insert(press)
            } else {
                groups.append((responder, press.phase, [press]))
            }
        }
        for group in groups {
            switch group.phase {
            case .began: group.responder.pressesBegan(group.presses, with: event)
            case .changed: group.responder.pressesChanged(group.presses, with: event)
            case .ended: group.responder.pressesEnded(group.presses, with: event)
            case .cancelled: group.responder.pressesCancelled(group.presses, with: event)
            case .stationary: break
            }
        }
    }
}
