import Foundation

/// A Quartz 2D drawing environment: here, a bitmap context on the server.
///
/// The context records what is drawn into a display list; its pixels come from replaying the
/// list with the server's one rasterizer (Cairo) when they are asked for (`makeImage()`,
/// `data`, an image renderer's image). UIKit's image contexts have their origin at the top left
/// with y going down, and are scaled so that drawing is in points.
public final class CGContext {
    /// The width and height of the bitmap, in pixels.
    public let width: Int
    public let height: Int
    /// Pixels per point.
    let scale: CGFloat
    let isOpaque: Bool

    /// What has been drawn so far.
    private(set) var displayList = DisplayList()
    /// The bitmap, made at the first request for pixels, and how many commands it has replayed.
    private var raster: CairoRasterizer?
    private var replayedCount = 0

    private struct RecordingState {
        var transform: CGAffineTransform
    }

    private var recording: RecordingState
    private var savedRecordings: [RecordingState] = []
    /// The current path, in the bitmap's space (as Core Graphics keeps it: a transform made
    /// after a point was added does not move it).
    private var devicePath = CGMutablePath()

    /// A bitmap context of `size` points at `scale` pixels per point; an opaque one starts
    /// white with no alpha, a transparent one starts clear.
    init?(size: CGSize, scale: CGFloat, opaque: Bool) {
        let pixelWidth = Int((size.width * scale).rounded(.up)), pixelHeight = Int((size.height * scale).rounded(.up))
        guard pixelWidth > 0, pixelHeight > 0, pixelWidth <= 16_384, pixelHeight <= 16_384 else { return nil }
        width = pixelWidth
        height = pixelHeight
        self.scale = scale
        isOpaque = opaque
        recording = RecordingState(transform: CGAffineTransform(scaleX: scale, y: scale))
    }

    private func record(_ command: DisplayList.Command) {
        displayList.append(command)
        // Once the pixels have been handed out (`data`), they stay current with each command.
        if let raster {
            raster.markDirty()
            raster.replay(CollectionOfOne(command))
            replayedCount = displayList.commands.count
        }
    }

    /// The bitmap with every recorded command drawn.
    private func rasterized() -> CairoRasterizer? {
        if raster == nil {
            raster = CairoRasterizer(pixelWidth: width, pixelHeight: height, scale: scale, opaque: isOpaque)
        }
        guard let raster else { return nil }
        if replayedCount < displayList.commands.count {
            raster.markDirty()  // `data` may have been written to
            raster.replay(displayList.commands[replayedCount...])
            replayedCount = displayList.commands.count
        }
        return raster
    }

    /// Appends a recorded drawing, in its own saved graphics state (a view's drawing in a
    /// snapshot).
    func append(_ list: DisplayList) {
        record(.save)
        for command in list.commands { record(command) }
        record(.restore)
    }

    // MARK: Colors and state

    /// Sets the fill color.
    public func setFillColor(_ color: CGColor) {
        record(.fillColor(color))
    }

    /// Sets the stroke color.
    public func setStrokeColor(_ color: CGColor) {
        record(.strokeColor(color))
    }

    /// Sets the opacity of what is drawn next.
    public func setAlpha(_ alpha: CGFloat) {
        record(.alpha(min(max(alpha, 0), 1)))
    }

    /// Sets how what is drawn next composites with what is already drawn.
    public func setBlendMode(_ mode: CGBlendMode) {
        record(.blendMode(mode))
    }

    /// Sets the fill color from sRGB components.
    public func setFillColor(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        setFillColor(CGColor(red: red, green: green, blue: blue, alpha: alpha))
    }

    /// Sets the fill color to a gray.
    public func setFillColor(gray: CGFloat, alpha: CGFloat) {
        setFillColor(CGColor(gray: gray, alpha: alpha))
    }

    /// Sets the stroke color from sRGB components.
    public func setStrokeColor(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        setStrokeColor(CGColor(red: red, green: green, blue: blue, alpha: alpha))
    }

    /// Sets the stroke color to a gray.
    public func setStrokeColor(gray: CGFloat, alpha: CGFloat) {
        setStrokeColor(CGColor(gray: gray, alpha: alpha))
    }

    /// Gives what is drawn next a shadow: offset down and right in points, blurred by `blur`,
    /// in the color (`nil` turns shadows off).
    public func setShadow(offset: CGSize, blur: CGFloat, color: CGColor?) {
        record(.shadow(offset: offset, blur: max(blur, 0), color: color))
    }

