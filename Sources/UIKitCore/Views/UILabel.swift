import Foundation

/// A view that displays one or more lines of informational text.
@preconcurrency @MainActor
open class UILabel: UIView {
    /// The text that the label displays. Setting it replaces `attributedText` with the text
    /// styled by the label's own properties.
    open var text: String? {
        willSet { if newValue != text || (storedAttributedText != nil && !isTakingAttributedText) { setNeedsTextDrawing() } }
        didSet {
            if !isTakingAttributedText { storedAttributedText = nil }
            if text != oldValue { invalidateIntrinsicContentSize() }
        }
    }

    /// The styled text that the label displays. Setting it also sets `text`, and `font`,
    /// `textColor`, `textAlignment` and `lineBreakMode` from the attributes of its first
    /// character; attributes it leaves out are taken from those properties.
    open var attributedText: NSAttributedString? {
        get { attributedTextImplementation }
        set { setAttributedTextImplementation(newValue) }
    }

    /// The font of the text; for styled text, setting it applies the font to all of it.
    open var font: UIFont! = UIFont.labelDefault {
        willSet { if !same(newValue, font) || storedAttributedText != nil { setNeedsTextDrawing() } }
        didSet {
            guard acceptsAppearanceValue(.font) else { font = oldValue; return }
            if font == nil { font = UIFont.labelDefault }
            applyToAttributedText(.font, font!)
            if !same(font, oldValue) { invalidateIntrinsicContentSize() }
        }
    }

    /// The color of the text; for styled text, setting it applies the color to all of it.
    open var textColor: UIColor! = .label {
        willSet { if !same(newValue, textColor) || storedAttributedText != nil { setNeedsTextDrawing() } }
        didSet {
            guard acceptsAppearanceValue(.textColor) else { textColor = oldValue; return }
            if textColor == nil { textColor = .label }
            applyToAttributedText(.foregroundColor, textColor!)
        }
    }

    /// The maximum number of lines for rendering text; 0 means as many as needed.
    open var numberOfLines: Int = 1 {
        willSet { if newValue != numberOfLines { setNeedsTextDrawing() } }
        didSet { if numberOfLines != oldValue { invalidateIntrinsicContentSize() } }
    }

    /// The technique for aligning the text; for styled text, setting it applies to every
    /// paragraph.
    open var textAlignment: NSTextAlignment = .natural {
        willSet { if newValue != textAlignment || storedAttributedText != nil { setNeedsTextDrawing() } }
        didSet { applyToParagraphStyles { $0.alignment = self.textAlignment } }
    }

    /// Whether the label takes a new font when the content size category changes: its font,
    /// made by `UIFont.preferredFont(forTextStyle:)` or `UIFontMetrics`, is made again for the
    /// new category. The default is `false`.
    open var adjustsFontForContentSizeCategory = false

    /// The technique for wrapping and truncating the label's text: words wrap (characters with
    /// `.byCharWrapping`); the truncating modes put an ellipsis in the last line drawn;
    /// `.byClipping` cuts it at the label's edge.
    open var lineBreakMode: NSLineBreakMode = .byTruncatingTail {
        willSet { if newValue != lineBreakMode || storedAttributedText != nil { setNeedsTextDrawing() } }
        didSet {
            applyToParagraphStyles { $0.lineBreakMode = self.lineBreakMode }
            if lineBreakMode != oldValue { invalidateIntrinsicContentSize() }
        }
    }

    /// The preferred maximum width, in points, of a multiline label; 0 lets the label use its
    /// width.
    open var preferredMaxLayoutWidth: CGFloat {
        get { labelRareState?.preferredMaxLayoutWidth ?? 0 }
        set {
            let oldValue = preferredMaxLayoutWidth
            guard newValue != oldValue else { return }
            labelRareStateMade.preferredMaxLayoutWidth = newValue
            invalidateIntrinsicContentSize()
        }
    }

    /// Whether the label reduces the font size, down to `minimumScaleFactor`, to fit the text
    /// into its bounds: its width for one line, its height for several.
    open var adjustsFontSizeToFitWidth = false {
        willSet { if newValue != adjustsFontSizeToFitWidth { setNeedsTextDrawing() } }
    }

    /// The smallest multiplier for the font size when `adjustsFontSizeToFitWidth` is on; 0
    /// keeps the font size.
    open var minimumScaleFactor: CGFloat {
        get { labelRareState?.minimumScaleFactor ?? 0 }
        set {
            guard newValue != minimumScaleFactor else { return }
            setNeedsTextDrawing()
            labelRareStateMade.minimumScaleFactor = newValue
        }
    }

    /// Whether the label draws its text enabled; disabled text is dimmed.
    open var isEnabled = true {
        willSet { if newValue != isEnabled { setNeedsTextDrawing() } }
    }

    /// Whether the label draws its text highlighted, in `highlightedTextColor`.
    open var isHighlighted = false {
        willSet { if newValue != isHighlighted { setNeedsTextDrawing() } }
    }

    /// The color of the text when the label is highlighted; `nil` keeps the text's colors.
    open var highlightedTextColor: UIColor? {
        get { labelRareState?.highlightedTextColor }
        set {
            if newValue != highlightedTextColor, isHighlighted { setNeedsTextDrawing() }
            if labelRareState != nil || newValue != nil { labelRareStateMade.highlightedTextColor = newValue }
        }
    }

