import Foundation

/// The image an image view last sent to the page, and what it was made from: a symbol or
/// template drawn in the view's tint and sized for its traits is a new image, which the view
/// keeps alive for the page to load and reuses while nothing it depends on changes.
struct RenderedImage {
    let source: UIImage
    let color: RenderColor?
    let side: CGFloat?
    let result: UIImage
}

extension UIImageView {
    /// The image as the page draws it: a symbol sized by the preferred configuration and the
    /// view's traits, and a template (or tinted image) filled with its color.
    func renderedImage(for image: UIImage) -> UIImage {
        let traits = traitCollection
        // An asset catalog's image follows the view's traits (a dark variant in dark mode).
        // An image changed from the asset's (made resizable) keeps its own variant.
        let image = image.attributes.capInsets == nil ? image.attributes.asset.map { $0.image(with: traits) } ?? image : image
        if let symbol = image.attributes.symbol {
            let configuration = preferredSymbolConfiguration.map { $0.applying(symbol.configuration) } ?? symbol.configuration
            let sized = SymbolImage(name: symbol.name, outline: symbol.outline, configuration: configuration,
                                    traits: symbol.traits ?? traits)
            let side = configuration.boxSide(with: symbol.traits ?? traits)
            let color = (configuration.fixedColor ?? (image.isTemplate ? tintColor : image.attributes.tintColor) ?? .black)
                .render(in: traits)
            if let cached = renderedImageCache, cached.source === image, cached.color == color, cached.side == side {
                return cached.result
            }
            let result = UIImage(symbol: sized, attributes: image.attributes, color: color, side: side)
            renderedImageCache = RenderedImage(source: image, color: color, side: side, result: result)
            return result
        }
        guard let tint = image.isTemplate ? tintColor : image.attributes.tintColor else {
            // A variant the asset made for these traits stays alive for the page to load.
            if image !== renderedImageCache?.result { renderedImageCache = RenderedImage(source: image, color: nil, side: nil, result: image) }
            return image
        }
        let color = tint.render(in: traits)
        if let cached = renderedImageCache, cached.source === image, cached.color == color { return cached.result }
        let result = image.filled(with: color) ?? image
        renderedImageCache = RenderedImage(source: image, color: color, side: nil, result: result)
        return result
    }

    /// Draws the image as the page shows it, placed by the content mode, into a snapshot: a
    /// symbol's glyph or a template image filled with the view's tint, others as they are.
    func renderImage(in ctx: CGContext) {
        guard let image = displayedImage else { return }
        let shown = renderedImage(for: image)
        let rect = imageRect(for: shown)
        if let symbol = shown.attributes.symbol, let color = renderedImageCache?.color {
            symbol.draw(in: rect, color: color, context: ctx)
        } else if let pdf = shown.attributes.pdf {
            // A PDF's paths, in the tint when it is a template, as the page shows it.
            pdf.draw(in: rect, tint: shown.attributes.tintColor?.render(in: traitCollection), context: ctx)
        } else if let cgImage = shown.cgImage {
            ctx.draw(cgImage, in: rect)
        }
    }

    /// The size of the image as shown: a symbol's box as the view sizes it.
    func displayedSize(of image: UIImage) -> CGSize {
        guard image.isSymbolImage else { return image.size }
        return renderedImage(for: image).size
    }
}
