import Foundation

/// The layout priority tells the constraint-based layout system which constraints are more
/// important, so that it can make tradeoffs when it cannot satisfy them all.
public struct UILayoutPriority: RawRepresentable, Hashable, Sendable {
    /// The priority's value: 1000 is required, lower values are optional.
    public var rawValue: Float

    /// Creates a priority from its value, from 1 to 1000.
    public init(rawValue: Float) {
        self.rawValue = rawValue
    }

    /// Creates a priority from its value, from 1 to 1000.
    public init(_ rawValue: Float) {
        self.rawValue = rawValue
    }

    /// A required constraint (1000).
    public static let required = UILayoutPriority(1000)
    /// The priority level with which a button resists compressing its content (750).
    public static let defaultHigh = UILayoutPriority(750)
    /// The priority level for a drag that may end up resizing the window's scene (510).
    public static let dragThatCanResizeScene = UILayoutPriority(510)
    /// The priority level at which the window's scene prefers to stay the same size (500).
    public static let sceneSizeStayPut = UILayoutPriority(500)
    /// The priority level for a drag that won't resize the window's scene (490).
    public static let dragThatCannotResizeScene = UILayoutPriority(490)
    /// The priority level at which a button hugs its contents horizontally (250).
    public static let defaultLow = UILayoutPriority(250)
    /// The priority level with which the view wants to conform to the target size in a
    /// `systemLayoutSizeFitting(_:)` calculation (50).
    public static let fittingSizeLevel = UILayoutPriority(50)

    /// A priority raised by `rhs`.
    public static func + (lhs: UILayoutPriority, rhs: Float) -> UILayoutPriority {
        UILayoutPriority(lhs.rawValue + rhs)
    }

    /// A priority lowered by `rhs`.
    public static func - (lhs: UILayoutPriority, rhs: Float) -> UILayoutPriority {
        UILayoutPriority(lhs.rawValue - rhs)
    }
}
