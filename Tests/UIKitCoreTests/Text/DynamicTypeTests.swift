import Foundation
import Testing
@_spi(Host) import UIKitCore
import UIKit

/// Dynamic Type: text style sizes per content size category, as Apple's tables give them, and
/// views that adjust their fonts when the category changes.
@MainActor
struct DynamicTypeTests {
    private let categories: [UIContentSizeCategory] = [
        .extraSmall, .small, .medium, .large, .extraLarge, .extraExtraLarge, .extraExtraExtraLarge,
        .accessibilityMedium, .accessibilityLarge, .accessibilityExtraLarge, .accessibilityExtraExtraLarge,
        .accessibilityExtraExtraExtraLarge,
    ]

    private func sizes(_ style: UIFont.TextStyle) -> [CGFloat] {
        categories.map { category in
            UIFont.preferredFont(forTextStyle: style, compatibleWith: UITraitCollection(preferredContentSizeCategory: category)).pointSize
        }
    }

    @Test func testPreferredFontsHaveApplesSizesInEveryContentSizeCategory() {
        #expect(sizes(.largeTitle) == [31, 32, 33, 34, 36, 38, 40, 44, 48, 52, 56, 60])
        #expect(sizes(.title1) == [25, 26, 27, 28, 30, 32, 34, 38, 43, 48, 53, 58])
        #expect(sizes(.title2) == [19, 20, 21, 22, 24, 26, 28, 34, 39, 44, 50, 56])
        #expect(sizes(.title3) == [17, 18, 19, 20, 22, 24, 26, 31, 37, 43, 49, 55])
        #expect(sizes(.headline) == [14, 15, 16, 17, 19, 21, 23, 28, 33, 40, 47, 53])
        #expect(sizes(.body) == [14, 15, 16, 17, 19, 21, 23, 28, 33, 40, 47, 53])
        #expect(sizes(.callout) == [13, 14, 15, 16, 18, 20, 22, 26, 32, 38, 44, 51])
        #expect(sizes(.subheadline) == [12, 13, 14, 15, 17, 19, 21, 25, 30, 36, 42, 49])
        #expect(sizes(.footnote) == [12, 12, 12, 13, 15, 17, 19, 23, 27, 33, 38, 44])
        #expect(sizes(.caption1) == [11, 11, 11, 12, 14, 16, 18, 22, 26, 32, 37, 43])
        #expect(sizes(.caption2) == [11, 11, 11, 11, 13, 15, 17, 20, 24, 29, 34, 40])
    }

