/// The file formats an image can be created from: the ones every current browser draws, so the
/// server can hand the original bytes to the browser without decoding them.
enum ImageFormat: Sendable {
    case png
    case jpeg
    case gif
    case webp
    /// Scalable vector graphics: symbol images and vector images of asset catalogs.
    case svg

    /// The media type the host serves the bytes with.
    var mimeType: String {
        switch self {
        case .png: "image/png"
        case .jpeg: "image/jpeg"
        case .gif: "image/gif"
        case .webp: "image/webp"
        case .svg: "image/svg+xml"
        }
    }

    /// The usual file name extension, for URLs the browser caches by.
    var fileExtension: String {
        switch self {
        case .png: "png"
        case .jpeg: "jpg"
        case .gif: "gif"
        case .webp: "webp"
        case .svg: "svg"
        }
    }
}