    /// Gives what is drawn next a shadow in black at a third of full opacity, as Core Graphics does.
    public func setShadow(offset: CGSize, blur: CGFloat) {
        setShadow(offset: offset, blur: blur, color: CGColor(gray: 0, alpha: 1.0 / 3))
    }

    /// Sets the line width for strokes, in points.
    public func setLineWidth(_ width: CGFloat) {
        record(.lineWidth(width))
    }

    /// Sets how the ends of lines are drawn.
    public func setLineCap(_ cap: CGLineCap) {
        record(.lineCap(cap))
    }

    /// Sets how lines are joined.
    public func setLineJoin(_ join: CGLineJoin) {
        record(.lineJoin(join))
    }

    /// Sets the limit on the length of mitered joins, relative to the line width (10 by default).
    public func setMiterLimit(_ limit: CGFloat) {
        record(.miterLimit(limit))
    }

    /// Sets the dash pattern of lines; an empty pattern draws them solid.
    public func setLineDash(phase: CGFloat, lengths: [CGFloat]) {
        record(.lineDash(phase: phase, lengths: lengths))
    }

    /// Saves the graphics state: colors, alpha, line settings, the blend mode, the transform
    /// and the clip.
    public func saveGState() {
        savedRecordings.append(recording)
        record(.save)
    }

    /// Restores the graphics state saved last.
    public func restoreGState() {
        guard let saved = savedRecordings.popLast() else { return }
        recording = saved
        record(.restore)
    }

    // MARK: The transform

    /// Moves the origin of the user coordinate system.
    public func translateBy(x: CGFloat, y: CGFloat) {
        concatenate(CGAffineTransform(translationX: x, y: y))
    }

    /// Scales the user coordinate system.
    public func scaleBy(x: CGFloat, y: CGFloat) {
        concatenate(CGAffineTransform(scaleX: x, y: y))
    }

    /// Rotates the user coordinate system by `angle` radians (clockwise on screen for a
    /// positive angle, as y goes down).
    public func rotate(by angle: CGFloat) {
        concatenate(CGAffineTransform(rotationAngle: angle))
    }

    /// Applies a transform to the user coordinate system.
    public func concatenate(_ transform: CGAffineTransform) {
        guard transform != .identity else { return }
        recording.transform = transform.concatenating(recording.transform)
        record(.concatenate(transform))
    }

    /// The current transform from user space to the bitmap's pixels (the context's scale included).
    public var ctm: CGAffineTransform {
        recording.transform
    }

    // MARK: Paths

    /// Starts a new, empty path.
    public func beginPath() {
        devicePath = CGMutablePath()
        record(.beginPath)
    }

    /// Whether the current path has no elements.
    public var isPathEmpty: Bool { devicePath.isEmpty }

    /// The current point of the path, in user space; `.zero` for an empty path.
    public var currentPointOfPath: CGPoint {
        devicePath.isEmpty ? .zero : devicePath.currentPoint.applying(recording.transform.inverted())
    }

    /// The current path, in user space; `nil` when it is empty.
    public var path: CGPath? {
        guard !devicePath.isEmpty else { return nil }
        var inverse = recording.transform.inverted()
        return devicePath.copy(using: &inverse)
    }

    /// The rectangle around the current path as drawn, in user space.
    public var boundingBoxOfPath: CGRect {
        path?.boundingBoxOfPath ?? .null
    }

    /// Whether the point (in user space) is inside the current path, as drawing it in the mode
    /// would paint it.
    public func pathContains(_ point: CGPoint, mode: CGPathDrawingMode) -> Bool {
        devicePath.contains(point.applying(recording.transform), using: mode == .eoFill || mode == .eoFillStroke ? .evenOdd : .winding)
    }

    /// Starts a subpath at the point.
    public func move(to point: CGPoint) {
        devicePath.move(to: point, transform: recording.transform)
        record(.move(point))
    }

    /// Adds a straight line to the point.
    public func addLine(to point: CGPoint) {
        devicePath.addLine(to: point, transform: recording.transform)
        record(.line(point))
    }

    /// Adds lines between the points, starting a subpath at the first.
    public func addLines(between points: [CGPoint]) {
        guard let first = points.first else { return }
        move(to: first)
        for point in points.dropFirst() { addLine(to: point) }
    }

    /// Adds a cubic Bézier curve to the point.
    public func addCurve(to end: CGPoint, control1: CGPoint, control2: CGPoint) {
        devicePath.addCurve(to: end, control1: control1, control2: control2, transform: recording.transform)
        record(.curve(to: end, control1: control1, control2: control2))
    }

