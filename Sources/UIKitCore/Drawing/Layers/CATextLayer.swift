import Foundation

/// A layer that provides simple text layout and rendering of plain or attributed strings.
///
/// The server breaks the text into lines with the fonts the page draws with, as for a label;
/// the text starts at the top of the bounds (a label centres it vertically).
open class CATextLayer: CALayer {
    /// The text to draw: a `String` or an `NSAttributedString`. The default is `nil`.
    open var string: Any? {
        willSet { textWillChange() }
    }

    /// The font for plain text: a `UIFont`, or a font name as a `String`. Its size is ignored;
    /// `fontSize` gives it. The default is the system font (Helvetica on a device).
    open var font: Any? {
        willSet { textWillChange() }
    }

    /// The size of the font for plain text. The default is 36.
    open var fontSize: CGFloat = 36 {
        willSet { if newValue != fontSize { textWillChange() } }
    }

    /// The colour of plain text. The default is opaque white.
    open var foregroundColor: CGColor? = CGColor(gray: 1, alpha: 1) {
        willSet { if newValue != foregroundColor { textWillChange() } }
    }

    /// Whether the text wraps to fit the bounds' width. The default is `false`: one line per
    /// paragraph.
    open var isWrapped = false {
        willSet { if newValue != isWrapped { textWillChange() } }
    }

    /// How text that does not fit is truncated. The default is `.none`.
    open var truncationMode = CATextLayerTruncationMode.none {
        willSet { if newValue != truncationMode { textWillChange() } }
    }

    /// How lines are aligned in the bounds. The default is `.natural`.
    open var alignmentMode = CATextLayerAlignmentMode.natural {
        willSet { if newValue != alignmentMode { textWillChange() } }
    }

    /// Whether glyph positions are rounded to whole pixels; the page positions them as it
    /// draws text everywhere.
    open var allowsFontSubpixelQuantization = false

    public override init() {
        super.init()
    }

    public override init(layer: Any) {
        super.init(layer: layer)
        guard let other = layer as? CATextLayer else { return }
        string = other.string
        font = other.font
        fontSize = other.fontSize
        foregroundColor = other.foregroundColor
        isWrapped = other.isWrapped
        truncationMode = other.truncationMode
        alignmentMode = other.alignmentMode
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    override func boundsSizeWillChange() {
        textWillChange()
    }

    override func renderValue(for key: RenderKey) -> RenderValue? {
        switch key {
        case .runs:
            let block = textBlock
            guard !block.lines.isEmpty else { return nil }
            return .textLines(block.renderLines(in: hostView?.traitCollection ?? UITraitCollection(), overridingColor: nil,
                                                 rightToLeft: hostView?.effectiveUserInterfaceLayoutDirection == .rightToLeft))
        case .textFrame:
            guard string != nil else { return nil }
            let bounds = self.bounds
            return .rect(x: 0, y: 0, width: bounds.width, height: min(bounds.height, textBlock.size.height))
        default:
            return super.renderValue(for: key)
        }
    }

    // MARK: Internals

    /// Marks the text as about to change, while the page's lines can still be computed.
    private func textWillChange() {
        willChangeRender(.runs)
        willChangeRender(.textFrame)
    }

    /// The text broken into lines in the bounds' width.
    var textBlock: TextBlock {
        let text = styledText
        var options = TextBlockOptions(width: bounds.width > 0 ? Double(bounds.width) : nil,
                                       wraps: isWrapped)
        options.maximumHeight = isWrapped && truncationMode != .none && bounds.height > 0 ? Double(bounds.height) : nil
        options.lineBreakMode = lineBreakMode
        return TextMeasurer.shared.block(text, options: options)
    }

    private var lineBreakMode: NSLineBreakMode {
        switch truncationMode {
        case .start: .byTruncatingHead
        case .middle: .byTruncatingMiddle
        case .end: .byTruncatingTail
        default: isWrapped ? .byWordWrapping : .byClipping
        }
    }

    private var styledText: StyledText {
        var paragraph = NSParagraphStyle.Values()
        paragraph.alignment = alignmentMode.textAlignment
        paragraph.lineBreakMode = lineBreakMode
        let defaults = TextStyle(font: plainFont, color: UIColor(cgColor: foregroundColor ?? CGColor(gray: 1, alpha: 1)),
                                 paragraph: paragraph)
        if let attributed = string as? NSAttributedString {
            return StyledText(attributed, defaults: defaults, fontScale: 1, measurer: .shared)
        }
        let text = (string as? String) ?? (string.map { "\($0)" } ?? "")
        return StyledText([(text, defaults)], measurer: .shared)
    }

    private var plainFont: UIFont {
        switch font {
        case let font as UIFont: font.withSize(fontSize)
        case let name as String: UIFont(name: name, size: fontSize) ?? .systemFont(ofSize: fontSize)
        default: .systemFont(ofSize: fontSize)
        }
    }
}

/// How a text layer truncates text that does not fit.
public struct CATextLayerTruncationMode: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }

    /// No truncation.
    public static let none = CATextLayerTruncationMode(rawValue: "none")
    /// Truncate at the beginning of the line.
    public static let start = CATextLayerTruncationMode(rawValue: "start")
    /// Truncate at the end of the line.
    public static let end = CATextLayerTruncationMode(rawValue: "end")
    /// Truncate in the middle of the line.
    public static let middle = CATextLayerTruncationMode(rawValue: "middle")
}

/// How a text layer aligns its lines.
public struct CATextLayerAlignmentMode: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }

    /// Aligned as the script reads: left for left-to-right text.
    public static let natural = CATextLayerAlignmentMode(rawValue: "natural")
    public static let left = CATextLayerAlignmentMode(rawValue: "left")
    public static let right = CATextLayerAlignmentMode(rawValue: "right")
    public static let center = CATextLayerAlignmentMode(rawValue: "center")
    public static let justified = CATextLayerAlignmentMode(rawValue: "justified")

    var textAlignment: NSTextAlignment {
        switch self {
        case .left: .left
        case .right: .right
        case .center: .center
        case .justified: .justified
        default: .natural
        }
    }
}
