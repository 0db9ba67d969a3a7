import Foundation
import Testing
import UIKit

/// A button without a configuration: per-state images and background images, and its natural
/// size from its title and image.
@MainActor
struct UIButtonContentTests {
    private func image(_ width: Int, _ height: Int) throws -> UIImage {
        try #require(UIImage(data: ImageFixtures.png(width: width, height: height)))
    }

    @Test func testImagesFollowTheStateAndFallBackToTheNormalOne() throws {
        let button = UIButton(type: .custom)
        let normal = try image(20, 20), highlighted = try image(22, 22), background = try image(100, 44)
        #expect(button.imageView == nil && button.currentImage == nil)
        button.setImage(normal, for: .normal)
        button.setImage(highlighted, for: .highlighted)
        button.setBackgroundImage(background, for: .normal)

        #expect(button.currentImage === normal && button.imageView?.image === normal)
        #expect(button.image(for: .disabled) === normal)
        button.isHighlighted = true
        #expect(button.currentImage === highlighted && button.imageView?.image === highlighted)
        #expect(button.currentBackgroundImage === background && button.backgroundImage(for: .highlighted) === background)
    }

    @Test func testTitlesFollowTheStateAndFallBackToTheNormalOne() {
        let button = UIButton(type: .system)
        #expect(button.title(for: .normal) == nil && button.currentTitle == nil)
        button.setTitle("Off", for: .highlighted)
        #expect(button.title(for: .normal) == nil && button.title(for: .highlighted) == "Off")
        button.setTitle("Go", for: .normal)
        button.setTitle("Gone", for: .selected)
        #expect(button.title(for: .normal) == "Go" && button.title(for: .disabled) == "Go")
        #expect(button.title(for: .highlighted) == "Off" && button.title(for: .selected) == "Gone")
        button.isSelected = true
        #expect(button.currentTitle == "Gone" && button.titleLabel?.text == "Gone")
        button.setTitle(nil, for: .selected)
        #expect(button.currentTitle == "Go" && button.titleLabel?.text == "Go")
        button.setTitle(nil, for: .normal)
        #expect(button.title(for: .highlighted) == "Off" && button.currentTitle == nil)
    }

    @Test func testNaturalSizeIsTheTitleWithSixPointsAboveAndBelowBesideTheImage() throws {
        let button = UIButton(type: .system)
        button.setTitle("Close", for: .normal)
        let title = try #require(button.titleLabel).intrinsicContentSize
        let titleOnly = button.intrinsicContentSize
        #expect(titleOnly == CGSize(width: title.width.rounded(.up), height: title.height.rounded(.up) + 12))

        button.setImage(try image(24, 40), for: .normal)
        #expect(button.intrinsicContentSize == CGSize(width: titleOnly.width + 24, height: 40))
        #expect(button.sizeThatFits(.zero) == button.intrinsicContentSize)

        button.frame = CGRect(x: 0, y: 0, width: 200, height: 50)
        button.layoutIfNeeded()
        let imageFrame = try #require(button.imageView).frame
        let x = (200 - 24 - titleOnly.width) / 2
        #expect(imageFrame == CGRect(x: x, y: 5, width: 24, height: 40))
        #expect(button.titleLabel?.frame == CGRect(x: x + 24, y: 0, width: titleOnly.width, height: 50))
    }

    @Test func testAnEmptyButtonIsThirtyPointsWideAndABackgroundImageSetsTheMinimum() throws {
        let button = UIButton(type: .custom)
        let empty = button.intrinsicContentSize
        #expect(empty == CGSize(width: 30, height: 34))
        button.setBackgroundImage(try image(100, 44), for: .normal)
        #expect(button.intrinsicContentSize == CGSize(width: 100, height: 44))
    }

    @Test func testChangingTheTitleFontChangesTheNaturalSize() {
        let button = UIButton(type: .system)
        button.setTitle("Go", for: .normal)
        let before = button.intrinsicContentSize
        button.titleLabel?.font = .systemFont(ofSize: 30)
        #expect(button.intrinsicContentSize.height > before.height + 10)
    }
}
