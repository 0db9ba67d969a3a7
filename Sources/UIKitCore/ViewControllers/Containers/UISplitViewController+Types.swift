import Foundation

extension UISplitViewController {
    /// Constants that describe the number of columns the split view interface displays.
    public enum Style: Int, Sendable {
        /// A classic split view interface: `viewControllers` holds the primary and secondary
        /// view controllers, unwrapped.
        case unspecified = 0
        /// A split view interface with two columns: primary and secondary.
        case doubleColumn = 1
        /// A split view interface with three columns: primary, supplementary and secondary.
        case tripleColumn = 2
    }

    /// Constants that describe the columns within the split view interface.
    public enum Column: Int, Sendable {
        case primary = 0
        case supplementary = 1
        case secondary = 2
        /// The column for the view controller shown when the split view controller is collapsed.
        case compact = 3
    }

    /// Constants that describe the possible display modes for a split view controller.
    public enum DisplayMode: Int, Sendable {
        /// The split view controller chooses the mode for the space it has.
        case automatic = 0
        /// Only the secondary column is shown.
        case secondaryOnly = 1
        /// One sidebar beside the secondary column.
        case oneBesideSecondary = 2
        /// One sidebar over the secondary column, which keeps the full width.
        case oneOverSecondary = 3
        /// Two sidebars beside the secondary column.
        case twoBesideSecondary = 4
        /// Two sidebars over the secondary column.
        case twoOverSecondary = 5
        /// Two sidebars that push the secondary column partly off screen.
        case twoDisplaceSecondary = 6
    }

    /// The default value for the column width properties: the split view controller chooses.
    public static let automaticDimension: CGFloat = -1
}
