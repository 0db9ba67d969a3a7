import Testing
import UIKit

/// NSAttributedString with UIKit's attributes: measured run by run, set on labels the way
/// UIKit sets them.
@MainActor
struct AttributedTextTests {
    private let body = UIFont.systemFont(ofSize: 17)
    private let title = UIFont.boldSystemFont(ofSize: 24)

    private func size(_ text: String, _ font: UIFont) -> CGSize {
        text.size(withAttributes: [.font: font])
    }

    private func styled(_ pieces: [(String, [NSAttributedString.Key: Any])]) -> NSAttributedString {
        let result = NSMutableAttributedString(string: "")
        for (text, attributes) in pieces {
            result.append(NSAttributedString(string: text, attributes: attributes))
        }
        return result
    }

    @Test func testRunsInDifferentFontsAreAsWideAsEachMeasuredAlone() {
        let text = styled([("Hello ", [.font: body]), ("World", [.font: title])])
        let expected = size("Hello ", body).width + size("World", title).width
        #expect(abs(text.size().width - expected) < 1e-9)
    }

    @Test func testALineIsAsTallAsItsTallestRun() {
        let text = styled([("small ", [.font: UIFont.systemFont(ofSize: 10)]), ("Large", [.font: title])])
        #expect(text.size().height == max(size("small ", .systemFont(ofSize: 10)).height, size("Large", title).height))
    }

    @Test func testRunsInDifferentColorsStyleAndParagraphsSitSideBySide() {
        // Foundation compares neighbouring runs' attribute values to join equal ones.
        let text = NSMutableAttributedString(string: "")
        for color in [UIColor.red, .blue, .red, UIColor(red: 0.2, green: 0.4, blue: 0.6, alpha: 1)] {
            text.append(NSAttributedString(string: "ab", attributes: [.foregroundColor: color]))
        }
        let centered = NSMutableParagraphStyle()
        centered.alignment = .center
        text.addAttribute(.paragraphStyle, value: centered, range: NSRange(location: 0, length: 2))
        text.addAttribute(.paragraphStyle, value: NSParagraphStyle(), range: NSRange(location: 2, length: 2))
        text.addAttribute(.foregroundColor, value: UIColor.blue, range: NSRange(location: 0, length: 2))
        var range = NSRange()
        #expect(text.attribute(.foregroundColor, at: 0, effectiveRange: &range) as? UIColor == .blue)
        // The same colour now, but another paragraph style: still a run of its own.
        #expect(range == NSRange(location: 0, length: 2))
        #expect(text.attribute(.foregroundColor, at: 4, effectiveRange: &range) as? UIColor == .red)
        #expect(text.length == 8)
    }

    @Test func testKerningIsAddedAfterEveryCharacter() {
        let kerned = NSAttributedString(string: "Hello", attributes: [.font: body, .kern: 2])
        #expect(abs(kerned.size().width - (size("Hello", body).width + 10)) < 1e-9)
    }

    @Test func testTextWithoutAFontIsMeasuredInTheTwelvePointSystemFont() {
        #expect(NSAttributedString(string: "Hello").size() == size("Hello", .systemFont(ofSize: 12)))
    }

    @Test func testLineSpacingGoesBetweenLinesAndParagraphSpacingAfterParagraphs() {
        let style = NSMutableParagraphStyle()
        style.lineSpacing = 5
        style.paragraphSpacing = 7
        let text = NSAttributedString(string: "one\ntwo\nthree", attributes: [.font: body, .paragraphStyle: style])
        let line = size("one", body).height
        #expect(text.size().height == 3 * line + 2 * (5 + 7))
    }

