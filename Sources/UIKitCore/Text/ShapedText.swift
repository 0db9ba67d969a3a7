/// A paragraph shaped once, in ems, so that it can be measured at any size and broken at any
/// width: each character's face, the advance of each cluster, where the text may break, and
/// where breaking would change the shaping.
struct ShapedText: Sendable {
    let scalars: [Unicode.Scalar]
    let cascade: FontCascade
    /// The face of each character, an index into `cascade.faces`.
    let faceIndices: [Int]
    /// Whether each character starts a grapheme cluster.
    let graphemeStarts: [Bool]
    /// What may happen before each character.
    let opportunities: [LineBreaker.Opportunity]
    // Sum of advances before each index, in ems; one more entry than characters.
    private let prefixEms: [Double]
    // Whether cutting the text before each index would change the glyphs around the cut.
    private let unsafeToBreakBefore: [Bool]
    private let scripts: [HarfBuzz.Script]

    init(_ text: String, cascade: FontCascade) {
        var scalars: [Unicode.Scalar] = []
        var graphemeStarts: [Bool] = []
        var faceIndices: [Int] = []
        for character in text {
            let face = cascade.faceIndex(forCluster: character.unicodeScalars)
            for (offset, scalar) in character.unicodeScalars.enumerated() {
                scalars.append(scalar)
                graphemeStarts.append(offset == 0)
                faceIndices.append(face)
            }
        }
        self.scalars = scalars
        self.cascade = cascade
        self.faceIndices = faceIndices
        self.graphemeStarts = graphemeStarts
        opportunities = LineBreaker.opportunities(in: scalars)
        scripts = Self.resolvedScripts(scalars)

        var advances = [Double](repeating: 0, count: scalars.count)
        var unsafe = [Bool](repeating: false, count: scalars.count + 1)
        Self.shape(scalars, range: 0..<scalars.count, faceIndices: faceIndices, scripts: scripts,
                   cascade: cascade) { glyph, unitsPerEm in
            advances[glyph.cluster] += Double(glyph.advance) / Double(unitsPerEm)
            if glyph.isUnsafeToBreak { unsafe[glyph.cluster] = true }
        }
        var prefix = [0.0]
        prefix.reserveCapacity(scalars.count + 1)
        for advance in advances {
            prefix.append(prefix[prefix.count - 1] + advance)
        }
        prefixEms = prefix
        unsafeToBreakBefore = unsafe
    }

    var count: Int { scalars.count }

    /// The advance of `range` set as a line of its own, in ems: the sum of the paragraph's
    /// advances, or the range shaped again where a cut at either end would change the glyphs.
    func ems(_ range: Range<Int>) -> Double {
        guard !range.isEmpty else { return 0 }
        let startIsSafe = range.lowerBound == 0 || !unsafeToBreakBefore[range.lowerBound]
        let endIsSafe = range.upperBound == count || !unsafeToBreakBefore[range.upperBound]
        if startIsSafe, endIsSafe { return prefixEms[range.upperBound] - prefixEms[range.lowerBound] }
        var total = 0.0
        Self.shape(scalars, range: range, faceIndices: faceIndices, scripts: scripts, cascade: cascade) { glyph, unitsPerEm in
            total += Double(glyph.advance) / Double(unitsPerEm)
        }
        return total
    }

    /// The advance of `text` set in `faceIndex` alone, in ems: for an ellipsis.
    static func ems(of text: String, faceIndex: Int, cascade: FontCascade) -> Double {
        let scalars = Array(text.unicodeScalars)
        var total = 0.0
        shape(scalars, range: 0..<scalars.count, faceIndices: Array(repeating: faceIndex, count: scalars.count),
              scripts: resolvedScripts(scalars), cascade: cascade) { glyph, unitsPerEm in
            total += Double(glyph.advance) / Double(unitsPerEm)
        }
        return total
    }

    // Shapes `range` in runs of one face and one script, leaving out line feeds, which browsers
    // lay out as breaks rather than glyphs.
    private static func shape(_ scalars: [Unicode.Scalar], range: Range<Int>, faceIndices: [Int],
                              scripts: [HarfBuzz.Script], cascade: FontCascade,
                              _ body: (HarfBuzz.ShapedGlyph, Int) -> Void) {
        guard !cascade.faces.isEmpty else { return }
        let values = scalars.map(\.value)
        var start = range.lowerBound
        while start < range.upperBound {
            if values[start] == 0x0A || values[start] == 0x0D {
                start += 1
                continue
            }
            var end = start + 1
            while end < range.upperBound, faceIndices[end] == faceIndices[start], scripts[end] == scripts[start],
                  values[end] != 0x0A, values[end] != 0x0D {
                end += 1
            }
            let file = cascade.faces[faceIndices[start]].file
            for glyph in file.font.shape(values, range: start..<end, script: scripts[start], language: "en") {
                body(glyph, file.unitsPerEm)
            }
            start = end
        }
    }

    // Each character's script, with spaces, punctuation and marks taking the script of the
    // text before them (or after them, at the start).
    private static func resolvedScripts(_ scalars: [Unicode.Scalar]) -> [HarfBuzz.Script] {
        var scripts = scalars.map { HarfBuzz.Script(of: $0.value) }
        var current = scripts.first { !$0.isNeutral } ?? .common
        for index in scripts.indices {
            if scripts[index].isNeutral {
                scripts[index] = current
            } else {
                current = scripts[index]
            }
        }
        return scripts
    }
}
