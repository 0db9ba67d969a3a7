import Testing
@_spi(Host) import UIKitCore
import UIKit

/// `show(_:sender:)`, `showDetailViewController(_:sender:)` and the controller that handles them.
@MainActor
struct ShowTests {
    /// A container that claims both show actions, as a navigation or split view controller does.
    final class ShowingContainer: UIViewController {
        var shown: [String] = []
        override func canPerformAction(_ action: Selector, withSender sender: Any?) -> Bool {
            action == Selector("showViewController:sender:") || action == Selector("showDetailViewController:sender:")
                || super.canPerformAction(action, withSender: sender)
        }
        override func show(_ vc: UIViewController, sender: Any?) { shown.append("show \(vc.title ?? "")") }
        override func showDetailViewController(_ vc: UIViewController, sender: Any?) {
            shown.append("detail \(vc.title ?? "")")
        }
    }

    private func embed(_ child: UIViewController, in parent: UIViewController) {
        parent.addChild(child)
        parent.view.addSubview(child.view)
        child.didMove(toParent: parent)
    }

    @Test func testShowWithoutAContainerPresentsModally() {
        let root = UIViewController()
        let child = UIViewController()
        embed(child, in: root)
        let stage = PresentationStage(root: root)
        let shown = UIViewController()
        child.show(shown, sender: nil)
        stage.finishTurn()
        #expect(root.presentedViewController === shown)
        #expect(shown.view.window === stage.window)
    }

    @Test func testShowDetailWithoutAContainerPresentsModally() {
        let root = UIViewController()
        let stage = PresentationStage(root: root)
        let detail = UIViewController()
        root.showDetailViewController(detail, sender: nil)
        stage.finishTurn()
        #expect(root.presentedViewController === detail)
    }

    @Test func testShowGoesToTheContainerThatClaimsTheAction() {
        let container = ShowingContainer()
        let child = UIViewController()
        embed(child, in: container)
        _ = PresentationStage(root: container)
        let shown = UIViewController()
        shown.title = "next"
        child.show(shown, sender: nil)
        child.showDetailViewController(shown, sender: nil)
        #expect(container.shown == ["show next", "detail next"])
        #expect(container.presentedViewController == nil)
    }

    @Test func testTargetViewControllerWalksUpParentsThenPresenters() {
        let container = ShowingContainer()
        let child = UIViewController()
        embed(child, in: container)
        let stage = PresentationStage(root: container)
        let presented = UIViewController()
        container.present(presented, animated: false)
        stage.finishTurn()
        let action = Selector("showViewController:sender:")
        #expect(child.targetViewController(forAction: action, sender: nil) === container)
        #expect(presented.targetViewController(forAction: action, sender: nil) === container)
        #expect(child.targetViewController(forAction: "unhandled:", sender: nil) == nil)
    }

    @Test func testTargetViewControllerFindsRegisteredActions() {
        final class Handler: UIViewController {
            override init(nibName: String?, bundle: Bundle?) {
                super.init(nibName: nibName, bundle: bundle)
                registerAction("refresh:", Handler.refresh)
            }
            required init?(coder: NSCoder) { return nil }
            func refresh(_ sender: Any?) {}
        }
        let parent = Handler()
        let child = UIViewController()
        embed(child, in: parent)
        #expect(child.targetViewController(forAction: "refresh:", sender: nil) === parent)
    }
}
