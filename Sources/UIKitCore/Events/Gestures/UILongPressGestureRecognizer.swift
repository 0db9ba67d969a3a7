import Foundation

/// A continuous gesture recognizer that interprets long-press gestures.
///
/// The gesture begins when `numberOfTouchesRequired` fingers have stayed down for
/// `minimumPressDuration` without moving more than `allowableMovement` (after
/// `numberOfTapsRequired` taps, if any); it changes when a finger moves and ends when any
/// finger lifts.
@preconcurrency @MainActor
open class UILongPressGestureRecognizer: UIGestureRecognizer {
    /// The minimum time the fingers must press, in seconds. The default is 0.5.
    open var minimumPressDuration: TimeInterval = 0.5
    /// The number of fingers that must press. The default is 1.
    open var numberOfTouchesRequired = 1
    /// The number of taps before the press. The default is 0.
    open var numberOfTapsRequired = 0
    /// How far the fingers may move before the gesture begins, in points. The default is 10.
    open var allowableMovement: CGFloat = 10

    private var tapsCompleted = 0
    private var startLocations: [ObjectIdentifier: CGPoint] = [:]

    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        super.touchesBegan(touches, with: event)
        guard state == .possible else { return }
        cancelScheduledWork()
        for touch in touches { startLocations[ObjectIdentifier(touch)] = touch.location(in: nil) }
        if numberOfTouches > numberOfTouchesRequired {
            state = .failed
        } else if numberOfTouches == numberOfTouchesRequired {
            schedule(after: minimumPressDuration) { [weak self] in self?.pressLasted() }
        }
    }

    open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {
        super.touchesMoved(touches, with: event)
        switch state {
        case .possible:
            let movedTooFar = touches.contains { touch in
                guard let start = startLocations[ObjectIdentifier(touch)] else { return false }
                return pointDistance(touch.location(in: nil), start) > allowableMovement
            }
            if movedTooFar { state = .failed }
        case .began, .changed:
            state = .changed
        default:
            break
        }
    }

    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
        super.touchesEnded(touches, with: event)
        switch state {
        case .possible:
            endTapOrFail(touches)
        case .began, .changed:
            state = .ended
        default:
            break
        }
    }

    open override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent) {
        super.touchesCancelled(touches, with: event)
        state = (state == .began || state == .changed) ? .cancelled : .failed
    }

    open override func reset() {
        super.reset()
        tapsCompleted = 0
        startLocations.removeAll()
    }

    /// The fingers lifted before the press lasted: a tap that counts towards
    /// `numberOfTapsRequired`, or a failure.
    private func endTapOrFail(_ touches: Set<UITouch>) {
        cancelScheduledWork()
        guard tapsCompleted < numberOfTapsRequired else {
            state = .failed
            return
        }
        guard numberOfTouches == touches.count else { return }
        tapsCompleted += 1
        startLocations.removeAll()
        schedule(after: UITapGestureRecognizer.maximumIntervalBetweenTaps) { [weak self] in self?.state = .failed }
    }

    private func pressLasted() {
        guard state == .possible, tapsCompleted == numberOfTapsRequired,
              numberOfTouches == numberOfTouchesRequired else { return }
        state = .began
    }
}
