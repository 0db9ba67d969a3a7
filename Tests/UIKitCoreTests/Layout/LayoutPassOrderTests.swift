import Testing
@_spi(Host) import UIKitCore
import UIKit

@MainActor
private var passLog: [String] = []

@MainActor
private final class LoggingView: UIView {
    let name: String
    init(_ name: String) {
        self.name = name
        super.init(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
    }
    required init?(coder: NSCoder) { nil }
    override func updateConstraints() {
        passLog.append("\(name).updateConstraints")
        super.updateConstraints()
    }
    override func layoutSubviews() {
        super.layoutSubviews()
        passLog.append("\(name).layoutSubviews")
    }
}

@MainActor
private final class LoggingController: UIViewController {
    let outer = LoggingView("parent")
    let child = LoggingView("child")
    override func viewDidLoad() {
        super.viewDidLoad()
        view.addSubview(outer)
        outer.addSubview(child)
        child.setNeedsUpdateConstraints()
        outer.setNeedsUpdateConstraints()
        child.setNeedsLayout()
        outer.setNeedsLayout()
    }
    override func updateViewConstraints() {
        passLog.append("updateViewConstraints")
        super.updateViewConstraints()
    }
    override func viewWillLayoutSubviews() { passLog.append("viewWillLayoutSubviews") }
    override func viewDidLayoutSubviews() { passLog.append("viewDidLayoutSubviews") }
}

/// A view that makes its constraints when the update-constraints pass asks for them.
@MainActor
private final class SelfConstrainingView: UIView {
    let content = UIView()
    private var made = false
    override init(frame: CGRect) {
        super.init(frame: frame)
        content.translatesAutoresizingMaskIntoConstraints = false
        addSubview(content)
        setNeedsUpdateConstraints()
    }
    required init?(coder: NSCoder) { nil }
    override func updateConstraints() {
        if !made {
            made = true
            NSLayoutConstraint.activate([
                content.leadingAnchor.constraint(equalTo: leadingAnchor, constant: 5),
                content.trailingAnchor.constraint(equalTo: trailingAnchor, constant: -5),
                content.topAnchor.constraint(equalTo: topAnchor, constant: 5),
                content.bottomAnchor.constraint(equalTo: bottomAnchor, constant: -5),
            ])
        }
        super.updateConstraints()
    }
}

@MainActor
struct LayoutPassOrderTests {
    private func show(_ controller: UIViewController, named name: String) -> UIWindowScene {
        let scene = UIApplication.shared.connectScene(persistentIdentifier: name,
                                                      display: SceneDisplay(width: 320, height: 480, scale: 2, style: .light))
        let window = UIWindow(windowScene: scene)
        window.rootViewController = controller
        window.makeKeyAndVisible()
        return scene
    }

    @Test func testUpdateConstraintsRunsBottomUpThenLayoutSubviewsTopDown() {
        passLog = []
        let controller = LoggingController()
        let scene = show(controller, named: "pass-order")

        _ = scene.finishTurn()

        #expect(passLog == [
            "child.updateConstraints", "parent.updateConstraints", "updateViewConstraints",
            "viewWillLayoutSubviews", "viewDidLayoutSubviews", "parent.layoutSubviews", "child.layoutSubviews",
        ])

        passLog = []
        controller.child.setNeedsUpdateConstraints()
        controller.child.setNeedsLayout()
        _ = scene.finishTurn()

        #expect(passLog == ["child.updateConstraints", "child.layoutSubviews"])
    }

    @Test func testUpdateConstraintsIfNeededCallsUpdateConstraintsOnlyWhenAsked() {
        passLog = []
        let view = LoggingView("view")
        #expect(!view.needsUpdateConstraints())

        view.updateConstraintsIfNeeded()
        view.setNeedsUpdateConstraints()
        #expect(view.needsUpdateConstraints())
        view.updateConstraintsIfNeeded()
        view.updateConstraintsIfNeeded()

        #expect(passLog == ["view.updateConstraints"])
        #expect(!view.needsUpdateConstraints())
    }

    @Test func testConstraintsMadeInUpdateConstraintsApplyInTheSameLayoutPass() {
        let controller = UIViewController()
        let scene = show(controller, named: "pass-update")
        let custom = SelfConstrainingView(frame: CGRect(x: 10, y: 10, width: 100, height: 60))
        controller.view.addSubview(custom)

        _ = scene.finishTurn()

        #expect(custom.content.frame == CGRect(x: 5, y: 5, width: 90, height: 50))
    }

    @Test func testAViewWaitingDeepInAHierarchyBuiltOutsideAWindowIsUpdatedOnceTheHierarchyIsAdded() {
        passLog = []
        let controller = UIViewController()
        let scene = show(controller, named: "pass-detached")
        _ = scene.finishTurn()
        let outer = UIView(), middle = UIView(), waiting = LoggingView("waiting")
        outer.addSubview(middle)
        middle.addSubview(waiting)
        waiting.setNeedsUpdateConstraints()
        middle.translatesAutoresizingMaskIntoConstraints = false

        controller.view.addSubview(outer)
        _ = scene.finishTurn()

        #expect(passLog.filter { $0.hasSuffix("updateConstraints") } == ["waiting.updateConstraints"])
        #expect(!waiting.needsUpdateConstraints())
    }

    @Test func testAViewWaitingForTheUpdatePassIsUpdatedAfterMovingToAnotherSuperview() {
        passLog = []
        let controller = UIViewController()
        let scene = show(controller, named: "pass-moved")
        let first = UIView(), second = UIView(), moving = LoggingView("moving")
        controller.view.addSubview(first)
        controller.view.addSubview(second)
        first.addSubview(moving)
        _ = scene.finishTurn()
        passLog = []

        moving.setNeedsUpdateConstraints()
        second.addSubview(moving)
        _ = scene.finishTurn()

        #expect(passLog.filter { $0.hasSuffix("updateConstraints") } == ["moving.updateConstraints"])
        #expect(!moving.needsUpdateConstraints())
    }

    @Test func testLayoutIfNeededAppliesConstraintsOfAHierarchyOutsideAWindow() {
        let custom = SelfConstrainingView(frame: CGRect(x: 0, y: 0, width: 40, height: 40))

        custom.layoutIfNeeded()

        #expect(custom.content.frame == CGRect(x: 5, y: 5, width: 30, height: 30))
    }
}
