import Testing
@_spi(Host) import UIKitCore
import UIKit

/// `UIVisualEffectView`: its content view fills it, and a blur reaches the page as a backdrop
/// filter with the material's tint beneath the content.
@MainActor
struct VisualEffectViewTests {
    @Test func testTheContentViewFillsTheEffectViewAndFollowsItsSize() {
        let view = UIVisualEffectView(effect: UIBlurEffect(style: .dark))
        view.frame = CGRect(x: 0, y: 0, width: 100, height: 40)
        #expect(view.contentView.frame == CGRect(x: 0, y: 0, width: 100, height: 40))
        view.frame.size = CGSize(width: 200, height: 50)
        #expect(view.contentView.frame.size == CGSize(width: 200, height: 50))
        #expect(view.subviews.last === view.contentView, "the content is over the effect")
        #expect((view.effect as? UIBlurEffect)?.style == .dark)
    }

    @Test func testABlurIsSentAsABackdropFilterAndRemovedWithTheEffect() {
        let scene = UIApplication.shared.connectScene(persistentIdentifier: "blur-\(UUID())",
                                                      display: SceneDisplay(width: 300, height: 600, scale: 2, style: .light))
        let window = UIWindow(windowScene: scene)
        window.rootViewController = UIViewController()
        window.makeKeyAndVisible()
        let view = UIVisualEffectView(effect: UIBlurEffect(style: .systemMaterial))
        view.frame = CGRect(x: 0, y: 0, width: 100, height: 40)
        window.rootViewController?.view.addSubview(view)
        let created = (scene.finishTurn()?.operations ?? []).compactMap { operation -> [RenderProperty]? in
            if case .create(let id, _, let properties) = operation, id == view.renderNodeID { return properties }
            return nil
        }.first ?? []
        #expect(created.contains(RenderProperty(.backdrop, .string("blur(30px) saturate(1.8)"))))
        view.effect = nil
        let cleared = scene.finishTurn()?.operations ?? []
        #expect(cleared.contains(.set(id: view.renderNodeID, properties: [RenderProperty(.backdrop, .null)])))
        UIApplication.shared.disconnectScene(scene)
    }

    @Test func testVibrantContentIsSentInTheBlursToneAtTheStylesOpacityAndFollowsDarkMode() {
        let scene = UIApplication.shared.connectScene(persistentIdentifier: "vibrancy-\(UUID())",
                                                      display: SceneDisplay(width: 300, height: 600, scale: 2, style: .light))
        defer { UIApplication.shared.disconnectScene(scene) }
        let window = UIWindow(windowScene: scene)
        window.rootViewController = UIViewController()
        window.makeKeyAndVisible()
        let material = UIBlurEffect(style: .systemMaterial)
        let blur = UIVisualEffectView(effect: material)
        let vibrancy = UIVisualEffectView(effect: UIVibrancyEffect(blurEffect: material, style: .secondaryLabel))
        blur.frame = CGRect(x: 0, y: 0, width: 100, height: 40)
        vibrancy.frame = blur.bounds
        blur.contentView.addSubview(vibrancy)
        window.rootViewController?.view.addSubview(blur)
        let content = vibrancy.contentView
        let created = (scene.finishTurn()?.operations ?? []).compactMap { operation -> [RenderProperty]? in
            if case .create(let id, _, let properties) = operation, id == content.renderNodeID { return properties }
            return nil
        }.first ?? []
        #expect(created.contains(RenderProperty(.vibrancy, .string("light"))))
        #expect(created.contains(RenderProperty(.alpha, .number(0.6))), "a secondary label's opacity")
        #expect(content.alpha == 1, "the app's alpha is its own")
        #expect(!created.contains { $0.key == .backdrop }, "the vibrancy view blurs nothing itself")
        // The adaptive material turns dark with the interface: the content is screened in white.
        window.overrideUserInterfaceStyle = .dark
        let dark = scene.finishTurn()?.operations ?? []
        #expect(dark.contains { operation in
            guard case .set(let id, let properties) = operation, id == content.renderNodeID else { return false }
            return properties.contains(RenderProperty(.vibrancy, .string("dark")))
        })
        content.alpha = 0.5
        let halved = scene.finishTurn()?.operations ?? []
        #expect(halved.contains(.set(id: content.renderNodeID, properties: [RenderProperty(.alpha, .number(0.3))])))
        // A blur's own content view does not blend.
        #expect(!created.isEmpty)
        let blurContent = (dark + halved).contains { operation in
            guard case .set(let id, let properties) = operation, id == blur.contentView.renderNodeID else { return false }
            return properties.contains { $0.key == .vibrancy }
        }
        #expect(!blurContent)
    }
}
