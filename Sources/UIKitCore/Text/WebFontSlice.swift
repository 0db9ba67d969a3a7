/// One piece of a font file as browsers download it: the file's glyphs for one slice of its
/// code points, made by HarfBuzz's subsetter from the very file the server measures with, so a
/// page downloads only the scripts it draws.
///
/// Latin, Latin Extended, Greek and Cyrillic each get a slice (as web font services split
/// them); what else a Latin font covers goes in one more. A CJK font is cut into slices of
/// `cjkSliceSize` code points in code point order.
@_spi(Host) public struct WebFontSlice: Sendable {
    /// The request path, named after the file's content and the slice, so it can be cached for good.
    public let path: String
    let file: FontFile
    let codePoints: CodePointSet

    /// The slice as a TrueType font with the layout tables (GSUB, GPOS, GDEF) kept for its glyphs.
    public func subsetFont() -> [UInt8]? {
        file.font.webSubset(keeping: codePoints.ranges)?.bytes
    }

    /// Code points per slice of a CJK font: about 60 KB of WOFF2 each for WenQuanYi Micro Hei.
    static let cjkSliceSize = 500

    // The script slices, in the order they claim code points. Combining marks go with Latin,
    // so a base letter and its accent are shaped in one run by the browser as by the server.
    private static let scriptSlices: [(name: String, codePoints: CodePointSet)] = [
        ("latin", CodePointSet([
            0x0000...0x00FF, 0x0131...0x0131, 0x0152...0x0153, 0x02BB...0x02BC, 0x02C6...0x02C6, 0x02DA...0x02DA,
            0x02DC...0x02DC, 0x0300...0x036F, 0x2000...0x206F, 0x2074...0x2074, 0x20AC...0x20AC,
            0x2122...0x2122, 0x2190...0x2193, 0x2212...0x2212, 0x2215...0x2215, 0xFEFF...0xFEFF,
            0xFFFD...0xFFFD,
        ])),
        ("latin-ext", CodePointSet([
            0x0100...0x024F, 0x0259...0x0259, 0x1E00...0x1EFF, 0x2020...0x2020, 0x20A0...0x20CF,
            0x2113...0x2113, 0x2C60...0x2C7F, 0xA720...0xA7FF,
        ])),
        ("greek", CodePointSet([0x0370...0x03FF, 0x1F00...0x1FFF])),
        ("cyrillic", CodePointSet([
            0x0400...0x052F, 0x1C80...0x1C88, 0x20B4...0x20B4, 0x2DE0...0x2DFF, 0xA640...0xA69F, 0xFE2E...0xFE2F,
        ])),
    ]

    /// The slices of `file` for the code points in `range`, which no two slices share.
    static func slices(of file: FontFile, covering range: CodePointSet, cjk: Bool) -> [WebFontSlice] {
        var pieces: [(name: String, codePoints: CodePointSet)] = []
        if cjk {
            for (index, chunk) in range.chunked(by: cjkSliceSize).enumerated() {
                pieces.append(("cjk\(index)", chunk))
            }
        } else {
            var rest = range
            for slice in scriptSlices {
                pieces.append((slice.name, rest.intersection(slice.codePoints)))
                rest = rest.subtracting(slice.codePoints)
            }
            pieces.append(("symbols", rest))
        }
        return pieces.filter { !$0.codePoints.isEmpty }.map { piece in
            let hash = ContentHash.hex(Array((file.contentHash + piece.codePoints.cssUnicodeRange).utf8))
            return WebFontSlice(path: "/fonts/\(file.name)-\(piece.name)-\(hash).woff2", file: file,
                                codePoints: piece.codePoints)
        }
    }
}
