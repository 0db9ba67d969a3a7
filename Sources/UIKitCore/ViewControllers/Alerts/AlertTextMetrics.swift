import Foundation

/// Estimates of how tall wrapped text is, for laying out alerts. Labels cannot measure their text
/// yet (`sizeThatFits(_:)` does not shape it), so this assumes an average glyph width of about
/// half the point size, a little more for bold weights.
enum AlertTextMetrics {
    static func width(of text: String, font: UIFont) -> CGFloat {
        let average = font.pointSize * (font.weight.rawValue >= UIFont.Weight.semibold.rawValue ? 0.56 : 0.52)
        return CGFloat(text.count) * average
    }

    /// The height of the text wrapped to `width`, in lines of 1.2 times the point size.
    static func height(of text: String?, font: UIFont, width: CGFloat) -> CGFloat {
        guard let text, !text.isEmpty, width > 0 else { return 0 }
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false).reduce(0) { count, line in
            count + max(1, Int((self.width(of: String(line), font: font) / width).rounded(.up)))
        }
        return (CGFloat(lines) * font.pointSize * 1.2).rounded(.up)
    }
}
