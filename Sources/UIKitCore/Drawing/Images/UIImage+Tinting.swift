import Foundation

extension UIImage {
    /// The image's shape (its alpha) filled with the color, as a template image is drawn in a
    /// tinted view; `nil` unless the image is a PNG, JPEG or GIF, the formats the server decodes.
    func filled(with color: RenderColor) -> UIImage? {
        guard [.png, .jpeg, .gif].contains(header.format), let cgImage,
              let context = CGContext(size: size, scale: scale, opaque: false) else { return nil }
        context.fill(maskedBy: cgImage, in: CGRect(origin: .zero, size: size),
                     color: CGColor(red: color.red, green: color.green, blue: color.blue, alpha: color.alpha))
        guard let png = context.makePNG(), let header = ImageHeader(data: png) else { return nil }
        var kept = ImageAttributes()
        kept.capInsets = attributes.capInsets
        kept.resizingMode = attributes.resizingMode
        return UIImage(header: header, data: png, scale: scale, attributes: kept)
    }
}
