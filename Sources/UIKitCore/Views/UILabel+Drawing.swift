import Foundation

/// The label's text as drawn: where it sits, the lines the server broke it into, and the
/// font scale that made it fit.
struct LabelDrawing: Equatable {
    /// The bounds' size the text was laid out for.
    var boundsSize: CGSize
    /// Where the text is centred vertically, in the label's bounds; `nil` when `drawText(in:)`
    /// drew nothing.
    var rect: CGRect?
    var block: TextBlock
    var fontScale: CGFloat
}

/// Sizing, shrinking to fit, and the render properties of the drawn text.
extension UILabel {
    private static let unlimited = CGFloat.greatestFiniteMagnitude

    /// Marks the drawn text as changed: the client keeps what it has until the next commit
    /// sends what changed.
    func setNeedsTextDrawing() {
        for key in Self.drawnTextKeys {
            willChangeRender(key)
        }
        drawing = nil
    }

    /// The render properties of the drawn text.
    private static let drawnTextKeys: [RenderKey] = [.text, .runs, .font, .color, .align, .textFrame]

    func textRectImplementation(forBounds bounds: CGRect, limitedToNumberOfLines numberOfLines: Int) -> CGRect {
        guard let text, !text.isEmpty else { return CGRect(origin: bounds.origin, size: .zero) }
        let block = layout(in: bounds.size, numberOfLines: numberOfLines)
        var size = roundedUpToPixels(block.size)
        if bounds.width > 0 { size.width = min(size.width, bounds.width) }
        if bounds.height > 0 { size.height = min(size.height, bounds.height) }
        return CGRect(origin: bounds.origin, size: size)
    }

    /// What `sizeThatFits(_:)` and the intrinsic content size report: `textRect(forBounds:
    /// limitedToNumberOfLines:)` for bounds as wide as `size` (unlimited for one line or a
    /// width of 0) and unlimited in height, so subclasses that inset the text rect are sized
    /// with their insets.
    func textSize(fitting size: CGSize) -> CGSize {
        let width = numberOfLines != 1 && size.width > 0 ? size.width : Self.unlimited
        return textRect(forBounds: CGRect(x: 0, y: 0, width: width, height: Self.unlimited),
                        limitedToNumberOfLines: numberOfLines).size
    }

    /// The label's intrinsic content size: the text on one line, or wrapped at
    /// `preferredMaxLayoutWidth` (else at the label's width, once it has one).
    var intrinsicTextSize: CGSize {
        let width = preferredMaxLayoutWidth > 0 ? preferredMaxLayoutWidth : bounds.width
        intrinsicSizeWidth = width
        return textSize(fitting: CGSize(width: width, height: 0))
    }

    /// The text as the label draws it now, laid out again only after a change.
    var currentDrawing: LabelDrawing {
        if let drawing { return drawing }
        let made = makeDrawing()
        drawing = made
        return made
    }

    // `text` broken into lines in a rectangle of `size` (sides of 0 or unlimited are no
    // limit): lines wrap unless one line is drawn with a mode that truncates or clips, and
    // the last line drawn is truncated as `lineBreakMode` says.
    private func layout(fontScale: CGFloat = 1, in size: CGSize, numberOfLines: Int) -> TextBlock {
        let isLimit = { (side: CGFloat) in side > 0 && side < Self.unlimited }
        var options = TextBlockOptions(width: isLimit(size.width) ? Double(size.width) : nil,
                                       wraps: numberOfLines != 1 || [.byWordWrapping, .byCharWrapping].contains(lineBreakMode))
        options.maximumLines = numberOfLines
        options.maximumHeight = isLimit(size.height) ? Double(size.height) : nil
        options.lineBreakMode = lineBreakMode
        let (text, entry) = styledTextAndEntry(fontScale: fontScale)
        return entry?.block(options) ?? TextMeasurer.shared.block(text, options: options)
    }

    private func makeDrawing() -> LabelDrawing {
        // A label drawn while another draws (from an override of `drawText(in:)`) leaves the
        // other's rectangle as it was.
        let outer = Self.requestedTextRect
        Self.requestedTextRect = nil
        drawText(in: bounds)
        let requested = Self.requestedTextRect
        Self.requestedTextRect = outer
        guard let rect = requested, let text, !text.isEmpty else {
            return LabelDrawing(boundsSize: bounds.size, rect: requested, block: TextBlock(lines: [], isTruncated: false),
                                fontScale: 1)
        }
        let scale = fontScale(fitting: rect.size)
        let block = layout(fontScale: scale, in: rect.size, numberOfLines: numberOfLines)
        return LabelDrawing(boundsSize: bounds.size, rect: rect, block: block, fontScale: scale)
    }

