import Foundation

/// A container view controller that manages a multiselection interface, where the selection
/// determines which child view controller to display.
///
/// The tab bar shows each child's `tabBarItem`; its items fill 49 points above the bottom safe
/// area and its background reaches the bottom edge, as UIKit's does. The selected child's view
/// fills the tab bar controller's view, and its safe area stops at the tab bar. All children
/// get a tab: there is no More navigation controller. Selection changes deliver their callbacks
/// as UIKit does (the new child's `viewWillAppear`, the old one's `viewWillDisappear`, then after
/// the end-of-turn layout `viewDidDisappear` and `viewDidAppear`).
@preconcurrency @MainActor
open class UITabBarController: UIViewController, UITabBarDelegate {
    private var controllers: [UIViewController]?
    @HandleReference private var selectedController: UIViewController?
    /// The controller whose view is in the content view.
    @HandleReference private var displayedController: UIViewController?
    private let contentView = UIViewControllerWrapperView()
    private let bar = UITabBar()

    /// The tab bar controller's delegate.
    open weak var delegate: (any UITabBarControllerDelegate)?

    public override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
        configureTabBar()
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        configureTabBar()
        NibDecoder.finish(coder, self, as: UITabBarController.self)
    }

    private func configureTabBar() {
        bar.tabBarController = self
        bar.delegate = self
    }

    // MARK: Children and selection

    /// An array of the root view controllers displayed by the tab bar interface, one per tab,
    /// leading to trailing. The default is `nil`.
    open var viewControllers: [UIViewController]? {
        get { controllers }
        set { setViewControllers(newValue, animated: false) }
    }

    /// Sets the root view controllers of the tab bar controller. The selection stays on the
    /// previously selected controller when it is still there, else on the same index when it is
    /// valid, else on the first controller.
    open func setViewControllers(_ viewControllers: [UIViewController]?, animated: Bool) {
        var unique: [UIViewController] = []
        for controller in viewControllers ?? [] where !unique.contains(where: { $0 === controller }) {
            unique.append(controller)
        }
        let old = controllers ?? []
        let oldIndex = selectedIndex
        let removed = old.filter { controller in !unique.contains { $0 === controller } }
        let added = unique.filter { controller in !old.contains { $0 === controller } }
        for controller in removed { controller.willMove(toParent: nil) }
        for controller in added { addChild(controller) }
        controllers = viewControllers == nil ? nil : unique
        tabBarItemsDidChange()
        for controller in added { controller.didMove(toParent: self) }
        let next: UIViewController?
        if let selected = selectedController, unique.contains(where: { $0 === selected }) {
            next = selected
        } else if oldIndex != NSNotFound, unique.indices.contains(oldIndex) {
            next = unique[oldIndex]
        } else {
            next = unique.first
        }
        select(next) { [removed] in
            for controller in removed where controller.parent === self { controller.removeFromParent() }
        }
    }

    /// The view controller associated with the currently selected tab item; it must be one of
    /// `viewControllers`.
    open var selectedViewController: UIViewController? {
        get { selectedController }
        set {
            guard let newValue, controllers?.contains(where: { $0 === newValue }) == true else { return }
            select(newValue) {}
        }
    }

    /// An unwind segue passing through the tab bar controller selects the tab on its way.
    open override func unwind(for unwindSegue: UIStoryboardSegue, towards subsequentVC: UIViewController) {
        guard selectedViewController !== subsequentVC else { return }
        selectedViewController = subsequentVC
    }

    /// The index of the view controller associated with the currently selected tab item, or
    /// `NSNotFound` when there is none.
    open var selectedIndex: Int {
        get {
            guard let selectedController else { return NSNotFound }
            return controllers?.firstIndex { $0 === selectedController } ?? NSNotFound
        }
        set {
            guard let controllers, controllers.indices.contains(newValue) else { return }
            select(controllers[newValue]) {}
        }
    }

    /// The tab bar view associated with this controller.
    open var tabBar: UITabBar { bar }

    /// The selected view controller decides the status bar style.
    open override var childForStatusBarStyle: UIViewController? { selectedController }

    /// The selected view controller decides whether the status bar is hidden.
    open override var childForStatusBarHidden: UIViewController? { selectedController }

    /// Sent when the user selects a tab bar item; the tab bar controller is its tab bar's
    /// delegate. The default does nothing.
    open func tabBar(_ tabBar: UITabBar, didSelect item: UITabBarItem) {}

    // MARK: View and appearance

    open override func loadView() {
        let root = UILayoutContainerView { [handle = lifetimeHandle] in handle.referent(UITabBarController.self)?.layoutContainer() }
        root.addSubview(contentView)
        root.addSubview(bar)
        view = root
    }

    /// The tab bar controller tells its selected view controller when it appears and disappears.
    open override var shouldAutomaticallyForwardAppearanceMethods: Bool { false }

    open override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        guard let selected = selectedController else { return }
        _ = selected.view
        selected.beginAppearanceTransition(true, animated: animated)
        display(selected)
    }

    open override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        displayedController?.endAppearanceTransition()
    }

    open override func viewWillDisappear(_ animated: Bool) {
        super.viewWillDisappear(animated)
        displayedController?.beginAppearanceTransition(false, animated: animated)
    }

    open override func viewDidDisappear(_ animated: Bool) {
        super.viewDidDisappear(animated)
        displayedController?.endAppearanceTransition()
    }

    // MARK: Internals

    private var isShowing: Bool {
        appearance == .appeared || appearance == .appearing
    }

    /// Selects the controller (or nothing); while the tab bar controller is showing, the new
    /// child appears and the old one disappears. `completion` runs once the old one is gone.
    private func select(_ controller: UIViewController?, completion: @escaping @MainActor () -> Void) {
        selectedController = controller
        bar.selectedItem = controller?.tabBarItem
        bottomBarVisibilityDidChange()
        let from = displayedController
        guard isShowing, from !== controller else {
            if isViewLoaded { display(controller) }
            completion()
            return
        }
        _ = controller?.view
        controller?.beginAppearanceTransition(true, animated: false)
        from?.beginAppearanceTransition(false, animated: false)
        display(controller)
        let finish: @MainActor () -> Void = {
            from?.endAppearanceTransition()
            controller?.endAppearanceTransition()
            completion()
        }
        guard let scene = view.window?.windowScene else { return finish() }
        scene.afterLayout(finish)
    }

    private func display(_ controller: UIViewController?) {
        if let old = displayedController, old !== controller, let oldView = old.viewIfLoaded,
           oldView.superview === contentView {
            oldView.removeFromSuperview()
        }
        displayedController = controller
        guard let controller else { return }
        let childView = controller.view!
        if childView.superview !== contentView {
            placeBarAndContent()
            childView.frame = contentView.bounds
            contentView.addSubview(childView)
        }
        contentView.setNeedsLayout()
    }

    /// A user tap on an item: the delegate may refuse it; a tap on the selected tab of a
    /// navigation controller pops it to its root; the delegate hears every accepted tap, after
    /// the new child's `viewDidAppear`.
    func tabBarItemTapped(_ item: UITabBarItem) {
        guard let controller = controllers?.first(where: { $0.tabBarItem === item }) else { return }
        if let delegate, !delegate.tabBarController(self, shouldSelect: controller) { return }
        let reselected = controller === selectedController
        // The delegate hears the tap once the switch is complete, as after UIKit's synchronous one.
        select(controller) { [weak self, weak item] in
            guard let self, let item else { return }
            self.bar.delegate?.tabBar(self.bar, didSelect: item)
            self.delegate?.tabBarController(self, didSelect: controller)
        }
        if reselected, let navigation = controller as? UINavigationController {
            navigation.popToRootViewController(animated: true)
        }
    }

    /// The tab bar shows one item per child, from the children's `tabBarItem`s.
    func tabBarItemsDidChange() {
        bar.setItems(controllers?.map { $0.tabBarItem }, animated: false)
        bar.selectedItem = selectedController?.tabBarItem
    }

    /// The tab bar hides while the selected navigation controller has a controller on its stack
    /// that hides bottom bars when pushed.
    func bottomBarVisibilityDidChange() {
        viewIfLoaded?.setNeedsLayout()
    }

    private var hidesTabBar: Bool {
        (selectedController as? UINavigationController)?.hidesBottomBar ?? false
    }

    private func layoutContainer() {
        if displayedController == nil, let selected = selectedController, !isShowing { display(selected) }
        placeBarAndContent()
    }

    /// Places the tab bar and the content view in the container's bounds, the bar's height in
    /// the content's safe area. Layout does it, and so does showing a child's view: the child's
    /// view has its size and safe area when it comes in, before its constraints are first solved.
    private func placeBarAndContent() {
        guard let view = viewIfLoaded else { return }
        let bounds = view.bounds
        let safeArea = view.safeAreaInsets
        let hidden = hidesTabBar
        let barHeight = BarMetrics.tabBarHeight + safeArea.bottom
        contentView.frame = bounds
        bar.isHidden = hidden
        bar.frame = CGRect(x: 0, y: bounds.height - barHeight, width: bounds.width, height: barHeight)
        contentView.setBarInsets(UIEdgeInsets(top: 0, left: 0, bottom: hidden ? 0 : BarMetrics.tabBarHeight, right: 0))
        bar.follow(contentScrollView)
    }

    /// The scroll view the bar's scroll edge follows: the selected controller's (the top one
    /// of a navigation controller) view when it is one, else the first scroll view in it.
    private var contentScrollView: UIScrollView? {
        var content = selectedController
        if let navigation = content as? UINavigationController { content = navigation.topViewController }
        guard let view = content?.viewIfLoaded else { return nil }
        return view as? UIScrollView ?? view.storedSubviews.first { $0 is UIScrollView } as? UIScrollView
    }
}
