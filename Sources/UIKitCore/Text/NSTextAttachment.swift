import Foundation

/// An image in attributed text: the attachment character (U+FFFC) with the `.attachment`
/// attribute, laid out as a box as wide as the image on the text's baseline.
///
/// Its size is `bounds.size` when set, else the image's size; `bounds.origin.y` moves it up
/// from the baseline (negative: down). A symbol image takes the size of the text around it
/// and sits centred on its capital letters, drawn, like a template image, in the text's colour.
/// Labels draw attachments; drawing attributed text into a graphics context leaves their
/// room empty.
///
/// Not bound to the main actor: attributed strings compare their attribute values (to join
/// runs) wherever they are used, as they do fonts and colours.
open class NSTextAttachment: NSObject, @unchecked Sendable {
    // First: see CoreFoundationInfo.
    private let coreFoundationInfo = CoreFoundationInfo()
    /// The attachment character, U+FFFC.
    public static let character = 0xFFFC

    /// The image shown.
    open var image: UIImage? {
        get { storedImage ?? contents.flatMap { UIImage(data: $0) } }
        set { storedImage = newValue }
    }
    /// The rectangle the image is drawn in, its origin on the baseline; `.zero` takes the
    /// image's size.
    open var bounds: CGRect = .zero
    /// The attachment's data, and its uniform type identifier.
    open var contents: Data?
    open var fileType: String?
    /// Space added on both sides of the attachment (TextKit 2); kept, not drawn.
    open var lineLayoutPadding: CGFloat = 0

    private var storedImage: UIImage?
    /// The image last drawn for the page, kept alive with the attachment for the page to load,
    /// and what it was drawn for.
    private var rendered: (source: UIImage, side: CGFloat, color: RenderColor, image: UIImage)?

    public override init() {
        super.init()
    }

    /// An attachment showing the image.
    public init(image: UIImage) {
        storedImage = image
        super.init()
    }

    /// An attachment holding data of a type (an image's data is shown).
    public init(data contentData: Data?, ofType uti: String?) {
        contents = contentData
        fileType = uti
        super.init()
    }

    /// Attachments are equal only to themselves.
    open override func isEqual(_ object: Any?) -> Bool {
        (object as AnyObject?) === self
    }

    open override var hash: Int { ObjectIdentifier(self).hashValue }

    /// The box the attachment takes in text of `font`: its size and how far its bottom is
    /// above the baseline.
    @MainActor
    func layoutBox(for font: UIFont) -> (size: CGSize, y: CGFloat) {
        if bounds.size != .zero { return (bounds.size, bounds.origin.y) }
        guard let image else { return (.zero, bounds.origin.y) }
        guard let symbol = image.attributes.symbol else { return (image.size, bounds.origin.y) }
        let side = symbolSide(symbol.configuration, font: font)
        return (CGSize(width: side, height: side), bounds.origin.y - (side - font.capHeight) / 2)
    }

    /// The side of a symbol's box in text of `font`: the configured size, else the font's.
    @MainActor
    private func symbolSide(_ configuration: UIImage.SymbolConfiguration, font: UIFont) -> CGFloat {
        if configuration.pointSize > 0 || configuration.textStyle != nil { return configuration.boxSide(with: nil) }
        return ((font.pointSize * 20 / 17 * configuration.scale.factor) * 100).rounded() / 100
    }

    /// The image as the page draws it in text of `font` and `color`: a symbol sized to the
    /// text, a symbol or template image filled with the colour.
    @MainActor
    func renderedImage(font: UIFont, color: RenderColor) -> UIImage? {
        guard let image else { return nil }
        guard image.isTemplate || image.isSymbolImage else { return image }
        let side = layoutBox(for: font).size.width
        if let rendered, rendered.source === image, rendered.side == side, rendered.color == color { return rendered.image }
        let result: UIImage
        if let symbol = image.attributes.symbol {
            let fill = symbol.configuration.fixedColor.map { $0.render(in: UITraitCollection()) }
                ?? image.attributes.tintColor.map { $0.render(in: UITraitCollection()) } ?? color
            result = UIImage(symbol: symbol, attributes: image.attributes, color: fill, side: side)
        } else {
            result = image.filled(with: color) ?? image
        }
        rendered = (image, side, color, result)
        return result
    }
}

extension NSAttributedString {
    /// A one-character attributed string holding the attachment.
    @MainActor
    public convenience init(attachment: NSTextAttachment) {
        self.init(string: String(Unicode.Scalar(UInt32(NSTextAttachment.character))!), attributes: [.attachment: attachment])
    }
}

extension NSAttributedString.Key {
    /// An image in the text: an `NSTextAttachment` on the attachment character.
    public static let attachment = NSAttributedString.Key(rawValue: "NSAttachment")
}
