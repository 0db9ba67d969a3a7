import Foundation

/// Drawing text into the current graphics context: the text is laid out as labels lay it out
/// and each glyph is filled as its outline from the font file the page draws labels with, so a
/// drawing's text looks the same on the page's canvas and in the server's images.
extension NSAttributedString {
    /// Draws the text with its top-left corner at the point, on lines split at line feeds only.
    @MainActor
    public func draw(at point: CGPoint) {
        drawText(at: point, width: nil, clip: nil)
    }

    /// Draws the text in the rectangle, wrapped at its width and clipped to it.
    @MainActor
    public func draw(in rect: CGRect) {
        drawText(at: rect.origin, width: Double(rect.width), clip: rect)
    }

    /// Draws the text in the rectangle: with `.usesLineFragmentOrigin`, wrapped from its top;
    /// without it, one line with its baseline at the rectangle's origin.
    @MainActor
    public func draw(with rect: CGRect, options: NSStringDrawingOptions = [], context: NSStringDrawingContext?) {
        if options.contains(.usesLineFragmentOrigin) {
            drawText(at: rect.origin, width: rect.width > 0 ? Double(rect.width) : nil, clip: nil)
        } else {
            let ascent = -boundingRect(with: rect.size, options: options, context: nil).minY
            drawText(at: CGPoint(x: rect.minX, y: rect.minY - ascent), width: nil, clip: nil, maximumLines: 1)
        }
    }

    @MainActor
    private func drawText(at origin: CGPoint, width: Double?, clip: CGRect?, maximumLines: Int = 0) {
        guard let context = UIGraphicsGetCurrentContext(), length > 0 else { return }
        let measurer = TextMeasurer.shared
        let styled = StyledText(self, defaults: Self.measuringDefaults, measurer: measurer)
        var options = TextBlockOptions(width: width, wraps: width != nil)
        options.maximumLines = maximumLines
        let block = measurer.block(styled, options: options)
        context.saveGState()
        if let clip { context.clip(to: clip) }
        block.fill(at: origin, width: width, in: context)
        context.restoreGState()
    }
}

extension TextBlock {
    /// Fills the lines' glyphs in the context with the top-left corner of the first line at
    /// `origin`, aligned in `width` (the widest line's when `nil`), in their own colors or all in
    /// `overridingColor`.
    @MainActor
    func fill(at origin: CGPoint, width: Double?, in context: CGContext, overridingColor: CGColor? = nil) {
        let measurer = TextMeasurer.shared
        var top = Double(origin.y)
        let available = width ?? lines.map { $0.indent + $0.width }.max() ?? 0
        for line in lines {
            let cascades = line.pieces.map { measurer.cascade(for: $0.style.font) }
            var below = 0.0
            for (piece, cascade) in zip(line.pieces, cascades) {
                below = max(below, cascade.extents(faceIndices: [], size: Double(piece.style.font.pointSize)).below)
                if let box = piece.style.attachment?.layoutBox(for: piece.style.font) {
                    below = max(below, Double(-box.y))
                }
            }
            // Extra line height goes above the text, as the page sets each line's text at its bottom.
            let baseline = top + line.height - below
            let free = max(0, available - line.indent - line.width)
            let shift: Double = switch line.alignment {
            case .center: free / 2
            case .right: free
            default: 0
            }
            var x = Double(origin.x) + line.indent + shift
            for (piece, cascade) in zip(line.pieces, cascades) {
                x = Self.fillGlyphs(of: piece, cascade: cascade, x: x, baseline: baseline, in: context,
                                    overridingColor: overridingColor)
            }
            top += line.height + line.spacingAfter
        }
    }

    /// Draws an attachment's image for each of its characters, standing on the baseline.
    @MainActor
    private static func drawAttachment(_ attachment: NSTextAttachment, count: Int, style: TextStyle, x start: Double,
                                       baseline: Double, in context: CGContext) -> Double {
        let box = attachment.layoutBox(for: style.font)
        let image = attachment.renderedImage(font: style.font, color: style.color.render(in: UITraitCollection.current))
        var x = start
        for _ in 0..<count {
            let rect = CGRect(x: x, y: baseline - Double(box.y) - Double(box.size.height), width: Double(box.size.width),
                              height: Double(box.size.height))
            if let image {
                UIGraphicsPushContext(context)
                image.draw(in: rect)
                UIGraphicsPopContext()
            }
            x += Double(box.size.width) + style.kern
        }
        return x
    }

