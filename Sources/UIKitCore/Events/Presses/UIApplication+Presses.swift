import Foundation

extension UIApplication {
    /// Sends a presses event to the windows of its changed presses.
    func sendPresses(_ event: UIPressesEvent) {
        var windows: [UIWindow] = []
        for press in event.allPresses where press.phase != .stationary {
            guard let window = press.window, !windows.contains(where: { $0 === window }) else { continue }
            windows.append(window)
        }
        for window in windows { window.sendEvent(event) }
    }
}
