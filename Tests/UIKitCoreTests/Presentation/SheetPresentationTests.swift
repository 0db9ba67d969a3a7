import Testing
@_spi(Host) import UIKitCore
import UIKit

/// Records the calls of a presentation controller's delegate in a log.
@MainActor
final class RecordingSheetDelegate: UISheetPresentationControllerDelegate {
    let log: CallbackLog
    var allowsDismissal = true

    init(log: CallbackLog) { self.log = log }

    func presentationControllerShouldDismiss(_ presentationController: UIPresentationController) -> Bool {
        log.append("delegate.shouldDismiss")
        return allowsDismissal
    }
    func presentationControllerWillDismiss(_ presentationController: UIPresentationController) {
        log.append("delegate.willDismiss")
    }
    func presentationControllerDidDismiss(_ presentationController: UIPresentationController) {
        log.append("delegate.didDismiss")
    }
    func presentationControllerDidAttemptToDismiss(_ presentationController: UIPresentationController) {
        log.append("delegate.didAttemptToDismiss")
    }
    func sheetPresentationControllerDidChangeSelectedDetentIdentifier(_ sheetPresentationController: UISheetPresentationController) {
        log.append("delegate.didChangeSelectedDetent \(sheetPresentationController.selectedDetentIdentifier?.rawValue ?? "nil")")
    }
}

extension PresentationStage {
    /// A one-finger vertical drag at `x` from `fromY` to `toY`, 10 points every 50 ms (a slow
    /// drag, no flick), lifting at the end unless `lifts` is false.
    func drag(x: CGFloat = 195, from fromY: CGFloat, to toY: CGFloat, lifts: Bool = true, pointer: Int = 7) {
        let step: CGFloat = toY > fromY ? 10 : -10
        var time: TimeInterval = 100
        var y = fromY
        try? scene.handleTouches(.began, [TouchInput(pointerID: pointer, location: CGPoint(x: x, y: y))], timestamp: time)
        while y != toY {
            y = step > 0 ? min(y + step, toY) : max(y + step, toY)
            time += 0.05
            try? scene.handleTouches(.moved, [TouchInput(pointerID: pointer, location: CGPoint(x: x, y: y))], timestamp: time)
        }
        guard lifts else { return }
        try? scene.handleTouches(.ended, [TouchInput(pointerID: pointer, location: CGPoint(x: x, y: y))], timestamp: time + 0.05)
    }

    /// The frame of a view in window coordinates.
    func frameInWindow(_ view: UIView) -> CGRect {
        view.convert(view.bounds, to: nil)
    }
}

/// A root controller presenting a recording sheet controller with a recording delegate.
@MainActor
struct SheetFixture {
    let log = CallbackLog()
    let root: RecordingController
    let sheet: RecordingController
    let delegate: RecordingSheetDelegate
    let stage: PresentationStage

    init(style: UIModalPresentationStyle = .pageSheet, configure: (UIViewController) -> Void = { _ in }) {
        root = RecordingController("root", log: log)
        sheet = RecordingController("sheet", log: log)
        sheet.modalPresentationStyle = style
        delegate = RecordingSheetDelegate(log: log)
        sheet.presentationController?.delegate = delegate
        configure(sheet)
        stage = PresentationStage(root: root)
        root.present(sheet, animated: false)
        stage.finishTurn()
        log.entries.removeAll()
    }
}

@MainActor
struct SheetPresentationTests {
    // MARK: Presentation controllers

    @Test func testPresentationControllerMadeBeforePresentingManagesThePresentation() {
        let root = UIViewController()
        let sheet = UIViewController()
        sheet.modalPresentationStyle = .pageSheet
        let before = sheet.presentationController
        let stage = PresentationStage(root: root)
        root.present(sheet, animated: false)
        stage.finishTurn()
        let controller = sheet.sheetPresentationController
        #expect(controller != nil && controller === before)
        #expect(controller?.presentedViewController === sheet)
        #expect(controller?.presentingViewController === root)
        #expect(controller?.presentedView === sheet.view)
        #expect(controller?.containerView != nil && sheet.view.isDescendant(of: controller!.containerView!))
    }

    @Test func testOnlySheetStylesHaveASheetPresentationController() {
        let fullScreen = UIViewController()
        fullScreen.modalPresentationStyle = .fullScreen
        let formSheet = UIViewController()
        formSheet.modalPresentationStyle = .formSheet
        #expect(fullScreen.presentationController != nil)
        #expect(fullScreen.sheetPresentationController == nil)
        #expect(formSheet.sheetPresentationController != nil)
        #expect(UIViewController().sheetPresentationController != nil)
    }

    // MARK: Dragging to dismiss

