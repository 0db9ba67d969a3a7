import Foundation

extension UIImage {
    /// The image's shape (its alpha) filled with the color, as a template image is drawn in a
    /// tinted view; `nil` unless the image is a PNG, the one format the server decodes.
    func filled(with color: RenderColor) -> UIImage? {
        guard header.format == .png, let cgImage,
              let context = CGContext(size: size, scale: scale, opaque: false) else { return nil }
        context.fill(maskedBy: cgImage, in: CGRect(origin: .zero, size: size),
                     color: CGColor(red: color.red, green: color.green, blue: color.blue, alpha: color.alpha))
        guard let png = context.makePNG(), let filled = UIImage(data: png, scale: scale) else { return nil }
        return filled
    }
}
