/// A font file as the server measures it and browsers download it (in slices): a web subset of
/// a font installed from a Debian package, shaped by HarfBuzz from the very bytes that are sliced.
final class FontFile: Sendable {
    /// The file's name without extension, such as `DejaVuSans-Bold`.
    let name: String
    /// A hash of the bytes browsers are served slices of, so slices are named after their content.
    let contentHash: String
    /// The code points the file has glyphs for.
    let coverage: CodePointSet
    let unitsPerEm: Int
    /// Ascender, descender (positive) and line gap in font units, as browsers read them.
    let ascender: Int
    let descender: Int
    let lineGap: Int
    let capHeight: Int
    let xHeight: Int
    let font: HarfBuzz.Font

    /// Reads face `faceIndex` of the file at `path` and subsets it for the web; `nil` when the
    /// file is missing or unreadable.
    init?(name: String, path: String, faceIndex: Int) {
        guard let source = HarfBuzz.Blob(contentsOfFile: path),
              let sourceFont = HarfBuzz.Font(blob: source, index: faceIndex),
              let subset = sourceFont.webSubset(keeping: sourceFont.coverage),
              let font = HarfBuzz.Font(blob: subset, index: 0) else { return nil }
        self.name = name
        self.contentHash = ContentHash.hex(subset.bytes)
        self.coverage = CodePointSet(font.coverage)
        self.unitsPerEm = font.unitsPerEm
        (ascender, descender, lineGap) = font.verticalMetrics
        capHeight = font.capHeight
        xHeight = font.xHeight
        self.font = font
    }

    /// The ascent, descent and line gap in points at `size`, each rounded to a whole point as
    /// browsers round them.
    func lineMetrics(size: Double) -> LineMetrics {
        let scale = size / Double(unitsPerEm)
        return LineMetrics(ascent: (Double(ascender) * scale).roundedToPixel,
                           descent: (Double(descender) * scale).roundedToPixel,
                           lineGap: (Double(lineGap) * scale).roundedToPixel)
    }
}

/// The vertical extent of one font's part of a line, in points.
struct LineMetrics: Hashable, Sendable {
    var ascent: Double
    var descent: Double
    var lineGap: Double

    /// The height of a line of this font alone: `line-height: normal` in a browser.
    var height: Double { ascent + descent + lineGap }
}

extension Double {
    /// Rounded half up to a whole number, as Skia rounds font metrics for browsers.
    var roundedToPixel: Double { (self + 0.5).rounded(.down) }
}
