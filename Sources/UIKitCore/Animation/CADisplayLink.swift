import Foundation

/// A time interval in seconds, as Core Animation measures it.
public typealias CFTimeInterval = Double

/// The current absolute time, in seconds, on the clock Core Animation uses (the system's uptime,
/// which the scenes' clocks read too). Under a test's manual clock it reads that clock, so layer
/// times and animations' `beginTime`s move with the virtual time.
public func CACurrentMediaTime() -> CFTimeInterval {
    ManualMediaTime.now ?? ProcessInfo.processInfo.systemUptime
}

/// The time of the latest manual scene clock, while it lives: what `CACurrentMediaTime()` reads
/// in tests. Set on the main actor, read from anywhere.
enum ManualMediaTime {
    private final class Store: @unchecked Sendable {
        let lock = NSLock()
        var now: CFTimeInterval?
        var owner: ObjectIdentifier?
    }

    private static let store = Store()

    static var now: CFTimeInterval? {
        store.lock.withLock { store.now }
    }

    static func publish(_ now: CFTimeInterval, from clock: ObjectIdentifier) {
        store.lock.withLock {
            store.now = now
            store.owner = clock
        }
    }

    static func withdraw(from clock: ObjectIdentifier) {
        store.lock.withLock {
            guard store.owner == clock else { return }
            store.now = nil
            store.owner = nil
        }
    }
}

/// The range of frame rates a display link prefers.
public struct CAFrameRateRange: Equatable, Sendable {
    /// The lowest acceptable frame rate.
    public var minimum: Float
    /// The highest frame rate.
    public var maximum: Float
    /// The frame rate the link would like (0: the display's).
    public var preferred: Float?

    public init(minimum: Float, maximum: Float, preferred: Float? = nil) {
        self.minimum = minimum
        self.maximum = maximum
        self.preferred = preferred
    }

    /// No preference: the display's rate.
    public static let `default` = CAFrameRateRange(minimum: 0, maximum: 0, preferred: 0)
}

/// A timer that calls its target in step with the display's refresh.
///
/// The display is the browser page of the scene whose turn made the link, refreshed 60 times
/// a second; each call is a turn of that scene, after which the changes are laid out and sent,
/// as after a gesture's timer. Like on iOS, the link keeps its target until `invalidate()`.
@preconcurrency @MainActor
open class CADisplayLink: NSObject {
    /// The display's refresh rate, in frames per second.
    static let displayRate = 60.0

    private var target: AnyObject?
    private let selector: Selector
    @HandleReference private var scene: UIWindowScene?
    private var token: SceneClock.Token?
    private var isAdded = false

    /// The time of the last frame the target was called for.
    open private(set) var timestamp: CFTimeInterval = 0
    /// The time of the next frame.
    open private(set) var targetTimestamp: CFTimeInterval = 0
    /// Whether the link is suspended: a paused link calls nothing until resumed.
    open var isPaused = false {
        didSet { if isPaused != oldValue { reschedule() } }
    }
    /// The rate the target would like to be called at; 0 means the display's rate.
    open var preferredFramesPerSecond = 0 {
        didSet { reschedule() }
    }
    /// The range of rates the target would like to be called at.
    open var preferredFrameRateRange = CAFrameRateRange.default {
        didSet { reschedule() }
    }

    /// The time between frames at the rate the link runs.
    open var duration: CFTimeInterval { 1 / Self.displayRate }

    /// Creates a display link that calls `sel` (with the link as its argument, if it takes one)
    /// on `target` for each frame, once added to a run loop.
    public init(target: Any, selector sel: Selector) {
        self.target = target as AnyObject
        selector = sel
        scene = UIWindowScene.turnScene
        super.init()
    }

    /// Starts calling the target (the run loop and mode are the main ones on UIKit Server).
    open func add(to runloop: RunLoop, forMode mode: RunLoop.Mode) {
        guard target != nil, !isAdded else { return }
        isAdded = true
        reschedule()
    }

    /// Stops calling the target, until added again.
    open func remove(from runloop: RunLoop, forMode mode: RunLoop.Mode) {
        isAdded = false
        reschedule()
    }

    /// Stops the link for good and lets its target go.
    open func invalidate() {
        isAdded = false
        reschedule()
        target = nil
    }

    /// The rate the target is called at: the preferred one, within the display's.
    private var frameInterval: TimeInterval {
        let preferred = preferredFrameRateRange.preferred.map(Double.init) ?? 0
        let wanted = preferred > 0 ? preferred : Double(preferredFramesPerSecond)
        guard wanted > 0 else { return 1 / Self.displayRate }
        // The display shows whole frames: the rate is the display's divided by a whole number.
        return (Self.displayRate / min(Self.displayRate, wanted)).rounded(.down) / Self.displayRate
    }

    private func reschedule() {
        guard let scene else { return }
        let clock = scene.gestureEnvironment.clock
        if let token { clock.cancel(token) }
        token = nil
        guard isAdded, !isPaused, target != nil else { return }
        let interval = frameInterval
        targetTimestamp = clock.now + interval
        token = clock.schedule(after: interval, keepsBusy: false) { [weak self, weak scene] in
            guard let self, let scene else { return }
            self.fire(in: scene)
        }
    }

    private func fire(in scene: UIWindowScene) {
        token = nil
        guard let target else { return }
        let clock = scene.gestureEnvironment.clock
        timestamp = clock.now
        let previousTurnScene = UIWindowScene.turnScene
        UIWindowScene.turnScene = scene
        _SelectorTable.perform(selector, on: target, arguments: [self])
        UIWindowScene.turnScene = previousTurnScene ?? scene
        reschedule()
        scene.gestureEnvironment.onTimerTurn?()
    }
}
