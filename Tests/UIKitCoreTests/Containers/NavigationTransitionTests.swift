import Testing
@_spi(Host) import UIKitCore
import UIKit

/// Animated pushes and pops on the scene's manual clock: UIKit's callback order around the
/// animation, custom animators through the delegate, the transition context and coordinator,
/// stack changes asked for during a transition, and the interactive pop by the edge swipe.
@MainActor
struct NavigationTransitionTests {
    private func makeNavigation(_ names: [String] = ["A"]) -> (UIWindowScene, UINavigationController, [LoggedController]) {
        let controllers = names.map { LoggedController($0) }
        let navigation = UINavigationController(rootViewController: controllers[0])
        if controllers.count > 1 { navigation.setViewControllers(controllers, animated: false) }
        let (scene, _) = showOnManualClock(navigation)
        containerLog = []
        return (scene, navigation, controllers)
    }

    @Test func testAnimatedPushDeliversTheDidCallbacksWhenTheSlideEnds() {
        let (scene, navigation, controllers) = makeNavigation()
        let delegate = LoggingNavigationDelegate()
        navigation.delegate = delegate
        let pushed = LoggedController("B")
        navigation.pushViewController(pushed, animated: true)
        #expect(containerLog == ["B.willMove(toParent: navigation)", "B.viewDidLoad", "delegate.willShow B",
                                 "A.viewWillDisappear movingFromParent=false", "B.viewWillAppear movingToParent=true"])
        #expect(navigation.viewControllers == [controllers[0], pushed])
        #expect(pushed.transitionCoordinator?.isAnimated == true)
        containerLog = []
        let patch = scene.finishTurn()
        #expect(containerLog.isEmpty, "nothing more until the animation ends")
        // The page slides the pushed view in from the right edge, and the old view a third left.
        let slides = patch?.animations.filter { $0.kind == .properties } ?? []
        let pushedSlide = slides.first { $0.id == pushed.view.renderNodeID }
        #expect(pushedSlide?.from.first { $0.key == .frame }?.value == .rect(x: 390, y: 0, width: 390, height: 844))
        #expect(pushedSlide?.duration == 0.35)
        #expect(controllers[0].view.frame.minX == -130)
        #expect(pushed.view.frame.minX == 0)
        scene.clock.advance(by: 0.3)
        #expect(containerLog.isEmpty)
        scene.clock.advance(by: 0.06)
        #expect(containerLog == ["A.viewDidDisappear movingFromParent=false", "B.viewDidAppear movingToParent=true",
                                 "B.didMove(toParent: navigation)", "delegate.didShow B"])
        #expect(controllers[0].view.superview == nil)
        #expect(pushed.view.superview != nil && pushed.view.frame == CGRect(x: 0, y: 0, width: 390, height: 844))
        #expect(pushed.transitionCoordinator == nil)
    }

    @Test func testAnAnimatedPushCrossFadesTheBarsTitleAndItemsOverTheTransition() throws {
        let (scene, navigation, controllers) = makeNavigation()
        controllers[0].title = "First"
        controllers[0].navigationItem.rightBarButtonItem = UIBarButtonItem(title: "Edit", style: .plain, target: nil, action: nil)
        _ = scene.finishTurn()
        let title = try #require(scene.view(withAccessibilityIdentifier: "navigation.title") as? UILabel)
        let edit = try #require(scene.view(withAccessibilityIdentifier: "navigation.right.0"))
        let pushed = LoggedController("B")
        pushed.title = "Second"
        navigation.pushViewController(pushed, animated: true)
        let patch = scene.finishTurn()
        #expect(title.text == "Second", "the bar shows the new item at once")
        let back = try #require(scene.view(withAccessibilityIdentifier: "navigation.back"))
        #expect(edit.window == nil)
        let animations = patch?.animations ?? []
        let titleFade = animations.first { $0.id == title.renderNodeID }
        #expect(titleFade?.kind == .transition && titleFade?.style == .dissolve && titleFade?.duration == 0.35)
        let editFade = animations.first { $0.id == edit.renderNodeID }
        #expect(editFade?.kind == .disappear && editFade?.style == .fade && editFade?.duration == 0.35)
        let backFade = animations.first { $0.id == back.renderNodeID }
        #expect(backFade?.kind == .appear && backFade?.style == .fade && backFade?.duration == 0.35)
    }

    @Test func testAPushWithoutAnimationChangesTheBarAtOnce() throws {
        let (scene, navigation, controllers) = makeNavigation()
        controllers[0].title = "First"
        _ = scene.finishTurn()
        let title = try #require(scene.view(withAccessibilityIdentifier: "navigation.title"))
        navigation.pushViewController(LoggedController("B"), animated: false)
        let patch = scene.finishTurn()
        let back = try #require(scene.view(withAccessibilityIdentifier: "navigation.back"))
        #expect(patch?.animations.contains { $0.id == title.renderNodeID || $0.id == back.renderNodeID } == false)
    }

    @Test func testAnAnimatedPushKeepsTheSceneBusyUntilItEnds() {
        let (scene, navigation, _) = makeNavigation()
        navigation.pushViewController(LoggedController("B"), animated: true)
        _ = scene.finishTurn()
        #expect(scene.clock.isBusy, "automated actions wait for the push to end")
        scene.clock.advance(by: 0.36)
        #expect(!scene.clock.isBusy)
    }

    @Test func testAnimatedPopDeliversTheDidCallbacksWhenTheSlideEnds() {
        let (scene, navigation, controllers) = makeNavigation(["A", "B"])
        let popped = navigation.popViewController(animated: true)
        #expect(popped === controllers[1])
        #expect(containerLog == ["B.willMove(toParent: nil)", "A.viewDidLoad", "B.viewWillDisappear movingFromParent=true",
                                 "A.viewWillAppear movingToParent=false"])
        containerLog = []
        _ = scene.finishTurn()
        #expect(controllers[0].view.superview != nil, "the view below shows during the pop")
        #expect(controllers[1].view.frame.minX == 390)
        #expect(containerLog.isEmpty)
        scene.clock.advance(by: 0.36)
        #expect(containerLog == ["B.viewDidDisappear movingFromParent=true", "A.viewDidAppear movingToParent=false",
                                 "B.didMove(toParent: nil)"])
        #expect(controllers[1].view.superview == nil && controllers[1].parent == nil)
    }

    @Test func testACustomAnimatorGetsTheContextAndCompletesTheTransition() {
        let (scene, navigation, controllers) = makeNavigation()
        let animator = FadeAnimator()
        let delegate = AnimatingDelegate(animator: animator)
        navigation.delegate = delegate
        let pushed = LoggedController("B")
        navigation.pushViewController(pushed, animated: true)
        #expect(delegate.operations == [.push])
        let seen = animator.seen
        #expect(seen?.container === navigation.view.subviews.first)
        #expect(seen?.from === controllers[0] && seen?.to === pushed)
        #expect(seen?.fromView === controllers[0].view && seen?.toView === pushed.view)
        #expect(seen?.initialFrom == CGRect(x: 0, y: 0, width: 390, height: 844))
        #expect(seen?.finalTo == CGRect(x: 0, y: 0, width: 390, height: 844))
        #expect(seen?.initialTo == .zero && seen?.finalFrom == .zero)
        #expect(seen?.animated == true && seen?.interactive == false)
        #expect(pushed.view.alpha == 1, "the model is at the end at once")
        _ = scene.finishTurn()
        containerLog = []
        scene.clock.advance(by: 0.5)
        #expect(containerLog.isEmpty)
        scene.clock.advance(by: 0.11)
        #expect(animator.ended == [true])
        #expect(containerLog == ["A.viewDidDisappear movingFromParent=false", "B.viewDidAppear movingToParent=true",
                                 "B.didMove(toParent: navigation)"])
        #expect(controllers[0].view.superview == nil, "the navigation controller removes the from view")
    }

    @Test func testTheCoordinatorRunsAlongsideWorkWithTheAnimationAndCompletionsBeforeDidAppear() {
        let (scene, navigation, _) = makeNavigation()
        let pushed = CoordinatedController("B")
        let badge = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        navigation.view.addSubview(badge)
        pushed.onWillAppear = { coordinator in
            coordinator.animate(alongsideTransition: { context in
                containerLog.append("alongside duration=\(context.transitionDuration)")
                badge.alpha = 0
            }, completion: { context in
                containerLog.append("completion cancelled=\(context.isCancelled)")
            })
        }
        navigation.pushViewController(pushed, animated: true)
        #expect(containerLog.suffix(2) == ["B.viewWillAppear movingToParent=true", "alongside duration=0.35"])
        #expect(badge.alpha == 0)
        let patch = scene.finishTurn()
        #expect(patch?.animations.contains { $0.id == badge.renderNodeID && $0.duration == 0.35 } == true)
        containerLog = []
        scene.clock.advance(by: 0.36)
        #expect(containerLog == ["completion cancelled=false", "A.viewDidDisappear movingFromParent=false",
                                 "B.viewDidAppear movingToParent=true", "B.didMove(toParent: navigation)"])
    }

    @Test func testAPushDuringAPushWaitsForItToEnd() {
        let (scene, navigation, controllers) = makeNavigation()
        let b = LoggedController("B"), c = LoggedController("C")
        navigation.pushViewController(b, animated: true)
        containerLog = []
        navigation.pushViewController(c, animated: true)
        #expect(containerLog.isEmpty)
        #expect(navigation.viewControllers == [controllers[0], b])
        _ = scene.finishTurn()
        scene.clock.advance(by: 0.36)
        #expect(containerLog == ["A.viewDidDisappear movingFromParent=false", "B.viewDidAppear movingToParent=true",
                                 "B.didMove(toParent: navigation)", "C.willMove(toParent: navigation)", "C.viewDidLoad",
                                 "B.viewWillDisappear movingFromParent=false", "C.viewWillAppear movingToParent=true"])
        #expect(navigation.viewControllers == [controllers[0], b, c])
        _ = scene.finishTurn()
        scene.clock.advance(by: 0.36)
        #expect(containerLog.suffix(3) == ["B.viewDidDisappear movingFromParent=false", "C.viewDidAppear movingToParent=true",
                                           "C.didMove(toParent: navigation)"])
    }

    @Test func testTheTransitioningViewsIgnoreTouches() {
        let (scene, navigation, _) = makeNavigation()
        let pushed = LoggedController("B")
        navigation.pushViewController(pushed, animated: true)
        _ = scene.finishTurn()
        let window = navigation.view.window!
        let hit = window.hitTest(CGPoint(x: 200, y: 400), with: nil)
        #expect(hit.map { $0 === pushed.view || $0.isDescendant(of: pushed.view) } != true)
        scene.clock.advance(by: 0.36)
        #expect(window.hitTest(CGPoint(x: 200, y: 400), with: nil) === pushed.view)
    }

    /// A drag from the left edge by `dx` (from the right edge when `dx` is negative), 10 points
    /// every 20 ms, lifting at the end.
    private func edgeSwipe(_ scene: UIWindowScene, by dx: CGFloat, step: CGFloat = 10,
                           check: ((CGFloat) -> Void)? = nil) {
        var time: TimeInterval = 50
        let start: CGFloat = dx < 0 ? 385 : 5
        var moved: CGFloat = 0
        func touch(_ phase: UITouch.Phase) {
            try? scene.handleTouches(phase, [TouchInput(pointerID: 3, location: CGPoint(x: start + moved, y: 400))],
                                     timestamp: time)
        }
        touch(.began)
        while abs(moved) < abs(dx) {
            moved = dx < 0 ? max(moved - step, dx) : min(moved + step, dx)
            time += 0.02
            touch(.moved)
            check?(moved)
        }
        time += 0.2
        touch(.moved)
        time += 0.01
        touch(.ended)
    }

    @Test func testTheEdgeSwipeFollowsTheFingerAndCompletesThePopPastHalfway() {
        let (scene, navigation, controllers) = makeNavigation(["A", "B"])
        #expect(navigation.interactivePopGestureRecognizer is UIScreenEdgePanGestureRecognizer)
        var followed: [CGFloat] = []
        var interactive: [Bool] = []
        edgeSwipe(scene, by: 260) { _ in
            followed.append(controllers[1].view.frame.minX)
            interactive.append(controllers[1].transitionCoordinator?.isInteractive ?? false)
            if followed.count == 1 { logInteractionEnd(of: controllers[1]) }
        }
        #expect(followed.count > 10)
        #expect(followed.last ?? 0 > 200 && followed.last ?? 0 <= 260, "the top view follows the finger")
        #expect(interactive.last == true)
        #expect(containerLog == ["B.willMove(toParent: nil)", "A.viewDidLoad", "B.viewWillDisappear movingFromParent=true",
                                 "A.viewWillAppear movingToParent=false", "interaction ended cancelled=false"])
        #expect(logUntilTheSlideEnds(scene) == ["B.viewDidDisappear movingFromParent=true",
                                                "A.viewDidAppear movingToParent=false", "B.didMove(toParent: nil)"])
        #expect(navigation.viewControllers == [controllers[0]])
    }

    @Test func testAShortEdgeSwipeCancelsThePopWithTheReverseCallbacks() {
        let (scene, navigation, controllers) = makeNavigation(["A", "B"])
        var moves = 0
        edgeSwipe(scene, by: 80) { _ in
            moves += 1
            if moves == 1 { logInteractionEnd(of: controllers[1]) }
        }
        // At the lift: the interaction handlers, then the will calls of the reverse, before the
        // views slide back.
        #expect(containerLog == ["B.willMove(toParent: nil)", "A.viewDidLoad", "B.viewWillDisappear movingFromParent=true",
                                 "A.viewWillAppear movingToParent=false", "interaction ended cancelled=true",
                                 "A.viewWillDisappear movingFromParent=false", "B.viewWillAppear movingToParent=false"])
        #expect(logUntilTheSlideEnds(scene) == ["A.viewDidDisappear movingFromParent=false",
                                                "B.viewDidAppear movingToParent=false", "B.didMove(toParent: navigation)"])
        #expect(navigation.viewControllers == controllers)
        #expect(navigation.topViewController === controllers[1])
        #expect(controllers[1].view.frame == CGRect(x: 0, y: 0, width: 390, height: 844))
        #expect(controllers[0].view.superview == nil)
    }

    @Test func testTheEdgeSwipeHoldsTheBarsCrossFadeWithTheFingerAndPlaysTheRestWhenItLifts() throws {
        let (scene, _, controllers) = makeNavigation(["A", "B"])
        controllers[0].title = "First"
        controllers[1].title = "Second"
        _ = scene.finishTurn()
        let title = try #require(scene.view(withAccessibilityIdentifier: "navigation.title") as? UILabel)
        let back = try #require(scene.view(withAccessibilityIdentifier: "navigation.back"))
        var held: [Double] = []
        var fades: [RenderAnimation] = []
        edgeSwipe(scene, by: 260) { _ in
            let animations = scene.finishTurn()?.animations ?? []
            fades += animations.filter { $0.kind != .seek && $0.kind != .properties }
            held += animations.filter { $0.kind == .seek && $0.id == title.renderNodeID }.map(\.time)
        }
        // The title dissolves and the back button fades out with the finger, held where it is.
        #expect(fades.contains { $0.id == title.renderNodeID && $0.kind == .transition && $0.duration == 0.35 })
        #expect(fades.contains { $0.id == back.renderNodeID && $0.kind == .disappear })
        #expect(title.text == "First")
        #expect(held.first == 0 && held.count > 10)
        #expect(held == held.sorted(), "the cross-fade moves on with the finger")
        let fraction = 260.0 / 390.0
        #expect(abs((held.last ?? 0) - 0.35 * fraction) < 0.35 * 10 / 390 + 1e-9)
        // Lifted past halfway: the rest plays on, at the pace of the slide, from where it was.
        // (The finger rests before it lifts: one more hold, where it was.)
        let lift = scene.finishTurn()?.animations.filter { $0.id == title.renderNodeID } ?? []
        #expect(lift.map(\.kind) == [.seek, .play])
        #expect(lift.last?.rate == 1 && abs((lift.last?.time ?? 0) - (held.last ?? 0)) < 1e-9)
        scene.clock.advance(by: 0.4)
        let end = scene.finishTurn()?.animations ?? []
        #expect(!end.contains { $0.kind == .cancel && $0.id == title.renderNodeID }, "a completed cross-fade just ends")
        #expect(title.text == "First")
    }

    @Test func testACancelledEdgeSwipePlaysTheBarsCrossFadeBackAndRestoresTheTitle() throws {
        let (scene, _, controllers) = makeNavigation(["A", "B"])
        controllers[0].title = "First"
        controllers[1].title = "Second"
        _ = scene.finishTurn()
        let title = try #require(scene.view(withAccessibilityIdentifier: "navigation.title") as? UILabel)
        let back = try #require(scene.view(withAccessibilityIdentifier: "navigation.back"))
        edgeSwipe(scene, by: 80) { _ in _ = scene.finishTurn() }
        let lift = scene.finishTurn()?.animations.filter { $0.id == title.renderNodeID } ?? []
        #expect(lift.map(\.kind) == [.seek, .play])
        #expect(lift.last?.rate == -1, "the cross-fade plays back to its start")
        #expect(abs((lift.last?.time ?? 0) - 0.35 * 80 / 390) < 1e-9)
        #expect(title.text == "First")
        scene.clock.advance(by: 0.4)
        let end = scene.finishTurn()?.animations ?? []
        // The old title and items are back; the page drops what it still shows of the fade.
        #expect(title.text == "Second")
        #expect(end.contains { $0.kind == .cancel && $0.id == title.renderNodeID })
        #expect(end.contains { $0.kind == .cancel && $0.id == back.renderNodeID })
        #expect(scene.view(withAccessibilityIdentifier: "navigation.back") != nil)
    }

    @Test func testInARightToLeftLayoutThePushSlidesInFromTheLeftEdge() {
        let (scene, navigation, controllers) = makeNavigation()
        navigation.view.semanticContentAttribute = .forceRightToLeft
        let pushed = LoggedController("B")
        navigation.pushViewController(pushed, animated: true)
        let patch = scene.finishTurn()
        let pushedSlide = patch?.animations.first { $0.kind == .properties && $0.id == pushed.view.renderNodeID }
        #expect(pushedSlide?.from.first { $0.key == .frame }?.value == .rect(x: -390, y: 0, width: 390, height: 844))
        #expect(controllers[0].view.frame.minX == 130, "the old view moves a third of the way to the right")
        #expect(pushed.view.frame.minX == 0)
        scene.clock.advance(by: 0.36)
        navigation.popViewController(animated: true)
        _ = scene.finishTurn()
        #expect(pushed.view.frame.minX == -390, "a pop slides the top view out to the left")
        #expect(controllers[0].view.frame.minX == 0)
    }

    @Test func testInARightToLeftLayoutTheEdgeSwipeFromTheRightEdgePops() {
        let (scene, navigation, controllers) = makeNavigation(["A", "B"])
        navigation.view.semanticContentAttribute = .forceRightToLeft
        var followed: [CGFloat] = []
        edgeSwipe(scene, by: -260) { _ in followed.append(controllers[1].view.frame.minX) }
        #expect(followed.last ?? 0 < -200 && followed.last ?? 0 >= -260, "the top view follows the finger to the left")
        _ = scene.finishTurn()
        scene.clock.advance(by: 0.4)
        #expect(navigation.viewControllers == [controllers[0]])
        #expect(controllers[0].view.frame == CGRect(x: 0, y: 0, width: 390, height: 844))
    }

    @Test func testInARightToLeftLayoutASwipeFromTheLeftEdgeDoesNotPop() {
        let (scene, navigation, controllers) = makeNavigation(["A", "B"])
        navigation.view.semanticContentAttribute = .forceRightToLeft
        edgeSwipe(scene, by: 260)
        _ = scene.finishTurn()
        scene.clock.advance(by: 0.4)
        #expect(navigation.viewControllers == controllers)
        #expect(containerLog.isEmpty)
    }

    /// What the controllers hear from the end of this turn until the slide under way has ended.
    private func logUntilTheSlideEnds(_ scene: UIWindowScene) -> [String] {
        containerLog = []
        _ = scene.finishTurn()
        scene.clock.advance(by: 0.4)
        return containerLog
    }

    /// Logs when the interaction of the transition `controller` takes part in ends.
    private func logInteractionEnd(of controller: UIViewController) {
        controller.transitionCoordinator?.notifyWhenInteractionChanges { context in
            containerLog.append("interaction ended cancelled=\(context.isCancelled)")
        }
    }
}

