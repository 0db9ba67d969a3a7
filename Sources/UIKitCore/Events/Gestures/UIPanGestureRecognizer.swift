import Foundation

/// A continuous gesture recognizer that interprets panning gestures.
///
/// The gesture begins when between `minimumNumberOfTouches` and `maximumNumberOfTouches`
/// fingers have moved far enough to count as a pan, changes while they move, and ends when they
/// lift. `translation(in:)` and `velocity(in:)` read it in any view's coordinates.
@preconcurrency @MainActor
open class UIPanGestureRecognizer: UIGestureRecognizer {
    /// The minimum number of fingers that can touch the view. The default is 1.
    open var minimumNumberOfTouches = 1
    /// The maximum number of fingers that can touch the view. The default is `Int.max`.
    open var maximumNumberOfTouches = Int.max

    /// How far the fingers move before the pan begins, in points.
    static let hysteresis: CGFloat = 10

    /// Where the centroid was at zero translation, in window coordinates.
    private var origin = CGPoint.zero
    private var velocitySampler = VelocitySampler<CGPoint>()
    private var lastTouchTime: TimeInterval = 0

    /// The translation of the pan in the coordinate system of the given view (the window's for
    /// `nil`): how far the fingers' centroid has moved since the gesture started.
    open func translation(in view: UIView?) -> CGPoint {
        let (start, current) = (inView(origin, view), inView(currentCentroid, view))
        return CGPoint(x: current.x - start.x, y: current.y - start.y)
    }

    /// Sets the translation in the coordinate system of the given view; this resets the velocity.
    open func setTranslation(_ translation: CGPoint, in view: UIView?) {
        let current = inView(currentCentroid, view)
        origin = fromView(CGPoint(x: current.x - translation.x, y: current.y - translation.y), view)
        velocitySampler.removeAll()
    }

    /// The velocity of the pan in the coordinate system of the given view, in points per second,
    /// from the touches' timestamps.
    open func velocity(in view: UIView?) -> CGPoint {
        guard let rate = velocitySampler.rate({ CGPoint(x: $0.x - $1.x, y: $0.y - $1.y) },
                                              scaledBy: { CGPoint(x: $0.x * $1, y: $0.y * $1) }),
              let newest = velocitySampler.newestTime, lastTouchTime - newest <= 0.1 else { return .zero }
        let base = currentCentroid
        let (start, end) = (inView(base, view), inView(CGPoint(x: base.x + rate.x, y: base.y + rate.y), view))
        return CGPoint(x: end.x - start.x, y: end.y - start.y)
    }

    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        super.touchesBegan(touches, with: event)
        noteTime(touches)
        if numberOfTouches > maximumNumberOfTouches {
            guard state == .possible else {
                let extra = trackedTouches.suffix(numberOfTouches - maximumNumberOfTouches)
                for touch in extra { ignore(touch, for: event) }
                return
            }
            state = .failed
            return
        }
        let earlier = trackedTouches.filter { !touches.contains($0) }
        if earlier.isEmpty {
            origin = centroid(of: trackedTouches)
        } else {
            shiftOrigin(from: centroid(of: earlier), to: centroid(of: trackedTouches))
        }
    }

    open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {
        super.touchesMoved(touches, with: event)
        noteTime(touches)
        let current = currentCentroid
        velocitySampler.add(CGPoint(x: current.x - origin.x, y: current.y - origin.y), at: lastTouchTime)
        switch state {
        case .possible:
            let moved = CGPoint(x: current.x - origin.x, y: current.y - origin.y)
            guard (minimumNumberOfTouches...maximumNumberOfTouches).contains(numberOfTouches),
                  hypot(moved.x, moved.y) >= Self.hysteresis else { return }
            if allowsBeginning(withTranslation: moved) { state = .began } else { state = .failed }
        case .began, .changed:
            state = .changed
        default:
            break
        }
    }

    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
        super.touchesEnded(touches, with: event)
        noteTime(touches)
        let remaining = trackedTouches.filter { !touches.contains($0) }
        if !remaining.isEmpty { shiftOrigin(from: centroid(of: trackedTouches), to: centroid(of: remaining)) }
        switch state {
        case .possible:
            if remaining.isEmpty { state = .failed }
        case .began, .changed:
            if remaining.count < minimumNumberOfTouches { state = .ended }
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
        origin = .zero
        velocitySampler.removeAll()
    }

    /// Whether the pan may begin once it has moved `translation` (window coordinates).
    func allowsBeginning(withTranslation translation: CGPoint) -> Bool { true }

    // MARK: Coordinates

    private var currentCentroid: CGPoint {
        trackedTouches.isEmpty ? (lastCentroid?.point ?? origin) : centroid(of: trackedTouches)
    }

    private var gestureWindow: UIWindow? {
        trackedTouches.first?.window ?? lastCentroid?.window
    }

    private func inView(_ point: CGPoint, _ view: UIView?) -> CGPoint {
        gestureWindow?.convert(point, to: view) ?? point
    }

    private func fromView(_ point: CGPoint, _ view: UIView?) -> CGPoint {
        gestureWindow?.convert(point, from: view) ?? point
    }

    /// Keeps the translation where it was when fingers join or leave and the centroid jumps.
    private func shiftOrigin(from before: CGPoint, to after: CGPoint) {
        origin = CGPoint(x: origin.x + after.x - before.x, y: origin.y + after.y - before.y)
    }

    private func noteTime(_ touches: Set<UITouch>) {
        lastTouchTime = touches.map(\.timestamp).max() ?? lastTouchTime
    }
}
