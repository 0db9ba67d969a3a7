import Foundation

/// A view that displays one or more lines of informational text.
@MainActor
open class UILabel: UIView {
    /// The text that the label displays.
    open var text: String? {
        willSet { if newValue != text { willChangeRender(.text) } }
        didSet {
            updateFontForDrawing()
            if text != oldValue { invalidateIntrinsicContentSize() }
        }
    }

    /// The font of the text.
    open var font: UIFont! = UIFont.systemFont(ofSize: UIFont.labelFontSize) {
        didSet {
            if font == nil { font = UIFont.systemFont(ofSize: UIFont.labelFontSize) }
            updateFontForDrawing()
            if font != oldValue { invalidateIntrinsicContentSize() }
        }
    }

    /// The color of the text.
    open var textColor: UIColor! = .label {
        willSet { if newValue != textColor { willChangeRender(.color) } }
        didSet { if textColor == nil { textColor = .label } }
    }

    /// The technique for aligning the text.
    open var textAlignment: NSTextAlignment = .natural {
        willSet { if newValue != textAlignment { willChangeRender(.align) } }
    }

    /// The maximum number of lines for rendering text; 0 means as many as needed.
    open var numberOfLines: Int = 1 {
        willSet { if newValue != numberOfLines { willChangeRender(.lines) } }
        didSet {
            updateFontForDrawing()
            if numberOfLines != oldValue { invalidateIntrinsicContentSize() }
        }
    }

    /// The technique for wrapping and truncating the label's text. Words wrap (characters with
    /// `.byCharWrapping`); the truncating modes and clipping apply to the last line.
    open var lineBreakMode: NSLineBreakMode = .byTruncatingTail

    /// The preferred maximum width, in points, of a multiline label; 0 lets the label use its
    /// width.
    open var preferredMaxLayoutWidth: CGFloat = 0 {
        didSet { if preferredMaxLayoutWidth != oldValue { invalidateIntrinsicContentSize() } }
    }

    /// Whether the label reduces the font size, down to `minimumScaleFactor`, to fit the text
    /// into its bounds: its width for one line, its height for several.
    open var adjustsFontSizeToFitWidth = false {
        didSet { updateFontForDrawing() }
    }

    /// The smallest multiplier for the font size when `adjustsFontSizeToFitWidth` is on; 0
    /// keeps the font size.
    open var minimumScaleFactor: CGFloat = 0 {
        didSet { updateFontForDrawing() }
    }

    /// The font the browser draws with: `font`, or a smaller size of it that fits the bounds.
    private var fontForDrawing = UIFont.systemFont(ofSize: UIFont.labelFontSize)

    public override init(frame: CGRect) {
        super.init(frame: frame)
        isUserInteractionEnabled = false
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        isUserInteractionEnabled = false
    }

    /// Returns the drawing rectangle for the label's text: its size, rounded up to whole
    /// pixels, for the bounds' width (when the label has several lines) and line limit.
    open func textRect(forBounds bounds: CGRect, limitedToNumberOfLines numberOfLines: Int) -> CGRect {
        guard let text, !text.isEmpty else { return CGRect(origin: bounds.origin, size: .zero) }
        // Several lines are drawn as `white-space: pre-wrap`, where spaces at a line's end hang,
        // even when no width makes them wrap.
        let width = bounds.width > 0 && bounds.width < Self.unlimited ? Double(bounds.width) : nil
        let layout = TextMeasurer.shared.layout(text, font: font, width: width, wraps: numberOfLines != 1,
                                                maximumLines: numberOfLines, lineBreakMode: lineBreakMode)
        var size = CGSize(width: roundedUpToPixel(layout.size.width), height: roundedUpToPixel(layout.size.height))
        if bounds.width > 0 { size.width = min(size.width, bounds.width) }
        if bounds.height > 0 { size.height = min(size.height, bounds.height) }
        return CGRect(origin: bounds.origin, size: size)
    }

    /// The size that fits the text: one line as long as the text, or lines wrapped at
    /// `size.width` (when above zero) up to `numberOfLines`. Rounded up to whole pixels.
    open override func sizeThatFits(_ size: CGSize) -> CGSize {
        textSize(fitting: size)
    }

