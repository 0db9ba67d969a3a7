import Foundation

/// What the server needs to know of an encoded image without decoding its pixels: the format, the
/// stored pixel size and the orientation to display it in.
struct ImageHeader: Sendable {
    let format: ImageFormat
    /// The width of the stored pixel data, before the orientation is applied.
    let pixelWidth: Int
    /// The height of the stored pixel data, before the orientation is applied.
    let pixelHeight: Int
    let orientation: UIImage.Orientation

    init(format: ImageFormat, pixelWidth: Int, pixelHeight: Int, orientation: UIImage.Orientation = .up) {
        self.format = format
        self.pixelWidth = pixelWidth
        self.pixelHeight = pixelHeight
        self.orientation = orientation
    }

    /// Reads the header of PNG, JPEG, GIF or WebP data, recognised by its signature; `nil` for
    /// any other data and for a header that is truncated or invalid.
    init?(data: Data) {
        guard let header = Self.read(ImageBytes(data)), header.pixelWidth > 0, header.pixelHeight > 0 else {
            return nil
        }
        self = header
    }

    private static func read(_ bytes: ImageBytes) -> ImageHeader? {
        if bytes.matches(pngSignature, at: 0) { return png(bytes) }
        if bytes.matches(jpegSignature, at: 0) { return jpeg(bytes) }
        if bytes.matches("GIF8", at: 0) { return gif(bytes) }
        if bytes.matches("RIFF", at: 0) { return webp(bytes) }
        return nil
    }
}
