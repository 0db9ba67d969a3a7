import Foundation

/// Metrics written in Prometheus's text exposition format (version 0.0.4): each family's
/// `# HELP` and `# TYPE` lines, then one line per sample, labels quoted and escaped.
struct PrometheusText {
    static let contentType = "text/plain; version=0.0.4; charset=utf-8"

    private(set) var text = ""

    /// A family of counters, one sample per label set.
    mutating func counter(_ name: String, help: String, _ samples: [(labels: [(String, String)], value: Int)]) {
        family(name, type: "counter", help: help)
        for sample in samples { line(name, sample.labels, Double(sample.value)) }
    }

    /// A family of gauges, one sample per label set.
    mutating func gauge(_ name: String, help: String, _ samples: [(labels: [(String, String)], value: Int)]) {
        family(name, type: "gauge", help: help)
        for sample in samples { line(name, sample.labels, Double(sample.value)) }
    }

    /// A histogram with its cumulative buckets, sum and count.
    mutating func histogram(_ name: String, help: String, _ histogram: Histogram) {
        family(name, type: "histogram", help: help)
        var cumulative = 0
        for (bound, count) in zip(histogram.upperBounds, histogram.bucketCounts) {
            cumulative += count
            line(name + "_bucket", [("le", Self.number(bound))], Double(cumulative))
        }
        line(name + "_bucket", [("le", "+Inf")], Double(histogram.count))
        line(name + "_sum", [], histogram.sum)
        line(name + "_count", [], Double(histogram.count))
    }

    private mutating func family(_ name: String, type: String, help: String) {
        text += "# HELP \(name) \(help.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\n", with: "\\n"))\n"
        text += "# TYPE \(name) \(type)\n"
    }

    private mutating func line(_ name: String, _ labels: [(String, String)], _ value: Double) {
        text += name
        if !labels.isEmpty {
            text += "{" + labels.map { "\($0.0)=\"\(Self.escaped($0.1))\"" }.joined(separator: ",") + "}"
        }
        text += " " + Self.number(value) + "\n"
    }

    /// A label value with backslash, double quote and line feed escaped, as the format requires.
    static func escaped(_ value: String) -> String {
        value.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"")
            .replacingOccurrences(of: "\n", with: "\\n")
    }

    /// Whole numbers without a fraction, others as Swift prints a Double (Go's parser reads both).
    static func number(_ value: Double) -> String {
        if value == value.rounded(), abs(value) < 1e15 { return String(Int64(value)) }
        return String(value)
    }
}

/// Observations counted into fixed buckets: `bucketCounts[i]` counts the values above
/// `upperBounds[i - 1]` and at most `upperBounds[i]`; values above the last bound count only in
/// `count`. Observing is a short scan and two additions, cheap enough for every turn.
struct Histogram: Sendable, Equatable {
    let upperBounds: [Double]
    private(set) var bucketCounts: [Int]
    private(set) var sum: Double = 0
    private(set) var count = 0

    init(upperBounds: [Double]) {
        self.upperBounds = upperBounds
        bucketCounts = Array(repeating: 0, count: upperBounds.count)
    }

    mutating func observe(_ value: Double) {
        sum += value
        count += 1
        if let bucket = upperBounds.firstIndex(where: { value <= $0 }) { bucketCounts[bucket] += 1 }
    }
}
