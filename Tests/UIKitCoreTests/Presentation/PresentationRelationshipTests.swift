import Testing
@_spi(Host) import UIKitCore
import UIKit

/// Who presents, who dismisses, and what UIKit refuses.
@MainActor
struct PresentationRelationshipTests {
    @Test func testDefaults() {
        let controller = UIViewController()
        #expect(controller.modalPresentationStyle == .automatic)
        #expect(controller.modalTransitionStyle == .coverVertical)
        #expect(!controller.isModalInPresentation)
        #expect(!controller.definesPresentationContext)
        #expect(controller.presentedViewController == nil && controller.presentingViewController == nil)
        #expect(!controller.isBeingPresented && !controller.isBeingDismissed)
        #expect(UIModalPresentationStyle.automatic.rawValue == -2 && UIModalPresentationStyle.overCurrentContext.rawValue == 6)
        #expect(UIModalTransitionStyle.crossDissolve.rawValue == 2)
    }

    @Test func testPresentSetsBothRelationshipsAtOnce() {
        let root = UIViewController()
        let stage = PresentationStage(root: root)
        let presented = UIViewController()
        root.present(presented, animated: true)
        #expect(root.presentedViewController === presented)
        #expect(presented.presentingViewController === root)
        #expect(presented.view.window === stage.window)
    }

    @Test func testPresentingFromAChildPresentsFromTheRoot() {
        let root = UIViewController()
        let child = UIViewController()
        root.addChild(child)
        root.view.addSubview(child.view)
        child.didMove(toParent: root)
        let stage = PresentationStage(root: root)
        let presented = UIViewController()
        presented.modalPresentationStyle = .fullScreen
        child.present(presented, animated: true)
        stage.finishTurn()
        #expect(presented.presentingViewController === root)
        #expect(root.presentedViewController === presented)
        #expect(child.presentedViewController === presented)
    }

    @Test func testChildOfAPresentedControllerReportsItsAncestorsPresenter() {
        let root = UIViewController()
        let stage = PresentationStage(root: root)
        let container = UIViewController()
        let child = UIViewController()
        container.addChild(child)
        container.view.addSubview(child.view)
        child.didMove(toParent: container)
        root.present(container, animated: false)
        stage.finishTurn()
        #expect(child.presentingViewController === root)
        child.dismiss(animated: false)
        stage.finishTurn()
        #expect(root.presentedViewController == nil)
    }

