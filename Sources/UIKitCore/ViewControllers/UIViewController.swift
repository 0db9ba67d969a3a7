import Foundation

/// An object that manages a view hierarchy for your UIKit app.
@preconcurrency @MainActor
open class UIViewController: UIResponder {
    private var loadedView: UIView?
    var childControllers: [UIViewController] = []
    /// Held through its handle (LifetimeHandle.swift).
    @HandleReference var parentController: UIViewController?
    /// The storyboard scene the controller was made from, or the nib it loads its view from.
    var storyboardScene: StoryboardScene? {
        get { rareParts?.storyboardScene }
        set { if newValue != nil || rareParts != nil { rarePartsMade.storyboardScene = newValue } }
    }
    var nibNameStorage: String? {
        get { rareParts?.nibName }
        set { if newValue != nil || rareParts != nil { rarePartsMade.nibName = newValue } }
    }
    var nibBundleStorage: Bundle? {
        get { rareParts?.nibBundle }
        set { if newValue != nil || rareParts != nil { rarePartsMade.nibBundle = newValue } }
    }
    /// What few controllers have, made the first time one of them is set
    /// (`ViewControllerRareParts`): a session holds a controller for each tab and screen.
    private var rareParts: ViewControllerRareParts?

    // The controller's one-byte fields, together: Swift lays stored properties out in the order
    // they are declared, and scattered between eight-byte ones each took a word.
    var appearance: Appearance = .disappeared
    var movingToParent = false
    var movingFromParent = false
    var isAppearingDelivered = false
    /// Whether the appearance change in progress (or the last one) was animated.
    var appearanceAnimated = false
    /// Whether the controller is one side of its parent's `transition(from:to:…)`, which delivers
    /// its appearance callbacks rather than its view entering or leaving the window.
    var inContainerTransition = false
    var beingPresented = false
    var beingDismissed = false
    private var editingState = false
    var storedStyleOverride: UIUserInterfaceStyle = .unspecified
    var respectsSystemMinimumLayoutMargins = true

    /// Where a controller's view is in its appearance cycle.
    enum Appearance {
        case disappeared, appearing, appeared, disappearing
    }

