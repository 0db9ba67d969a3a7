import Testing
@_spi(Host) import UIKitCore
import UIKit

/// Custom presentations through a transitioning delegate, on the scene's manual clock: the
/// delegate's presentation controller places the presented view and hears the transitions begin
/// and end, its animators animate in the container, the coordinator animates alongside, and
/// `UIPercentDrivenInteractiveTransition` holds, finishes and cancels a dismissal or a push.
@MainActor
struct CustomPresentationTests {
    private func makeStage(_ log: CallbackLog) -> (PresentationStage, RecordingController) {
        let root = RecordingController("A", log: log)
        let stage = PresentationStage(root: root)
        log.entries = []
        return (stage, root)
    }

    private func makeCard(_ log: CallbackLog, delegate: CardDelegate) -> RecordingController {
        let card = RecordingController("B", log: log)
        card.modalPresentationStyle = .custom
        card.transitioningDelegate = delegate
        return card
    }

    @Test func testCustomPresentationUsesTheDelegatesControllerAndAnimatorInUIKitOrder() {
        let log = CallbackLog()
        let (stage, root) = makeStage(log)
        let delegate = CardDelegate(log: log)
        let card = makeCard(log, delegate: delegate)
        root.present(card, animated: true) { log.append("completion") }
        #expect(log.entries == ["delegate.presentationController", "B.viewDidLoad", "delegate.animationController presented",
                                "delegate.interactionController presentation", "willBegin", "B.viewWillAppear"])
        #expect(card.presentationController is HalfHeightController)
        log.entries = []
        _ = stage.scene.finishTurn()
        #expect(log.entries.first == "animateTransition presenting")
        let seen = delegate.animator.seen
        #expect(seen?.container === card.presentationController?.containerView)
        #expect(seen?.toView === card.view && seen?.fromView == nil, "the presenter's view stays out of a custom transition")
        #expect(seen?.finalTo == CGRect(x: 0, y: 422, width: 390, height: 422))
        #expect(card.view.frame == CGRect(x: 0, y: 422, width: 390, height: 422))
        stage.scene.clock.advance(by: 0.2)
        let midway = card.view.layer.presentation()?.frame.minY ?? 0
        #expect(abs(midway - 633) < 0.5, "half way up, on a linear curve")
        let dimming = delegate.controller?.dimming
        #expect(abs((dimming?.layer.presentation()?.opacity ?? 0) - 0.5) < 0.01, "the coordinator fades it alongside")
        stage.scene.clock.advance(by: 0.21)
        #expect(log.entries == ["animateTransition presenting", "animation finished=true", "didEnd true",
                                "B.viewDidAppear", "completion"])
        #expect((delegate.controller?.layouts ?? 0) > 0, "the container tells its controller it lays out")
        #expect(root.view.window === stage.window, "the presenter stays")
        log.entries = []
        root.dismiss(animated: true) { log.append("dismissed") }
        #expect(log.entries == ["delegate.animationController dismissed", "delegate.interactionController dismissal",
                                "dismissalWillBegin", "B.viewWillDisappear"])
        _ = stage.scene.finishTurn()
        stage.scene.clock.advance(by: 0.41)
        #expect(log.entries.suffix(4) == ["animation finished=true", "dismissalDidEnd true", "B.viewDidDisappear", "dismissed"])
        #expect(card.view.window == nil)
    }

    @Test func testAControllerHoldsItsTransitioningDelegateWeaklyAndItsOtherSettingsAsSet() {
        let controller = UIViewController()
        #expect(controller.transitioningDelegate == nil && controller.preferredContentSize == .zero)
        #expect(controller.additionalSafeAreaInsets == .zero && controller.toolbarItems == nil && controller.nibName == nil)
        var delegate: CardDelegate? = CardDelegate(log: CallbackLog())
        controller.transitioningDelegate = delegate
        #expect(controller.transitioningDelegate === delegate)
        delegate = nil
        #expect(controller.transitioningDelegate == nil, "UIKit holds the transitioning delegate weakly")
        controller.preferredContentSize = CGSize(width: 320, height: 200)
        controller.additionalSafeAreaInsets = UIEdgeInsets(top: 1, left: 2, bottom: 3, right: 4)
        controller.toolbarItems = [UIBarButtonItem(title: "A", style: .plain, target: nil, action: nil)]
        #expect(controller.preferredContentSize == CGSize(width: 320, height: 200))
        #expect(controller.additionalSafeAreaInsets == UIEdgeInsets(top: 1, left: 2, bottom: 3, right: 4))
        #expect(controller.toolbarItems?.map(\.title) == ["A"])
        #expect(controller.editButtonItem === controller.editButtonItem)
        let fromNib = UIViewController(nibName: "Card", bundle: nil)
        #expect(fromNib.nibName == "Card" && fromNib.nibBundle == nil)
    }

    @Test func testACustomControllerThatRemovesThePresentersViewTellsThePresenter() {
        let log = CallbackLog()
        let (stage, root) = makeStage(log)
        let delegate = CardDelegate(log: log)
        delegate.removesPresentersView = true
        let card = makeCard(log, delegate: delegate)
        root.present(card, animated: true)
        #expect(log.entries.contains("A.viewWillDisappear"))
        _ = stage.scene.finishTurn()
        stage.scene.clock.advance(by: 0.41)
        #expect(log.entries.suffix(2) == ["B.viewDidAppear", "A.viewDidDisappear"])
        #expect(root.view.window == nil)
    }

    @Test func testAPercentDrivenDismissalHoldsWhereItIsUpdatedAndFinishesFromThere() {
        let log = CallbackLog()
        let (stage, root) = makeStage(log)
        let delegate = CardDelegate(log: log)
        let card = makeCard(log, delegate: delegate)
        root.present(card, animated: false)
        stage.finishTurn()
        let interaction = UIPercentDrivenInteractiveTransition()
        delegate.dismissalInteraction = interaction
        log.entries = []
        root.dismiss(animated: true) { log.append("dismissed") }
        _ = stage.scene.finishTurn()
        #expect(card.transitionCoordinator?.isInteractive == true)
        #expect(interaction.duration == 0.4)
        interaction.update(0.5)
        _ = stage.scene.finishTurn()
        #expect(interaction.percentComplete == 0.5)
        #expect(abs((card.view.layer.presentation()?.frame.minY ?? 0) - 633) < 0.5)
        stage.scene.clock.advance(by: 1)
        #expect(card.isBeingDismissed, "a held transition does not end by itself")
        #expect(!log.entries.contains("dismissed"))
        interaction.finish()
        #expect(card.transitionCoordinator?.isInteractive == false)
        stage.scene.clock.advance(by: 0.1)
        #expect(abs((card.view.layer.presentation()?.frame.minY ?? 0) - 738.5) < 0.5)
        stage.scene.clock.advance(by: 0.09)
        #expect(!log.entries.contains("dismissed"))
        stage.scene.clock.advance(by: 0.02)
        #expect(log.entries == ["delegate.animationController dismissed", "delegate.interactionController dismissal",
                                "dismissalWillBegin", "B.viewWillDisappear", "animateTransition dismissing",
                                "animation finished=true", "dismissalDidEnd true", "B.viewDidDisappear", "dismissed"])
        #expect(card.view.window == nil)
    }

    @Test func testACancelledPercentDrivenDismissalPutsThePresentationBackInUIKitOrder() {
        let log = CallbackLog()
        let (stage, root) = makeStage(log)
        let delegate = CardDelegate(log: log)
        let card = makeCard(log, delegate: delegate)
        root.present(card, animated: false)
        stage.finishTurn()
        let interaction = UIPercentDrivenInteractiveTransition()
        interaction.completionSpeed = 2
        delegate.dismissalInteraction = interaction
        log.entries = []
        root.dismiss(animated: true) { log.append("dismissed") }
        _ = stage.scene.finishTurn()
        interaction.update(0.5)
        interaction.cancel()
        #expect(log.entries.last == "B.viewWillAppear", "the controller hears it appears again when the finger lifts")
        _ = stage.scene.finishTurn()
        stage.scene.clock.advance(by: 0.09)
        #expect(log.entries.last == "B.viewWillAppear")
        stage.scene.clock.advance(by: 0.02)
        #expect(log.entries == ["delegate.animationController dismissed", "delegate.interactionController dismissal",
                                "dismissalWillBegin", "B.viewWillDisappear", "animateTransition dismissing",
                                "B.viewWillAppear", "animation finished=true", "dismissalDidEnd false", "B.viewDidAppear"])
        #expect(card.view.frame == CGRect(x: 0, y: 422, width: 390, height: 422))
        #expect(card.view.window === stage.window)
        #expect(root.presentedViewController === card)
        #expect(!card.isBeingDismissed)
        root.dismiss(animated: false) { log.append("dismissed") }
        stage.finishTurn()
        #expect(log.entries.last == "dismissed", "it can be dismissed again")
    }

    @Test func testACancelledInteractivePresentationTakesThePresentedControllerAway() {
        let log = CallbackLog()
        let (stage, root) = makeStage(log)
        let delegate = CardDelegate(log: log)
        let interaction = UIPercentDrivenInteractiveTransition()
        delegate.presentationInteraction = interaction
        let card = makeCard(log, delegate: delegate)
        root.present(card, animated: true) { log.append("completion") }
        _ = stage.scene.finishTurn()
        interaction.update(0.25)
        _ = stage.scene.finishTurn()
        #expect(abs((card.view.layer.presentation()?.frame.minY ?? 0) - 738.5) < 0.5)
        interaction.cancel()
        _ = stage.scene.finishTurn()
        stage.scene.clock.advance(by: 0.11)
        _ = stage.scene.finishTurn()
        #expect(log.entries == ["delegate.presentationController", "B.viewDidLoad", "delegate.animationController presented",
                                "delegate.interactionController presentation", "willBegin", "B.viewWillAppear",
                                "animateTransition presenting", "B.viewWillDisappear", "animation finished=true",
                                "didEnd false", "B.viewDidDisappear"])
        #expect(card.view.window == nil)
        #expect(root.presentedViewController == nil && card.presentingViewController == nil)
        delegate.presentationInteraction = nil
        root.present(card, animated: false) { log.append("presented again") }
        stage.finishTurn()
        #expect(log.entries.last == "presented again")
        #expect(card.view.frame == CGRect(x: 0, y: 422, width: 390, height: 422))
    }

    @Test func testPausingATransitionThatStartedPlayingMakesItInteractive() {
        let log = CallbackLog()
        let (stage, root) = makeStage(log)
        let delegate = CardDelegate(log: log)
        let card = makeCard(log, delegate: delegate)
        root.present(card, animated: false)
        stage.finishTurn()
        let interaction = UIPercentDrivenInteractiveTransition()
        interaction.wantsInteractiveStart = false
        delegate.dismissalInteraction = interaction
        root.dismiss(animated: true) { log.append("dismissed") }
        _ = stage.scene.finishTurn()
        #expect(card.transitionCoordinator?.isInteractive == false)
        stage.scene.clock.advance(by: 0.1)
        interaction.pause()
        #expect(abs(interaction.percentComplete - 0.25) < 0.001)
        #expect(card.transitionCoordinator?.isInteractive == true)
        stage.scene.clock.advance(by: 1)
        #expect(!log.entries.contains("dismissed"), "paused, it waits")
        interaction.finish()
        stage.scene.clock.advance(by: 0.29)
        #expect(!log.entries.contains("dismissed"))
        stage.scene.clock.advance(by: 0.02)
        #expect(log.entries.last == "dismissed")
    }

    @Test func testAPercentDrivenPushThroughTheNavigationDelegateCanBeCancelled() {
        let log = CallbackLog()
        let first = RecordingController("A", log: log)
        let navigation = UINavigationController(rootViewController: first)
        let stage = PresentationStage(root: navigation)
        let delegate = InteractiveNavigationDelegate(log: log)
        navigation.delegate = delegate
        log.entries = []
        let second = RecordingController("B", log: log)
        navigation.pushViewController(second, animated: true)
        _ = stage.scene.finishTurn()
        delegate.interaction.update(0.25)
        _ = stage.scene.finishTurn()
        let top = second.view.layer.presentation()?.frame.minY ?? 0
        #expect(abs(top - 633) < 0.5, "a quarter of the way up from the bottom")
        delegate.interaction.cancel()
        _ = stage.scene.finishTurn()
        stage.scene.clock.advance(by: 0.11)
        _ = stage.scene.finishTurn()
        #expect(log.entries == ["B.viewDidLoad", "A.viewWillDisappear", "B.viewWillAppear", "animateTransition presenting",
                                "B.viewWillDisappear", "A.viewWillAppear", "animation finished=true",
                                "B.viewDidDisappear", "A.viewDidAppear"])
        #expect(navigation.viewControllers == [first])
        #expect(second.view.superview == nil)
    }
}

