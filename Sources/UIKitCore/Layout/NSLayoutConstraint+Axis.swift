import Foundation

extension NSLayoutConstraint {
    /// The axis along which a layout priority, such as content hugging, applies.
    public enum Axis: Int, Sendable {
        /// The constraint applies to horizontal relationships.
        case horizontal = 0
        /// The constraint applies to vertical relationships.
        case vertical = 1
    }
}
