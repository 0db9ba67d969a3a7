import Testing
@_spi(Host) import UIKitCore
import UIKit

/// UILabel's size: its text on as many lines as it may have, rounded up to whole pixels.
@MainActor
struct LabelSizingTests {
    private func label(_ text: String?, lines: Int = 1, size: CGFloat = 17) -> UILabel {
        let label = UILabel()
        label.text = text
        label.font = .systemFont(ofSize: size)
        label.numberOfLines = lines
        return label
    }

    private let unlimited = CGFloat.greatestFiniteMagnitude

    @Test func testSizeToFitFitsOneLineOfTextRoundedUpToWholePixels() {
        let label = label("AVATAR To fi ffl")
        label.sizeToFit()
        // 125.15 points on a 2x display: 125.5.
        #expect(label.bounds.size == CGSize(width: 125.5, height: 20))
    }

    @Test func testASingleLineLabelIgnoresTheWidthItIsOffered() {
        let label = label("The quick brown fox")
        #expect(label.sizeThatFits(CGSize(width: 50, height: 10)) == label.sizeThatFits(.zero))
        #expect(label.sizeThatFits(.zero).width > 50)
    }

    @Test func testAMultilineLabelWrapsWordsAtTheOfferedWidth() {
        let label = label("The quick brown fox jumps over the lazy dog", lines: 0)
        let size = label.sizeThatFits(CGSize(width: 100, height: unlimited))
        #expect(size.width <= 100)
        #expect(size.height == 100)
    }

    @Test func testLabelsWithTheSameTextAreSizedByTheirOwnFontLinesAndWidth() {
        let text = "The quick brown fox jumps over the lazy dog"
        let small = label(text, lines: 0), large = label(text, lines: 0, size: 34), twoLines = label(text, lines: 2)
        let wide = CGSize(width: 1000, height: unlimited), narrow = CGSize(width: 100, height: unlimited)

        let smallWide = small.sizeThatFits(wide), smallNarrow = small.sizeThatFits(narrow)
        let largeWide = large.sizeThatFits(wide), largeNarrow = large.sizeThatFits(narrow)

        #expect(smallWide.height == 20)
        #expect(smallNarrow.height == 100)
        #expect(largeWide.width > 1.9 * smallWide.width)
        #expect(largeNarrow.height > 2 * smallNarrow.height)
        #expect(twoLines.sizeThatFits(narrow).height == 40)
        // Asked again, in the other order, each label gives the same answers.
        #expect(large.sizeThatFits(narrow) == largeNarrow)
        #expect(small.sizeThatFits(narrow) == smallNarrow)
        #expect(small.sizeThatFits(wide) == smallWide)
        small.font = .systemFont(ofSize: 34)
        #expect(small.sizeThatFits(narrow) == largeNarrow)
    }

    @Test func testAMultilineLabelOfferedNoWidthSetsItsTextOnOneLine() {
        let label = label("The quick brown fox", lines: 0)
        #expect(label.sizeThatFits(.zero) == self.label("The quick brown fox").sizeThatFits(.zero))
    }

    @Test func testNumberOfLinesLimitsTheHeight() {
        let label = label("The quick brown fox jumps over the lazy dog", lines: 2)
        #expect(label.sizeThatFits(CGSize(width: 100, height: unlimited)).height == 40)
    }

    @Test func testChineseWrapsBetweenAnyTwoCharacters() {
        let label = label("中文字体测试", lines: 0)
        #expect(label.sizeThatFits(CGSize(width: 50, height: unlimited)) == CGSize(width: 34, height: 60))
    }

    @Test func testClosingPunctuationNeverStartsALine() {
        // Two characters fit on a line, but "。" stays with the character before it.
        let label = label("一二。三", lines: 0)
        #expect(label.sizeThatFits(CGSize(width: 34, height: unlimited)) == CGSize(width: 34, height: 60))
    }

    @Test func testAWordLongerThanTheLineBreaksBetweenCharacters() {
        let label = label("Supercalifragilistic", lines: 0)
        let size = label.sizeThatFits(CGSize(width: 50, height: unlimited))
        #expect(size.width <= 50)
        #expect(size.height >= 60)
    }

    @Test func testSpacesAtTheEndOfAWrappedLineDoNotWidenIt() {
        let label = label("bbbb     aaaa", lines: 0)
        let wrapped = label.sizeThatFits(CGSize(width: 60, height: unlimited))
        #expect(wrapped == CGSize(width: self.label("bbbb").sizeThatFits(.zero).width, height: 40))
    }

