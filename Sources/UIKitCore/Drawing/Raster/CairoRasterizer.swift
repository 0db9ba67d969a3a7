import CCairo
import Foundation

/// The server's one rasterizer: replays display lists into a Cairo bitmap. Image contexts,
/// image renderers, tinted images and symbols all get their pixels here.
///
/// The bitmap's origin is at the top left with y going down, scaled so that commands are in
/// points. Replaying is incremental: commands replayed later continue from the graphics state
/// the earlier ones left.
final class CairoRasterizer {
    private let surface: OpaquePointer
    private let cairo: OpaquePointer
    /// The width and height of the bitmap, in pixels.
    let width: Int
    let height: Int
    let isOpaque: Bool
    /// Pixels per point.
    let scale: CGFloat

    private struct Shadow {
        var offset: CGSize
        var blur: CGFloat
        var color: CGColor
    }

    private struct State {
        var fill = CGColor(gray: 0, alpha: 1)
        var stroke = CGColor(gray: 0, alpha: 1)
        var alpha: CGFloat = 1
        var shadow: Shadow?
    }

    private var state = State()
    private var savedStates: [State] = []

    /// A bitmap of `pixelWidth` × `pixelHeight` drawn at `scale` pixels per point; an opaque one
    /// starts white with no alpha, a transparent one starts clear.
    init?(pixelWidth: Int, pixelHeight: Int, scale: CGFloat, opaque: Bool) {
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
        isOpaque = opaque
        self.scale = scale
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

    /// Draws the commands into the bitmap.
    func replay<Commands: Sequence<DisplayList.Command>>(_ commands: Commands) {
        for command in commands { replay(command) }
    }

    private func replay(_ command: DisplayList.Command) {
        switch command {
        case .save:
            savedStates.append(state)
            cairo_save(cairo)
        case .restore:
            guard let saved = savedStates.popLast() else { return }
            state = saved
            cairo_restore(cairo)
        case .concatenate(let t):
            var matrix = cairo_matrix_t(xx: Double(t.a), yx: Double(t.b), xy: Double(t.c), yy: Double(t.d),
                                        x0: Double(t.tx), y0: Double(t.ty))
            cairo_transform(cairo, &matrix)
        case .fillColor(let color): state.fill = color
        case .strokeColor(let color): state.stroke = color
        case .alpha(let alpha): state.alpha = min(max(alpha, 0), 1)
        case .lineWidth(let width): cairo_set_line_width(cairo, Double(width))
        case .lineCap(let cap):
            let value: cairo_line_cap_t = switch cap {
            case .butt: CAIRO_LINE_CAP_BUTT
            case .round: CAIRO_LINE_CAP_ROUND
            case .square: CAIRO_LINE_CAP_SQUARE
            }
            cairo_set_line_cap(cairo, value)
        case .lineJoin(let join):
            let value: cairo_line_join_t = switch join {
            case .miter: CAIRO_LINE_JOIN_MITER
            case .round: CAIRO_LINE_JOIN_ROUND
            case .bevel: CAIRO_LINE_JOIN_BEVEL
            }
            cairo_set_line_join(cairo, value)
        case .miterLimit(let limit): cairo_set_miter_limit(cairo, Double(limit))
        case .lineDash(let phase, let lengths):
            let dashes = lengths.map(Double.init)
            cairo_set_dash(cairo, dashes, Int32(dashes.count), Double(phase))
        case .blendMode(let mode): cairo_set_operator(cairo, Self.cairoOperator(mode))
        case .shadow(let offset, let blur, let color):
            state.shadow = color.flatMap { $0.alpha > 0 ? Shadow(offset: offset, blur: blur, color: $0) : nil }
        case .beginPath: cairo_new_path(cairo)
        case .move(let p): cairo_move_to(cairo, Double(p.x), Double(p.y))
        case .line(let p): cairo_line_to(cairo, Double(p.x), Double(p.y))
        case .curve(let end, let c1, let c2):
            cairo_curve_to(cairo, Double(c1.x), Double(c1.y), Double(c2.x), Double(c2.y), Double(end.x), Double(end.y))
        case .rect(let rect): addRect(rect)
        case .ellipse(let rect):
            guard rect.width > 0, rect.height > 0 else { return }
            cairo_save(cairo)
            cairo_translate(cairo, Double(rect.midX), Double(rect.midY))
            cairo_scale(cairo, Double(rect.width / 2), Double(rect.height / 2))
            cairo_new_sub_path(cairo)
            cairo_arc(cairo, 0, 0, 1, 0, 2 * .pi)
            cairo_close_path(cairo)
            cairo_restore(cairo)
        case .closePath: cairo_close_path(cairo)
        case .fill(let rule):
            setFillRule(rule)
            painting(extents: .fill) {
                setSource(state.fill)
                cairo_fill(cairo)
            }
        case .stroke:
            painting(extents: .stroke) {
                setSource(state.stroke)
                cairo_stroke(cairo)
            }
        case .fillStroke(let rule):
            setFillRule(rule)
            painting(extents: .stroke) {
                setSource(state.fill)
                cairo_fill_preserve(cairo)
                setSource(state.stroke)
                cairo_stroke(cairo)
            }
        case .clip(let rule):
            setFillRule(rule)
            cairo_clip(cairo)
        case .clear(let rect):
            cairo_save(cairo)
            cairo_new_path(cairo)
            addRect(rect)
            if isOpaque {
                cairo_set_operator(cairo, CAIRO_OPERATOR_SOURCE)
                cairo_set_source_rgb(cairo, 1, 1, 1)
            } else {
                cairo_set_operator(cairo, CAIRO_OPERATOR_CLEAR)
            }
            cairo_fill(cairo)
            cairo_restore(cairo)
        case .image(let image, let rect):
            guard let source = ImageSurface(image.source), rect.width > 0, rect.height > 0 else { return }
            painting(extents: .clip) {
                cairo_save(cairo)
                cairo_translate(cairo, Double(rect.minX), Double(rect.minY))
                cairo_scale(cairo, Double(rect.width) / Double(source.width), Double(rect.height) / Double(source.height))
                cairo_rectangle(cairo, 0, 0, Double(source.width), Double(source.height))
                cairo_clip(cairo)
                cairo_set_source_surface(cairo, source.surface, 0, 0)
                cairo_paint_with_alpha(cairo, Double(state.alpha))
                cairo_restore(cairo)
            }
        case .mask(let image, let rect, let color):
            guard let source = ImageSurface(image.source), rect.width > 0, rect.height > 0 else { return }
            painting(extents: .clip) {
                cairo_save(cairo)
                cairo_translate(cairo, Double(rect.minX), Double(rect.minY))
                cairo_scale(cairo, Double(rect.width) / Double(source.width), Double(rect.height) / Double(source.height))
                setSource(color)
                cairo_mask_surface(cairo, source.surface, 0, 0)
                cairo_restore(cairo)
            }
        case .linearGradient(let gradient, let start, let end, let options):
            guard let pattern = cairo_pattern_create_linear(Double(start.x), Double(start.y), Double(end.x), Double(end.y)) else { return }
            paint(gradient, pattern: pattern, options: options, axis: (start, end))
        case .radialGradient(let gradient, let startCenter, let startRadius, let endCenter, let endRadius, let options):
            guard let pattern = cairo_pattern_create_radial(Double(startCenter.x), Double(startCenter.y), Double(startRadius),
                                                            Double(endCenter.x), Double(endCenter.y), Double(endRadius)) else { return }
            paint(gradient, pattern: pattern, options: options, axis: nil)
        case .conicGradient(let gradient, let center, let angle):
            paintConic(gradient, center: center, angle: angle)
        }
    }

    /// How many wedges a conic gradient is drawn with: one per degree, within a level of
    /// Chromium's own conic gradient at these sizes.
    private static let conicWedges = 360

    /// Paints the clip with a conic gradient. Cairo 1.16 has no conic pattern: a mesh pattern
    /// of thin wedges around the center, each with the gradient's colors at its two edges,
    /// reaching past the farthest corner of the clip.
    private func paintConic(_ gradient: CGGradient, center: CGPoint, angle: CGFloat) {
        var x1 = 0.0, y1 = 0.0, x2 = 0.0, y2 = 0.0
        cairo_clip_extents(cairo, &x1, &y1, &x2, &y2)
        let cx = Double(center.x), cy = Double(center.y)
        let reach = [(x1, y1), (x2, y1), (x1, y2), (x2, y2)].map { hypot($0.0 - cx, $0.1 - cy) }.max()! * 1.5 + 1
        guard let pattern = cairo_pattern_create_mesh() else { return }
        defer { cairo_pattern_destroy(pattern) }
        let count = Self.conicWedges
        for wedge in 0..<count {
            let from = Double(wedge) / Double(count), to = Double(wedge + 1) / Double(count)
            let a0 = Double(angle) + from * 2 * .pi, a1 = Double(angle) + to * 2 * .pi
            let c0 = gradient.color(at: from), c1 = gradient.color(at: to)
            cairo_mesh_pattern_begin_patch(pattern)
            cairo_mesh_pattern_move_to(pattern, cx, cy)
            cairo_mesh_pattern_line_to(pattern, cx + reach * cos(a0), cy + reach * sin(a0))
            cairo_mesh_pattern_line_to(pattern, cx + reach * cos(a1), cy + reach * sin(a1))
            cairo_mesh_pattern_line_to(pattern, cx, cy)
            let alpha = Double(state.alpha)
            for (corner, color) in [(0, c0), (1, c0), (2, c1), (3, c1)] {
                cairo_mesh_pattern_set_corner_color_rgba(pattern, UInt32(corner), color.red, color.green, color.blue,
                                                         color.alpha * alpha)
            }
            cairo_mesh_pattern_end_patch(pattern)
        }
        painting(extents: .clip) {
            cairo_save(cairo)
            cairo_set_source(cairo, pattern)
            cairo_paint(cairo)
            cairo_restore(cairo)
        }
    }

    /// Paints the clip with a gradient pattern. Cairo extends a pattern on both sides or neither:
    /// a linear gradient extended on one side only is padded and clipped to that side.
    private func paint(_ gradient: CGGradient, pattern: OpaquePointer, options: CGGradientDrawingOptions,
                       axis: (start: CGPoint, end: CGPoint)?) {
        defer { cairo_pattern_destroy(pattern) }
        for stop in gradient.stops {
            let c = stop.color
            cairo_pattern_add_color_stop_rgba(pattern, Double(stop.location), c.red, c.green, c.blue, c.alpha * Double(state.alpha))
        }
        let before = options.contains(.drawsBeforeStartLocation), after = options.contains(.drawsAfterEndLocation)
        cairo_pattern_set_extend(pattern, before || after ? CAIRO_EXTEND_PAD : CAIRO_EXTEND_NONE)
        painting(extents: .clip) {
            cairo_save(cairo)
            if before != after, let (start, end) = axis {
                cairo_new_path(cairo)
                for point in DisplayList.gradientBand(from: start, to: end, before: before, after: after) {
                    cairo_line_to(cairo, Double(point.x), Double(point.y))
                }
                cairo_close_path(cairo)
                cairo_clip(cairo)
            }
            cairo_set_source(cairo, pattern)
            cairo_paint(cairo)
            cairo_restore(cairo)
        }
    }

    private enum Extents { case fill, stroke, clip }

    /// Draws with the shadow of the state under what `draw` paints: the painting is made in a
    /// group, its alpha blurred and offset in the shadow's color, then the group on top.
    private func painting(extents: Extents, _ draw: () -> Void) {
        guard let shadow = state.shadow else { return draw() }
        var x1 = 0.0, y1 = 0.0, x2 = 0.0, y2 = 0.0
        switch extents {
        case .fill: cairo_fill_extents(cairo, &x1, &y1, &x2, &y2)
        case .stroke: cairo_stroke_extents(cairo, &x1, &y1, &x2, &y2)
        case .clip: cairo_clip_extents(cairo, &x1, &y1, &x2, &y2)
        }
        // The painting's box on the bitmap, grown by the blur.
        var xs: [Double] = [], ys: [Double] = []
        for (ux, uy) in [(x1, y1), (x2, y1), (x1, y2), (x2, y2)] {
            var x = ux, y = uy
            cairo_user_to_device(cairo, &x, &y)
            xs.append(x)
            ys.append(y)
        }
        let sigma = Double(shadow.blur) / 2 * Double(scale)
        let radius = Int(((4 * sigma * sigma + 1).squareRoot() - 1) / 2 + 0.5)
        let pad = radius * 3 + 1
        let left = max(0, Int(xs.min()!.rounded(.down)) - pad), top = max(0, Int(ys.min()!.rounded(.down)) - pad)
        let right = min(width, Int(xs.max()!.rounded(.up)) + pad), bottom = min(height, Int(ys.max()!.rounded(.up)) + pad)

        cairo_push_group(cairo)
        cairo_set_operator(cairo, CAIRO_OPERATOR_OVER)
        draw()
        guard let group = cairo_pop_group(cairo) else { return }
        defer { cairo_pattern_destroy(group) }
        var matrix = cairo_matrix_t()
        cairo_get_matrix(cairo, &matrix)
        if right > left, bottom > top, let mask = Self.blurredAlpha(of: group, matrix: matrix, left: left, top: top,
                                                                    width: right - left, height: bottom - top, radius: radius) {
            cairo_save(cairo)
            cairo_identity_matrix(cairo)
            let c = shadow.color.components4
            cairo_set_source_rgba(cairo, c.red, c.green, c.blue, c.alpha * Double(state.alpha))
            cairo_mask_surface(cairo, mask, Double(left) + Double(shadow.offset.width * scale),
                               Double(top) + Double(shadow.offset.height * scale))
            cairo_restore(cairo)
            cairo_surface_destroy(mask)
        }
        cairo_save(cairo)
        cairo_set_source(cairo, group)
        cairo_paint(cairo)
        cairo_restore(cairo)
    }

    /// The alpha of a group's pattern (made under the transform `matrix`) over a box of the
    /// bitmap, blurred by three box blurs of the radius (close to a Gaussian), as an A8 surface
    /// of the box.
    private static func blurredAlpha(of pattern: OpaquePointer, matrix: cairo_matrix_t, left: Int, top: Int, width: Int,
                                     height: Int, radius: Int) -> OpaquePointer? {
        guard let surface = cairo_image_surface_create(CAIRO_FORMAT_A8, Int32(width), Int32(height)) else { return nil }
        guard let context = cairo_create(surface) else {
            cairo_surface_destroy(surface)
            return nil
        }
        // The pattern is placed in user space: the same transform, shifted to the box.
        var matrix = matrix
        cairo_translate(context, Double(-left), Double(-top))
        cairo_transform(context, &matrix)
        cairo_set_source(context, pattern)
        cairo_paint(context)
        cairo_destroy(context)
        cairo_surface_flush(surface)
        guard radius > 0, let data = cairo_image_surface_get_data(surface) else { return surface }
        let stride = Int(cairo_image_surface_get_stride(surface))
        var alpha = [Double](repeating: 0, count: width * height)
        for y in 0..<height { for x in 0..<width { alpha[y * width + x] = Double(data[y * stride + x]) } }
        var line = [Double](repeating: 0, count: max(width, height))
        func blur(count: Int, at index: (Int) -> Int) {
            for i in 0..<count { line[i] = alpha[index(i)] }
            var sum = 0.0
            let window = Double(2 * radius + 1)
            for i in -radius...radius where i >= 0 && i < count { sum += line[i] }
            for i in 0..<count {
                alpha[index(i)] = sum / window
                let leaving = i - radius, entering = i + radius + 1
                if leaving >= 0 { sum -= line[leaving] }
                if entering < count { sum += line[entering] }
            }
        }
        for _ in 0..<3 {
            for y in 0..<height { blur(count: width) { y * width + $0 } }
            for x in 0..<width { blur(count: height) { $0 * width + x } }
        }
        for y in 0..<height { for x in 0..<width { data[y * stride + x] = UInt8(min(255, max(0, alpha[y * width + x].rounded()))) } }
        cairo_surface_mark_dirty(surface)
        return surface
    }

    private func addRect(_ rect: CGRect) {
        cairo_rectangle(cairo, Double(rect.minX), Double(rect.minY), Double(rect.width), Double(rect.height))
    }

    private func setFillRule(_ rule: CGPathFillRule) {
        cairo_set_fill_rule(cairo, rule == .evenOdd ? CAIRO_FILL_RULE_EVEN_ODD : CAIRO_FILL_RULE_WINDING)
    }

    private func setSource(_ color: CGColor) {
        let c = color.components4
        cairo_set_source_rgba(cairo, c.red, c.green, c.blue, c.alpha * Double(state.alpha))
    }

    /// The Cairo operator of a blend mode; `.plusDarker`, which Cairo lacks, draws as `.normal`.
    static func cairoOperator(_ mode: CGBlendMode) -> cairo_operator_t {
        switch mode {
        case .normal, .plusDarker: CAIRO_OPERATOR_OVER
        case .multiply: CAIRO_OPERATOR_MULTIPLY
        case .screen: CAIRO_OPERATOR_SCREEN
        case .overlay: CAIRO_OPERATOR_OVERLAY
        case .darken: CAIRO_OPERATOR_DARKEN
        case .lighten: CAIRO_OPERATOR_LIGHTEN
        case .colorDodge: CAIRO_OPERATOR_COLOR_DODGE
        case .colorBurn: CAIRO_OPERATOR_COLOR_BURN
        case .softLight: CAIRO_OPERATOR_SOFT_LIGHT
        case .hardLight: CAIRO_OPERATOR_HARD_LIGHT
        case .difference: CAIRO_OPERATOR_DIFFERENCE
        case .exclusion: CAIRO_OPERATOR_EXCLUSION
        case .hue: CAIRO_OPERATOR_HSL_HUE
        case .saturation: CAIRO_OPERATOR_HSL_SATURATION
        case .color: CAIRO_OPERATOR_HSL_COLOR
        case .luminosity: CAIRO_OPERATOR_HSL_LUMINOSITY
        case .clear: CAIRO_OPERATOR_CLEAR
        case .copy: CAIRO_OPERATOR_SOURCE
        case .sourceIn: CAIRO_OPERATOR_IN
        case .sourceOut: CAIRO_OPERATOR_OUT
        case .sourceAtop: CAIRO_OPERATOR_ATOP
        case .destinationOver: CAIRO_OPERATOR_DEST_OVER
        case .destinationIn: CAIRO_OPERATOR_DEST_IN
        case .destinationOut: CAIRO_OPERATOR_DEST_OUT
        case .destinationAtop: CAIRO_OPERATOR_DEST_ATOP
        case .xor: CAIRO_OPERATOR_XOR
        case .plusLighter: CAIRO_OPERATOR_ADD
        }
    }

    // MARK: Pixels

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

    /// The bitmap's pixels: 32 bits each, premultiplied, in Cairo's native order.
    var data: UnsafeMutableRawPointer? {
        cairo_surface_flush(surface)
        return cairo_image_surface_get_data(surface).map(UnsafeMutableRawPointer.init)
    }

    /// The bytes from one row of pixels to the next.
    var bytesPerRow: Int { Int(cairo_image_surface_get_stride(surface)) }

    /// Tells Cairo the pixels were written to directly.
    func markDirty() {
        cairo_surface_mark_dirty(surface)
    }
}

/// A decoded image as a Cairo surface: PNG read by Cairo, JPEG and GIF (its first frame)
/// decoded by their libraries.
private final class ImageSurface {
    let surface: OpaquePointer
    let width: Int
    let height: Int

    convenience init?(_ image: UIImage) {
        if image.header.format == .png {
            self.init(png: image.encodedData)
        } else if let bitmap = DecodedBitmap(data: image.encodedData, format: image.header.format) {
            self.init(bitmap: bitmap)
        } else {
            return nil
        }
    }

    private init?(png data: Data) {
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

    private init?(bitmap: DecodedBitmap) {
        guard let made = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(bitmap.width), Int32(bitmap.height)),
              cairo_surface_status(made) == CAIRO_STATUS_SUCCESS, let data = cairo_image_surface_get_data(made) else {
            return nil
        }
        cairo_surface_flush(made)
        let stride = Int(cairo_image_surface_get_stride(made)), rowBytes = bitmap.width * 4
        bitmap.pixels.withUnsafeBytes { pixels in
            for row in 0..<bitmap.height {
                (data + row * stride).update(from: pixels.baseAddress!.advanced(by: row * rowBytes)
                    .assumingMemoryBound(to: UInt8.self), count: rowBytes)
            }
        }
        cairo_surface_mark_dirty(made)
        surface = made
        width = bitmap.width
        height = bitmap.height
    }

    deinit {
        cairo_surface_destroy(surface)
    }
}
