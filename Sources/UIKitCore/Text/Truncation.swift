/// Shortens the last line a label draws with an ellipsis, as its line break mode says: keeping
/// the start (`byTruncatingTail`), the end (`byTruncatingHead`) or both ends
/// (`byTruncatingMiddle`) of the rest of the paragraph, as much as fits with the ellipsis.
/// Cuts fall between grapheme clusters; spaces next to the ellipsis are dropped.
@MainActor
struct Truncation {
    let text: StyledText
    let measurer: TextMeasurer
    let mode: NSLineBreakMode

    /// The line starting at `start` shortened to fit `width`, or `nil` when the mode does not
    /// truncate, or the rest of the paragraph fits and no text follows it (`textFollows` says
    /// whether lines after this one were left out).
    func truncatedLine(startingAt start: Int, width: Double?, textFollows: Bool) -> (pieces: [TextBlock.Piece], width: Double)? {
        guard [.byTruncatingHead, .byTruncatingTail, .byTruncatingMiddle].contains(mode) else { return nil }
        let paragraphEnd = LineFitter.paragraphEnd(after: start, in: text)
        var end = paragraphEnd
        while end > start, isLineFeed(end - 1) { end -= 1 }
        let available = width.map { max(0, $0 - LineFitter.indent(ofLineAt: start, in: text)) }
        let laterParagraphs = textFollows && paragraphEnd < text.count
        if !laterParagraphs, LineFitter.fits(text.width(start..<end), in: available) { return nil }
        // Only later paragraphs were left out: the paragraph is shortened at its end.
        let fitsWhole = LineFitter.fits(text.width(start..<end), in: available)
        let effectiveMode: NSLineBreakMode = laterParagraphs && fitsWhole ? .byTruncatingTail : mode
        let boundaries = (start...end).filter { $0 == end || text.graphemeStarts[$0] }
        switch effectiveMode {
        case .byTruncatingHead:
            let kept = last(in: Array(boundaries.reversed())) { cut in fits(nil, cut..<end, available) }
            return line(nil, trimmedLeading((kept ?? end)..<end))
        case .byTruncatingMiddle:
            let count = boundaries.count - 1
            let kept = last(in: Array(0...count)) { kept in
                let front = start..<boundaries[(kept + 1) / 2]
                let back = boundaries[count - kept / 2]..<end
                return fits(front, back, available)
            } ?? 0
            var frontEnd = boundaries[(kept + 1) / 2]
            let back = boundaries[count - kept / 2]..<end
            // Clusters are kept front and back in turn; when the next one (at the back) does not
            // fit, a narrower one at the front still may.
            let nextFront = (kept + 1) / 2 + 1
            if kept % 2 == 1, nextFront < count - kept / 2, fits(start..<boundaries[nextFront], back, available) {
                frontEnd = boundaries[nextFront]
            }
            return line(trimmedTrailing(start..<frontEnd), trimmedLeading(back))
        default:
            let kept = last(in: boundaries) { cut in fits(start..<cut, nil, available) }
            return line(trimmedTrailing(start..<(kept ?? start)), nil)
        }
    }

    // The last of `candidates` (ordered by how much text they keep) that `fits`, by bisection:
    // widths grow with the text kept.
    private func last<Candidate>(in candidates: [Candidate], where fits: (Candidate) -> Bool) -> Candidate? {
        var low = 0
        var high = candidates.count
        while low < high {
            let middle = (low + high) / 2
            if fits(candidates[middle]) { low = middle + 1 } else { high = middle }
        }
        return low == 0 ? nil : candidates[low - 1]
    }

    private func fits(_ front: Range<Int>?, _ back: Range<Int>?, _ available: Double?) -> Bool {
        LineFitter.fits(width(front.map(trimmedTrailing), back.map(trimmedLeading)), in: available)
    }

    private func width(_ front: Range<Int>?, _ back: Range<Int>?) -> Double {
        (front.map(text.width) ?? 0) + ellipsisWidth(style: ellipsisStyle(front, back)) + (back.map(text.width) ?? 0)
    }

    private func line(_ front: Range<Int>?, _ back: Range<Int>?) -> (pieces: [TextBlock.Piece], width: Double) {
        var pieces = front.map { TextBlock.pieces($0, in: text) } ?? []
        pieces.append(TextBlock.Piece(text: "\u{2026}", style: ellipsisStyle(front, back)))
        pieces += back.map { TextBlock.pieces($0, in: text) } ?? []
        var merged: [TextBlock.Piece] = []
        for piece in pieces {
            if let last = merged.last, last.style == piece.style {
                merged[merged.count - 1].text += piece.text
            } else {
                merged.append(piece)
            }
        }
        return (merged, width(front, back))
    }

    // The ellipsis takes the style of the character before it, or after it at a line's start.
    private func ellipsisStyle(_ front: Range<Int>?, _ back: Range<Int>?) -> TextStyle {
        if let front, !front.isEmpty { return text.style(at: front.upperBound - 1) }
        if let back, !back.isEmpty { return text.style(at: back.lowerBound) }
        return text.style(at: (front ?? back)?.lowerBound ?? 0)
    }

    private func ellipsisWidth(style: TextStyle) -> Double {
        let shaped = measurer.shapedText("\u{2026}", font: style.font)
        return shaped.ems(0..<shaped.count) * Double(style.font.pointSize) + style.kern
    }

    private func trimmedTrailing(_ range: Range<Int>) -> Range<Int> {
        var end = range.upperBound
        while end > range.lowerBound, isSpace(end - 1) { end -= 1 }
        return range.lowerBound..<end
    }

    private func trimmedLeading(_ range: Range<Int>) -> Range<Int> {
        var start = range.lowerBound
        while start < range.upperBound, isSpace(start) { start += 1 }
        return start..<range.upperBound
    }

    private func isSpace(_ index: Int) -> Bool {
        text.scalars[index].properties.isWhitespace
    }

    private func isLineFeed(_ index: Int) -> Bool {
        text.scalars[index].value == 0x0A || text.scalars[index].value == 0x0D
    }
}
