import Foundation

/// A container view controller that defines a stack-based scheme for navigating hierarchical
/// content.
///
/// The navigation bar sits 44 points tall below the top of the safe area, the toolbar 44 points
/// tall above its bottom; both extend their backgrounds to the edges of the view. The top view
/// controller's view fills the navigation controller's view, and its safe area stops at the
/// bars. Animated pushes and pops run an animator (the delegate's, or the navigation
/// controller's own slide) and deliver the did-callbacks when it completes; non-animated ones
/// deliver the will-callbacks now and the did-callbacks after the layout at the end of the turn.
@preconcurrency @MainActor
open class UINavigationController: UIViewController {
    var stack: [UIViewController] = []
    /// The controller whose view is in the content view.
    @HandleReference var displayedController: UIViewController?
    /// The last controller the delegate heard `willShow` for, and the one still owed `didShow`.
    @HandleReference var announcedController: UIViewController?
    @HandleReference var controllerAwaitingDidShow: UIViewController?
    /// Controllers added while the navigation controller was not showing: their
    /// `didMove(toParent:)` comes when it appears, as UIKit ends a deferred transition.
    var controllersAwaitingDidMove: [UIViewController] = []
    let contentView = UIViewControllerWrapperView()
    let bar = UINavigationBar()
    /// The toolbar once made: most navigation controllers never show one, so it is made when
    /// it is first shown or asked for (`bottomToolbar`).
    private(set) var madeToolbar: UIToolbar?
    /// The push or pop animating now, and the stack changes asked for meanwhile.
    var activeTransition: ViewControllerTransitionContext?
    var queuedStackChanges: [@MainActor () -> Void] = []
    /// The interaction the edge swipe starts for the next pop.
    var systemPopInteraction: (any UIViewControllerInteractiveTransitioning)?
    lazy var popGesture: UIScreenEdgePanGestureRecognizer = makePopGesture()

    /// The delegate of the navigation controller.
    open weak var delegate: (any UINavigationControllerDelegate)?

    /// Creates a navigation controller with the controller at the bottom of its stack.
    public init(rootViewController: UIViewController) {
        super.init(nibName: nil, bundle: nil)
        bar.navigationController = self
        setViewControllers([rootViewController], animated: false)
    }

