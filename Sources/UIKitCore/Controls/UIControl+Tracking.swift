import Foundation

extension UIControl {
    /// How far outside its bounds a touch may go before a control counts it as outside,
    /// in points (UIKit's generous touch area).
    static let touchTolerance: CGFloat = 70

    func isInsideWithTolerance(_ touch: UITouch) -> Bool {
        let tolerance = UIControl.touchTolerance
        return bounds.insetBy(dx: -tolerance, dy: -tolerance).contains(touch.location(in: self))
    }

    func trackTouchBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        guard isEnabled, trackingTouch == nil, let touch = touches.first else { return }
        // UIKit sends nothing for a touch the control declines in `beginTracking`: no
        // `.touchDown`, no highlight, and none of the touch's later events.
        guard beginTracking(touch, with: event) else { return }
        trackingTouch = touch
        isTouchInside = true
        isTracking = true
        isHighlighted = true
        var events: Event = .touchDown
        if touch.tapCount > 1 { events.insert(.touchDownRepeat) }
        sendActionsImplementation(for: events, with: event)
    }

    func trackTouchMoved(_ touches: Set<UITouch>, with event: UIEvent?) {
        guard isEnabled, let touch = trackingTouch, touches.contains(touch) else { return }
        let wasInside = isTouchInside
        let inside = isInsideWithTolerance(touch)
        isTouchInside = inside
        isHighlighted = inside
        if isTracking { isTracking = continueTracking(touch, with: event) }
        let dragEvent: Event = switch (wasInside, inside) {
        case (true, true): .touchDragInside
        case (true, false): .touchDragExit
        case (false, true): .touchDragEnter
        case (false, false): .touchDragOutside
        }
        sendActionsImplementation(for: dragEvent, with: event)
    }

    func trackTouchEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        guard let touch = trackingTouch, touches.contains(touch) else { return }
        let inside = isInsideWithTolerance(touch)
        finishTracking()
        endTracking(touch, with: event)
        guard isEnabled else { return }
        if inside {
            sendActionsImplementation(for: .touchUpInside, with: event)
            if triggersPrimaryActionOnTouchUp, touchUpInsideWillTriggerPrimaryAction() {
                sendActionsImplementation(for: .primaryActionTriggered, with: event)
            }
        } else {
            sendActionsImplementation(for: .touchUpOutside, with: event)
        }
    }

    func trackTouchCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {
        guard let touch = trackingTouch, touches.contains(touch) else { return }
        finishTracking()
        cancelTracking(with: event)
        if isEnabled { sendActionsImplementation(for: .touchCancel, with: event) }
    }

    /// Stops following the current touch as if it were cancelled (a button whose long press
    /// opened its menu): `cancelTracking(with:)`, then `.touchCancel`.
    func cancelCurrentTracking() {
        guard trackingTouch != nil else { return }
        finishTracking()
        cancelTracking(with: nil)
        sendActionsImplementation(for: .touchCancel, with: nil)
    }

    private func finishTracking() {
        trackingTouch = nil
        isTracking = false
        isTouchInside = false
        isHighlighted = false
    }
}
