import Foundation

extension UIWindowScene {
    /// Called after a timer changed gesture state between touch messages (a long press's
    /// minimum duration elapsed, a tap stopped waiting for the next tap), once the recognizers'
    /// actions ran and the views got their touches. The host ends the turn there: it calls
    /// `finishTurn()` and sends the patch, as after any message.
    @_spi(Host) public var onTimerTurn: (@MainActor () -> Void)? {
        get { gestureEnvironment.onTimerTurn }
        set { gestureEnvironment.onTimerTurn = newValue }
    }

    /// The clock the scene's gesture timing runs on: the main run loop unless a test sets a
    /// manual clock (`SceneClock.manual()`), which it then advances.
    @_spi(Host) public var clock: SceneClock {
        get { gestureEnvironment.clock }
        set { gestureEnvironment.clock = newValue }
    }
}
