/// Constants for the styles of underlines and strikethroughs; combine one style with one
/// pattern, and `byWord` to draw the line under words only.
public struct NSUnderlineStyle: OptionSet, Hashable, Sendable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }

    /// A single line.
    public static let single = NSUnderlineStyle(rawValue: 0x01)
    /// A thick line.
    public static let thick = NSUnderlineStyle(rawValue: 0x02)
    /// A double line.
    public static let double = NSUnderlineStyle(rawValue: 0x09)
    /// A line of dots.
    public static let patternDot = NSUnderlineStyle(rawValue: 0x0100)
    /// A line of dashes.
    public static let patternDash = NSUnderlineStyle(rawValue: 0x0200)
    /// A line of alternating dashes and dots.
    public static let patternDashDot = NSUnderlineStyle(rawValue: 0x0300)
    /// A line of alternating dashes and two dots.
    public static let patternDashDotDot = NSUnderlineStyle(rawValue: 0x0400)
    /// Draws the line only under words, not under spaces.
    public static let byWord = NSUnderlineStyle(rawValue: 0x8000)
}
