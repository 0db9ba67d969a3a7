import Testing
import UIKit

/// Text measured with the fonts the browser draws with: HarfBuzz advances, unrounded.
@MainActor
struct TextMeasurementTests {
    private let body = UIFont.systemFont(ofSize: 17)

    private func width(_ text: String, _ font: UIFont? = nil) -> CGFloat {
        text.size(withAttributes: [.font: font ?? body]).width
    }

    @Test func testSizeWithAttributesIsTheUnroundedAdvanceOfTheTextAndOneLineHigh() {
        let size = "AVATAR To fi ffl".size(withAttributes: [.font: body])
        #expect(abs(size.width - 125.150879) < 1e-5)
        #expect(size.height == 20)
    }

    @Test func testNSStringMeasuresLikeString() {
        let text = "Hello, world"
        #expect((text as NSString).size(withAttributes: [.font: body]) == text.size(withAttributes: [.font: body]))
    }

    @Test func testWithoutAFontTextIsMeasuredInTheTwelvePointSystemFont() {
        #expect("Hello".size(withAttributes: nil) == "Hello".size(withAttributes: [.font: UIFont.systemFont(ofSize: 12)]))
    }

    @Test func testKerningPairsAreNarrowerThanTheirLettersApart() {
        #expect(width("AV") < width("A") + width("V") - 1)
        #expect(width("To") < width("T") + width("o"))
    }

    @Test func testStandardLigaturesAreFormed() {
        #expect(width("ffi") < width("f") + width("f") + width("i") - 0.2)
    }

    @Test func testChineseAndJapaneseCharactersAreOneEmWide() {
        #expect(width("中文字体测试") == 102)
        #expect(width("日本語のテキスト", .systemFont(ofSize: 15)) == 120)
    }

    @Test func testMixedTextAddsUpItsRunsInEachFace() {
        #expect(abs(width("Hello 中文") - (width("Hello ") + width("中文"))) < 1e-9)
    }

    @Test func testWidthsScaleWithTheFontSize() {
        let small = width("Waffle office", .systemFont(ofSize: 10))
        let large = width("Waffle office", .systemFont(ofSize: 30))
        #expect(abs(large - 3 * small) < 1e-9)
    }

    @Test func testBoldTextIsWiderThanRegular() {
        #expect(width("Hello", .boldSystemFont(ofSize: 17)) > width("Hello") + 5)
    }

    @Test func testSemiboldAndHeavierWeightsUseTheBoldFaceAndMediumTheRegularOne() {
        let bold = width("Headline", .boldSystemFont(ofSize: 17))
        #expect(width("Headline", .preferredFont(forTextStyle: .headline)) == bold)
        #expect(width("Headline", .systemFont(ofSize: 17, weight: .heavy)) == bold)
        #expect(width("Headline", .systemFont(ofSize: 17, weight: .medium)) == width("Headline"))
    }

    @Test func testEachLineFeedStartsALineAndTheWidestLineSetsTheWidth() {
        let size = "a\nbbb\n".size(withAttributes: [.font: body])
        #expect(size.height == 40)
        #expect(size.width == width("bbb"))
    }

    @Test func testEmptyTextHasNoSize() {
        #expect("".size(withAttributes: [.font: body]) == .zero)
    }

    @Test func testRepeatedMeasurementsAgree() {
        let first = width("The quick brown fox")
        #expect(width("The quick brown fox") == first)
        #expect(abs(first - 171.718262) < 1e-5)
    }
}
