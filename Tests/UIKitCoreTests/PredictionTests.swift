import Testing
@_spi(Host) import UIKitCore
import UIKit

/// What the page may show before the server answers a touch-down: a button's highlighted title.
@MainActor
struct PredictionTests {
    private func makeScene() -> (UIWindowScene, UIViewController) {
        let scene = UIApplication.shared.connectScene(persistentIdentifier: "predict-\(UUID())",
                                                      display: SceneDisplay(width: 300, height: 600, scale: 2, style: .light))
        let window = UIWindow(windowScene: scene)
        let controller = UIViewController()
        window.rootViewController = controller
        window.makeKeyAndVisible()
        return (scene, controller)
    }

    private func node(_ id: Int, in tree: RenderNode) -> RenderNode? {
        if tree.id == id { return tree }
        return tree.children.lazy.compactMap { self.node(id, in: $0) }.first
    }

    private func pressed(_ button: UIButton, in scene: UIWindowScene) -> RenderValue? {
        node(button.renderNodeID, in: scene.snapshot().root)?.properties.first { $0.key == .pressed }?.value
    }

    /// The prediction, then what a touch-down really does on the server: they must agree.
    private func predictedAndDone(_ button: UIButton, in scene: UIWindowScene) throws -> ([RenderPrediction], [RenderProperty]) {
        guard case .predictions(let predictions)? = pressed(button, in: scene) else {
            Issue.record("no prediction")
            return ([], [])
        }
        button.isHighlighted = true
        let patch = try #require(scene.finishTurn())
        let label = try #require(button.titleLabel)
        let done = patch.operations.compactMap { operation -> [RenderProperty]? in
            guard case .set(let id, let properties) = operation, id == label.renderNodeID else { return nil }
            return properties
        }.first ?? []
        return (predictions, done)
    }

    @Test func testASystemButtonPredictsItsHighlightedTitleColour() throws {
        let (scene, controller) = makeScene()
        let button = UIButton(type: .system)
        button.setTitle("Tap me", for: .normal)
        button.frame = CGRect(x: 10, y: 10, width: 120, height: 44)
        controller.view.addSubview(button)
        let (predictions, done) = try predictedAndDone(button, in: scene)
        #expect(predictions.map(\.id) == [button.titleLabel?.renderNodeID])
        #expect(predictions.first?.properties.map(\.key) == [.color])
        #expect(predictions.first?.properties == done)
    }

    @Test func testACustomButtonPredictsTheColourSetForHighlighted() throws {
        let (scene, controller) = makeScene()
        let button = UIButton(type: .custom)
        button.setTitle("Custom", for: .normal)
        button.setTitleColor(.red, for: .normal)
        button.setTitleColor(.green, for: .highlighted)
        controller.view.addSubview(button)
        let (predictions, done) = try predictedAndDone(button, in: scene)
        #expect(predictions.first?.properties == done)
        #expect(done.map(\.key) == [.color])
    }

    @Test func testNothingIsPredictedForAButtonThatWouldNotHighlightOrRunsAppCode() {
        let (scene, controller) = makeScene()
        let disabled = UIButton(type: .system)
        disabled.setTitle("Off", for: .normal)
        disabled.isEnabled = false
        let sameColour = UIButton(type: .custom)
        sameColour.setTitle("Same", for: .normal)
        sameColour.setTitleColor(.red, for: .normal)
        sameColour.setTitleColor(.red, for: .highlighted)
        let configured = UIButton(configuration: .filled())
        configured.configuration?.title = "Filled"
        let handled = UIButton(type: .system)
        handled.setTitle("Handler", for: .normal)
        handled.configurationUpdateHandler = { _ in }
        for button in [disabled, sameColour, configured, handled] { controller.view.addSubview(button) }
        for button in [disabled, sameColour, configured, handled] {
            #expect(pressed(button, in: scene) == nil, "\(button.currentTitle ?? "")")
        }
    }

    @Test func testDisablingAButtonWithdrawsItsPredictionInTheNextPatch() throws {
        let (scene, controller) = makeScene()
        let button = UIButton(type: .system)
        button.setTitle("Tap me", for: .normal)
        controller.view.addSubview(button)
        _ = scene.snapshot()
        button.isEnabled = false
        let patch = try #require(scene.finishTurn())
        let set = patch.operations.compactMap { operation -> [RenderProperty]? in
            guard case .set(let id, let properties) = operation, id == button.renderNodeID else { return nil }
            return properties
        }.first
        // The button also reads as disabled (and leaves the tab order) for assistive technologies.
        #expect(set == [RenderProperty(.pressed, .null), RenderProperty(.axState, .string("disabled")), RenderProperty(.tab, .null)])
    }
}
