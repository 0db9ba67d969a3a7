import Foundation

extension Selector {
    /// The actions of `show(_:sender:)` and `showDetailViewController(_:sender:)`, as UIKit names them.
    static let showViewController = Selector("showViewController:sender:")
    static let showDetailViewController = Selector("showDetailViewController:sender:")
}

extension UIViewController {
    // MARK: Presenting

    /// Presents in UIKit's order: the presentation controller hears the transition begin, the
    /// presenter's `viewWillDisappear` (full-screen styles only), the presented controller's
    /// `viewWillAppear` before its view is in the window; when the animation ends (after the
    /// end-of-turn layout when not animated) its `viewDidAppear`, then the presenter's views
    /// leave and it hears `viewDidDisappear`, then the completion. A popover first adapts (see
    /// `presentPopover`). Misuse logs UIKit's warning and does nothing.
    func presentImplementation(_ presented: UIViewController, animated: Bool,
                               completion: (@MainActor () -> Void)?) {
        guard let window = viewIfLoaded?.window else {
            PresentationWarnings.warn("Attempt to present \(presented.presentationName) on \(presentationName) "
                                      + "whose view is not in the window hierarchy.")
            return
        }
        guard presented.presentation == nil, presented.parentController == nil, presented.viewIfLoaded?.window == nil else {
            PresentationWarnings.warn("Application tried to present modally an active controller \(presented.presentationName).")
            return
        }
        let kind = presented.presentationKind
        let host = presentationHost(for: kind)
        if let current = host.presentedController {
            PresentationWarnings.warn("Attempt to present \(presented.presentationName) on \(host.presentationName) "
                                      + "(from \(presentationName)) which is already presenting \(current.presentationName).")
            return
        }
        if host.isInTransition {
            PresentationWarnings.warn("Attempt to present \(presented.presentationName) on \(host.presentationName) "
                                      + "(from \(presentationName)) while a presentation is in progress.")
            return
        }
        if kind == .popover, let popover = presented.pendingPresentationController as? UIPopoverPresentationController {
            host.presentPopover(presented, with: popover, in: window, animated: animated, source: self, completion: completion)
            return
        }
        host.beginPresentation(of: presented, kind: kind, in: window, animated: animated, source: self, completion: completion)
    }

    /// Presents a controller in the popover style as compact width does: the delegate's adaptive
    /// style for the presenter's traits decides. With `.none` the delegate prepares the popover
    /// and it shows next to its anchor (without one, UIKit's error is logged and nothing is
    /// presented); otherwise it adapts to that style (a sheet by default), showing the controller
    /// the delegate gives for it, if any, in place of the presented one. Either way the delegate
    /// hears `willPresentWithAdaptiveStyle` before the appearance callbacks.
    private func presentPopover(_ presented: UIViewController, with popover: UIPopoverPresentationController, in window: UIWindow,
                                animated: Bool, source: UIViewController, completion: (@MainActor () -> Void)?) {
        popover.presentingViewController = self
        popover.adaptiveReplacement = nil
        let style = popover.adaptedStyle(for: traitCollection)
        guard style != .none else {
            popover.popoverDelegate?.prepareForPopoverPresentation(popover)
            guard popover.hasAnchor else {
                PresentationWarnings.warn("UIPopoverPresentationController (\(presented.presentationName)) should have a non-nil "
                                          + "sourceView or sourceItem set before the presentation occurs.")
                return
            }
            // Spelled out: a bare `.none` here would be the optional's nil.
            beginPresentation(of: presented, kind: .popover, controller: popover, adaptiveStyle: UIModalPresentationStyle.none,
                              in: window, animated: animated, source: source, completion: completion)
            return
        }
        let kind = Presentation.Kind(style)
        if kind == .sheet { popover.adaptiveSheetPresentationController.presentingViewController = self }
        var shown = presented
        if let replacement = popover.delegate?.presentationController(popover, viewControllerForAdaptivePresentationStyle: style),
           replacement !== presented {
            guard replacement.presentation == nil, replacement.viewIfLoaded?.window == nil else {
                PresentationWarnings.warn("Application tried to present modally an active controller \(replacement.presentationName).")
                return
            }
            popover.adaptiveReplacement = replacement
            shown = replacement
        }
        beginPresentation(of: shown, kind: kind, controller: popover, adaptiveStyle: style, in: window,
                          animated: animated, source: source, completion: completion)
    }

