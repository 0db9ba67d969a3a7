import Testing
@_spi(Host) import UIKitCore
import UIKit

/// A controller that builds its layout with constraints in `viewDidLoad`, before its view is in a
/// window, as apps usually do.
@MainActor
private final class FormViewController: UIViewController {
    let header = IntrinsicView(width: UIView.noIntrinsicMetric, height: 44)
    let footer = IntrinsicView(width: 120, height: 30)

    override func viewDidLoad() {
        super.viewDidLoad()
        for view in [header, footer] {
            view.translatesAutoresizingMaskIntoConstraints = false
            self.view.addSubview(view)
        }
        NSLayoutConstraint.activate([
            header.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor),
            header.leadingAnchor.constraint(equalTo: view.leadingAnchor),
            header.trailingAnchor.constraint(equalTo: view.trailingAnchor),
            footer.centerXAnchor.constraint(equalTo: view.centerXAnchor),
            footer.bottomAnchor.constraint(equalTo: view.keyboardLayoutGuide.topAnchor, constant: -10),
        ])
    }
}

@MainActor
struct LayoutHierarchyTests {
    private func scene(_ name: String, width: Double = 320, height: Double = 480) -> (UIWindowScene, UIWindow) {
        let scene = UIApplication.shared.connectScene(persistentIdentifier: name,
                                                      display: SceneDisplay(width: width, height: height, scale: 2, style: .light))
        let window = UIWindow(windowScene: scene)
        window.makeKeyAndVisible()
        return (scene, window)
    }

    @Test func testConstraintsMadeBeforeTheViewIsInAWindowLayItOutWhenItIsShown() {
        let (scene, window) = scene("hierarchy-form")
        let controller = FormViewController()

        window.rootViewController = controller
        _ = scene.finishTurn()

        #expect(controller.header.frame == CGRect(x: 0, y: 0, width: 320, height: 44))
        #expect(controller.footer.frame == CGRect(x: 100, y: 440, width: 120, height: 30))
    }

