import Foundation

/// A view that displays one or more lines of informational text.
@MainActor
open class UILabel: UIView {
    /// The text that the label displays.
    open var text: String? {
        willSet { if newValue != text { willChangeRender(.text) } }
    }

    /// The font of the text.
    open var font: UIFont! = UIFont.systemFont(ofSize: UIFont.labelFontSize) {
        willSet { if newValue != font { willChangeRender(.font) } }
        didSet { if font == nil { font = UIFont.systemFont(ofSize: UIFont.labelFontSize) } }
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
    }

    public override init(frame: CGRect) {
        super.init(frame: frame)
        isUserInteractionEnabled = false
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        isUserInteractionEnabled = false
    }

    override func renderValue(for key: RenderKey) -> RenderValue? {
        switch key {
        case .text:
            return text.map(RenderValue.string)
        case .font:
            let rendered = font.renderFont
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
}
