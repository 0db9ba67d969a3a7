import Foundation
import Testing
@_spi(Host) import UIKitCore
import UIKit

/// Screenshots made on the server (`UIWindowScene._screenshotPNG`): the scene's windows drawn
/// by the one rasterizer as the page draws them, at the scene's scale or another, whole or
/// cropped to an element.
@MainActor
struct ScreenshotTests {
    /// A shown 200×300 scene at 2× whose root view is white (or the system background).
    private func makeScene(style: UIUserInterfaceStyle = .light, background: UIColor = .white) -> (UIWindowScene, UIView) {
        let scene = UIApplication.shared.connectScene(persistentIdentifier: "screenshot-\(UUID())",
                                                      display: SceneDisplay(width: 200, height: 300, scale: 2, style: style))
        let window = UIWindow(windowScene: scene)
        let controller = UIViewController()
        controller.view.backgroundColor = background
        window.rootViewController = controller
        window.makeKeyAndVisible()
        _ = scene.finishTurn()
        return (scene, controller.view)
    }

    /// The screenshot decoded: its size in pixels and its pixels as 0…255 red, green, blue, alpha.
    @MainActor
    private struct Shot {
        let width: Int
        let height: Int
        let context: CGContext

        init(_ png: [UInt8]) throws {
            let image = try #require(UIImage(data: Data(png), scale: 1))
            let cgImage = try #require(image.cgImage)
            width = cgImage.width
            height = cgImage.height
            UIGraphicsBeginImageContextWithOptions(CGSize(width: width, height: height), false, 1)
            defer { UIGraphicsEndImageContext() }
            context = try #require(UIGraphicsGetCurrentContext())
            context.draw(cgImage, in: CGRect(x: 0, y: 0, width: width, height: height))
        }

        subscript(x: Int, y: Int) -> [Int] { pixel(context, x: x, y: y) }

        /// How many pixels of the rectangle (in pixels) are darker than mid gray, or lighter.
        func inkCount(in rect: CGRect, light: Bool = false) -> Int {
            var count = 0
            for y in Int(rect.minY)..<Int(rect.maxY) {
                for x in Int(rect.minX)..<Int(rect.maxX) where self[x, y][0..<3].allSatisfy({ light ? $0 > 128 : $0 < 128 }) {
                    count += 1
                }
            }
            return count
        }
    }

    @Test func testAScreenshotIsTheScreenAtItsScaleOrAtTheScaleAskedFor() throws {
        let (scene, _) = makeScene()
        let atScreenScale = try Shot(scene._screenshotPNG())
        #expect(atScreenScale.width == 400 && atScreenScale.height == 600)
        let inPoints = try Shot(scene._screenshotPNG(scale: 1))
        #expect(inPoints.width == 200 && inPoints.height == 300)
        let atThree = try Shot(scene._screenshotPNG(scale: 3))
        #expect(atThree.width == 600 && atThree.height == 900)
    }

    @Test func testAViewsBackgroundFillsItsFrameAndNothingElse() throws {
        let (scene, root) = makeScene()
        let red = UIView(frame: CGRect(x: 20, y: 40, width: 50, height: 30))
        red.backgroundColor = .red
        root.addSubview(red)
        let shot = try Shot(scene._screenshotPNG(scale: 1))
        #expect(shot[20, 40] == [255, 0, 0, 255], "the frame's top left corner")
        #expect(shot[69, 69] == [255, 0, 0, 255], "its bottom right corner")
        #expect(shot[19, 40] == [255, 255, 255, 255], "left of the frame")
        #expect(shot[70, 69] == [255, 255, 255, 255], "right of it")
        #expect(shot[45, 70] == [255, 255, 255, 255], "below it")
        let doubled = try Shot(scene._screenshotPNG())
        #expect(doubled[40, 80] == [255, 0, 0, 255] && doubled[39, 80] == [255, 255, 255, 255], "at 2× the frame is twice as far")
    }

    @Test func testARoundedCornerShowsWhatIsBehindIt() throws {
        let (scene, root) = makeScene()
        let card = UIView(frame: CGRect(x: 10, y: 10, width: 100, height: 100))
        card.backgroundColor = .blue
        card.layer.cornerRadius = 20
        root.addSubview(card)
        let shot = try Shot(scene._screenshotPNG(scale: 1))
        #expect(shot[11, 11] == [255, 255, 255, 255], "the corner is cut")
        #expect(shot[16, 16] == [0, 0, 255, 255], "inside the rounding")
        #expect(shot[60, 11] == [0, 0, 255, 255], "the top edge between the corners")
    }

