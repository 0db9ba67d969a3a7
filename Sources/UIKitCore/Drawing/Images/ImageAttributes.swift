import Foundation

/// What an image is beyond its encoded bytes: how it is rendered, the tint it was given, the
/// symbol it draws, and its size when it is a vector image.
struct ImageAttributes: Sendable {
    var renderingMode: UIImage.RenderingMode = .automatic
    /// The color of `withTintColor(_:)`, resolved with the traits of the view that shows it.
    var tintColor: UIColor?
    var symbol: SymbolImage?
    /// The asset the image came from, which gives its variants for other traits.
    var asset: UIImageAsset?
    /// The end caps of a resizable image, in points, and how its interior fills.
    var capInsets: UIEdgeInsets?
    var resizingMode: UIImage.ResizingMode = .tile
    /// The size in points of a vector image, which its pixel size does not give exactly.
    var vectorSize: CGSize?
    /// The paths of an image read from a PDF file, which its SVG is made from: kept to draw it on
    /// the server and to paint it in a tint.
    var pdf: PDFVector?
}

/// A symbol image's glyph and configuration.
struct SymbolImage: Sendable {
    let name: String
    let outline: GlyphOutline
    let configuration: UIImage.SymbolConfiguration
    /// The traits the image was made for (`compatibleWith:`), which size a text style.
    let traits: UITraitCollection?

    /// The symbol as SVG: its glyph filled with `color` in a square box of `side` points.
    func svg(side: CGFloat, color: RenderColor) -> Data {
        let em = Double(side) * 1.2
        let inset = (Double(side) - em) / 2
        let path = outline.svgPathData(in: GlyphOutline.Placement(originX: inset, originY: inset, emSize: em))
        let stroke = configuration.weight.strokeFraction * em
        let strokeAttributes = stroke > 0
            ? " stroke=\"\(color.cssString)\" stroke-width=\(quoted(stroke)) stroke-linejoin=\"round\"" : ""
        let size = quoted(Double(side))
        return Data("""
            <svg xmlns="http://www.w3.org/2000/svg" width=\(size) height=\(size) viewBox="0 0 \(Double(side)) \(Double(side))">\
            <path fill="\(color.cssString)"\(strokeAttributes) d="\(path)"/></svg>
            """.utf8)
    }

    /// Fills the glyph with `color` in the rectangle of the context.
    func draw(in rect: CGRect, color: RenderColor, context: CGContext) {
        let side = min(rect.width, rect.height)
        guard side > 0 else { return }
        let em = Double(side) * 1.2
        let placement = GlyphOutline.Placement(originX: Double(rect.midX) - em / 2, originY: Double(rect.midY) - em / 2, emSize: em)
        let cgColor = CGColor(red: color.red, green: color.green, blue: color.blue, alpha: color.alpha)
        context.saveGState()
        context.setFillColor(cgColor)
        context.setStrokeColor(cgColor)
        context.beginPath()
        outline.addPath(to: context, in: placement)
        let stroke = configuration.weight.strokeFraction * em
        if stroke > 0 {
            context.setLineWidth(stroke)
            context.setLineJoin(.round)
            context.drawPath(using: .fillStroke)
        } else {
            context.fillPath()
        }
        context.restoreGState()
    }

    private func quoted(_ value: Double) -> String {
        "\"\((value * 100).rounded() / 100)\""
    }
}
