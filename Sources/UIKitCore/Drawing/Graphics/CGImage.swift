import Foundation

/// A bitmap image: the pixels behind a `UIImage`, without its scale or orientation.
///
/// As for `UIImage`, the server keeps the encoded bytes (PNG, JPEG, GIF or WebP) for the browser
/// to draw and reads only their header; `width` and `height` are the stored pixel size.
public final class CGImage: Hashable, Sendable {
    /// The encoded image at a scale of 1, oriented as stored.
    let source: UIImage

    init(source: UIImage) {
        self.source = source
    }

    /// The width of the image, in pixels.
    public var width: Int { source.header.pixelWidth }

    /// The height of the image, in pixels.
    public var height: Int { source.header.pixelHeight }

    public static func == (lhs: CGImage, rhs: CGImage) -> Bool {
        lhs === rhs || lhs.source.encodedData == rhs.source.encodedData
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(source.digest)
    }
}

extension UIImage {
    /// The underlying bitmap image: the image's pixels as stored, without its scale or
    /// orientation.
    public var cgImage: CGImage? {
        guard !encodedData.isEmpty else { return nil }
        return CGImage(source: scale == 1 && imageOrientation == .up ? self : UIImage(data: encodedData, scale: 1) ?? self)
    }

    /// Creates an image object from a bitmap image, at a scale of 1 and in the orientation its
    /// data gives.
    public convenience init(cgImage: CGImage) {
        self.init(data: cgImage.source.encodedData, scale: 1)!
    }

    /// Creates an image object from a bitmap image with the given scale factor.
    ///
    /// The orientation is the one the image's data gives: the server does not rotate pixels, so
    /// an orientation other than the data's is not applied.
    public convenience init(cgImage: CGImage, scale: CGFloat, orientation: UIImage.Orientation) {
        self.init(data: cgImage.source.encodedData, scale: scale)!
    }
}