    @Test func testLineHeightMultipleAndLimitsSetEachLinesHeight() {
        let line = size("one", body).height
        let multiple = NSMutableParagraphStyle()
        multiple.lineHeightMultiple = 1.5
        #expect(NSAttributedString(string: "one\ntwo", attributes: [.font: body, .paragraphStyle: multiple])
            .size().height == 2 * line * 1.5)
        let minimum = NSMutableParagraphStyle()
        minimum.minimumLineHeight = 31
        #expect(NSAttributedString(string: "one\ntwo", attributes: [.font: body, .paragraphStyle: minimum])
            .size().height == 62)
        let maximum = NSMutableParagraphStyle()
        maximum.maximumLineHeight = 12
        #expect(NSAttributedString(string: "one\ntwo", attributes: [.font: body, .paragraphStyle: maximum])
            .size().height == 24)
    }

    @Test func testTheFirstLineIndentWidensItsLine() {
        let style = NSMutableParagraphStyle()
        style.firstLineHeadIndent = 12
        let text = NSAttributedString(string: "Indented", attributes: [.font: body, .paragraphStyle: style])
        #expect(abs(text.size().width - (size("Indented", body).width + 12)) < 1e-9)
    }

    @Test func testARaisedRunMakesItsLineTaller() {
        let text = styled([("x", [.font: body]), ("2", [.font: body, .baselineOffset: 6])])
        #expect(text.size().height == size("x2", body).height + 6)
    }

    @Test func testBoundingRectWithLineFragmentsWrapsAtTheWidth() {
        let text = NSAttributedString(string: "The quick brown fox jumps over the lazy dog", attributes: [.font: body])
        let rect = text.boundingRect(with: CGSize(width: 120, height: CGFloat.greatestFiniteMagnitude),
                                     options: .usesLineFragmentOrigin, context: nil)
        let label = UILabel()
        label.numberOfLines = 0
        label.attributedText = text
        let fitting = label.sizeThatFits(CGSize(width: 120, height: 0))
        #expect(rect.origin == .zero)
        #expect(rect.width <= 120)
        #expect(rect.height == fitting.height)
        #expect(rect.height == 4 * size("The", body).height)
    }

    @Test func testBoundingRectWithoutLineFragmentsIsOneLineFromTheBaseline() {
        let text = NSAttributedString(string: "one\ntwo", attributes: [.font: body])
        let rect = text.boundingRect(with: CGSize(width: 10, height: 10), options: [], context: nil)
        #expect(rect.height == size("one", body).height)
        #expect(rect.minY < 0)
    }

    @Test func testSettingAttributedTextSetsTheLabelsPropertiesFromItsFirstCharacter() {
        let style = NSMutableParagraphStyle()
        style.alignment = .center
        style.lineBreakMode = .byTruncatingMiddle
        let label = UILabel()
        label.attributedText = styled([("Big", [.font: title, .foregroundColor: UIColor.red, .paragraphStyle: style]),
                                       (" small", [.font: body])])
        #expect(label.text == "Big small")
        #expect(label.font == title)
        #expect(label.textColor == .red)
        #expect(label.textAlignment == .center)
        #expect(label.lineBreakMode == .byTruncatingMiddle)
    }

    @Test func testSettingTextReplacesAttributedTextWithTheLabelsStyle() {
        let label = UILabel()
        label.attributedText = NSAttributedString(string: "Big", attributes: [.font: title, .kern: 3])
        label.text = "Plain"
        let attributed = label.attributedText
        #expect(attributed?.string == "Plain")
        let attributes = attributed?.attributes(at: 0, effectiveRange: nil) ?? [:]
        #expect(attributes[.font] as? UIFont == title)
        #expect(attributes[.kern] == nil)
    }

    @Test func testSettingTheFontAppliesItToAllOfTheStyledText() {
        let label = UILabel()
        label.attributedText = styled([("a", [.font: title]), ("b", [.font: body, .foregroundColor: UIColor.blue])])
        label.font = .systemFont(ofSize: 30)
        var range = NSRange()
        let attributes = label.attributedText?.attributes(at: 1, effectiveRange: &range) ?? [:]
        #expect(attributes[.font] as? UIFont == .systemFont(ofSize: 30))
        #expect(attributes[.foregroundColor] as? UIColor == .blue)
    }

    @Test func testALabelIsSizedByItsStyledText() {
        let text = styled([("Hello ", [.font: body]), ("World", [.font: title])])
        let label = UILabel()
        label.attributedText = text
        let expected = text.size()
        #expect(label.intrinsicContentSize == CGSize(width: (expected.width * 2).rounded(.up) / 2,
                                                     height: (expected.height * 2).rounded(.up) / 2))
    }

    @Test func testSettingTextAlignmentAppliesToEveryParagraphStyle() {
        let style = NSMutableParagraphStyle()
        style.lineSpacing = 4
        let label = UILabel()
        label.attributedText = NSAttributedString(string: "a", attributes: [.paragraphStyle: style])
        label.textAlignment = .right
        let applied = label.attributedText?.attribute(.paragraphStyle, at: 0, effectiveRange: nil) as? NSParagraphStyle
        #expect(applied?.alignment == .right)
        #expect(applied?.lineSpacing == 4)
    }
}