    /// The controller that presents for this one: for the context styles, the nearest of this
    /// controller and its ancestors that defines the presentation context; otherwise (or when none
    /// does) the root of this controller's hierarchy, the window's root view controller or a
    /// presented controller, which covers the screen.
    func presentationHost(for kind: Presentation.Kind) -> UIViewController {
        var current: UIViewController? = self
        var root = self
        while let controller = current {
            if kind.usesPresentationContext, controller.definesPresentationContext { return controller }
            root = controller
            current = controller.parentController
        }
        return root
    }

    /// Begins the presentation; `controller` is the presentation controller when the caller chose
    /// it (a popover's), and `adaptiveStyle` the style a popover adapted to (`.none` when not).
    private func beginPresentation(of presented: UIViewController, kind: Presentation.Kind,
                                   controller chosen: UIPresentationController? = nil,
                                   adaptiveStyle: UIModalPresentationStyle? = nil, in window: UIWindow,
                                   animated: Bool, source: UIViewController, completion: (@MainActor () -> Void)?) {
        let covered: UIView = kind.usesPresentationContext ? view : presentationRootView
        let container: UIView = kind.usesPresentationContext ? (covered.superview ?? window) : window
        let frame = kind.usesPresentationContext ? covered.frame : window.bounds
        let controller = chosen ?? (kind == .custom
            ? presented.customPresentationController(presenting: self, source: source) : presented.pendingPresentationController)
        controller.presentingViewController = self
        let transitionView = UITransitionView(kind: kind, presenting: self, presented: presented,
                                              controller: controller, frame: frame)
        let record = Presentation(presenting: self, kind: kind, transitionView: transitionView, controller: controller)
        record.container = container
        presented.presentation = record
        presentedController = presented
        presented.beingPresented = true
        let removesPresenter = record.removesPresenterViews
        let made = animated && canAnimatePresentation(in: window)
            ? makePresentationTransition(of: presented, record: record, covered: covered, source: source) : nil

        if let adaptiveStyle {
            controller.delegate?.presentationController(controller, willPresentWithAdaptiveStyle: adaptiveStyle,
                                                        transitionCoordinator: record.transition)
        }
        controller.presentationTransitionWillBegin()
        if removesPresenter { beginAppearance(appearing: false, animated: animated) }
        presented.beginAppearance(appearing: true, animated: animated)
        if kind.usesPresentationContext, covered.superview === container {
            container.insertSubview(transitionView, aboveSubview: covered)
        } else {
            container.addSubview(transitionView)
        }
        if kind == .alert {
            record.dimmedTint = (covered, covered.ownTintAdjustmentMode)
            covered.tintAdjustmentMode = .dimmed
        }
        guard let (transition, interaction) = made else {
            window.afterTurnLayout { [self] in
                finishPresentation(of: presented, record: record, covered: covered, completion: completion)
            }
            return
        }
        transition.onInteractiveEnd = { [weak self, weak presented] finished in
            guard !finished else { return }
            // A cancelled interaction reverses at once, before the views animate back.
            presented?.beginAppearance(appearing: false, animated: true)
            if removesPresenter { self?.beginAppearance(appearing: true, animated: true) }
        }
        transition.onComplete = { [self] didComplete in
            transitionView.isTransitioning = false
            record.transition = nil
            if didComplete {
                finishPresentation(of: presented, record: record, covered: covered, completion: completion)
            } else {
                cancelPresentation(of: presented, record: record)
            }
        }
        window.afterTurnLayout { [self] in
            let moving = transitionView.movingView ?? presented.view!
            transition.setFrames([(self, initial: covered.frame, final: removesPresenter ? .zero : covered.frame),
                                  (presented, initial: .zero, final: moving.frame)])
            transition.start(interaction: interaction)
        }
    }

    /// Whether a presentation or dismissal can animate now: the window is in a scene and
    /// animations are enabled.
    private func canAnimatePresentation(in window: UIWindow?) -> Bool {
        UIView.areAnimationsEnabled && window?.windowScene != nil
    }

