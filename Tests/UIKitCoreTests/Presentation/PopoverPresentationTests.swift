import Testing
@_spi(Host) import UIKitCore
import UIKit

/// Records the calls of a popover presentation controller's delegate in a log, and answers
/// `adaptivePresentationStyle(for:traitCollection:)` with `style`.
@MainActor
final class RecordingPopoverDelegate: UIPopoverPresentationControllerDelegate {
    let log: CallbackLog
    var style: UIModalPresentationStyle
    var allowsDismissal = true
    /// Makes the controller shown in place of the presented one when the popover adapts.
    var makeReplacement: ((UIPresentationController) -> UIViewController)?
    var repositionedRect: CGRect?

    init(log: CallbackLog, style: UIModalPresentationStyle = .none) {
        self.log = log
        self.style = style
    }

    func adaptivePresentationStyle(for controller: UIPresentationController,
                                   traitCollection: UITraitCollection) -> UIModalPresentationStyle {
        log.append("delegate.adaptivePresentationStyle compact=\(traitCollection.horizontalSizeClass == .compact)")
        return style
    }
    func presentationController(_ controller: UIPresentationController,
                                viewControllerForAdaptivePresentationStyle style: UIModalPresentationStyle) -> UIViewController? {
        log.append("delegate.viewControllerForAdaptivePresentationStyle \(style.rawValue)")
        return makeReplacement?(controller)
    }
    func presentationController(_ presentationController: UIPresentationController,
                                willPresentWithAdaptiveStyle style: UIModalPresentationStyle,
                                transitionCoordinator: (any UIViewControllerTransitionCoordinator)?) {
        log.append("delegate.willPresentWithAdaptiveStyle \(style.rawValue) coordinated=\(transitionCoordinator != nil)")
    }
    func prepareForPopoverPresentation(_ popoverPresentationController: UIPopoverPresentationController) {
        log.append("delegate.prepareForPopoverPresentation")
    }
    func popoverPresentationControllerShouldDismissPopover(_ popoverPresentationController: UIPopoverPresentationController) -> Bool {
        log.append("delegate.shouldDismissPopover")
        return true
    }
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
    func popoverPresentationControllerDidDismissPopover(_ popoverPresentationController: UIPopoverPresentationController) {
        log.append("delegate.didDismissPopover")
    }
    func popoverPresentationController(_ popoverPresentationController: UIPopoverPresentationController,
                                       willRepositionPopoverTo rect: UnsafeMutablePointer<CGRect>,
                                       in view: AutoreleasingUnsafeMutablePointer<UIView>) {
        log.append("delegate.willRepositionPopover")
        if let repositionedRect { rect.pointee = repositionedRect }
    }
}

/// A delegate that answers only the older `adaptivePresentationStyle(for:)`.
@MainActor
final class OlderAdaptiveDelegate: UIAdaptivePresentationControllerDelegate {
    var asked = 0
    func adaptivePresentationStyle(for controller: UIPresentationController) -> UIModalPresentationStyle {
        asked += 1
        return .none
    }
}

/// A root controller with buttons near the top and the bottom of a 390 x 844 window, to anchor
/// popovers on.
@MainActor
struct PopoverFixture {
    let log = CallbackLog()
    let root: RecordingController
    let popover: RecordingController
    let delegate: RecordingPopoverDelegate
    let topButton = UIButton(type: .system)
    let bottomButton = UIButton(type: .system)
    let stage: PresentationStage

    init(style: UIModalPresentationStyle = .none) {
        root = RecordingController("root", log: log)
        popover = RecordingController("popover", log: log)
        delegate = RecordingPopoverDelegate(log: log, style: style)
        stage = PresentationStage(root: root)
        topButton.frame = CGRect(x: 145, y: 100, width: 100, height: 44)
        bottomButton.frame = CGRect(x: 145, y: 740, width: 100, height: 44)
        root.view.addSubview(topButton)
        root.view.addSubview(bottomButton)
        popover.modalPresentationStyle = .popover
        popover.popoverPresentationController?.delegate = delegate
        stage.finishTurn()
        log.entries.removeAll()
    }

