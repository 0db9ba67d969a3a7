import CHarfBuzz

/// Every call into HarfBuzz: loading font files, subsetting them for the web, reading their
/// metrics and coverage, and shaping text. Handles are wrapped in classes that free them once.
enum HarfBuzz {
    /// Bytes of a font file or collection (`hb_blob_t`).
    final class Blob: @unchecked Sendable {
        // Immutable after creation; HarfBuzz blobs are safe to share between threads.
        fileprivate let handle: OpaquePointer

        fileprivate init(taking handle: OpaquePointer) {
            hb_blob_make_immutable(handle)
            self.handle = handle
        }

        /// Reads a file; `nil` when it cannot be read or is empty.
        convenience init?(contentsOfFile path: String) {
            guard let handle = hb_blob_create_from_file_or_fail(path) else { return nil }
            guard hb_blob_get_length(handle) > 0 else {
                hb_blob_destroy(handle)
                return nil
            }
            self.init(taking: handle)
        }

        deinit { hb_blob_destroy(handle) }

        /// The number of faces in the file: more than one for a collection (`.ttc`).
        var faceCount: Int { Int(hb_face_count(handle)) }

        /// A copy of the bytes.
        var bytes: [UInt8] {
            var length: UInt32 = 0
            guard let data = hb_blob_get_data(handle, &length), length > 0 else { return [] }
            return data.withMemoryRebound(to: UInt8.self, capacity: Int(length)) {
                Array(UnsafeBufferPointer(start: $0, count: Int(length)))
            }
        }
    }

    /// One face of a font file, with a font object at a scale of one unit per em unit
    /// (`hb_face_t` and `hb_font_t`): advances come back in font units, unhinted.
    final class Font: @unchecked Sendable {
        // Both handles are made immutable before the object is shared; HarfBuzz documents
        // immutable faces and fonts as safe for concurrent shaping.
        private let face: OpaquePointer
        let font: OpaquePointer
        /// Glyph outlines read so far (text drawn into contexts and snapshots), by glyph id.
        let outlines = OutlineCache()

        /// The face at `index` of `blob`; `nil` when there is no such face.
        init?(blob: Blob, index: Int) {
            guard index >= 0, index < blob.faceCount, let face = hb_face_create(blob.handle, UInt32(index)),
                  hb_face_get_glyph_count(face) > 0 else { return nil }
            hb_face_make_immutable(face)
            guard let font = hb_font_create(face) else {
                hb_face_destroy(face)
                return nil
            }
            let unitsPerEm = Int32(hb_face_get_upem(face))
            hb_font_set_scale(font, unitsPerEm, unitsPerEm)
            hb_font_make_immutable(font)
            self.face = face
            self.font = font
        }

        deinit {
            hb_font_destroy(font)
            hb_face_destroy(face)
        }

        var unitsPerEm: Int { Int(hb_face_get_upem(face)) }

        /// Ascender, descender (positive, below the baseline) and line gap, in font units, as
        /// browsers take them (hhea, or OS/2 typographic metrics when the font asks for those).
        var verticalMetrics: (ascender: Int, descender: Int, lineGap: Int) {
            var extents = hb_font_extents_t()
            hb_font_get_h_extents(font, &extents)
            return (Int(extents.ascender), Int(-extents.descender), Int(extents.line_gap))
        }

        /// The height of capital letters, from OS/2, else from the top of "H".
        var capHeight: Int { metric(HB_OT_METRICS_TAG_CAP_HEIGHT, measuring: 0x48) }
        /// The height of lowercase letters, from OS/2, else from the top of "x".
        var xHeight: Int { metric(HB_OT_METRICS_TAG_X_HEIGHT, measuring: 0x78) }

        /// The underline's position (above the baseline; negative below) and thickness, in font
        /// units, from the `post` table; `nil` when the font gives none.
        var underline: (offset: Int, thickness: Int)? {
            decoration(HB_OT_METRICS_TAG_UNDERLINE_OFFSET, HB_OT_METRICS_TAG_UNDERLINE_SIZE)
        }

        /// The strikethrough's position above the baseline and thickness, in font units, from
        /// the `OS/2` table; `nil` when the font gives none.
        var strikeout: (offset: Int, thickness: Int)? {
            decoration(HB_OT_METRICS_TAG_STRIKEOUT_OFFSET, HB_OT_METRICS_TAG_STRIKEOUT_SIZE)
        }

        private func decoration(_ offsetTag: hb_ot_metrics_tag_t, _ sizeTag: hb_ot_metrics_tag_t) -> (offset: Int, thickness: Int)? {
            var offset: hb_position_t = 0
            var size: hb_position_t = 0
            guard hb_ot_metrics_get_position(font, offsetTag, &offset) != 0, hb_ot_metrics_get_position(font, sizeTag, &size) != 0,
                  size > 0 else { return nil }
            return (Int(offset), Int(size))
        }

        private func metric(_ tag: hb_ot_metrics_tag_t, measuring scalar: UInt32) -> Int {
            var position: hb_position_t = 0
            if hb_ot_metrics_get_position(font, tag, &position) != 0, position > 0 { return Int(position) }
            var glyph: hb_codepoint_t = 0
            var extents = hb_glyph_extents_t()
            guard hb_font_get_nominal_glyph(font, scalar, &glyph) != 0,
                  hb_font_get_glyph_extents(font, glyph, &extents) != 0 else { return 0 }
            return Int(extents.y_bearing)
        }

