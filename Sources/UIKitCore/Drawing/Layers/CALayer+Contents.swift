import Foundation

/// A layer's contents: an image it draws in its bounds, placed by its contents gravity.
extension CALayer {
    /// An object that provides the contents of the layer: a `CGImage` (a `UIImage` is taken
    /// too); anything else draws nothing.
    public var contents: Any? {
        get { extras?.contents }
        set {
            let image = Self.image(from: newValue)
            if image != contentsImage || (newValue == nil) != (extras?.contents == nil) {
                willChangeRender(.image)
                willChangeRender(.contentMode)
                willChangeRender(.contentsRect)
            }
            writableExtras.contents = newValue
        }
    }

    /// How the contents are placed in the bounds when their sizes differ. The default is
    /// `.resize`, which stretches them to fill the bounds.
    public var contentsGravity: CALayerContentsGravity {
        get { extras?.contentsGravity ?? .resize }
        set {
            guard newValue != contentsGravity else { return }
            willChangeRender(.contentMode)
            writableExtras.contentsGravity = newValue
        }
    }

    /// The scale of the contents: pixels of the image per point of the layer. The default is 1,
    /// so a 100-pixel image placed without scaling covers 100 points.
    public var contentsScale: CGFloat {
        get { extras?.contentsScale ?? 1 }
        set {
            let scale = newValue.isFinite && newValue > 0 ? newValue : 1
            guard scale != contentsScale else { return }
            willChangeRender(.image)
            writableExtras.contentsScale = scale
        }
    }

    /// The part of the contents, in unit coordinates, that the layer draws, placed by the
    /// contents gravity as if it were the whole image. The default is the whole image,
    /// (0, 0, 1, 1).
    public var contentsRect: CGRect {
        get { extras?.contentsRect ?? CGRect(x: 0, y: 0, width: 1, height: 1) }
        set {
            guard newValue != contentsRect else { return }
            willChangeRender(.contentsRect)
            writableExtras.contentsRect = newValue
        }
    }

    /// Whether the layer's geometry is flipped vertically. It changes nothing here but which
    /// edge the vertical contents gravities name: unflipped (the default on iOS), `.top` is the
    /// edge at the bottom of the screen, as on a device.
    public var isGeometryFlipped: Bool {
        get { extras?.isGeometryFlipped ?? false }
        set {
            guard newValue != isGeometryFlipped else { return }
            willChangeRender(.contentMode)
            writableExtras.isGeometryFlipped = newValue
        }
    }

    /// Whether the layer redraws its contents (`setNeedsDisplay()`) when its bounds change.
    public var needsDisplayOnBoundsChange: Bool {
        get { extras?.needsDisplayOnBoundsChange ?? false }
        set { writableExtras.needsDisplayOnBoundsChange = newValue }
    }

    /// Marks the layer's contents as needing to be updated: `display()` runs before the page
    /// is next updated.
    public func setNeedsDisplay() {
        // A view's drawing (`draw(_:)`) comes with the drawing issue; its layer has nothing to redraw.
        guard let model, !model.needsDisplay else { return }
        model.needsDisplay = true
        hostRenderer?.enqueueLayout(of: self)
    }

    /// Whether the layer has been marked as needing its contents updated.
    public func needsDisplay() -> Bool {
        model?.needsDisplay ?? false
    }

    /// Updates the contents now if the layer is marked as needing it.
    public func displayIfNeeded() {
        guard let model, model.needsDisplay else { return }
        model.needsDisplay = false
        display()
    }

    /// Draws the layer into a bitmap of its bounds at the contents scale (made current while
    /// `draw(in:)` runs), which becomes its contents; an empty layer gets no contents.
    func displayByDrawing() {
        let bounds = self.bounds
        guard let context = CGContext(size: bounds.size, scale: contentsScale, opaque: false) else {
            contents = nil
            return
        }
        context.translateBy(x: -bounds.minX, y: -bounds.minY)
        UIGraphicsPushContext(context)
        draw(in: context)
        UIGraphicsPopContext()
        contents = context.makeImage()
    }

