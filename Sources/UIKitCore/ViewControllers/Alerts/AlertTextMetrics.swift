import Foundation

/// How wide and tall text is, for laying out alerts: widths are measured as labels draw them.
enum AlertTextMetrics {
    @MainActor static func width(of text: String, font: UIFont) -> CGFloat {
        TextMeasurer.shared.size(of: text, font: font).width.rounded(.up)
    }

    /// The height of the text wrapped to `width` as a multi-line label breaks it.
    @MainActor static func height(of text: String?, font: UIFont, width: CGFloat) -> CGFloat {
        guard let text, !text.isEmpty, width > 0 else { return 0 }
        return TextMeasurer.shared.layout(text, font: font, width: Double(width), wraps: true).size.height.rounded(.up)
    }
}
