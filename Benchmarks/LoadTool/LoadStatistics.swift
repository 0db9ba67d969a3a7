/// What the run counted: sessions, inputs and their latency, and each kind of error.
struct LoadStatistics {
    var opened = 0
    var live = 0
    var connectFailures = 0
    var closes = 0
    var errorMessages = 0
    var missingPatches = 0
    var inputsSent = 0
    /// Inputs whose answer was a patch.
    var patched = 0
    /// Inputs answered by `handled`: the turn changed nothing on screen.
    var handled = 0
    /// Microseconds from sending an input to the message that answered it, once every session is
    /// open (the steady state the targets speak of).
    var latencies: [UInt32] = []
    /// The same while sessions were still opening: creating a scene holds the main actor, so taps
    /// then wait behind other sessions' creation.
    var rampLatencies: [UInt32] = []
    /// The same since the last summary.
    var windowLatencies: [UInt32] = []
    /// Microseconds from starting to connect to the snapshot.
    var openTimes: [UInt32] = []
    /// The first few errors, word for word.
    var examples: [String] = []

    var errors: Int { connectFailures + closes + errorMessages + missingPatches }

    mutating func note(_ example: String) {
        if examples.count < 10 { examples.append(example) }
    }

    mutating func recordLatency(nanoseconds: UInt64) {
        let microseconds = UInt32(clamping: nanoseconds / 1_000)
        latencies.append(microseconds)
        windowLatencies.append(microseconds)
    }
}

/// Percentiles of samples in microseconds, printed in milliseconds.
struct Percentiles {
    let count: Int
    let p50: Double
    let p99: Double
    let max: Double

    init(_ samples: [UInt32]) {
        let sorted = samples.sorted()
        count = sorted.count
        func at(_ fraction: Double) -> Double {
            guard !sorted.isEmpty else { return 0 }
            let rank = Int((fraction * Double(sorted.count)).rounded(.up)) - 1
            return Double(sorted[Swift.max(0, Swift.min(sorted.count - 1, rank))]) / 1_000
        }
        p50 = at(0.5)
        p99 = at(0.99)
        max = at(1)
    }

    var description: String {
        count == 0 ? "no samples" : "p50 \(milliseconds(p50)) ms, p99 \(milliseconds(p99)) ms, max \(milliseconds(max)) ms"
    }
}

func milliseconds(_ value: Double) -> String {
    value < 10 ? fixed(value, 2) : fixed(value, 1)
}

func fixed(_ value: Double, _ places: Int) -> String {
    var scale = 1.0
    for _ in 0..<places { scale *= 10 }
    let scaled = (value * scale).rounded()
    let whole = Int(scaled / scale)
    guard places > 0 else { return String(whole) }
    let fraction = Int(abs(scaled).truncatingRemainder(dividingBy: scale))
    let digits = String(fraction)
    let sign = value < 0 && whole == 0 && fraction != 0 ? "-" : ""
    return sign + String(whole) + "." + String(repeating: "0", count: places - digits.count) + digits
}
