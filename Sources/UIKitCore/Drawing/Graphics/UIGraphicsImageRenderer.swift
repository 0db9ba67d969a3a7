import Foundation

/// The settings of an image renderer's bitmap.
open class UIGraphicsImageRendererFormat {
    /// Pixels per point. The default is the screen's scale (2 here).
    open var scale: CGFloat = defaultImageContextScale
    /// Whether the bitmap is opaque: it starts white and keeps no alpha. The default is `false`.
    open var opaque = false

    public init() {}

    /// The default format: the screen's scale, not opaque.
    open class func `default`() -> UIGraphicsImageRendererFormat {
        UIGraphicsImageRendererFormat()
    }
}

/// The drawing environment an image renderer's actions draw in.
open class UIGraphicsImageRendererContext {
    /// The Core Graphics context to draw in; it is also the current context.
    public let cgContext: CGContext
    /// The format the renderer draws with.
    public let format: UIGraphicsImageRendererFormat

    init(cgContext: CGContext, format: UIGraphicsImageRendererFormat) {
        self.cgContext = cgContext
        self.format = format
    }

    /// What has been drawn so far, as an image.
    open var currentImage: UIImage {
        cgContext.makePNG().flatMap { UIImage(data: $0, scale: format.scale) } ?? UIImage()
    }

    /// Fills the rectangle with the current fill color.
    open func fill(_ rect: CGRect) {
        cgContext.fill(rect)
    }

    /// Fills the rectangle with the current fill color, compositing with the blend mode.
    open func fill(_ rect: CGRect, blendMode: CGBlendMode) {
        cgContext.saveGState()
        cgContext.setBlendMode(blendMode)
        cgContext.fill(rect)
        cgContext.restoreGState()
    }

    /// Strokes the rectangle's outline with the current stroke color, compositing with the
    /// blend mode.
    open func stroke(_ rect: CGRect, blendMode: CGBlendMode) {
        cgContext.saveGState()
        cgContext.setBlendMode(blendMode)
        cgContext.stroke(rect)
        cgContext.restoreGState()
    }

    /// Strokes the rectangle's outline with the current stroke color.
    open func stroke(_ rect: CGRect) {
        cgContext.stroke(rect)
    }

    /// Intersects the clip with the rectangle.
    open func clip(to rect: CGRect) {
        cgContext.clip(to: rect)
    }
}

/// A graphics renderer for creating images: the actions record a display list, which the
/// server's rasterizer (Cairo) draws into a bitmap that becomes a PNG image.
open class UIGraphicsImageRenderer {
    /// The bounds the actions draw in.
    public let bounds: CGRect
    /// The format of the bitmap.
    public let format: UIGraphicsImageRendererFormat

    /// A renderer of the size, in the default format.
    public convenience init(size: CGSize) {
        self.init(bounds: CGRect(origin: .zero, size: size), format: .default())
    }

    /// A renderer of the size, in the format.
    public convenience init(size: CGSize, format: UIGraphicsImageRendererFormat) {
        self.init(bounds: CGRect(origin: .zero, size: size), format: format)
    }

    /// A renderer of the bounds (drawing at their origin comes out at the image's top left), in
    /// the default format.
    public convenience init(bounds: CGRect) {
        self.init(bounds: bounds, format: .default())
    }

    /// A renderer of the bounds (drawing at their origin comes out at the image's top left), in
    /// the format.
    public init(bounds: CGRect, format: UIGraphicsImageRendererFormat) {
        self.bounds = bounds
        self.format = format
    }

    /// Runs the actions in a fresh bitmap, which is the current context meanwhile, and returns
    /// the image they drew (empty for an empty size).
    open func image(actions: (UIGraphicsImageRendererContext) -> Void) -> UIImage {
        render(actions).flatMap { UIImage(data: $0, scale: format.scale) } ?? UIImage()
    }

    /// Runs the actions and returns the bitmap as PNG data.
    open func pngData(actions: (UIGraphicsImageRendererContext) -> Void) -> Data {
        render(actions) ?? Data()
    }

    private func render(_ actions: (UIGraphicsImageRendererContext) -> Void) -> Data? {
        guard let context = CGContext(size: bounds.size, scale: format.scale, opaque: format.opaque) else { return nil }
        context.translateBy(x: -bounds.minX, y: -bounds.minY)
        UIGraphicsPushContext(context)
        defer { UIGraphicsPopContext() }
        actions(UIGraphicsImageRendererContext(cgContext: context, format: format))
        return context.makePNG()
    }
}

/// Compositing operations for drawing (Cairo's operators; `.plusDarker` draws as `.normal`).
public enum CGBlendMode: Int32, Sendable {
    case normal = 0, multiply, screen, overlay, darken, lighten, colorDodge, colorBurn, softLight, hardLight
    case difference, exclusion, hue, saturation, color, luminosity, clear, copy, sourceIn, sourceOut, sourceAtop
    case destinationOver, destinationIn, destinationOut, destinationAtop, xor, plusDarker, plusLighter
}
