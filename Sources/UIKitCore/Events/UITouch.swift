import Foundation

/// An object representing the location, size, movement, and force of a touch on the screen.
@preconcurrency @MainActor
open class UITouch: NSObject {
    /// The phase of a touch.
    public enum Phase: Int, Sendable {
        case began, moved, stationary, ended, cancelled
    }

    /// The type of a touch.
    public enum TouchType: Int, Sendable {
        case direct, indirect, pencil, indirectPointer
    }

    /// The phase of the touch.
    open internal(set) var phase: Phase = .began
    /// The time when the touch occurred or when it was last changed, in seconds.
    open internal(set) var timestamp: TimeInterval = 0
    /// The number of times the finger was tapped for this touch in quick succession.
    open internal(set) var tapCount: Int = 1
    /// The type of the touch.
    open internal(set) var type: TouchType = .direct
    /// The view to which the touch is being delivered: the view it began in.
    open internal(set) var view: UIView?
    /// The window in which the touch began.
    open internal(set) var window: UIWindow?
    /// The gesture recognizers that receive the touch: those of the view it began in and of that
    /// view's ancestors that accepted it, deepest view first.
    open internal(set) var gestureRecognizers: [UIGestureRecognizer]?

    var locationInWindow: CGPoint = .zero
    var previousLocationInWindow: CGPoint = .zero

    /// Returns the current location of the touch in the coordinate system of the given view,
    /// or in window coordinates when `view` is `nil`.
    open func location(in view: UIView?) -> CGPoint {
        convertFromWindow(locationInWindow, to: view)
    }

    /// Returns the previous location of the touch in the coordinate system of the given view.
    open func previousLocation(in view: UIView?) -> CGPoint {
        convertFromWindow(previousLocationInWindow, to: view)
    }

    private func convertFromWindow(_ point: CGPoint, to view: UIView?) -> CGPoint {
        guard let view, let window else { return point }
        return window.convert(point, to: view)
    }
}
