import Testing
@_spi(Host) import UIKitCore
import UIKit

/// Animated presentations and dismissals on the scene's manual clock: each transition style's
/// motion (the presentation layer mid-way, the model at the end), UIKit's callback order around
/// the animation, completions when it ends, and touches ignored meanwhile.
@MainActor
struct PresentationMotionTests {
    private func makeStage(_ log: CallbackLog) -> (PresentationStage, RecordingController) {
        let root = RecordingController("A", log: log)
        let stage = PresentationStage(root: root)
        log.entries = []
        return (stage, root)
    }

    @Test func testFullScreenPresentationSlidesUpAndCallsDidAppearAndCompletionWhenItEnds() {
        let log = CallbackLog()
        let (stage, root) = makeStage(log)
        let presented = RecordingController("B", log: log)
        presented.modalPresentationStyle = .fullScreen
        presented.recordsFlags = true
        root.present(presented, animated: true) { log.append("completion") }
        #expect(log.entries == ["B.viewDidLoad", "A.viewWillDisappear", "B.viewWillAppear presented=true dismissed=false"])
        let patch = stage.scene.finishTurn()
        #expect(log.entries.count == 3, "nothing more until the slide ends")
        let slide = patch?.animations.first { $0.id == presented.view.renderNodeID && $0.kind == .properties }
        #expect(slide?.from.first { $0.key == .frame }?.value == .rect(x: 0, y: 844, width: 390, height: 844))
        #expect(slide?.duration == 0.5)
        #expect(presented.view.frame == CGRect(x: 0, y: 0, width: 390, height: 844), "the model is at the end at once")
        #expect(presented.view.layer.presentation()?.frame.minY == 844)
        stage.scene.clock.advance(by: 0.25)
        let midway = presented.view.layer.presentation()?.frame.minY ?? 0
        #expect(midway > 0 && midway < 844)
        #expect(presented.isBeingPresented)
        #expect(root.view.window === stage.window, "the presenter shows until the slide ends")
        stage.scene.clock.advance(by: 0.26)
        #expect(log.entries == ["B.viewDidLoad", "A.viewWillDisappear", "B.viewWillAppear presented=true dismissed=false",
                                "B.viewDidAppear presented=true dismissed=false", "A.viewDidDisappear", "completion"])
        #expect(!presented.isBeingPresented)
        #expect(presented.view.layer.presentation()?.frame == CGRect(x: 0, y: 0, width: 390, height: 844))
        #expect(root.view.window == nil)
    }

    @Test func testFullScreenDismissalSlidesDownAndCallsCompletionAfterViewDidDisappear() {
        let log = CallbackLog()
        let (stage, root) = makeStage(log)
        let presented = RecordingController("B", log: log)
        presented.modalPresentationStyle = .fullScreen
        root.present(presented, animated: false)
        stage.finishTurn()
        log.entries = []
        presented.recordsFlags = true
        root.dismiss(animated: true) { log.append("completion") }
        #expect(log.entries == ["B.viewWillDisappear presented=false dismissed=true", "A.viewWillAppear"])
        #expect(root.view.window === stage.window, "the presenter is back under the presented view")
        _ = stage.scene.finishTurn()
        stage.scene.clock.advance(by: 0.25)
        let midway = presented.view.layer.presentation()?.frame.minY ?? 0
        #expect(midway > 0 && midway < 844)
        #expect(presented.isBeingDismissed)
        #expect(log.entries.count == 2)
        stage.scene.clock.advance(by: 0.26)
        #expect(log.entries == ["B.viewWillDisappear presented=false dismissed=true", "A.viewWillAppear", "A.viewDidAppear",
                                "B.viewDidDisappear presented=false dismissed=true", "completion"])
        #expect(presented.view.window == nil)
        #expect(!presented.isBeingDismissed)
        #expect(root.presentedViewController == nil)
    }

    @Test func testPageSheetRisesFromTheBottomWithTheDimmingViewFadingIn() {
        let log = CallbackLog()
        let (stage, root) = makeStage(log)
        let presented = RecordingController("B", log: log)
        presented.modalPresentationStyle = .pageSheet
        root.present(presented, animated: true) { log.append("completion") }
        #expect(log.entries == ["B.viewDidLoad", "B.viewWillAppear"], "a sheet leaves the presenter shown")
        _ = stage.scene.finishTurn()
        let sheet = presented.view.superview!
        let dimming = sheet.superview!.subviews.first!
        let resting = sheet.frame
        #expect(resting.minY < 844)
        #expect(sheet.layer.presentation()?.frame.minY == 844)
        #expect(dimming.layer.presentation()?.opacity == 0)
        stage.scene.clock.advance(by: 0.25)
        let midway = sheet.layer.presentation()?.frame.minY ?? 0
        #expect(midway > resting.minY && midway < 844)
        let fading = dimming.layer.presentation()?.opacity ?? 0
        #expect(fading > 0 && fading < 1)
        stage.scene.clock.advance(by: 0.26)
        #expect(log.entries == ["B.viewDidLoad", "B.viewWillAppear", "B.viewDidAppear", "completion"])
        #expect(sheet.layer.presentation()?.frame == resting)
        #expect(dimming.alpha == 1)
        log.entries = []
        root.dismiss(animated: true) { log.append("dismissed") }
        _ = stage.scene.finishTurn()
        stage.scene.clock.advance(by: 0.25)
        #expect((sheet.layer.presentation()?.frame.minY ?? 0) > resting.minY, "the sheet slides down")
        #expect(log.entries == ["B.viewWillDisappear"])
        stage.scene.clock.advance(by: 0.26)
        #expect(log.entries == ["B.viewWillDisappear", "B.viewDidDisappear", "dismissed"])
        #expect(presented.view.window == nil)
    }

    @Test func testASheetDraggedAwaySlidesOnDownFromTheFingerBeforeItsControllerDisappears() {
        let log = CallbackLog()
        let (stage, root) = makeStage(log)
        let presented = RecordingController("B", log: log)
        root.present(presented, animated: false)
        stage.finishTurn()
        log.entries = []
        var time: TimeInterval = 100
        var y: CGFloat = 300
        func touch(_ phase: UITouch.Phase) {
            try? stage.scene.handleTouches(phase, [TouchInput(pointerID: 5, location: CGPoint(x: 195, y: y))], timestamp: time)
            _ = stage.scene.finishTurn()
        }
        touch(.began)
        while y < 760 {
            y += 20
            time += 0.05
            touch(.moved)
        }
        let sheet = presented.view.superview!
        let released = sheet.frame.minY
        #expect(released > 400, "the sheet followed the finger")
        time += 0.05
        touch(.ended)
        #expect(log.entries == ["B.viewWillDisappear"])
        #expect(sheet.layer.presentation()?.frame.minY == released)
        stage.scene.clock.advance(by: 0.1)
        let sliding = sheet.layer.presentation()?.frame.minY ?? 0
        #expect(sliding > released && sliding < 844)
        #expect(presented.view.window != nil)
        stage.scene.clock.advance(by: 0.2)
        #expect(log.entries == ["B.viewWillDisappear", "B.viewDidDisappear"])
        #expect(presented.view.window == nil)
        #expect(root.presentedViewController == nil)
    }

    @Test func testAnimateChangesMovesTheSheetToItsNewDetentOverTime() {
        let log = CallbackLog()
        let (stage, root) = makeStage(log)
        let presented = RecordingController("B", log: log)
        presented.sheetPresentationController?.detents = [.medium(), .large()]
        root.present(presented, animated: false)
        stage.finishTurn()
        let sheet = presented.view.superview!
        #expect(sheet.frame.minY == 422)
        presented.sheetPresentationController?.animateChanges {
            presented.sheetPresentationController?.selectedDetentIdentifier = .large
        }
        #expect(sheet.frame.minY == 30, "the model is at the new detent at once")
        _ = stage.scene.finishTurn()
        stage.scene.clock.advance(by: 0.1)
        let moving = sheet.layer.presentation()?.frame.minY ?? 0
        #expect(moving > 30 && moving < 422)
        stage.scene.clock.advance(by: 0.41)
        #expect(sheet.layer.presentation()?.frame.minY == 30)
    }

    @Test func testCrossDissolveFadesThePresentedViewInAndOut() {
        let log = CallbackLog()
        let (stage, root) = makeStage(log)
        let presented = RecordingController("B", log: log)
        presented.modalPresentationStyle = .overFullScreen
        presented.modalTransitionStyle = .crossDissolve
        var finished: [String] = []
        root.present(presented, animated: true) { finished.append("presented") }
        _ = stage.scene.finishTurn()
        #expect(presented.view.frame == CGRect(x: 0, y: 0, width: 390, height: 844), "it does not move")
        stage.scene.clock.advance(by: 0.175)
        let opacity = presented.view.layer.presentation()?.opacity ?? 0
        #expect(opacity > 0 && opacity < 1)
        stage.scene.clock.advance(by: 0.18)
        #expect(finished == ["presented"])
        #expect(presented.view.alpha == 1)
        root.dismiss(animated: true) { finished.append("dismissed") }
        _ = stage.scene.finishTurn()
        stage.scene.clock.advance(by: 0.175)
        #expect((presented.view.layer.presentation()?.opacity ?? 1) < 1)
        #expect(finished == ["presented"])
        stage.scene.clock.advance(by: 0.18)
        #expect(finished == ["presented", "dismissed"])
        #expect(presented.view.alpha == 1, "the view can be presented again")
    }

    @Test func testFlipHorizontalTurnsTheScreenOver() {
        let log = CallbackLog()
        let (stage, root) = makeStage(log)
        let presented = RecordingController("B", log: log)
        presented.modalPresentationStyle = .fullScreen
        presented.modalTransitionStyle = .flipHorizontal
        root.present(presented, animated: true) { log.append("completion") }
        let patch = stage.scene.finishTurn()
        let flip = patch?.animations.first { $0.kind == .transition }
        #expect(flip?.id == stage.window.renderNodeID)
        #expect(flip?.style == .flipRight)
        #expect(flip?.duration == 0.75)
        stage.scene.clock.advance(by: 0.7)
        #expect(!log.entries.contains("completion"))
        stage.scene.clock.advance(by: 0.06)
        #expect(log.entries.suffix(2) == ["A.viewDidDisappear", "completion"])
    }

    @Test func testPartialCurlIsDrawnAsCoverVerticalWithANote() {
        let log = CallbackLog()
        let (stage, root) = makeStage(log)
        let presented = RecordingController("B", log: log)
        presented.modalPresentationStyle = .fullScreen
        presented.modalTransitionStyle = .partialCurl
        let notes = warnings {
            root.present(presented, animated: true)
            _ = stage.scene.finishTurn()
        }
        #expect(notes.contains { $0.contains("partialCurl") })
        #expect(presented.view.layer.presentation()?.frame.minY == 844)
    }

    @Test func testAlertFadesInFromALargerScaleAndFadesOut() {
        let root = UIViewController()
        let stage = PresentationStage(root: root)
        let alert = UIAlertController(title: "Title", message: nil, preferredStyle: .alert)
        alert.addAction(UIAlertAction(title: "OK", style: .default))
        var events: [String] = []
        root.present(alert, animated: true) { events.append("presented") }
        _ = stage.scene.finishTurn()
        let start = alert.view.layer.presentation()
        #expect(start?.opacity == 0)
        #expect(alert.view.transform == .identity, "the model is at the end at once")
        #expect(abs((start?.affineTransform().a ?? 0) - 1.2) < 0.001)
        stage.scene.clock.advance(by: 0.31)
        #expect(events == ["presented"])
        root.dismiss(animated: true) { events.append("dismissed") }
        _ = stage.scene.finishTurn()
        stage.scene.clock.advance(by: 0.1)
        let fading = alert.view.layer.presentation()?.opacity ?? 0
        #expect(fading > 0 && fading < 1)
        #expect(events == ["presented"])
        stage.scene.clock.advance(by: 0.11)
        #expect(events == ["presented", "dismissed"])
        #expect(alert.view.window == nil)
    }

    @Test func testTouchesAreIgnoredWhileThePresentationAnimates() {
        let log = CallbackLog()
        let (stage, root) = makeStage(log)
        var taps = 0
        let button = UIButton(type: .system)
        button.frame = CGRect(x: 0, y: 400, width: 390, height: 100)
        button.addAction(UIAction { _ in taps += 1 }, for: .touchUpInside)
        root.view.addSubview(button)
        let presented = RecordingController("B", log: log)
        presented.modalPresentationStyle = .overFullScreen
        presented.view.backgroundColor = nil
        let inner = UIButton(type: .system)
        inner.frame = CGRect(x: 0, y: 400, width: 390, height: 100)
        inner.addAction(UIAction { _ in taps += 10 }, for: .touchUpInside)
        presented.view.addSubview(inner)
        root.present(presented, animated: true)
        _ = stage.scene.finishTurn()
        stage.scene.clock.advance(by: 0.1)
        stage.tap(button)
        _ = stage.scene.finishTurn()
        #expect(taps == 0, "neither the presenter nor the presented view gets the tap")
        stage.scene.clock.advance(by: 0.5)
        _ = stage.scene.finishTurn()
        stage.tap(inner)
        _ = stage.scene.finishTurn()
        #expect(taps == 10)
    }

    @Test func testTheCoordinatorAnimatesAlongsideThePresentation() {
        let log = CallbackLog()
        let (stage, root) = makeStage(log)
        let badge = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        root.view.addSubview(badge)
        let presented = RecordingController("B", log: log)
        presented.modalPresentationStyle = .overFullScreen
        root.present(presented, animated: true) { log.append("completion") }
        let coordinator = presented.transitionCoordinator
        #expect(coordinator?.isAnimated == true)
        #expect(root.transitionCoordinator != nil, "the presenter sees the same transition")
        coordinator?.animate(alongsideTransition: { context in
            log.append("alongside \(context.transitionDuration)")
            badge.alpha = 0
        }, completion: { context in
            log.append("coordinator completion cancelled=\(context.isCancelled)")
        })
        let patch = stage.scene.finishTurn()
        #expect(patch?.animations.contains { $0.id == badge.renderNodeID && $0.duration == 0.5 } == true)
        stage.scene.clock.advance(by: 0.51)
        #expect(log.entries.suffix(4) == ["alongside 0.5", "coordinator completion cancelled=false", "B.viewDidAppear",
                                          "completion"])
        #expect(presented.transitionCoordinator == nil)
    }

    @Test func testAnAnimatedPresentationKeepsTheSceneBusyUntilItEnds() {
        let log = CallbackLog()
        let (stage, root) = makeStage(log)
        root.present(RecordingController("B", log: log), animated: true)
        _ = stage.scene.finishTurn()
        #expect(stage.scene.clock.isBusy, "automated actions wait for the presentation")
        stage.scene.clock.advance(by: 0.51)
        #expect(!stage.scene.clock.isBusy)
    }

    @Test func testAPresentationWithoutAnimationEndsWithTheTurn() {
        let log = CallbackLog()
        let (stage, root) = makeStage(log)
        let presented = RecordingController("B", log: log)
        presented.modalPresentationStyle = .fullScreen
        root.present(presented, animated: false) { log.append("completion") }
        let patch = stage.scene.finishTurn()
        #expect(log.entries == ["B.viewDidLoad", "A.viewWillDisappear", "B.viewWillAppear", "B.viewDidAppear",
                                "A.viewDidDisappear", "completion"])
        #expect(patch?.animations.isEmpty == true)
        #expect(presented.transitionCoordinator == nil)
    }
}
