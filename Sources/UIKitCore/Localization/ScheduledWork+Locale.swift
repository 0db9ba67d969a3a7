import Foundation

// Work an app schedules during a session's turn runs later, outside any turn; Foundation gives
// no hook to tell which session scheduled it. The source plugin renames the usual ways to
// schedule it (`DispatchQueue.main.async`, `asyncAfter`, block-based `Timer`s) to these, which
// carry the scheduling turn's locale to the work (docs/locale.md).

extension SessionLocale {
    /// The block, run with the locale of the turn that made it.
    static func carried<Argument>(_ block: @escaping @Sendable (Argument) -> Void) -> @Sendable (Argument) -> Void {
        let locale = current
        return { argument in running(with: locale) { block(argument) } }
    }

    /// Main-queue work, run on the main actor with the locale of the turn that scheduled it.
    static func carriedToMainActor(_ work: @escaping @MainActor @Sendable () -> Void) -> @Sendable () -> Void {
        let locale = current
        return { MainActor.assumeIsolated { running(with: locale) { work() } } }
    }
}

extension DispatchQueue {
    /// `DispatchQueue.main.async(group:qos:flags:execute:)`, the work run with the locale of the
    /// session whose turn scheduled it.
    public func _sessionAsync(group: DispatchGroup? = nil, qos: DispatchQoS = .unspecified, flags: DispatchWorkItemFlags = [],
                              execute work: @escaping @MainActor @Sendable () -> Void) {
        async(group: group, qos: qos, flags: flags, execute: SessionLocale.carriedToMainActor(work))
    }

    /// `DispatchQueue.main.async(execute:)` with a work item, which runs as it is.
    public func _sessionAsync(execute workItem: DispatchWorkItem) {
        async(execute: workItem)
    }

    /// `DispatchQueue.main.asyncAfter(deadline:qos:flags:execute:)`, the work run with the
    /// locale of the session whose turn scheduled it.
    public func _sessionAsyncAfter(deadline: DispatchTime, qos: DispatchQoS = .unspecified, flags: DispatchWorkItemFlags = [],
                                   execute work: @escaping @MainActor @Sendable () -> Void) {
        asyncAfter(deadline: deadline, qos: qos, flags: flags, execute: SessionLocale.carriedToMainActor(work))
    }

    /// `DispatchQueue.main.asyncAfter(wallDeadline:qos:flags:execute:)`, likewise.
    public func _sessionAsyncAfter(wallDeadline: DispatchWallTime, qos: DispatchQoS = .unspecified, flags: DispatchWorkItemFlags = [],
                                   execute work: @escaping @MainActor @Sendable () -> Void) {
        asyncAfter(wallDeadline: wallDeadline, qos: qos, flags: flags, execute: SessionLocale.carriedToMainActor(work))
    }

    /// `DispatchQueue.main.asyncAfter(deadline:execute:)` with a work item, which runs as it is.
    public func _sessionAsyncAfter(deadline: DispatchTime, execute workItem: DispatchWorkItem) {
        asyncAfter(deadline: deadline, execute: workItem)
    }
}

extension Timer {
    /// `Timer.scheduledTimer(withTimeInterval:repeats:block:)`, the block run with the locale of
    /// the session whose turn scheduled it.
    public class func _sessionScheduledTimer(withTimeInterval interval: TimeInterval, repeats: Bool,
                                             block: @escaping @Sendable (Timer) -> Void) -> Timer {
        scheduledTimer(withTimeInterval: interval, repeats: repeats, block: SessionLocale.carried(block))
    }

    /// `Timer(timeInterval:repeats:block:)`, the block run with the locale of the session whose
    /// turn made the timer.
    public class func _sessionTimer(timeInterval interval: TimeInterval, repeats: Bool,
                                    block: @escaping @Sendable (Timer) -> Void) -> Timer {
        Timer(timeInterval: interval, repeats: repeats, block: SessionLocale.carried(block))
    }

    /// `Timer(fire:interval:repeats:block:)`, likewise.
    public class func _sessionTimer(fire date: Date, interval: TimeInterval, repeats: Bool,
                                    block: @escaping @Sendable (Timer) -> Void) -> Timer {
        Timer(fire: date, interval: interval, repeats: repeats, block: SessionLocale.carried(block))
    }
}