    @Test func testCharacterWrappingFillsLinesInsideWords() {
        let words = label("a bbbbbbbb", lines: 0)
        let characters = label("a bbbbbbbb", lines: 0)
        characters.lineBreakMode = .byCharWrapping
        let offered = CGSize(width: 100, height: unlimited)
        // Words: "a" and "bbbbbbbb"; characters: "a bbbbbbb" and "b".
        #expect(characters.sizeThatFits(offered).width > words.sizeThatFits(offered).width)
        #expect(characters.sizeThatFits(offered).height == words.sizeThatFits(offered).height)
    }

    @Test func testLineFeedsBreakLinesInAMultilineLabel() {
        #expect(label("a\nb\n\nc", lines: 0).sizeThatFits(.zero).height == 80)
    }

    @Test func testASingleLineLabelShowsItsFirstLineTruncatedAtTheLineFeed() {
        #expect(label("a\nbbbbbbbb").sizeThatFits(.zero) == label("a\u{2026}").sizeThatFits(.zero))
    }

    @Test func testALabelWithoutTextHasNoSize() {
        #expect(label(nil).sizeThatFits(CGSize(width: 100, height: 100)) == .zero)
        #expect(label("").sizeThatFits(.zero) == .zero)
    }

    @Test func testTextRectHoldsTheLinesThatFitTheBounds() {
        let label = label("The quick brown fox jumps over the lazy dog", lines: 0)
        let rect = label.textRect(forBounds: CGRect(x: 5, y: 6, width: 100, height: 30), limitedToNumberOfLines: 0)
        #expect(rect.origin == CGPoint(x: 5, y: 6))
        #expect(rect.width <= 100)
        // Two lines (40 points) do not fit in 30: the rectangle holds the one line that does.
        #expect(rect.height == self.label("The").sizeThatFits(.zero).height)
    }

    @Test func testInsetsAddedInTextRectGrowTheFittingSize() {
        let padded = PaddedLabel()
        padded.text = "Hello"
        let plain = label("Hello")
        let size = padded.sizeThatFits(.zero)
        #expect(size == CGSize(width: plain.sizeThatFits(.zero).width + 20, height: 20 + 10))
    }

    @Test func testAdjustsFontSizeToFitWidthDrawsASmallerFontThatFits() {
        let scene = UIApplication.shared.connectScene(persistentIdentifier: "text-\(UUID())",
                                                      display: SceneDisplay(width: 300, height: 600, scale: 2, style: .light))
        let window = UIWindow(windowScene: scene)
        window.rootViewController = UIViewController()
        window.makeKeyAndVisible()
        let label = label("The quick brown fox jumps")
        label.frame = CGRect(x: 0, y: 0, width: 100, height: 20)
        label.adjustsFontSizeToFitWidth = true
        label.minimumScaleFactor = 0.3
        window.rootViewController!.view.addSubview(label)
        let drawnSize = { () -> Double? in
            let node = Self.node(label.renderNodeID, in: scene.snapshot().root)
            guard case .font(let font)? = node?.properties.first(where: { $0.key == .font })?.value else { return nil }
            return font.size
        }
        let natural = "The quick brown fox jumps".size(withAttributes: [.font: UIFont.systemFont(ofSize: 17)]).width
        let size = drawnSize()
        #expect(size != nil && size! < 17 && size! > 17 * 0.3)
        #expect(abs(natural * (size ?? 0) / 17 - 100) < 1.0 / 64)

        label.minimumScaleFactor = 0.9
        #expect(abs((drawnSize() ?? 0) - 17 * 0.9) < 1e-9)
        label.frame.size.width = 300
        #expect(drawnSize() == nil)
    }

    private static func node(_ id: Int, in node: RenderNode) -> RenderNode? {
        if node.id == id { return node }
        return node.children.lazy.compactMap { Self.node(id, in: $0) }.first
    }
}

private final class PaddedLabel: UILabel {
    private let insets = UIEdgeInsets(top: 5, left: 10, bottom: 5, right: 10)

    override func textRect(forBounds bounds: CGRect, limitedToNumberOfLines numberOfLines: Int) -> CGRect {
        let rect = super.textRect(forBounds: bounds.inset(by: insets), limitedToNumberOfLines: numberOfLines)
        return rect.inset(by: UIEdgeInsets(top: -insets.top, left: -insets.left, bottom: -insets.bottom, right: -insets.right))
    }
}
