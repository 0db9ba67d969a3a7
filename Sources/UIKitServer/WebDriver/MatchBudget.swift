import Foundation

/// How long the `MATCHES` comparisons of one find may run, all together, and how long a pattern
/// may be. Every session's commands run on the main actor, so a regular expression that
/// backtracks catastrophically against a long label must end with an error, not hold the
/// actor. Compiled patterns are kept for the find, so each is compiled once.
final class MatchBudget {
    /// The time all the `MATCHES` comparisons of one find may take, in seconds.
    static let defaultLimit: TimeInterval = 0.25
    /// The longest `MATCHES` pattern, in characters.
    static let maximumPatternLength = 1_000

    let limit: TimeInterval
    private let deadline: TimeInterval
    /// Why the find must fail, once a comparison went over the budget or a pattern was refused.
    private(set) var failure: String?
    private var compiled: [String: NSRegularExpression] = [:]

    init(limit: TimeInterval = MatchBudget.defaultLimit) {
        self.limit = limit
        deadline = ProcessInfo.processInfo.systemUptime + limit
    }

    /// Whether the whole of `text` matches `pattern` (an ICU regular expression); `false`, with
    /// `failure` set, when the pattern is too long or the budget runs out while matching.
    func matches(_ text: String, _ pattern: String, caseInsensitive: Bool) -> Bool {
        guard failure == nil else { return false }
        guard pattern.count <= Self.maximumPatternLength else {
            failure = "the MATCHES pattern is \(pattern.count) characters long; at most \(Self.maximumPatternLength) are allowed"
            return false
        }
        let key = (caseInsensitive ? "i:" : "s:") + pattern
        let regex: NSRegularExpression
        if let known = compiled[key] {
            regex = known
        } else {
            guard let made = try? NSRegularExpression(pattern: "^(?:" + pattern + ")$",
                                                      options: caseInsensitive ? [.caseInsensitive] : []) else { return false }
            compiled[key] = made
            regex = made
        }
        var matched = false
        var overrun = false
        let deadline = deadline
        // ICU calls back every few thousand steps of a long match; past the deadline it stops.
        regex.enumerateMatches(in: text, options: [.reportProgress], range: NSRange(text.startIndex..., in: text)) { result, _, stop in
            if result != nil {
                matched = true
                stop.pointee = true
            } else if ProcessInfo.processInfo.systemUptime > deadline {
                overrun = true
                stop.pointee = true
            }
        }
        if overrun || (!matched && ProcessInfo.processInfo.systemUptime > deadline) {
            failure = "the MATCHES pattern \"\(pattern.prefix(80))\" took more than \(Int(limit * 1_000)) ms to match; "
                + "simplify it (nested repetition such as (a+)+ backtracks without end on long text)"
            return false
        }
        return matched
    }
}