    /// Presents the popover from a source view, animated, and lets the animation end.
    func present(from source: UIView, size: CGSize = CGSize(width: 200, height: 150)) {
        popover.preferredContentSize = size
        popover.popoverPresentationController?.sourceView = source
        root.present(popover, animated: true)
        stage.finishTurn()
    }

    var popoverFrame: CGRect { stage.frameInWindow(popover.view) }
}

@MainActor
struct PopoverPresentationTests {
    // MARK: The popover presentation controller

    @Test func testPopoverPresentationControllerExistsOnlyForThePopoverStyle() throws {
        let plain = UIViewController()
        #expect(plain.popoverPresentationController == nil)
        plain.modalPresentationStyle = .pageSheet
        #expect(plain.popoverPresentationController == nil)
        plain.modalPresentationStyle = .fullScreen
        #expect(plain.popoverPresentationController == nil)
        plain.modalPresentationStyle = .popover
        let popover = try #require(plain.popoverPresentationController)
        #expect(plain.popoverPresentationController === popover, "made once, on first ask")
        #expect(plain.presentationController === popover)
        #expect(plain.sheetPresentationController == nil)
        #expect(popover.presentedViewController === plain)
        #expect(popover.permittedArrowDirections == .any)
        #expect(popover.arrowDirection == .unknown)
        #expect(popover.sourceRect.isNull)
        #expect(popover.popoverLayoutMargins == UIEdgeInsets(top: 10, left: 10, bottom: 10, right: 10))
        #expect(!popover.canOverlapSourceViewRect)
    }

    @Test func testActionSheetsAndActivityViewControllersHaveAPopoverPresentationController() {
        #expect(UIAlertController(title: "T", message: nil, preferredStyle: .actionSheet).popoverPresentationController != nil)
        #expect(UIAlertController(title: "T", message: nil, preferredStyle: .alert).popoverPresentationController == nil)
        let share = UIActivityViewController(activityItems: ["text"], applicationActivities: nil)
        share.popoverPresentationController?.sourceView = UIView()
        #expect(share.popoverPresentationController?.sourceView != nil)
        #expect(share.sheetPresentationController != nil, "on a phone it is still a sheet")
    }

    @Test func testTheBarButtonItemIsTheSourceItem() {
        let item = UIBarButtonItem(title: "Info", style: .plain, target: nil, action: nil)
        let controller = UIViewController()
        controller.modalPresentationStyle = .popover
        controller.popoverPresentationController?.barButtonItem = item
        #expect(controller.popoverPresentationController?.sourceItem === item)
    }

    // MARK: Adapting

    @Test func testWithoutADelegateThePopoverAdaptsToASheet() {
        let fixture = PopoverFixture()
        fixture.popover.popoverPresentationController?.delegate = nil
        fixture.present(from: fixture.topButton)
        #expect(fixture.root.presentedViewController === fixture.popover)
        #expect(fixture.popoverFrame == CGRect(x: 0, y: 30, width: 390, height: 814), "a sheet, as a page sheet is")
        #expect(fixture.popover.popoverPresentationController?.arrowDirection == .unknown)
        #expect(fixture.popover.presentationController === fixture.popover.popoverPresentationController)
    }