    @Test func testCurrentContextCoversTheControllerThatDefinesTheContext() {
        let log = CallbackLog()
        let root = RecordingController("root", log: log)
        let context = RecordingController("context", log: log)
        let inner = UIViewController()
        root.addChild(context)
        context.view.frame = CGRect(x: 0, y: 100, width: 390, height: 400)
        root.view.addSubview(context.view)
        context.didMove(toParent: root)
        context.definesPresentationContext = true
        context.addChild(inner)
        context.view.addSubview(inner.view)
        inner.didMove(toParent: context)
        let stage = PresentationStage(root: root)
        let presented = RecordingController("B", log: log)
        presented.modalPresentationStyle = .currentContext
        log.entries = []
        inner.present(presented, animated: true)
        stage.finishTurn()
        #expect(presented.presentingViewController === context)
        #expect(presented.view.convert(presented.view.bounds, to: nil) == CGRect(x: 0, y: 100, width: 390, height: 400))
        #expect(context.view.window == nil && root.view.window === stage.window)
        log.entries.append("dismiss")
        presented.dismiss(animated: true)
        stage.finishTurn()
        #expect(log.entries == ["B.viewDidLoad", "context.viewWillDisappear", "B.viewWillAppear", "B.viewDidAppear",
                                "context.viewDidDisappear", "dismiss", "B.viewWillDisappear", "context.viewWillAppear",
                                "context.viewDidAppear", "B.viewDidDisappear"])
        #expect(context.view.superview === root.view)
    }

    @Test func testOverCurrentContextLeavesTheContextShown() {
        let log = CallbackLog()
        let root = UIViewController()
        let context = RecordingController("context", log: log)
        root.addChild(context)
        root.view.addSubview(context.view)
        context.didMove(toParent: root)
        context.definesPresentationContext = true
        let stage = PresentationStage(root: root)
        let presented = UIViewController()
        presented.modalPresentationStyle = .overCurrentContext
        log.entries = []
        context.present(presented, animated: false)
        stage.finishTurn()
        #expect(presented.presentingViewController === context)
        #expect(log.entries.isEmpty)
        #expect(context.view.window === stage.window)
    }

    @Test func testCurrentContextWithoutAContextPresentsFromTheRoot() {
        let root = UIViewController()
        let child = UIViewController()
        root.addChild(child)
        root.view.addSubview(child.view)
        child.didMove(toParent: root)
        let stage = PresentationStage(root: root)
        let presented = UIViewController()
        presented.modalPresentationStyle = .currentContext
        child.present(presented, animated: false)
        stage.finishTurn()
        #expect(presented.presentingViewController === root)
        #expect(root.view.window == nil)
    }

    @Test func testPresentingWhileAlreadyPresentingWarnsAndDoesNothing() {
        let root = UIViewController()
        let stage = PresentationStage(root: root)
        let first = UIViewController()
        root.present(first, animated: false)
        stage.finishTurn()
        let second = UIViewController()
        var completed = false
        let logged = warnings {
            root.present(second, animated: true) { completed = true }
        }
        stage.finishTurn()
        #expect(logged.count == 1)
        #expect(logged.first?.contains("which is already presenting") == true)
        #expect(root.presentedViewController === first)
        #expect(second.presentingViewController == nil && !second.isViewLoaded && !completed)
    }

    @Test func testPresentingFromAViewOutsideTheWindowWarnsAndDoesNothing() {
        let loose = UIViewController()
        let presented = UIViewController()
        let logged = warnings { loose.present(presented, animated: true) }
        #expect(logged.first?.contains("whose view is not in the window hierarchy") == true)
        #expect(loose.presentedViewController == nil)
    }

    @Test func testPresentingAControllerThatIsAlreadyPresentedWarns() {
        let root = UIViewController()
        let stage = PresentationStage(root: root)
        let presented = UIViewController()
        root.present(presented, animated: false)
        stage.finishTurn()
        let logged = warnings { presented.present(presented, animated: false) }
        #expect(logged.first?.contains("present modally an active controller") == true)
        #expect(presented.presentedViewController == nil)
    }

    @Test func testDismissingDuringThePresentationTurnWarnsAndDoesNothing() {
        let root = UIViewController()
        let stage = PresentationStage(root: root)
        let presented = UIViewController()
        root.present(presented, animated: true)
        let logged = warnings { root.dismiss(animated: true) }
        stage.finishTurn()
        #expect(logged.first?.contains("while a presentation or dismiss is in progress") == true)
        #expect(root.presentedViewController === presented)
    }

    @Test func testDismissOnThePresentedControllerForwardsToItsPresenter() {
        let root = UIViewController()
        let stage = PresentationStage(root: root)
        let presented = UIViewController()
        root.present(presented, animated: false)
        stage.finishTurn()
        presented.dismiss(animated: true)
        stage.finishTurn()
        #expect(root.presentedViewController == nil && presented.presentingViewController == nil)
        #expect(presented.view.window == nil)
    }

    @Test func testDismissOnAMiddleControllerDismissesOnlyWhatItPresented() {
        let root = UIViewController()
        let stage = PresentationStage(root: root)
        let middle = UIViewController()
        let top = UIViewController()
        root.present(middle, animated: false)
        stage.finishTurn()
        middle.present(top, animated: false)
        stage.finishTurn()
        middle.dismiss(animated: true)
        stage.finishTurn()
        #expect(root.presentedViewController === middle)
        #expect(middle.presentedViewController == nil && top.view.window == nil)
        #expect(middle.view.window === stage.window)
    }

    @Test func testPresentingAgainInTheDismissalCompletion() {
        let root = UIViewController()
        let stage = PresentationStage(root: root)
        let first = UIViewController()
        let second = UIViewController()
        root.present(first, animated: false)
        stage.finishTurn()
        var presentedInCompletion: UIViewController?
        root.dismiss(animated: true) {
            presentedInCompletion = root.presentedViewController
            root.present(second, animated: true)
        }
        stage.finishTurn()
        #expect(presentedInCompletion == nil)
        #expect(root.presentedViewController === second)
        #expect(second.view.window === stage.window)
    }

    @Test func testPresentedControllerIsNextInTheResponderChainAfterItsTransitionViews() {
        let root = UIViewController()
        let stage = PresentationStage(root: root)
        let presented = UIViewController()
        root.present(presented, animated: false)
        stage.finishTurn()
        var chain: [UIResponder] = []
        var responder: UIResponder? = presented
        while let current = responder {
            chain.append(current)
            responder = current.next
        }
        #expect(chain.contains { $0 === root })
        #expect(chain.contains { $0 === stage.window })
    }
    @Test func testPresentingFromAChildOfASheetStacksOnTheSheet() {
        let root = UIViewController()
        let stage = PresentationStage(root: root)
        let sheet = UIViewController()
        let child = UIViewController()
        sheet.addChild(child)
        sheet.view.addSubview(child.view)
        child.didMove(toParent: sheet)
        root.present(sheet, animated: false)
        stage.finishTurn()
        let second = UIViewController()
        child.present(second, animated: false)
        stage.finishTurn()
        #expect(second.presentingViewController === sheet)
        #expect(root.presentedViewController === sheet && sheet.presentedViewController === second)
        #expect(root.view.window === stage.window && sheet.view.window === stage.window)
    }

    @Test func testPresentingFromViewWillAppearOfAPresentedControllerWarns() {
        final class PresentsEarly: UIViewController {
            var logged: [String] = []
            override func viewWillAppear(_ animated: Bool) {
                super.viewWillAppear(animated)
                logged = warnings { present(UIViewController(), animated: false) }
            }
        }
        let root = UIViewController()
        let stage = PresentationStage(root: root)
        let presented = PresentsEarly()
        root.present(presented, animated: true)
        stage.finishTurn()
        #expect(presented.logged.count == 1)
        #expect(presented.logged.first?.hasSuffix("whose view is not in the window hierarchy.") == true)
        #expect(presented.logged.first?.hasPrefix("Attempt to present <UIViewController: 0x") == true)
        #expect(presented.presentedViewController == nil)
    }
}
