import Testing
import Foundation
@_spi(Host) import UIKitCore
import UIKit

/// The fonts the host serves to browsers: slices of the same fonts text is measured with.
@MainActor
struct FontLibraryTests {
    private let library = FontLibrary.shared

    private var css: String { String(decoding: library.styleSheet, as: UTF8.self) }

    @Test func testTheDebianFontsAreInstalledAndRead() {
        #expect(library.problems == [])
    }

    @Test func testTheStyleSheetNamesOnlyServedSlices() {
        let urls = css.components(separatedBy: "url(\"").dropFirst().map { $0.components(separatedBy: "\"")[0] }
        #expect(Set(urls) == Set(library.webFontSlices.keys))
        #expect(css.contains("font-family: \"UIKit System\""))
        #expect(!css.contains("truetype"))
    }

    @Test func testSlicesAreWOFF2URLsNamedAfterTheirContent() {
        for path in library.webFontSlices.keys {
            #expect(path.range(of: #"^/fonts/[A-Za-z]+(-[A-Za-z]+)?-[a-z0-9-]+-[0-9a-f]{16}\.woff2$"#,
                               options: NSString.CompareOptions.regularExpression) != nil, "\(path)")
        }
    }

    @Test func testTheLatinFontIsSlicedByScriptAndTheCJKFontInPieces() {
        let names = Set(library.webFontSlices.keys.map { $0.components(separatedBy: "/").last! })
        for script in ["latin", "latin-ext", "greek", "cyrillic"] {
            #expect(names.contains { $0.hasPrefix("DejaVuSans-\(script)-") }, "\(script)")
        }
        #expect(names.filter { $0.hasPrefix("WenQuanYiMicroHei-cjk") }.count > 40)
    }

    @Test func testThePreloadedSliceIsTheRegularLatinSliceAndHoldsItsGlyphs() throws {
        let slice = try #require(library.preloadedSlice)
        #expect(slice.path.hasPrefix("/fonts/DejaVuSans-latin-"))
        let font = try #require(slice.subsetFont())
        #expect(font.starts(with: [0, 1, 0, 0]))
        // Kerning and ligatures stay with the glyphs: the layout tables are kept.
        let tags = (0..<Int(font[4]) << 8 | Int(font[5])).map { String(decoding: font[12 + 16 * $0..<16 + 16 * $0], as: UTF8.self) }
        #expect(Set(["GPOS", "GSUB", "GDEF", "cmap", "glyf"]).isSubset(of: Set(tags)))
    }

    @Test func testTheSystemFontDrawsEachCharacterWithExactlyOneRulePerWeight() {
        let systemRules = css.components(separatedBy: "@font-face").filter { $0.contains("\"UIKit System\"") }
        for weights in ["font-weight: 1 599", "font-weight: 600 1000"] {
            var seen: [ClosedRange<UInt32>] = []
            for rule in systemRules where rule.contains(weights) {
                let ranges = rule.components(separatedBy: "unicode-range: ")[1].components(separatedBy: ";")[0]
                    .components(separatedBy: ", ").map { token -> ClosedRange<UInt32> in
                        let bounds = token.dropFirst(2).split(separator: "-").map { UInt32($0, radix: 16)! }
                        return bounds[0]...(bounds.last!)
                    }
                for range in ranges {
                    #expect(!seen.contains { $0.overlaps(range) }, "\(weights): \(range) is in two rules")
                }
                seen += ranges
            }
            #expect(!seen.isEmpty)
        }
    }
}