    @Test func testALayersShadowFallsOutsideItsBoundsOnly() throws {
        let (scene, root) = makeScene()
        let card = UIView(frame: CGRect(x: 20, y: 20, width: 50, height: 50))
        card.backgroundColor = UIColor(white: 1, alpha: 0.5)
        card.layer.shadowColor = UIColor.black.cgColor
        card.layer.shadowOpacity = 1
        card.layer.shadowRadius = 0
        card.layer.shadowOffset = CGSize(width: 10, height: 10)
        root.addSubview(card)
        let shot = try Shot(scene._screenshotPNG(scale: 1))
        #expect(shot[75, 75] == [0, 0, 0, 255], "below and right of the card, in the shadow")
        #expect(shot[65, 65] == [255, 255, 255, 255], "inside the card the shadow is not drawn, even behind a translucent background")
        #expect(shot[25, 75] == [255, 255, 255, 255], "left of the offset shadow")
    }

    @Test func testClipsToBoundsCutsSubviewsAtTheFrame() throws {
        let (scene, root) = makeScene()
        let clipping = UIView(frame: CGRect(x: 10, y: 10, width: 50, height: 50))
        clipping.clipsToBounds = true
        let clipped = UIView(frame: CGRect(x: 25, y: 25, width: 50, height: 50))
        clipped.backgroundColor = .green
        clipping.addSubview(clipped)
        let overflowing = UIView(frame: CGRect(x: 100, y: 10, width: 50, height: 50))
        let overflow = UIView(frame: CGRect(x: 25, y: 25, width: 50, height: 50))
        overflow.backgroundColor = .green
        overflowing.addSubview(overflow)
        root.addSubview(clipping)
        root.addSubview(overflowing)
        let shot = try Shot(scene._screenshotPNG(scale: 1))
        #expect(shot[50, 50] == [0, 255, 0, 255], "inside both")
        #expect(shot[65, 65] == [255, 255, 255, 255], "past the clipping view's frame")
        #expect(shot[165, 65] == [0, 255, 0, 255], "past a frame that does not clip")
    }

    @Test func testHiddenViewsAreNotDrawnAndAlphaBlendsWithWhatIsBehind() throws {
        let (scene, root) = makeScene()
        let hidden = UIView(frame: CGRect(x: 0, y: 0, width: 50, height: 50))
        hidden.backgroundColor = .black
        hidden.isHidden = true
        let faded = UIView(frame: CGRect(x: 100, y: 0, width: 50, height: 50))
        faded.backgroundColor = .black
        faded.alpha = 0.5
        let fadedChild = UIView(frame: CGRect(x: 0, y: 25, width: 50, height: 25))
        fadedChild.backgroundColor = .black
        fadedChild.alpha = 0.5
        faded.addSubview(fadedChild)
        root.addSubview(hidden)
        root.addSubview(faded)
        let shot = try Shot(scene._screenshotPNG(scale: 1))
        #expect(shot[25, 25] == [255, 255, 255, 255])
        let half = shot[125, 10]
        #expect(half[0] >= 126 && half[0] <= 129 && half[3] == 255, "black at half opacity over white: \(half)")
        let quarterOver = shot[125, 40]
        // A child at half opacity in a parent at half: a quarter of black over the parent's half.
        #expect(quarterOver[0] >= 94 && quarterOver[0] <= 97, "\(quarterOver)")
    }

    @Test func testALabelsTextIsInkedInsideItsFrame() throws {
        let (scene, root) = makeScene()
        let label = UILabel(frame: CGRect(x: 20, y: 100, width: 160, height: 40))
        label.text = "Hello, screenshot"
        label.font = .systemFont(ofSize: 20)
        label.textColor = .black
        root.addSubview(label)
        let shot = try Shot(scene._screenshotPNG())
        let ink = shot.inkCount(in: CGRect(x: 40, y: 200, width: 320, height: 80))
        #expect(ink > 300, "glyphs drawn in the label's frame: \(ink) dark pixels")
        #expect(shot.inkCount(in: CGRect(x: 0, y: 0, width: 400, height: 200)) == 0, "nothing above it")
        #expect(shot.inkCount(in: CGRect(x: 0, y: 280, width: 400, height: 320)) == 0, "nothing below it")
    }

