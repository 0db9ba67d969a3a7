import Foundation

/// A paragraph style whose attributes can change.
open class NSMutableParagraphStyle: NSParagraphStyle {
    /// The text alignment of the paragraph.
    open override var alignment: NSTextAlignment {
        get { values.alignment }
        set { values.alignment = newValue }
    }
    /// The distance in points between the bottom of one line fragment and the top of the next.
    open override var lineSpacing: CGFloat {
        get { values.lineSpacing }
        set { values.lineSpacing = max(0, newValue) }
    }
    /// The space after the end of the paragraph.
    open override var paragraphSpacing: CGFloat {
        get { values.paragraphSpacing }
        set { values.paragraphSpacing = max(0, newValue) }
    }
    /// The line height multiple: the natural line height is multiplied by it when above zero.
    open override var lineHeightMultiple: CGFloat {
        get { values.lineHeightMultiple }
        set { values.lineHeightMultiple = max(0, newValue) }
    }
    /// The smallest height of every line in the paragraph, in points.
    open override var minimumLineHeight: CGFloat {
        get { values.minimumLineHeight }
        set { values.minimumLineHeight = max(0, newValue) }
    }
    /// The largest height of every line in the paragraph, in points; 0 means no limit.
    open override var maximumLineHeight: CGFloat {
        get { values.maximumLineHeight }
        set { values.maximumLineHeight = max(0, newValue) }
    }
    /// The indentation of the first line of the paragraph, from the leading margin.
    open override var firstLineHeadIndent: CGFloat {
        get { values.firstLineHeadIndent }
        set { values.firstLineHeadIndent = max(0, newValue) }
    }
    /// The indentation of the paragraph's lines other than the first, from the leading margin.
    open override var headIndent: CGFloat {
        get { values.headIndent }
        set { values.headIndent = max(0, newValue) }
    }
    /// The mode for breaking lines in the paragraph.
    open override var lineBreakMode: NSLineBreakMode {
        get { values.lineBreakMode }
        set { values.lineBreakMode = newValue }
    }

    /// Replaces every attribute with those of `paragraphStyle`.
    open func setParagraphStyle(_ paragraphStyle: NSParagraphStyle) {
        values = paragraphStyle.values
    }
}
