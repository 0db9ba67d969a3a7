import Foundation
import Testing
@_spi(Host) @testable import UIKitCore
import UIKit

/// Shows a controller as the root of a new scene's window, on a manual clock, and lays it out.
@MainActor
private func show(_ controller: UIViewController) -> UIWindowScene {
    let scene = UIApplication.shared.connectScene(persistentIdentifier: "storyboard-feature-\(UUID())",
                                                  display: SceneDisplay(width: 393, height: 852, scale: 3, style: .light))
    scene.clock = .manual()
    let window = UIWindow(windowScene: scene)
    window.rootViewController = controller
    window.makeKeyAndVisible()
    _ = scene.finishTurn()
    return scene
}

/// The Interface Builder features of `Storyboards/Features.storyboard`, saved as Xcode 16 writes
/// it: custom objects, attributed text, page view controllers and collection headers and footers.
@MainActor
struct StoryboardFeatureTests {
    init() {
        _ = __UIKitSelectorRegistry.registerAll
    }

    private func objectsController() throws -> FeatureObjectsController {
        try #require(UIStoryboard(name: "Features", bundle: nil).instantiateViewController(withIdentifier: "Objects")
            as? FeatureObjectsController)
    }

    // MARK: Custom objects

    @Test func testACustomObjectIsMadeWithInitAndGetsItsOutletsBeforeAwakeFromNib() throws {
        featureEvents = []
        let controller = try objectsController()
        controller.loadViewIfNeeded()
        #expect(featureEvents == ["controller awakeFromNib", "greeter init()", "greeter awakeFromNib controller set label greeting",
                                  "viewDidLoad greeter set"])
        #expect(controller.greeter.controller === controller)
        #expect(controller.greeter.greetingLabel?.text == "…")
    }

    @Test func testAnActionConnectedToACustomObjectIsSentToIt() throws {
        let controller = try objectsController()
        controller.loadViewIfNeeded()
        controller.orderButton.sendActions(for: .touchUpInside)
        #expect(controller.greeter.greetingLabel?.text == "Hello")
    }

    // MARK: Attributed text

    @Test func testALabelsAttributedTextKeepsEachFragmentsAttributes() throws {
        let controller = try objectsController()
        controller.loadViewIfNeeded()
        let text = try #require(controller.titleLabel.attributedText)
        #expect(text.string == "Fresh bread\ndaily")
        let fresh = text.attributes(at: 0, effectiveRange: nil)
        #expect(fresh[.foregroundColor] as? UIColor == UIColor(red: 1, green: 0, blue: 0, alpha: 1))
        #expect(fresh[.font] as? UIFont == UIFont.systemFont(ofSize: 17))
        let paragraph = try #require(fresh[.paragraphStyle] as? NSParagraphStyle)
        #expect(paragraph.alignment == .center)
        #expect(paragraph.lineSpacing == 4)
        #expect(paragraph.lineBreakMode == .byWordWrapping)
        var range = NSRange()
        let bread = text.attributes(at: 6, effectiveRange: &range)
        #expect(range == NSRange(location: 6, length: 5))
        #expect(bread[.font] as? UIFont == UIFont.boldSystemFont(ofSize: 20))
        #expect(bread[.backgroundColor] as? UIColor == UIColor.systemYellow)
        #expect(bread[.kern] as? CGFloat == 2)
        #expect(bread[.baselineOffset] as? CGFloat == 3)
        #expect(bread[.underlineStyle] as? Int == NSUnderlineStyle.single.rawValue)
        #expect(bread[.foregroundColor] == nil)
        let daily = text.attributes(at: 12, effectiveRange: nil)
        #expect((daily[.font] as? UIFont)?.pointSize == 12)
        #expect(daily[.strikethroughStyle] as? Int == NSUnderlineStyle.single.rawValue)
    }

    @Test func testAButtonsAttributedTitleATextFieldsAndATextViewsAttributedTextAreSet() throws {
        let controller = try objectsController()
        controller.loadViewIfNeeded()
        let title = try #require(controller.orderButton.attributedTitle(for: .normal))
        #expect(title.string == "Order")
        #expect(title.attribute(.font, at: 0, effectiveRange: nil) as? UIFont == UIFont.systemFont(ofSize: 18))
        #expect(title.attribute(.underlineStyle, at: 0, effectiveRange: nil) as? Int == 1)
        let note = try #require(controller.noteField.attributedText)
        #expect(note.string == "Note")
        #expect(controller.noteField.text == "Note")
        #expect(note.attribute(.foregroundColor, at: 0, effectiveRange: nil) as? UIColor == UIColor(white: 1.0 / 3.0, alpha: 1))
        let notes = try #require(controller.notesView.attributedText)
        #expect(notes.string == "Keep cool")
        let paragraph = try #require(notes.attribute(.paragraphStyle, at: 0, effectiveRange: nil) as? NSParagraphStyle)
        #expect(paragraph.alignment == .right)
        #expect(paragraph.paragraphSpacing == 6)
    }

    // MARK: Page view controllers

    // MARK: Controls

    @Test func testAButtonHasTheTitlesTitleColourImageFontAndLineBreakModeInterfaceBuilderWroteForItsStates() throws {
        let storyboard = UIStoryboard(name: "Features", bundle: nil)
        // The second load reads the same recipe the first one made.
        for _ in 0..<2 {
            let view = storyboard.instantiateViewController(withIdentifier: "Controls").view!
            let button = try #require(view.subviews.first as? UIButton)
            #expect(button.buttonType == .system)
            #expect([UIControl.State.normal, .highlighted, .selected, .disabled].map { button.title(for: $0) }
                == ["Play", "Playing", "Pause", "Unavailable"])
            #expect(button.titleColor(for: .normal) == .systemRed)
            let image = try #require(button.image(for: .normal))
            #expect(image.size == UIImage(systemName: "play.fill")?.size)
            #expect(button.titleLabel?.font.pointSize == 20)
            #expect(button.titleLabel?.font.fontName == UIFont.boldSystemFont(ofSize: 20).fontName)
            #expect(button.titleLabel?.lineBreakMode == .byTruncatingMiddle)
        }
    }

    @Test func testATextFieldHasTheBorderStyleInterfaceBuilderWroteAndNoneWithout() throws {
        let view = UIStoryboard(name: "Features", bundle: nil).instantiateViewController(withIdentifier: "Controls").view!
        let fields = view.subviews.compactMap { $0 as? UITextField }
        #expect(fields.map(\.placeholder) == ["Bezel", "Plain"])
        #expect(fields.map(\.borderStyle) == [.bezel, UITextField.BorderStyle.none])
        #expect(fields.map(\.contentHorizontalAlignment) == [.left, .left])
    }

    @Test func testADecodedTextFieldSizesAndDrawsItsPlaceholderAsOneMadeInCodeWithTheSameValues() throws {
        let view = UIStoryboard(name: "Features", bundle: nil).instantiateViewController(withIdentifier: "Controls").view!
        let fields = view.subviews.compactMap { $0 as? UITextField }
        try #require(fields.count == 2)
        for (decoded, style) in zip(fields, [UITextField.BorderStyle.bezel, .none]) {
            let made = UITextField(frame: decoded.frame)
            made.font = .systemFont(ofSize: 14)
            made.borderStyle = style
            made.placeholder = decoded.placeholder
            made.minimumFontSize = 17
            #expect(decoded.font == made.font)
            #expect(decoded.intrinsicContentSize == made.intrinsicContentSize)
            #expect(decoded.placeholderRect(forBounds: decoded.bounds) == made.placeholderRect(forBounds: made.bounds))
            // What the field draws: the same labels, with the same text and font.
            let drawn = { (field: UITextField) in field.subviews.compactMap { $0 as? UILabel }.map { [$0.text, $0.font.map { "\($0.pointSize)" }] } }
            #expect(drawn(decoded) == drawn(made))
            #expect(drawn(decoded).first == ["\(decoded.placeholder ?? "")", "14.0"])
        }
    }

    @Test func testAPageViewControllerHasTheStoryboardsStyleOrientationAndSpine() throws {
        let storyboard = UIStoryboard(name: "Features", bundle: nil)
        let pages = try #require(storyboard.instantiateViewController(withIdentifier: "Pages") as? UIPageViewController)
        #expect(pages.transitionStyle == .scroll)
        #expect(pages.navigationOrientation == .vertical)
        #expect(pages.spineLocation == .none)
        #expect(pages.storyboard === storyboard)
        let curl = try #require(storyboard.instantiateViewController(withIdentifier: "Curl") as? UIPageViewController)
        #expect(curl.transitionStyle == .pageCurl)
        #expect(curl.navigationOrientation == .horizontal)
        #expect(curl.spineLocation == .mid)
    }

    @Test func testAPageViewControllersPagesAreTheStoryboardsPageSpacingApart() throws {
        let pages = try #require(UIStoryboard(name: "Features", bundle: nil).instantiateViewController(withIdentifier: "Pages")
            as? UIPageViewController)
        let source = FeaturePages()
        pages.dataSource = source
        pages.setViewControllers([source.pages[1]], direction: .forward, animated: false)
        _ = show(pages)
        let current = source.pages[1].view.frame
        #expect(current.size == CGSize(width: 393, height: 852))
        #expect(source.pages[0].view.frame.minY == current.minY - 852 - 10)
        #expect(source.pages[2].view.frame.minY == current.maxY + 10)
    }

    // MARK: Collection headers and footers

    @Test func testASectionHeaderIsDequeuedFromTheStoryboardWithItsLabelOutlet() throws {
        let shelf = try #require(UIStoryboard(name: "Features", bundle: nil).instantiateViewController(withIdentifier: "Shelf")
            as? FeatureShelfController)
        _ = show(shelf)
        let collection = try #require(shelf.collectionView)
        let layout = try #require(collection.collectionViewLayout as? UICollectionViewFlowLayout)
        #expect(layout.headerReferenceSize == CGSize(width: 50, height: 44))
        #expect(layout.footerReferenceSize == CGSize(width: 50, height: 30))
        let kind = UICollectionView.elementKindSectionHeader
        let header = try #require(collection.supplementaryView(forElementKind: kind, at: IndexPath(item: 0, section: 0))
            as? FeatureHeaderView)
        #expect(header.reuseIdentifier == "Header")
        #expect(header.titleLabel.text == "Fruit")
        #expect(header.titleLabel.superview === header)
        #expect(header.backgroundColor == UIColor.secondarySystemBackground)
        #expect(header.frame == CGRect(x: 0, y: 0, width: 393, height: 44))
        let second = try #require(collection.supplementaryView(forElementKind: kind, at: IndexPath(item: 0, section: 1))
            as? FeatureHeaderView)
        #expect(second !== header)
        #expect(second.titleLabel.text == "Bakery")
        let footer = try #require(collection.supplementaryView(forElementKind: UICollectionView.elementKindSectionFooter,
                                                               at: IndexPath(item: 0, section: 0)))
        #expect(footer.reuseIdentifier == "Footer")
        #expect(footer.frame.height == 30)
        #expect(footer.backgroundColor == UIColor.systemGray5)
        #expect(collection.cellForItem(at: IndexPath(item: 0, section: 0))?.frame.minY == 44)
    }
}

