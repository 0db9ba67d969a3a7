import Foundation

/// The rate of change of a value from recent samples stamped with touch timestamps: the change
/// over the last tenth of a second, as a finger's velocity is read.
struct VelocitySampler<Value> {
    private var samples: [(time: TimeInterval, value: Value)] = []
    private let window: TimeInterval = 0.1

    /// The time of the newest sample.
    var newestTime: TimeInterval? { samples.last?.time }

    mutating func add(_ value: Value, at time: TimeInterval) {
        samples.append((time, value))
        // Keep the newest sample older than the window, so a rate spans at least the window.
        while samples.count > 2, time - samples[1].time >= window { samples.removeFirst() }
    }

    mutating func removeAll() {
        samples.removeAll()
    }

    /// The change per second between the oldest and newest samples, through `difference`.
    func rate(_ difference: (Value, Value) -> Value, scaledBy scale: (Value, Double) -> Value) -> Value? {
        guard let first = samples.first, let last = samples.last, last.time > first.time else { return nil }
        return scale(difference(last.value, first.value), 1 / (last.time - first.time))
    }
}
