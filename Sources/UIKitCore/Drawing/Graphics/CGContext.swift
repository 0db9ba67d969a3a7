import CCairo
import Foundation

/// A Quartz 2D drawing environment: here, a bitmap context drawn by Cairo on the server.
///
/// UIKit's image contexts have their origin at the top left with y going down, and are scaled
/// so that drawing is in points; `makeImage()` encodes the pixels as PNG.
public final class CGContext {
    private let surface: OpaquePointer
    private let cairo: OpaquePointer
    /// The width and height of the bitmap, in pixels.
    public let width: Int
    public let height: Int
    /// Pixels per point.
    let scale: CGFloat
    let isOpaque: Bool

    private struct GraphicsState {
        var fill = CGColor(gray: 0, alpha: 1)
        var stroke = CGColor(gray: 0, alpha: 1)
        var alpha: CGFloat = 1
    }

    private var state = GraphicsState()
    private var savedStates: [GraphicsState] = []

    /// A bitmap context of `size` points at `scale` pixels per point; an opaque one starts
    /// white with no alpha, a transparent one starts clear.
    init?(size: CGSize, scale: CGFloat, opaque: Bool) {
        let pixelWidth = Int((size.width * scale).rounded(.up)), pixelHeight = Int((size.height * scale).rounded(.up))
        guard pixelWidth > 0, pixelHeight > 0, pixelWidth <= 16_384, pixelHeight <= 16_384 else { return nil }
        let format = opaque ? CAIRO_FORMAT_RGB24 : CAIRO_FORMAT_ARGB32
        guard let surface = cairo_image_surface_create(format, Int32(pixelWidth), Int32(pixelHeight)),
              cairo_surface_status(surface) == CAIRO_STATUS_SUCCESS else { return nil }
        guard let cairo = cairo_create(surface) else {
            cairo_surface_destroy(surface)
            return nil
        }
        self.surface = surface
        self.cairo = cairo
        width = pixelWidth
        height = pixelHeight
        self.scale = scale
        isOpaque = opaque
        if opaque {
            cairo_set_source_rgb(cairo, 1, 1, 1)
            cairo_paint(cairo)
        }
        cairo_scale(cairo, Double(scale), Double(scale))
    }

    deinit {
        cairo_destroy(cairo)
        cairo_surface_destroy(surface)
    }

    // MARK: Colors and state

    /// Sets the fill color.
    public func setFillColor(_ color: CGColor) {
        state.fill = color
    }

    /// Sets the stroke color.
    public func setStrokeColor(_ color: CGColor) {
        state.stroke = color
    }

    /// Sets the opacity of what is drawn next.
    public func setAlpha(_ alpha: CGFloat) {
        state.alpha = min(max(alpha, 0), 1)
    }

    /// Sets the line width for strokes, in points.
    public func setLineWidth(_ width: CGFloat) {
        cairo_set_line_width(cairo, Double(width))
    }

    /// Sets how the ends of lines are drawn.
    public func setLineCap(_ cap: CGLineCap) {
        let value: cairo_line_cap_t = switch cap {
        case .butt: CAIRO_LINE_CAP_BUTT
        case .round: CAIRO_LINE_CAP_ROUND
        case .square: CAIRO_LINE_CAP_SQUARE
        }
        cairo_set_line_cap(cairo, value)
    }

    /// Sets how lines are joined.
    public func setLineJoin(_ join: CGLineJoin) {
        let value: cairo_line_join_t = switch join {
        case .miter: CAIRO_LINE_JOIN_MITER
        case .round: CAIRO_LINE_JOIN_ROUND
        case .bevel: CAIRO_LINE_JOIN_BEVEL
        }
        cairo_set_line_join(cairo, value)
    }

    /// Sets the dash pattern of lines; an empty pattern draws them solid.
    public func setLineDash(phase: CGFloat, lengths: [CGFloat]) {
        let dashes = lengths.map(Double.init)
        cairo_set_dash(cairo, dashes, Int32(dashes.count), Double(phase))
    }