    public override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
        bar.navigationController = self
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        bar.navigationController = self
        NibDecoder.finish(coder, self, as: UINavigationController.self)
    }

    // MARK: The stack

    /// The view controllers currently on the navigation stack, root first.
    open var viewControllers: [UIViewController] {
        get { stack }
        set { setViewControllers(newValue, animated: false) }
    }

    /// The view controller at the top of the navigation stack.
    open var topViewController: UIViewController? { stack.last }

    /// The view controller associated with the currently visible view: the top view controller
    /// (presented controllers are not considered yet).
    open var visibleViewController: UIViewController? { topViewController }

    /// Pushes a view controller onto the stack and updates the display. A controller already on
    /// the stack is ignored.
    open func pushViewController(_ viewController: UIViewController, animated: Bool) {
        _ = performOrQueue { [handle = lifetimeHandle] in
            guard let navigation = handle.referent(UINavigationController.self),
                  !navigation.stack.contains(where: { $0 === viewController }) else { return }
            navigation.transition(to: navigation.stack + [viewController], animated: animated)
        }
    }

    /// Shows a controller in the navigation interface: a navigation controller pushes it, and
    /// claims `showViewController:sender:` so its children's `show(_:sender:)` come here.
    open override func show(_ vc: UIViewController, sender: Any?) {
        pushViewController(vc, animated: UIView.areAnimationsEnabled)
    }

    open override func canPerformAction(_ action: Selector, withSender sender: Any?) -> Bool {
        action == .showViewController || super.canPerformAction(action, withSender: sender)
    }

    /// An unwind segue passing through the navigation controller pops to the child on its way.
    open override func unwind(for unwindSegue: UIStoryboardSegue, towards subsequentVC: UIViewController) {
        guard topViewController !== subsequentVC, viewControllers.contains(where: { $0 === subsequentVC }) else { return }
        _ = popToViewController(subsequentVC, animated: UIView.areAnimationsEnabled && presentedViewController == nil)
    }

    /// Pops the top view controller from the stack and updates the display; the root stays.
    @discardableResult
    open func popViewController(animated: Bool) -> UIViewController? {
        guard stack.count > 1, let top = stack.last else { return nil }
        guard activeTransition == nil else {
            queuedStackChanges.append { [handle = lifetimeHandle] in
                handle.referent(UINavigationController.self)?.popViewController(animated: animated)
            }
            return nil
        }
        transition(to: Array(stack.dropLast()), animated: animated)
        return top
    }

    /// Pops all the view controllers on the stack except the root and updates the display.
    /// Returns the popped controllers, bottom to top.
    @discardableResult
    open func popToRootViewController(animated: Bool) -> [UIViewController]? {
        guard let root = stack.first else { return nil }
        return popToViewController(root, animated: animated)
    }

    /// Pops view controllers until the given one is at the top. Returns the popped controllers,
    /// bottom to top, or `nil` when the controller is not on the stack.
    @discardableResult
    open func popToViewController(_ viewController: UIViewController, animated: Bool) -> [UIViewController]? {
        guard let index = stack.firstIndex(where: { $0 === viewController }) else { return nil }
        guard activeTransition == nil else {
            queuedStackChanges.append { [handle = lifetimeHandle] in
                handle.referent(UINavigationController.self)?.popToViewController(viewController, animated: animated)
            }
            return nil
        }
        let popped = Array(stack[(index + 1)...])
        if !popped.isEmpty { transition(to: Array(stack[...index]), animated: animated) }
        return popped
    }

    /// Replaces the view controllers managed by the navigation controller: one transition from
    /// the old top to the new top (a push when it is new, a pop when it was lower on the stack).
    open func setViewControllers(_ viewControllers: [UIViewController], animated: Bool) {
        var unique: [UIViewController] = []
        for controller in viewControllers where !unique.contains(where: { $0 === controller }) {
            unique.append(controller)
        }
        _ = performOrQueue { [handle = lifetimeHandle] in
            handle.referent(UINavigationController.self)?.transition(to: unique, animated: animated)
        }
    }

    /// The navigation controller's tab bar item: the one assigned to it, or else its root view
    /// controller's.
    open override var tabBarItem: UITabBarItem! {
        get { assignedTabBarItem ?? stack.first?.tabBarItem ?? super.tabBarItem }
        set { super.tabBarItem = newValue }
    }

    // MARK: Bars

    /// The navigation bar managed by the navigation controller.
    open var navigationBar: UINavigationBar { bar }

    /// While the navigation bar shows, the status bar suits the bar, not the top view controller;
    /// with the bar hidden, the top view controller decides, as in UIKit.
    open override var childForStatusBarStyle: UIViewController? {
        isNavigationBarHidden ? topViewController : nil
    }

    /// The top view controller decides whether the status bar is hidden.
    open override var childForStatusBarHidden: UIViewController? { topViewController }

    /// A Boolean value that indicates whether the navigation bar is hidden. The default is `false`.
    open var isNavigationBarHidden: Bool = false {
        didSet { if isNavigationBarHidden != oldValue { barsDidChange() } }
    }

    /// Sets whether the navigation bar is hidden; `animated` is ignored (no animations yet).
    open func setNavigationBarHidden(_ hidden: Bool, animated: Bool) {
        isNavigationBarHidden = hidden
    }

    /// The toolbar managed by the navigation controller; it shows the top view controller's
    /// `toolbarItems`.
    open var toolbar: UIToolbar! { bottomToolbar }

    /// The toolbar, made on first use with the top controller's items, and put between the
    /// content and the navigation bar when the view is loaded.
    var bottomToolbar: UIToolbar {
        if let madeToolbar { return madeToolbar }
        let toolbar = UIToolbar()
        madeToolbar = toolbar
        toolbar.setItems(topViewController?.toolbarItems, animated: false)
        toolbar.isHidden = !showsToolbar
        if let root = viewIfLoaded {
            root.insertSubview(toolbar, aboveSubview: contentView)
            root.setNeedsLayout()
        }
        return toolbar
    }

    /// A Boolean value indicating whether the toolbar is hidden. The default is `true`.
    open var isToolbarHidden: Bool = true {
        didSet { if isToolbarHidden != oldValue { barsDidChange() } }
    }

    /// Sets whether the toolbar is hidden; `animated` is ignored (no animations yet).
    open func setToolbarHidden(_ hidden: Bool, animated: Bool) {
        isToolbarHidden = hidden
    }

    // MARK: View and appearance

    open override func loadView() {
        let root = UILayoutContainerView { [handle = lifetimeHandle] in handle.referent(UINavigationController.self)?.layoutContainer() }
        root.addSubview(contentView)
        if let madeToolbar { root.addSubview(madeToolbar) }
        root.addSubview(bar)
        view = root
        root.addGestureRecognizer(popGesture)
    }

    /// The navigation controller tells its top view controller when it appears and disappears.
    open override var shouldAutomaticallyForwardAppearanceMethods: Bool { false }

    open override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        guard let top = topViewController else { return }
        _ = top.view
        announce(top, animated: animated)
        top.beginAppearanceTransition(true, animated: animated)
        display(top)
    }

    open override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        displayedController?.endAppearanceTransition()
        finishAddingAwaitingControllers()
        if let shown = controllerAwaitingDidShow, shown === displayedController {
            controllerAwaitingDidShow = nil
            delegate?.navigationController(self, didShow: shown, animated: animated)
        }
    }

    open override func viewWillDisappear(_ animated: Bool) {
        super.viewWillDisappear(animated)
        displayedController?.beginAppearanceTransition(false, animated: animated)
    }

    open override func viewDidDisappear(_ animated: Bool) {
        super.viewDidDisappear(animated)
        displayedController?.endAppearanceTransition()
    }

    /// Escape goes back: it pops the top controller, else dismisses a presented navigation
    /// controller.
    open override func accessibilityPerformEscape() -> Bool {
        guard stack.count > 1 else { return super.accessibilityPerformEscape() }
        popViewController(animated: true)
        return true
    }
}
