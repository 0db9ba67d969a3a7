import Testing
@_spi(Host) import UIKitCore
import UIKit

/// The order of appearance callbacks and completions when presenting and dismissing, per style.
@MainActor
struct PresentationOrderTests {
    @Test func testFullScreenPresentationCallsPresenterDisappearAndCompletionAfterPresentedViewDidAppear() {
        let log = CallbackLog()
        let root = RecordingController("A", log: log)
        let stage = PresentationStage(root: root)
        let presented = RecordingController("B", log: log)
        presented.modalPresentationStyle = .fullScreen
        log.entries = []
        root.present(presented, animated: true) { log.append("completion") }
        #expect(log.entries == ["B.viewDidLoad", "A.viewWillDisappear", "B.viewWillAppear"])
        stage.finishTurn()
        #expect(log.entries == ["B.viewDidLoad", "A.viewWillDisappear", "B.viewWillAppear",
                                "B.viewDidAppear", "A.viewDidDisappear", "completion"])
    }

    @Test func testFullScreenDismissalCallsPresenterAppearAndCompletionAfterPresentedViewDidDisappear() {
        let log = CallbackLog()
        let root = RecordingController("A", log: log)
        let stage = PresentationStage(root: root)
        let presented = RecordingController("B", log: log)
        presented.modalPresentationStyle = .fullScreen
        root.present(presented, animated: false)
        stage.finishTurn()
        log.entries = []
        root.dismiss(animated: true) { log.append("completion") }
        #expect(log.entries == ["B.viewWillDisappear", "A.viewWillAppear"])
        stage.finishTurn()
        #expect(log.entries == ["B.viewWillDisappear", "A.viewWillAppear", "A.viewDidAppear",
                                "B.viewDidDisappear", "completion"])
    }

    @Test func testPresentedViewIsLaidOutBeforeViewDidAppear() {
        let log = CallbackLog()
        let root = UIViewController()
        let stage = PresentationStage(root: root)
        let presented = RecordingController("B", log: log)
        presented.recordsLayout = true
        root.present(presented, animated: false) { log.append("completion") }
        stage.finishTurn()
        #expect(log.entries == ["B.viewDidLoad", "B.viewWillAppear", "B.viewDidLayoutSubviews",
                                "B.viewDidAppear", "completion"])
    }

    @Test(arguments: [UIModalPresentationStyle.automatic, .pageSheet, .formSheet, .overFullScreen])
    func testStylesThatLeavePresenterShownCallNothingOnIt(style: UIModalPresentationStyle) {
        let log = CallbackLog()
        let root = RecordingController("A", log: log)
        let stage = PresentationStage(root: root)
        let presented = RecordingController("B", log: log)
        presented.modalPresentationStyle = style
        log.entries = []
        root.present(presented, animated: true) { log.append("completion") }
        stage.finishTurn()
        root.dismiss(animated: true) { log.append("dismissed") }
        stage.finishTurn()
        #expect(log.entries == ["B.viewDidLoad", "B.viewWillAppear", "B.viewDidAppear", "completion",
                                "B.viewWillDisappear", "B.viewDidDisappear", "dismissed"])
        #expect(root.view.window === stage.window)
    }

    @Test func testFlagsAreTrueOnlyDuringTheAppearanceCallbacksOfTheTransition() {
        let log = CallbackLog()
        let root = UIViewController()
        let stage = PresentationStage(root: root)
        let presented = RecordingController("B", log: log)
        presented.recordsFlags = true
        #expect(!presented.isBeingPresented)
        root.present(presented, animated: true) {
            log.append("completion presented=\(presented.isBeingPresented)")
        }
        stage.finishTurn()
        #expect(!presented.isBeingPresented && !presented.isBeingDismissed)
        presented.dismiss(animated: true) {
            log.append("dismissed dismissed=\(presented.isBeingDismissed)")
        }
        stage.finishTurn()
        #expect(log.entries == ["B.viewDidLoad",
                                "B.viewWillAppear presented=true dismissed=false",
                                "B.viewDidAppear presented=true dismissed=false",
                                "completion presented=false",
                                "B.viewWillDisappear presented=false dismissed=true",
                                "B.viewDidDisappear presented=false dismissed=true",
                                "dismissed dismissed=false"])
    }

    @Test func testPresenterAppearanceIsForwardedToItsChildren() {
        let log = CallbackLog()
        let root = RecordingController("A", log: log)
        let child = RecordingController("child", log: log)
        root.addChild(child)
        root.view.addSubview(child.view)
        child.didMove(toParent: root)
        let stage = PresentationStage(root: root)
        let presented = RecordingController("B", log: log)
        presented.modalPresentationStyle = .fullScreen
        log.entries = []
        child.present(presented, animated: false)
        stage.finishTurn()
        #expect(log.entries == ["B.viewDidLoad", "A.viewWillDisappear", "child.viewWillDisappear", "B.viewWillAppear",
                                "B.viewDidAppear", "A.viewDidDisappear", "child.viewDidDisappear"])
    }

    @Test func testDismissingAStackCallsTheVisibleControllersTopDownAndOneCompletion() {
        let log = CallbackLog()
        let root = RecordingController("A", log: log)
        let stage = PresentationStage(root: root)
        let middle = RecordingController("B", log: log)
        let top = RecordingController("C", log: log)
        middle.modalPresentationStyle = .fullScreen
        root.present(middle, animated: false)
        stage.finishTurn()
        middle.present(top, animated: false)
        stage.finishTurn()
        log.entries = []
        root.dismiss(animated: true) { log.append("completion") }
        stage.finishTurn()
        #expect(log.entries == ["C.viewWillDisappear", "B.viewWillDisappear", "A.viewWillAppear", "A.viewDidAppear",
                                "C.viewDidDisappear", "B.viewDidDisappear", "completion"])
        #expect(root.presentedViewController == nil)
        #expect(middle.presentedViewController == nil && middle.presentingViewController == nil)
        #expect(top.presentingViewController == nil)
        #expect(stage.window.subviews == [root.view])
    }

    @Test func testPresentingFromViewDidAppearOfAPresentedController() {
        final class PresentsOnAppear: RecordingController {
            var following: UIViewController?
            override func viewDidAppear(_ animated: Bool) {
                super.viewDidAppear(animated)
                if let following { present(following, animated: true) }
            }
        }
        let log = CallbackLog()
        let root = RecordingController("A", log: log)
        let stage = PresentationStage(root: root)
        let middle = PresentsOnAppear("B", log: log)
        let top = RecordingController("C", log: log)
        middle.modalPresentationStyle = .fullScreen
        top.modalPresentationStyle = .fullScreen
        middle.following = top
        log.entries = []
        root.present(middle, animated: true)
        stage.finishTurn()
        #expect(log.entries == ["B.viewDidLoad", "A.viewWillDisappear", "B.viewWillAppear", "B.viewDidAppear",
                                "C.viewDidLoad", "B.viewWillDisappear", "C.viewWillAppear",
                                "A.viewDidDisappear", "C.viewDidAppear", "B.viewDidDisappear"])
        #expect(middle.presentedViewController === top)
    }
}
