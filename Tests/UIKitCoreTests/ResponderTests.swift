import Testing
@_spi(Host) import UIKitCore
import UIKit

@MainActor
private final class FocusableView: UIView {
    var refusesToResign = false
    var log: [String] = []
    override var canBecomeFirstResponder: Bool { true }
    override var canResignFirstResponder: Bool { !refusesToResign }
    override func resignFirstResponder() -> Bool {
        log.append("resignFirstResponder")
        return super.resignFirstResponder()
    }
}

@MainActor
private final class DocumentViewController: UIViewController {
    var saves: [String] = []

    override func viewDidLoad() {
        super.viewDidLoad()
        registerAction("save:", DocumentViewController.save)
    }

    func save(_ sender: Any?) {
        saves.append((sender as? UIButton)?.currentTitle ?? "no sender")
    }
}

@MainActor
struct ResponderTests {
    private func makeWindow(with controller: UIViewController = UIViewController()) -> UIWindow {
        let scene = UIApplication.shared.connectScene(persistentIdentifier: "responder-\(UUID())",
                                                      display: SceneDisplay(width: 320, height: 480, scale: 2, style: .light))
        let window = UIWindow(windowScene: scene)
        window.rootViewController = controller
        window.makeKeyAndVisible()
        return window
    }

    @Test func testPlainViewsCannotBecomeFirstResponder() {
        let window = makeWindow()
        let view = UIView()
        window.rootViewController?.view.addSubview(view)
        #expect(!view.canBecomeFirstResponder)
        #expect(!view.becomeFirstResponder())
        #expect(!view.isFirstResponder)
    }

    @Test func testViewOutsideAWindowCannotBecomeFirstResponder() {
        let view = FocusableView()
        #expect(!view.becomeFirstResponder())
    }

    @Test func testOneFirstResponderPerWindowAndThePreviousOneResigns() {
        let window = makeWindow()
        let first = FocusableView(), second = FocusableView()
        window.rootViewController?.view.addSubview(first)
        window.rootViewController?.view.addSubview(second)
        #expect(first.becomeFirstResponder())
        #expect(first.isFirstResponder)
        #expect(second.becomeFirstResponder())
        #expect(second.isFirstResponder && !first.isFirstResponder)
        #expect(first.log == ["resignFirstResponder"])
    }

    @Test func testFirstResponderThatRefusesToResignKeepsStatus() {
        let window = makeWindow()
        let first = FocusableView(), second = FocusableView()
        window.rootViewController?.view.addSubview(first)
        window.rootViewController?.view.addSubview(second)
        first.becomeFirstResponder()
        first.refusesToResign = true
        #expect(!second.becomeFirstResponder())
        #expect(first.isFirstResponder)
        #expect(!first.resignFirstResponder())
    }

    @Test func testRemovingTheFirstResponderFromTheWindowResignsIt() {
        let window = makeWindow()
        let container = UIView()
        let field = FocusableView()
        container.addSubview(field)
        window.rootViewController?.view.addSubview(container)
        field.becomeFirstResponder()
        container.removeFromSuperview()
        #expect(!field.isFirstResponder)
        #expect(field.log == ["resignFirstResponder"])
    }

    @Test func testNilTargetedActionTravelsFromFirstResponderUpTheChain() {
        let controller = DocumentViewController()
        let window = makeWindow(with: controller)
        let field = FocusableView()
        controller.view.addSubview(field)
        field.becomeFirstResponder()
        let button = UIButton(type: .system)
        button.setTitle("Save", for: .normal)
        window.addSubview(button)
        #expect(UIApplication.shared.sendAction("save:", to: nil, from: button, for: nil))
        #expect(controller.saves == ["Save"])
        #expect(field.target(forAction: "save:", withSender: nil) as? DocumentViewController === controller)
        #expect(window.target(forAction: "save:", withSender: nil) == nil)
    }

    @Test func testNilTargetedControlActionReachesTheController() {
        let controller = DocumentViewController()
        _ = makeWindow(with: controller)
        let button = UIButton(type: .system)
        button.setTitle("Save", for: .normal)
        controller.view.addSubview(button)
        button.addTarget(nil, action: "save:", for: .touchUpInside)
        button.sendActions(for: .touchUpInside)
        #expect(controller.saves == ["Save"])
    }

    @Test func testActionNobodyPerformsReturnsFalse() {
        let controller = DocumentViewController()
        _ = makeWindow(with: controller)
        #expect(!UIApplication.shared.sendAction("print:", to: nil, from: controller.view, for: nil))
        #expect(!controller.canPerformAction("print:", withSender: nil))
        #expect(controller.canPerformAction("save:", withSender: nil))
    }
}
