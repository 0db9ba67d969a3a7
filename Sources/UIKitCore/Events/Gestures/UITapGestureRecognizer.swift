import Foundation

/// A discrete gesture recognizer that interprets single or multiple taps.
///
/// The fingers must touch down and lift without moving far, `numberOfTouchesRequired` of them
/// together, `numberOfTapsRequired` times in quick succession. The gesture is recognized when
/// the last finger of the last tap lifts; it fails if a tap moves too far, has the wrong number
/// of fingers, or the next tap does not come in time.
@preconcurrency @MainActor
open class UITapGestureRecognizer: UIGestureRecognizer {
    /// The number of taps for the gesture to be recognized. The default is 1.
    open var numberOfTapsRequired = 1
    /// The number of fingers that must tap together. The default is 1.
    open var numberOfTouchesRequired = 1

    /// How far a finger may move during a tap, and how far later taps may land from the first.
    static let allowableMovement: CGFloat = 45
    /// How long the recognizer waits for the next tap.
    static let maximumIntervalBetweenTaps: TimeInterval = 0.35

    private var tapsCompleted = 0
    private var fingersInTap = 0
    private var startLocations: [ObjectIdentifier: CGPoint] = [:]
    private var firstTapLocation: CGPoint?

    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        super.touchesBegan(touches, with: event)
        cancelScheduledWork()
        for touch in touches {
            let location = touch.location(in: nil)
            startLocations[ObjectIdentifier(touch)] = location
            if let firstTapLocation, pointDistance(location, firstTapLocation) > Self.allowableMovement {
                state = .failed
                return
            }
        }
        fingersInTap = max(fingersInTap, numberOfTouches)
        if fingersInTap > numberOfTouchesRequired { state = .failed }
    }

    open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {
        super.touchesMoved(touches, with: event)
        for touch in touches {
            guard let start = startLocations[ObjectIdentifier(touch)] else { continue }
            if pointDistance(touch.location(in: nil), start) > Self.allowableMovement {
                state = .failed
                return
            }
        }
    }

    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
        super.touchesEnded(touches, with: event)
        // The tap is over when its last finger lifts.
        guard numberOfTouches == touches.count else { return }
        guard fingersInTap == numberOfTouchesRequired else {
            state = .failed
            return
        }
        tapsCompleted += 1
        if firstTapLocation == nil { firstTapLocation = location(in: nil) }
        fingersInTap = 0
        startLocations.removeAll()
        if tapsCompleted >= numberOfTapsRequired {
            state = .ended
        } else {
            schedule(after: Self.maximumIntervalBetweenTaps) { [weak self] in self?.state = .failed }
        }
    }

    open override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent) {
        super.touchesCancelled(touches, with: event)
        state = .failed
    }

    open override func reset() {
        super.reset()
        tapsCompleted = 0
        fingersInTap = 0
        startLocations.removeAll()
        firstTapLocation = nil
    }
}

func pointDistance(_ a: CGPoint, _ b: CGPoint) -> CGFloat {
    hypot(a.x - b.x, a.y - b.y)
}
