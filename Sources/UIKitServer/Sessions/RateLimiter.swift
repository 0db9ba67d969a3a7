import Foundation

/// A token bucket: `rate` events per second sustained, bursts up to `burst`.
struct RateLimiter {
    let rate: Double
    let burst: Double
    private var tokens: Double
    private var updated: TimeInterval

    init(rate: Double, burst: Double, now: TimeInterval = ProcessInfo.processInfo.systemUptime) {
        self.rate = rate
        self.burst = burst
        tokens = burst
        updated = now
    }

    /// Takes one token; false when the bucket is empty.
    mutating func allow(now: TimeInterval = ProcessInfo.processInfo.systemUptime) -> Bool {
        tokens = min(burst, tokens + (now - updated) * rate)
        updated = now
        guard tokens >= 1 else { return false }
        tokens -= 1
        return true
    }
}