    // How much the fonts shrink, no further than `minimumScaleFactor`, for the text to fit
    // `size`: on one line within the width, or on `numberOfLines` lines within the height.
    private func fontScale(fitting size: CGSize) -> CGFloat {
        guard adjustsFontSizeToFitWidth, minimumScaleFactor > 0, minimumScaleFactor < 1, size.width > 0 else { return 1 }
        let width = Double(size.width)
        if numberOfLines == 1 {
            let natural = layout(in: CGSize(width: Self.unlimited, height: Self.unlimited), numberOfLines: 1)
                .size.width
            guard natural > 0, !LineFitter.fits(natural, in: width) else { return 1 }
            // Widths grow linearly with the size; aim just inside the last whole 1/64 point.
            let fitting = (width * 64).rounded(.down) / 64 / natural * (1 - 1e-9)
            return max(minimumScaleFactor, CGFloat(fitting))
        }
        let fits = { (scale: CGFloat) -> Bool in
            let block = self.layout(fontScale: scale, in: CGSize(width: size.width, height: Self.unlimited),
                                    numberOfLines: self.numberOfLines)
            return !block.isTruncated && block.size.height <= Double(size.height)
        }
        guard size.height > 0, !fits(1) else { return 1 }
        var low = minimumScaleFactor
        var high: CGFloat = 1
        guard fits(low) else { return low }
        for _ in 0..<12 {
            let middle = (low + high) / 2
            if fits(middle) { low = middle } else { high = middle }
        }
        return low
    }

    /// `size` rounded up to whole pixels of the display (the traits are read once: they are
    /// found up the hierarchy).
    private func roundedUpToPixels(_ size: CGSize) -> CGSize {
        let displayScale = traitCollection.displayScale
        let scale = displayScale > 0 ? displayScale : 1
        return CGSize(width: (size.width * scale).rounded(.up) / scale, height: (size.height * scale).rounded(.up) / scale)
    }

    /// The colour every character is drawn in instead of its own: dimmed when disabled, the
    /// highlighted colour when highlighted.
    var overridingTextColor: UIColor? {
        if !isEnabled { return .tertiaryLabel }
        if isHighlighted, let highlightedTextColor { return highlightedTextColor }
        return nil
    }

    /// The font a label draws in unless told otherwise, which the page assumes.
    private static let defaultRenderFont = UIFont.systemFont(ofSize: UIFont.labelFontSize).renderFont

    func labelRenderValue(for key: RenderKey) -> RenderValue? {
        let isStyled = storedAttributedText != nil
        switch key {
        case .text:
            let text = currentDrawing.block.text
            return isStyled || text.isEmpty ? nil : .string(text)
        case .runs:
            return isStyled && !currentDrawing.block.lines.isEmpty ? .textLines(currentDrawing.block.renderLines(in: traitCollection, overridingColor: overridingTextColor,
                                                                                                            rightToLeft: effectiveUserInterfaceLayoutDirection == .rightToLeft)) : nil
        case .font:
            let scale = currentDrawing.fontScale
            let rendered = (scale == 1 ? font! : font.withSize(font.pointSize * scale)).renderFont
            return isStyled || rendered == Self.defaultRenderFont ? nil : .font(rendered)
        case .color:
            return isStyled ? nil : .color((overridingTextColor ?? textColor).render(in: traitCollection))
        case .align:
            return isStyled ? nil : textAlignment.cssValue(rightToLeft: effectiveUserInterfaceLayoutDirection == .rightToLeft)
                .map(RenderValue.string)
        case .textFrame:
            guard let rect = currentDrawing.rect, rect != bounds else { return nil }
            return .rect(x: rect.minX - bounds.minX, y: rect.minY - bounds.minY, width: rect.width, height: rect.height)
        case .textShadow:
            return shadowColor.map {
                .shadow(color: $0.render(in: traitCollection), offsetX: shadowOffset.width, offsetY: shadowOffset.height, radius: 0)
            }
        default:
            return nil
        }
    }
}