    /// Saves the graphics state: colors, alpha, line settings, the transform and the clip.
    public func saveGState() {
        savedStates.append(state)
        cairo_save(cairo)
    }

    /// Restores the graphics state saved last.
    public func restoreGState() {
        guard let saved = savedStates.popLast() else { return }
        state = saved
        cairo_restore(cairo)
    }

    // MARK: The transform

    /// Moves the origin of the user coordinate system.
    public func translateBy(x: CGFloat, y: CGFloat) {
        cairo_translate(cairo, Double(x), Double(y))
    }

    /// Scales the user coordinate system.
    public func scaleBy(x: CGFloat, y: CGFloat) {
        cairo_scale(cairo, Double(x), Double(y))
    }

    /// Rotates the user coordinate system by `angle` radians (clockwise on screen for a
    /// positive angle, as y goes down).
    public func rotate(by angle: CGFloat) {
        cairo_rotate(cairo, Double(angle))
    }

    /// Applies a transform to the user coordinate system.
    public func concatenate(_ transform: CGAffineTransform) {
        var matrix = cairo_matrix_t(xx: Double(transform.a), yx: Double(transform.b), xy: Double(transform.c),
                                    yy: Double(transform.d), x0: Double(transform.tx), y0: Double(transform.ty))
        cairo_transform(cairo, &matrix)
    }

    /// The current transform from user space to the bitmap's pixels (the context's scale included).
    public var ctm: CGAffineTransform {
        var matrix = cairo_matrix_t()
        cairo_get_matrix(cairo, &matrix)
        return CGAffineTransform(a: matrix.xx, b: matrix.yx, c: matrix.xy, d: matrix.yy, tx: matrix.x0, ty: matrix.y0)
    }

    // MARK: Paths

    /// Starts a new, empty path.
    public func beginPath() {
        cairo_new_path(cairo)
    }

    /// Starts a subpath at the point.
    public func move(to point: CGPoint) {
        cairo_move_to(cairo, Double(point.x), Double(point.y))
    }

    /// Adds a straight line to the point.
    public func addLine(to point: CGPoint) {
        cairo_line_to(cairo, Double(point.x), Double(point.y))
    }

    /// Adds lines between the points, starting a subpath at the first.
    public func addLines(between points: [CGPoint]) {
        guard let first = points.first else { return }
        move(to: first)
        for point in points.dropFirst() { addLine(to: point) }
    }

    /// Adds a cubic Bézier curve to the point.
    public func addCurve(to end: CGPoint, control1: CGPoint, control2: CGPoint) {
        cairo_curve_to(cairo, Double(control1.x), Double(control1.y), Double(control2.x), Double(control2.y),
                       Double(end.x), Double(end.y))
    }

    /// Adds a quadratic Bézier curve to the point.
    public func addQuadCurve(to end: CGPoint, control: CGPoint) {
        var x = 0.0, y = 0.0
        cairo_get_current_point(cairo, &x, &y)
        let start = CGPoint(x: x, y: y)
        addCurve(to: end,
                 control1: CGPoint(x: start.x + 2 / 3 * (control.x - start.x), y: start.y + 2 / 3 * (control.y - start.y)),
                 control2: CGPoint(x: end.x + 2 / 3 * (control.x - end.x), y: end.y + 2 / 3 * (control.y - end.y)))
    }

    /// Adds an arc. As in Core Graphics, `clockwise` is in a y-up space: in UIKit's y-down
    /// contexts, `clockwise: true` goes counterclockwise on screen.
    public func addArc(center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat, clockwise: Bool) {
        if clockwise {
            cairo_arc_negative(cairo, Double(center.x), Double(center.y), Double(radius), Double(startAngle), Double(endAngle))
        } else {
            cairo_arc(cairo, Double(center.x), Double(center.y), Double(radius), Double(startAngle), Double(endAngle))
        }
    }

    /// Adds a rectangle as a closed subpath.
    public func addRect(_ rect: CGRect) {
        cairo_rectangle(cairo, Double(rect.minX), Double(rect.minY), Double(rect.width), Double(rect.height))
    }

