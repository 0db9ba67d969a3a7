import Foundation

extension TextBlock {
    /// The lines as the page draws them, colours resolved with `traits`; `overridingColor`
    /// replaces every run's colour (a disabled or highlighted label's).
    /// Natural alignment is right when `rightToLeft`.
    @MainActor
    func renderLines(in traits: UITraitCollection, overridingColor: UIColor?, rightToLeft: Bool) -> [RenderTextLine] {
        lines.map { line in
            RenderTextLine(runs: line.pieces.map { renderRun($0, in: traits, overridingColor: overridingColor) },
                           height: line.height, spacing: line.spacingAfter, align: line.alignment.cssValue(rightToLeft: rightToLeft) ?? "left",
                           indent: line.indent)
        }
    }

    @MainActor
    private func renderRun(_ piece: Piece, in traits: UITraitCollection, overridingColor: UIColor?) -> RenderTextRun {
        let style = piece.style
        let decoration = { (lineStyle: NSUnderlineStyle, color: UIColor?) -> RenderTextRun.Decoration? in
            let styles = [0x01: "single", 0x02: "thick", 0x09: "double"]
            let patterns = [0x100: "dot", 0x200: "dash", 0x300: "dashDot", 0x400: "dashDotDot"]
            guard let name = styles[lineStyle.rawValue & 0xFF] else { return nil }
            return RenderTextRun.Decoration(style: name, pattern: patterns[lineStyle.rawValue & 0xF00],
                                            color: color?.render(in: traits))
        }
        let color = (overridingColor ?? style.color).render(in: traits)
        var run = RenderTextRun(text: piece.text, font: style.font.renderFont,
                             color: color,
                             background: style.backgroundColor?.render(in: traits), kern: style.kern,
                             baseline: style.baselineOffset,
                             underline: decoration(style.underline, style.underlineColor),
                             strikethrough: decoration(style.strikethrough, style.strikethroughColor),
                             link: style.link)
        if let attachment = style.attachment, let image = attachment.renderedImage(font: style.font, color: color) {
            let box = attachment.layoutBox(for: style.font)
            run.attachment = RenderTextRun.Attachment(image: image, width: Double(box.size.width), height: Double(box.size.height),
                                                      y: Double(box.y))
        }
        return run
    }
}
