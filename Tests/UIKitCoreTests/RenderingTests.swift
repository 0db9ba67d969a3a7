import Testing
@_spi(Host) import UIKitCore
import UIKit

/// What a commit sends: only what changed since the last one.
@MainActor
struct RenderingTests {
    func makeScene() -> (UIWindowScene, UIViewController) {
        let scene = UIApplication.shared.connectScene(persistentIdentifier: "render-\(UUID())",
                                                      display: SceneDisplay(width: 300, height: 600, scale: 2, style: .light))
        let window = UIWindow(windowScene: scene)
        let controller = UIViewController()
        window.rootViewController = controller
        window.makeKeyAndVisible()
        return (scene, controller)
    }

    @Test func testSnapshotHoldsTheWholeTreeUnderTheSceneNode() {
        let (scene, controller) = makeScene()
        let label = UILabel(frame: CGRect(x: 10, y: 20, width: 100, height: 30))
        label.text = "Hello"
        controller.view.addSubview(label)
        let snapshot = scene.snapshot()
        #expect(snapshot.root.id == 0)
        #expect(snapshot.root.kind == .scene)
        let window = snapshot.root.children[0]
        #expect(window.kind == .window)
        #expect(window.properties.contains(RenderProperty(.frame, .rect(x: 0, y: 0, width: 300, height: 600))))
        let labelNode = window.children[0].children[0]
        #expect(labelNode.id == label.renderNodeID)
        #expect(labelNode.properties.contains(RenderProperty(.text, .string("Hello"))))
        #expect(labelNode.properties.contains(RenderProperty(.frame, .rect(x: 10, y: 20, width: 100, height: 30))))
        #expect(scene.finishTurn() == nil)
    }

    @Test func testChangingOneLabelSendsOnlyThatProperty() {
        let (scene, controller) = makeScene()
        let label = UILabel(frame: CGRect(x: 0, y: 0, width: 200, height: 30))
        controller.view.addSubview(label)
        _ = scene.snapshot()
        let before = scene.revision
        label.text = "Tapped 1 time"
        let patch = scene.finishTurn()
        #expect(patch == RenderPatch(revision: before + 1, operations: [
            .set(id: label.renderNodeID, properties: [RenderProperty(.text, .string("Tapped 1 time"))]),
        ]))
    }

    @Test func testSettingTheSameValueSendsNothing() {
        let (scene, controller) = makeScene()
        let label = UILabel()
        label.text = "Same"
        controller.view.addSubview(label)
        _ = scene.snapshot()
        label.text = "Same"
        label.alpha = 1
        #expect(scene.finishTurn() == nil)
    }

    @Test func testAddedSubtreeIsCreatedParentFirstThenPlaced() {
        let (scene, controller) = makeScene()
        _ = scene.snapshot()
        let container = UIView(frame: CGRect(x: 0, y: 0, width: 50, height: 50))
        let child = UIView(frame: CGRect(x: 1, y: 2, width: 3, height: 4))
        container.addSubview(child)
        controller.view.addSubview(container)
        let operations = scene.finishTurn()?.operations ?? []
        #expect(operations == [
            .create(id: container.renderNodeID, kind: .view,
                    properties: [RenderProperty(.frame, .rect(x: 0, y: 0, width: 50, height: 50))]),
            .create(id: child.renderNodeID, kind: .view,
                    properties: [RenderProperty(.frame, .rect(x: 1, y: 2, width: 3, height: 4))]),
            .move(parent: container.renderNodeID, children: [child.renderNodeID]),
            .move(parent: controller.view.renderNodeID, children: [container.renderNodeID]),
        ])
    }

    @Test func testRemovedViewIsRemovedOnceAndPropertiesBackToDefaultAreNull() {
        let (scene, controller) = makeScene()
        let doomed = UIView()
        let kept = UIView()
        kept.backgroundColor = .red
        controller.view.addSubview(doomed)
        controller.view.addSubview(kept)
        _ = scene.snapshot()
        doomed.removeFromSuperview()
        kept.backgroundColor = nil
        let operations = scene.finishTurn()?.operations ?? []
        #expect(operations == [
            .remove(id: doomed.renderNodeID),
            .move(parent: controller.view.renderNodeID, children: [kept.renderNodeID]),
            .set(id: kept.renderNodeID, properties: [RenderProperty(.background, .null)]),
        ])
    }

    @Test func testViewMovedToAnotherParentIsMovedNotRecreated() {
        let (scene, controller) = makeScene()
        let first = UIView(), second = UIView(), child = UIView()
        controller.view.addSubview(first)
        controller.view.addSubview(second)
        first.addSubview(child)
        _ = scene.snapshot()
        second.addSubview(child)
        let operations = scene.finishTurn()?.operations ?? []
        #expect(operations == [
            .move(parent: first.renderNodeID, children: []),
            .move(parent: second.renderNodeID, children: [child.renderNodeID]),
        ])
    }

    @Test func testCommitOfOneChangeDoesNotDependOnTreeSize() {
        let (scene, controller) = makeScene()
        var labels: [UILabel] = []
        for index in 0..<2_000 {
            let label = UILabel(frame: CGRect(x: 0, y: Double(index), width: 10, height: 1))
            controller.view.addSubview(label)
            labels.append(label)
        }
        _ = scene.snapshot()
        labels[1_234].text = "changed"
        #expect(scene.finishTurn()?.operations.count == 1)
    }
}

