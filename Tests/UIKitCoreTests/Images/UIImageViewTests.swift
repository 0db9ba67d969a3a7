import Testing
@_spi(Host) import UIKitCore
import UIKit

@MainActor
struct UIImageViewTests {
    /// A 4×2 PNG header at scale 2: 2×1 points.
    private func makeImage() -> UIImage? {
        UIImage(data: ImageFixtures.png(width: 4, height: 2), scale: 2)
    }

    @Test func testInitWithImageSizesTheViewToTheImage() throws {
        let image = try #require(makeImage())
        let view = UIImageView(image: image)
        #expect(view.frame == CGRect(x: 0, y: 0, width: 2, height: 1))
        #expect(view.sizeThatFits(CGSize(width: 100, height: 100)) == CGSize(width: 2, height: 1))
        #expect(!view.isUserInteractionEnabled)
    }

    @Test func testHighlightedImageShowsWhileHighlighted() throws {
        let normal = try #require(makeImage())
        let highlighted = try #require(UIImage(data: ImageFixtures.png(width: 8, height: 8), scale: 1))
        let view = UIImageView(image: normal, highlightedImage: highlighted)
        view.isHighlighted = true
        #expect(view.sizeThatFits(.zero) == CGSize(width: 8, height: 8))
    }

    @Test func testImageAndContentModeAreRendered() throws {
        let scene = UIApplication.shared.connectScene(persistentIdentifier: "image-\(UUID())",
                                                      display: SceneDisplay(width: 300, height: 500, scale: 2, style: .light))
        let window = UIWindow(windowScene: scene)
        window.makeKeyAndVisible()
        let view = UIImageView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        window.addSubview(view)
        _ = scene.snapshot()
        let image = try #require(makeImage())
        view.image = image
        view.contentMode = .scaleAspectFill
        #expect(scene.finishTurn()?.operations == [
            .set(id: view.renderNodeID, properties: [RenderProperty(.image, .image(image)),
                                                     RenderProperty(.contentMode, .string("scaleAspectFill"))]),
        ])
    }
}
