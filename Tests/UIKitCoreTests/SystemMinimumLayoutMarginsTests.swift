import Testing
@_spi(Host) import UIKitCore
import UIKit

@MainActor
private final class MarginLoggingView: UIView {
    var log: [String] = []
    override func layoutMarginsDidChange() { log.append("view.layoutMarginsDidChange \(Int(layoutMargins.left))") }
}

@MainActor
private final class MarginLoggingController: UIViewController {
    override func loadView() { view = MarginLoggingView() }
    override func viewLayoutMarginsDidChange() {
        (view as? MarginLoggingView)?.log.append("controller.viewLayoutMarginsDidChange \(Int(view.layoutMargins.left))")
    }
}

@MainActor
struct SystemMinimumLayoutMarginsTests {
    private func show(_ controller: UIViewController, width: Double = 390, height: Double = 844) -> UIWindowScene {
        let scene = UIApplication.shared.connectScene(persistentIdentifier: "minimum-margins-\(UUID())",
                                                      display: SceneDisplay(width: width, height: height, scale: 2, style: .light))
        let window = UIWindow(windowScene: scene)
        window.rootViewController = controller
        window.makeKeyAndVisible()
        _ = scene.finishTurn()
        return scene
    }

    @Test func testCompactWidthMinimumsAreSixteenPointsLeadingAndTrailing() {
        let controller = UIViewController()
        _ = show(controller)
        #expect(controller.systemMinimumLayoutMargins == NSDirectionalEdgeInsets(top: 0, leading: 16, bottom: 0, trailing: 16))
        #expect(controller.viewRespectsSystemMinimumLayoutMargins)
    }

    @Test func testRootViewMarginsDefaultToTheSystemMinimums() {
        let controller = UIViewController()
        _ = show(controller)
        #expect(controller.view.directionalLayoutMargins == NSDirectionalEdgeInsets(top: 0, leading: 16, bottom: 0, trailing: 16))
        #expect(controller.view.layoutMargins == UIEdgeInsets(top: 0, left: 16, bottom: 0, right: 16))
    }

    @Test func testSubviewsKeepTheirEightPointMargins() {
        let controller = UIViewController()
        _ = show(controller)
        let subview = UIView()
        controller.view.addSubview(subview)
        #expect(subview.layoutMargins == UIEdgeInsets(top: 8, left: 8, bottom: 8, right: 8))
    }

    @Test func testRootViewMarginsSmallerThanTheMinimumsAreRaisedToThem() {
        let controller = UIViewController()
        _ = show(controller)
        controller.view.directionalLayoutMargins = NSDirectionalEdgeInsets(top: 4, leading: 10, bottom: 4, trailing: 30)
        #expect(controller.view.directionalLayoutMargins == NSDirectionalEdgeInsets(top: 4, leading: 16, bottom: 4, trailing: 30))
    }

    @Test func testNotRespectingTheMinimumsUsesTheViewsOwnMargins() {
        let controller = MarginLoggingController()
        _ = show(controller)
        let view = controller.view as! MarginLoggingView
        controller.view.directionalLayoutMargins = NSDirectionalEdgeInsets(top: 0, leading: 4, bottom: 0, trailing: 4)
        #expect(controller.view.layoutMargins.left == 16)
        #expect(view.log == [])
        controller.viewRespectsSystemMinimumLayoutMargins = false
        #expect(controller.view.directionalLayoutMargins == NSDirectionalEdgeInsets(top: 0, leading: 4, bottom: 0, trailing: 4))
        #expect(view.log == ["view.layoutMarginsDidChange 4", "controller.viewLayoutMarginsDidChange 4"])
    }

    @Test func testContentPinnedToTheRootMarginsSitsSixteenPointsFromTheEdges() {
        let controller = UIViewController()
        let content = UIView()
        content.translatesAutoresizingMaskIntoConstraints = false
        controller.view.addSubview(content)
        let margins = controller.view.layoutMarginsGuide
        NSLayoutConstraint.activate([
            content.topAnchor.constraint(equalTo: margins.topAnchor),
            content.leadingAnchor.constraint(equalTo: margins.leadingAnchor),
            content.trailingAnchor.constraint(equalTo: margins.trailingAnchor),
            content.heightAnchor.constraint(equalToConstant: 10),
        ])
        _ = show(controller)
        // 390 wide, 16 in from each side; the top margin is zero.
        #expect(content.frame == CGRect(x: 16, y: 0, width: 358, height: 10))
    }

    @Test func testRegularWidthMovesTheMarginsToTwentyAndTellsTheController() {
        let controller = MarginLoggingController()
        let scene = show(controller)
        let view = controller.view as! MarginLoggingView
        #expect(view.layoutMargins.left == 16)
        scene.updateDisplay(SceneDisplay(width: 1024, height: 768, scale: 2, style: .light))
        #expect(controller.traitCollection.horizontalSizeClass == .regular)
        #expect(controller.systemMinimumLayoutMargins == NSDirectionalEdgeInsets(top: 0, leading: 20, bottom: 0, trailing: 20))
        #expect(view.layoutMargins == UIEdgeInsets(top: 0, left: 20, bottom: 0, right: 20))
        #expect(view.log == ["view.layoutMarginsDidChange 20", "controller.viewLayoutMarginsDidChange 20"])
    }

    @Test func testMarginsWiderThanTheMinimumsDoNotChangeWithTheSizeClass() {
        let controller = MarginLoggingController()
        let scene = show(controller)
        let view = controller.view as! MarginLoggingView
        controller.view.directionalLayoutMargins = NSDirectionalEdgeInsets(top: 0, leading: 24, bottom: 0, trailing: 24)
        view.log = []
        scene.updateDisplay(SceneDisplay(width: 1024, height: 768, scale: 2, style: .light))
        #expect(view.layoutMargins.left == 24)
        #expect(view.log == [])
    }
}
