/// Breaks shaped text into lines one at a time, greedily, as a browser does for
/// `white-space: pre-wrap; overflow-wrap: break-word`: each line ends at the last break
/// opportunity that fits, spaces at the end of a line hang past it, and a word too long for a
/// line of its own is broken between grapheme clusters. Without a width (or without wrapping)
/// lines end only at line feeds.
@MainActor
struct LineFitter {
    private let text: StyledText
    private let width: Double?
    private let breaksCharacters: Bool
    private let hangsSpaces: Bool
    private var start = 0
    private var lineStartOpportunities: [LineBreaker.Opportunity] = []
    private var finished = false

    init(text: StyledText, width: Double?, breaksCharacters: Bool, hangsSpaces: Bool) {
        self.text = text
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

    /// Where the paragraph holding `index` ends: after its line feed, or at the end of the text.
    static func paragraphEnd(after index: Int, in text: StyledText) -> Int {
        (index + 1..<text.count).first { text.opportunities[$0] == .mandatory } ?? text.count
    }

    /// The indent of a line starting at `index`: the first line of a paragraph has its own.
    static func indent(ofLineAt index: Int, in text: StyledText) -> Double {
        guard index < text.count else { return 0 }
        let paragraph = text.style(at: index).paragraph
        let startsParagraph = index == 0 || text.opportunities[index] == .mandatory
        return Double(startsParagraph ? paragraph.firstLineHeadIndent : paragraph.headIndent)
    }

    /// The next line, or `nil` after the last.
    mutating func nextLine() -> TextLayout.Line? {
        guard !finished, start < text.count else { return nil }
        let paragraphEnd = Self.paragraphEnd(after: start, in: text)
        lineStartOpportunities = Self.opportunities(startingLineAt: start, in: text)
        var end = paragraphEnd
        if width != nil, !Self.fits(contentWidth(start..<paragraphEnd), in: available) {
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
            guard Self.fits(contentWidth(start..<candidate), in: available) else { break }
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
    private static func opportunities(startingLineAt start: Int, in text: StyledText) -> [LineBreaker.Opportunity] {
        guard start > 0 else { return [] }
        return LineBreaker.opportunities(in: Array(text.scalars[start..<min(text.count, start + 3)]))
    }

    // A word wider than the line: as many grapheme clusters as fit, and at least one.
    private func emergencyBreak(before paragraphEnd: Int) -> Int {
        let clusterStarts = (start + 1..<paragraphEnd).filter { text.graphemeStarts[$0] }
        var end = clusterStarts.first ?? paragraphEnd
        for candidate in clusterStarts.dropFirst() {
            guard Self.fits(contentWidth(start..<candidate), in: available) else { break }
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

    // The width left for the line starting at `start`, past its indent.
    private var available: Double? {
        width.map { max(0, $0 - Self.indent(ofLineAt: start, in: text)) }
    }

    private func makeLine(_ range: Range<Int>) -> TextLayout.Line {
        let content = contentRange(range)
        let extents = text.extents(content)
        return TextLayout.Line(range: range, width: text.width(content), height: extents.above + extents.below)
    }

    private func contentWidth(_ range: Range<Int>) -> Double {
        text.width(contentRange(range))
    }

    // The part of a line that takes room: without its line feed, and without the spaces that
    // hang at its end when lines wrap.
    func contentRange(_ range: Range<Int>) -> Range<Int> {
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
