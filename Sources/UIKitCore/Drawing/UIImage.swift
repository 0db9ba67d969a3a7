import Foundation

/// An object that manages image data in your app.
///
/// Images are immutable and safe to use from any thread. The server never decodes pixels: an
/// image keeps the PNG, JPEG, GIF or WebP bytes it was created from, for the browser to draw,
/// and reads only their header for its pixel size and orientation.
public final class UIImage: NSObject, Sendable {
    /// Constants that specify the intended display orientation for an image.
    public enum Orientation: Int, Sendable {
        /// The original pixel data matches the image's intended display orientation.
        case up = 0
        /// The image is rotated 180° from the orientation of its original pixel data.
        case down = 1
        /// The image is rotated 90° counterclockwise from the orientation of its original pixel data.
        case left = 2
        /// The image is rotated 90° clockwise from the orientation of its original pixel data.
        case right = 3
        /// The image is flipped horizontally from the orientation of its original pixel data.
        case upMirrored = 4
        /// The image is flipped vertically from the orientation of its original pixel data.
        case downMirrored = 5
        /// The image is rotated 90° clockwise and flipped horizontally from the orientation of
        /// its original pixel data.
        case leftMirrored = 6
        /// The image is rotated 90° counterclockwise and flipped horizontally from the
        /// orientation of its original pixel data.
        case rightMirrored = 7
    }

    /// The scale factor of the image: 2 or 3 for a file named with `@2x` or `@3x`, the scale
    /// given to `init(data:scale:)`, and 1 otherwise.
    public let scale: CGFloat

    let header: ImageHeader
    let encodedData: Data
    let digest: String
    /// What the image is beyond its bytes: rendering mode, tint, symbol, asset.
    let attributes: ImageAttributes

    /// Initializes and returns the image object with the specified data, at a scale of 1.
    ///
    /// Returns `nil` unless the data is a PNG, JPEG, GIF or WebP image with a valid header.
    public convenience init?(data: Data) {
        self.init(data: data, scale: 1)
    }

    /// Initializes and returns the image object with the specified data and scale factor.
    ///
    /// A scale of 1 gives an image whose size is its size in pixels; a different scale changes
    /// the size in points accordingly. A scale that is not a positive number counts as 1.
    /// Returns `nil` unless the data is a PNG, JPEG, GIF or WebP image with a valid header.
    public init?(data: Data, scale: CGFloat) {
        guard let header = ImageHeader(data: data) else { return nil }
        self.header = header
        self.encodedData = data
        self.digest = SHA256.hexDigest(of: data)
        self.scale = scale.isFinite && scale > 0 ? scale : 1
        attributes = ImageAttributes()
        super.init()
    }

    /// An empty image: no data, a size of zero.
    public override convenience init() {
        self.init(header: ImageHeader(format: .png, pixelWidth: 0, pixelHeight: 0), data: Data(), scale: 1)
    }

    init(header: ImageHeader, data: Data, scale: CGFloat, attributes: ImageAttributes = ImageAttributes()) {
        self.header = header
        self.encodedData = data
        self.digest = SHA256.hexDigest(of: data)
        self.scale = scale
        self.attributes = attributes
        super.init()
    }

    /// An image whose data's digest is known already (`SHA256.hexDigest(of: data)`).
    init(header: ImageHeader, data: Data, digest: String, scale: CGFloat, attributes: ImageAttributes) {
        self.header = header
        self.encodedData = data
        self.digest = digest
        self.scale = scale
        self.attributes = attributes
        super.init()
    }

    /// Creates an image object from the image file with the specified name in the app's main
    /// bundle, in the variant best suited to a display scale of 2.
    public convenience init?(named name: String) {
        self.init(named: name, in: nil, compatibleWith: nil)
    }

    /// Creates an image object from the named image file in the bundle (the app's main bundle
    /// when `nil`: the app target's resources), in the variant best suited to the trait collection's display scale.
    ///
    /// An image set of that name in an asset catalog (`Assets.xcassets`) comes first: its
    /// variant for the traits' interface style and display scale, rendered as its template
    /// rendering intent says; SVG files are drawn by the page. Its `imageAsset` gives the other
    /// variants, which an image view showing it follows when its traits change.
    ///
    /// For `name`, it loads `name@2x.png` on a display scale of 2 and sets the scale to 2;
    /// `name@3x.png` on 3; `name.png` (scale 1) when there is no better variant. Without an
    /// extension the name means PNG, then JPEG (`.jpg`, `.jpeg`); GIF and WebP files need their
    /// extension. When the traits leave the display scale unspecified, it picks for a scale of 2.
    /// Returns `nil` if no file matches or the file is not a valid image.
    public convenience init?(named name: String, in bundle: Bundle?, compatibleWith traitCollection: UITraitCollection?) {
        if let asset = AssetCatalog.imageAsset(named: name, in: AppResources.bundle(for: bundle)) {
            let image = asset.image(with: traitCollection ?? UITraitCollection())
            guard !image.encodedData.isEmpty else { return nil }
            self.init(header: image.header, data: image.encodedData, scale: image.scale, attributes: image.attributes)
            return
        }
        let lookup = NamedImageLookup(bundle: AppResources.bundle(for: bundle), displayScale: traitCollection?.displayScale ?? 0)
        guard let resource = lookup.resource(named: name),
              let data = try? Data(contentsOf: resource.url)
        else { return nil }
        self.init(data: data, scale: resource.scale)
    }

    /// The logical dimensions, in points, for the image.
    ///
    /// This is the pixel size divided by the scale, with width and height swapped when the
    /// orientation turns the image a quarter turn.
    public var size: CGSize {
        if let vectorSize = attributes.vectorSize { return vectorSize }
        let width = CGFloat(header.pixelWidth) / scale
        let height = CGFloat(header.pixelHeight) / scale
        switch imageOrientation {
        case .left, .right, .leftMirrored, .rightMirrored: return CGSize(width: height, height: width)
        case .up, .down, .upMirrored, .downMirrored: return CGSize(width: width, height: height)
        }
    }

    /// The orientation of the image: the one its Exif metadata gives (JPEG only), or `.up`.
    public var imageOrientation: Orientation { header.orientation }

    /// Returns a data object that contains the image in PNG format.
    ///
    /// The server has no image encoder: an image created from PNG data returns those bytes
    /// unchanged, and any other image returns `nil`.
    public func pngData() -> Data? {
        header.format == .png ? encodedData : nil
    }

    /// Returns a data object that contains the image in JPEG format.
    ///
    /// The server has no image encoder: an image created from JPEG data returns those bytes
    /// unchanged, whatever the quality, and any other image returns `nil`.
    public func jpegData(compressionQuality: CGFloat) -> Data? {
        header.format == .jpeg ? encodedData : nil
    }

    /// Whether the object is an image with the same image data (the same bytes) and scale.
    public override func isEqual(_ object: Any?) -> Bool {
        guard let other = object as? UIImage else { return false }
        return self === other || (scale == other.scale && encodedData == other.encodedData
            && attributes.renderingMode == other.attributes.renderingMode)
    }

    public override var hash: Int { digest.hashValue }
}
