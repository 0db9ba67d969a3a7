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

    /// Lays `text` out in `font`: broken at `width` when `wraps` (a label with more than one
    /// line), else only at line feeds; at most `maximumLines` lines when that is above zero.
    func layout(_ text: String, font: UIFont, width: Double? = nil, wraps: Bool = false,
                maximumLines: Int = 0, lineBreakMode: NSLineBreakMode = .byWordWrapping) -> TextLayout {
        guard !text.isEmpty else { return TextLayout(lines: [], isTruncated: false) }
        let shaped = shapedText(text, font: font)
        var breaker = LineFitter(text: shaped, size: Double(font.pointSize), width: wraps ? width : nil,
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

    /// `text` cut to fit `width` on one line in `font`, with an ellipsis where `mode` puts it;
    /// the text itself when it fits.
    func truncate(_ text: String, font: UIFont, width: Double, mode: NSLineBreakMode) -> String {
        let shaped = shapedText(text, font: font)
        let size = Double(font.pointSize)
        guard !LineFitter.fits(shaped.ems(0..<shaped.count) * size, in: width) else { return text }
        let ellipsis = "\u{2026}"
        let ellipsisFace = shaped.cascade.faceIndex(forCluster: ellipsis.unicodeScalars)
        let ellipsisWidth = ShapedText.ems(of: ellipsis, faceIndex: ellipsisFace, cascade: shaped.cascade) * size
        let boundaries = (0...shaped.count).filter { $0 == shaped.count || shaped.graphemeStarts[$0] }
        let fits = { (head: Int, tail: Int) in
            LineFitter.fits((shaped.ems(0..<head) + shaped.ems(tail..<shaped.count)) * size + ellipsisWidth, in: width)
        }
        let graphemes = boundaries.count - 1
        var head = 0
        var tail = shaped.count
        switch mode {
        case .byTruncatingHead:
            let kept = (0...graphemes).last { fits(0, boundaries[graphemes - $0]) } ?? 0
            tail = boundaries[graphemes - kept]
        case .byTruncatingMiddle:
            let kept = (0...graphemes).last { fits(boundaries[($0 + 1) / 2], boundaries[graphemes - $0 / 2]) } ?? 0
            head = boundaries[(kept + 1) / 2]
            tail = boundaries[graphemes - kept / 2]
        default:
            head = boundaries[(0...graphemes).last { fits(boundaries[$0], shaped.count) } ?? 0]
        }
        let characters = String(String.UnicodeScalarView(shaped.scalars[0..<head]))
            .trimmingCharacters(in: .whitespaces)
        let rest = String(String.UnicodeScalarView(shaped.scalars[tail...]))
        return characters + ellipsis + rest
    }

    private func shapedText(_ text: String, font: UIFont) -> ShapedText {
        let cascade = cascade(for: font)
        let key = ShapingKey(text: text, family: font.cascadeFamily, weight: font.weight.cssWeight)
        if let cached = shapedTexts[key] { return cached }
        if shapedTexts.count >= shapedTextLimit { shapedTexts.removeAll(keepingCapacity: true) }
        let shaped = ShapedText(text, cascade: cascade)
        shapedTexts[key] = shaped
        return shaped
    }

    private func cascade(for font: UIFont) -> FontCascade {
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
