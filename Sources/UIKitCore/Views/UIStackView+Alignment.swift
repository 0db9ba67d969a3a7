import Foundation

extension UIStackView {
    /// The layout of arranged views perpendicular to the stack view's axis.
    public enum Alignment: Int, Sendable {
        /// The arranged views fill the space across the axis.
        case fill = 0
        /// Arranged views line up at their leading edges (vertical stacks) or top edges
        /// (horizontal stacks, where it is `top`).
        case leading = 1
        /// Arranged views line up at their first baselines; for horizontal stacks only.
        case firstBaseline = 2
        /// Arranged views are centered across the axis.
        case center = 3
        /// Arranged views line up at their trailing edges (vertical stacks) or bottom edges
        /// (horizontal stacks, where it is `bottom`).
        case trailing = 4
        /// Arranged views line up at their last baselines; for horizontal stacks only.
        case lastBaseline = 5

        /// Arranged views line up at their top edges, in a horizontal stack.
        public static var top: Alignment { .leading }
        /// Arranged views line up at their bottom edges, in a horizontal stack.
        public static var bottom: Alignment { .trailing }
    }
}
