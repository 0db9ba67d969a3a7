/// Constants for specifying the direction of the popover arrow: the arrow of a popover below
/// its source points up.
public struct UIPopoverArrowDirection: OptionSet, Sendable, Hashable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }

    /// An arrow that points upward: the popover is below its source.
    public static let up = UIPopoverArrowDirection(rawValue: 1 << 0)
    /// An arrow that points downward: the popover is above its source.
    public static let down = UIPopoverArrowDirection(rawValue: 1 << 1)
    /// An arrow that points toward the left: the popover is to the right of its source.
    public static let left = UIPopoverArrowDirection(rawValue: 1 << 2)
    /// An arrow that points toward the right: the popover is to the left of its source.
    public static let right = UIPopoverArrowDirection(rawValue: 1 << 3)
    /// An arrow that points in any direction.
    public static let any: UIPopoverArrowDirection = [.up, .down, .left, .right]
    /// The status of the popover arrow is unknown, as before and after a presentation.
    public static let unknown = UIPopoverArrowDirection(rawValue: UInt.max)
}
