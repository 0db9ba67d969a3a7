import Testing
@_spi(Host) import UIKitCore
import UIKit

/// Views whose natural size comes from their content size themselves under Auto Layout.
@MainActor
struct IntrinsicSizeWiringTests {
    private func show(_ view: UIView) -> (UIWindowScene, UIView) {
        let scene = UIApplication.shared.connectScene(persistentIdentifier: "intrinsic-\(UUID())",
                                                      display: SceneDisplay(width: 400, height: 800, scale: 2, style: .light))
        let window = UIWindow(windowScene: scene)
        let controller = UIViewController()
        window.rootViewController = controller
        window.makeKeyAndVisible()
        view.translatesAutoresizingMaskIntoConstraints = false
        controller.view.addSubview(view)
        NSLayoutConstraint.activate([
            view.leadingAnchor.constraint(equalTo: controller.view.leadingAnchor, constant: 10),
            view.topAnchor.constraint(equalTo: controller.view.topAnchor, constant: 20),
        ])
        _ = scene.finishTurn()
        return (scene, controller.view)
    }

    @Test func testLabelSizesToItsTextAndFollowsTextChanges() {
        let label = UILabel()
        label.text = "Hi"
        let (scene, _) = show(label)
        let short = label.frame.size
        #expect(short == label.intrinsicContentSize)
        #expect(short.width > 0 && short.height > 0)
        label.text = "A much longer line of text"
        _ = scene.finishTurn()
        #expect(label.frame.width > short.width)
        #expect(label.frame.size == label.intrinsicContentSize)
    }

    @Test func testSwitchTakesUIKitsSize() {
        let control = UISwitch()
        _ = show(control)
        #expect(control.frame == CGRect(x: 10, y: 20, width: 51, height: 31))
    }

    @Test func testImageViewSizesToItsImage() throws {
        let image = try #require(UIImage(data: ImageFixtures.png(width: 60, height: 40), scale: 2))
        let imageView = UIImageView(image: nil)
        let (scene, _) = show(imageView)
        #expect(imageView.intrinsicContentSize == CGSize(width: UIView.noIntrinsicMetric, height: UIView.noIntrinsicMetric))
        imageView.image = image
        _ = scene.finishTurn()
        #expect(imageView.frame == CGRect(x: 10, y: 20, width: 30, height: 20))
    }

    @Test func testSafeAreaGuideFollowsAdditionalInsets() {
        let scene = UIApplication.shared.connectScene(persistentIdentifier: "guide-\(UUID())",
                                                      display: SceneDisplay(width: 400, height: 800, scale: 2, style: .light))
        let window = UIWindow(windowScene: scene)
        let controller = UIViewController()
        controller.additionalSafeAreaInsets = UIEdgeInsets(top: 44, left: 0, bottom: 34, right: 0)
        window.rootViewController = controller
        window.makeKeyAndVisible()
        let content = UIView()
        content.translatesAutoresizingMaskIntoConstraints = false
        controller.view.addSubview(content)
        let guide = controller.view.safeAreaLayoutGuide
        NSLayoutConstraint.activate([
            content.topAnchor.constraint(equalTo: guide.topAnchor),
            content.bottomAnchor.constraint(equalTo: guide.bottomAnchor),
            content.leadingAnchor.constraint(equalTo: controller.view.layoutMarginsGuide.leadingAnchor),
            content.trailingAnchor.constraint(equalTo: controller.view.layoutMarginsGuide.trailingAnchor),
        ])
        _ = scene.finishTurn()
        // The root view's side margins are the compact-width system minimum, 16 points.
        #expect(content.frame == CGRect(x: 16, y: 44, width: 400 - 2 * 16, height: 800 - 44 - 34))
    }
}
