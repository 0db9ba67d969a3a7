import Foundation

extension NSLayoutConstraint {
    /// The relation between the first attribute and the modified second attribute.
    public enum Relation: Int, Sendable {
        /// The first attribute is less than or equal to the modified second attribute.
        case lessThanOrEqual = -1
        /// The first attribute is exactly equal to the modified second attribute.
        case equal = 0
        /// The first attribute is greater than or equal to the modified second attribute.
        case greaterThanOrEqual = 1

        /// The operator UIKit prints in constraint descriptions.
        var symbol: String {
            switch self {
            case .lessThanOrEqual: return "<="
            case .equal: return "=="
            case .greaterThanOrEqual: return ">="
            }
        }
    }
}