    @Test func testDynamicColorsAreResolvedInEachViewsTraits() throws {
        let (scene, root) = makeScene(style: .dark, background: .systemBackground)
        let label = UILabel(frame: CGRect(x: 0, y: 0, width: 200, height: 40))
        label.text = "Dark mode"
        label.font = .systemFont(ofSize: 20)
        root.addSubview(label)
        let light = UIView(frame: CGRect(x: 0, y: 100, width: 200, height: 40))
        light.overrideUserInterfaceStyle = .light
        light.backgroundColor = .systemBackground
        let lightLabel = UILabel(frame: light.bounds)
        lightLabel.text = "Light mode"
        lightLabel.font = .systemFont(ofSize: 20)
        light.addSubview(lightLabel)
        root.addSubview(light)
        let shot = try Shot(scene._screenshotPNG(scale: 1))
        #expect(shot[100, 60] == [0, 0, 0, 255], "the dark system background")
        #expect(shot.inkCount(in: CGRect(x: 0, y: 0, width: 200, height: 40), light: true) > 40, "the label color, light on dark")
        #expect(shot[199, 101] == [255, 255, 255, 255], "the light system background of the overriding view")
        #expect(shot.inkCount(in: CGRect(x: 0, y: 100, width: 200, height: 40)) > 40, "its label dark on light")
    }

    @Test func testADisabledLabelIsDrawnDimmedAndALabelsShadowUnderItsText() throws {
        let (scene, root) = makeScene()
        let disabled = UILabel(frame: CGRect(x: 0, y: 0, width: 200, height: 40))
        disabled.text = "MMMM"
        disabled.font = .systemFont(ofSize: 30, weight: .bold)
        disabled.textColor = .black
        disabled.isEnabled = false
        let shadowed = UILabel(frame: CGRect(x: 0, y: 100, width: 200, height: 40))
        shadowed.text = "MMMM"
        shadowed.font = .systemFont(ofSize: 30, weight: .bold)
        shadowed.textColor = .white
        shadowed.shadowColor = .red
        shadowed.shadowOffset = CGSize(width: 3, height: 3)
        root.addSubview(disabled)
        root.addSubview(shadowed)
        let shot = try Shot(scene._screenshotPNG(scale: 1))
        #expect(shot.inkCount(in: CGRect(x: 0, y: 0, width: 200, height: 40)) == 0, "no black: the tertiary label color")
        var red = 0
        for y in 100..<140 { for x in 0..<200 where shot[x, y] == [255, 0, 0, 255] { red += 1 } }
        #expect(red > 30, "the red shadow shows below and right of the white text: \(red) pixels")
    }

    @Test func testAttributedTextDrawsItsBackgroundUnderlineAndStrikethrough() throws {
        let (scene, root) = makeScene()
        let spaces = String(repeating: " ", count: 8)
        let font = UIFont.systemFont(ofSize: 20)
        let struck = UILabel(frame: CGRect(x: 0, y: 0, width: 200, height: 40))
        struck.attributedText = NSAttributedString(string: spaces, attributes: [.font: font, .strikethroughStyle: NSUnderlineStyle.single.rawValue])
        let underlined = UILabel(frame: CGRect(x: 0, y: 100, width: 200, height: 40))
        underlined.attributedText = NSAttributedString(string: spaces, attributes: [.font: font, .underlineStyle: NSUnderlineStyle.single.rawValue])
        let highlighted = UILabel(frame: CGRect(x: 0, y: 200, width: 200, height: 40))
        highlighted.attributedText = NSAttributedString(string: spaces, attributes: [.font: font, .backgroundColor: UIColor.red])
        for label in [struck, underlined, highlighted] { root.addSubview(label) }
        let shot = try Shot(scene._screenshotPNG(scale: 1))
        func inkedRows(from top: Int) -> [Int] {
            (top..<(top + 40)).filter { y in (0..<200).contains { x in shot[x, y][0] < 128 } }
        }
        let strikeRows = inkedRows(from: 0), underlineRows = inkedRows(from: 100).map { $0 - 100 }
        #expect(!strikeRows.isEmpty && strikeRows.count <= 3, "a thin line through spaces: rows \(strikeRows)")
        #expect(!underlineRows.isEmpty && underlineRows.count <= 3, "a thin line under them: rows \(underlineRows)")
        #expect((underlineRows.first ?? 0) > (strikeRows.last ?? 40), "the underline below the strikethrough")
        #expect(shot[10, 220] == [255, 0, 0, 255], "the run's background")
    }

