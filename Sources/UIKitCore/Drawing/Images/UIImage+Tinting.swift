import Foundation

extension UIImage {
    /// The image's shape (its alpha) filled with the color, as a template image is drawn in a
    /// tinted view; `nil` unless the image is a PNG, JPEG or GIF (the formats the server decodes)
    /// or was read from a PDF (its paths painted in the color).
    func filled(with color: RenderColor) -> UIImage? {
        if let pdf = attributes.pdf {
            var kept = attributes
            kept.tintColor = UIColor(red: color.red, green: color.green, blue: color.blue, alpha: color.alpha)
            kept.renderingMode = .alwaysOriginal
            kept.asset = nil
            return UIImage(header: header, data: pdf.svg(tint: color), scale: scale, attributes: kept)
        }
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
