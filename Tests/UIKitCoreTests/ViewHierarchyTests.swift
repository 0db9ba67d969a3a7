import Testing
@_spi(Host) import UIKitCore
import UIKit

@MainActor
private final class LoggingView: UIView {
    var log: [String] = []
    var name = ""

    override func willMove(toSuperview newSuperview: UIView?) { log.append("\(name).willMoveToSuperview") }
    override func didMoveToSuperview() { log.append("\(name).didMoveToSuperview") }
    override func willMove(toWindow newWindow: UIWindow?) { log.append("\(name).willMoveToWindow(\(newWindow == nil ? "nil" : "window"))") }
    override func didMoveToWindow() { log.append("\(name).didMoveToWindow") }
    override func didAddSubview(_ subview: UIView) { log.append("\(name).didAddSubview") }
    override func willRemoveSubview(_ subview: UIView) { log.append("\(name).willRemoveSubview") }
}

@MainActor
struct ViewHierarchyTests {
    @Test func testAddSubviewCallbackOrderInWindow() {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let parent = LoggingView()
        window.addSubview(parent)
        let child = LoggingView()
        parent.name = "parent"
        child.name = "child"
        parent.log = []
        parent.addSubview(child)
        #expect(child.log == ["child.willMoveToSuperview", "child.willMoveToWindow(window)",
                              "child.didMoveToWindow", "child.didMoveToSuperview"])
        #expect(parent.log == ["parent.didAddSubview"])
        #expect(child.window === window)
    }

    @Test func testRemoveFromSuperviewCallbackOrder() {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let parent = LoggingView()
        let child = LoggingView()
        parent.name = "parent"
        child.name = "child"
        window.addSubview(parent)
        parent.addSubview(child)
        parent.log = []
        child.log = []
        child.removeFromSuperview()
        #expect(parent.log == ["parent.willRemoveSubview"])
        #expect(child.log == ["child.willMoveToSuperview", "child.willMoveToWindow(nil)",
                              "child.didMoveToWindow", "child.didMoveToSuperview"])
        #expect(child.window == nil)
        #expect(child.superview == nil)
    }

    @Test func testMovingBetweenSuperviewsInOneWindowSendsNoWindowCallbacks() {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let first = LoggingView()
        let second = LoggingView()
        let child = LoggingView()
        first.name = "first"
        second.name = "second"
        child.name = "child"
        window.addSubview(first)
        window.addSubview(second)
        first.addSubview(child)
        first.log = []
        second.log = []
        child.log = []
        second.addSubview(child)
        #expect(first.log == ["first.willRemoveSubview"])
        #expect(child.log == ["child.willMoveToSuperview", "child.didMoveToSuperview"])
        #expect(second.log == ["second.didAddSubview"])
        #expect(first.subviews.isEmpty)
        #expect(second.subviews == [child])
    }

    @Test func testInsertAndReorderSubviews() {
        let parent = UIView()
        let a = UIView(), b = UIView(), c = UIView()
        parent.addSubview(a)
        parent.addSubview(b)
        parent.insertSubview(c, at: 0)
        #expect(parent.subviews == [c, a, b])
        parent.sendSubviewToBack(b)
        #expect(parent.subviews == [b, c, a])
        parent.bringSubviewToFront(b)
        #expect(parent.subviews == [c, a, b])
    }

    @Test func testViewWithTagSearchesDepthFirstIncludingReceiver() {
        let parent = UIView()
        let child = UIView()
        let grandchild = UIView()
        parent.addSubview(child)
        child.addSubview(grandchild)
        grandchild.tag = 7
        parent.tag = 1
        #expect(parent.viewWithTag(7) === grandchild)
        #expect(parent.viewWithTag(1) === parent)
        #expect(parent.viewWithTag(3) == nil)
        #expect(grandchild.isDescendant(of: parent))
        #expect(!parent.isDescendant(of: grandchild))
    }

    @Test func testFrameIsDerivedFromCenterAndBounds() {
        let view = UIView(frame: CGRect(x: 10, y: 20, width: 30, height: 40))
        #expect(view.center == CGPoint(x: 25, y: 40))
        #expect(view.bounds == CGRect(x: 0, y: 0, width: 30, height: 40))
        view.center = CGPoint(x: 100, y: 100)
        #expect(view.frame == CGRect(x: 85, y: 80, width: 30, height: 40))
        view.bounds.size = CGSize(width: 10, height: 10)
        #expect(view.frame == CGRect(x: 95, y: 95, width: 10, height: 10))
    }

    @Test func testViewDeallocatesAfterRemovalAndRelease() {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        weak var weakView: UIView?
        do {
            let view = UIView()
            weakView = view
            window.addSubview(view)
            view.removeFromSuperview()
        }
        #expect(weakView == nil)
    }

    @Test func testAViewKeepsWhatItWasGivenWhenItsWaitingConstraintsGoToAWindow() {
        let controller = UIViewController()
        let view = controller.view!
        let child = UIView()
        child.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(child)
        // Constraints made before the view is in a window wait with it until it joins one.
        NSLayoutConstraint.activate([child.widthAnchor.constraint(equalToConstant: 40),
                                     child.heightAnchor.constraint(equalToConstant: 30),
                                     child.leadingAnchor.constraint(equalTo: view.leadingAnchor, constant: 5),
                                     child.topAnchor.constraint(equalTo: view.topAnchor, constant: 6)])
        view.tag = 7
        view.tintColor = .red
        let first = UITapGestureRecognizer()
        let second = UILongPressGestureRecognizer()
        view.gestureRecognizers = [second, first]
        var styleChanges: [UIUserInterfaceStyle] = []
        view.registerForTraitChanges([UITraitUserInterfaceStyle.self]) { (changed: UIView, _: UITraitCollection) in
            styleChanges.append(changed.traitCollection.userInterfaceStyle)
        }

        let scene = UIApplication.shared.connectScene(persistentIdentifier: "kept-\(UUID())",
                                                      display: SceneDisplay(width: 320, height: 480, scale: 2, style: .light))
        let window = UIWindow(windowScene: scene)
        window.rootViewController = controller
        window.makeKeyAndVisible()
        window.layoutIfNeeded()

        #expect(child.frame == CGRect(x: 5, y: 6, width: 40, height: 30))
        #expect(view.tag == 7)
        #expect(window.viewWithTag(7) === view)
        #expect(child.tintColor == .red)
        #expect(view.gestureRecognizers?.map(ObjectIdentifier.init) == [ObjectIdentifier(second), ObjectIdentifier(first)])
        #expect(first.view === view)
        #expect(view.next === controller)
        scene.updateDisplay(SceneDisplay(width: 320, height: 480, scale: 2, style: .dark))
        #expect(styleChanges == [.dark])

        view.gestureRecognizers = nil
        #expect(view.gestureRecognizers == nil)
        #expect(first.view == nil)
        view.tag = 0
        #expect(window.viewWithTag(7) == nil)
    }
}
