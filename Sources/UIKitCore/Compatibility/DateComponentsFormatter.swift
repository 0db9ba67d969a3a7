import Foundation

/// A formatter for a quantity of time (`"5:00"`, `"1h 5m"`, `"1 hour, 5 minutes"`), which
/// Linux Foundation declares unavailable. Apps that import UIKit get this one (a module's own
/// declarations shadow those of the modules it imports). Unit names are English.
open class DateComponentsFormatter: Formatter, @unchecked Sendable {
    /// How units are written.
    public enum UnitsStyle: Int, Sendable {
        /// `"1:05:03"`.
        case positional = 0
        /// `"1h 5m 3s"`.
        case abbreviated = 1
        /// `"1 hr, 5 min, 3 sec"`.
        case short = 2
        /// `"1 hour, 5 minutes, 3 seconds"`.
        case full = 3
        /// `"one hour, five minutes, three seconds"`.
        case spellOut = 4
        /// `"1hr 5min 3sec"`.
        case brief = 5
    }

    /// Which zero-valued units are left out, and whether positional units are padded.
    public struct ZeroFormattingBehavior: OptionSet, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let none = ZeroFormattingBehavior([])
        /// Positional: leading zero units dropped; other styles: every zero unit dropped.
        public static let `default` = ZeroFormattingBehavior(rawValue: 1 << 0)
        public static let dropLeading = ZeroFormattingBehavior(rawValue: 1 << 1)
        public static let dropMiddle = ZeroFormattingBehavior(rawValue: 1 << 2)
        public static let dropTrailing = ZeroFormattingBehavior(rawValue: 1 << 3)
        public static let dropAll: ZeroFormattingBehavior = [.dropLeading, .dropMiddle, .dropTrailing]
        /// Positional units padded to two digits, the first one too.
        public static let pad = ZeroFormattingBehavior(rawValue: 1 << 16)
    }

    open var unitsStyle: UnitsStyle = .positional
    /// The units to use; an empty set is every unit from years to seconds.
    open var allowedUnits: NSCalendar.Unit = []
    open var zeroFormattingBehavior: ZeroFormattingBehavior = .default
    /// At most this many units, largest first; 0 is no limit.
    open var maximumUnitCount = 0
    open var collapsesLargestUnit = false
    open var includesApproximationPhrase = false
    open var includesTimeRemainingPhrase = false
    open var allowsFractionalUnits = false
    open var calendar: Calendar? = nil
    open var referenceDate: Date? = nil

    public override init() {
        super.init()
    }

    public required init?(coder: NSCoder) {
        nil
    }

    private static let units: [(unit: NSCalendar.Unit, seconds: Double, names: (abbreviated: String, short: String, brief: String, full: String))] = [
        (.year, 31_536_000, ("y", "yr", "yr", "year")),
        (.month, 2_628_000, ("mo", "mth", "mth", "month")),
        (.weekOfMonth, 604_800, ("w", "wk", "wk", "week")),
        (.day, 86_400, ("d", "day", "day", "day")),
        (.hour, 3_600, ("h", "hr", "hr", "hour")),
        (.minute, 60, ("m", "min", "min", "minute")),
        (.second, 1, ("s", "sec", "sec", "second")),
    ]

    /// A number of seconds as units: `"5:00"` for 300 seconds in minutes and seconds.
    open func string(from ti: TimeInterval) -> String? {
        guard ti.isFinite else { return nil }
        let allowed = allowedUnits.isEmpty ? [.year, .month, .weekOfMonth, .day, .hour, .minute, .second] : allowedUnits
        let units = Self.units.filter { allowed.contains($0.unit) }
        guard !units.isEmpty else { return nil }
        var remaining = abs(ti).rounded(.towardZero)
        var values: [Int] = []
        for unit in units {
            let value = (remaining / unit.seconds).rounded(.towardZero)
            values.append(Int(value))
            remaining -= value * unit.seconds
        }
        return format(values, units: units.map(\.names), negative: ti < 0)
    }

    /// Date components as units (their seconds, minutes, hours, days and weeks added up).
    open func string(from components: DateComponents) -> String? {
        var seconds = Double(components.second ?? 0) + Double(components.minute ?? 0) * 60 + Double(components.hour ?? 0) * 3600
        seconds += Double(components.day ?? 0) * 86_400 + Double(components.weekOfMonth ?? components.weekOfYear ?? 0) * 604_800
        seconds += Double(components.month ?? 0) * 2_628_000 + Double(components.year ?? 0) * 31_536_000
        return string(from: seconds)
    }

    /// The time between two dates as units.
    open func string(from startDate: Date, to endDate: Date) -> String? {
        string(from: endDate.timeIntervalSince(startDate))
    }

    open override func string(for obj: Any?) -> String? {
        switch obj {
        case let interval as TimeInterval: string(from: interval)
        case let number as NSNumber: string(from: number.doubleValue)
        case let components as DateComponents: string(from: components)
        default: nil
        }
    }

    /// Date components in the units style, with the default units and behaviour.
    open class func localizedString(from components: DateComponents, unitsStyle: UnitsStyle) -> String? {
        let formatter = DateComponentsFormatter()
        formatter.unitsStyle = unitsStyle
        return formatter.string(from: components)
    }

    private func format(_ values: [Int], units: [(abbreviated: String, short: String, brief: String, full: String)], negative: Bool) -> String {
        var indexes = Array(values.indices)
        let behavior = zeroFormattingBehavior
        if unitsStyle == .positional {
            // Leading zero units go (keeping the last two), unless padded or kept.
            if behavior.contains(.default) || behavior.contains(.dropLeading) {
                while indexes.count > 2, values[indexes[0]] == 0 { indexes.removeFirst() }
            }
        } else {
            let dropAllZeros = behavior.contains(.default) || behavior == .dropAll
            if dropAllZeros {
                indexes = indexes.filter { values[$0] != 0 }
            } else {
                if behavior.contains(.dropLeading) { while let first = indexes.first, values[first] == 0 { indexes.removeFirst() } }
                if behavior.contains(.dropTrailing) { while let last = indexes.last, values[last] == 0 { indexes.removeLast() } }
                if behavior.contains(.dropMiddle), indexes.count > 2 {
                    let middle = indexes.dropFirst().dropLast().filter { values[$0] != 0 }
                    indexes = [indexes.first!] + middle + [indexes.last!]
                }
            }
            if indexes.isEmpty { indexes = [values.count - 1] }
        }
        if maximumUnitCount > 0, indexes.count > maximumUnitCount { indexes = Array(indexes.prefix(maximumUnitCount)) }
        let sign = negative ? "-" : ""
        var text: String
        switch unitsStyle {
        case .positional:
            text = indexes.enumerated().map { position, index in
                let value = values[index]
                return position == 0 && !behavior.contains(.pad) ? String(value) : (value < 10 ? "0\(value)" : String(value))
            }.joined(separator: ":")
        case .abbreviated:
            text = indexes.map { "\(values[$0])\(units[$0].abbreviated)" }.joined(separator: " ")
        case .brief:
            text = indexes.map { "\(values[$0])\(units[$0].brief)" }.joined(separator: " ")
        case .short:
            text = indexes.map { "\(values[$0]) \(units[$0].short)" }.joined(separator: ", ")
        case .full:
            text = indexes.map { "\(values[$0]) \(units[$0].full)\(values[$0] == 1 ? "" : "s")" }.joined(separator: ", ")
        case .spellOut:
            let speller = NumberFormatter()
            speller.numberStyle = .spellOut
            speller.locale = Locale(identifier: "en")
            text = indexes.map {
                let words = speller.string(from: NSNumber(value: values[$0])) ?? String(values[$0])
                return "\(words) \(units[$0].full)\(values[$0] == 1 ? "" : "s")"
            }.joined(separator: ", ")
        }
        text = sign + text
        if includesApproximationPhrase { text = "About " + text }
        if includesTimeRemainingPhrase { text += " remaining" }
        return text
    }
}
