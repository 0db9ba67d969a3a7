import Testing
import UIKit

/// Font metrics as the browser lays lines out with them.
@MainActor
struct FontMetricsTests {
    @Test func testTheSeventeenPointSystemFontHasATwentyPointLine() {
        let font = UIFont.systemFont(ofSize: 17)
        #expect([font.ascender, font.descender, font.leading, font.lineHeight] == [16, -4, 0, 20])
    }

    @Test func testLineHeightIsAscenderMinusDescenderPlusLeadingInWholePoints() {
        for size: CGFloat in [9, 11, 13, 15.5, 17, 22, 28, 34, 53, 80] {
            let font = UIFont.systemFont(ofSize: size)
            #expect(font.lineHeight == font.ascender - font.descender + font.leading)
            #expect(font.lineHeight == font.lineHeight.rounded())
            #expect(font.ascender > 0 && font.descender < 0)
        }
    }

    @Test func testCapHeightAndXHeightLieBetweenTheBaselineAndTheAscender() {
        let font = UIFont.systemFont(ofSize: 20)
        #expect(0 < font.xHeight && font.xHeight < font.capHeight && font.capHeight < font.ascender)
    }

    @Test func testPreferredFontsHaveTheDefaultSizesOfTheLargeContentSizeCategory() {
        let styles: [UIFont.TextStyle] = [.largeTitle, .title1, .title2, .title3, .headline, .body, .callout,
                                          .subheadline, .footnote, .caption1, .caption2]
        #expect(styles.map { UIFont.preferredFont(forTextStyle: $0).pointSize } == [34, 28, 22, 20, 17, 17, 16, 15, 13, 12, 11])
    }

    @Test func testFontsByNameAreTheFacesTheServerServes() {
        let bold = UIFont(name: "DejaVuSans-Bold", size: 12)
        #expect(bold?.fontName == "DejaVuSans-Bold")
        #expect(bold?.familyName == "DejaVu Sans")
        #expect(UIFont(name: "WenQuanYi Micro Hei", size: 12)?.fontName == "WenQuanYiMicroHei")
        #expect(UIFont(name: "Helvetica", size: 12) == nil)
        // Fonts an app registers (AppFontTests) join the system's.
        #expect(UIFont.familyNames.filter { ["DejaVu Sans", "WenQuanYi Micro Hei"].contains($0) } == ["DejaVu Sans", "WenQuanYi Micro Hei"])
        #expect(UIFont.fontNames(forFamilyName: "DejaVu Sans") == ["DejaVuSans", "DejaVuSans-Bold", "DejaVuSans-BoldOblique", "DejaVuSans-Oblique"])
        #expect(UIFont.fontNames(forFamilyName: "DejaVu Sans Mono") == ["DejaVuSansMono", "DejaVuSansMono-Bold"])
        #expect(UIFont.fontNames(forFamilyName: "DejaVu Serif") == ["DejaVuSerif", "DejaVuSerif-Bold"])
    }

    @Test func testANamedFontDrawsLatinTextInItsOwnFace() {
        let latin = UIFont(name: "DejaVuSans", size: 17)!
        let cjk = UIFont(name: "WenQuanYiMicroHei", size: 17)!
        let text = "Hello"
        #expect(text.size(withAttributes: [.font: latin]) == text.size(withAttributes: [.font: UIFont.systemFont(ofSize: 17)]))
        #expect(text.size(withAttributes: [.font: cjk]).width != text.size(withAttributes: [.font: latin]).width)
    }
}
