import Testing
@_spi(Host) import UIKitCore
import UIKit

@MainActor
private var invalidationLog: [String] = []

@MainActor
private final class NamedLayoutView: UIView {
    var name = ""
    var onLayout: (() -> Void)?

    convenience init(_ name: String, frame: CGRect = CGRect(x: 0, y: 0, width: 100, height: 100)) {
        self.init(frame: frame)
        self.name = name
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        invalidationLog.append(name)
        onLayout?()
    }
}

/// Which views a device lays out after each hierarchy and size change, and how many times.
@MainActor
struct LayoutInvalidationTests {
    /// A parent with one child, both laid out, and the log cleared.
    private func laidOutPair() -> (NamedLayoutView, NamedLayoutView) {
        let parent = NamedLayoutView("parent")
        let child = NamedLayoutView("child", frame: CGRect(x: 0, y: 0, width: 20, height: 20))
        parent.addSubview(child)
        parent.layoutIfNeeded()
        invalidationLog = []
        return (parent, child)
    }

    @Test func testANewViewIsLaidOutByItsFirstLayoutIfNeeded() {
        invalidationLog = []
        let view = NamedLayoutView("view")
        view.layoutIfNeeded()
        view.layoutIfNeeded()
        #expect(invalidationLog == ["view"])
    }

    @Test func testAddingASubviewLaysOutTheSuperviewAndTheNewView() {
        let (parent, _) = laidOutPair()
        parent.addSubview(NamedLayoutView("added"))
        parent.layoutIfNeeded()
        #expect(invalidationLog == ["parent", "added"])
    }

    @Test func testInsertingASubviewLaysOutTheSuperview() {
        let (parent, child) = laidOutPair()
        let other = NamedLayoutView("other")
        other.layoutIfNeeded()
        invalidationLog = []
        parent.insertSubview(other, belowSubview: child)
        parent.layoutIfNeeded()
        #expect(invalidationLog == ["parent"])
    }

    @Test func testRemovingASubviewLaysOutTheFormerSuperview() {
        let (parent, child) = laidOutPair()
        child.removeFromSuperview()
        parent.layoutIfNeeded()
        child.layoutIfNeeded()
        #expect(invalidationLog == ["parent"])
    }

    @Test func testMovingASubviewLaysOutBothSuperviews() {
        let (parent, child) = laidOutPair()
        let other = NamedLayoutView("other")
        other.layoutIfNeeded()
        invalidationLog = []
        other.addSubview(child)
        parent.layoutIfNeeded()
        other.layoutIfNeeded()
        #expect(invalidationLog == ["parent", "other"])
    }

    @Test func testExchangingSubviewsLaysOutTheSuperview() {
        let (parent, _) = laidOutPair()
        let second = NamedLayoutView("second")
        parent.addSubview(second)
        parent.layoutIfNeeded()
        invalidationLog = []
        parent.exchangeSubview(at: 0, withSubviewAt: 1)
        parent.layoutIfNeeded()
        #expect(invalidationLog == ["parent"])
    }

    @Test func testASubviewsNewSizeLaysOutItAndItsSuperview() {
        let (parent, child) = laidOutPair()
        child.frame.size = CGSize(width: 40, height: 20)
        parent.layoutIfNeeded()
        #expect(invalidationLog == ["parent", "child"])
        child.frame.origin = CGPoint(x: 5, y: 5)
        parent.layoutIfNeeded()
        #expect(invalidationLog == ["parent", "child"])
    }

    @Test func testLayoutIfNeededLaysOutTheAncestorsThatNeedItFirst() {
        let grandparent = NamedLayoutView("grandparent")
        let (parent, child) = laidOutPair()
        grandparent.addSubview(parent)
        grandparent.layoutIfNeeded()
        invalidationLog = []
        grandparent.setNeedsLayout()
        child.setNeedsLayout()
        child.layoutIfNeeded()
        #expect(invalidationLog == ["grandparent", "child"])
    }

    @Test func testHandLayoutInLayoutSubviewsRunsEachViewOncePerPass() {
        let (parent, child) = laidOutPair()
        parent.onLayout = { child.frame = CGRect(x: 0, y: 0, width: parent.bounds.width / 2, height: 10) }
        parent.frame.size = CGSize(width: 300, height: 100)
        parent.layoutIfNeeded()
        #expect(invalidationLog == ["parent", "child"])
        #expect(child.frame.width == 150)
        parent.layoutIfNeeded()
        #expect(invalidationLog == ["parent", "child"])
    }