    /// Adds the ellipse that fits in the rectangle.
    public func addEllipse(in rect: CGRect) {
        guard rect.width > 0, rect.height > 0 else { return }
        cairo_save(cairo)
        cairo_translate(cairo, Double(rect.midX), Double(rect.midY))
        cairo_scale(cairo, Double(rect.width / 2), Double(rect.height / 2))
        cairo_new_sub_path(cairo)
        cairo_arc(cairo, 0, 0, 1, 0, 2 * .pi)
        cairo_close_path(cairo)
        cairo_restore(cairo)
    }

    /// Closes the current subpath.
    public func closePath() {
        cairo_close_path(cairo)
    }

    /// Fills the current path with the fill color, then clears it.
    public func fillPath(using rule: CGPathFillRule = .winding) {
        cairo_set_fill_rule(cairo, rule == .evenOdd ? CAIRO_FILL_RULE_EVEN_ODD : CAIRO_FILL_RULE_WINDING)
        setSource(state.fill)
        cairo_fill(cairo)
    }

    /// Strokes the current path with the stroke color and line width, then clears it.
    public func strokePath() {
        setSource(state.stroke)
        cairo_stroke(cairo)
    }

    /// Fills, strokes or both, then clears the path.
    public func drawPath(using mode: CGPathDrawingMode) {
        switch mode {
        case .fill, .eoFill:
            fillPath(using: mode == .eoFill ? .evenOdd : .winding)
        case .stroke:
            strokePath()
        case .fillStroke, .eoFillStroke:
            cairo_set_fill_rule(cairo, mode == .eoFillStroke ? CAIRO_FILL_RULE_EVEN_ODD : CAIRO_FILL_RULE_WINDING)
            setSource(state.fill)
            cairo_fill_preserve(cairo)
            strokePath()
        }
    }

    /// Intersects the clip with the current path, then clears it.
    public func clip() {
        cairo_clip(cairo)
    }

    /// Intersects the clip with the rectangle.
    public func clip(to rect: CGRect) {
        cairo_new_path(cairo)
        addRect(rect)
        cairo_clip(cairo)
    }

    // MARK: Drawing shapes

    /// Fills the rectangle with the fill color.
    public func fill(_ rect: CGRect) {
        cairo_new_path(cairo)
        addRect(rect)
        fillPath()
    }

    /// Fills the rectangles with the fill color.
    public func fill(_ rects: [CGRect]) {
        cairo_new_path(cairo)
        for rect in rects { addRect(rect) }
        fillPath()
    }

    /// Strokes the rectangle's outline with the stroke color and line width.
    public func stroke(_ rect: CGRect) {
        cairo_new_path(cairo)
        addRect(rect)
        strokePath()
    }

    /// Strokes the rectangle's outline with the given line width.
    public func stroke(_ rect: CGRect, width: CGFloat) {
        cairo_save(cairo)
        cairo_set_line_width(cairo, Double(width))
        stroke(rect)
        cairo_restore(cairo)
    }

    /// Fills the ellipse that fits in the rectangle.
    public func fillEllipse(in rect: CGRect) {
        cairo_new_path(cairo)
        addEllipse(in: rect)
        fillPath()
    }

    /// Strokes the ellipse that fits in the rectangle.
    public func strokeEllipse(in rect: CGRect) {
        cairo_new_path(cairo)
        addEllipse(in: rect)
        strokePath()
    }

    /// Paints the rectangle transparent (white in an opaque context).
    public func clear(_ rect: CGRect) {
        cairo_save(cairo)
        cairo_new_path(cairo)
        addRect(rect)
        if isOpaque {
            cairo_set_source_rgb(cairo, 1, 1, 1)
        } else {
            cairo_set_operator(cairo, CAIRO_OPERATOR_CLEAR)
        }
        cairo_fill(cairo)
        cairo_restore(cairo)
    }

    // MARK: Images