/// Records what the transition context says, then fades the new view in over 0.6 s.
@MainActor
private final class FadeAnimator: NSObject, UIViewControllerAnimatedTransitioning {
    struct Seen {
        let container: UIView
        let from: UIViewController?, to: UIViewController?
        let fromView: UIView?, toView: UIView?
        let initialFrom: CGRect, finalFrom: CGRect, initialTo: CGRect, finalTo: CGRect
        let animated: Bool, interactive: Bool
    }
    var seen: Seen?
    var ended: [Bool] = []

    func transitionDuration(using transitionContext: (any UIViewControllerContextTransitioning)?) -> TimeInterval { 0.6 }

    func animateTransition(using context: any UIViewControllerContextTransitioning) {
        let from = context.viewController(forKey: .from)!, to = context.viewController(forKey: .to)!
        seen = Seen(container: context.containerView, from: from, to: to,
                    fromView: context.view(forKey: .from), toView: context.view(forKey: .to),
                    initialFrom: context.initialFrame(for: from), finalFrom: context.finalFrame(for: from),
                    initialTo: context.initialFrame(for: to), finalTo: context.finalFrame(for: to),
                    animated: context.isAnimated, interactive: context.isInteractive)
        let toView = context.view(forKey: .to)!
        toView.frame = context.finalFrame(for: to)
        toView.alpha = 0
        context.containerView.addSubview(toView)
        UIView.animate(withDuration: 0.6, animations: { toView.alpha = 1 }, completion: { _ in
            context.completeTransition(!context.transitionWasCancelled)
        })
    }