    /// The transition of an animated presentation, with its interaction controller: the
    /// transitioning delegate's animator, or UIKit's for the presented controller's transition
    /// style, in the transition view, which ignores touches until it ends. It is the coordinator
    /// from before `viewWillAppear(_:)`.
    private func makePresentationTransition(of presented: UIViewController, record: Presentation, covered: UIView,
                                            source: UIViewController)
        -> (ViewControllerTransitionContext, (any UIViewControllerInteractiveTransitioning)?) {
        let transitionView = record.transitionView
        let delegate = presented.transitioningDelegate
        let animator = delegate?.animationController(forPresented: presented, presenting: self, source: source)
            ?? ModalTransitionAnimator(presenting: true,
                                       motion: ModalTransitionAnimator.motion(for: presented, kind: record.kind),
                                       dimming: transitionView.dimmingView)
        let interaction = delegate?.interactionControllerForPresentation(using: animator)
        var views: [UITransitionContextViewKey: UIView] = [:]
        if let moving = transitionView.movingView { views[.to] = moving }
        if record.removesPresenterViews { views[.from] = covered }
        let transition = ViewControllerTransitionContext(container: transitionView, from: self, to: presented, animated: true,
                                                         frames: [], animator: animator, views: views)
        record.transition = transition
        transitionView.isTransitioning = true
        return (transition, interaction)
    }

    /// The end of a presentation, after its animation (or the end-of-turn layout): the
    /// presentation controller hears it ended, the presented controller's `viewDidAppear`, the
    /// presenter's views leave for the full-screen styles and it hears `viewDidDisappear`, then
    /// the completion.
    private func finishPresentation(of presented: UIViewController, record: Presentation, covered: UIView,
                                    completion: (@MainActor () -> Void)?) {
        record.controller.presentationTransitionDidEnd(true)
        presented.endAppearance()
        presented.beingPresented = false
        if record.removesPresenterViews, !presented.beingDismissed {
            if let index = covered.superview?.subviews.firstIndex(where: { $0 === covered }) {
                record.removedView = (covered, index)
                covered.removeFromSuperview()
            }
            endAppearance()
        }
        presented.viewIfLoaded?.window?.windowScene?.noteScreenChanged()
        completion?()
    }

    /// Undoes a presentation whose interactive transition was cancelled: the presented
    /// controller's views leave and it hears `viewDidDisappear`; a presenter told it would
    /// disappear hears `viewDidAppear`. The completion does not run.
    private func cancelPresentation(of presented: UIViewController, record: Presentation) {
        record.controller.presentationTransitionDidEnd(false)
        presented.beginAppearance(appearing: false, animated: true)
        record.transitionView.removeFromSuperview()
        presented.viewIfLoaded?.removeFromSuperview()
        presented.endAppearance()
        if record.removesPresenterViews {
            beginAppearance(appearing: true, animated: true)
            endAppearance()
        }
        if let dimmed = record.dimmedTint { dimmed.view.tintAdjustmentMode = dimmed.mode }
        presented.presentation = nil
        presented.beingPresented = false
        presentedController = nil
    }

    /// The presentation controller the transitioning delegate supplies for a custom
    /// presentation, else a plain one.
    private func customPresentationController(presenting: UIViewController, source: UIViewController) -> UIPresentationController {
        let made = transitioningDelegate?.presentationController(forPresented: self, presenting: presenting, source: source)
            ?? UIPresentationController(presentedViewController: self, presenting: presenting)
        ownPresentationController = made
        return made
    }

    // MARK: Dismissing

    /// Dismisses the controller this one (or an ancestor) presented; from a presented controller
    /// with nothing presented, the presentation it belongs to.
    func dismissImplementation(animated: Bool, completion: (@MainActor () -> Void)?) {
        if let presenting = presentedViewController?.presentation?.presenting {
            presenting.dismissPresentedStack(animated: animated, completion: completion)
        } else if let presenting = presentedAncestorOrSelf?.presentation?.presenting {
            presenting.dismissPresentedStack(animated: animated, completion: completion)
        }
    }