/// The transitioning delegate of a half-height card: its presentation controller, a slide
/// animator both ways, and interactions when the test sets them.
@MainActor
private final class CardDelegate: UIViewControllerTransitioningDelegate {
    let log: CallbackLog
    let animator: SlideAnimator
    var removesPresentersView = false
    var dismissalInteraction: UIPercentDrivenInteractiveTransition?
    var presentationInteraction: UIPercentDrivenInteractiveTransition?
    private(set) weak var controller: HalfHeightController?

    init(log: CallbackLog) {
        self.log = log
        animator = SlideAnimator(log: log)
    }

    func presentationController(forPresented presented: UIViewController, presenting: UIViewController?,
                                source: UIViewController) -> UIPresentationController? {
        log.append("delegate.presentationController")
        let made = HalfHeightController(presentedViewController: presented, presenting: presenting)
        made.log = log
        made.removes = removesPresentersView
        controller = made
        return made
    }

    func animationController(forPresented presented: UIViewController, presenting: UIViewController,
                             source: UIViewController) -> (any UIViewControllerAnimatedTransitioning)? {
        log.append("delegate.animationController presented")
        animator.presenting = true
        return animator
    }

    func animationController(forDismissed dismissed: UIViewController) -> (any UIViewControllerAnimatedTransitioning)? {
        log.append("delegate.animationController dismissed")
        animator.presenting = false
        return animator
    }

