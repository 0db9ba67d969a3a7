import Testing
import UIKit

/// A configured button draws its background as its first subview and its title in a label.
@MainActor
struct UIButtonConfigurationTests {
    private func background(of button: UIButton) -> UIView { button.subviews[0] }

    private func label(of button: UIButton, _ text: String) -> UILabel? {
        button.subviews.lazy.compactMap { $0 as? UILabel }.first { $0.text == text && !$0.isHidden }
    }

    /// The size of a label showing the text in the system font of the given size.
    private func textSize(_ text: String, size: CGFloat, weight: UIFont.Weight = .regular) -> CGSize {
        let label = UILabel()
        label.font = UIFont.systemFont(ofSize: size, weight: weight)
        label.text = text
        return label.intrinsicContentSize
    }

    private func makeButton(_ configuration: UIButton.Configuration, title: String = "Button") -> UIButton {
        var configuration = configuration
        configuration.title = title
        let button = UIButton(configuration: configuration)
        button.frame = CGRect(x: 50, y: 100, width: 120, height: 40)
        return button
    }

    @Test func testFilledButtonIsTintOnWhiteInLightAndDark() {
        let light = makeButton(.filled()), dark = makeButton(.filled())
        let stages = [ControlStage(light), ControlStage(dark, style: .dark)]
        #expect(components(background(of: light).backgroundColor, in: light) == [0, 122, 255, 255])
        #expect(components(background(of: dark).backgroundColor, in: dark) == [10, 132, 255, 255])
        #expect(components(label(of: light, "Button")?.textColor, in: light) == [255, 255, 255, 255])
        withExtendedLifetime(stages) {}
    }

    @Test func testEachStyleResolvesItsColors() {
        let styles: [(UIButton.Configuration, [CGFloat], [CGFloat])] = [
            (.plain(), [], [0, 122, 255, 255]),
            (.borderless(), [], [0, 122, 255, 255]),
            (.tinted(), [0, 122, 255, 38], [0, 122, 255, 255]),
            (.borderedTinted(), [0, 122, 255, 38], [0, 122, 255, 255]),
            (.gray(), [118, 118, 128, 31], [0, 122, 255, 255]),
            (.bordered(), [118, 118, 128, 31], [0, 122, 255, 255]),
            (.filled(), [0, 122, 255, 255], [255, 255, 255, 255]),
            (.borderedProminent(), [0, 122, 255, 255], [255, 255, 255, 255]),
        ]
        for (configuration, backgroundColor, titleColor) in styles {
            let button = makeButton(configuration)
            let stage = ControlStage(button)
            #expect(components(background(of: button).backgroundColor, in: button) == backgroundColor)
            #expect(components(label(of: button, "Button")?.textColor, in: button) == titleColor)
            withExtendedLifetime(stage) {}
        }
    }

    @Test func testBaseColorsReplaceTheTint() {
        var configuration = UIButton.Configuration.filled()
        configuration.baseBackgroundColor = .systemGreen
        configuration.baseForegroundColor = .black
        let button = makeButton(configuration)
        let stage = ControlStage(button)
        #expect(components(background(of: button).backgroundColor, in: button) == [52, 199, 89, 255])
        #expect(components(label(of: button, "Button")?.textColor, in: button) == [0, 0, 0, 255])
        withExtendedLifetime(stage) {}
    }

    @Test func testHighlightedFilledButtonDimsItsFill() {
        let light = makeButton(.filled()), dark = makeButton(.filled())
        let stages = [ControlStage(light), ControlStage(dark, style: .dark)]
        light.isHighlighted = true
        dark.isHighlighted = true
        #expect(components(background(of: light).backgroundColor, in: light) == [0, 98, 204, 255])
        #expect(components(background(of: dark).backgroundColor, in: dark) == [59, 157, 255, 255])
        withExtendedLifetime(stages) {}
    }

    @Test func testHighlightedPlainButtonFadesItsTitle() {
        let button = makeButton(.plain())
        let stage = ControlStage(button)
        button.isHighlighted = true
        #expect(components(label(of: button, "Button")?.textColor, in: button) == [0, 122, 255, 77])
        withExtendedLifetime(stage) {}
    }

    @Test func testDisabledButtonTurnsGray() {
        let button = makeButton(.filled())
        let stage = ControlStage(button)
        button.isEnabled = false
        #expect(components(background(of: button).backgroundColor, in: button) == [118, 118, 128, 31])
        #expect(components(label(of: button, "Button")?.textColor, in: button) == [60, 60, 67, 77])
        withExtendedLifetime(stage) {}
    }

