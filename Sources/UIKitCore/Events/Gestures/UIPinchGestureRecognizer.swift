import Foundation

/// A continuous gesture recognizer that interprets pinching gestures involving two touches.
///
/// The gesture begins when two fingers have moved apart or together far enough, changes while
/// a finger moves with both down, and ends when both fingers have lifted. `scale` is the
/// distance between the fingers relative to where the gesture started; touches beyond two are
/// ignored.
@preconcurrency @MainActor
open class UIPinchGestureRecognizer: UIGestureRecognizer {
    /// How far the distance between the fingers changes before the pinch begins, in points.
    static let hysteresis: CGFloat = 8

    private var scaleBase: CGFloat = 1
    private var baseSpan: CGFloat?
    private var currentScale: CGFloat = 1
    private var velocitySampler = VelocitySampler<CGFloat>()
    private var lastTouchTime: TimeInterval = 0

    /// The scale factor relative to the points of the two touches in screen coordinates: an
    /// absolute value since the gesture started, not a change since the last action. Setting
    /// it resets the velocity.
    open var scale: CGFloat {
        get { currentScale }
        set {
            currentScale = newValue
            scaleBase = newValue
            baseSpan = span
            velocitySampler.removeAll()
        }
    }

    /// The velocity of the pinch, in scale factor per second.
    open var velocity: CGFloat {
        guard let newest = velocitySampler.newestTime, lastTouchTime - newest <= 0.1 else { return 0 }
        return velocitySampler.rate(-, scaledBy: { $0 * CGFloat($1) }) ?? 0
    }

    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        for touch in trackedTouches.dropFirst(2) where touches.contains(touch) { ignore(touch, for: event) }
        super.touchesBegan(touches, with: event)
        noteTime(touches)
        // A pair of fingers (again): the scale continues from where it is.
        if let span {
            scaleBase = currentScale
            baseSpan = span
        }
    }

    open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {
        super.touchesMoved(touches, with: event)
        noteTime(touches)
        guard let span, let baseSpan, baseSpan > 0 else { return }
        switch state {
        case .possible:
            guard abs(span - baseSpan) >= Self.hysteresis else { return }
            update(span: span, base: baseSpan)
            state = .began
        case .began, .changed:
            update(span: span, base: baseSpan)
            state = .changed
        default:
            break
        }
    }

    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
        super.touchesEnded(touches, with: event)
        noteTime(touches)
        guard numberOfTouches == touches.count else { return }
        state = (state == .began || state == .changed) ? .ended : .failed
    }

    open override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent) {
        super.touchesCancelled(touches, with: event)
        state = (state == .began || state == .changed) ? .cancelled : .failed
    }

    open override func reset() {
        super.reset()
        scaleBase = 1
        baseSpan = nil
        currentScale = 1
        velocitySampler.removeAll()
    }

    /// The distance between the two fingers, in window points, while two are down.
    private var span: CGFloat? {
        guard trackedTouches.count >= 2 else { return nil }
        return pointDistance(trackedTouches[0].location(in: nil), trackedTouches[1].location(in: nil))
    }

    private func update(span: CGFloat, base: CGFloat) {
        currentScale = scaleBase * span / base
        velocitySampler.add(currentScale, at: lastTouchTime)
    }

    private func noteTime(_ touches: Set<UITouch>) {
        lastTouchTime = touches.map(\.timestamp).max() ?? lastTouchTime
    }
}
