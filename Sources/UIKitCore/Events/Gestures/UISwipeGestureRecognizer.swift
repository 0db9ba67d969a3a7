import Foundation

/// A discrete gesture recognizer that interprets swiping gestures in one or more directions.
///
/// The swipe is recognized while the fingers move, once `numberOfTouchesRequired` fingers have
/// travelled far enough, quickly enough and straight enough in one of the permitted
/// `direction`s; it fails on a move in another direction, when too slow, or when the fingers
/// lift first.
@preconcurrency @MainActor
open class UISwipeGestureRecognizer: UIGestureRecognizer {
    /// The directions of a swipe.
    public struct Direction: OptionSet, Hashable, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }

        /// The touches swipe to the right.
        public static let right = Direction(rawValue: 1 << 0)
        /// The touches swipe to the left.
        public static let left = Direction(rawValue: 1 << 1)
        /// The touches swipe upward.
        public static let up = Direction(rawValue: 1 << 2)
        /// The touches swipe downward.
        public static let down = Direction(rawValue: 1 << 3)
    }

    /// The permitted directions of the swipe. The default is `.right`.
    open var direction: Direction = .right
    /// The number of fingers that must swipe. The default is 1.
    open var numberOfTouchesRequired = 1

    /// How far the fingers travel along the swipe's direction to recognize it, in points.
    static let minimumDistance: CGFloat = 50
    /// How far the fingers may move before the direction is judged, in points.
    static let hysteresis: CGFloat = 10
    /// How far off the direction's axis the swipe may run, as a ratio to the distance along it.
    static let maximumDeviation: CGFloat = 0.6
    /// How long the swipe may take, in seconds of touch timestamps.
    static let maximumDuration: TimeInterval = 0.5

    private var start: CGPoint?
    private var startTime: TimeInterval = 0

    /// The location where the swipe began, in the given view's coordinates.
    open override func location(in view: UIView?) -> CGPoint {
        guard let start else { return super.location(in: view) }
        guard let window = trackedTouches.first?.window ?? lastCentroid?.window else { return start }
        return window.convert(start, to: view)
    }

    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        super.touchesBegan(touches, with: event)
        if numberOfTouches > numberOfTouchesRequired {
            state = .failed
            return
        }
        if start == nil { startTime = touches.map(\.timestamp).min() ?? 0 }
        start = centroid(of: trackedTouches)
    }

    open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {
        super.touchesMoved(touches, with: event)
        guard state == .possible, let start else { return }
        if (touches.map(\.timestamp).max() ?? 0) - startTime > Self.maximumDuration {
            state = .failed
            return
        }
        let current = centroid(of: trackedTouches)
        let moved = CGPoint(x: current.x - start.x, y: current.y - start.y)
        guard hypot(moved.x, moved.y) >= Self.hysteresis else { return }
        let horizontal = abs(moved.x) >= abs(moved.y)
        let heading: Direction = horizontal ? (moved.x > 0 ? .right : .left) : (moved.y > 0 ? .down : .up)
        let (along, across) = horizontal ? (abs(moved.x), abs(moved.y)) : (abs(moved.y), abs(moved.x))
        if !direction.contains(heading) || across > along * Self.maximumDeviation {
            state = .failed
        } else if along >= Self.minimumDistance, numberOfTouches == numberOfTouchesRequired {
            state = .recognized
        }
    }

    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
        super.touchesEnded(touches, with: event)
        state = .failed
    }

    open override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent) {
        super.touchesCancelled(touches, with: event)
        state = .failed
    }

    open override func reset() {
        super.reset()
        start = nil
    }
}