    /// Dismisses this controller's presented controller and every one presented above it, with
    /// UIKit's order: the presentation controllers hear the dismissal begin, the presented
    /// controllers' `viewWillDisappear` top-down and the presenter's `viewWillAppear` (when a
    /// full-screen style had removed it); when the animation ends (or after the end-of-turn
    /// layout) the presenter's `viewDidAppear`, the presented views leave and their controllers
    /// hear `viewDidDisappear`, then the completion. An interactive dismissal that is cancelled
    /// leaves everything presented, and the completion does not run.
    func dismissPresentedStack(animated: Bool, completion: (@MainActor () -> Void)?) {
        guard let first = presentedController, let record = first.presentation else { return }
        let stack = first.presentationStack
        if stack.contains(where: \.isInTransition) {
            PresentationWarnings.warn("Attempt to dismiss from view controller \(presentationName) "
                                      + "while a presentation or dismiss is in progress!")
            return
        }
        let topDown = Array(stack.reversed())
        let window = record.transitionView.window
        let removesPresenter = record.removesPresenterViews
        // UIKit animates the topmost presentation away; the ones under it go at once.
        let made = animated && canAnimatePresentation(in: window)
            ? topDown[0].presentation.map { makeDismissalTransition(of: topDown[0], record: $0) } : nil
        if made != nil {
            for controller in topDown.dropFirst() { controller.presentation?.transitionView.isHidden = true }
        }
        for controller in topDown { controller.presentation?.controller.dismissalTransitionWillBegin() }
        for controller in stack { controller.beingDismissed = true }
        for controller in topDown { controller.beginAppearance(appearing: false, animated: animated) }
        if let removed = record.removedView { restore(removed, below: record) }
        if removesPresenter { beginAppearance(appearing: true, animated: animated) }

        let finish: @MainActor () -> Void = { [self] in
            for controller in topDown { controller.presentation?.controller.dismissalTransitionDidEnd(true) }
            if removesPresenter { endAppearance() }
            for controller in topDown { controller.finishDismissal() }
            presentedController = nil
            viewIfLoaded?.window?.windowScene?.noteScreenChanged()
            completion?()
        }
        guard let window else {
            finish()
            return
        }
        guard let (transition, interaction) = made else {
            window.afterTurnLayout(finish)
            return
        }
        transition.onInteractiveEnd = { [weak self] finished in
            guard !finished else { return }
            // A cancelled interaction reverses at once, before the views animate back.
            for controller in stack { controller.beginAppearance(appearing: true, animated: true) }
            if removesPresenter { self?.beginAppearance(appearing: false, animated: true) }
        }
        transition.onComplete = { [self] didComplete in
            if didComplete { finish() } else { cancelDismissal(of: stack, record: record) }
        }
        window.afterTurnLayout { transition.start(interaction: interaction) }
    }

    /// The transition of an animated dismissal, with its interaction controller: the
    /// transitioning delegate's animator, or UIKit's for the presented controller's transition
    /// style, takes its view away; the transition view stays put and ignores touches until it
    /// ends.
    private func makeDismissalTransition(of presented: UIViewController, record: Presentation)
        -> (ViewControllerTransitionContext, (any UIViewControllerInteractiveTransitioning)?) {
        let presenting = record.presenting ?? self
        let transitionView = record.transitionView
        let delegate = presented.transitioningDelegate
        let animator = delegate?.animationController(forDismissed: presented)
            ?? ModalTransitionAnimator(presenting: false,
                                       motion: ModalTransitionAnimator.motion(for: presented, kind: record.kind),
                                       dimming: transitionView.dimmingView)
        let interaction = delegate?.interactionControllerForDismissal(using: animator)
        var views: [UITransitionContextViewKey: UIView] = [:]
        if let moving = transitionView.movingView { views[.from] = moving }
        if record.removesPresenterViews, let presenterView = record.removedView?.view ?? presenting.viewIfLoaded {
            views[.to] = presenterView
        }
        let movingFrame = transitionView.movingView?.frame ?? .zero
        let transition = ViewControllerTransitionContext(
            container: transitionView, from: presented, to: presenting, animated: true,
            frames: [(presented, initial: movingFrame, final: .zero),
                     (presenting, initial: .zero, final: presenting.viewIfLoaded?.frame ?? .zero)],
            animator: animator, views: views)
        record.transition = transition
        transitionView.isTransitioning = true
        transitionView.holdsPlacement = true
        return (transition, interaction)
    }

    /// Undoes a dismissal whose interactive transition was cancelled: the presented controllers
    /// stay, hearing `viewWillAppear` (if the interaction did not already say it) and
    /// `viewDidAppear`; a presenter that was to appear again leaves and hears
    /// `viewWillDisappear` and `viewDidDisappear`.
    private func cancelDismissal(of stack: [UIViewController], record: Presentation) {
        for controller in stack.reversed() { controller.presentation?.controller.dismissalTransitionDidEnd(false) }
        for controller in stack {
            controller.beingDismissed = false
            controller.beginAppearance(appearing: true, animated: true)
            if let presentation = controller.presentation {
                presentation.transition = nil
                presentation.transitionView.isHidden = false
                presentation.transitionView.isTransitioning = false
                presentation.transitionView.holdsPlacement = false
                presentation.transitionView.setNeedsLayout()
            }
        }
        let removesPresenter = record.removesPresenterViews
        if removesPresenter { beginAppearance(appearing: false, animated: true) }
        for controller in stack { controller.endAppearance() }
        guard removesPresenter else { return }
        let covered: UIView = record.kind.usesPresentationContext ? view : presentationRootView
        if let index = covered.superview?.subviews.firstIndex(where: { $0 === covered }) {
            record.removedView = (covered, index)
            covered.removeFromSuperview()
        }
        endAppearance()
    }

