/// Breaks shaped text into lines one at a time, greedily, as a browser does for
/// `white-space: pre-wrap; overflow-wrap: break-word`: each line ends at the last break
/// opportunity that fits, spaces at the end of a line hang past it, and a word too long for a
/// line of its own is broken between grapheme clusters. Without a width (or without wrapping)
/// lines end only at line feeds.
struct LineFitter {
    private let text: ShapedText
    private let size: Double
    private let width: Double?
    private let breaksCharacters: Bool
    private let hangsSpaces: Bool
    private var start = 0
    private var lineStartOpportunities: [LineBreaker.Opportunity] = []
    private var finished = false

    init(text: ShapedText, size: Double, width: Double?, breaksCharacters: Bool, hangsSpaces: Bool) {
        self.text = text
        self.size = size
        self.width = width
        self.breaksCharacters = breaksCharacters
        self.hangsSpaces = hangsSpaces
    }

    /// Whether a line `lineWidth` wide fits in `available` points: browsers compare both in
    /// whole 1/64ths of a point, rounded down.
    static func fits(_ lineWidth: Double, in available: Double?) -> Bool {
        guard let available else { return true }
        return (available * 64).rounded(.down) >= (lineWidth * 64).rounded(.down)
    }

    /// The next line, or `nil` after the last.
    mutating func nextLine() -> TextLayout.Line? {
        guard !finished, start < text.count else { return nil }
        let paragraphEnd = (start + 1..<text.count).first { text.opportunities[$0] == .mandatory } ?? text.count
        lineStartOpportunities = Self.opportunities(startingLineAt: start, in: text)
        var end = paragraphEnd
        if width != nil, !Self.fits(contentWidth(start..<paragraphEnd), in: width) {
            end = lastFittingBreak(before: paragraphEnd) ?? emergencyBreak(before: paragraphEnd)
        }
        let line = makeLine(start..<end)
        start = end
        finished = end >= text.count
        return line
    }

    private func lastFittingBreak(before paragraphEnd: Int) -> Int? {
        var best: Int?
        for candidate in start + 1..<paragraphEnd where isBreak(before: candidate) {
            guard Self.fits(contentWidth(start..<candidate), in: width) else { break }
            best = candidate
        }
        return best
    }

    private func isBreak(before index: Int) -> Bool {
        if breaksCharacters { return text.graphemeStarts[index] && !isSpace(index) }
        let offset = index - start
        if offset < lineStartOpportunities.count { return lineStartOpportunities[offset] == .allowed }
        return text.opportunities[index] == .allowed
    }

    // Browsers find break opportunities on a line as if the text began where the line does:
    // a dash that starts a line after a word was broken is word-initial, and stays with the
    // letters after it. Only the first characters of a line see the difference.
    private static func opportunities(startingLineAt start: Int, in text: ShapedText) -> [LineBreaker.Opportunity] {
        guard start > 0 else { return [] }
        return LineBreaker.opportunities(in: Array(text.scalars[start..<min(text.count, start + 3)]))
    }

    // A word wider than the line: as many grapheme clusters as fit, and at least one.
    private func emergencyBreak(before paragraphEnd: Int) -> Int {
        let clusterStarts = (start + 1..<paragraphEnd).filter { text.graphemeStarts[$0] }
        var end = clusterStarts.first ?? paragraphEnd
        for candidate in clusterStarts.dropFirst() {
            guard Self.fits(contentWidth(start..<candidate), in: width) else { break }
            end = candidate
        }
        // Spaces never start a line: they hang at the end of this one.
        while end < paragraphEnd, isSpace(end) {
            end += 1
        }
        return end
    }

    private func isSpace(_ index: Int) -> Bool {
        text.scalars[index].value == 0x20 || text.scalars[index].value == 0x09
    }

    private func makeLine(_ range: Range<Int>) -> TextLayout.Line {
        let content = contentRange(range)
        var faces = Set(text.faceIndices[content])
        if content.isEmpty { faces = [] }
        return TextLayout.Line(range: range, width: text.ems(content) * size,
                               height: text.cascade.lineHeight(faceIndices: faces, size: size))
    }

    private func contentWidth(_ range: Range<Int>) -> Double {
        text.ems(contentRange(range)) * size
    }

    // The part of a line that takes room: without its line feed, and without the spaces that
    // hang at its end when lines wrap.
    private func contentRange(_ range: Range<Int>) -> Range<Int> {
        var end = range.upperBound
        while end > range.lowerBound, text.scalars[end - 1].value == 0x0A || text.scalars[end - 1].value == 0x0D {
            end -= 1
        }
        if hangsSpaces {
            while end > range.lowerBound, isSpace(end - 1) {
                end -= 1
            }
        }
        return range.lowerBound..<end
    }
}