    @Test func testAGradientLayerPaintsItsBoundsOnly() throws {
        let (scene, root) = makeScene()
        let gradient = CAGradientLayer()
        gradient.type = .conic
        gradient.colors = [UIColor.red.cgColor, UIColor.blue.cgColor]
        gradient.startPoint = CGPoint(x: 0.5, y: 0.5)
        gradient.endPoint = CGPoint(x: 1, y: 0.5)
        gradient.frame = CGRect(x: 50, y: 50, width: 40, height: 40)
        root.layer.addSublayer(gradient)
        let shot = try Shot(scene._screenshotPNG(scale: 1))
        #expect(shot[70, 70] != [255, 255, 255, 255], "the gradient in its frame")
        #expect(shot[10, 10] == [255, 255, 255, 255] && shot[150, 200] == [255, 255, 255, 255], "nothing outside it")
    }

    @Test func testARunsBaselineOffsetRaisesIt() throws {
        let (scene, root) = makeScene()
        let font = UIFont.systemFont(ofSize: 20)
        let text = NSMutableAttributedString(string: "_", attributes: [.font: font])
        text.append(NSAttributedString(string: "_", attributes: [.font: font, .baselineOffset: 8]))
        let label = UILabel(frame: CGRect(x: 0, y: 0, width: 100, height: 60))
        label.attributedText = text
        root.addSubview(label)
        let shot = try Shot(scene._screenshotPNG(scale: 1))
        func lowestInk(in columns: Range<Int>) -> Int {
            (0..<60).last { y in columns.contains { x in shot[x, y][0] < 128 } } ?? -1
        }
        let advance = Int(("_" as NSString).size(withAttributes: [.font: font]).width)
        let plain = lowestInk(in: 1..<(advance - 1)), raised = lowestInk(in: (advance + 1)..<(2 * advance - 1))
        #expect(plain - raised == 8, "the second underscore 8 points higher: \(plain) and \(raised)")
    }

    @Test func testACropIsTheRectangleInScreenPoints() throws {
        let (scene, root) = makeScene()
        let red = UIView(frame: CGRect(x: 50, y: 60, width: 40, height: 20))
        red.backgroundColor = .red
        root.addSubview(red)
        let shot = try Shot(scene._screenshotPNG(cropTo: CGRect(x: 40, y: 50, width: 60, height: 40)))
        #expect(shot.width == 120 && shot.height == 80)
        #expect(shot[19, 19] == [255, 255, 255, 255] && shot[20, 20] == [255, 0, 0, 255], "the view 10 points into the crop")
        #expect(shot[99, 59] == [255, 0, 0, 255] && shot[100, 60] == [255, 255, 255, 255])
    }

    @Test func testWindowsAreDrawnByWindowLevelAndHiddenOnesAreLeftOut() throws {
        let (scene, root) = makeScene()
        root.backgroundColor = .red
        let alert = UIWindow(windowScene: scene)
        alert.windowLevel = .alert
        alert.frame = CGRect(x: 0, y: 0, width: 100, height: 100)
        alert.backgroundColor = .blue
        alert.isHidden = false
        let normal = UIWindow(windowScene: scene)
        normal.frame = CGRect(x: 50, y: 50, width: 100, height: 100)
        normal.backgroundColor = .green
        normal.isHidden = false
        let hidden = UIWindow(windowScene: scene)
        hidden.windowLevel = .statusBar
        hidden.frame = CGRect(x: 0, y: 0, width: 200, height: 300)
        hidden.backgroundColor = .black
        _ = scene.finishTurn()
        let shot = try Shot(scene._screenshotPNG(scale: 1))
        #expect(shot[75, 75] == [0, 0, 255, 255], "the alert window over the later, normal one")
        #expect(shot[125, 125] == [0, 255, 0, 255], "the normal window over the first")
        #expect(shot[175, 250] == [255, 0, 0, 255], "the first window")
    }

    @Test func testAScaleOrCropThatMakesNoPixelsGivesNoBytes() {
        let (scene, _) = makeScene()
        #expect(scene._screenshotPNG(scale: 0).isEmpty)
        #expect(scene._screenshotPNG(scale: .nan).isEmpty)
        #expect(scene._screenshotPNG(cropTo: CGRect(x: 10, y: 10, width: 0, height: 20)).isEmpty)
    }
}
