import Foundation

/// The attributes of one run of attributed text that matter to laying it out and drawing it,
/// resolved from `NSAttributedString` keys with the defaults of the view drawing it.
struct TextStyle: Equatable {
    var font: UIFont
    var color: UIColor
    var backgroundColor: UIColor?
    var kern: Double = 0
    var baselineOffset: Double = 0
    var underline: NSUnderlineStyle = []
    var underlineColor: UIColor?
    var strikethrough: NSUnderlineStyle = []
    var strikethroughColor: UIColor?
    var link: String?
    var paragraph = NSParagraphStyle.Values()
    /// The image drawn in place of the run's attachment characters.
    var attachment: NSTextAttachment?

    /// Field by field, objects by identity before `isEqual(_:)`: styles are compared for every
    /// run a label measures, and their colors and fonts are most often the same objects.
    /// A field added to the style is added here.
    static func == (lhs: TextStyle, rhs: TextStyle) -> Bool {
        same(lhs.font, rhs.font) && same(lhs.color, rhs.color) && same(lhs.backgroundColor, rhs.backgroundColor)
            && lhs.kern == rhs.kern && lhs.baselineOffset == rhs.baselineOffset && lhs.underline == rhs.underline
            && same(lhs.underlineColor, rhs.underlineColor) && lhs.strikethrough == rhs.strikethrough
            && same(lhs.strikethroughColor, rhs.strikethroughColor) && lhs.link == rhs.link
            && lhs.paragraph == rhs.paragraph && same(lhs.attachment, rhs.attachment)
    }

    /// The style of `attributes`, taking `defaults` for what they leave out; fonts are scaled by
    /// `fontScale` (a label shrinking its text to fit).
    init(_ attributes: [NSAttributedString.Key: Any], defaults: TextStyle, fontScale: CGFloat = 1) {
        self = defaults
        if let font = attributes[.font] as? UIFont { self.font = font }
        if fontScale != 1 { font = font.withSize(font.pointSize * fontScale) }
        if let color = attributes[.foregroundColor] as? UIColor { self.color = color }
        backgroundColor = attributes[.backgroundColor] as? UIColor
        kern = Self.number(attributes[.kern]) ?? 0
        baselineOffset = Self.number(attributes[.baselineOffset]) ?? 0
        underline = Self.lineStyle(attributes[.underlineStyle])
        underlineColor = attributes[.underlineColor] as? UIColor
        strikethrough = Self.lineStyle(attributes[.strikethroughStyle])
        strikethroughColor = attributes[.strikethroughColor] as? UIColor
        link = (attributes[.link] as? URL)?.absoluteString ?? attributes[.link] as? String
        if let style = attributes[.paragraphStyle] as? NSParagraphStyle { paragraph = style.values }
        attachment = attributes[.attachment] as? NSTextAttachment
    }

    init(font: UIFont, color: UIColor, paragraph: NSParagraphStyle.Values = .init()) {
        self.font = font
        self.color = color
        self.paragraph = paragraph
    }

    /// Whether text in both styles is shaped together: browsers shape across style changes
    /// that keep the font and the spacing.
    func shapesLike(_ other: TextStyle) -> Bool {
        same(font, other.font) && kern == other.kern && attachment == nil && other.attachment == nil
    }

    /// A number attribute's value, whichever numeric type holds it.
    static func number(_ value: Any?) -> Double? {
        switch value {
        case let value as Double: value
        case let value as CGFloat: Double(value)
        case let value as Float: Double(value)
        case let value as Int: Double(value)
        case let value as UInt32: Double(value)
        case let value as NSNumber: value.doubleValue
        default: nil
        }
    }

    private static func lineStyle(_ value: Any?) -> NSUnderlineStyle {
        switch value {
        case let style as NSUnderlineStyle: style
        case let value as Int: NSUnderlineStyle(rawValue: value)
        case let value as NSNumber: NSUnderlineStyle(rawValue: value.intValue)
        default: []
        }
    }
}