    @Test func testFontMetricsScaleAlongTheTextStylesCurve() {
        let xxl = UITraitCollection(preferredContentSizeCategory: .extraExtraLarge)
        let custom = UIFont.systemFont(ofSize: 22, weight: .bold)
        #expect(UIFontMetrics(forTextStyle: .title2).scaledFont(for: custom, compatibleWith: xxl).pointSize == 26)
        #expect(UIFontMetrics(forTextStyle: .body).scaledFont(for: .systemFont(ofSize: 34), compatibleWith: xxl).pointSize == 42)
        #expect(UIFontMetrics(forTextStyle: .body).scaledFont(for: .systemFont(ofSize: 34), maximumPointSize: 40,
                                                             compatibleWith: xxl).pointSize == 40)
        #expect(UIFontMetrics.default.scaledValue(for: 17, compatibleWith: xxl) == 21)
    }

    /// A label with a preferred font in a scene whose category changes from large to `to`.
    private func label(adjusts: Bool, changingTo category: UIContentSizeCategory,
                       font: (UITraitCollection) -> UIFont) -> (before: CGFloat, after: CGFloat, width: (CGFloat, CGFloat)) {
        let controller = UIViewController()
        let (scene, window) = showOnManualClock(controller)
        let label = UILabel()
        label.adjustsFontForContentSizeCategory = adjusts
        label.font = font(scene.traitCollection)
        label.text = "Dynamic Type"
        controller.view.addSubview(label)
        label.sizeToFit()
        let before = (label.font.pointSize, label.intrinsicContentSize.width)
        var display = SceneDisplay(width: 390, height: 844, scale: 2, style: .light)
        display.contentSizeCategory = category
        scene.updateDisplay(display)
        _ = scene.finishTurn()
        withExtendedLifetime(window) {}
        return (before.0, label.font.pointSize, (before.1, label.intrinsicContentSize.width))
    }

    @Test func testALabelThatAdjustsTakesTheFontOfTheNewCategory() {
        let result = label(adjusts: true, changingTo: .accessibilityMedium) {
            UIFont.preferredFont(forTextStyle: .body, compatibleWith: $0)
        }
        #expect([result.before, result.after] == [17, 28])
        #expect(result.width.1 > result.width.0)
    }

    @Test func testALabelThatDoesNotAdjustKeepsItsFont() {
        let result = label(adjusts: false, changingTo: .accessibilityMedium) {
            UIFont.preferredFont(forTextStyle: .body, compatibleWith: $0)
        }
        #expect([result.before, result.after] == [17, 17])
        #expect(result.width.1 == result.width.0)
    }

    @Test func testAScaledCustomFontIsScaledAgainForTheNewCategory() {
        let result = label(adjusts: true, changingTo: .extraSmall) {
            UIFontMetrics(forTextStyle: .title2).scaledFont(for: .boldSystemFont(ofSize: 22), compatibleWith: $0)
        }
        #expect([result.before, result.after] == [22, 19])
    }

    @Test func testAFixedSizeFontStaysWhenTheLabelAdjusts() {
        let result = label(adjusts: true, changingTo: .extraLarge) { _ in .systemFont(ofSize: 15) }
        #expect([result.before, result.after] == [15, 15])
    }

    @Test func testTextFieldsAndTextViewsAdjustToo() {
        let controller = UIViewController()
        let (scene, window) = showOnManualClock(controller)
        let field = UITextField()
        field.adjustsFontForContentSizeCategory = true
        field.font = .preferredFont(forTextStyle: .callout, compatibleWith: scene.traitCollection)
        let textView = UITextView()
        textView.adjustsFontForContentSizeCategory = true
        textView.font = .preferredFont(forTextStyle: .footnote, compatibleWith: scene.traitCollection)
        controller.view.addSubview(field)
        controller.view.addSubview(textView)
        var display = SceneDisplay(width: 390, height: 844, scale: 2, style: .light)
        display.contentSizeCategory = .extraExtraExtraLarge
        scene.updateDisplay(display)
        #expect([field.font?.pointSize, textView.font?.pointSize] == [22, 19])
        #expect(field.traitCollection.preferredContentSizeCategory == .extraExtraExtraLarge)
        withExtendedLifetime(window) {}
    }

    @Test func testAButtonsTitleLabelThatAdjustsGrowsTheButton() throws {
        let controller = UIViewController()
        let (scene, window) = showOnManualClock(controller)
        let button = UIButton(type: .system)
        button.setTitle("Continue", for: .normal)
        let title = try #require(button.titleLabel)
        title.font = .preferredFont(forTextStyle: .body, compatibleWith: scene.traitCollection)
        title.adjustsFontForContentSizeCategory = true
        controller.view.addSubview(button)
        let before = button.intrinsicContentSize
        var display = SceneDisplay(width: 390, height: 844, scale: 2, style: .light)
        display.contentSizeCategory = .accessibilityLarge
        scene.updateDisplay(display)
        #expect(title.font.pointSize == 33)
        #expect(button.intrinsicContentSize.width > before.width && button.intrinsicContentSize.height > before.height)
        withExtendedLifetime(window) {}
    }

    @Test func testTheBrowsersTextSizeMapsToTheCategoryLadder() {
        let pixels: [Double] = [9, 12, 14, 15, 16, 18, 20, 22, 24, 31, 38, 44, 50, 64]
        #expect(pixels.map { UIContentSizeCategory(browserFontSize: $0) } == [
            .extraSmall, .extraSmall, .small, .medium, .large, .extraLarge, .extraExtraLarge, .extraExtraExtraLarge,
            .accessibilityMedium, .accessibilityLarge, .accessibilityExtraLarge, .accessibilityExtraExtraLarge,
            .accessibilityExtraExtraExtraLarge, .accessibilityExtraExtraExtraLarge,
        ])
    }
}
