import Dispatch
import Foundation

/// A dispatch source that monitors the system's memory pressure, as Apple's Dispatch has it.
/// Linux's Dispatch has none; this one hears the memory warnings the server gives the app.
public protocol DispatchSourceMemoryPressure: AnyObject, Sendable {
    /// The pressure levels of the last event.
    var data: DispatchSource.MemoryPressureEvent { get }
    /// The levels the source reports.
    var mask: DispatchSource.MemoryPressureEvent { get }
    /// Whether the source was cancelled.
    var isCancelled: Bool { get }
    /// Sets the block called, on the source's queue, for each event.
    func setEventHandler(handler: (@Sendable () -> Void)?)
    /// Sets the block called once the source is cancelled.
    func setCancelHandler(handler: (@Sendable () -> Void)?)
    /// Starts delivering events (a new source is inactive).
    func activate()
    /// Resumes delivering events.
    func resume()
    /// Suspends delivering events.
    func suspend()
    /// Stops delivering events, for good.
    func cancel()
}

extension DispatchSource {
    /// The levels of memory pressure a memory-pressure source reports.
    public struct MemoryPressureEvent: OptionSet, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }

        /// The system's memory pressure returned to normal.
        public static let normal = MemoryPressureEvent(rawValue: 0x1)
        /// The system is under memory pressure: free what can be rebuilt.
        public static let warning = MemoryPressureEvent(rawValue: 0x2)
        /// The system is under critical memory pressure.
        public static let critical = MemoryPressureEvent(rawValue: 0x4)
        /// All levels.
        public static let all: MemoryPressureEvent = [.normal, .warning, .critical]
    }

    /// Creates a source that reports memory pressure of the levels in `eventMask` on `queue`
    /// (a global queue when `nil`). On UIKit Server a `.warning` event comes with each memory
    /// warning the server gives the app (`UIApplication.didReceiveMemoryWarningNotification`).
    public static func makeMemoryPressureSource(eventMask: DispatchSource.MemoryPressureEvent,
                                                queue: DispatchQueue? = nil) -> any DispatchSourceMemoryPressure {
        MemoryPressureSource(mask: eventMask, queue: queue ?? .global())
    }
}

/// A memory-pressure source fed by the app's memory warnings.
private final class MemoryPressureSource: DispatchSourceMemoryPressure, @unchecked Sendable {
    let mask: DispatchSource.MemoryPressureEvent
    private let queue: DispatchQueue
    private let lock = NSLock()
    private var eventHandler: (@Sendable () -> Void)?
    private var cancelHandler: (@Sendable () -> Void)?
    private var lastEvent: DispatchSource.MemoryPressureEvent = []
    private var suspensions = 1
    private var cancelled = false
    private var observer: NSObjectProtocol?

    init(mask: DispatchSource.MemoryPressureEvent, queue: DispatchQueue) {
        self.mask = mask
        self.queue = queue
        observer = NotificationCenter.default.addObserver(forName: UIApplication.didReceiveMemoryWarningNotification,
                                                          object: nil, queue: nil) { [weak self] _ in
            self?.deliver(.warning)
        }
    }

    deinit {
        if let observer { NotificationCenter.default.removeObserver(observer) }
    }

    var data: DispatchSource.MemoryPressureEvent { lock.withLock { lastEvent } }
    var isCancelled: Bool { lock.withLock { cancelled } }

    func setEventHandler(handler: (@Sendable () -> Void)?) { lock.withLock { eventHandler = handler } }
    func setCancelHandler(handler: (@Sendable () -> Void)?) { lock.withLock { cancelHandler = handler } }
    func activate() { resume() }
    func resume() { lock.withLock { suspensions = max(0, suspensions - 1) } }
    func suspend() { lock.withLock { suspensions += 1 } }

    func cancel() {
        let handler: (@Sendable () -> Void)? = lock.withLock {
            guard !cancelled else { return nil }
            cancelled = true
            return cancelHandler
        }
        if let handler { queue.async(execute: handler) }
    }

    private func deliver(_ event: DispatchSource.MemoryPressureEvent) {
        let handler: (@Sendable () -> Void)? = lock.withLock {
            guard !cancelled, suspensions == 0, !mask.intersection(event).isEmpty else { return nil }
            lastEvent = event
            return eventHandler
        }
        if let handler { queue.async(execute: handler) }
    }
}
