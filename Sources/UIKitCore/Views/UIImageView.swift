import Foundation

/// An object that displays a single image in your interface.
@MainActor
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

    /// How the image is fitted to the bounds. The default is `.scaleToFill`.
    open override var contentMode: UIView.ContentMode {
        willSet { if newValue != contentMode { willChangeRender(.contentMode) } }
    }

    /// The image's size; no intrinsic size without an image.
    open override var intrinsicContentSize: CGSize {
        guard let size = displayedImage?.size else {
            return CGSize(width: UIView.noIntrinsicMetric, height: UIView.noIntrinsicMetric)
        }
        return size
    }

    /// The image's size: an image view's natural size.
    open override func sizeThatFits(_ size: CGSize) -> CGSize {
        displayedImage?.size ?? .zero
    }

    private var displayedImage: UIImage? {
        isHighlighted ? (highlightedImage ?? image) : image
    }

    override var isAccessibilityElementByDefault: Bool { false }

    override func renderValue(for key: RenderKey) -> RenderValue? {
        switch key {
        case .image:
            return displayedImage.map(RenderValue.image)
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