    /// The image the contents draw, at the contents scale. A rescaled image is kept with the
    /// layer: the page loads images only while the app holds them.
    var contentsImage: UIImage? {
        guard let extras, let image = Self.image(from: extras.contents) else { return nil }
        guard image.scale != extras.contentsScale else { return image }
        if let scaled = extras.scaledContents, scaled.scale == extras.contentsScale, scaled.digest == image.digest {
            return scaled
        }
        let scaled = UIImage(data: image.encodedData, scale: extras.contentsScale)
        extras.scaledContents = scaled
        return scaled
    }

    private static func image(from contents: Any?) -> UIImage? {
        if let cgImage = contents as? CGImage { return cgImage.source }
        return contents as? UIImage
    }
}

/// How a layer places its contents in its bounds.
public struct CALayerContentsGravity: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }

    /// The content is horizontally and vertically centered in the bounds rectangle.
    public static let center = CALayerContentsGravity(rawValue: "center")
    /// The content is horizontally centered at the top edge of the bounds rectangle.
    public static let top = CALayerContentsGravity(rawValue: "top")
    /// The content is horizontally centered at the bottom edge of the bounds rectangle.
    public static let bottom = CALayerContentsGravity(rawValue: "bottom")
    /// The content is vertically centered at the left edge of the bounds rectangle.
    public static let left = CALayerContentsGravity(rawValue: "left")
    /// The content is vertically centered at the right edge of the bounds rectangle.
    public static let right = CALayerContentsGravity(rawValue: "right")
    /// The content is positioned in the top-left corner of the bounds rectangle.
    public static let topLeft = CALayerContentsGravity(rawValue: "topLeft")
    /// The content is positioned in the top-right corner of the bounds rectangle.
    public static let topRight = CALayerContentsGravity(rawValue: "topRight")
    /// The content is positioned in the bottom-left corner of the bounds rectangle.
    public static let bottomLeft = CALayerContentsGravity(rawValue: "bottomLeft")
    /// The content is positioned in the bottom-right corner of the bounds rectangle.
    public static let bottomRight = CALayerContentsGravity(rawValue: "bottomRight")
    /// The content is resized to fit the entire bounds rectangle.
    public static let resize = CALayerContentsGravity(rawValue: "resize")
    /// The content is resized to fit the bounds rectangle, preserving its aspect ratio.
    public static let resizeAspect = CALayerContentsGravity(rawValue: "resizeAspect")
    /// The content is resized to fill the bounds rectangle, preserving its aspect ratio and
    /// cropping what does not fit.
    public static let resizeAspectFill = CALayerContentsGravity(rawValue: "resizeAspectFill")

    /// The view content mode that draws the same, on screen: the vertical gravities name the
    /// edges of a bottom-up axis, so unless the geometry is flipped `.top` is at the bottom.
    func contentModeName(flipped: Bool) -> String {
        let names: [CALayerContentsGravity: String] = [
            .center: "center", .left: "left", .right: "right",
            .resize: "scaleToFill", .resizeAspect: "scaleAspectFit", .resizeAspectFill: "scaleAspectFill",
        ]
        if let name = names[self] { return name }
        let vertical: [CALayerContentsGravity: (edge: String, horizontal: String)] = [
            .top: ("top", ""), .bottom: ("bottom", ""), .topLeft: ("top", "Left"), .topRight: ("top", "Right"),
            .bottomLeft: ("bottom", "Left"), .bottomRight: ("bottom", "Right"),
        ]
        guard let (edge, horizontal) = vertical[self] else { return "scaleToFill" }
        let screenEdge = flipped ? edge : (edge == "top" ? "bottom" : "top")
        return screenEdge + horizontal
    }
}
