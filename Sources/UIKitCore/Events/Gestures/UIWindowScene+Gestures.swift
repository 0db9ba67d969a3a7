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

    /// The scene's gesture recognizers at work. Kept beside the scene, not in it, so that
    /// gestures stay in their own folder; the entry goes when the scene does.
    var gestureEnvironment: GestureEnvironment {
        let key = ObjectIdentifier(self)
        if let entry = GestureEnvironments.entries[key], entry.scene === self { return entry.environment }
        GestureEnvironments.entries = GestureEnvironments.entries.filter { $0.value.scene != nil }
        let environment = GestureEnvironment()
        GestureEnvironments.entries[key] = GestureEnvironments.Entry(scene: self, environment: environment)
        return environment
    }
}

/// The gesture environment of each live scene.
@MainActor
enum GestureEnvironments {
    struct Entry {
        weak var scene: UIWindowScene?
        let environment: GestureEnvironment
    }

    static var entries: [ObjectIdentifier: Entry] = [:]
}
