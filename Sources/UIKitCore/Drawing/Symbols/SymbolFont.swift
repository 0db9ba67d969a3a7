import Foundation
import Synchronization

/// The icon font symbol images are drawn from: Google's Material Icons (Apache-2.0), installed by
/// Debian's fonts-material-design-icons-iconfont. SF Symbols names map to its glyphs through
/// `SymbolTable`; outlines are read once per glyph and shared.
final class SymbolFont: Sendable {
    /// The font installed on this machine, loaded on first use.
    static let shared = SymbolFont(path: "/usr/share/fonts/truetype/material-design-icons-iconfont/MaterialIcons-Regular.ttf")

    private let font: HarfBuzz.Font?
    private let outlines = Mutex<[UInt32: GlyphOutline]>([:])
    private let reportedNames = Mutex<Set<String>>([])

    init(path: String) {
        font = HarfBuzz.Blob(contentsOfFile: path).flatMap { HarfBuzz.Font(blob: $0, index: 0) }
        if font == nil {
            Self.log("cannot read the symbol font \(path) (Debian package fonts-material-design-icons-iconfont)")
        }
    }

    /// The outline of the glyph for an SF Symbols name; `nil`, logged once per name, when no glyph
    /// stands in for it.
    func outline(forSymbolNamed name: String) -> GlyphOutline? {
        guard let codePoint = SymbolTable.codePoints[name], let outline = outline(forCodePoint: codePoint) else {
            let isFirst = reportedNames.withLock { $0.insert(name).inserted }
            if isFirst { Self.log("no symbol named \"\(name)\" (UIImage(systemName:) returns nil)") }
            return nil
        }
        return outline
    }

    func outline(forCodePoint codePoint: UInt32) -> GlyphOutline? {
        if let cached = outlines.withLock({ $0[codePoint] }) { return cached }
        guard let outline = font?.outline(ofCodePoint: codePoint) else { return nil }
        outlines.withLock { $0[codePoint] = outline }
        return outline
    }

    private static func log(_ message: String) {
        FileHandle.standardError.write(Data("[UIKit] \(message)\n".utf8))
    }
}
