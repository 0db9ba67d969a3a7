/// How much the solver cares about a constraint.
///
/// Strengths use Auto Layout's priority scale: any number in `0 < p ≤ 1000`,
/// where 1000 is ``required``. Distinct strengths are strictly ordered: the
/// solver never trades a stronger constraint's error for any number of weaker
/// ones (priority 999 beats every amount of priority 998).
/// A constraint keeps its strengths to `Float` precision, as Auto Layout's priorities are:
/// priorities closer than a `Float` tells apart are one strength there, and one below 1000 stays
/// below it.
public struct Strength: Hashable, Comparable, Sendable {
    /// The priority, in `0 < priority ≤ 1000`.
    public let priority: Double

    /// Creates a strength from an Auto Layout priority in `0 < priority ≤ 1000`;
    /// 1000 means required.
    public init(priority: Double) {
        precondition(priority > 0 && priority <= 1000, "a strength's priority must be in 0 < p ≤ 1000, not \(priority)")
        self.priority = priority
    }

    /// The strength of a priority a constraint keeps, already checked when it was made.
    init(storedPriority: Float) {
        priority = Double(storedPriority)
    }

    /// A constraint the solution must satisfy (priority 1000).
    public static let required = Strength(priority: 1000)
    /// A strong preference (priority 750, UIKit's `defaultHigh`).
    public static let strong = Strength(priority: 750)
    /// A medium preference (priority 500).
    public static let medium = Strength(priority: 500)
    /// A weak preference (priority 250, UIKit's `defaultLow`).
    public static let weak = Strength(priority: 250)

    /// Whether the solution must satisfy a constraint of this strength.
    public var isRequired: Bool { priority >= 1000 }

    /// Orders strengths from weakest to strongest.
    public static func < (lhs: Strength, rhs: Strength) -> Bool {
        lhs.priority < rhs.priority
    }
}