    /// Draws a PNG image scaled to fill the rectangle. Other formats draw nothing: the server
    /// decodes PNG only.
    public func draw(_ image: CGImage, in rect: CGRect) {
        guard let source = PNGSurface(data: image.source.encodedData), rect.width > 0, rect.height > 0 else { return }
        cairo_save(cairo)
        cairo_translate(cairo, Double(rect.minX), Double(rect.minY))
        cairo_scale(cairo, Double(rect.width) / Double(source.width), Double(rect.height) / Double(source.height))
        cairo_set_source_surface(cairo, source.surface, 0, 0)
        cairo_paint_with_alpha(cairo, Double(state.alpha))
        cairo_restore(cairo)
    }

    /// Fills the shape of a PNG image (its alpha), scaled to the rectangle, with a color: how a
    /// template image is tinted.
    func fill(maskedBy image: CGImage, in rect: CGRect, color: CGColor) {
        guard let source = PNGSurface(data: image.source.encodedData), rect.width > 0, rect.height > 0 else { return }
        cairo_save(cairo)
        cairo_translate(cairo, Double(rect.minX), Double(rect.minY))
        cairo_scale(cairo, Double(rect.width) / Double(source.width), Double(rect.height) / Double(source.height))
        setSource(color)
        cairo_mask_surface(cairo, source.surface, 0, 0)
        cairo_restore(cairo)
    }

    /// The bitmap as an image: PNG data at a scale of 1.
    public func makeImage() -> CGImage? {
        makePNG().flatMap { UIImage(data: $0, scale: 1) }.map { CGImage(source: $0) }
    }

    /// The bitmap encoded as PNG.
    func makePNG() -> Data? {
        cairo_surface_flush(surface)
        var data = Data()
        let status = withUnsafeMutablePointer(to: &data) { pointer in
            cairo_surface_write_to_png_stream(surface, { closure, bytes, length in
                guard let closure, let bytes else { return CAIRO_STATUS_WRITE_ERROR }
                closure.assumingMemoryBound(to: Data.self).pointee.append(bytes, count: Int(length))
                return CAIRO_STATUS_SUCCESS
            }, pointer)
        }
        return status == CAIRO_STATUS_SUCCESS ? data : nil
    }

    /// The bitmap's pixels: 32 bits each, premultiplied, blue, green, red and alpha in memory
    /// order (alpha first in a 32-bit word, host byte order), as UIKit's image contexts.
    public var data: UnsafeMutableRawPointer? {
        cairo_surface_flush(surface)
        return cairo_image_surface_get_data(surface).map(UnsafeMutableRawPointer.init)
    }

    /// The bytes from one row of pixels to the next.
    public var bytesPerRow: Int { Int(cairo_image_surface_get_stride(surface)) }

    /// The bits of one pixel: 32.
    public var bitsPerPixel: Int { 32 }

    private func setSource(_ color: CGColor) {
        let c = color.components4
        cairo_set_source_rgba(cairo, c.red, c.green, c.blue, c.alpha * Double(state.alpha))
    }
}

/// A decoded PNG as a Cairo surface.
private final class PNGSurface {
    let surface: OpaquePointer
    let width: Int
    let height: Int

    init?(data: Data) {
        var reader = (data: data, offset: 0)
        let made = withUnsafeMutablePointer(to: &reader) { pointer in
            cairo_image_surface_create_from_png_stream({ closure, bytes, length in
                guard let closure, let bytes else { return CAIRO_STATUS_READ_ERROR }
                let reader = closure.assumingMemoryBound(to: (data: Data, offset: Int).self)
                let wanted = Int(length)
                guard reader.pointee.offset + wanted <= reader.pointee.data.count else { return CAIRO_STATUS_READ_ERROR }
                reader.pointee.data.copyBytes(to: bytes, from: reader.pointee.offset..<(reader.pointee.offset + wanted))
                reader.pointee.offset += wanted
                return CAIRO_STATUS_SUCCESS
            }, pointer)
        }
        guard let made, cairo_surface_status(made) == CAIRO_STATUS_SUCCESS else {
            if let made { cairo_surface_destroy(made) }
            return nil
        }
        surface = made
        width = Int(cairo_image_surface_get_width(made))
        height = Int(cairo_image_surface_get_height(made))
    }

    deinit {
        cairo_surface_destroy(surface)
    }
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