    /// Creates a view controller whose view comes from the named nib (a xib of the app), or,
    /// without a name, from a nib named after the class when the app has one; otherwise
    /// `loadView()` makes a plain view.
    public init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        if nibNameOrNil != nil || nibBundleOrNil != nil {
            let parts = ViewControllerRareParts()
            (parts.nibName, parts.nibBundle) = (nibNameOrNil, nibBundleOrNil)
            rareParts = parts
        }
        super.init()
    }

    /// Creates a view controller with no nib.
    public convenience override init() {
        self.init(nibName: nil, bundle: nil)
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        NibDecoder.finish(coder, self, as: UIViewController.self)
    }

    // MARK: State restoration (UIViewController+Restoration.swift)

    /// Encodes state-related information for the view controller when its state is preserved.
    open func encodeRestorableState(with coder: NSCoder) {}

    /// Decodes and restores state-related information for the view controller.
    open func decodeRestorableState(with coder: NSCoder) {}

    /// Called on restored view controllers after all objects of the archive were decoded.
    open func applicationFinishedRestoringState() {}

    /// The localized title of the view the controller manages. Setting it updates the bars that
    /// show it: the navigation bar (through `navigationItem`) and the tab bar (through the
    /// default `tabBarItem`).
    open var title: String? {
        didSet {
            guard title != oldValue else { return }
            titleDidChange()
        }
    }

    // MARK: The view

    /// The view that the controller manages, loaded the first time it is read.
    open var view: UIView! {
        get {
            loadViewIfNeeded()
            return loadedView
        }
        set {
            loadedView?.owningViewController = nil
            loadedView = newValue
            newValue?.owningViewController = self
            TraitEnvironmentGeneration.advance()
            newValue?.setNeedsUpdateConstraints()
        }
    }

    /// The controller's view if it is loaded, or `nil`.
    open var viewIfLoaded: UIView? { loadedView }

    /// A Boolean value indicating whether the view is loaded into memory.
    open var isViewLoaded: Bool { loadedView != nil }

    /// Creates the view that the controller manages. The default makes a plain `UIView`.
    open func loadView() {
        view = loadInterfaceFileView() ?? Self.makeDefaultView()
    }

    /// The view `loadView()` makes when there is no interface file, as UIKit's: as large as the
    /// screen, and resized with its superview (flexible width and height).
    static func makeDefaultView() -> UIView {
        let view = UIView(frame: UIScreen.current.bounds)
        view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        return view
    }

    /// Loads the view if it has not been loaded yet, then calls `viewDidLoad()`.
    open func loadViewIfNeeded() {
        guard loadedView == nil else { return }
        loadView()
        if loadedView == nil { view = Self.makeDefaultView() }
        loadedView?.additionalSafeArea = additionalSafeAreaInsets
        viewDidLoad()
    }

    /// Called after the controller's view is loaded into memory, before it is in a window.
    open func viewDidLoad() {}

    // MARK: Appearance

    /// Notifies the controller that its view is about to be added to a view hierarchy.
    open func viewWillAppear(_ animated: Bool) {}
    /// Called once each time the view appears, after `viewWillAppear(_:)`: the view is in the
    /// hierarchy and its traits are current, and it is about to be laid out.
    open func viewIsAppearing(_ animated: Bool) {}
    /// Notifies the controller that its view was added to a view hierarchy.
    open func viewDidAppear(_ animated: Bool) {}
    /// Notifies the controller that its view is about to be removed from a view hierarchy.
    open func viewWillDisappear(_ animated: Bool) {}
    /// Notifies the controller that its view was removed from a view hierarchy.
    open func viewDidDisappear(_ animated: Bool) {}

    /// Sent when the app receives a memory warning; release what can be made again.
    open func didReceiveMemoryWarning() {}

    // MARK: Layout

    /// Called when the controller's view needs to update its constraints, in the
    /// update-constraints pass before layout (and before `viewWillLayoutSubviews()`). The default
    /// calls the view's `updateConstraints()`; call `super` as the final step.
    open func updateViewConstraints() {
        viewIfLoaded?.updateConstraints()
    }

    /// Called just before the view's `layoutSubviews()`.
    open func viewWillLayoutSubviews() {}
    /// Called just after the view's `layoutSubviews()`.
    open func viewDidLayoutSubviews() {}

    // MARK: Safe area and margins

    /// Custom insets that you specify to modify the view controller's safe area, added to what
    /// its view's ancestors already cover.
    open var additionalSafeAreaInsets: UIEdgeInsets {
        get { rareParts?.additionalSafeAreaInsets ?? .zero }
        set {
            if newValue != .zero || rareParts != nil { rarePartsMade.additionalSafeAreaInsets = newValue }
            viewIfLoaded?.setAdditionalSafeArea(newValue)
        }
    }

    /// Called when the safe area of the controller's root view changes.
    open func viewSafeAreaInsetsDidChange() {}

    /// Called when the layout margins of the controller's root view change.
    open func viewLayoutMarginsDidChange() {}

    /// The minimum layout margins for the controller's root view: 16 points leading and trailing
    /// in a compact-width environment, 20 in a regular-width one, none at the top and bottom.
    public var systemMinimumLayoutMargins: NSDirectionalEdgeInsets {
        let side: CGFloat = traitCollection.horizontalSizeClass == .regular ? 20 : 16
        return NSDirectionalEdgeInsets(top: 0, leading: side, bottom: 0, trailing: side)
    }

    /// Whether the root view's layout margins are kept at least `systemMinimumLayoutMargins`.
    /// The default is `true`; when `false` the view's margins are its `directionalLayoutMargins`.
    open var viewRespectsSystemMinimumLayoutMargins: Bool {
        get { respectsSystemMinimumLayoutMargins }
        set {
            guard newValue != respectsSystemMinimumLayoutMargins else { return }
            let previous = viewIfLoaded?.directionalLayoutMargins
            respectsSystemMinimumLayoutMargins = newValue
            if let view = viewIfLoaded, let previous { view.layoutMarginsMayHaveChanged(from: previous) }
        }
    }

    // MARK: Navigation, tab bar and split view items (Containers/)

    /// The navigation item used to represent the view controller in a parent's navigation bar.
    open var navigationItem: UINavigationItem {
        if let storedNavigationItem { return storedNavigationItem }
        let item = UINavigationItem(owningController: self)
        storedNavigationItem = item
        return item
    }

    /// The nearest ancestor in the view controller hierarchy that is a navigation controller.
    open var navigationController: UINavigationController? {
        nearestAncestor(of: UINavigationController.self)
    }

    /// The nearest ancestor in the view controller hierarchy that is a tab bar controller.
    open var tabBarController: UITabBarController? {
        nearestAncestor(of: UITabBarController.self)
    }

    /// The nearest ancestor in the view controller hierarchy that is a split view controller.
    open var splitViewController: UISplitViewController? {
        nearestAncestor(of: UISplitViewController.self)
    }

    /// The tab bar item that represents the view controller when added to a tab bar controller.
    /// The default item has no image and shows the controller's title.
    open var tabBarItem: UITabBarItem! {
        get {
            if let assignedTabBarItem { return assignedTabBarItem }
            if let defaultTabBarItem { return defaultTabBarItem }
            let item = UITabBarItem(owningController: self)
            defaultTabBarItem = item
            return item
        }
        set {
            assignedTabBarItem = newValue
            tabBarController?.tabBarItemsDidChange()
        }
    }

    /// The toolbar items associated with the view controller, shown by its navigation
    /// controller's toolbar while it is the top view controller.
    open var toolbarItems: [UIBarButtonItem]? {
        get { storedToolbarItems }
        set { setToolbarItems(newValue, animated: false) }
    }

    /// Sets the toolbar items to be displayed with the view controller; `animated` is ignored
    /// (no animations yet).
    open func setToolbarItems(_ toolbarItems: [UIBarButtonItem]?, animated: Bool) {
        storedToolbarItems = toolbarItems
        navigationController?.toolbarItemsDidChange(of: self)
    }

    /// A Boolean value indicating whether the toolbar (and the tab bar of an enclosing tab bar
    /// controller) is hidden when the view controller is pushed on to a navigation controller.
    open var hidesBottomBarWhenPushed: Bool = false

    /// A bar button item that toggles its title and associated state between Edit and Done, and
    /// calls `setEditing(_:animated:)` when tapped.
    open var editButtonItem: UIBarButtonItem {
        if let storedEditButtonItem { return storedEditButtonItem }
        let item = UIBarButtonItem(title: nil, style: .plain, target: nil, action: nil)
        item.target = self
        item.targetMethod = { [handle = lifetimeHandle] _ in
            guard let controller = handle.referent(UIViewController.self) else { return }
            controller.setEditing(!controller.isEditing, animated: true)
        }
        storedEditButtonItem = item
        updateEditButtonItem()
        return item
    }

    /// A Boolean value indicating whether the view controller currently allows the user to edit
    /// the view contents. Setting it calls `setEditing(_:animated:)` without animation.
    open var isEditing: Bool {
        get { editingState }
        set { setEditing(newValue, animated: false) }
    }

    /// Sets whether the view controller shows an editable view; the edit button item shows Done
    /// while editing and Edit otherwise. Subclasses call `super` before updating their views.
    open func setEditing(_ editing: Bool, animated: Bool) {
        editingState = editing
        updateEditButtonItem()
    }

    private func titleDidChange() {
        storedNavigationItem?.itemDidChange()
        if let defaultTabBarItem, assignedTabBarItem == nil { defaultTabBarItem.itemDidChange() }
    }

    private func updateEditButtonItem() {
        guard let item = storedEditButtonItem else { return }
        item.title = editingState ? "Done" : "Edit"
        item.style = editingState ? .done : .plain
    }

    private func nearestAncestor<Container: UIViewController>(of type: Container.Type) -> Container? {
        var current = parentController
        while let controller = current {
            if let match = controller as? Container { return match }
            current = controller.parentController
        }
        return nil
    }

    private var storedNavigationItem: UINavigationItem?
    /// The tab bar item the app assigned; a navigation controller without one shows its root's.
    var assignedTabBarItem: UITabBarItem?
    private var defaultTabBarItem: UITabBarItem?
    private var storedToolbarItems: [UIBarButtonItem]? {
        get { rareParts?.toolbarItems }
        set { if newValue != nil || rareParts != nil { rarePartsMade.toolbarItems = newValue } }
    }
    private var storedEditButtonItem: UIBarButtonItem? {
        get { rareParts?.editButtonItem }
        set { if newValue != nil || rareParts != nil { rarePartsMade.editButtonItem = newValue } }
    }

    // MARK: Traits (UIViewController+Traits.swift)

    /// The traits of the controller's environment: its parent's (with the parent's overrides for
    /// it) or its view's superview's, with its own overrides.
    open var traitCollection: UITraitCollection {
        effectiveTraitCollection
    }

    /// The interface style the controller and its views use, whatever their environment's.
    open var overrideUserInterfaceStyle: UIUserInterfaceStyle {
        get { storedStyleOverride }
        set {
            guard newValue != storedStyleOverride else { return }
            changeTraits(of: viewIfLoaded.map { [$0] } ?? []) { self.storedStyleOverride = newValue }
        }
    }

    /// Called when the controller's traits change.
    open func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {}

    /// Overrides traits of a child controller.
    open func setOverrideTraitCollection(_ collection: UITraitCollection?, forChild childViewController: UIViewController) {
        let id = ObjectIdentifier(childViewController)
        changeTraits(of: childViewController.viewIfLoaded.map { [$0] } ?? []) { self.childTraitOverrides[id] = collection }
    }

    /// The traits this controller overrides for a child.
    open func overrideTraitCollection(forChild childViewController: UIViewController) -> UITraitCollection? {
        childTraitOverrides[ObjectIdentifier(childViewController)]
    }

    /// Called before the size of the controller's view changes; the default forwards it to the
    /// children. `coordinator` runs work alongside the change and after it.
    open func viewWillTransition(to size: CGSize, with coordinator: any UIViewControllerTransitionCoordinator) {
        for child in childControllers {
            child.viewWillTransition(to: size, with: coordinator)
        }
    }

    /// Called before the controller's traits change; the default forwards it to the children.
    open func willTransition(to newCollection: UITraitCollection, with coordinator: any UIViewControllerTransitionCoordinator) {
        for child in childControllers {
            child.willTransition(to: newCollection, with: coordinator)
        }
    }

    var childTraitOverrides: [ObjectIdentifier: UITraitCollection] {
        get { rareParts?.childTraitOverrides ?? [:] }
        set { if !newValue.isEmpty || rareParts != nil { rarePartsMade.childTraitOverrides = newValue } }
    }
    /// The traits last computed, and `TraitEnvironmentGeneration.current` then.
    var cachedTraits: UITraitCollection?
    var cachedTraitsGeneration = -1
    var traitObservers = TraitChangeObservers()

    // MARK: Content size (UIContentContainer)

    /// The preferred size for the view controller's view. A parent hears changes through
    /// `preferredContentSizeDidChange(forChildContentContainer:)`; a form sheet in a regular-width
    /// environment takes this size.
    open var preferredContentSize: CGSize {
        get { rareParts?.preferredContentSize ?? .zero }
        set {
            let oldValue = preferredContentSize
            if newValue != .zero || rareParts != nil { rarePartsMade.preferredContentSize = newValue }
            guard newValue != oldValue else { return }
            parentController?.preferredContentSizeDidChange(forChildContentContainer: self)
            presentation?.transitionView.setNeedsLayout()
        }
    }

    /// Notifies the container that the preferred content size of a child changed. The default
    /// does nothing.
    open func preferredContentSizeDidChange(forChildContentContainer container: any UIContentContainer) {}

    /// Notifies the container that the fitting size of a child's view changed. The default does
    /// nothing.
    open func systemLayoutFittingSizeDidChange(forChildContentContainer container: any UIContentContainer) {}

    /// The size of a child's content: by default, the parent's size.
    open func size(forChildContentContainer container: any UIContentContainer, withParentContainerSize parentSize: CGSize) -> CGSize {
        parentSize
    }

    // MARK: Status bar (UIViewController+StatusBar.swift)

    /// The preferred status bar style for the view controller. The default is `.default`.
    open var preferredStatusBarStyle: UIStatusBarStyle { .default }

    /// Whether the view controller prefers the status bar to be hidden. The default is `false`.
    open var prefersStatusBarHidden: Bool { false }

    /// The animation style to use when hiding and showing the status bar. The default is `.fade`.
    open var preferredStatusBarUpdateAnimation: UIStatusBarAnimation { .fade }

    /// The child view controller whose `preferredStatusBarStyle` is used instead of this one's;
    /// the default is `nil`.
    open var childForStatusBarStyle: UIViewController? { nil }

    /// The child view controller whose `prefersStatusBarHidden` is used instead of this one's;
    /// the default is `nil`.
    open var childForStatusBarHidden: UIViewController? { nil }

    /// Whether a view controller presented in a style other than full screen takes over control of
    /// the status bar appearance from the presenting controller. The default is `false`.
    open var modalPresentationCapturesStatusBarAppearance = false

    /// Tells the system that the view controller's status bar attributes changed. The scene reads
    /// them at the end of every turn, before its commit, so the browser's theme colour follows
    /// whether or not this is called.
    open func setNeedsStatusBarAppearanceUpdate() {}

    // MARK: Orientation (stored and answered; a browser cannot be made to rotate)

    /// The interface orientations the view controller supports: all on an iPad, all but upside
    /// down elsewhere, as UIKit's default.
    open var supportedInterfaceOrientations: UIInterfaceOrientationMask {
        traitCollection.userInterfaceIdiom == .pad ? .all : .allButUpsideDown
    }

    /// The interface orientation to use when presenting the view controller: the scene's current one.
    open var preferredInterfaceOrientationForPresentation: UIInterfaceOrientation {
        viewIfLoaded?.window?.windowScene?.interfaceOrientation ?? .portrait
    }

    /// Whether the view controller's contents should auto rotate. The default is `true`.
    open var shouldAutorotate: Bool { true }

    /// Notifies the view controller that its supported interface orientations changed. The
    /// browser decides its orientation, so there is nothing to update.
    open func setNeedsUpdateOfSupportedInterfaceOrientations() {}

    // MARK: Responder chain

    /// The next responder: the superview of the controller's view.
    open override var next: UIResponder? {
        loadedView?.superview
    }

    // MARK: Storyboards and segues (UIViewController+Storyboards.swift)

    /// The name of the nib the controller loads its view from, when it was made with one (or
    /// has a nib named after its class, which UIKit finds by that name).
    open var nibName: String? { nibNameStorage }

    /// The bundle of the controller's nib.
    open var nibBundle: Bundle? { nibBundleStorage }

    /// Performs the segue with the identifier from the controller's storyboard scene.
    /// `shouldPerformSegue(withIdentifier:sender:)` is not asked, as on iOS.
    open func performSegue(withIdentifier identifier: String, sender: Any?) {
        guard let template = storyboardScene?.template(withIdentifier: identifier) else {
            UIApplication.reportLaunchProblem("Receiver (<\(type(of: self)): \(NibLoading.address(self))>) has no segue with identifier '\(identifier)'")
            return
        }
        template.perform(from: self, sender: sender)
    }

    /// Tells the controller a segue is about to be performed; the default does nothing.
    open func prepare(for segue: UIStoryboardSegue, sender: Any?) {}

    /// Whether the segue a control or cell triggered should be performed; the default is `true`.
    open func shouldPerformSegue(withIdentifier identifier: String, sender: Any?) -> Bool { true }

    /// Whether this controller is an unwind segue's destination: by default, whether it
    /// implements the unwind action.
    open func canPerformUnwindSegueAction(_ action: Selector, from fromViewController: UIViewController, sender: Any?) -> Bool {
        responds(to: action)
    }

    /// The children an unwind searches, nearest last: a navigation controller's stack, the other
    /// containers' children.
    open func allowedChildrenForUnwinding(from source: UIStoryboardUnwindSegueSource) -> [UIViewController] {
        children
    }

    /// Called on each container on the way from an unwind segue's destination up, to show the
    /// child that leads to the destination. The default does nothing; a navigation controller pops
    /// to the child and a tab bar controller selects it.
    open func unwind(for unwindSegue: UIStoryboardSegue, towards subsequentVC: UIViewController) {}

    // MARK: Presentation (UIViewController+Presentation.swift)

    /// The controller this one presents (its presenting controller holds it), and the record of
    /// how this one is presented while it is.
    var presentedController: UIViewController?
    var presentation: Presentation?
    /// The presentation controller made for this controller (UIViewController+Presentation.swift).
    var ownPresentationController: UIPresentationController? {
        get { rareParts?.ownPresentationController }
        set { if newValue != nil || rareParts != nil { rarePartsMade.ownPresentationController = newValue } }
    }

    /// The style this controller is presented in, as compact width draws it; system controllers
    /// such as alerts override it.
    var presentationKind: Presentation.Kind { Presentation.Kind(modalPresentationStyle) }

    /// The popover presentation controller of a system controller that is a popover on iPad but
    /// not on a phone (an action sheet, an activity view controller): apps set its anchor, which
    /// is not used here. `nil` for other controllers.
    var anchorOnlyPopoverController: UIPopoverPresentationController? { nil }

    /// The presentation style for modal view controllers. The default is `.automatic`.
    open var modalPresentationStyle: UIModalPresentationStyle = .automatic

    /// The transition style to use when presenting the view controller. The default is
    /// `.coverVertical`; set it before presenting.
    open var modalTransitionStyle: UIModalTransitionStyle = .coverVertical

    /// The delegate that provides the animator, interactive animator and (for the `.custom`
    /// style) presentation controller when this controller is presented and dismissed.
    open var transitioningDelegate: (any UIViewControllerTransitioningDelegate)? {
        get { rareParts?.transitioningDelegate }
        set { if newValue != nil || rareParts != nil { rarePartsMade.transitioningDelegate = newValue } }
    }

    /// Whether the view controller enforces a modal behavior: when `true`, UIKit prevents the
    /// interactive dismissal of the view controller while it is onscreen. The default is `false`.
    open var isModalInPresentation = false

    /// Whether this view controller's view is covered when it or one of its descendants presents a
    /// view controller with a current-context style. The default is `false`.
    open var definesPresentationContext = false

    /// The view controller that is presented by this view controller, or one of its ancestors.
    open var presentedViewController: UIViewController? {
        presentedController ?? parentController?.presentedViewController
    }

    /// The view controller that presented this view controller, or that presented its farthest
    /// presented ancestor.
    open var presentingViewController: UIViewController? {
        presentation?.presenting ?? parentController?.presentingViewController
    }

    /// Whether the view controller is being presented: true from `viewWillAppear(_:)` through
    /// `viewDidAppear(_:)` of its presentation.
    open var isBeingPresented: Bool { beingPresented }

    /// Whether the view controller is being dismissed: true from `viewWillDisappear(_:)` through
    /// `viewDidDisappear(_:)` of its dismissal.
    open var isBeingDismissed: Bool { beingDismissed }

    /// Presents a view controller modally. The completion runs after the presented controller's
    /// `viewDidAppear(_:)`: when the transition animation ends, or at the end of the turn when
    /// `flag` is `false`.
    @preconcurrency open func present(_ viewControllerToPresent: UIViewController, animated flag: Bool,
                      completion: (@MainActor () -> Void)? = nil) {
        presentImplementation(viewControllerToPresent, animated: flag, completion: completion)
    }

    /// Dismisses the view controller that was presented modally by this view controller, with the
    /// ones it presented in turn; called on a presented controller, asks its presenter. The
    /// completion runs after the presented controller's `viewDidDisappear(_:)`, when the
    /// dismissal animation ends.
    @preconcurrency open func dismiss(animated flag: Bool, completion: (@MainActor () -> Void)? = nil) {
        dismissImplementation(animated: flag, completion: completion)
    }

    /// Presents a view controller in a primary context: through the controller that
    /// `targetViewController(forAction:sender:)` finds for it, or modally when none claims it.
    open func show(_ vc: UIViewController, sender: Any?) {
        showImplementation(vc, action: .showViewController, sender: sender)
    }

    /// Presents a view controller in a secondary (or detail) context: through the controller that
    /// `targetViewController(forAction:sender:)` finds for it, or modally when none claims it.
    open func showDetailViewController(_ vc: UIViewController, sender: Any?) {
        showImplementation(vc, action: .showDetailViewController, sender: sender)
    }

    /// Returns the view controller that responds to the action: this one or the first up its
    /// parents and presenters whose `canPerformAction(_:withSender:)` is true, or `nil`.
    open func targetViewController(forAction action: Selector, sender: Any?) -> UIViewController? {
        targetViewControllerImplementation(forAction: action, sender: sender)
    }

    // MARK: Containment (UIViewController+Containment.swift)

    /// The view controllers that are children of this one.
    open var children: [UIViewController] { childControllers }

    /// The parent view controller of the recipient.
    open var parent: UIViewController? { parentController }

    /// Adds the controller as a child, after calling its `willMove(toParent:)` with this one.
    /// The container adds the child's view, then calls the child's `didMove(toParent:)`.
    open func addChild(_ childController: UIViewController) {
        addChildImplementation(childController)
    }

    /// Removes the controller from its parent, then calls its `didMove(toParent: nil)`. The
    /// container calls `willMove(toParent: nil)` and removes the view first.
    open func removeFromParent() {
        removeFromParentImplementation()
    }

    /// Called just before the controller is added to or removed from a container.
    open func willMove(toParent parent: UIViewController?) {
        if parent == nil { movingFromParent = true }
    }

    /// Called after the controller is added to or removed from a container.
    open func didMove(toParent parent: UIViewController?) {
        movingToParent = false
        movingFromParent = false
    }

    /// Transitions between two of the controller's children: `toViewController`'s view is added to
    /// the superview of `fromViewController`'s, the animations run, and `fromViewController`'s view
    /// is removed. Both must be children already. Appearance callbacks come in UIKit's order
    /// (`viewWillDisappear`, `viewWillAppear`; then `viewDidDisappear`, `viewDidAppear`), animated
    /// when `duration` is positive; the completion gets `true` after them. There is no animation
    /// engine yet: the transition ends at the end of the turn, after its layout pass.
    @preconcurrency open func transition(from fromViewController: UIViewController, to toViewController: UIViewController,
                         duration: TimeInterval, options: UIView.AnimationOptions = [],
                         animations: (@MainActor () -> Void)?, completion: (@MainActor (Bool) -> Void)? = nil) {
        transitionImplementation(from: fromViewController, to: toViewController, duration: duration,
                                 animations: animations, completion: completion)
    }

    /// Whether appearance callbacks are forwarded to children automatically. The default is `true`.
    open var shouldAutomaticallyForwardAppearanceMethods: Bool { true }

    /// Whether the controller's view is appearing or disappearing because the controller is
    /// being added to a container.
    open var isMovingToParent: Bool { movingToParent }

    /// Whether the controller's view is disappearing because the controller is being removed
    /// from its container.
    open var isMovingFromParent: Bool { movingFromParent }

    /// Tells a child controller its appearance is about to change, for containers that forward
    /// appearance themselves.
    open func beginAppearanceTransition(_ isAppearing: Bool, animated: Bool) {
        beginAppearance(appearing: isAppearing, animated: animated)
    }

    /// Tells a child controller its appearance has changed.
    open func endAppearanceTransition() {
        endAppearance()
    }

    // MARK: Accessibility

    /// Escape (VoiceOver's two-finger scrub, the page's Escape key) dismisses the controller when
    /// it is the one presented and allows interactive dismissal.
    open override func accessibilityPerformEscape() -> Bool {
        guard let presenting = presentingViewController, presenting.presentedViewController === self,
              presentedViewController == nil, !isModalInPresentation, !isBeingDismissed else { return false }
        dismiss(animated: true)
        return true
    }
}

extension UIViewController {
    private var rarePartsMade: ViewControllerRareParts {
        if let rareParts { return rareParts }
        let made = ViewControllerRareParts()
        rareParts = made
        return made
    }
}

/// The parts of a view controller that few controllers set: a nib or storyboard scene, extra
/// safe-area insets, a preferred content size, toolbar items, an edit button, trait overrides for
/// children, a presentation controller and a transitioning delegate. A controller keeps them in
/// this box, made the first time one is set: a plain controller takes a 208-byte chunk of memory
/// where it took 336.
final class ViewControllerRareParts {
    var storyboardScene: StoryboardScene?
    var nibName: String?
    var nibBundle: Bundle?
    var additionalSafeAreaInsets = UIEdgeInsets.zero
    var preferredContentSize = CGSize.zero
    var childTraitOverrides: [ObjectIdentifier: UITraitCollection] = [:]
    var toolbarItems: [UIBarButtonItem]?
    var editButtonItem: UIBarButtonItem?
    var ownPresentationController: UIPresentationController?
    /// Held weakly, as UIKit holds it.
    weak var transitioningDelegate: (any UIViewControllerTransitioningDelegate)?
}