    /// Adds a quadratic Bézier curve to the point.
    public func addQuadCurve(to end: CGPoint, control: CGPoint) {
        let start = devicePath.isEmpty ? control : currentPointOfPath
        addCurve(to: end,
                 control1: CGPoint(x: start.x + 2 / 3 * (control.x - start.x), y: start.y + 2 / 3 * (control.y - start.y)),
                 control2: CGPoint(x: end.x + 2 / 3 * (control.x - end.x), y: end.y + 2 / 3 * (control.y - end.y)))
    }

    /// Adds an arc, with a line from the current point to its start. As in Core Graphics,
    /// `clockwise` is in a y-up space: in UIKit's y-down contexts, `clockwise: true` goes
    /// counterclockwise on screen.
    public func addArc(center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat, clockwise: Bool) {
        let arc = CGMutablePath()
        if !devicePath.isEmpty { arc.move(to: currentPointOfPath) }
        arc.addArc(center: center, radius: radius, startAngle: startAngle, endAngle: endAngle, clockwise: clockwise)
        addPathElements(devicePath.isEmpty ? arc.elements : Array(arc.elements.dropFirst()))
    }

    /// Adds an arc of the radius tangent to the line from the current point to `tangent1End`
    /// and to the line from there to `tangent2End`.
    public func addArc(tangent1End: CGPoint, tangent2End: CGPoint, radius: CGFloat) {
        let arc = CGMutablePath()
        arc.move(to: currentPointOfPath)
        arc.addArc(tangent1End: tangent1End, tangent2End: tangent2End, radius: radius)
        addPathElements(Array(arc.elements.dropFirst()))
    }

    /// Adds a rectangle as a closed subpath.
    public func addRect(_ rect: CGRect) {
        devicePath.addRect(rect, transform: recording.transform)
        record(.rect(rect))
    }

    /// Adds rectangles, each a closed subpath.
    public func addRects(_ rects: [CGRect]) {
        for rect in rects { addRect(rect) }
    }

    /// Adds the ellipse that fits in the rectangle.
    public func addEllipse(in rect: CGRect) {
        guard rect.width > 0, rect.height > 0 else { return }
        devicePath.addEllipse(in: rect, transform: recording.transform)
        record(.ellipse(rect))
    }

    /// Adds a path's elements (in user space) to the current path.
    public func addPath(_ path: CGPath) {
        addPathElements(path.elements)
    }

    private func addPathElements(_ elements: [CGPath.Element]) {
        for element in elements {
            switch element {
            case .move(let p): move(to: p)
            case .line(let p): addLine(to: p)
            case .quad(let c, let p): addQuadCurve(to: p, control: c)
            case .curve(let c1, let c2, let p): addCurve(to: p, control1: c1, control2: c2)
            case .close: closePath()
            }
        }
    }

    /// Closes the current subpath.
    public func closePath() {
        devicePath.closeSubpath()
        record(.closePath)
    }

    private func pathConsumed() {
        devicePath = CGMutablePath()
    }

    /// Fills the current path with the fill color, then clears it.
    public func fillPath(using rule: CGPathFillRule = .winding) {
        pathConsumed()
        record(.fill(rule))
    }

    /// Strokes the current path with the stroke color and line width, then clears it.
    public func strokePath() {
        pathConsumed()
        record(.stroke)
    }

    /// Fills, strokes or both, then clears the path.
    public func drawPath(using mode: CGPathDrawingMode) {
        switch mode {
        case .fill, .eoFill:
            fillPath(using: mode == .eoFill ? .evenOdd : .winding)
        case .stroke:
            strokePath()
        case .fillStroke, .eoFillStroke:
            pathConsumed()
            record(.fillStroke(mode == .eoFillStroke ? .evenOdd : .winding))
        }
    }

    /// Intersects the clip with the current path, then clears it.
    public func clip(using rule: CGPathFillRule = .winding) {
        pathConsumed()
        record(.clip(rule))
    }

    /// Intersects the clip with the rectangle.
    public func clip(to rect: CGRect) {
        beginPath()
        addRect(rect)
        clip()
    }

    // MARK: Drawing shapes

    /// Fills the rectangle with the fill color.
    public func fill(_ rect: CGRect) {
        beginPath()
        addRect(rect)
        fillPath()
    }

    /// Fills the rectangles with the fill color.
    public func fill(_ rects: [CGRect]) {
        beginPath()
        for rect in rects { addRect(rect) }
        fillPath()
    }

