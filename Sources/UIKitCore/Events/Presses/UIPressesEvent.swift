import Foundation

/// An event that describes the state of a set of physical buttons (here, keyboard keys) that
/// are available to the device.
@preconcurrency @MainActor
open class UIPressesEvent: UIEvent {
    private let presses: Set<UIPress>

    init(timestamp: TimeInterval, presses: Set<UIPress>) {
        self.presses = presses
        super.init(type: .presses, timestamp: timestamp)
    }

    /// All the presses of the event: the ones that changed and the ones held down.
    open var allPresses: Set<UIPress> {
        presses
    }

    /// The presses delivered to the gesture recognizer. Gesture recognizers here do not take
    /// presses, so the set is empty.
    open func presses(for gesture: UIGestureRecognizer) -> Set<UIPress> {
        []
    }
}
