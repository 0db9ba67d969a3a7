import Foundation

/// The base class for concrete gesture recognizers.
///
/// A gesture recognizer sees the touches of its view and of the view's subviews before the
/// view does. Discrete recognizers go from `.possible` to `.recognized` (`.ended`) or
/// `.failed`; continuous ones go through `.began` and `.changed` to `.ended`, `.cancelled` or
/// `.failed`. Actions are sent for `.began`, `.changed`, `.ended` and `.cancelled`, after the
/// recognizers have seen the event; then the recognizer is reset to `.possible`.
@preconcurrency @MainActor
open class UIGestureRecognizer: NSObject {
    /// Constants that represent the current state a gesture recognizer is in.
    public enum State: Int, Sendable {
        /// The recognizer has not yet recognized its gesture, but may be evaluating touches.
        case possible
        /// The recognizer has received touches recognized as a continuous gesture.
        case began
        /// The recognizer has received touches recognized as a change to a continuous gesture.
        case changed
        /// The recognizer has received touches recognized as the end of a continuous gesture.
        case ended
        /// The recognizer has received touches resulting in the cancellation of a continuous gesture.
        case cancelled
        /// The recognizer has received touches that cannot be recognized as its gesture.
        case failed

        /// The recognizer has received a multi-touch sequence that it recognizes as its
        /// (discrete) gesture: the same value as `.ended`.
        public static var recognized: State { .ended }
    }

    // MARK: Configuration

    /// The delegate of the gesture recognizer, held weakly.
    open weak var delegate: (any UIGestureRecognizerDelegate)?

    /// Whether the gesture recognizer is enabled. Disabling it while it recognizes a gesture
    /// cancels the gesture; a disabled recognizer receives no touches.
    open var isEnabled = true {
        didSet { if oldValue, !isEnabled { environment?.withdraw(self) } }
    }

    /// The view the gesture recognizer is attached to.
    open internal(set) weak var view: UIView?

    /// Whether touches are cancelled in the view when the gesture is recognized: the view gets
    /// `touchesCancelled(_:with:)` for them and nothing more. The default is `true`.
    open var cancelsTouchesInView = true

    /// Whether the window holds back touches in the began phase from the view until the
    /// recognizer fails; if it recognizes, they are discarded. The default is `false`.
    open var delaysTouchesBegan = false

    /// Whether the window holds back touches in the ended phase from the view while the
    /// recognizer analyzes them; if it recognizes, the view gets `touchesCancelled(_:with:)`
    /// instead. The default is `true`.
    open var delaysTouchesEnded = true

    /// The name of the gesture recognizer, for debugging.
    open var name: String?

    // MARK: State

    /// The current state of the gesture recognizer. Subclasses set it as they interpret touches
    /// (as `UIGestureRecognizerSubclass` allows in UIKit); UIKit then decides whether the
    /// transition may happen (the delegate, the views, failure requirements, other recognizers).
    open var state: State {
        get { storedState }
        set { requestState(newValue) }
    }

    var storedState: State = .possible
    /// The recognition the recognizer asked for while it waits for others to fail.
    var awaitedState: State?
    /// The touches the recognizer follows now, in the order they began.
    var trackedTouches: [UITouch] = []
    /// Every touch the recognizer received since its last reset, less the ones it ignored.
    var touchHistory: [UITouch] = []
    var targets: [GestureTarget] = []
    var failureRequirements: [WeakGestureRecognizer] = []
    weak var environment: GestureEnvironment?
    var scheduledWork: [SceneClock.Token] = []
    /// The centroid of the touches when the recognizer last saw them, in window coordinates.
    var lastCentroid: (point: CGPoint, window: UIWindow?)?

    /// Creates a gesture recognizer that sends the named action to `target`, through
    /// `UIApplication.sendAction(_:to:from:for:)`. With a `nil` target or action it sends
    /// nothing until a target is added.
    public init(target: Any?, action: Selector?) {
        super.init()
        if let target, let action { addTarget(target, action: action) }
    }

    /// Creates a gesture recognizer with no target.
    public override convenience init() {
        self.init(target: nil, action: nil)
    }

    // MARK: Touches and location

    /// The number of touches involved in the gesture.
    open var numberOfTouches: Int { trackedTouches.count }

    /// The location of the gesture in the given view's coordinates (window coordinates for
    /// `nil`): the centroid of its touches, or where they last were once they have lifted.
    open func location(in view: UIView?) -> CGPoint {
        if let touch = trackedTouches.first, let window = touch.window {
            return window.convert(centroid(of: trackedTouches), to: view)
        }
        guard let lastCentroid else { return .zero }
        guard let window = lastCentroid.window else { return lastCentroid.point }
        return window.convert(lastCentroid.point, to: view)
    }

    /// The location of one of the gesture's touches in the given view's coordinates.
    open func location(ofTouch touchIndex: Int, in view: UIView?) -> CGPoint {
        guard trackedTouches.indices.contains(touchIndex) else { return .zero }
        return trackedTouches[touchIndex].location(in: view)
    }

