import Foundation

/// Groups layer changes and animations: the duration and timing function animations added
/// within it take when they have none, whether actions are disabled, and a completion block
/// that runs once every animation added within it after the block was set (layer animations
/// and `UIView.animate`) has ended, or at the end of the turn when there is none.
///
/// Transactions nest; the settings of the innermost one apply. Without `begin()` the settings
/// apply to the turn's implicit transaction, until the turn ends.
@preconcurrency @MainActor
open class CATransaction: NSObject {
    /// The settings of one transaction, and the animations it waits for.
    @MainActor private final class Frame {
        var duration: CFTimeInterval?
        var timingFunction: CAMediaTimingFunction?
        var disableActions: Bool?
        var completion: (@MainActor () -> Void)?
        var pending = 0
        var committed = false

        func finishIfDone() {
            guard committed, pending == 0, let completion else { return }
            self.completion = nil
            completion()
        }
    }

    private static var stack: [Frame] = []
    private static var implicitFrame: Frame?

    private static var current: Frame? { stack.last ?? implicitFrame }

    private static func writable() -> Frame {
        if let frame = stack.last { return frame }
        if let implicitFrame { return implicitFrame }
        let frame = Frame()
        implicitFrame = frame
        // The implicit transaction commits at the end of the turn.
        AnimationCompletions.append { _ in
            implicitFrame = nil
            frame.committed = true
            frame.finishIfDone()
        }
        return frame
    }

    /// Begins a new transaction.
    open class func begin() {
        stack.append(Frame())
    }

    /// Commits the transaction: its completion block runs once its animations end.
    open class func commit() {
        guard let frame = stack.popLast() else {
            AnimationWarnings.warn("CATransaction.commit() without begin(); ignored")
            return
        }
        frame.committed = true
        if frame.pending == 0, frame.completion != nil {
            // Nothing to wait for: the block runs after the turn's changes are laid out.
            AnimationCompletions.append { _ in frame.finishIfDone() }
        }
    }

    /// Flushes pending changes: they are sent with the turn's commit, as every change is.
    open class func flush() {}

    /// The duration animations added without one take: 0.25 seconds unless set.
    open class func animationDuration() -> CFTimeInterval {
        for frame in stack.reversed() + [implicitFrame].compactMap({ $0 }) {
            if let duration = frame.duration { return duration }
        }
        return 0.25
    }

    open class func setAnimationDuration(_ dur: CFTimeInterval) {
        writable().duration = dur
    }

    /// The timing function animations added without one take, if any.
    open class func animationTimingFunction() -> CAMediaTimingFunction? {
        for frame in stack.reversed() + [implicitFrame].compactMap({ $0 }) {
            if let function = frame.timingFunction { return function }
        }
        return nil
    }

    open class func setAnimationTimingFunction(_ function: CAMediaTimingFunction?) {
        writable().timingFunction = function
    }

    /// Whether changes to layer properties skip their implicit animations.
    open class func disableActions() -> Bool {
        for frame in stack.reversed() + [implicitFrame].compactMap({ $0 }) {
            if let disabled = frame.disableActions { return disabled }
        }
        return false
    }

    open class func setDisableActions(_ flag: Bool) {
        writable().disableActions = flag
    }

    /// The completion block of the current transaction.
    open class func completionBlock() -> (@MainActor () -> Void)? {
        current?.completion
    }

    /// Sets the block that runs once every animation added afterwards in the transaction has
    /// ended.
    open class func setCompletionBlock(_ block: (@MainActor () -> Void)?) {
        writable().completion = block
    }

    /// Makes the open transactions wait for a layer animation.
    static func track(_ running: RunningLayerAnimation) {
        guard let handler = waiter() else { return }
        running.onStop.append { _ in handler() }
    }

    /// Makes the open transactions wait for a view animation; returns its completion,
    /// wrapped to tell them when it ends.
    static func track(_ completion: (@MainActor (Bool) -> Void)?) -> (@MainActor (Bool) -> Void)? {
        guard let handler = waiter() else { return completion }
        return { finished in
            completion?(finished)
            handler()
        }
    }

    /// A handler to call once when an animation ends, for the transactions open now that have
    /// a completion block: as in Core Animation, it waits for the animations added after it.
    private static func waiter() -> (@MainActor () -> Void)? {
        let frames = (stack + [implicitFrame].compactMap { $0 }).filter { $0.completion != nil }
        guard !frames.isEmpty else { return nil }
        for frame in frames { frame.pending += 1 }
        return {
            for frame in frames {
                frame.pending -= 1
                frame.finishIfDone()
            }
        }
    }
}
