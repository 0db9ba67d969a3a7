/// How a constraint compares its expression with zero.
public enum Relation: Sendable {
    /// `expression == 0`.
    case equal
    /// `expression <= 0`.
    case lessThanOrEqual
    /// `expression >= 0`.
    case greaterThanOrEqual
}