    @Test func testIntrinsicSizeIsTheTitlePlusTheButtonSizesInsets() {
        let title = textSize("Button", size: 17)
        #expect(makeButton(.filled()).intrinsicContentSize == CGSize(width: title.width + 24, height: title.height + 14))
        var large = UIButton.Configuration.gray()
        large.buttonSize = .large
        #expect(makeButton(large).intrinsicContentSize == CGSize(width: title.width + 40, height: title.height + 28))
        var small = UIButton.Configuration.gray()
        small.buttonSize = .small
        let smallTitle = textSize("Button", size: 15)
        #expect(makeButton(small).intrinsicContentSize == CGSize(width: smallTitle.width + 20, height: smallTitle.height + 10))
        var custom = UIButton.Configuration.plain()
        custom.contentInsets = NSDirectionalEdgeInsets(top: 1, leading: 2, bottom: 3, trailing: 4)
        #expect(makeButton(custom).intrinsicContentSize == CGSize(width: title.width + 6, height: title.height + 4))
    }

    @Test func testSubtitleSitsBelowTheTitleWithTitlePadding() {
        var configuration = UIButton.Configuration.filled()
        configuration.subtitle = "Sub"
        configuration.titlePadding = 4
        let button = makeButton(configuration)
        let title = textSize("Button", size: 17, weight: .semibold), subtitle = textSize("Sub", size: 15)
        let width = max(title.width, subtitle.width)
        #expect(button.intrinsicContentSize == CGSize(width: width + 24, height: title.height + 4 + subtitle.height + 14))
        button.frame.size = button.intrinsicContentSize
        button.layoutIfNeeded()
        #expect(label(of: button, "Button")?.frame == CGRect(x: 12, y: 7, width: width, height: title.height))
        #expect(label(of: button, "Sub")?.frame == CGRect(x: 12, y: 7 + title.height + 4, width: width, height: subtitle.height))
    }

    @Test func testCornerStylesRoundTheBackground() {
        let styles: [(UIButton.Configuration.CornerStyle, CGFloat)] = [
            (.dynamic, 8), (.small, 6), (.medium, 8), (.large, 12), (.capsule, 20), (.fixed, 3),
        ]
        for (style, radius) in styles {
            var configuration = UIButton.Configuration.filled()
            configuration.cornerStyle = style
            configuration.background.cornerRadius = 3
            let button = makeButton(configuration)
            button.layoutIfNeeded()
            #expect(background(of: button).layer.cornerRadius == radius)
            #expect(background(of: button).frame == CGRect(x: 0, y: 0, width: 120, height: 40))
        }
    }

    @Test func testBackgroundStrokeIsDrawnAsABorder() {
        var configuration = UIButton.Configuration.plain()
        configuration.background.strokeColor = .black
        configuration.background.strokeWidth = 2
        configuration.background.backgroundColor = .white
        let button = makeButton(configuration)
        #expect(background(of: button).layer.borderWidth == 2)
        #expect(background(of: button).layer.borderColor == CGColor(gray: 0, alpha: 1))
        #expect(components(background(of: button).backgroundColor, in: button) == [255, 255, 255, 255])
    }

    @Test func testUpdateHandlerRunsBeforeLayoutWhenTheStateChanges() {
        let button = makeButton(.filled())
        var log: [String] = []
        button.configurationUpdateHandler = { button in
            log.append(button.isHighlighted ? "highlighted" : "normal")
            button.configuration?.title = button.isHighlighted ? "Pressed" : "Button"
        }
        let stage = ControlStage(button)
        stage.touch(.began, CGPoint(x: 110, y: 120), at: 1)
        #expect(label(of: button, "Pressed") != nil)
        stage.touch(.ended, CGPoint(x: 110, y: 120), at: 1.1)
        #expect(label(of: button, "Button") != nil)
        #expect(log == ["normal", "highlighted", "normal"])
    }

    @Test func testChangesSelectionAsPrimaryActionTogglesSelectionBeforeThePrimaryAction() {
        let button = makeButton(.gray())
        button.changesSelectionAsPrimaryAction = true
        var log: [String] = []
        button.addAction(UIAction { [unowned button] _ in log.append("primary selected=\(button.isSelected)") },
                         for: .primaryActionTriggered)
        let stage = ControlStage(button)
        stage.tap(CGPoint(x: 110, y: 120), at: 1)
        #expect(components(background(of: button).backgroundColor, in: button) == [0, 122, 255, 255])
        #expect(components(label(of: button, "Button")?.textColor, in: button) == [255, 255, 255, 255])
        stage.tap(CGPoint(x: 110, y: 120), at: 3)
        #expect(log == ["primary selected=true", "primary selected=false"])
        #expect(components(background(of: button).backgroundColor, in: button) == [118, 118, 128, 31])
    }

    @Test func testPrimaryActionTitleBecomesTheConfigurationTitle() {
        var log: [String] = []
        let button = UIButton(configuration: .filled(), primaryAction: UIAction(title: "Go") { _ in log.append("go") })
        button.frame = CGRect(x: 50, y: 100, width: 120, height: 40)
        let stage = ControlStage(button)
        #expect(button.configuration?.title == "Go")
        #expect(label(of: button, "Go") != nil)
        stage.tap(CGPoint(x: 110, y: 120), at: 1)
        #expect(log == ["go"])
    }

