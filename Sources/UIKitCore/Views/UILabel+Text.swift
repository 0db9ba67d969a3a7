import Foundation

/// Styled text: what `attributedText` returns and how the label's properties apply to it.
extension UILabel {
    var attributedTextImplementation: NSAttributedString? {
        if let storedAttributedText { return storedAttributedText }
        guard let text else { return nil }
        return NSAttributedString(string: text, attributes: [
            .font: font!, .foregroundColor: textColor!, .paragraphStyle: labelParagraphStyle,
        ])
    }

    func setAttributedTextImplementation(_ newValue: NSAttributedString?) {
        setNeedsTextDrawing()
        isTakingAttributedText = true
        defer { isTakingAttributedText = false }
        guard let newValue else {
            storedAttributedText = nil
            text = nil
            return
        }
        // Kept as given, not copied: swift-corelibs-foundation halts copying some strings whose
        // runs hold Swift objects (fonts, colours).
        storedAttributedText = newValue
        text = newValue.string
        invalidateIntrinsicContentSize()
        guard newValue.length > 0 else { return }
        let first = newValue.attributes(at: 0, effectiveRange: nil)
        if let font = first[.font] as? UIFont { self.font = font }
        if let color = first[.foregroundColor] as? UIColor { textColor = color }
        if let paragraph = first[.paragraphStyle] as? NSParagraphStyle {
            textAlignment = paragraph.alignment
            lineBreakMode = paragraph.lineBreakMode
        }
    }

    /// Sets `key` to `value` over all of the styled text, as setting `font` or `textColor` does.
    func applyToAttributedText(_ key: NSAttributedString.Key, _ value: Any) {
        changeAttributedText { $0[key] = value }
    }

    /// Changes every paragraph style of the styled text, as setting `textAlignment` or
    /// `lineBreakMode` does.
    func applyToParagraphStyles(_ change: (NSMutableParagraphStyle) -> Void) {
        // Runs with equal styles share one instance: swift-corelibs-foundation halts when it
        // compares two distinct instances of a Swift class while coalescing runs.
        var shared: [NSParagraphStyle.Values: NSParagraphStyle] = [:]
        changeAttributedText { attributes in
            let style = NSMutableParagraphStyle()
            if let existing = attributes[.paragraphStyle] as? NSParagraphStyle { style.setParagraphStyle(existing) }
            change(style)
            attributes[.paragraphStyle] = shared[style.values] ?? style
            shared[style.values] = attributes[.paragraphStyle] as? NSParagraphStyle
        }
    }

    // Rebuilds the styled text run by run with changed attributes (swift-corelibs-foundation
    // halted in `addAttribute(_:value:range:)` here).
    private func changeAttributedText(_ change: (inout [NSAttributedString.Key: Any]) -> Void) {
        guard !isTakingAttributedText, let stored = storedAttributedText, stored.length > 0 else { return }
        let changed = NSMutableAttributedString(string: "")
        let string = stored.string as NSString
        stored.enumerateAttributes(in: NSRange(location: 0, length: stored.length), options: []) { attributes, range, _ in
            var attributes = attributes
            change(&attributes)
            changed.append(NSAttributedString(string: string.substring(with: range), attributes: attributes))
        }
        storedAttributedText = changed
    }

    /// The paragraph style of the label's own properties.
    var labelParagraphStyle: NSParagraphStyle {
        let style = NSMutableParagraphStyle()
        style.alignment = textAlignment
        style.lineBreakMode = lineBreakMode
        return style
    }

    /// The values of `labelParagraphStyle`, without making the object.
    var labelParagraphValues: NSParagraphStyle.Values {
        var values = NSParagraphStyle.Values()
        values.alignment = textAlignment
        values.lineBreakMode = lineBreakMode
        return values
    }

    /// The label's text with its attributes resolved, fonts scaled by `fontScale`.
    func styledText(fontScale: CGFloat = 1) -> StyledText {
        styledTextAndEntry(fontScale: fontScale).styled
    }

    /// The styled text, and for a short plain text the entry that shares it (and the blocks it
    /// was laid out in) with every label that shows it.
    func styledTextAndEntry(fontScale: CGFloat = 1) -> (styled: StyledText, entry: StyledTextEntry?) {
        let defaults = TextStyle(font: font, color: textColor, paragraph: labelParagraphValues)
        if let storedAttributedText {
            return (StyledText(storedAttributedText, defaults: defaults, fontScale: fontScale, measurer: .shared), nil)
        }
        var style = defaults
        if fontScale != 1 { style.font = font.withSize(font.pointSize * fontScale) }
        let string = text ?? ""
        guard string.utf8.count <= Self.cachedTextLength else {
            if let last = Self.lastLongStyledText, last.text == string, last.style == style { return (last.styled, nil) }
            let styled = StyledText([(string, style)], measurer: .shared)
            Self.lastLongStyledText = (string, style, styled)
            return (styled, nil)
        }
        if let entry = Self.styledTexts[string]?.first(where: { $0.style == style }) { return (entry.styled, entry) }
        let entry = StyledTextEntry(style: style, styled: StyledText([(string, style)], measurer: .shared))
        if Self.styledTextCount >= Self.styledTextLimit {
            Self.styledTexts.removeAll(keepingCapacity: true)
            Self.styledTextCount = 0
        }
        Self.styledTexts[string, default: []].append(entry)
        Self.styledTextCount += 1
        return (entry.styled, entry)
    }

    /// Short plain texts styled lately, by any label of any scene, by text and then style: a
    /// label measures its intrinsic size in the layout pass and draws the same text in the same
    /// style when the turn is committed, and the scenes of an app show the same titles; each is
    /// styled once, and laid out once for each size it is laid out in. A styled text and its
    /// blocks are values that depend on nothing else (fonts and their shaping are shared too).
    /// When the cache holds `styledTextLimit` texts it starts again empty; a text longer than
    /// `cachedTextLength` bytes is kept only until another is styled.
    private static var styledTexts: [String: [StyledTextEntry]] = [:]
    private static var styledTextCount = 0
    private static var lastLongStyledText: (text: String, style: TextStyle, styled: StyledText)?
    static let styledTextLimit = 512
    static let cachedTextLength = 160
}

/// A short plain text in one style, styled once for every label that shows it, with the last
/// few blocks it was laid out in (a label is measured for its intrinsic size, then drawn in its
/// bounds).
@MainActor
final class StyledTextEntry {
    let style: TextStyle
    let styled: StyledText
    private var blocks: [(options: TextBlockOptions, block: TextBlock)] = []
    private static let blockLimit = 4

    init(style: TextStyle, styled: StyledText) {
        self.style = style
        self.styled = styled
    }

    /// The text laid out with `options`, laid out again only for options not among the last few.
    func block(_ options: TextBlockOptions) -> TextBlock {
        if let known = blocks.first(where: { $0.options == options }) { return known.block }
        let block = TextMeasurer.shared.block(styled, options: options)
        if blocks.count >= Self.blockLimit { blocks.removeFirst() }
        blocks.append((options, block))
        return block
    }
}
