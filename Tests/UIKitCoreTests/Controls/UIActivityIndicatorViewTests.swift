import Testing
@_spi(Host) import UIKitCore
import UIKit

@MainActor
struct UIActivityIndicatorViewTests {
    @Test func testIndicatorIsHiddenUntilItAnimates() {
        let indicator = UIActivityIndicatorView(style: .medium)
        #expect(indicator.isHidden && !indicator.isAnimating && indicator.hidesWhenStopped)
        indicator.startAnimating()
        #expect(!indicator.isHidden && indicator.isAnimating)
        indicator.stopAnimating()
        #expect(indicator.isHidden && !indicator.isAnimating)
        indicator.hidesWhenStopped = false
        #expect(!indicator.isHidden)
    }

    @Test func testAnAnimatingIndicatorTurnsAnEighthAtATimeOnceASecondUntilStopped() throws {
        let scene = UIApplication.shared.connectScene(persistentIdentifier: "spinner-\(UUID())",
                                                      display: SceneDisplay(width: 300, height: 600, scale: 2, style: .light))
        let window = UIWindow(windowScene: scene)
        window.rootViewController = UIViewController()
        window.makeKeyAndVisible()
        let indicator = UIActivityIndicatorView(style: .medium)
        // Started out of a window, it spins once it is in one.
        indicator.startAnimating()
        #expect(indicator.layer.animationKeys() == nil)
        window.rootViewController?.view.addSubview(indicator)
        let keys = try #require(indicator.layer.animationKeys())
        #expect(keys.count == 1)
        let spin = try #require(indicator.layer.animation(forKey: keys[0]) as? CAKeyframeAnimation)
        #expect(spin.keyPath == "transform.rotation.z")
        #expect(spin.calculationMode == .discrete)
        #expect(spin.duration == 1 && spin.repeatCount == .infinity)
        let angles = (spin.values ?? []).compactMap { $0 as? CGFloat }
        #expect(angles.count == 8 && angles[1] == .pi / 4 && angles[7] == 7 * .pi / 4)
        // The model does not turn: only the page shows it turning.
        #expect(indicator.transform == .identity)
        indicator.startAnimating()
        #expect(indicator.layer.animationKeys()?.count == 1, "starting again adds no second spin")
        indicator.stopAnimating()
        #expect(indicator.layer.animationKeys() == nil)
        UIApplication.shared.disconnectScene(scene)
    }

    @Test func testStylesHaveUIKitsSizes() {
        #expect(UIActivityIndicatorView(style: .medium).frame.size == CGSize(width: 20, height: 20))
        #expect(UIActivityIndicatorView(style: .large).frame.size == CGSize(width: 37, height: 37))
        let indicator = UIActivityIndicatorView(frame: CGRect(x: 0, y: 0, width: 50, height: 50))
        #expect(indicator.style == .medium)
        #expect(indicator.sizeThatFits(.zero) == CGSize(width: 20, height: 20))
        indicator.style = .large
        #expect(indicator.sizeThatFits(.zero) == CGSize(width: 37, height: 37))
    }

    @Test func testEightSpokesStandAroundTheCenter() {
        let indicator = UIActivityIndicatorView(style: .medium)
        indicator.layoutIfNeeded()
        let spokes = indicator.subviews
        #expect(spokes.count == 8)
        #expect(spokes[0].bounds.size == CGSize(width: 2, height: 20.0 / 3))
        #expect(spokes[0].layer.cornerRadius == 1)
        #expect(spokes[0].center == CGPoint(x: 10, y: 10 - 20.0 / 3))
        #expect(abs(spokes[2].center.x - (10 + 20.0 / 3)) < 1e-9 && abs(spokes[2].center.y - 10) < 1e-9)
        #expect(spokes[2].transform == CGAffineTransform(rotationAngle: .pi / 2))
    }

    @Test func testSpokesFadeAroundTheCircleInLightAndDark() {
        let indicator = UIActivityIndicatorView(style: .large)
        #expect(indicator.subviews.map { components($0.backgroundColor, style: .light)[3] } == [47, 47, 47, 47, 72, 97, 122, 147])
        #expect(components(indicator.subviews[7].backgroundColor, style: .light) == [60, 60, 68, 147])
        #expect(components(indicator.subviews[7].backgroundColor, style: .dark) == [235, 235, 245, 147])
    }

    @Test func testColorOverridesTheStyleAndNilReturnsToIt() {
        let indicator = UIActivityIndicatorView(style: .medium)
        indicator.color = .systemRed
        #expect(indicator.color == .systemRed)
        #expect(components(indicator.subviews[7].backgroundColor, style: .light) == [255, 59, 48, 147])
        indicator.color = nil
        #expect(components(indicator.color, style: .light) == [60, 60, 68, 255])
        #expect(UIActivityIndicatorView(style: .whiteLarge).color == .white)
    }
}
