import Foundation

/// Text as a view draws it: the lines the server broke it into, each with the text on it (an
/// ellipsis where it was truncated), its height and spacing after paragraph styles, and where
/// it sits. The browser draws these lines as they are, so it never breaks or truncates text
/// differently from the measurements views are sized with.
struct TextBlock: Equatable {
    /// Text on a line in one style.
    struct Piece: Equatable {
        var text: String
        var style: TextStyle
    }

    /// One line: its pieces, their width, the line's height (its tallest run's ascent and
    /// descent, changed by the paragraph's line height settings) and the space after it.
    struct Line: Equatable {
        var pieces: [Piece]
        var width: Double
        var height: Double
        var spacingAfter: Double
        var alignment: NSTextAlignment
        var indent: Double

        /// The line's text.
        var text: String { pieces.count == 1 ? pieces[0].text : pieces.map(\.text).joined() }
    }

    var lines: [Line]
    /// Whether text was left out or shortened with an ellipsis.
    var isTruncated: Bool

    /// The width of the widest line with its indent, and the height of the lines with the
    /// spacing between them, unrounded.
    var size: CGSize {
        guard let last = lines.last else { return .zero }
        var width = -Double.infinity, height = 0.0
        for line in lines {
            width = max(width, line.indent + line.width)
            height = height + line.height + line.spacingAfter
        }
        return CGSize(width: width, height: height - last.spacingAfter)
    }

    /// The text drawn, one line per line of text.
    var text: String { lines.count == 1 ? lines[0].text : lines.map(\.text).joined(separator: "\n") }
}

/// How text is broken into a `TextBlock`.
struct TextBlockOptions: Equatable {
    /// The width lines fit in, or `nil` for no limit.
    var width: Double?
    /// Whether lines wrap at `width` (else they end only at line feeds, spaces taking room).
    var wraps: Bool
    /// The most lines drawn; 0 means no limit.
    var maximumLines: Int = 0
    /// The most height the lines may take; lines past it are left out, though the first line
    /// always stays.
    var maximumHeight: Double?
    var lineBreakMode: NSLineBreakMode = .byWordWrapping
}

extension TextBlock {
    private static let ellipsis = "\u{2026}"

    /// Breaks `text` into lines as `options` say, truncating the last line drawn with an
    /// ellipsis (where the line break mode truncates) when text is left out or does not fit.
    @MainActor
    init(_ text: StyledText, options: TextBlockOptions, measurer: TextMeasurer) {
        var fitter = LineFitter(text: text, width: options.wraps ? options.width : nil,
                                breaksCharacters: options.lineBreakMode == .byCharWrapping, hangsSpaces: options.wraps)
        var laidOut: [(range: Range<Int>, line: Line)] = []
        var height = 0.0
        var isTruncated = false
        while let fitted = fitter.nextLine() {
            if options.maximumLines > 0, laidOut.count == options.maximumLines {
                isTruncated = true
                break
            }
            let line = Self.line(fitted, content: fitter.contentRange(fitted.range), in: text)
            let top = height + (laidOut.last?.line.spacingAfter ?? 0)
            if let maximumHeight = options.maximumHeight, !laidOut.isEmpty, top + line.height > maximumHeight + 1e-9 {
                isTruncated = true
                break
            }
            height = top + line.height
            laidOut.append((fitted.range, line))
        }
        if var last = laidOut.popLast() {
            let truncation = Truncation(text: text, measurer: measurer, mode: options.lineBreakMode)
            if let truncated = truncation.truncatedLine(startingAt: last.range.lowerBound, width: options.width,
                                                        textFollows: isTruncated) {
                last.line.pieces = truncated.pieces
                last.line.width = truncated.width
                isTruncated = true
            }
            laidOut.append(last)
        }
        self.init(lines: laidOut.map(\.line), isTruncated: isTruncated)
    }

    // A fitted line with its paragraph's height settings, spacing and indent applied.
    @MainActor
    private static func line(_ fitted: TextLayout.Line, content: Range<Int>, in text: StyledText) -> Line {
        let paragraph = text.style(at: fitted.range.lowerBound).paragraph
        var height = fitted.height
        if paragraph.lineHeightMultiple > 0 { height *= Double(paragraph.lineHeightMultiple) }
        if paragraph.minimumLineHeight > 0 { height = max(height, Double(paragraph.minimumLineHeight)) }
        if paragraph.maximumLineHeight > 0 { height = min(height, Double(paragraph.maximumLineHeight)) }
        let endsParagraph = fitted.range.upperBound < text.count && text.opportunities[fitted.range.upperBound] == .mandatory
        let spacing = Double(paragraph.lineSpacing) + (endsParagraph ? Double(paragraph.paragraphSpacing) : 0)
        return Line(pieces: pieces(content, in: text), width: fitted.width, height: height, spacingAfter: spacing,
                    alignment: paragraph.alignment, indent: LineFitter.indent(ofLineAt: fitted.range.lowerBound, in: text))
    }

    /// The characters of `range` as pieces of one style each.
    @MainActor
    static func pieces(_ range: Range<Int>, in text: StyledText) -> [Piece] {
        text.runs.compactMap { run in
            let part = run.range.clamped(to: range)
            guard !part.isEmpty else { return nil }
            var scalars = String.UnicodeScalarView()
            scalars.append(contentsOf: text.scalars[part])
            return Piece(text: String(scalars), style: run.style)
        }
    }
}
