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
}
