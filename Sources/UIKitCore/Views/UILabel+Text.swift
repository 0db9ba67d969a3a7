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

    /// The label's text with its attributes resolved, fonts scaled by `fontScale`.
    func styledText(fontScale: CGFloat = 1) -> StyledText {
        let defaults = TextStyle(font: font, color: textColor, paragraph: labelParagraphStyle.values)
        if let storedAttributedText {
            return StyledText(storedAttributedText, defaults: defaults, fontScale: fontScale, measurer: .shared)
        }
        var style = defaults
        if fontScale != 1 { style.font = font.withSize(font.pointSize * fontScale) }
        let string = text ?? ""
        guard string.utf8.count <= Self.cachedTextLength else {
            if let last = Self.lastLongStyledText, last.text == string, last.style == style { return last.styled }
            let styled = StyledText([(string, style)], measurer: .shared)
            Self.lastLongStyledText = (string, style, styled)
            return styled
        }
        if let styled = Self.styledTexts[string]?.first(where: { $0.style == style })?.styled { return styled }
        let styled = StyledText([(string, style)], measurer: .shared)
        if Self.styledTextCount >= Self.styledTextLimit {
            Self.styledTexts.removeAll(keepingCapacity: true)
            Self.styledTextCount = 0
        }
        Self.styledTexts[string, default: []].append((style, styled))
        Self.styledTextCount += 1
        return styled
    }

    /// Short plain texts styled lately, by any label of any scene, by text and then style: a
    /// label measures its intrinsic size in the layout pass and draws the same text in the same
    /// style when the turn is committed, and the scenes of an app show the same titles; each is
    /// styled once. A styled text is a value that depends on nothing else (fonts and their
    /// shaping are shared too). When the cache holds `styledTextLimit` texts it starts again
    /// empty; a text longer than `cachedTextLength` bytes is kept only until another is styled.
    private static var styledTexts: [String: [(style: TextStyle, styled: StyledText)]] = [:]
    private static var styledTextCount = 0
    private static var lastLongStyledText: (text: String, style: TextStyle, styled: StyledText)?
    static let styledTextLimit = 512
    static let cachedTextLength = 160
}