    // MARK: Dismissing interactively

    /// Starts the user's dismissal of this presented controller (a sheet dragged down): it and the
    /// controllers presented above it hear `viewWillDisappear`, top-down.
    func beginInteractiveDismissal() {
        for controller in presentationStack.reversed() {
            controller.beingDismissed = true
            controller.beginAppearance(appearing: false, animated: true)
        }
    }

    /// Finishes the user's dismissal: the sheet slides on down from where the finger left it and
    /// the dimming view fades; then the presented views leave and their controllers hear
    /// `viewDidDisappear`, then `completion` runs.
    func finishInteractiveDismissal(completion: @escaping @MainActor () -> Void) {
        guard let record = presentation else { return }
        let topDown = Array(presentationStack.reversed())
        let finish: @MainActor () -> Void = {
            for controller in topDown { controller.finishDismissal() }
            record.presenting?.presentedController = nil
            record.presenting?.viewIfLoaded?.window?.windowScene?.noteScreenChanged()
            completion()
        }
        let transitionView = record.transitionView
        guard let window = transitionView.window else {
            finish()
            return
        }
        guard canAnimatePresentation(in: window), let sheet = transitionView.movingView, sheet.frame.minY < transitionView.bounds.height else {
            window.afterTurnLayout(finish)
            return
        }
        transitionView.holdsPlacement = true
        transitionView.isTransitioning = true
        let height = transitionView.bounds.height
        let below = sheet.frame.offsetBy(dx: 0, dy: height - sheet.frame.minY)
        // The slide takes the part of the full slide's time that the distance left is of the height.
        let duration = max(0.2, ModalTransitionAnimator.coverDuration * Double((height - sheet.frame.minY) / max(height, 1)))
        let dimming = transitionView.dimmingView
        UIView.animate(withDuration: duration, delay: 0, usingSpringWithDamping: 1, initialSpringVelocity: 0, options: [],
                       animations: {
            sheet.frame = below
            dimming?.alpha = 0
        }, completion: { _ in finish() })
    }

    /// Cancels the user's dismissal, as when a sheet springs back: the controllers hear
    /// `viewWillAppear` and, after the end-of-turn layout, `viewDidAppear`.
    func cancelInteractiveDismissal() {
        let stack = presentationStack
        for controller in stack {
            controller.beingDismissed = false
            controller.beginAppearance(appearing: true, animated: true)
        }
        let finish: @MainActor () -> Void = { for controller in stack { controller.endAppearance() } }
        if let window = viewIfLoaded?.window { window.afterTurnLayout(finish) } else { finish() }
    }

    // MARK: Presentation controllers

    /// The presentation controller this controller would be presented with: the one made for it
    /// earlier when it still suits the presentation style, else a new one.
    var pendingPresentationController: UIPresentationController {
        let wantsPopover = presentationKind == .popover
        let wantsSheet = presentationKind == .sheet
        if let existing = ownPresentationController, (existing is UISheetPresentationController) == wantsSheet,
           (existing is UIPopoverPresentationController) == wantsPopover {
            return existing
        }
        let made = wantsPopover ? UIPopoverPresentationController(presentedViewController: self, presenting: nil)
            : wantsSheet ? UISheetPresentationController(presentedViewController: self, presenting: nil)
            : UIPresentationController(presentedViewController: self, presenting: nil)
        ownPresentationController = made
        return made
    }

    /// The presentation controller managing this controller or its nearest presented ancestor;
    /// when neither is presented, the one this controller will be presented with, made for its
    /// current `modalPresentationStyle`.
    public var presentationController: UIPresentationController? {
        presentedAncestorOrSelf?.presentation?.controller ?? pendingPresentationController
    }

    /// The presentation controller as a sheet presentation controller, or `nil` when the
    /// controller is not presented (or to be presented) as a page or form sheet.
    public var sheetPresentationController: UISheetPresentationController? {
        presentationController as? UISheetPresentationController
    }

