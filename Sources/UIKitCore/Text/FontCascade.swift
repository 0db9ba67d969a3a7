/// The faces a browser tries, in order, for text in one family and weight; each character
/// goes to the first face whose `unicode-range` has it.
struct FontCascade: Sendable {
    let faces: [FontFace]
    /// The face of the space character: what CSS calls the first available font, whose
    /// metrics every line has even when none of its glyphs are on it.
    let primary: Int

    init(faces: [FontFace]) {
        self.faces = faces
        primary = faces.firstIndex { $0.unicodeRange.contains(0x20) } ?? 0
    }

    /// The face for one grapheme cluster: the first that has all of its visible characters,
    /// else the primary face (where the browser would use a font the server does not know).
    func faceIndex<Scalars: Collection<Unicode.Scalar>>(forCluster cluster: Scalars) -> Int {
        let visible = cluster.filter { !$0.properties.isDefaultIgnorableCodePoint }
        return faces.firstIndex { face in visible.allSatisfy { face.unicodeRange.contains($0.value) } } ?? primary
    }

    /// The height of a line whose glyphs come from `faceIndices` at `size` points: the largest
    /// ascent and descent of those faces and the primary face, each with half its line gap.
    func lineHeight(faceIndices: Set<Int>, size: Double) -> Double {
        let extents = extents(faceIndices: faceIndices, size: size)
        return extents.above + extents.below
    }

    /// How far text whose glyphs come from `faceIndices` reaches above and below the baseline
    /// at `size` points: the largest ascent and descent of those faces and the primary face,
    /// each with half its line gap.
    func extents(faceIndices: Set<Int>, size: Double) -> (above: Double, below: Double) {
        guard !faces.isEmpty else { return (0, 0) }
        var above = 0.0
        var below = 0.0
        for index in faceIndices.union([primary]) {
            let metrics = faces[index].file.lineMetrics(size: size)
            above = max(above, metrics.ascent + metrics.lineGap / 2)
            below = max(below, metrics.descent + metrics.lineGap / 2)
        }
        return (above, below)
    }

    /// The metrics of the primary face at `size`.
    func primaryMetrics(size: Double) -> LineMetrics {
        faces.isEmpty ? LineMetrics(ascent: 0, descent: 0, lineGap: 0) : faces[primary].file.lineMetrics(size: size)
    }

    /// The heights of capital and lowercase letters of the primary face at `size`, unrounded.
    func letterHeights(size: Double) -> (capHeight: Double, xHeight: Double) {
        guard !faces.isEmpty else { return (0, 0) }
        let file = faces[primary].file
        let scale = size / Double(file.unitsPerEm)
        return (Double(file.capHeight) * scale, Double(file.xHeight) * scale)
    }
}
