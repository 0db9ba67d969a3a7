/// One face of a family: the weights it is chosen for, its file, and the code points it draws.
/// Within a family the ranges of faces for the same weight do not overlap, so the server and
/// the browser pick the same face for every character.
struct FontFace: Sendable {
    let family: String
    let weights: ClosedRange<Int>
    let file: FontFile
    let unicodeRange: CodePointSet
    /// The face's code points as browsers download them: slices of the file, each a rule of its own.
    let slices: [WebFontSlice]

    init(family: String, weights: ClosedRange<Int>, file: FontFile, unicodeRange: CodePointSet, cjk: Bool = false) {
        self.family = family
        self.weights = weights
        self.file = file
        self.unicodeRange = unicodeRange
        slices = WebFontSlice.slices(of: file, covering: unicodeRange, cjk: cjk)
    }

    /// The `@font-face` rules that make a browser draw with this face, one per slice: a browser
    /// downloads a slice only when the page shows one of its characters.
    ///
    /// `font-display: block`: text waits for its face and is never drawn in a fallback font,
    /// whose widths would differ from the server's measurements (lines broken and truncated
    /// for another font). The wait is the slice's download alone: the Latin slice of the
    /// regular face is preloaded from the page's HTML and is a few kilobytes, so it arrives
    /// with the renderer's modules, before the first snapshot has been drawn.
    var cssRules: [String] {
        slices.map { slice in
            """
            @font-face {
              font-family: "\(family)";
              src: url("\(slice.path)") format("woff2");
              font-weight: \(weights.lowerBound) \(weights.upperBound);
              font-style: normal;
              font-display: block;
              unicode-range: \(slice.codePoints.cssUnicodeRange);
            }
            """
        }
    }
}
