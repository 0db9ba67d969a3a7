/// Constants that define a horizontal axis, a vertical axis, or both.
public struct UIAxis: OptionSet, Hashable, Sendable {
    public let rawValue: UInt

    /// Creates an axis with the specified raw value.
    public init(rawValue: UInt) {
        self.rawValue = rawValue
    }

    /// The horizontal axis.
    public static let horizontal = UIAxis(rawValue: 1 << 0)
    /// The vertical axis.
    public static let vertical = UIAxis(rawValue: 1 << 1)
    /// Both the horizontal and vertical axes.
    public static let both: UIAxis = [.horizontal, .vertical]
}