    @Test func testDraggingASheetMovesItWithTheFinger() {
        let fixture = SheetFixture()
        #expect(fixture.stage.frameInWindow(fixture.sheet.view).minY == 30)
        fixture.stage.drag(from: 300, to: 500, lifts: false)
        fixture.stage.finishTurn()
        #expect(fixture.stage.frameInWindow(fixture.sheet.view).minY == 230)
    }

    @Test func testDraggingASheetDownPastTheThresholdDismissesItInUIKitOrder() {
        let fixture = SheetFixture()
        fixture.stage.drag(from: 300, to: 800)
        fixture.stage.finishTurn()
        #expect(fixture.log.entries == ["delegate.shouldDismiss", "delegate.willDismiss", "sheet.viewWillDisappear",
                                        "sheet.viewDidDisappear", "delegate.didDismiss"])
        #expect(fixture.root.presentedViewController == nil)
        #expect(fixture.sheet.viewIfLoaded?.window == nil)
    }

    @Test func testAFlickDownDismissesASheetBeforeTheThreshold() {
        let fixture = SheetFixture()
        var time: TimeInterval = 50
        for (phase, y) in [(UITouch.Phase.began, 300.0), (.moved, 340), (.moved, 380), (.moved, 420), (.ended, 420)] {
            try? fixture.stage.scene.handleTouches(phase, [TouchInput(pointerID: 3, location: CGPoint(x: 195, y: y))], timestamp: time)
            time += 0.01
        }
        fixture.stage.finishTurn()
        #expect(fixture.log.entries == ["delegate.shouldDismiss", "delegate.willDismiss", "sheet.viewWillDisappear",
                                        "sheet.viewDidDisappear", "delegate.didDismiss"])
    }

    @Test func testASheetReleasedBeforeTheThresholdSpringsBack() {
        let fixture = SheetFixture()
        fixture.stage.drag(from: 300, to: 450)
        fixture.stage.finishTurn()
        #expect(fixture.log.entries == ["delegate.shouldDismiss", "delegate.willDismiss", "sheet.viewWillDisappear",
                                        "sheet.viewWillAppear", "sheet.viewDidAppear"])
        #expect(fixture.root.presentedViewController === fixture.sheet)
        #expect(fixture.stage.frameInWindow(fixture.sheet.view).minY == 30)
    }

    @Test func testModalInPresentationSheetResistsAndReportsTheAttempt() {
        let fixture = SheetFixture { $0.isModalInPresentation = true }
        fixture.stage.drag(from: 300, to: 800, lifts: false)
        fixture.stage.finishTurn()
        let top = fixture.stage.frameInWindow(fixture.sheet.view).minY
        // A 500-point pull moves the sheet a little.
        #expect(top > 30 && top < 80)
        #expect(fixture.log.entries.isEmpty)
        try? fixture.stage.scene.handleTouches(.ended, [TouchInput(pointerID: 7, location: CGPoint(x: 195, y: 800))], timestamp: 200)
        fixture.stage.finishTurn()
        #expect(fixture.log.entries == ["delegate.didAttemptToDismiss"])
        #expect(fixture.root.presentedViewController === fixture.sheet)
        #expect(fixture.stage.frameInWindow(fixture.sheet.view).minY == 30)
    }

    @Test func testModalInPresentationOfAContainedControllerRefusesDismissal() {
        let log = CallbackLog()
        let root = UIViewController()
        let content = UIViewController()
        content.isModalInPresentation = true
        let navigation = UINavigationController(rootViewController: content)
        let delegate = RecordingSheetDelegate(log: log)
        navigation.presentationController?.delegate = delegate
        let stage = PresentationStage(root: root)
        root.present(navigation, animated: false)
        stage.finishTurn()
        stage.drag(from: 400, to: 800)
        stage.finishTurn()
        #expect(log.entries == ["delegate.didAttemptToDismiss"])
        #expect(root.presentedViewController === navigation)
    }

    @Test func testShouldDismissFalseRefusesDismissalAndReportsTheAttempt() {
        let fixture = SheetFixture()
        fixture.delegate.allowsDismissal = false
        fixture.stage.drag(from: 300, to: 800)
        fixture.stage.finishTurn()
        #expect(fixture.log.entries == ["delegate.shouldDismiss", "delegate.didAttemptToDismiss"])
        #expect(fixture.root.presentedViewController === fixture.sheet)
    }

    @Test func testProgrammaticDismissalCallsNoDelegateMethods() {
        let fixture = SheetFixture()
        fixture.root.dismiss(animated: false)
        fixture.stage.finishTurn()
        #expect(fixture.log.entries == ["sheet.viewWillDisappear", "sheet.viewDidDisappear"])
    }

    @Test func testAPanBeginningOnASliderDragsTheSliderNotTheSheet() {
        let slider = UISlider(frame: CGRect(x: 20, y: 100, width: 350, height: 30))
        let fixture = SheetFixture { $0.view.addSubview(slider) }
        slider.value = 0.5
        fixture.stage.finishTurn()
        let thumb = fixture.stage.frameInWindow(slider)
        fixture.stage.drag(x: thumb.midX, from: thumb.midY, to: thumb.midY + 300)
        fixture.stage.finishTurn()
        #expect(fixture.log.entries.isEmpty)
        #expect(fixture.root.presentedViewController === fixture.sheet)
        #expect(fixture.stage.frameInWindow(fixture.sheet.view).minY == 30)
    }

    // MARK: Detents

    @Test func testMediumSheetIsHalfTheWindowHighWithAGrabber() {
        let fixture = SheetFixture { controller in
            controller.sheetPresentationController?.detents = [.medium(), .large()]
            controller.sheetPresentationController?.prefersGrabberVisible = true
        }
        #expect(fixture.stage.frameInWindow(fixture.sheet.view) == CGRect(x: 0, y: 422, width: 390, height: 422))
        let grabber = fixture.stage.view("sheet-grabber")
        #expect(grabber?.isHidden == false)
        #expect(grabber.map(fixture.stage.frameInWindow) == CGRect(x: 177, y: 427, width: 36, height: 5))
    }

    @Test func testSelectingADetentProgrammaticallyMovesTheSheetWithoutTheDelegate() {
        let fixture = SheetFixture { $0.sheetPresentationController?.detents = [.medium(), .large()] }
        fixture.sheet.sheetPresentationController?.animateChanges {
            fixture.sheet.sheetPresentationController?.selectedDetentIdentifier = .large
        }
        #expect(fixture.stage.frameInWindow(fixture.sheet.view) == CGRect(x: 0, y: 30, width: 390, height: 814))
        #expect(fixture.log.entries.isEmpty)
    }

    @Test func testDraggingBetweenDetentsSnapsToTheNearestAndTellsTheDelegate() {
        let fixture = SheetFixture { $0.sheetPresentationController?.detents = [.medium(), .large()] }
        let controller = fixture.sheet.sheetPresentationController
        fixture.stage.drag(from: 500, to: 200)
        fixture.stage.finishTurn()
        #expect(controller?.selectedDetentIdentifier == .large)
        #expect(fixture.stage.frameInWindow(fixture.sheet.view).minY == 30)
        fixture.stage.drag(from: 100, to: 350)
        fixture.stage.finishTurn()
        #expect(controller?.selectedDetentIdentifier == .medium)
        #expect(fixture.stage.frameInWindow(fixture.sheet.view).minY == 422)
        #expect(fixture.log.entries == ["delegate.didChangeSelectedDetent com.apple.UIKit.large",
                                        "delegate.didChangeSelectedDetent com.apple.UIKit.medium"])
    }

    @Test func testDraggingBelowTheSmallestDetentDismisses() {
        let fixture = SheetFixture { $0.sheetPresentationController?.detents = [.medium(), .large()] }
        fixture.stage.drag(from: 500, to: 800)
        fixture.stage.finishTurn()
        #expect(fixture.log.entries == ["delegate.shouldDismiss", "delegate.willDismiss", "sheet.viewWillDisappear",
                                        "sheet.viewDidDisappear", "delegate.didDismiss"])
    }

    @Test func testCustomDetentResolvesItsHeight() {
        let fixture = SheetFixture { controller in
            controller.sheetPresentationController?.detents = [.custom(identifier: .init("small")) { $0.maximumDetentValue / 4 }]
        }
        #expect(fixture.stage.frameInWindow(fixture.sheet.view) == CGRect(x: 0, y: 844 - 203.5, width: 390, height: 203.5))
    }

    @Test func testContentBehindAnUndimmedDetentStaysInteractive() {
        let fixture = SheetFixture { controller in
            controller.sheetPresentationController?.detents = [.medium(), .large()]
            controller.sheetPresentationController?.largestUndimmedDetentIdentifier = .medium
        }
        let point = CGPoint(x: 195, y: 200)
        #expect(fixture.stage.window.hitTest(point, with: nil) === fixture.root.view)
        fixture.sheet.sheetPresentationController?.selectedDetentIdentifier = .large
        fixture.stage.finishTurn()
        #expect(fixture.stage.window.hitTest(point, with: nil) !== fixture.root.view)
        #expect(fixture.stage.window.hitTest(CGPoint(x: 195, y: 10), with: nil) !== fixture.root.view)
    }
}