    @Test func testKeyboardLayoutGuideSitsAtTheBottomOfTheView() {
        let container = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 500))
        let guide = container.keyboardLayoutGuide
        let content = UIView.constrained(in: container)
        NSLayoutConstraint.activate([
            content.bottomAnchor.constraint(equalTo: guide.topAnchor),
            content.topAnchor.constraint(equalTo: container.topAnchor),
            content.leadingAnchor.constraint(equalTo: guide.leadingAnchor),
            content.trailingAnchor.constraint(equalTo: guide.trailingAnchor),
        ])

        container.layoutIfNeeded()

        #expect(guide.usesBottomSafeArea)
        #expect(!guide.followsUndockedKeyboard)
        #expect(guide.layoutFrame == CGRect(x: 0, y: 500, width: 300, height: 0))
        #expect(content.frame == CGRect(x: 0, y: 0, width: 300, height: 500))
    }

    @Test func testReadableContentGuideKeepsToTheMarginsOnANarrowViewAndToAReadableWidthOnAWideOne() {
        let narrow = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 100))
        let wide = UIView(frame: CGRect(x: 0, y: 0, width: 1024, height: 100))
        for view in [narrow, wide] {
            let text = UIView.constrained(in: view)
            let readable = view.readableContentGuide
            NSLayoutConstraint.activate([
                text.leadingAnchor.constraint(equalTo: readable.leadingAnchor),
                text.trailingAnchor.constraint(equalTo: readable.trailingAnchor),
                text.topAnchor.constraint(equalTo: readable.topAnchor),
                text.heightAnchor.constraint(equalToConstant: 20),
            ])
            view.layoutIfNeeded()
        }

        #expect(narrow.readableContentGuide.layoutFrame == narrow.layoutMarginsGuide.layoutFrame)
        let readable = wide.readableContentGuide.layoutFrame
        #expect(readable.width < wide.layoutMarginsGuide.layoutFrame.width)
        #expect(readable.midX == wide.bounds.midX)
        #expect(wide.subviews[0].frame == CGRect(x: readable.minX, y: readable.minY, width: readable.width, height: 20))
    }

    @Test func testSubtreeMovedToAnotherWindowKeepsTheConstraintsItHolds() {
        let (firstScene, first) = scene("hierarchy-move-1")
        let (secondScene, second) = scene("hierarchy-move-2", width: 500)
        let card = UIView.constrained(in: first)
        let title = UIView.constrained(in: card, width: 60, height: 20)
        let held = [title.centerXAnchor.constraint(equalTo: card.centerXAnchor),
                    title.centerYAnchor.constraint(equalTo: card.centerYAnchor),
                    card.widthAnchor.constraint(equalToConstant: 100), card.heightAnchor.constraint(equalToConstant: 100)]
        let toWindow = [card.leadingAnchor.constraint(equalTo: first.leadingAnchor), card.topAnchor.constraint(equalTo: first.topAnchor)]
        NSLayoutConstraint.activate(held + toWindow)
        _ = firstScene.finishTurn()
        #expect(title.frame == CGRect(x: 20, y: 40, width: 60, height: 20))

        second.addSubview(card)
        NSLayoutConstraint.activate([card.trailingAnchor.constraint(equalTo: second.trailingAnchor),
                                     card.bottomAnchor.constraint(equalTo: second.bottomAnchor)])
        _ = firstScene.finishTurn()
        _ = secondScene.finishTurn()

        #expect(toWindow.allSatisfy { !$0.isActive })
        #expect(held.allSatisfy { $0.isActive })
        #expect(card.constraints.count == 4)
        #expect(card.frame == CGRect(x: 400, y: 380, width: 100, height: 100))
        #expect(title.frame == CGRect(x: 20, y: 40, width: 60, height: 20))

        held[2].constant = 200
        _ = secondScene.finishTurn()

        #expect(card.frame == CGRect(x: 300, y: 380, width: 200, height: 100))
        #expect(title.frame == CGRect(x: 70, y: 40, width: 60, height: 20))
    }

    /// A card of a fixed size with a title centred in it, both laid out by constraints the card holds.
    private func card(width: CGFloat, height: CGFloat) -> (card: UIView, title: UIView, size: [NSLayoutConstraint]) {
        let card = UIView()
        card.translatesAutoresizingMaskIntoConstraints = false
        let title = UIView.constrained(in: card, width: 60, height: 20)
        let size = [card.widthAnchor.constraint(equalToConstant: width), card.heightAnchor.constraint(equalToConstant: height)]
        NSLayoutConstraint.activate(size + [title.centerXAnchor.constraint(equalTo: card.centerXAnchor),
                                            title.centerYAnchor.constraint(equalTo: card.centerYAnchor)])
        return (card, title, size)
    }

    @Test func testAHierarchyBuiltOutsideWindowsThatJoinsAnotherOneIsLaidOutWithItInAWindow() {
        let (scene, window) = scene("hierarchy-nested-outside")
        let inner = card(width: 100, height: 80)
        let panel = UIView()
        panel.translatesAutoresizingMaskIntoConstraints = false
        NSLayoutConstraint.activate([panel.widthAnchor.constraint(equalToConstant: 300),
                                     panel.heightAnchor.constraint(equalToConstant: 200)])
        panel.addSubview(inner.card)
        NSLayoutConstraint.activate([inner.card.trailingAnchor.constraint(equalTo: panel.trailingAnchor, constant: -10),
                                     inner.card.bottomAnchor.constraint(equalTo: panel.bottomAnchor, constant: -10)])

        window.addSubview(panel)
        NSLayoutConstraint.activate([panel.centerXAnchor.constraint(equalTo: window.centerXAnchor),
                                     panel.topAnchor.constraint(equalTo: window.topAnchor, constant: 40)])
        _ = scene.finishTurn()

        #expect(panel.frame == CGRect(x: 10, y: 40, width: 300, height: 200))
        #expect(inner.card.frame == CGRect(x: 190, y: 110, width: 100, height: 80))
        #expect(inner.title.frame == CGRect(x: 20, y: 30, width: 60, height: 20))
        inner.size[0].constant = 140
        _ = scene.finishTurn()
        #expect(inner.card.frame == CGRect(x: 150, y: 110, width: 140, height: 80))
        #expect(inner.title.frame == CGRect(x: 40, y: 30, width: 60, height: 20))
        UIApplication.shared.disconnectScene(scene)
    }

    @Test func testAHierarchyAddedRemovedAndAddedElsewhereInOneTurnIsLaidOutWhereItEndsUp() {
        let (scene, window) = scene("hierarchy-added-twice")
        let holder = UIView(frame: CGRect(x: 20, y: 100, width: 200, height: 200))
        window.addSubview(holder)
        let built = card(width: 100, height: 60)

        window.addSubview(built.card)
        built.card.removeFromSuperview()
        holder.addSubview(built.card)
        NSLayoutConstraint.activate([built.card.leadingAnchor.constraint(equalTo: holder.leadingAnchor, constant: 5),
                                     built.card.topAnchor.constraint(equalTo: holder.topAnchor, constant: 5)])
        _ = scene.finishTurn()

        #expect(built.card.frame == CGRect(x: 5, y: 5, width: 100, height: 60))
        #expect(built.title.frame == CGRect(x: 20, y: 20, width: 60, height: 20))
        UIApplication.shared.disconnectScene(scene)
    }

    @Test func testAHierarchyThatLeftTheWindowFollowsItsConstraintsWhenItComesBack() {
        let (scene, window) = scene("hierarchy-left-and-back")
        let built = card(width: 100, height: 60)
        window.addSubview(built.card)
        NSLayoutConstraint.activate([built.card.leadingAnchor.constraint(equalTo: window.leadingAnchor),
                                     built.card.topAnchor.constraint(equalTo: window.topAnchor)])
        _ = scene.finishTurn()
        #expect(built.title.frame == CGRect(x: 20, y: 20, width: 60, height: 20))

        built.card.removeFromSuperview()
        _ = scene.finishTurn()
        built.size[1].constant = 100
        _ = scene.finishTurn()
        window.addSubview(built.card)
        NSLayoutConstraint.activate([built.card.trailingAnchor.constraint(equalTo: window.trailingAnchor),
                                     built.card.bottomAnchor.constraint(equalTo: window.bottomAnchor)])
        _ = scene.finishTurn()

        #expect(built.card.frame == CGRect(x: 220, y: 380, width: 100, height: 100))
        #expect(built.title.frame == CGRect(x: 20, y: 40, width: 60, height: 20))
        UIApplication.shared.disconnectScene(scene)
    }

    @Test func testASubtreeThatOutlivesItsWindowIsLaidOutByTheConstraintsItHoldsInTheNext() {
        let card = UIView()
        card.translatesAutoresizingMaskIntoConstraints = false
        let title = UIView.constrained(in: card, width: 60, height: 20)
        let held = [title.centerXAnchor.constraint(equalTo: card.centerXAnchor),
                    title.centerYAnchor.constraint(equalTo: card.centerYAnchor),
                    card.widthAnchor.constraint(equalToConstant: 100), card.heightAnchor.constraint(equalToConstant: 100)]
        weak var firstWindow: UIWindow?
        do {
            let (firstScene, first) = scene("hierarchy-outlive-1")
            first.addSubview(card)
            NSLayoutConstraint.activate(held + [card.leadingAnchor.constraint(equalTo: first.leadingAnchor),
                                                card.topAnchor.constraint(equalTo: first.topAnchor)])
            _ = firstScene.finishTurn()
            #expect(title.frame == CGRect(x: 20, y: 40, width: 60, height: 20))
            firstWindow = first
            UIApplication.shared.disconnectScene(firstScene)
        }
        #expect(firstWindow == nil)
        #expect(card.superview == nil)
        #expect(held.allSatisfy { $0.isActive })

        let (secondScene, second) = scene("hierarchy-outlive-2", width: 500)
        second.addSubview(card)
        NSLayoutConstraint.activate([card.trailingAnchor.constraint(equalTo: second.trailingAnchor),
                                     card.bottomAnchor.constraint(equalTo: second.bottomAnchor)])
        _ = secondScene.finishTurn()
        #expect(card.frame == CGRect(x: 400, y: 380, width: 100, height: 100))
        #expect(title.frame == CGRect(x: 20, y: 40, width: 60, height: 20))

        held[2].constant = 200
        title.size = CGSize(width: 80, height: 30)
        _ = secondScene.finishTurn()
        #expect(card.frame == CGRect(x: 300, y: 380, width: 200, height: 100))
        #expect(title.frame == CGRect(x: 60, y: 35, width: 80, height: 30))
        UIApplication.shared.disconnectScene(secondScene)
    }

    @Test func testAStackThatOutlivesItsWindowIsArrangedInTheNext() {
        let stack = UIStackView(arrangedSubviews: [IntrinsicView(width: 40, height: 20), IntrinsicView(width: 60, height: 20)])
        stack.spacing = 10
        stack.translatesAutoresizingMaskIntoConstraints = false
        do {
            let (firstScene, first) = scene("hierarchy-outlive-stack-1")
            first.addSubview(stack)
            NSLayoutConstraint.activate([stack.leadingAnchor.constraint(equalTo: first.leadingAnchor),
                                         stack.topAnchor.constraint(equalTo: first.topAnchor)])
            _ = firstScene.finishTurn()
            #expect(stack.arrangedSubviews[1].frame == CGRect(x: 50, y: 0, width: 60, height: 20))
            UIApplication.shared.disconnectScene(firstScene)
        }
        let (secondScene, second) = scene("hierarchy-outlive-stack-2")
        second.addSubview(stack)
        NSLayoutConstraint.activate([stack.centerXAnchor.constraint(equalTo: second.centerXAnchor),
                                     stack.topAnchor.constraint(equalTo: second.topAnchor, constant: 8)])
        _ = secondScene.finishTurn()
        print("DEBUG0", stack.frame, stack.arrangedSubviews.map(\.frame))
        print("DEBUG", stack.constraintsAffectingLayout(for: .horizontal).map(\.description))
        second.setNeedsLayout(); second.layoutIfNeeded()
        print("DEBUG1", stack.frame, stack.arrangedSubviews.map(\.frame))
        #expect(stack.frame == CGRect(x: 105, y: 8, width: 110, height: 20))
        #expect(stack.arrangedSubviews[1].frame == CGRect(x: 50, y: 0, width: 60, height: 20))

        stack.spacing = 20
        _ = secondScene.finishTurn()
        #expect(stack.frame == CGRect(x: 100, y: 8, width: 120, height: 20))
        #expect(stack.arrangedSubviews[1].frame == CGRect(x: 60, y: 0, width: 60, height: 20))
        UIApplication.shared.disconnectScene(secondScene)
    }

    @Test func testRemovingAViewLetsTheOthersLayOutWithoutIt() {
        let (scene, window) = scene("hierarchy-remove")
        let first = UIView.constrained(in: window, width: 50, height: 20)
        let second = UIView.constrained(in: window, width: 50, height: 20)
        let third = UIView.constrained(in: window, width: 50, height: 20)
        NSLayoutConstraint.activate([
            first.leadingAnchor.constraint(equalTo: window.leadingAnchor),
            second.leadingAnchor.constraint(equalTo: first.trailingAnchor),
            third.leadingAnchor.constraint(equalTo: second.trailingAnchor),
            third.leadingAnchor.constraint(greaterThanOrEqualTo: first.trailingAnchor),
            third.leadingAnchor.constraint(equalTo: window.leadingAnchor).withPriority(.defaultLow),
        ] + [first, second, third].map { $0.topAnchor.constraint(equalTo: window.topAnchor) })
        _ = scene.finishTurn()
        #expect(third.frame.minX == 100)

        second.removeFromSuperview()
        _ = scene.finishTurn()

        #expect(third.frame.minX == 50)
    }

    @Test func testConstantThatCannotBeSatisfiedBreaksAConstraintAndLogsIt() {
        let (scene, window) = scene("hierarchy-constant")
        let box = UIView.constrained(in: window)
        let width = box.widthAnchor.constraint(equalToConstant: 100)
        let maximum = box.widthAnchor.constraint(lessThanOrEqualToConstant: 150)
        NSLayoutConstraint.activate([width, maximum, box.heightAnchor.constraint(equalToConstant: 10),
                                     box.leadingAnchor.constraint(equalTo: window.leadingAnchor),
                                     box.topAnchor.constraint(equalTo: window.topAnchor)])
        _ = scene.finishTurn()
        var log: [String] = []
        let previous = LayoutConstraintsLog.handler
        LayoutConstraintsLog.handler = { log.append($0) }
        defer { LayoutConstraintsLog.handler = previous }

        width.constant = 200
        _ = scene.finishTurn()

        #expect(log.count == 1)
        #expect(log.first?.contains(width.description) == true)
        #expect(log.first?.contains(maximum.description) == true)
        #expect(box.frame.width <= 150)
    }
}

extension NSLayoutConstraint {
    /// The constraint with its priority set, for building arrays of constraints.
    func withPriority(_ priority: UILayoutPriority) -> NSLayoutConstraint {
        self.priority = priority
        return self
    }
}