    // MARK: Dependencies

    /// Makes the recognizer wait for `otherGestureRecognizer` to fail before it recognizes;
    /// if the other recognizes, this one fails.
    open func require(toFail otherGestureRecognizer: UIGestureRecognizer) {
        failureRequirements.removeAll { $0.recognizer == nil || $0.recognizer === otherGestureRecognizer }
        failureRequirements.append(WeakGestureRecognizer(otherGestureRecognizer))
    }

    /// Whether the recognizer may prevent `preventedGestureRecognizer` from recognizing.
    /// The default is `true`.
    open func canPrevent(_ preventedGestureRecognizer: UIGestureRecognizer) -> Bool { true }

    /// Whether `preventingGestureRecognizer` may prevent this recognizer from recognizing.
    /// The default is `true`.
    open func canBePrevented(by preventingGestureRecognizer: UIGestureRecognizer) -> Bool { true }

    /// Overridden to make every instance of a subclass wait for `otherGestureRecognizer` to fail.
    /// The default is `false`.
    open func shouldRequireFailure(of otherGestureRecognizer: UIGestureRecognizer) -> Bool { false }

    /// Overridden to make `otherGestureRecognizer` wait for every instance of a subclass to fail.
    /// The default is `false`.
    open func shouldBeRequiredToFail(by otherGestureRecognizer: UIGestureRecognizer) -> Bool { false }

    // MARK: For subclasses

    /// Sent when one or more fingers touch down in the view, before the view gets them.
    open func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {}

    /// Sent when one or more fingers move, before the view gets them.
    open func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {}

    /// Sent when one or more fingers lift, before the view gets them.
    open func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {}

    /// Sent when the system cancels touches, before the view gets them.
    open func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent) {}

    /// Called after the recognizer ends, is cancelled or fails, to get ready for the next
    /// gesture. Touches still down are no longer delivered to it. Subclasses call `super`.
    open func reset() {}

    /// Stops delivering `touch` to the recognizer; an ignored touch is not cancelled in the
    /// view when the gesture is recognized.
    open func ignore(_ touch: UITouch, for event: UIEvent) {
        trackedTouches.removeAll { $0 === touch }
        touchHistory.removeAll { $0 === touch }
        touch.gestureRecognizers?.removeAll { $0 === self }
    }

    // MARK: Internals

    /// A transition the subclass asked for; the environment decides it when the recognizer is
    /// receiving touches, otherwise it is taken as it is.
    private func requestState(_ newState: State) {
        guard let environment else {
            storedState = newState
            return
        }
        environment.recognizer(self, requests: newState)
    }

    /// Runs `work` once after `delay` seconds of the scene's clock, in its own turn; forgotten
    /// when the recognizer resets.
    @preconcurrency func schedule(after delay: TimeInterval, _ work: @escaping @MainActor () -> Void) {
        guard let environment else { return }
        let scheduled = ScheduledWork()
        let token = environment.schedule(after: delay, for: self) { [weak self] in
            self?.scheduledWork.removeAll { $0 == scheduled.token }
            work()
        }
        scheduled.token = token
        scheduledWork.append(token)
    }

    func cancelScheduledWork() {
        for token in scheduledWork { environment?.clock.cancel(token) }
        scheduledWork.removeAll()
    }

    /// Whether the recognizer has not yet decided: possible, and receiving or waiting on touches.
    var isUndecided: Bool { storedState == .possible }

    /// Whether touches are still delivered to the recognizer.
    var receivesTouches: Bool {
        switch storedState {
        case .possible: awaitedState == nil || awaitedState == .began
        case .began, .changed: true
        case .ended, .cancelled, .failed: false
        }
    }

    var isFinished: Bool {
        storedState == .ended || storedState == .cancelled || storedState == .failed
    }

    func rememberCentroid() {
        guard let first = trackedTouches.first else { return }
        lastCentroid = (centroid(of: trackedTouches), first.window)
    }

    /// The mean of the touches' locations in window coordinates.
    func centroid(of touches: [UITouch]) -> CGPoint {
        guard !touches.isEmpty else { return .zero }
        let sum = touches.reduce(CGPoint.zero) { partial, touch in
            let point = touch.location(in: nil)
            return CGPoint(x: partial.x + point.x, y: partial.y + point.y)
        }
        return CGPoint(x: sum.x / CGFloat(touches.count), y: sum.y / CGFloat(touches.count))
    }
}

/// The token of work a recognizer scheduled, known once the clock has taken the work.
@MainActor
private final class ScheduledWork {
    var token: SceneClock.Token?
}

/// A weak reference to a gesture recognizer, for failure requirements.
@MainActor
final class WeakGestureRecognizer {
    weak var recognizer: UIGestureRecognizer?
    init(_ recognizer: UIGestureRecognizer) { self.recognizer = recognizer }
}
