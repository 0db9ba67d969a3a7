import Foundation

/// Measures and breaks text exactly as the browser renderer draws it: the same font files,
/// shaped by HarfBuzz, broken into lines by the browser's rules, and compared with widths in
/// the browser's units of 1/64 point. Shaping results are cached per text, family and weight.
@MainActor
final class TextMeasurer {
    /// The measurer every view uses.
    static let shared = TextMeasurer(library: .shared)

    private let library: FontLibrary
    private var shapedTexts: [ShapingKey: ShapedText] = [:]
    private var cascades: [CascadeKey: FontCascade] = [:]
    // Past this many shaped texts the cache starts again, keeping memory bounded.
    private let shapedTextLimit = 2048

    init(library: FontLibrary) {
        self.library = library
    }

    /// Lays `text` out in `font`: when `wraps` (a label with more than one line), broken at
    /// `width` if there is one, with spaces hanging at the ends of lines; else broken only at
    /// line feeds, spaces taking room. At most `maximumLines` lines when that is above zero.
    func layout(_ text: String, font: UIFont, width: Double? = nil, wraps: Bool = false,
                maximumLines: Int = 0, lineBreakMode: NSLineBreakMode = .byWordWrapping) -> TextLayout {
        guard !text.isEmpty else { return TextLayout(lines: [], isTruncated: false) }
        let styled = StyledText([(text, TextStyle(font: font, color: .label))], measurer: self)
        var breaker = LineFitter(text: styled, width: wraps ? width : nil,
                                 breaksCharacters: lineBreakMode == .byCharWrapping, hangsSpaces: wraps)
        var lines: [TextLayout.Line] = []
        while let line = breaker.nextLine() {
            if maximumLines > 0, lines.count == maximumLines {
                return TextLayout(lines: lines, isTruncated: true)
            }
            lines.append(line)
        }
        return TextLayout(lines: lines, isTruncated: false)
    }

    /// The size of `text` set in `font` on lines broken only at line feeds, unrounded.
    func size(of text: String, font: UIFont) -> CGSize {
        layout(text, font: font).size
    }

    /// `text` broken into the lines a view draws, as `options` say.
    func block(_ text: StyledText, options: TextBlockOptions) -> TextBlock {
        TextBlock(text, options: options, measurer: self)
    }

    /// `text` shaped in `font`'s family and weight, in ems.
    func shapedText(_ text: String, font: UIFont) -> ShapedText {
        let cascade = cascade(for: font)
        let key = ShapingKey(text: text, family: font.cascadeFamily, weight: font.weight.cssWeight)
        if let cached = shapedTexts[key] { return cached }
        if shapedTexts.count >= shapedTextLimit { shapedTexts.removeAll(keepingCapacity: true) }
        let shaped = ShapedText(text, cascade: cascade)
        shapedTexts[key] = shaped
        return shaped
    }

    func cascade(for font: UIFont) -> FontCascade {
        let key = CascadeKey(family: font.cascadeFamily, weight: font.weight.cssWeight)
        if let cached = cascades[key] { return cached }
        let cascade = library.cascade(family: key.family, weight: key.weight)
        cascades[key] = cascade
        return cascade
    }

    private struct ShapingKey: Hashable {
        let text: String
        let family: String
        let weight: Int
    }

    private struct CascadeKey: Hashable {
        let family: String
        let weight: Int
    }
}
