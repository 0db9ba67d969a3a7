import Foundation

/// The state of an animator: not started (or done), started, or stopped and waiting to be
/// finished.
public enum UIViewAnimatingState: Int, Sendable {
    case inactive, active, stopped
}

/// Where an animator's views end up when it finishes.
public enum UIViewAnimatingPosition: Int, Sendable {
    case end, start, current
}

/// The interface of an object that runs animations and can be paused, scrubbed, reversed,
/// stopped and finished.
@preconcurrency @MainActor
public protocol UIViewAnimating: AnyObject {
    var state: UIViewAnimatingState { get }
    var isRunning: Bool { get }
    var isReversed: Bool { get set }
    var fractionComplete: CGFloat { get set }
    func startAnimation()
    func startAnimation(afterDelay delay: TimeInterval)
    func pauseAnimation()
    func stopAnimation(_ withoutFinishing: Bool)
    func finishAnimation(at finalPosition: UIViewAnimatingPosition)
}

/// An animator whose animations and completions can be added while it runs, and which can go
/// on with new timing.
@preconcurrency @MainActor
public protocol UIViewImplicitlyAnimating: UIViewAnimating {
    func addAnimations(_ animation: @escaping @MainActor () -> Void)
    func addAnimations(_ animation: @escaping @MainActor () -> Void, delayFactor: CGFloat)
    func addCompletion(_ completion: @escaping @MainActor (UIViewAnimatingPosition) -> Void)
    func continueAnimation(withTimingParameters parameters: UITimingCurveProvider?, durationFactor: CGFloat)
}