extension RenderingTests {
    @Test func testChangeUndoneWithinTheTurnSendsNothing() {
        let (scene, controller) = makeScene()
        let label = UILabel(frame: CGRect(x: 0, y: 0, width: 100, height: 30))
        label.text = "Before"
        controller.view.addSubview(label)
        _ = scene.snapshot()
        label.text = "During"
        label.textColor = .red
        label.text = "Before"
        let patch = scene.finishTurn()
        #expect(patch?.operations == [
            .set(id: label.renderNodeID, properties: [RenderProperty(.color, .color(RenderColor(red: 1, green: 0, blue: 0, alpha: 1)))]),
        ])
    }
}

extension RenderingTests {
    @Test func testLayerAndTransformPropertiesAreRendered() {
        let (scene, controller) = makeScene()
        let card = UIView(frame: CGRect(x: 10, y: 10, width: 100, height: 50))
        controller.view.addSubview(card)
        _ = scene.snapshot()
        card.layer.cornerRadius = 8
        card.layer.borderWidth = 2
        card.layer.borderColor = CGColor(red: 1, green: 0, blue: 0, alpha: 1)
        card.layer.shadowOpacity = 0.5
        card.layer.shadowOffset = CGSize(width: 0, height: 4)
        card.layer.zPosition = 3
        card.transform = CGAffineTransform(scaleX: 2, y: 2)
        let operations = scene.finishTurn()?.operations ?? []
        guard case .set(let id, let properties)? = operations.first, operations.count == 1 else {
            Issue.record("expected one set, got \(operations)")
            return
        }
        #expect(id == card.renderNodeID)
        #expect(properties == [
            RenderProperty(.transform, .transform(a: 2, b: 0, c: 0, d: 2, tx: 0, ty: 0)),
            RenderProperty(.radius, .number(8)),
            RenderProperty(.border, .border(width: 2, color: RenderColor(red: 1, green: 0, blue: 0, alpha: 1))),
            RenderProperty(.shadow, .shadow(color: RenderColor(red: 0, green: 0, blue: 0, alpha: 0.5), offsetX: 0, offsetY: 4, radius: 3)),
            RenderProperty(.zPosition, .number(3)),
        ])
    }

    @Test func testFrameOnTheWireIsTheUntransformedPlacement() {
        let (scene, controller) = makeScene()
        _ = scene.snapshot()
        let view = UIView(frame: CGRect(x: 10, y: 20, width: 100, height: 50))
        view.transform = CGAffineTransform(rotationAngle: .pi / 4)
        controller.view.addSubview(view)
        let operations = scene.finishTurn()?.operations ?? []
        guard case .create(_, _, let properties)? = operations.first else {
            Issue.record("expected a create, got \(operations)")
            return
        }
        #expect(properties.first == RenderProperty(.frame, .rect(x: 10, y: 20, width: 100, height: 50)))
    }

    @Test func testMaskViewChangesReRenderTheMaskedView() {
        let (scene, controller) = makeScene()
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let mask = UIView(frame: CGRect(x: 10, y: 10, width: 50, height: 50))
        view.mask = mask
        controller.view.addSubview(view)
        _ = scene.snapshot()
        mask.frame = CGRect(x: 0, y: 0, width: 20, height: 20)
        mask.layer.cornerRadius = 10
        #expect(scene.finishTurn()?.operations == [
            .set(id: view.renderNodeID, properties: [RenderProperty(.mask, .clip(x: 0, y: 0, width: 20, height: 20, radius: 10))]),
        ])
    }

    @Test func testAViewHoldsItsMaskStronglyAndAMaskItLetGoNoLongerChangesIt() {
        let (scene, controller) = makeScene()
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        weak var held: UIView?
        do {
            let mask = UIView(frame: CGRect(x: 10, y: 10, width: 50, height: 50))
            held = mask
            view.mask = mask
        }
        #expect(held != nil && view.mask === held, "the view keeps its mask")
        controller.view.addSubview(view)
        _ = scene.snapshot()
        let old = held!
        let replacement = UIView(frame: CGRect(x: 0, y: 0, width: 30, height: 30))
        view.mask = replacement
        #expect(view.mask === replacement)
        #expect(scene.finishTurn()?.operations == [
            .set(id: view.renderNodeID, properties: [RenderProperty(.mask, .clip(x: 0, y: 0, width: 30, height: 30, radius: 0))]),
        ])
        old.frame = CGRect(x: 0, y: 0, width: 5, height: 5)
        #expect(scene.finishTurn()?.operations ?? [] == [], "the old mask no longer masks the view")
        view.mask = nil
        #expect(view.mask == nil)
        #expect(scene.finishTurn()?.operations.isEmpty == false, "the mask is gone from the page")
    }

    // MARK: Turns no page sees

    @Test func testATurnNoPageSeesMovesTheRevisionOnlyWhenSomethingChanged() {
        let (scene, controller) = makeScene()
        let label = UILabel(frame: CGRect(x: 0, y: 0, width: 200, height: 30))
        label.text = "Same"
        controller.view.addSubview(label)
        scene.finishTurnWithoutPage()
        let first = scene.revision
        #expect(first > 0)

        label.text = "Same"
        scene.finishTurnWithoutPage()
        #expect(scene.revision == first)

        label.text = "Changed"
        scene.finishTurnWithoutPage()
        #expect(scene.revision == first + 1)

        scene.finishTurnWithoutPage()
        #expect(scene.revision == first + 1)
    }

    @Test func testAPageAfterTurnsNoPageSawGetsTheTreeAsItIsThenOnlyWhatChanges() {
        let (scene, controller) = makeScene()
        let kept = UILabel(frame: CGRect(x: 0, y: 0, width: 200, height: 30))
        let doomed = UIView(frame: CGRect(x: 0, y: 40, width: 10, height: 10))
        controller.view.addSubview(kept)
        controller.view.addSubview(doomed)
        _ = scene.snapshot()
        // The page leaves; turns go on without one.
        kept.text = "While away"
        doomed.removeFromSuperview()
        let added = UIView(frame: CGRect(x: 0, y: 60, width: 20, height: 20))
        controller.view.addSubview(added)
        scene.finishTurnWithoutPage()
        let away = scene.revision

        let snapshot = scene.snapshot()

        #expect(snapshot.revision == away)
        let root = snapshot.root.children[0].children[0]
        #expect(root.children.map(\.id) == [kept.renderNodeID, added.renderNodeID])
        #expect(root.children[0].properties.contains(RenderProperty(.text, .string("While away"))))
        kept.text = "Back"
        #expect(scene.finishTurn() == RenderPatch(revision: away + 1, operations: [
            .set(id: kept.renderNodeID, properties: [RenderProperty(.text, .string("Back"))]),
        ]))
    }

    @Test func testAccessibilityAndTabOrderStartAgainInTheSnapshotAfterTurnsNoPageSaw() {
        let (scene, controller) = makeScene()
        let button = UIButton(type: .system)
        button.setTitle("Go", for: .normal)
        button.frame = CGRect(x: 0, y: 0, width: 100, height: 44)
        controller.view.addSubview(button)
        let withPage = scene.snapshot()
        button.accessibilityLabel = "Start"
        scene.finishTurnWithoutPage()

        let again = scene.snapshot()

        func node(_ snapshot: RenderSnapshot) -> RenderNode { snapshot.root.children[0].children[0].children[0] }
        #expect(node(again).properties.contains(RenderProperty(.label, .string("Start"))))
        #expect(node(again).properties.filter { $0.key == .tab } == node(withPage).properties.filter { $0.key == .tab })
        button.accessibilityLabel = "Begin"
        #expect(scene.finishTurn()?.operations == [
            .set(id: button.renderNodeID, properties: [RenderProperty(.label, .string("Begin"))]),
        ])
    }
}
