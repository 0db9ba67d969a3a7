import Foundation

extension UIImage {
    /// The bytes the image was created from, which the host serves to the browser unchanged.
    @_spi(Host) public var imageData: Data { encodedData }

    /// The media type of `imageData`: `image/png`, `image/jpeg`, `image/gif` or `image/webp`.
    @_spi(Host) public var mimeType: String { header.format.mimeType }

    /// The usual file name extension for `imageData`, without the dot: `png`, `jpg`, `gif` or
    /// `webp`.
    @_spi(Host) public var fileExtension: String { header.format.fileExtension }

    /// The SHA-256 of `imageData` in lowercase hexadecimal: equal for equal bytes, so the host
    /// can serve the image at a URL such as `/images/<id>.png` that the browser caches forever.
    @_spi(Host) public var contentIdentifier: String { digest }
}