    /// Strokes the rectangle's outline with the stroke color and line width.
    public func stroke(_ rect: CGRect) {
        beginPath()
        addRect(rect)
        strokePath()
    }

    /// Strokes the rectangle's outline with the given line width.
    public func stroke(_ rect: CGRect, width: CGFloat) {
        record(.save)
        record(.lineWidth(width))
        stroke(rect)
        record(.restore)
    }

    /// Fills the ellipse that fits in the rectangle.
    public func fillEllipse(in rect: CGRect) {
        beginPath()
        addEllipse(in: rect)
        fillPath()
    }

    /// Strokes the ellipse that fits in the rectangle.
    public func strokeEllipse(in rect: CGRect) {
        beginPath()
        addEllipse(in: rect)
        strokePath()
    }

    /// Paints the rectangle transparent (white in an opaque context).
    public func clear(_ rect: CGRect) {
        record(.clear(rect))
    }

    /// Strokes line segments between each pair of points.
    public func strokeLineSegments(between points: [CGPoint]) {
        beginPath()
        for index in stride(from: 0, to: points.count - 1, by: 2) {
            move(to: points[index])
            addLine(to: points[index + 1])
        }
        strokePath()
    }

    // MARK: Gradients

    /// Paints the clip with the gradient along the line from `start` to `end` (bands at right
    /// angles to it); beyond its ends only as the options say.
    public func drawLinearGradient(_ gradient: CGGradient, start: CGPoint, end: CGPoint, options: CGGradientDrawingOptions) {
        record(.linearGradient(gradient, start: start, end: end, options: options))
    }

    /// Paints the clip with the gradient between the start circle and the end circle.
    public func drawRadialGradient(_ gradient: CGGradient, startCenter: CGPoint, startRadius: CGFloat, endCenter: CGPoint,
                                   endRadius: CGFloat, options: CGGradientDrawingOptions) {
        record(.radialGradient(gradient, startCenter: startCenter, startRadius: max(startRadius, 0), endCenter: endCenter,
                               endRadius: max(endRadius, 0), options: options))
    }

    /// Paints the clip with the gradient around `center`, clockwise from `angle` (a gradient
    /// layer's conic type: Core Graphics has no public call for it).
    func drawConicGradient(_ gradient: CGGradient, center: CGPoint, angle: CGFloat) {
        record(.conicGradient(gradient, center: center, angle: angle))
    }

    // MARK: Images

    /// Draws the image scaled to fill the rectangle: PNG, JPEG, and a GIF's first frame. WebP
    /// draws nothing: the server has no decoder for it.
    public func draw(_ image: CGImage, in rect: CGRect) {
        record(.image(image, in: rect))
    }

    /// Fills the shape of a PNG image (its alpha), scaled to the rectangle, with a color: how a
    /// template image is tinted.
    func fill(maskedBy image: CGImage, in rect: CGRect, color: CGColor) {
        record(.mask(image, in: rect, color: color))
    }

    /// The bitmap as an image: PNG data at a scale of 1.
    public func makeImage() -> CGImage? {
        makePNG().flatMap { UIImage(data: $0, scale: 1) }.map { CGImage(source: $0) }
    }

    /// The bitmap encoded as PNG.
    func makePNG() -> Data? {
        rasterized()?.makePNG()
    }

    /// The bitmap's pixels: 32 bits each, premultiplied, blue, green, red and alpha in memory
    /// order (alpha first in a 32-bit word, host byte order), as UIKit's image contexts.
    public var data: UnsafeMutableRawPointer? {
        rasterized()?.data
    }

    /// The bytes from one row of pixels to the next.
    public var bytesPerRow: Int { rasterized()?.bytesPerRow ?? width * 4 }

    /// The bits of one pixel: 32.
    public var bitsPerPixel: Int { 32 }
}

/// How the ends of stroked lines are drawn.
public enum CGLineCap: Int32, Sendable {
    case butt = 0, round = 1, square = 2
}

/// How stroked lines are joined.
public enum CGLineJoin: Int32, Sendable {
    case miter = 0, round = 1, bevel = 2
}

/// Which parts of a path are inside it.
public enum CGPathFillRule: Int, Sendable {
    case winding = 0, evenOdd = 1
}

/// What drawing a path does.
public enum CGPathDrawingMode: Int32, Sendable {
    case fill = 0, eoFill = 1, stroke = 2, fillStroke = 3, eoFillStroke = 4
}
