import Foundation

/// A continuous gesture recognizer that interprets rotation gestures involving two touches.
///
/// The gesture begins when two fingers have turned far enough around each other, changes while
/// a finger moves with both down, and ends when both fingers have lifted. `rotation` is the
/// angle turned since the gesture started, in radians (clockwise on screen is positive); touches
/// beyond two are ignored.
@preconcurrency @MainActor
open class UIRotationGestureRecognizer: UIGestureRecognizer {
    /// How far the fingers turn before the rotation begins, in radians (about 5 degrees).
    static let hysteresis: CGFloat = .pi / 36

    private var rotationBase: CGFloat = 0
    private var turned: CGFloat = 0
    private var lastAngle: CGFloat?
    private var velocitySampler = VelocitySampler<CGFloat>()
    private var lastTouchTime: TimeInterval = 0

    /// The rotation of the gesture in radians since it started: an absolute value, not a change
    /// since the last action. Setting it resets the velocity.
    open var rotation: CGFloat {
        get { rotationBase + turned }
        set {
            rotationBase = newValue
            turned = 0
            velocitySampler.removeAll()
        }
    }

    /// The velocity of the rotation, in radians per second.
    open var velocity: CGFloat {
        guard let newest = velocitySampler.newestTime, lastTouchTime - newest <= 0.1 else { return 0 }
        return velocitySampler.rate(-, scaledBy: { $0 * CGFloat($1) }) ?? 0
    }

    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        for touch in trackedTouches.dropFirst(2) where touches.contains(touch) { ignore(touch, for: event) }
        super.touchesBegan(touches, with: event)
        noteTime(touches)
        lastAngle = angle
    }

    open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {
        super.touchesMoved(touches, with: event)
        noteTime(touches)
        guard let angle, let lastAngle else { return }
        var delta = angle - lastAngle
        if delta > .pi { delta -= 2 * .pi }
        if delta < -.pi { delta += 2 * .pi }
        self.lastAngle = angle
        turned += delta
        velocitySampler.add(rotation, at: lastTouchTime)
        switch state {
        case .possible:
            if abs(turned) >= Self.hysteresis { state = .began }
        case .began, .changed:
            state = .changed
        default:
            break
        }
    }

    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
        super.touchesEnded(touches, with: event)
        noteTime(touches)
        lastAngle = nil
        guard numberOfTouches == touches.count else {
            // One finger stays: the angle is measured afresh when a second one comes back.
            return
        }
        state = (state == .began || state == .changed) ? .ended : .failed
    }

    open override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent) {
        super.touchesCancelled(touches, with: event)
        state = (state == .began || state == .changed) ? .cancelled : .failed
    }

    open override func reset() {
        super.reset()
        rotationBase = 0
        turned = 0
        lastAngle = nil
        velocitySampler.removeAll()
    }

    /// The direction from the first finger to the second, in window coordinates.
    private var angle: CGFloat? {
        guard trackedTouches.count >= 2 else { return nil }
        let (a, b) = (trackedTouches[0].location(in: nil), trackedTouches[1].location(in: nil))
        return atan2(b.y - a.y, b.x - a.x)
    }

    private func noteTime(_ touches: Set<UITouch>) {
        lastTouchTime = touches.map(\.timestamp).max() ?? lastTouchTime
    }
}