    @Test func testTheDeferredPassDoesTheSameWork() {
        let scene = UIApplication.shared.connectScene(persistentIdentifier: "invalidation-\(UUID())",
                                                      display: SceneDisplay(width: 300, height: 500, scale: 2, style: .light))
        let window = UIWindow(windowScene: scene)
        window.makeKeyAndVisible()
        let (parent, child) = laidOutPair()
        window.addSubview(parent)
        _ = scene.finishTurn()
        invalidationLog = []
        parent.addSubview(NamedLayoutView("added"))
        child.frame.size = CGSize(width: 60, height: 20)
        _ = scene.finishTurn()
        #expect(invalidationLog == ["parent", "child", "added"])
        _ = scene.finishTurn()
        #expect(invalidationLog == ["parent", "child", "added"])
    }

    @Test func testHandLayoutInsideAConstrainedViewUsesTheSolvedBoundsAndSticks() {
        let root = NamedLayoutView("root", frame: CGRect(x: 0, y: 0, width: 300, height: 300))
        let container = NamedLayoutView("container")
        container.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(container)
        let pinnedLeft = container.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 20)
        NSLayoutConstraint.activate([
            pinnedLeft,
            container.trailingAnchor.constraint(equalTo: root.trailingAnchor, constant: -20),
            container.topAnchor.constraint(equalTo: root.topAnchor, constant: 10),
            container.heightAnchor.constraint(equalToConstant: 80),
        ])
        // A hand-laid subview, and a constrained one that layoutSubviews moves by hand after
        // Auto Layout has placed it.
        let handLaid = UIView()
        let constrained = UIView()
        constrained.translatesAutoresizingMaskIntoConstraints = false
        container.addSubview(handLaid)
        container.addSubview(constrained)
        NSLayoutConstraint.activate([
            constrained.leadingAnchor.constraint(equalTo: container.leadingAnchor),
            constrained.topAnchor.constraint(equalTo: container.topAnchor),
            constrained.widthAnchor.constraint(equalToConstant: 30),
            constrained.heightAnchor.constraint(equalToConstant: 30),
        ])
        container.onLayout = {
            handLaid.frame = CGRect(x: 0, y: 0, width: container.bounds.width / 2, height: container.bounds.height)
            constrained.frame.origin.y = 40
        }
        root.layoutIfNeeded()
        #expect(container.frame == CGRect(x: 20, y: 10, width: 260, height: 80))
        #expect(handLaid.frame == CGRect(x: 0, y: 0, width: 130, height: 80))
        #expect(constrained.frame == CGRect(x: 0, y: 40, width: 30, height: 30))
        #expect(invalidationLog.filter { $0 == "container" }.count == 1)
        // A new constant: the next pass solves again, and the hand layout follows.
        pinnedLeft.constant = 60
        root.layoutIfNeeded()
        #expect(container.frame == CGRect(x: 60, y: 10, width: 220, height: 80))
        #expect(handLaid.frame.width == 110)
        #expect(constrained.frame.origin.y == 40)
    }

    @Test func testAFrameLaidOutParentCarriesConstrainedChildrenWhenItsFrameChanges() {
        let parent = NamedLayoutView("parent", frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let child = UIView()
        child.translatesAutoresizingMaskIntoConstraints = false
        parent.addSubview(child)
        NSLayoutConstraint.activate([
            child.leadingAnchor.constraint(equalTo: parent.leadingAnchor, constant: 10),
            child.trailingAnchor.constraint(equalTo: parent.trailingAnchor, constant: -10),
            child.topAnchor.constraint(equalTo: parent.topAnchor, constant: 10),
            child.bottomAnchor.constraint(equalTo: parent.bottomAnchor, constant: -10),
        ])
        parent.layoutIfNeeded()
        #expect(child.frame == CGRect(x: 10, y: 10, width: 80, height: 80))
        invalidationLog = []
        parent.frame = CGRect(x: 5, y: 5, width: 200, height: 60)
        #expect(child.frame == CGRect(x: 10, y: 10, width: 80, height: 80))
        parent.layoutIfNeeded()
        #expect(child.frame == CGRect(x: 10, y: 10, width: 180, height: 40))
        #expect(invalidationLog == ["parent"])
    }
}