extension StoryboardFeatureTests {
    // MARK: Size-class variations

    @Test func testAVariationsFontColourAxisAndSubviewsApplyUnderItsSizeClassAndTheDefaultsReturn() throws {
        let traits = try #require(UIStoryboard(name: "Features", bundle: nil).instantiateViewController(withIdentifier: "Traits")
            as? FeatureTraitsController)
        let scene = show(traits)
        #expect(traits.traitCollection.verticalSizeClass == .regular)
        #expect(traits.headline.font == UIFont.systemFont(ofSize: 17))
        #expect(traits.headline.textColor == UIColor.label)
        #expect(traits.stack.axis == .vertical)
        #expect(traits.stack.arrangedSubviews.compactMap { ($0 as? UILabel)?.text } == ["Apples", "Bread"])
        #expect(traits.wideOnly.superview == nil)
        #expect(traits.tallOnly.superview === traits.view)
        // Landscape: compact height.
        scene.updateDisplay(SceneDisplay(width: 852, height: 393, scale: 3, style: .light))
        _ = scene.finishTurn()
        #expect(traits.traitCollection.verticalSizeClass == .compact)
        #expect(traits.headline.font == UIFont.boldSystemFont(ofSize: 12))
        #expect(traits.headline.textColor == UIColor.systemRed)
        #expect(traits.stack.axis == .horizontal)
        #expect(traits.stack.arrangedSubviews.compactMap { ($0 as? UILabel)?.text } == ["Apples", "Wide only", "Bread"])
        #expect(traits.tallOnly.superview == nil)
        scene.updateDisplay(SceneDisplay(width: 393, height: 852, scale: 3, style: .light))
        _ = scene.finishTurn()
        #expect(traits.headline.font == UIFont.systemFont(ofSize: 17))
        #expect(traits.headline.textColor == UIColor.label)
        #expect(traits.stack.axis == .vertical)
        #expect(traits.stack.arrangedSubviews.compactMap { ($0 as? UILabel)?.text } == ["Apples", "Bread"])
        #expect(traits.view.subviews.first === traits.headline)
        #expect(traits.view.subviews.dropFirst().first === traits.tallOnly)
    }
}

extension StoryboardFeatureTests {
    // MARK: Launch storyboards

    @Test func testALaunchStoryboardsLabelsAreOnThePagesLaunchScreenWhereInterfaceBuilderPlacedThem() throws {
        var screen = LaunchScreen(dictionary: [:], style: nil)
        screen.loadStoryboard(named: "Launch")
        #expect(screen.backgroundLight == "rgba(51,102,204,1)")
        let label = try #require(screen.labels.first)
        #expect(screen.labels.count == 1)
        #expect(label.text == "Storyboard")
        #expect(label.centerX == 0.5)
        #expect(label.centerY == (318 + 15.5) / 667)
        #expect(label.width == 335)
        #expect(label.fontSize == 26)
        #expect(label.fontWeight == 700)
        #expect(label.colorLight == "rgba(255,255,255,1)")
        #expect(label.alignment == "center")
    }
}
