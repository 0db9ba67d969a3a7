import Testing
@_spi(Host) import UIKitCore
import UIKit

@MainActor
struct DocumentedTraitAndMarginTests {
    @Test func testTraitsFromUsesTheLastCollectionThatSpecifiesEachTrait() {
        let merged = UITraitCollection(traitsFrom: [
            UITraitCollection(userInterfaceStyle: .light),
            UITraitCollection(horizontalSizeClass: .compact),
            UITraitCollection(userInterfaceStyle: .dark),
        ])
        #expect(merged.userInterfaceStyle == .dark)
        #expect(merged.horizontalSizeClass == .compact)
        #expect(merged.verticalSizeClass == .unspecified)
    }

    @Test func testContainsTraitsChecksOnlyTheSpecifiedTraits() {
        let traits = UITraitCollection(traitsFrom: [UITraitCollection(userInterfaceStyle: .dark),
                                                    UITraitCollection(horizontalSizeClass: .regular)])
        #expect(traits.containsTraits(in: UITraitCollection(userInterfaceStyle: .dark)))
        #expect(!traits.containsTraits(in: UITraitCollection(userInterfaceStyle: .light)))
        #expect(traits.containsTraits(in: UITraitCollection()))
        #expect(traits.containsTraits(in: nil))
    }

    private func marginsGuideFrame(insetsFromSafeArea: Bool) -> CGRect {
        let scene = UIApplication.shared.connectScene(persistentIdentifier: "margins-\(UUID())",
                                                      display: SceneDisplay(width: 400, height: 800, scale: 2, style: .light))
        let window = UIWindow(windowScene: scene)
        let controller = UIViewController()
        controller.additionalSafeAreaInsets = UIEdgeInsets(top: 44, left: 0, bottom: 0, right: 0)
        controller.view.insetsLayoutMarginsFromSafeArea = insetsFromSafeArea
        window.rootViewController = controller
        window.makeKeyAndVisible()
        let guide = controller.view.layoutMarginsGuide
        let content = UIView()
        content.translatesAutoresizingMaskIntoConstraints = false
        controller.view.addSubview(content)
        NSLayoutConstraint.activate([
            content.topAnchor.constraint(equalTo: guide.topAnchor),
            content.leadingAnchor.constraint(equalTo: guide.leadingAnchor),
            content.widthAnchor.constraint(equalToConstant: 10),
            content.heightAnchor.constraint(equalToConstant: 10),
        ])
        _ = scene.finishTurn()
        return content.frame
    }

    @Test func testMarginsOutsideTheSafeAreaMoveInsideIt() {
        // The root view's margins are the system minimums (0 top, 16 leading on a compact width);
        // the top one lies in the 44-point unsafe area, so it is measured from the safe area.
        let frame = marginsGuideFrame(insetsFromSafeArea: true)
        #expect(frame.minY >= 44)
        #expect(frame.origin == CGPoint(x: 16, y: 44 + 0))
    }

    @Test func testMarginsStayWhereTheyAreWhenNotInsetFromTheSafeArea() {
        #expect(marginsGuideFrame(insetsFromSafeArea: false).origin == CGPoint(x: 16, y: 0))
    }
}
