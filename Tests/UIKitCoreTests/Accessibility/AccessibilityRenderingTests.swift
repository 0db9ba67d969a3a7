import Testing
@_spi(Host) import UIKitCore
import UIKit

/// What the page gets of the accessibility model: roles, names, values, states and tab order on
/// the nodes, sent only when they change; announcements with the patch; keyboard actions.
@MainActor
struct AccessibilityRenderingTests {
    func makeScene() -> (UIWindowScene, UIViewController) {
        makeAccessibilityScene("a11y")
    }

    private func properties(of view: UIView, in snapshot: RenderSnapshot) -> [RenderProperty] {
        func find(_ node: RenderNode) -> RenderNode? {
            if node.id == view.renderNodeID { return node }
            return node.children.lazy.compactMap(find).first
        }
        return find(snapshot.root)?.properties ?? []
    }

    private func accessibility(_ properties: [RenderProperty]) -> [RenderProperty] {
        let keys: Set<RenderKey> = [.role, .label, .axValue, .axHint, .axState, .axRange, .axActions, .tab]
        return properties.filter { keys.contains($0.key) }
    }

    @Test func testControlsGetTheirRolesStatesAndTabOrder() {
        let (scene, controller) = makeScene()
        let toggle = UISwitch(frame: CGRect(x: 10, y: 100, width: 51, height: 31))
        let slider = UISlider(frame: CGRect(x: 10, y: 50, width: 200, height: 30))
        slider.value = 0.25
        controller.view.addSubview(toggle)
        controller.view.addSubview(slider)
        let snapshot = scene.snapshot()
        #expect(accessibility(properties(of: slider, in: snapshot)) == [
            RenderProperty(.role, .string("slider")), RenderProperty(.axValue, .string("25%")),
            RenderProperty(.axState, .string("focusable")), RenderProperty(.axRange, .numbers([0.25, 0, 1])),
            RenderProperty(.tab, .number(1)),
        ])
        #expect(accessibility(properties(of: toggle, in: snapshot)) == [
            RenderProperty(.role, .string("switch")), RenderProperty(.axValue, .string("0")),
            RenderProperty(.axState, .string("unchecked focusable")), RenderProperty(.tab, .number(2)),
        ])
    }

    @Test func testChangingTheLabelSendsOnlyTheLabel() {
        let (scene, controller) = makeScene()
        let button = UIButton(type: .system)
        button.frame = CGRect(x: 10, y: 10, width: 100, height: 44)
        button.setTitle("+", for: .normal)
        controller.view.addSubview(button)
        _ = scene.snapshot()
        let before = scene.revision
        button.accessibilityLabel = "Add"
        #expect(scene.finishTurn() == RenderPatch(revision: before + 1, operations: [
            .set(id: button.renderNodeID, properties: [RenderProperty(.label, .string("Add"))]),
        ]))
        button.accessibilityLabel = "Add"
        #expect(scene.finishTurn() == nil)
    }

    @Test func testAnOverriddenValueIsSentWhenItsViewRedraws() {
        final class Meter: UIView {
            var level = 1 { didSet { setNeedsDisplay() } }
            override var isAccessibilityElement: Bool { get { true } set {} }
            override var accessibilityValue: String? { get { "\(level) bars" } set {} }
            override func draw(_ rect: CGRect) {}
        }
        let (scene, controller) = makeScene()
        let meter = Meter(frame: CGRect(x: 0, y: 0, width: 50, height: 20))
        controller.view.addSubview(meter)
        _ = scene.snapshot()
        meter.level = 2
        let patch = scene.finishTurn()
        let sets = patch?.operations.compactMap { operation -> [RenderProperty]? in
            if case .set(let id, let properties) = operation, id == meter.renderNodeID { return properties }
            return nil
        }.flatMap { $0 }
        #expect(sets?.contains(RenderProperty(.axValue, .string("2 bars"))) == true)
    }

    @Test func testSwitchingOnSendsCheckedWithTheSwitch() {
        let (scene, controller) = makeScene()
        let toggle = UISwitch(frame: CGRect(x: 10, y: 10, width: 51, height: 31))
        controller.view.addSubview(toggle)
        _ = scene.snapshot()
        toggle.isOn = true
        let patch = scene.finishTurn()
        let sets = patch?.operations.compactMap { operation -> [RenderProperty]? in
            if case .set(let id, let properties) = operation, id == toggle.renderNodeID { return properties }
            return nil
        }.flatMap { $0 } ?? []
        #expect(sets.contains(RenderProperty(.axValue, .string("1"))))
        #expect(sets.contains(RenderProperty(.axState, .string("checked focusable"))))
    }

    @Test func testAccessibilityElementsOrderTheTabOrder() {
        let (scene, controller) = makeScene()
        let left = UIButton(frame: CGRect(x: 0, y: 0, width: 50, height: 44))
        let right = UIButton(frame: CGRect(x: 60, y: 0, width: 50, height: 44))
        let pair = UIView(frame: CGRect(x: 0, y: 100, width: 200, height: 44))
        pair.addSubview(left)
        pair.addSubview(right)
        pair.accessibilityElements = [right, left]
        controller.view.addSubview(pair)
        let snapshot = scene.snapshot()
        #expect(properties(of: right, in: snapshot).contains(RenderProperty(.tab, .number(1))))
        #expect(properties(of: left, in: snapshot).contains(RenderProperty(.tab, .number(2))))
    }

    @Test func testHiddenElementsAndModalViewsAreMarked() {
        let (scene, controller) = makeScene()
        let label = UILabel(frame: CGRect(x: 0, y: 0, width: 100, height: 20))
        label.text = "Decoration"
        label.isAccessibilityElement = false
        let panel = UIView(frame: CGRect(x: 0, y: 40, width: 100, height: 100))
        panel.accessibilityViewIsModal = true
        panel.accessibilityLabel = "Settings"
        controller.view.addSubview(label)
        controller.view.addSubview(panel)
        let snapshot = scene.snapshot()
        #expect(accessibility(properties(of: label, in: snapshot)) == [RenderProperty(.axState, .string("hidden"))])
        #expect(accessibility(properties(of: panel, in: snapshot)) == [
            RenderProperty(.role, .string("dialog")), RenderProperty(.label, .string("Settings")),
            RenderProperty(.axState, .string("modal")),
        ])
    }

    @Test func testAnnouncementsTravelWithThePatch() {
        let (scene, _) = makeScene()
        _ = scene.snapshot()
        UIAccessibility.post(notification: .announcement, argument: "Saved")
        UIAccessibility.post(notification: .screenChanged, argument: nil)
        let patch = scene.finishTurn()
        #expect(patch?.notices == [.announcement("Saved"), .screenChanged(focus: nil)])
        #expect(scene.finishTurn() == nil)
    }

    @Test func testActivateTapsTheActivationPointAndIncrementAdjusts() throws {
        let (scene, controller) = makeScene()
        let button = UIButton(frame: CGRect(x: 10, y: 10, width: 100, height: 44))
        var log: [String] = []
        button.addAction(UIAction { _ in log.append("tapped") }, for: .touchUpInside)
        let stepper = UIStepper(frame: CGRect(x: 10, y: 100, width: 94, height: 32))
        controller.view.addSubview(button)
        controller.view.addSubview(stepper)
        _ = scene.snapshot()
        try scene.performAccessibilityAction(.activate, node: button.renderNodeID)
        try scene.performAccessibilityAction(.increment, node: stepper.renderNodeID)
        #expect(log == ["tapped"])
        #expect(stepper.value == 1)
        #expect(throws: AccessibilityActionError.noNode(999_999)) {
            try scene.performAccessibilityAction(.activate, node: 999_999)
        }
    }

    @Test func testFocusingATextFieldMakesItFirstResponder() throws {
        let (scene, controller) = makeScene()
        let field = UITextField(frame: CGRect(x: 10, y: 10, width: 200, height: 34))
        controller.view.addSubview(field)
        _ = scene.snapshot()
        try scene.performAccessibilityAction(.focus, node: field.renderNodeID)
        #expect(field.isFirstResponder)
        #expect(field.isFocused)
    }

    @Test func testEscapeStartsDismissingAPresentedController() throws {
        let (scene, controller) = makeScene()
        let presented = UIViewController()
        controller.present(presented, animated: false)
        _ = scene.finishTurn()
        #expect(try scene.performAccessibilityAction(.escape, node: nil))
        #expect(presented.isBeingDismissed)
    }
}
