import Testing
@_spi(Host) import UIKitCore
import UIKit

@MainActor
private final class SafeAreaLoggingView: UIView {
    var log: [String] = []
    override func safeAreaInsetsDidChange() { log.append("safeAreaInsetsDidChange \(safeAreaInsets.top)") }
    override func layoutMarginsDidChange() { log.append("layoutMarginsDidChange") }
}

@MainActor
private final class SafeAreaViewController: UIViewController {
    var log: [String] = []
    override func viewSafeAreaInsetsDidChange() { log.append("viewSafeAreaInsetsDidChange \(view.safeAreaInsets.top)") }
}

@MainActor
struct SafeAreaTests {
    private func show(_ controller: UIViewController) -> UIWindowScene {
        let scene = UIApplication.shared.connectScene(persistentIdentifier: "safe-\(UUID())",
                                                      display: SceneDisplay(width: 400, height: 800, scale: 2, style: .light))
        let window = UIWindow(windowScene: scene)
        window.rootViewController = controller
        window.makeKeyAndVisible()
        _ = scene.finishTurn()
        return scene
    }

    @Test func testSafeAreaIsZeroOutsideAWindow() {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        #expect(view.safeAreaInsets == .zero)
    }

    @Test func testAdditionalInsetsReachTheRootViewAndOverlappingSubviews() {
        let controller = SafeAreaViewController()
        let scene = show(controller)
        let top = SafeAreaLoggingView(frame: CGRect(x: 0, y: 10, width: 400, height: 100))
        let middle = SafeAreaLoggingView(frame: CGRect(x: 0, y: 300, width: 400, height: 100))
        controller.view.addSubview(top)
        controller.view.addSubview(middle)
        _ = scene.finishTurn()
        controller.additionalSafeAreaInsets = UIEdgeInsets(top: 44, left: 0, bottom: 34, right: 0)
        _ = scene.finishTurn()
        #expect(controller.view.safeAreaInsets == UIEdgeInsets(top: 44, left: 0, bottom: 34, right: 0))
        #expect(top.safeAreaInsets == UIEdgeInsets(top: 34, left: 0, bottom: 0, right: 0))
        #expect(middle.safeAreaInsets == .zero)
        #expect(controller.log == ["viewSafeAreaInsetsDidChange 44.0"])
        #expect(top.log == ["safeAreaInsetsDidChange 34.0", "layoutMarginsDidChange"])
        #expect(middle.log.isEmpty)
    }

    @Test func testTheSafeAreaIsMeasuredInTheViewsOwnBoundsAndThroughItsTransform() {
        let controller = SafeAreaViewController()
        let scene = show(controller)
        controller.additionalSafeAreaInsets = UIEdgeInsets(top: 44, left: 0, bottom: 34, right: 0)
        // Scrolled content: the bounds' origin moves what the view shows, not what covers it.
        let scrolled = UIView(frame: CGRect(x: 0, y: 10, width: 400, height: 100))
        scrolled.bounds.origin = CGPoint(x: 0, y: 30)
        // Drawn at twice its size around its centre: 200 × 100 points from y = -10 on screen, so the
        // 54 covered points are 27 of its own.
        let scaled = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 50))
        scaled.center = CGPoint(x: 200, y: 40)
        scaled.transform = CGAffineTransform(scaleX: 2, y: 2)
        controller.view.addSubview(scrolled)
        controller.view.addSubview(scaled)
        _ = scene.finishTurn()
        #expect(scrolled.safeAreaInsets == UIEdgeInsets(top: 34, left: 0, bottom: 0, right: 0))
        #expect(scaled.safeAreaInsets == UIEdgeInsets(top: 27, left: 0, bottom: 0, right: 0))
    }

    @Test func testLayoutMarginsDefaultToEightAndFollowDirectionalMargins() {
        let view = SafeAreaLoggingView()
        #expect(view.layoutMargins == UIEdgeInsets(top: 8, left: 8, bottom: 8, right: 8))
        view.directionalLayoutMargins = NSDirectionalEdgeInsets(top: 1, leading: 2, bottom: 3, trailing: 4)
        #expect(view.layoutMargins == UIEdgeInsets(top: 1, left: 2, bottom: 3, right: 4))
        view.layoutMargins = UIEdgeInsets(top: 5, left: 6, bottom: 7, right: 8)
        #expect(view.directionalLayoutMargins == NSDirectionalEdgeInsets(top: 5, leading: 6, bottom: 7, trailing: 8))
        #expect(view.log == ["layoutMarginsDidChange", "layoutMarginsDidChange"])
    }
}
