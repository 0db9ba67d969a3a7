import Foundation

extension NSAttributedString.Key {
    /// The font of the text: a `UIFont`; Helvetica 12 on Apple platforms, the system font
    /// in 12 points here, when absent.
    public static let font = NSAttributedString.Key(rawValue: "NSFont")
    /// The color of the text: a `UIColor`; black when absent.
    public static let foregroundColor = NSAttributedString.Key(rawValue: "NSColor")
    /// The color of the background behind the text: a `UIColor`; none when absent.
    public static let backgroundColor = NSAttributedString.Key(rawValue: "NSBackgroundColor")
    /// The paragraph attributes of the text: an `NSParagraphStyle`; the default style when absent.
    public static let paragraphStyle = NSAttributedString.Key(rawValue: "NSParagraphStyle")
    /// The number of points by which to adjust the spacing after each character: an `NSNumber`
    /// (or any floating-point number); 0 when absent.
    public static let kern = NSAttributedString.Key(rawValue: "NSKern")
    /// The underline: an `Int` raw value of `NSUnderlineStyle`; none when absent.
    public static let underlineStyle = NSAttributedString.Key(rawValue: "NSUnderline")
    /// The color of the underline: a `UIColor`; the foreground color when absent.
    public static let underlineColor = NSAttributedString.Key(rawValue: "NSUnderlineColor")
    /// The strikethrough: an `Int` raw value of `NSUnderlineStyle`; none when absent.
    public static let strikethroughStyle = NSAttributedString.Key(rawValue: "NSStrikethrough")
    /// The color of the strikethrough: a `UIColor`; the foreground color when absent.
    public static let strikethroughColor = NSAttributedString.Key(rawValue: "NSStrikethroughColor")
    /// The character's offset from the baseline, in points: a floating-point number; 0 when absent.
    public static let baselineOffset = NSAttributedString.Key(rawValue: "NSBaselineOffset")
    /// The link of the text: a `URL` or a `String`; none when absent.
    public static let link = NSAttributedString.Key(rawValue: "NSLink")
}
