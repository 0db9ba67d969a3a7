import Foundation

/// The paragraph or ruler attributes of attributed text: alignment, line spacing and
/// heights, indents and the line break mode. Use `NSMutableParagraphStyle` to make one.
open class NSParagraphStyle: NSObject, NSCopying, NSMutableCopying {
    // First: see CoreFoundationInfo.
    private let coreFoundationInfo = CoreFoundationInfo()
    // Only NSMutableParagraphStyle changes these once the style is made.
    var values = Values()

    struct Values: Hashable {
        var alignment: NSTextAlignment = .natural
        var lineSpacing: CGFloat = 0
        var paragraphSpacing: CGFloat = 0
        var lineHeightMultiple: CGFloat = 0
        var minimumLineHeight: CGFloat = 0
        var maximumLineHeight: CGFloat = 0
        var firstLineHeadIndent: CGFloat = 0
        var headIndent: CGFloat = 0
        var lineBreakMode: NSLineBreakMode = .byWordWrapping
    }

    /// The default paragraph style: natural alignment, no spacing or indents, word wrapping.
    open class var `default`: NSParagraphStyle { NSParagraphStyle() }

    public override init() {
        super.init()
    }

    init(values: Values) {
        self.values = values
        super.init()
    }

    /// The text alignment of the paragraph.
    open var alignment: NSTextAlignment { values.alignment }
    /// The distance in points between the bottom of one line fragment and the top of the next.
    open var lineSpacing: CGFloat { values.lineSpacing }
    /// The space after the end of the paragraph.
    open var paragraphSpacing: CGFloat { values.paragraphSpacing }
    /// The line height multiple: the natural line height is multiplied by it when above zero.
    open var lineHeightMultiple: CGFloat { values.lineHeightMultiple }
    /// The smallest height of every line in the paragraph, in points.
    open var minimumLineHeight: CGFloat { values.minimumLineHeight }
    /// The largest height of every line in the paragraph, in points; 0 means no limit.
    open var maximumLineHeight: CGFloat { values.maximumLineHeight }
    /// The indentation of the first line of the paragraph, from the leading margin.
    open var firstLineHeadIndent: CGFloat { values.firstLineHeadIndent }
    /// The indentation of the paragraph's lines other than the first, from the leading margin.
    open var headIndent: CGFloat { values.headIndent }
    /// The mode for breaking lines in the paragraph.
    open var lineBreakMode: NSLineBreakMode { values.lineBreakMode }

    public func copy(with zone: NSZone? = nil) -> Any {
        NSParagraphStyle(values: values)
    }

    public func mutableCopy(with zone: NSZone? = nil) -> Any {
        let copy = NSMutableParagraphStyle()
        copy.setParagraphStyle(self)
        return copy
    }

    open override func isEqual(_ object: Any?) -> Bool {
        (object as? NSParagraphStyle)?.values == values
    }

    open override var hash: Int { values.hashValue }
}