    func animationEnded(_ transitionCompleted: Bool) { ended.append(transitionCompleted) }
}

@MainActor
private final class AnimatingDelegate: NSObject, UINavigationControllerDelegate {
    let animator: FadeAnimator
    var operations: [UINavigationController.Operation] = []
    init(animator: FadeAnimator) { self.animator = animator }

    func navigationController(_ navigationController: UINavigationController,
                              animationControllerFor operation: UINavigationController.Operation,
                              from fromVC: UIViewController, to toVC: UIViewController) -> (any UIViewControllerAnimatedTransitioning)? {
        operations.append(operation)
        return animator
    }
}

/// A logged controller that hands its transition coordinator to a closure in viewWillAppear.
@MainActor
private final class CoordinatedController: UIViewController {
    let name: String
    var onWillAppear: ((any UIViewControllerTransitionCoordinator) -> Void)?
    init(_ name: String) {
        self.name = name
        super.init(nibName: nil, bundle: nil)
    }
    required init?(coder: NSCoder) { nil }
    override func didMove(toParent parent: UIViewController?) {
        super.didMove(toParent: parent)
        containerLog.append("\(name).didMove(toParent: \(parent is UINavigationController ? "navigation" : "nil"))")
    }
    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        containerLog.append("\(name).viewWillAppear movingToParent=\(isMovingToParent)")
        if let coordinator = transitionCoordinator { onWillAppear?(coordinator) }
    }
    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        containerLog.append("\(name).viewDidAppear movingToParent=\(isMovingToParent)")
    }
}