    /// The color of the text's shadow; `nil` (the default) draws no shadow.
    open var shadowColor: UIColor? {
        get { labelRareState?.shadowColor }
        set {
            guard acceptsAppearanceValue(.shadowColor) else { return }
            if !same(newValue, shadowColor) { willChangeRender(.textShadow) }
            if labelRareState != nil || newValue != nil { labelRareStateMade.shadowColor = newValue }
        }
    }

    /// The offset of the text's shadow, in points: by default (0, -1), one point up.
    open var shadowOffset: CGSize {
        get { labelRareState?.shadowOffset ?? LabelRareState.defaultShadowOffset }
        set {
            guard newValue != shadowOffset else { return }
            if shadowColor != nil { willChangeRender(.textShadow) }
            labelRareStateMade.shadowOffset = newValue
        }
    }

    /// The styled text when `attributedText` was set, until `text` is.
    var storedAttributedText: NSAttributedString? {
        get { labelRareState?.attributedText }
        set { if labelRareState != nil || newValue != nil { labelRareStateMade.attributedText = newValue } }
    }
    /// Whether `attributedText` is setting the label's properties from its first character.
    var isTakingAttributedText = false
    /// What few labels set (styled text, a shadow, a highlight color, shrinking, a preferred
    /// width), in a box made the first time one of them is set: a screen holds many labels.
    private var labelRareState: LabelRareState?
    /// The text as last drawn, or `nil` when something it depends on changed since.
    var drawing: LabelDrawing?
    /// The width the intrinsic content size was last measured at; NaN for none (eight bytes
    /// where an optional takes nine, and sixteen in a label's layout).
    private var measuredIntrinsicSizeWidth = CGFloat.nan

    // Swift lays stored properties out in the order they are declared: the one-byte ones above
    // (alignment, line breaks, the flags) come together so that a label has no padding between
    // its eight-byte fields. A screen holds dozens of labels.

    /// The width the intrinsic content size was last measured at.
    var intrinsicSizeWidth: CGFloat? {
        get { measuredIntrinsicSizeWidth.isNaN ? nil : measuredIntrinsicSizeWidth }
        set { measuredIntrinsicSizeWidth = newValue ?? .nan }
    }

    private var labelRareStateMade: LabelRareState {
        if let labelRareState { return labelRareState }
        let made = LabelRareState()
        labelRareState = made
        return made
    }

    /// The rectangle `drawText(in:)` was last asked to draw in, while a label draws
    /// (`makeDrawing()`), for its text to sit in: it lasts no longer than that, so no label
    /// keeps one.
    static var requestedTextRect: CGRect?

    public override init(frame: CGRect) {
        super.init(frame: frame)
        isUserInteractionEnabled = false
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        isUserInteractionEnabled = false
        NibDecoder.finish(coder, self, as: UILabel.self)
    }

    /// Returns the drawing rectangle for the label's text: its size, rounded up to whole
    /// pixels, with the text broken and truncated to fit `bounds` (unlimited sides are not
    /// limits) and `numberOfLines`.
    open func textRect(forBounds bounds: CGRect, limitedToNumberOfLines numberOfLines: Int) -> CGRect {
        textRectImplementation(forBounds: bounds, limitedToNumberOfLines: numberOfLines)
    }

    /// Draws the label's text in `rect`, vertically centred. Override it to change where the
    /// text goes (insets, say) and call `super` with the rectangle; without the call to
    /// `super` no text is drawn.
    open func drawText(in rect: CGRect) {
        Self.requestedTextRect = rect
    }

    /// The size that fits the text: one line as long as the text, or lines wrapped at
    /// `size.width` (when above zero) up to `numberOfLines`. Rounded up to whole pixels.
    open override func sizeThatFits(_ size: CGSize) -> CGSize {
        textSize(fitting: size)
    }

    /// The size of the label's text: one line, or wrapped at `preferredMaxLayoutWidth` (else the
    /// label's width) when it has several lines.
    open override var intrinsicContentSize: CGSize {
        intrinsicTextSize
    }

    open override func layoutSubviews() {
        super.layoutSubviews()
        // A multiline label without a preferred width wraps at its own: a new width is a new height.
        if numberOfLines != 1, preferredMaxLayoutWidth == 0, let width = intrinsicSizeWidth, width != bounds.width {
            invalidateIntrinsicContentSize()
        }
        if let drawing, drawing.boundsSize != bounds.size { setNeedsTextDrawing() }
    }

    override func effectiveLayoutDirectionDidChange() {
        if textAlignment == .natural { setNeedsTextDrawing() }
    }

    override func renderValue(for key: RenderKey) -> RenderValue? {
        labelRenderValue(for: key) ?? super.renderValue(for: key)
    }

    override var isAccessibilityElementByDefault: Bool { true }

    override var automationText: String? { text }

    /// A label reads as its text, as static text.
    override var defaultAccessibilityLabel: String? { storedAttributedText?.string ?? text }
    override var defaultAccessibilityTraits: UIAccessibilityTraits { isEnabled ? .staticText : [.staticText, .notEnabled] }
}

/// The properties of a label that few labels set (UILabel.rareState).
@MainActor
final class LabelRareState {
    static let defaultShadowOffset = CGSize(width: 0, height: -1)

    var attributedText: NSAttributedString?
    var highlightedTextColor: UIColor?
    var shadowColor: UIColor?
    var shadowOffset = LabelRareState.defaultShadowOffset
    var minimumScaleFactor: CGFloat = 0
    var preferredMaxLayoutWidth: CGFloat = 0
}
