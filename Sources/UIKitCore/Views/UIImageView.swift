import Foundation

/// An object that displays a single image in your interface.
@preconcurrency @MainActor
open class UIImageView: UIView {
    /// Creates an image view showing the image, sized to it.
    public init(image: UIImage?) {
        self.image = image
        super.init(frame: CGRect(origin: .zero, size: image?.size ?? .zero))
        configureAsImageView()
    }

    /// Creates an image view with an image and the image to show while highlighted.
    public init(image: UIImage?, highlightedImage: UIImage?) {
        self.image = image
        self.highlightedImage = highlightedImage
        super.init(frame: CGRect(origin: .zero, size: image?.size ?? .zero))
        configureAsImageView()
    }

    public override init(frame: CGRect) {
        super.init(frame: frame)
        configureAsImageView()
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        configureAsImageView()
        NibDecoder.finish(coder, self, as: UIImageView.self)
    }

    private func configureAsImageView() {
        isUserInteractionEnabled = false
    }

    /// The image displayed in the image view.
    open var image: UIImage? {
        willSet { if newValue !== image, !isHighlighted || highlightedImage == nil { willChangeRender(.image) } }
        didSet { if image !== oldValue { invalidateIntrinsicContentSize() } }
    }

    /// The image displayed when the image view is highlighted.
    open var highlightedImage: UIImage? {
        willSet { if newValue !== highlightedImage, isHighlighted { willChangeRender(.image) } }
    }

    /// Whether the image view shows its highlighted image.
    open var isHighlighted: Bool = false {
        willSet { if newValue != isHighlighted, highlightedImage != nil { willChangeRender(.image) } }
        didSet { if isHighlighted != oldValue { invalidateIntrinsicContentSize() } }
    }

    /// The configuration of a symbol image shown by the view: its point size, weight, scale or
    /// text style, under the image's own configuration.
    open var preferredSymbolConfiguration: UIImage.SymbolConfiguration? {
        willSet { if displayedImage?.isSymbolImage == true { willChangeRender(.image) } }
        didSet { invalidateIntrinsicContentSize() }
    }

    /// The last image sent to the page, drawn for the view's tint and traits.
    var renderedImageCache: RenderedImage?

    /// A symbol or template image is drawn again in the new tint.
    open override func tintColorDidChange() {
        super.tintColorDidChange()
        guard let image = displayedImage, image.isTemplate || image.isSymbolImage else { return }
        // The tint has already changed: the page has the image drawn for the old one.
        let sent = renderedImageCache.flatMap { $0.source === image ? $0.result : nil }
        willChangeRender(.image, from: sent.map(RenderValue.image))
    }

    /// How the image is fitted to the bounds. The default is `.scaleToFill`.
    open override var contentMode: UIView.ContentMode {
        willSet { if newValue != contentMode { willChangeRender(.contentMode) } }
    }

    /// The image's size; no intrinsic size without an image.
    open override var intrinsicContentSize: CGSize {
        guard let image = displayedImage else {
            return CGSize(width: UIView.noIntrinsicMetric, height: UIView.noIntrinsicMetric)
        }
        return displayedSize(of: image)
    }

    /// The image's size: an image view's natural size.
    open override func sizeThatFits(_ size: CGSize) -> CGSize {
        displayedImage.map(displayedSize(of:)) ?? .zero
    }

    var displayedImage: UIImage? {
        isHighlighted ? (highlightedImage ?? image) : image
    }

    override var isAccessibilityElementByDefault: Bool { false }

    /// An image view made an element reads as its image's label, as an image.
    override var defaultAccessibilityLabel: String? { image?.symbolAccessibilityLabel }
    override var defaultAccessibilityTraits: UIAccessibilityTraits { .image }

    override func renderValue(for key: RenderKey) -> RenderValue? {
        switch key {
        case .image:
            return displayedImage.map { .image(renderedImage(for: $0)) }
        case .contentMode:
            return contentMode == .scaleToFill ? nil : .string(contentMode.wireName)
        default:
            return super.renderValue(for: key)
        }
    }
}

extension UIView.ContentMode {
    /// The mode's name on the wire.
    var wireName: String {
        switch self {
        case .scaleToFill: "scaleToFill"
        case .scaleAspectFit: "scaleAspectFit"
        case .scaleAspectFill: "scaleAspectFill"
        case .redraw: "redraw"
        case .center: "center"
        case .top: "top"
        case .bottom: "bottom"
        case .left: "left"
        case .right: "right"
        case .topLeft: "topLeft"
        case .topRight: "topRight"
        case .bottomLeft: "bottomLeft"
        case .bottomRight: "bottomRight"
        }
    }
}
