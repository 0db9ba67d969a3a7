/// Options for drawing and measuring strings.
public struct NSStringDrawingOptions: OptionSet, Hashable, Sendable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }

    /// Lays the text out in lines wrapped at the given width, from the top of the rectangle;
    /// without it the text is one line, measured from its baseline origin.
    public static let usesLineFragmentOrigin = NSStringDrawingOptions(rawValue: 1 << 0)
    /// Uses the font's leading for line heights (lines here always include it).
    public static let usesFontLeading = NSStringDrawingOptions(rawValue: 1 << 1)
    /// Uses the glyphs' image bounds instead of their typographic bounds (not distinguished here).
    public static let usesDeviceMetrics = NSStringDrawingOptions(rawValue: 1 << 3)
    /// Truncates the last line that fits the rectangle's height, and leaves out the lines
    /// after it.
    public static let truncatesLastVisibleLine = NSStringDrawingOptions(rawValue: 1 << 5)
}
