import Foundation

/// Text in runs of one style, ready to be broken into lines: its characters (Unicode scalars),
/// where lines may break in it as a whole, and each stretch of one font shaped on its own, the
/// way a browser shapes the spans of a paragraph.
@MainActor
struct StyledText {
    /// A stretch of characters drawn in one style.
    struct Run {
        var range: Range<Int>
        var style: TextStyle
    }

    // A stretch shaped together: one font and one letter spacing. An attachment's stretch is
    // not shaped: each character is the attachment's box (`shaped` is then the empty text in
    // the run's font, for its line metrics).
    private struct Segment {
        var range: Range<Int>
        var shaped: ShapedText
        var size: Double
        var kern: Double
        var attachment: (width: Double, above: Double, below: Double)?
    }

    let scalars: [Unicode.Scalar]
    let graphemeStarts: [Bool]
    let opportunities: [LineBreaker.Opportunity]
    let runs: [Run]
    private let segments: [Segment]
    // The run of each character.
    private let runIndices: [Int]
    // Grapheme cluster starts before each index, for letter spacing.
    private let graphemePrefix: [Int]

    var count: Int { scalars.count }

    /// `pieces` of text, each in its style, one after the other.
    init(_ pieces: [(text: String, style: TextStyle)], measurer: TextMeasurer) {
        var scalars: [Unicode.Scalar] = []
        var graphemeStarts: [Bool] = []
        var runs: [Run] = []
        for piece in pieces where !piece.text.isEmpty {
            let start = scalars.count
            for character in piece.text {
                for (offset, scalar) in character.unicodeScalars.enumerated() {
                    scalars.append(scalar)
                    graphemeStarts.append(offset == 0)
                }
            }
            if let last = runs.last, last.style == piece.style {
                runs[runs.count - 1].range = last.range.lowerBound..<scalars.count
            } else {
                runs.append(Run(range: start..<scalars.count, style: piece.style))
            }
        }
        self.scalars = scalars
        self.graphemeStarts = graphemeStarts
        self.runs = runs
        opportunities = LineBreaker.opportunities(in: scalars)
        var runIndices = [Int](repeating: 0, count: scalars.count)
        for (index, run) in runs.enumerated() {
            for scalar in run.range { runIndices[scalar] = index }
        }
        self.runIndices = runIndices
        var graphemePrefix = [0]
        graphemePrefix.reserveCapacity(scalars.count + 1)
        for start in graphemeStarts {
            graphemePrefix.append(graphemePrefix[graphemePrefix.count - 1] + (start ? 1 : 0))
        }
        self.graphemePrefix = graphemePrefix
        segments = Self.segments(of: runs, scalars: scalars, measurer: measurer)
    }

    /// `attributed` with `defaults` for the attributes it leaves out, fonts scaled by `fontScale`.
    init(_ attributed: NSAttributedString, defaults: TextStyle, fontScale: CGFloat = 1, measurer: TextMeasurer) {
        var pieces: [(text: String, style: TextStyle)] = []
        let string = attributed.string as NSString
        attributed.enumerateAttributes(in: NSRange(location: 0, length: attributed.length), options: []) { attributes, range, _ in
            pieces.append((string.substring(with: range), TextStyle(attributes, defaults: defaults, fontScale: fontScale)))
        }
        self.init(pieces, measurer: measurer)
    }

    private static func segments(of runs: [Run], scalars: [Unicode.Scalar], measurer: TextMeasurer) -> [Segment] {
        var groups: [(range: Range<Int>, style: TextStyle)] = []
        for run in runs {
            if let last = groups.last, last.style.shapesLike(run.style) {
                groups[groups.count - 1].range = last.range.lowerBound..<run.range.upperBound
            } else {
                groups.append((run.range, run.style))
            }
        }
        return groups.map { group in
            let font = group.style.font
            if let attachment = group.style.attachment {
                let box = attachment.layoutBox(for: font)
                return Segment(range: group.range, shaped: measurer.shapedText("", font: font), size: Double(font.pointSize),
                               kern: group.style.kern,
                               attachment: (Double(box.size.width), Double(box.size.height + box.y), Double(-box.y)))
            }
            var text = String.UnicodeScalarView()
            text.append(contentsOf: scalars[group.range])
            return Segment(range: group.range, shaped: measurer.shapedText(String(text), font: font),
                           size: Double(font.pointSize), kern: group.style.kern)
        }
    }

    /// The style of the character at `index`.
    func style(at index: Int) -> TextStyle {
        runs[runIndices[min(max(index, 0), count - 1)]].style
    }

    /// The advance of `range` set on a line of its own, in points: each font's stretch shaped as
    /// the browser shapes it, with letter spacing after every grapheme cluster.
    func width(_ range: Range<Int>) -> Double {
        guard !range.isEmpty else { return 0 }
        var total = 0.0
        for segment in segments where segment.range.overlaps(range) {
            let part = segment.range.clamped(to: range)
            let local = (part.lowerBound - segment.range.lowerBound)..<(part.upperBound - segment.range.lowerBound)
            if let attachment = segment.attachment {
                total += attachment.width * Double(part.count)
            } else {
                total += segment.shaped.ems(local) * segment.size
            }
            if segment.kern != 0 {
                total += segment.kern * Double(graphemePrefix[part.upperBound] - graphemePrefix[part.lowerBound])
            }
        }
        return total
    }

    /// How far a line holding `range` reaches above and below its baseline, in points: the
    /// largest ascent and descent (each with half its line gap) of the faces its characters are
    /// drawn with and of each run's first available face, moved by each run's baseline offset.
    /// An empty line takes the extents of the run at `range.lowerBound`.
    func extents(_ range: Range<Int>) -> (above: Double, below: Double) {
        guard count > 0 else { return (0, 0) }
        guard !range.isEmpty else { return extents(ofRunAt: min(range.lowerBound, count - 1), faces: []) }
        var above = -Double.infinity
        var below = -Double.infinity
        for segment in segments where segment.range.overlaps(range) {
            let part = segment.range.clamped(to: range)
            var start = part.lowerBound
            while start < part.upperBound {
                let runEnd = min(runs[runIndices[start]].range.upperBound, part.upperBound)
                let local = (start - segment.range.lowerBound)..<(runEnd - segment.range.lowerBound)
                let faces = segment.attachment == nil ? Set(segment.shaped.faceIndices[local]) : []
                let run = extents(ofRunAt: start, faces: faces)
                above = max(above, run.above)
                below = max(below, run.below)
                start = runEnd
            }
        }
        return (above, below)
    }

    private func extents(ofRunAt index: Int, faces: Set<Int>) -> (above: Double, below: Double) {
        let segment = segments.first { $0.range.contains(index) } ?? segments[0]
        let style = self.style(at: index)
        var extents = segment.shaped.cascade.extents(faceIndices: faces, size: segment.size)
        // An attachment's box stands on the baseline, as a browser's inline image does.
        if let attachment = segment.attachment {
            extents = (max(extents.above, attachment.above), max(extents.below, attachment.below))
        }
        return (extents.above + style.baselineOffset, extents.below - style.baselineOffset)
    }
}