    @Test func testImageSitsOnTheSideItsPlacementNamesWithImagePadding() throws {
        let image = try #require(UIImage(data: ImageFixtures.png(width: 20, height: 10)))
        let title = textSize("Button", size: 17)
        var frames: [CGRect] = []
        for placement in [NSDirectionalRectEdge.leading, .trailing, .top, .bottom] {
            var configuration = UIButton.Configuration.plain()
            configuration.image = image
            configuration.imagePlacement = placement
            configuration.imagePadding = 4
            let button = makeButton(configuration)
            button.frame.size = button.intrinsicContentSize
            button.layoutIfNeeded()
            let imageView = button.subviews.compactMap { $0 as? UIImageView }.first
            frames.append(imageView?.frame ?? .null)
        }
        let horizontalY = 7 + (title.height - 10) / 2
        #expect(frames == [CGRect(x: 12, y: horizontalY, width: 20, height: 10),
                           CGRect(x: 12 + title.width + 4, y: horizontalY, width: 20, height: 10),
                           CGRect(x: 12 + (title.width - 20) / 2, y: 7, width: 20, height: 10),
                           CGRect(x: 12 + (title.width - 20) / 2, y: 7 + title.height + 4, width: 20, height: 10)])
    }

    @Test func testActivityIndicatorReplacesTheImage() {
        var configuration = UIButton.Configuration.filled()
        configuration.showsActivityIndicator = true
        configuration.imagePadding = 8
        let button = makeButton(configuration)
        let indicator = button.subviews.compactMap { $0 as? UIActivityIndicatorView }.first
        #expect(indicator?.isAnimating == true)
        let title = textSize("Button", size: 17)
        let indicatorSize = UIActivityIndicatorView(style: .medium).intrinsicContentSize
        #expect(button.intrinsicContentSize == CGSize(width: indicatorSize.width + 8 + title.width + 24,
                                                      height: max(indicatorSize.height, title.height) + 14))
    }

    @Test func testAConfigurationWithoutATitleShowsTheStatesTitle() {
        let button = UIButton(type: .system)
        button.setTitle("7", for: .normal)
        button.configuration = .plain()
        let shown = { button.subviews.compactMap { $0 as? UILabel }.filter { !$0.isHidden }.map(\.text) }
        button.layoutIfNeeded()
        #expect(shown() == ["7"])
        let seven = textSize("7", size: 17)
        #expect(button.intrinsicContentSize == CGSize(width: seven.width + 24, height: seven.height + 14))
        button.setTitle("8", for: .normal)
        button.layoutIfNeeded()
        #expect(shown() == ["8"])
        var titled = UIButton.Configuration.plain()
        titled.title = "Nine"
        button.configuration = titled
        button.layoutIfNeeded()
        #expect(shown() == ["Nine"])
    }

    @Test func testAButtonGivesUpItsConfigurationHandlerAndMenuAndKeepsItsImages() throws {
        let image = try #require(UIImage(data: ImageFixtures.png(width: 4, height: 4)))
        let backdrop = try #require(UIImage(data: ImageFixtures.png(width: 8, height: 8)))
        let button = UIButton(type: .system)
        button.frame = CGRect(x: 0, y: 0, width: 160, height: 44)
        button.setTitle("Plain", for: .normal)
        #expect(button.configuration == nil && button.menu == nil && button.configurationUpdateHandler == nil)
        button.setImage(image, for: .normal)
        button.setBackgroundImage(backdrop, for: .normal)
        let shown = { button.subviews.compactMap { $0 as? UILabel }.filter { !$0.isHidden }.map(\.text) }

        var configuration = UIButton.Configuration.filled()
        configuration.title = "Configured"
        button.configuration = configuration
        var updates: [Bool] = []
        button.configurationUpdateHandler = { updates.append($0.isHighlighted) }
        button.menu = UIMenu(children: [UIAction(title: "One") { _ in }, UIAction(title: "Two") { _ in }])
        button.layoutIfNeeded()
        #expect(button.configuration?.title == "Configured")
        #expect(button.menu?.children.map(\.title) == ["One", "Two"])
        #expect(shown() == ["Configured"])
        button.isHighlighted = true
        button.layoutIfNeeded()
        #expect(updates.last == true)

        button.configuration = nil
        button.configurationUpdateHandler = nil
        button.menu = nil
        let updatesBefore = updates.count
        button.isHighlighted = false
        button.layoutIfNeeded()
        #expect(button.configuration == nil && button.menu == nil && button.configurationUpdateHandler == nil)
        #expect(updates.count == updatesBefore)
        #expect(shown() == ["Plain"])
        #expect(button.currentImage === image)
        #expect(button.currentBackgroundImage === backdrop)
        #expect(button.imageView?.image === image)
        #expect(button.subviews.compactMap { ($0 as? UIImageView)?.image }.contains { $0 === backdrop })
    }
}