    func interactionControllerForPresentation(using animator: any UIViewControllerAnimatedTransitioning)
        -> (any UIViewControllerInteractiveTransitioning)? {
        log.append("delegate.interactionController presentation")
        return presentationInteraction
    }

    func interactionControllerForDismissal(using animator: any UIViewControllerAnimatedTransitioning)
        -> (any UIViewControllerInteractiveTransitioning)? {
        log.append("delegate.interactionController dismissal")
        return dismissalInteraction
    }
}

/// Places the presented view in the lower half of the container, over a dimming view that the
/// coordinator fades in.
@MainActor
private final class HalfHeightController: UIPresentationController {
    var log: CallbackLog?
    var removes = false
    var layouts = 0
    let dimming = UIView()

    override var frameOfPresentedViewInContainerView: CGRect {
        let bounds = containerView?.bounds ?? .zero
        return CGRect(x: 0, y: bounds.height / 2, width: bounds.width, height: bounds.height / 2)
    }

    override var shouldRemovePresentersView: Bool { removes }

    override func presentationTransitionWillBegin() {
        log?.append("willBegin")
        dimming.backgroundColor = .black
        dimming.alpha = 0
        containerView?.insertSubview(dimming, at: 0)
        presentedViewController.transitionCoordinator?.animate(alongsideTransition: { [dimming] _ in
            dimming.alpha = 1
        }, completion: nil)
    }

