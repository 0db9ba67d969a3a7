import Testing
@_spi(Host) import UIKitCore
import UIKit

@MainActor
struct ChildTransitionTests {
    /// A container showing `from` as its child, on screen, and `to` added as a second child.
    private func container(log: CallbackLog) -> (PresentationStage, UIViewController, AnimatedLogController, AnimatedLogController) {
        let parent = UIViewController()
        let from = AnimatedLogController("from", log: log)
        let to = AnimatedLogController("to", log: log)
        parent.addChild(from)
        parent.view.addSubview(from.view)
        from.didMove(toParent: parent)
        let stage = PresentationStage(root: parent)
        parent.addChild(to)
        return (stage, parent, from, to)
    }

    @Test func testTransitionSwapsViewsAndDeliversAppearanceInUIKitsOrder() {
        let log = CallbackLog()
        let (stage, parent, from, to) = container(log: log)
        log.entries = []
        parent.transition(from: from, to: to, duration: 0.3, options: [.transitionCrossDissolve], animations: {
            log.append("animations toInSuperview=\(to.view.superview === parent.view) fromInSuperview=\(from.view.superview === parent.view)")
        }, completion: { finished in
            log.append("completion(\(finished)) fromInSuperview=\(from.view.superview != nil)")
        })
        #expect(log.entries == ["from.viewWillDisappear(true)", "to.viewWillAppear(true)",
                                "animations toInSuperview=true fromInSuperview=true"])
        stage.finishTurn()
        #expect(log.entries == ["from.viewWillDisappear(true)", "to.viewWillAppear(true)",
                                "animations toInSuperview=true fromInSuperview=true",
                                "to.viewIsAppearing(true)",
                                "from.viewDidDisappear(true)", "to.viewDidAppear(true)",
                                "completion(true) fromInSuperview=false"])
        #expect(parent.view.subviews == [to.view])
    }

    @Test func testTransitionWithZeroDurationIsNotAnimated() {
        let log = CallbackLog()
        let (stage, parent, from, to) = container(log: log)
        log.entries = []
        parent.transition(from: from, to: to, duration: 0, animations: nil)
        stage.finishTurn()
        #expect(log.entries == ["from.viewWillDisappear(false)", "to.viewWillAppear(false)", "to.viewIsAppearing(false)",
                                "from.viewDidDisappear(false)", "to.viewDidAppear(false)"])
    }

    @Test func testTransitionToAControllerThatIsNotAChildDoesNothingButWarn() {
        let log = CallbackLog()
        let (stage, parent, from, _) = container(log: log)
        let stranger = AnimatedLogController("stranger", log: log)
        log.entries = []
        var completed = false
        let logged = warnings {
            parent.transition(from: from, to: stranger, duration: 0, animations: nil) { _ in completed = true }
        }
        stage.finishTurn()
        #expect(log.entries.isEmpty)
        #expect(!completed)
        #expect(parent.view.subviews == [from.view])
        #expect(logged.count == 1)
    }

    @Test func testTheChildTransitionedFromIsReleasedOnceRemoved() {
        let log = CallbackLog()
        let (stage, parent, _, to) = container(log: log)
        weak var released: UIViewController?
        do {
            let from = parent.children[0]
            released = from
            from.willMove(toParent: nil)
            parent.transition(from: from, to: to, duration: 0, animations: nil) { _ in
                from.removeFromParent()
                to.didMove(toParent: parent)
            }
        }
        stage.finishTurn()
        #expect(parent.children == [to])
        #expect(released == nil)
    }

    @Test func testAnimateAppliesChangesAtOnceAndCompletesWhenItsTimeIsUp() {
        let log = CallbackLog()
        let root = UIViewController()
        let stage = PresentationStage(root: root)
        stage.scene.clock = .manual()
        UIView.animate(withDuration: 0.25, animations: {
            root.view.alpha = 0.5
        }, completion: { finished in
            log.append("completion(\(finished)) alpha=\(root.view.alpha)")
        })
        #expect(root.view.alpha == 0.5)
        _ = stage.scene.finishTurn()
        #expect(log.entries.isEmpty)
        stage.scene.clock.advance(by: 0.25)
        #expect(log.entries == ["completion(true) alpha=0.5"])
    }

    @Test func testViewTransitionFromViewReplacesItInItsSuperview() {
        let root = UIViewController()
        let stage = PresentationStage(root: root)
        let old = UIView()
        let new = UIView()
        root.view.addSubview(old)
        stage.scene.clock = .manual()
        var finished: Bool?
        UIView.transition(from: old, to: new, duration: 0.2, options: [.transitionFlipFromLeft]) { finished = $0 }
        #expect(root.view.subviews == [new])
        #expect(finished == nil)
        _ = stage.scene.finishTurn()
        // The completion comes when the flip's time is up.
        #expect(finished == nil)
        stage.scene.clock.advance(by: 0.21)
        #expect(finished == true)
    }
}