    /// What `sizeThatFits(_:)` and the intrinsic content size report: `textRect(forBounds:
    /// limitedToNumberOfLines:)` for bounds as wide as `size` (unlimited for one line or a
    /// width of 0) and unlimited in height, so subclasses that inset the text rect are sized
    /// with their insets.
    func textSize(fitting size: CGSize) -> CGSize {
        let width = numberOfLines != 1 && size.width > 0 ? size.width : Self.unlimited
        return textRect(forBounds: CGRect(x: 0, y: 0, width: width, height: Self.unlimited),
                        limitedToNumberOfLines: numberOfLines).size
    }

    /// The label's intrinsic content size: the text on one line, or wrapped at
    /// `preferredMaxLayoutWidth` (else at the label's width, once it has one).
    var intrinsicTextSize: CGSize {
        let width = preferredMaxLayoutWidth > 0 ? preferredMaxLayoutWidth : bounds.width
        return textSize(fitting: CGSize(width: width, height: 0))
    }

    open override func layoutSubviews() {
        super.layoutSubviews()
        updateFontForDrawing()
    }

    private static let unlimited = CGFloat.greatestFiniteMagnitude

    private func roundedUpToPixel(_ value: Double) -> CGFloat {
        let scale = traitCollection.displayScale > 0 ? traitCollection.displayScale : 1
        return (CGFloat(value) * scale).rounded(.up) / scale
    }

    private func updateFontForDrawing() {
        let adjusted = adjustedFont()
        guard adjusted != fontForDrawing else { return }
        willChangeRender(.font)
        fontForDrawing = adjusted
    }

    // The font scaled down, no further than `minimumScaleFactor`, until the text fits the
    // bounds: on one line within the width, or on `numberOfLines` lines within the height.
    private func adjustedFont() -> UIFont {
        guard adjustsFontSizeToFitWidth, minimumScaleFactor > 0, minimumScaleFactor < 1,
              let text, !text.isEmpty, bounds.width > 0 else { return font }
        let measurer = TextMeasurer.shared
        let width = Double(bounds.width)
        if numberOfLines == 1 {
            let natural = measurer.layout(text, font: font, maximumLines: 1).size.width
            guard !LineFitter.fits(natural, in: width) else { return font }
            // Widths grow linearly with the size; aim just inside the last whole 1/64 point.
            let fitting = (width * 64).rounded(.down) / 64 / natural * (1 - 1e-9)
            return font.withSize(font.pointSize * max(minimumScaleFactor, CGFloat(fitting)))
        }
        let fits = { (scale: CGFloat) -> Bool in
            let layout = measurer.layout(text, font: self.font.withSize(self.font.pointSize * scale), width: width,
                                         wraps: true, maximumLines: self.numberOfLines, lineBreakMode: self.lineBreakMode)
            return !layout.isTruncated && layout.size.height <= Double(self.bounds.height)
        }
        guard bounds.height > 0, !fits(1) else { return font }
        var low = minimumScaleFactor
        var high: CGFloat = 1
        guard fits(low) else { return font.withSize(font.pointSize * low) }
        for _ in 0..<12 {
            let middle = (low + high) / 2
            if fits(middle) { low = middle } else { high = middle }
        }
        return font.withSize(font.pointSize * low)
    }

    override func renderValue(for key: RenderKey) -> RenderValue? {
        switch key {
        case .text:
            return text.map(RenderValue.string)
        case .font:
            let rendered = fontForDrawing.renderFont
            return rendered == UIFont.systemFont(ofSize: UIFont.labelFontSize).renderFont ? nil : .font(rendered)
        case .color:
            return .color(textColor.render(in: traitCollection))
        case .align:
            return textAlignment.cssValue.map(RenderValue.string)
        case .lines:
            return numberOfLines == 1 ? nil : .number(Double(numberOfLines))
        default:
            return super.renderValue(for: key)
        }
    }

    override var isAccessibilityElementByDefault: Bool { true }

    override var automationText: String? { text }

    /// The size of the label's text: one line, or wrapped at `preferredMaxLayoutWidth` (else the
    /// label's width) when it has several lines.
    open override var intrinsicContentSize: CGSize {
        intrinsicTextSize
    }
}
