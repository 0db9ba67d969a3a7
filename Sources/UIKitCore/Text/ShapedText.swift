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
    // Whether a glyph cluster starts at each index (false inside a ligature).
    private let clusterStarts: [Bool]
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
        var clusterStarts = [Bool](repeating: false, count: scalars.count)
        Self.shape(scalars, range: 0..<scalars.count, faceIndices: faceIndices, scripts: scripts,
                   cascade: cascade) { glyph, unitsPerEm in
            advances[glyph.cluster] += Double(glyph.advance) / Double(unitsPerEm)
            clusterStarts[glyph.cluster] = true
            if glyph.isUnsafeToBreak { unsafe[glyph.cluster] = true }
        }
        // Inside a cluster (a ligature such as "ffl") there is no glyph edge to cut at: the
        // two sides must be shaped again. Line feeds have no glyphs, and cut safely.
        for index in scalars.indices where !clusterStarts[index] && scalars[index].value != 0x0A {
            unsafe[index] = true
        }
        var prefix = [0.0]
        prefix.reserveCapacity(scalars.count + 1)
        for advance in advances {
            prefix.append(prefix[prefix.count - 1] + advance)
        }
        prefixEms = prefix
        unsafeToBreakBefore = unsafe
        self.clusterStarts = clusterStarts
    }

    var count: Int { scalars.count }

    /// The advance of `range` as a line of its own, in ems, the way browsers build a line from
    /// a shaped paragraph: the paragraph's glyphs where the line's ends are safe to cut, the
    /// start shaped again up to the first safe cut after it, and the end shaped again from the
    /// last safe cut before it. A cut inside a ligature takes a share of it per character.
    func ems(_ range: Range<Int>) -> Double {
        let start = range.lowerBound
        let end = range.upperBound
        guard start < end else { return 0 }
        let firstSafe = isSafeToBreak(start) ? start : (start + 1...count).first(where: isSafeToBreak) ?? count
        let head = startPrefixes(from: start, to: firstSafe)
        if isSafeToBreak(end) {
            return head[head.count - 1] + (prefixEms[end] - prefixEms[firstSafe])
        }
        guard firstSafe < end else { return head[end - start] }
        let lastSafe = (firstSafe..<end).last(where: isSafeToBreak) ?? firstSafe
        return ems(start..<lastSafe) + (Self.prefixes(reshaping: lastSafe..<end, of: self).last ?? 0)
    }

    private func isSafeToBreak(_ index: Int) -> Bool {
        index == 0 || index == count || !unsafeToBreakBefore[index]
    }

    // Advances from `start` to each index up to `firstSafe`, in ems: the paragraph's own when
    // `start` is safe to cut, else that stretch shaped again.
    private func startPrefixes(from start: Int, to firstSafe: Int) -> [Double] {
        if isSafeToBreak(start) {
            return (start...firstSafe).map { contextPrefix($0) - prefixEms[start] }
        }
        return Self.prefixes(reshaping: start..<firstSafe, of: self)
    }

    // Advances from the start of `range`, shaped on its own, to each index in it (and its end).
    private static func prefixes(reshaping range: Range<Int>, of text: ShapedText) -> [Double] {
        var advances = [Double](repeating: 0, count: range.count)
        var starts = [Bool](repeating: false, count: range.count)
        shape(text.scalars, range: range, faceIndices: text.faceIndices, scripts: text.scripts,
              cascade: text.cascade) { glyph, unitsPerEm in
            advances[glyph.cluster - range.lowerBound] += Double(glyph.advance) / Double(unitsPerEm)
            starts[glyph.cluster - range.lowerBound] = true
        }
        return interpolatedPrefixes(advances: advances, clusterStarts: starts)
    }

    // Running sums of advances, with an index inside a cluster taking its share of the cluster.
    private static func interpolatedPrefixes(advances: [Double], clusterStarts: [Bool]) -> [Double] {
        var prefixes = [0.0]
        for advance in advances {
            prefixes.append(prefixes[prefixes.count - 1] + advance)
        }
        var index = 0
        while index < advances.count {
            var next = index + 1
            while next < advances.count, !clusterStarts[next] { next += 1 }
            for inner in index + 1..<next {
                prefixes[inner] = prefixes[index] + advances[index] * Double(inner - index) / Double(next - index)
            }
            index = next
        }
        return prefixes
    }

    private func contextPrefix(_ index: Int) -> Double {
        guard index < count, !clusterStarts[index] else { return prefixEms[index] }
        var start = index
        while start > 0, !clusterStarts[start] { start -= 1 }
        var end = index
        while end < count, !clusterStarts[end] { end += 1 }
        let share = Double(index - start) / Double(end - start)
        return prefixEms[start] + (prefixEms[end] - prefixEms[start]) * share
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