    /// The nearest popover presentation controller that manages this controller or an ancestor;
    /// when neither is presented, the one this controller will be presented with, made on first
    /// ask, when its `modalPresentationStyle` is `.popover`; otherwise `nil`. System controllers
    /// that are popovers on iPad (an action sheet, an activity view controller) have one too,
    /// whose anchor a phone ignores.
    public var popoverPresentationController: UIPopoverPresentationController? {
        if let presented = presentedAncestorOrSelf {
            return presented.presentation?.controller as? UIPopoverPresentationController ?? presented.anchorOnlyPopoverController
        }
        if presentationKind == .popover {
            return pendingPresentationController as? UIPopoverPresentationController
        }
        return anchorOnlyPopoverController
    }

    /// Puts back the presenting side's view a full-screen presentation removed: below the
    /// presentation, or where it was when the presentation is no longer in its container.
    private func restore(_ removed: (view: UIView, index: Int), below record: Presentation) {
        record.removedView = nil
        guard let container = record.container else { return }
        if record.transitionView.superview === container {
            container.insertSubview(removed.view, belowSubview: record.transitionView)
        } else {
            container.insertSubview(removed.view, at: min(removed.index, container.subviews.count))
        }
    }

    /// The last steps of a dismissal for one presented controller: its views leave, it hears
    /// `viewDidDisappear`, and the presentation lets go of it.
    func finishDismissal() {
        guard let record = presentation else { return }
        record.transitionView.removeFromSuperview()
        viewIfLoaded?.removeFromSuperview()
        endAppearance()
        if let dimmed = record.dimmedTint { dimmed.view.tintAdjustmentMode = dimmed.mode }
        presentation = nil
        presentedController = nil
        beingDismissed = false
    }

    // MARK: Showing

    func showImplementation(_ controller: UIViewController, action: Selector, sender: Any?) {
        guard let target = targetViewController(forAction: action, sender: sender), target !== self else {
            present(controller, animated: true)
            return
        }
        if action == .showDetailViewController {
            target.showDetailViewController(controller, sender: sender)
        } else {
            target.show(controller, sender: sender)
        }
    }

    /// Swift cannot tell whether a subclass overrides a method, so a controller claims an action,
    /// such as `showViewController:sender:`, by answering `canPerformAction(_:withSender:)` with
    /// `true` or by registering it.
    func targetViewControllerImplementation(forAction action: Selector, sender: Any?) -> UIViewController? {
        var current: UIViewController? = self
        while let controller = current {
            if controller.canPerformAction(action, withSender: sender) { return controller }
            current = controller.parentController ?? controller.presentation?.presenting
        }
        return nil
    }

    // MARK: Internals

    /// The view that stands for this controller in the window: its presentation's transition
    /// view when it is presented, else its own view.
    var presentationRootView: UIView {
        presentation?.transitionView ?? view
    }

    /// This controller or its nearest ancestor that is presented.
    private var presentedAncestorOrSelf: UIViewController? {
        var current: UIViewController? = self
        while let controller = current {
            if controller.presentation != nil { return controller }
            current = controller.parentController
        }
        return nil
    }

    /// This presented controller and the ones presented above it, bottom up.
    private var presentationStack: [UIViewController] {
        var stack: [UIViewController] = [self]
        while let next = stack.last?.presentedController { stack.append(next) }
        return stack
    }

    /// Whether a presentation or dismissal of this controller has begun and not reached its
    /// `viewDidAppear` or `viewDidDisappear`.
    private var isInTransition: Bool {
        (beingPresented && appearance == .appearing) || beingDismissed
    }

    /// How UIKit names a controller in its warnings: `<UIViewController: 0x…>` for its own
    /// classes, `<Module.Class: 0x…>` for an app's.
    var presentationName: String {
        var name = String(reflecting: type(of: self))
        if name.hasPrefix("UIKitCore.") { name.removeFirst("UIKitCore.".count) }
        return "<\(name): 0x\(String(UInt(bitPattern: ObjectIdentifier(self)), radix: 16))>"
    }
}

extension UIWindow {
    /// Runs the work after the end-of-turn layout, as UIKit finishes a non-animated transition;
    /// at once for a window outside a scene, which has no turns.
    func afterTurnLayout(_ work: @escaping @MainActor () -> Void) {
        if let windowScene { windowScene.afterLayout(work) } else { work() }
    }
}
