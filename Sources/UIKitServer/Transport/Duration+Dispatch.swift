import Dispatch

extension Duration {
    /// The duration for Dispatch APIs, in nanoseconds, saturating at Int.max.
    var dispatchInterval: DispatchTimeInterval {
        let (seconds, attoseconds) = components
        let (nanos, overflow) = seconds.multipliedReportingOverflow(by: 1_000_000_000)
        guard !overflow else { return .never }
        return .nanoseconds(Int(clamping: nanos + attoseconds / 1_000_000_000))
    }
}