        /// A string of the face's `name` table in English (else the first language it has), such
        /// as the family (`1`), full (`4`), PostScript (`6`) or typographic family (`16`) name.
        func name(_ nameID: UInt32) -> String? {
            let id = hb_ot_name_id_t(nameID)
            var length = hb_ot_name_get_utf8(face, id, hb_language_from_string("en", -1), nil, nil)
            guard length > 0 else { return nil }
            var buffer = [CChar](repeating: 0, count: Int(length) + 1)
            length += 1
            hb_ot_name_get_utf8(face, id, hb_language_from_string("en", -1), &length, &buffer)
            let name = String(decoding: buffer.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
            return name.isEmpty ? nil : name
        }

        /// The face's weight (OS/2 `usWeightClass`, 100 to 900) and whether it is italic.
        var style: (weight: Int, isItalic: Bool) {
            (Int(hb_style_get_value(font, HB_STYLE_TAG_WEIGHT).rounded()),
             hb_style_get_value(font, HB_STYLE_TAG_ITALIC) > 0)
        }

        /// The code points the face maps to glyphs, as sorted closed ranges.
        var coverage: [ClosedRange<UInt32>] {
            let set = hb_set_create()
            defer { hb_set_destroy(set) }
            hb_face_collect_unicodes(face, set)
            var ranges: [ClosedRange<UInt32>] = []
            var first = UInt32.max
            var last = UInt32.max
            while hb_set_next_range(set, &first, &last) != 0 {
                ranges.append(first...last)
            }
            return ranges
        }

        /// A copy of the face as a stand-alone font file for browsers: only `codePoints`, no
        /// hinting, no glyph names, no vertical metrics. `nil` when HarfBuzz cannot subset it.
        func webSubset(keeping codePoints: [ClosedRange<UInt32>]) -> Blob? {
            guard let input = hb_subset_input_create_or_fail() else { return nil }
            defer { hb_subset_input_destroy(input) }
            let unicodes = hb_subset_input_unicode_set(input)
            for range in codePoints {
                hb_set_add_range(unicodes, range.lowerBound, range.upperBound)
            }
            let dropped = hb_subset_input_set(input, HB_SUBSET_SETS_DROP_TABLE_TAG)
            for tag in ["vhea", "vmtx", "VORG", "FFTM"] {
                hb_set_add(dropped, hb_tag_from_string(tag, -1))
            }
            hb_subset_input_set_flags(input, HB_SUBSET_FLAGS_NO_HINTING.rawValue)
            guard let subset = hb_subset_or_fail(face, input) else { return nil }
            defer { hb_face_destroy(subset) }
            guard let blob = hb_face_reference_blob(subset) else { return nil }
            return Blob(taking: blob)
        }

        /// Shapes `range` of `text` (Unicode scalar values) as one left-to-right run in `script`,
        /// with the rest of `text` as context, and default features (kerning and standard
        /// ligatures on). Glyphs come back in visual order; clusters index into `text`.
        func shape(_ text: [UInt32], range: Range<Int>, script: Script, language: String) -> [ShapedGlyph] {
            guard !range.isEmpty, let buffer = hb_buffer_create() else { return [] }
            defer { hb_buffer_destroy(buffer) }
            text.withUnsafeBufferPointer { scalars in
                hb_buffer_add_utf32(buffer, scalars.baseAddress, Int32(scalars.count),
                                    UInt32(range.lowerBound), Int32(range.count))
            }
            hb_buffer_set_direction(buffer, HB_DIRECTION_LTR)
            hb_buffer_set_script(buffer, hb_script_t(rawValue: script.rawValue))
            hb_buffer_set_language(buffer, hb_language_from_string(language, -1))
            hb_buffer_set_cluster_level(buffer, HB_BUFFER_CLUSTER_LEVEL_MONOTONE_CHARACTERS)
            hb_shape(font, buffer, nil, 0)
            var count: UInt32 = 0
            guard let infos = hb_buffer_get_glyph_infos(buffer, &count),
                  let positions = hb_buffer_get_glyph_positions(buffer, nil) else { return [] }
            let unsafeToBreak = HB_GLYPH_FLAG_UNSAFE_TO_BREAK.rawValue
            return (0..<Int(count)).map { index in
                ShapedGlyph(cluster: Int(infos[index].cluster), advance: Int(positions[index].x_advance),
                            isUnsafeToBreak: infos[index].mask & unsafeToBreak != 0, glyph: infos[index].codepoint,
                            offsetX: Int(positions[index].x_offset), offsetY: Int(positions[index].y_offset))
            }
        }
    }

    /// A glyph as shaping placed it: the first text index of its cluster, its advance in font
    /// units, and whether breaking the text at this cluster would change the shaping.
    struct ShapedGlyph: Sendable {
        var cluster: Int
        var advance: Int
        var isUnsafeToBreak: Bool
        /// The glyph's id in the font, and how far shaping moved it from its pen position (marks).
        var glyph: UInt32 = 0
        var offsetX: Int = 0
        var offsetY: Int = 0
    }

    /// A Unicode script (ISO 15924 tag) as HarfBuzz names it.
    struct Script: Hashable, Sendable {
        let rawValue: UInt32

        static let common = Script(rawValue: HB_SCRIPT_COMMON.rawValue)
        static let inherited = Script(rawValue: HB_SCRIPT_INHERITED.rawValue)
        static let unknown = Script(rawValue: HB_SCRIPT_UNKNOWN.rawValue)

        /// The script of a code point, from HarfBuzz's Unicode data.
        init(of scalar: UInt32) {
            rawValue = hb_unicode_script(hb_unicode_funcs_get_default(), scalar).rawValue
        }

        private init(rawValue: UInt32) { self.rawValue = rawValue }

        /// Whether the script takes the script of the text around it (spaces, punctuation,
        /// digits, combining marks).
        var isNeutral: Bool { self == .common || self == .inherited || self == .unknown }
    }
}
