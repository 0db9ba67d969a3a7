import Foundation

extension NSAttributedString {
    /// Returns the size the attributed string occupies when drawn: the widest line and the
    /// height of all lines, split at line feeds only, unrounded.
    @MainActor
    public func size() -> CGSize {
        layoutBlock(width: nil, options: [.usesLineFragmentOrigin]).size
    }

    /// Returns the bounding rectangle the attributed string occupies in a rectangle of `size`:
    /// with `.usesLineFragmentOrigin`, lines wrapped at `size.width` from the rectangle's top;
    /// without it, one line (the first), from its baseline. Unrounded, as UIKit returns it.
    @MainActor
    public func boundingRect(with size: CGSize, options: NSStringDrawingOptions = [],
                             context: NSStringDrawingContext?) -> CGRect {
        let width = size.width > 0 && size.width < .greatestFiniteMagnitude ? Double(size.width) : nil
        let block = layoutBlock(width: width, options: options, height: Double(size.height))
        let measured = block.size
        context?.totalBounds = CGRect(origin: .zero, size: measured)
        guard options.contains(.usesLineFragmentOrigin) else {
            let ascent = block.lines.first.map { _ in firstLineAscent() } ?? 0
            return CGRect(x: 0, y: -ascent, width: measured.width, height: measured.height)
        }
        return CGRect(origin: .zero, size: measured)
    }

    @MainActor
    private func layoutBlock(width: Double?, options: NSStringDrawingOptions, height: Double = 0) -> TextBlock {
        let measurer = TextMeasurer.shared
        let styled = StyledText(self, defaults: Self.measuringDefaults, measurer: measurer)
        let lineFragments = options.contains(.usesLineFragmentOrigin)
        let truncates = options.contains(.truncatesLastVisibleLine) && lineFragments
        var block = TextBlockOptions(width: width, wraps: lineFragments && width != nil)
        block.maximumLines = lineFragments ? 0 : 1
        let breaksCharacters = styled.count > 0 && styled.style(at: 0).paragraph.lineBreakMode == .byCharWrapping
        block.lineBreakMode = truncates ? .byTruncatingTail : breaksCharacters ? .byCharWrapping : .byWordWrapping
        if truncates, height > 0, height < .greatestFiniteMagnitude { block.maximumHeight = height }
        return measurer.block(styled, options: block)
    }

    @MainActor
    private func firstLineAscent() -> Double {
        let styled = StyledText(self, defaults: Self.measuringDefaults, measurer: TextMeasurer.shared)
        let end = LineFitter.paragraphEnd(after: 0, in: styled)
        return styled.extents(0..<end).above
    }

    // Strings are measured in the system font at 12 points where they name none (Helvetica 12
    // on Apple platforms), in black.
    @MainActor
    static var measuringDefaults: TextStyle {
        TextStyle(font: UIFont.systemFont(ofSize: 12), color: .black)
    }
}