    override func presentationTransitionDidEnd(_ completed: Bool) { log?.append("didEnd \(completed)") }
    override func dismissalTransitionWillBegin() { log?.append("dismissalWillBegin") }
    override func dismissalTransitionDidEnd(_ completed: Bool) { log?.append("dismissalDidEnd \(completed)") }

    override func containerViewWillLayoutSubviews() {
        layouts += 1
        dimming.frame = containerView?.bounds ?? .zero
    }
}

/// Slides the view coming in up from the bottom edge of the container, or the view going away
/// down to it, over 0.4 seconds on a linear curve, recording what its context said.
@MainActor
private final class SlideAnimator: UIViewControllerAnimatedTransitioning {
    struct Seen {
        let container: UIView
        let toView: UIView?
        let fromView: UIView?
        let finalTo: CGRect
    }

    let log: CallbackLog
    var presenting = true
    private(set) var seen: Seen?

    init(log: CallbackLog) {
        self.log = log
    }

    func transitionDuration(using transitionContext: (any UIViewControllerContextTransitioning)?) -> TimeInterval {
        0.4
    }

    func animateTransition(using transitionContext: any UIViewControllerContextTransitioning) {
        log.append("animateTransition \(presenting ? "presenting" : "dismissing")")
        let container = transitionContext.containerView
        let toController = transitionContext.viewController(forKey: .to)
        seen = Seen(container: container, toView: transitionContext.view(forKey: .to),
                    fromView: transitionContext.view(forKey: .from),
                    finalTo: toController.map { transitionContext.finalFrame(for: $0) } ?? .zero)
        guard let moving = transitionContext.view(forKey: presenting ? .to : .from) else { return }
        let shown = presenting ? seen!.finalTo : moving.frame
        let hidden = shown.offsetBy(dx: 0, dy: container.bounds.height - shown.minY)
        if presenting {
            container.addSubview(moving)
            moving.frame = hidden
        }
        let presenting = self.presenting
        UIView.animate(withDuration: 0.4, delay: 0, options: [.curveLinear], animations: {
            moving.frame = presenting ? shown : hidden
        }, completion: { [log] finished in
            log.append("animation finished=\(finished)")
            transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
        })
    }
}

/// A navigation delegate whose pushes slide up with `SlideAnimator`, driven by a percent-driven
/// interaction.
@MainActor
private final class InteractiveNavigationDelegate: UINavigationControllerDelegate {
    let animator: SlideAnimator
    let interaction = UIPercentDrivenInteractiveTransition()

    init(log: CallbackLog) {
        animator = SlideAnimator(log: log)
    }

    func navigationController(_ navigationController: UINavigationController,
                              animationControllerFor operation: UINavigationController.Operation,
                              from fromVC: UIViewController, to toVC: UIViewController) -> (any UIViewControllerAnimatedTransitioning)? {
        animator.presenting = operation == .push
        return animator
    }

    func navigationController(_ navigationController: UINavigationController,
                              interactionControllerFor animationController: any UIViewControllerAnimatedTransitioning)
        -> (any UIViewControllerInteractiveTransitioning)? {
        interaction
    }
}
