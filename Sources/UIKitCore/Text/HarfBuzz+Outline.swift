import Foundation
import CHarfBuzz

extension HarfBuzz.Font {
    /// The outline of the glyph the face maps `codePoint` to, in font units with y going up
    /// from the baseline; `nil` when the face has no glyph for it.
    func outline(ofCodePoint codePoint: UInt32) -> GlyphOutline? {
        var glyph: hb_codepoint_t = 0
        guard hb_font_get_nominal_glyph(font, codePoint, &glyph) != 0 else { return nil }
        return outline(ofGlyph: glyph)
    }

    /// The outline of a glyph by its id, in font units with y going up from the baseline; read
    /// from the font once, then kept.
    func outline(ofGlyph glyph: UInt32) -> GlyphOutline? {
        if let kept = outlines.outline(of: glyph) { return kept }
        let outline = readOutline(ofGlyph: glyph)
        if let outline { outlines.keep(outline, for: glyph) }
        return outline
    }

    private func readOutline(ofGlyph glyph: UInt32) -> GlyphOutline? {
        guard let funcs = hb_draw_funcs_create() else { return nil }
        defer { hb_draw_funcs_destroy(funcs) }
        hb_draw_funcs_set_move_to_func(funcs, { _, data, _, x, y, _ in
            GlyphOutline.Recorder.from(data).elements.append(.move(x: Double(x), y: Double(y)))
        }, nil, nil)
        hb_draw_funcs_set_line_to_func(funcs, { _, data, _, x, y, _ in
            GlyphOutline.Recorder.from(data).elements.append(.line(x: Double(x), y: Double(y)))
        }, nil, nil)
        hb_draw_funcs_set_quadratic_to_func(funcs, { _, data, _, cx, cy, x, y, _ in
            GlyphOutline.Recorder.from(data).elements.append(.quad(cx: Double(cx), cy: Double(cy), x: Double(x), y: Double(y)))
        }, nil, nil)
        hb_draw_funcs_set_cubic_to_func(funcs, { _, data, _, c1x, c1y, c2x, c2y, x, y, _ in
            GlyphOutline.Recorder.from(data).elements.append(.cubic(c1x: Double(c1x), c1y: Double(c1y), c2x: Double(c2x),
                                                                    c2y: Double(c2y), x: Double(x), y: Double(y)))
        }, nil, nil)
        hb_draw_funcs_set_close_path_func(funcs, { _, data, _, _ in
            GlyphOutline.Recorder.from(data).elements.append(.close)
        }, nil, nil)
        let recorder = GlyphOutline.Recorder()
        withExtendedLifetime(recorder) {
            hb_font_get_glyph_shape(font, glyph, funcs, Unmanaged.passUnretained(recorder).toOpaque())
        }
        return GlyphOutline(elements: recorder.elements, unitsPerEm: Double(unitsPerEm))
    }
}

extension GlyphOutline {
    /// Collects the outline while HarfBuzz draws it.
    final class Recorder {
        var elements: [Element] = []

        static func from(_ data: UnsafeMutableRawPointer?) -> Recorder {
            Unmanaged<Recorder>.fromOpaque(data!).takeUnretainedValue()
        }
    }
}

/// The outlines a font has given, shared by every session that draws text (under a lock).
final class OutlineCache: @unchecked Sendable {
    private let lock = NSLock()
    private var outlines: [UInt32: GlyphOutline] = [:]
    /// At most this many glyphs per font are kept (a CJK font has tens of thousands).
    private static let limit = 4_096

    func outline(of glyph: UInt32) -> GlyphOutline? {
        lock.withLock { outlines[glyph] }
    }

    func keep(_ outline: GlyphOutline, for glyph: UInt32) {
        lock.withLock {
            if outlines.count >= Self.limit { outlines.removeAll(keepingCapacity: true) }
            outlines[glyph] = outline
        }
    }
}