    @Test func testADelegateThatAdaptsToASheetHearsTheStyleBeforeTheAppearanceCallbacks() {
        let fixture = PopoverFixture(style: .formSheet)
        fixture.present(from: fixture.topButton)
        #expect(fixture.log.entries.filter { $0 != "popover.viewDidLoad" } == [
            "delegate.adaptivePresentationStyle compact=true",
            "delegate.viewControllerForAdaptivePresentationStyle 2",
            "delegate.willPresentWithAdaptiveStyle 2 coordinated=true",
            "popover.viewWillAppear",
            "popover.viewDidAppear",
        ])
        #expect(fixture.popoverFrame.width == 390)
    }

    @Test func testADelegateCanAdaptThePopoverToFullScreen() {
        let fixture = PopoverFixture(style: .fullScreen)
        fixture.present(from: fixture.topButton)
        #expect(fixture.popoverFrame == fixture.stage.window.bounds)
        #expect(fixture.root.view.window == nil, "full screen removes the presenter's views")
        fixture.popover.dismiss(animated: false)
        fixture.stage.finishTurn()
        #expect(fixture.root.view.window === fixture.stage.window)
    }

    @Test func testTheAdaptiveSheetIsShapedByTheAdaptiveSheetPresentationController() throws {
        let fixture = PopoverFixture(style: .formSheet)
        let popover = try #require(fixture.popover.popoverPresentationController)
        popover.adaptiveSheetPresentationController.detents = [.medium()]
        fixture.present(from: fixture.topButton)
        #expect(fixture.popoverFrame.minY == 422, "half the window's height")
    }

    @Test func testADelegateReturningNoneShowsARealPopoverInUIKitsOrder() {
        let fixture = PopoverFixture(style: .none)
        fixture.present(from: fixture.topButton)
        #expect(fixture.log.entries.filter { $0 != "popover.viewDidLoad" } == [
            "delegate.adaptivePresentationStyle compact=true",
            "delegate.prepareForPopoverPresentation",
            "delegate.willPresentWithAdaptiveStyle -1 coordinated=true",
            "popover.viewWillAppear",
            "popover.viewDidAppear",
        ])
        #expect(fixture.root.presentedViewController === fixture.popover)
        #expect(fixture.popover.presentationController === fixture.popover.popoverPresentationController)
        #expect(fixture.root.view.window === fixture.stage.window, "the presenter stays")
    }

    @Test func testTheOlderAdaptiveStyleMethodIsAskedWhenTheTraitCollectionOneIsNotImplemented() {
        let fixture = PopoverFixture()
        let older = OlderAdaptiveDelegate()
        fixture.popover.popoverPresentationController?.delegate = older
        fixture.present(from: fixture.topButton)
        #expect(older.asked == 1)
        #expect(fixture.popover.popoverPresentationController?.arrowDirection == .up)
        #expect(fixture.popoverFrame.size == CGSize(width: 200, height: 150))
    }

    @Test func testTheControllerForTheAdaptiveStyleIsShownInPlaceOfThePresentedOne() throws {
        let fixture = PopoverFixture(style: .formSheet)
        let popover = try #require(fixture.popover.popoverPresentationController)
        var made: UINavigationController?
        fixture.delegate.makeReplacement = { controller in
            let navigation = UINavigationController(rootViewController: controller.presentedViewController)
            made = navigation
            return navigation
        }
        fixture.present(from: fixture.topButton)
        let navigation = try #require(made)
        #expect(fixture.root.presentedViewController === navigation)
        #expect(navigation.view.window === fixture.stage.window)
        #expect(fixture.popover.popoverPresentationController === popover)
        #expect(navigation.presentationController === popover)
        fixture.popover.dismiss(animated: true)
        fixture.stage.finishTurn()
        #expect(fixture.root.presentedViewController == nil)
        #expect(navigation.viewIfLoaded?.window == nil)
    }

    // MARK: Placement

    @Test func testAPopoverBelowASourceNearTheTopPointsItsArrowUp() throws {
        let fixture = PopoverFixture()
        fixture.present(from: fixture.topButton)
        let frame = fixture.popoverFrame
        let source = fixture.stage.frameInWindow(fixture.topButton)
        #expect(fixture.popover.popoverPresentationController?.arrowDirection == .up)
        #expect(frame.size == CGSize(width: 200, height: 150), "the preferred content size")
        #expect(frame.minY > source.maxY && frame.minY <= source.maxY + 20, "just below the source")
        #expect(frame.midX == source.midX, "centred on the source")
    }

    @Test func testAPopoverAboveASourceNearTheBottomPointsItsArrowDown() throws {
        let fixture = PopoverFixture()
        fixture.present(from: fixture.bottomButton)
        let frame = fixture.popoverFrame
        let source = fixture.stage.frameInWindow(fixture.bottomButton)
        #expect(fixture.popover.popoverPresentationController?.arrowDirection == .down)
        #expect(frame.size == CGSize(width: 200, height: 150))
        #expect(frame.maxY < source.minY && frame.maxY >= source.minY - 20, "just above the source")
        #expect(frame.midX == source.midX)
    }

    @Test func testTheSourceRectIsInTheSourceViewsCoordinates() throws {
        let fixture = PopoverFixture()
        fixture.popover.popoverPresentationController?.sourceRect = CGRect(x: 0, y: 0, width: 10, height: 10)
        fixture.present(from: fixture.topButton)
        #expect(fixture.popoverFrame.minY > 110 && fixture.popoverFrame.minY <= 130, "below the small rect, not the button")
    }

    @Test func testPermittedArrowDirectionsChooseTheSide() throws {
        let fixture = PopoverFixture()
        let side = UIView(frame: CGRect(x: 10, y: 400, width: 40, height: 40))
        fixture.root.view.addSubview(side)
        fixture.popover.popoverPresentationController?.permittedArrowDirections = .left
        fixture.present(from: side)
        let frame = fixture.popoverFrame
        #expect(fixture.popover.popoverPresentationController?.arrowDirection == .left)
        #expect(frame.minX > 50 && frame.minX <= 70, "to the right of the source")
        #expect(frame.midY == 420)
    }

    @Test func testAZeroPreferredContentSizeGetsUIKitsDefaultWidthAndStaysInTheWindow() throws {
        let fixture = PopoverFixture()
        fixture.present(from: fixture.topButton, size: .zero)
        let frame = fixture.popoverFrame
        #expect(frame.width == 320)
        #expect(frame.height > 0)
        #expect(fixture.stage.window.bounds.insetBy(dx: 10, dy: 10).contains(frame), "inside the margins")
    }

    @Test func testANavigationControllerInAPopoverTakesItsTopControllersSizeWithTheBar() throws {
        let fixture = PopoverFixture()
        let content = UIViewController()
        content.preferredContentSize = CGSize(width: 200, height: 100)
        let navigation = UINavigationController(rootViewController: content)
        navigation.modalPresentationStyle = .popover
        navigation.popoverPresentationController?.delegate = fixture.delegate
        navigation.popoverPresentationController?.sourceView = fixture.topButton
        fixture.root.present(navigation, animated: false)
        fixture.stage.finishTurn()
        let bar = navigation.navigationBar.frame.height
        #expect(bar > 0)
        #expect(fixture.stage.frameInWindow(navigation.view).size == CGSize(width: 200, height: 100 + bar))
        #expect(content.view.safeAreaLayoutGuide.layoutFrame.height == 100, "the content below the bar has its size")
    }

    @Test func testATallPopoverIsShrunkToTheRoomOnItsSide() throws {
        let fixture = PopoverFixture()
        fixture.present(from: fixture.topButton, size: CGSize(width: 200, height: 2000))
        let frame = fixture.popoverFrame
        #expect(fixture.popover.popoverPresentationController?.arrowDirection == .up)
        #expect(frame.maxY == 834, "10 points above the bottom of the window")
    }

    @Test func testAPopoverOnABarButtonItemPointsAtItsView() throws {
        let log = CallbackLog()
        let content = RecordingController("content", log: log)
        let item = UIBarButtonItem(title: "Info", style: .plain, target: nil, action: nil)
        content.navigationItem.rightBarButtonItem = item
        let navigation = UINavigationController(rootViewController: content)
        let stage = PresentationStage(root: navigation)
        let popover = UIViewController()
        popover.preferredContentSize = CGSize(width: 200, height: 100)
        popover.modalPresentationStyle = .popover
        let delegate = RecordingPopoverDelegate(log: log)
        popover.popoverPresentationController?.delegate = delegate
        popover.popoverPresentationController?.barButtonItem = item
        content.present(popover, animated: false)
        stage.finishTurn()
        let bar = stage.frameInWindow(navigation.navigationBar)
        let frame = stage.frameInWindow(popover.view)
        #expect(popover.popoverPresentationController?.arrowDirection == .up)
        #expect(frame.minY > bar.maxY - 30 && frame.minY <= bar.maxY + 20, "just below the bar")
        #expect(frame.maxX == 380, "at the right, inside the margin")
    }

    @Test func testWithoutAnAnchorAPopoverIsNotPresented() {
        let fixture = PopoverFixture()
        let logged = warnings {
            fixture.root.present(fixture.popover, animated: false)
            fixture.stage.finishTurn()
        }
        #expect(fixture.root.presentedViewController == nil)
        #expect(logged.count == 1 && logged[0].contains("sourceView"))
    }

    @Test func testTheDelegateMayMoveThePopoverWhenTheWindowChangesSize() throws {
        let fixture = PopoverFixture()
        fixture.present(from: fixture.topButton)
        fixture.log.entries.removeAll()
        fixture.delegate.repositionedRect = CGRect(x: 0, y: 200, width: 100, height: 44)
        fixture.stage.scene.updateDisplay(SceneDisplay(width: 600, height: 844, scale: 2, style: .light))
        fixture.stage.finishTurn()
        #expect(fixture.log.entries.filter { $0.hasPrefix("delegate.") } == ["delegate.willRepositionPopover"])
        let source = fixture.stage.frameInWindow(fixture.topButton)
        #expect(fixture.popoverFrame.minY > source.minY + 244, "below the rect the delegate gave")
    }

    // MARK: Dismissing

    @Test func testATapOutsideDismissesThePopoverInUIKitsOrder() {
        let fixture = PopoverFixture()
        fixture.present(from: fixture.topButton)
        fixture.log.entries.removeAll()
        fixture.stage.scene.tap(at: CGPoint(x: 195, y: 600))
        fixture.stage.finishTurn()
        #expect(fixture.log.entries == [
            "delegate.shouldDismissPopover",
            "delegate.shouldDismiss",
            "delegate.willDismiss",
            "popover.viewWillDisappear",
            "popover.viewDidDisappear",
            "delegate.didDismiss",
            "delegate.didDismissPopover",
        ])
        #expect(fixture.root.presentedViewController == nil)
        #expect(fixture.popover.viewIfLoaded?.window == nil)
        #expect(fixture.popover.popoverPresentationController?.arrowDirection == .unknown)
    }

    @Test func testATapInsideThePopoverDoesNotDismissIt() {
        let fixture = PopoverFixture()
        fixture.present(from: fixture.topButton)
        fixture.log.entries.removeAll()
        fixture.stage.tap(fixture.popover.view)
        fixture.stage.finishTurn()
        #expect(fixture.log.entries.isEmpty)
        #expect(fixture.root.presentedViewController === fixture.popover)
    }

    @Test func testTheDelegateCanRefuseATapOutside() {
        let fixture = PopoverFixture()
        fixture.delegate.allowsDismissal = false
        fixture.present(from: fixture.topButton)
        fixture.log.entries.removeAll()
        fixture.stage.scene.tap(at: CGPoint(x: 195, y: 600))
        fixture.stage.finishTurn()
        #expect(fixture.log.entries == ["delegate.shouldDismissPopover", "delegate.shouldDismiss", "delegate.didAttemptToDismiss"])
        #expect(fixture.root.presentedViewController === fixture.popover)
    }

    @Test func testAControllerModalInPresentationIgnoresATapOutside() {
        let fixture = PopoverFixture()
        fixture.popover.isModalInPresentation = true
        fixture.present(from: fixture.topButton)
        fixture.log.entries.removeAll()
        fixture.stage.scene.tap(at: CGPoint(x: 195, y: 600))
        fixture.stage.finishTurn()
        #expect(fixture.log.entries == ["delegate.didAttemptToDismiss"])
        #expect(fixture.root.presentedViewController === fixture.popover)
    }

    @Test func testTouchesOnPassthroughViewsReachThemAndKeepThePopover() {
        let fixture = PopoverFixture()
        var taps = 0
        let passthrough = UIButton(type: .system, primaryAction: UIAction(title: "Through") { _ in taps += 1 })
        passthrough.frame = CGRect(x: 20, y: 600, width: 100, height: 44)
        fixture.root.view.addSubview(passthrough)
        fixture.popover.popoverPresentationController?.passthroughViews = [passthrough]
        fixture.present(from: fixture.topButton)
        fixture.log.entries.removeAll()
        fixture.stage.tap(passthrough)
        fixture.stage.finishTurn()
        #expect(taps == 1)
        #expect(fixture.log.entries.isEmpty)
        #expect(fixture.root.presentedViewController === fixture.popover)
        fixture.stage.tap(fixture.bottomButton)
        fixture.stage.finishTurn()
        #expect(fixture.root.presentedViewController == nil, "other views are outside the popover")
    }

    @Test func testDismissAnimatedRemovesThePopoverWithoutAskingTheDelegate() {
        let fixture = PopoverFixture()
        fixture.present(from: fixture.topButton)
        fixture.log.entries.removeAll()
        var completed = false
        fixture.popover.dismiss(animated: true) { completed = true }
        fixture.stage.finishTurn()
        #expect(fixture.log.entries == ["popover.viewWillDisappear", "popover.viewDidDisappear"])
        #expect(completed)
        #expect(fixture.root.presentedViewController == nil)
        #expect(fixture.stage.window.subviews == [fixture.root.view])
    }

    @Test(arguments: [UIModalPresentationStyle.none, .formSheet])
    func testADismissedPopoverIsDeallocatedWithItsController(style: UIModalPresentationStyle) {
        let fixture = PopoverFixture(style: style)
        weak var weakController: UIViewController?
        weak var weakPopover: UIPopoverPresentationController?
        do {
            let content = UIViewController()
            content.modalPresentationStyle = .popover
            content.popoverPresentationController?.delegate = fixture.delegate
            content.popoverPresentationController?.sourceView = fixture.topButton
            weakController = content
            weakPopover = content.popoverPresentationController
            fixture.root.present(content, animated: true)
            fixture.stage.finishTurn()
        }
        #expect(weakController != nil)
        if style == .none {
            fixture.stage.scene.tap(at: CGPoint(x: 195, y: 820))
        } else {
            fixture.root.dismiss(animated: true)
        }
        fixture.stage.finishTurn()
        #expect(fixture.root.presentedViewController == nil)
        #expect(weakController == nil)
        #expect(weakPopover == nil)
    }

    @Test func testAPopoverCanBePresentedAgain() {
        let fixture = PopoverFixture()
        fixture.present(from: fixture.topButton)
        fixture.popover.dismiss(animated: false)
        fixture.stage.finishTurn()
        fixture.present(from: fixture.bottomButton)
        #expect(fixture.popover.view.window === fixture.stage.window)
        #expect(fixture.popover.popoverPresentationController?.arrowDirection == .down)
    }

    @Test func testAPopoverFadesInAndOut() {
        let fixture = PopoverFixture()
        fixture.popover.preferredContentSize = CGSize(width: 200, height: 150)
        fixture.popover.popoverPresentationController?.sourceView = fixture.topButton
        fixture.root.present(fixture.popover, animated: true)
        _ = fixture.stage.scene.finishTurn()
        let chrome = fixture.popover.view.superview?.superview
        #expect(chrome?.alpha == 1, "the model value is the end of the fade")
        #expect(fixture.stage.scene.animationsEndTime != nil, "a fade is under way")
        fixture.stage.finishTurn()
        #expect(fixture.popover.view.window === fixture.stage.window)
        fixture.popover.dismiss(animated: true)
        _ = fixture.stage.scene.finishTurn()
        #expect(chrome?.alpha == 0, "fading out")
        #expect(fixture.stage.scene.animationsEndTime != nil)
        fixture.stage.finishTurn()
        #expect(fixture.popover.viewIfLoaded?.window == nil)
    }
}