    /// Fills the piece's glyphs from `x` on the baseline; returns where the next piece starts.
    @MainActor
    private static func fillGlyphs(of piece: Piece, cascade: FontCascade, x start: Double, baseline: Double,
                                   in context: CGContext, overridingColor: CGColor?) -> Double {
        if let attachment = piece.style.attachment {
            return drawAttachment(attachment, count: piece.text.unicodeScalars.count, style: piece.style, x: start,
                                  baseline: baseline, in: context)
        }
        guard !cascade.faces.isEmpty else { return start }
        // A baseline offset raises (or lowers) the run with its background and lines.
        let baseline = baseline - piece.style.baselineOffset
        let size = Double(piece.style.font.pointSize)
        let scalars = Array(piece.text.unicodeScalars)
        var faces: [Int] = []
        for character in piece.text {
            let face = cascade.faceIndex(forCluster: character.unicodeScalars)
            faces.append(contentsOf: repeatElement(face, count: character.unicodeScalars.count))
        }
        let values = scalars.map(\.value)
        let path = CGMutablePath()
        var x = start
        var runStart = 0
        while runStart < values.count {
            var runEnd = runStart + 1
            while runEnd < values.count, faces[runEnd] == faces[runStart] { runEnd += 1 }
            let file = cascade.faces[faces[runStart]].file
            let scale = size / Double(file.unitsPerEm)
            let script = HarfBuzz.Script(of: values[runStart])
            for glyph in file.font.shape(values, range: runStart..<runEnd, script: script, language: "en") {
                if let outline = file.font.outline(ofGlyph: glyph.glyph) {
                    let gx = x + Double(glyph.offsetX) * scale, gy = baseline - Double(glyph.offsetY) * scale
                    path.addGlyph(outline, at: gx, baseline: gy, scale: scale)
                }
                x += Double(glyph.advance) * scale + piece.style.kern
            }
            runStart = runEnd
        }
        let primary = cascade.faces[cascade.primary].file
        let color = overridingColor ?? piece.style.color.cgColor
        context.saveGState()
        if let background = piece.style.backgroundColor, x > start {
            // The run's content area, as the page's inline box paints its background.
            let metrics = primary.lineMetrics(size: size)
            context.setFillColor(background.cgColor)
            context.fill(CGRect(x: start, y: baseline - metrics.ascent, width: x - start, height: metrics.ascent + metrics.descent))
        }
        if !path.isEmpty {
            context.setFillColor(color)
            context.addPath(path)
            context.fillPath()
        }
        // Without the font's own positions: a tenth of an em below the baseline, and half the
        // x-height above it, a twentieth of an em thick. Both positions are the top of the line:
        // Chromium (through FreeType) moves an underline down by half its thickness more.
        let em = primary.unitsPerEm
        let decorations = [
            (piece.style.underline, piece.style.underlineColor, primary.font.underline ?? (-em / 10, em / 20), 1.0),
            (piece.style.strikethrough, piece.style.strikethroughColor, primary.font.strikeout ?? (primary.xHeight / 2, em / 20), 0.5),
        ]
        for (style, lineColor, metrics, drop) in decorations where !style.isEmpty && x > start {
            let scale = size / Double(em)
            let thickness = style.contains(.thick) ? 0.1 * size : Double(metrics.thickness) * scale
            fillDecoration(style, color: lineColor?.cgColor ?? color, center: baseline - Double(metrics.offset) * scale + thickness * drop,
                           thickness: thickness, from: start, to: x, in: context)
        }
        context.restoreGState()
        return x
    }

    /// Fills an underline or a strikethrough along the run, centred on `center`; two lines for
    /// `.double`. Dash patterns are drawn solid.
    @MainActor
    private static func fillDecoration(_ style: NSUnderlineStyle, color: CGColor, center: Double, thickness: Double,
                                       from start: Double, to end: Double, in context: CGContext) {
        context.setFillColor(color)
        let shifts: [Double] = style.rawValue & 0x0F == NSUnderlineStyle.double.rawValue ? [-thickness, thickness] : [0]
        for shift in shifts {
            context.fill(CGRect(x: start, y: center + shift - thickness / 2, width: end - start, height: thickness))
        }
    }
}

private extension CGMutablePath {
    /// Adds a glyph's outline (font units, y up) with its origin at `x` on the baseline.
    func addGlyph(_ outline: GlyphOutline, at x: Double, baseline: Double, scale: Double) {
        func point(_ px: Double, _ py: Double) -> CGPoint { CGPoint(x: x + px * scale, y: baseline - py * scale) }
        for element in outline.elements {
            switch element {
            case .move(let px, let py): move(to: point(px, py))
            case .line(let px, let py): addLine(to: point(px, py))
            case .quad(let cx, let cy, let px, let py): addQuadCurve(to: point(px, py), control: point(cx, cy))
            case .cubic(let c1x, let c1y, let c2x, let c2y, let px, let py):
                addCurve(to: point(px, py), control1: point(c1x, c1y), control2: point(c2x, c2y))
            case .close: closeSubpath()
            }
        }
    }
}

extension StringProtocol {
    /// Draws the string with its top-left corner at the point, with the attributes (the system
    /// font at 12 points and black where they say nothing).
    @MainActor
    public func draw(at point: CGPoint, withAttributes attrs: [NSAttributedString.Key: Any]? = nil) {
        NSAttributedString(string: String(self), attributes: attrs).draw(at: point)
    }

    /// Draws the string wrapped in the rectangle, with the attributes.
    @MainActor
    public func draw(in rect: CGRect, withAttributes attrs: [NSAttributedString.Key: Any]? = nil) {
        NSAttributedString(string: String(self), attributes: attrs).draw(in: rect)
    }

    /// Draws the string in the rectangle with the options and attributes.
    @MainActor
    public func draw(with rect: CGRect, options: NSStringDrawingOptions = [], attributes: [NSAttributedString.Key: Any]? = nil,
                     context: NSStringDrawingContext?) {
        NSAttributedString(string: String(self), attributes: attributes).draw(with: rect, options: options, context: context)
    }
}

extension NSString {
    /// Draws the string with its top-left corner at the point, with the attributes.
    @MainActor
    public func draw(at point: CGPoint, withAttributes attrs: [NSAttributedString.Key: Any]? = nil) {
        (self as String).draw(at: point, withAttributes: attrs)
    }

    /// Draws the string wrapped in the rectangle, with the attributes.
    @MainActor
    public func draw(in rect: CGRect, withAttributes attrs: [NSAttributedString.Key: Any]? = nil) {
        (self as String).draw(in: rect, withAttributes: attrs)
    }
}
