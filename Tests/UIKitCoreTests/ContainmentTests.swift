import Testing
@_spi(Host) import UIKitCore
import UIKit

@MainActor
private var containmentLog: [String] = []

@MainActor
private final class LoggingController: UIViewController {
    let name: String
    init(_ name: String) {
        self.name = name
        super.init(nibName: nil, bundle: nil)
    }
    required init?(coder: NSCoder) { fatalError("not used") }

    override func willMove(toParent parent: UIViewController?) {
        super.willMove(toParent: parent)
        containmentLog.append("\(name).willMove(toParent: \(parent == nil ? "nil" : "parent"))")
    }
    override func didMove(toParent parent: UIViewController?) {
        super.didMove(toParent: parent)
        containmentLog.append("\(name).didMove(toParent: \(parent == nil ? "nil" : "parent"))")
    }
    override func viewWillAppear(_ animated: Bool) {
        containmentLog.append("\(name).viewWillAppear movingToParent=\(isMovingToParent)")
    }
    override func viewIsAppearing(_ animated: Bool) { containmentLog.append("\(name).viewIsAppearing") }
    override func viewDidAppear(_ animated: Bool) { containmentLog.append("\(name).viewDidAppear") }
    override func viewWillDisappear(_ animated: Bool) {
        containmentLog.append("\(name).viewWillDisappear movingFromParent=\(isMovingFromParent)")
    }
    override func viewDidDisappear(_ animated: Bool) { containmentLog.append("\(name).viewDidDisappear") }
}

@MainActor
struct ContainmentTests {
    private func show(_ controller: UIViewController) -> UIWindowScene {
        let scene = UIApplication.shared.connectScene(persistentIdentifier: "containment-\(UUID())",
                                                      display: SceneDisplay(width: 300, height: 500, scale: 2, style: .light))
        let window = UIWindow(windowScene: scene)
        window.rootViewController = controller
        window.makeKeyAndVisible()
        _ = scene.finishTurn()
        return scene
    }

    @Test func testAddChildCallsWillMoveAndRemoveFromParentCallsDidMove() {
        let parent = UIViewController()
        let child = LoggingController("child")
        containmentLog = []
        parent.addChild(child)
        #expect(parent.children == [child])
        #expect(child.parent === parent)
        #expect(containmentLog == ["child.willMove(toParent: parent)"])
        containmentLog = []
        child.removeFromParent()
        #expect(parent.children.isEmpty)
        #expect(child.parent == nil)
        #expect(containmentLog == ["child.didMove(toParent: nil)"])
    }

    @Test func testChildAddedToAShownParentAppearsAfterTheTurnsLayout() {
        let parent = LoggingController("parent")
        let scene = show(parent)
        let child = LoggingController("child")
        containmentLog = []
        parent.addChild(child)
        parent.view.addSubview(child.view)
        child.didMove(toParent: parent)
        #expect(containmentLog == ["child.willMove(toParent: parent)", "child.viewWillAppear movingToParent=true",
                                   "child.didMove(toParent: parent)"])
        _ = scene.finishTurn()
        #expect(Array(containmentLog.suffix(2)) == ["child.viewIsAppearing", "child.viewDidAppear"])
    }

    @Test func testRemovingAChildsViewMakesItDisappear() {
        let parent = LoggingController("parent")
        let scene = show(parent)
        let child = LoggingController("child")
        parent.addChild(child)
        parent.view.addSubview(child.view)
        child.didMove(toParent: parent)
        _ = scene.finishTurn()
        containmentLog = []
        child.willMove(toParent: nil)
        child.view.removeFromSuperview()
        child.removeFromParent()
        #expect(containmentLog == ["child.willMove(toParent: nil)", "child.viewWillDisappear movingFromParent=true",
                                   "child.viewDidDisappear", "child.didMove(toParent: nil)"])
    }

    @Test func testParentForwardsItsAppearanceToChildrenInItsView() {
        let parent = LoggingController("parent")
        let child = LoggingController("child")
        parent.addChild(child)
        parent.view.addSubview(child.view)
        child.didMove(toParent: parent)
        containmentLog = []
        let scene = show(parent)
        _ = scene.finishTurn()
        #expect(containmentLog == ["parent.viewWillAppear movingToParent=false", "child.viewWillAppear movingToParent=false",
                                   "parent.viewIsAppearing", "child.viewIsAppearing",
                                   "parent.viewDidAppear", "child.viewDidAppear"])
    }

    @Test func testControllerOutsideTheHierarchyHearsNoAppearanceCallbacks() {
        let root = UIViewController()
        let scene = show(root)
        let loose = LoggingController("loose")
        containmentLog = []
        root.view.addSubview(loose.view)
        _ = scene.finishTurn()
        #expect(containmentLog.isEmpty)
    }

    @Test func testManualForwardingWithAppearanceTransitions() {
        final class ManualContainer: UIViewController {
            override var shouldAutomaticallyForwardAppearanceMethods: Bool { false }
        }
        let parent = ManualContainer()
        let scene = show(parent)
        let child = LoggingController("child")
        parent.addChild(child)
        containmentLog = []
        parent.view.addSubview(child.view)
        _ = scene.finishTurn()
        #expect(containmentLog.isEmpty)
        child.beginAppearanceTransition(true, animated: false)
        child.endAppearanceTransition()
        #expect(containmentLog == ["child.viewWillAppear movingToParent=true", "child.viewIsAppearing", "child.viewDidAppear"])
    }
}
