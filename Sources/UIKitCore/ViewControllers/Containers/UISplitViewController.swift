import Foundation

/// A container view controller that implements a hierarchical interface.
///
/// In a horizontally regular environment the columns sit side by side (or the sidebars over
/// the secondary column, as the display mode says). In a compact one the interface collapses:
/// the compact column's view controller is shown when there is one; otherwise the
/// supplementary and secondary columns' navigation stacks are pushed onto the primary column's
/// navigation controller, up to the top column the delegate chooses (the secondary by default),
/// and expanding moves them back. Column-style split view controllers wrap each column's view
/// controller in a navigation controller unless it is one.
///
/// Size classes: until the trait system provides `horizontalSizeClass`, the environment is
/// compact when the window scene's screen is narrower than 700 points (see
/// `isHorizontallyCompact`). A classic (`.unspecified`) split view controller shows only its
/// primary view controller when collapsed; it does not merge the secondary into it.
@preconcurrency @MainActor
open class UISplitViewController: UIViewController {
    /// The number of columns of the interface.
    public let style: Style
    /// The view controllers the app set, per column.
    private var columnControllers: [Column: UIViewController] = [:]
    /// The children that fill the columns: the column's navigation controller (column style) or
    /// the column's view controller itself (classic style).
    private var columnChildren: [Column: UIViewController] = [:]
    /// The children whose views are in the split view controller's view.
    private var shownChildren: [UIViewController] = []
    private var separators: [UIView] = []
    private var collapsed = false
    private var collapseRecord: CollapseRecord?

    /// What collapsing moved onto the primary navigation stack, so expanding can move it back.
    private struct CollapseRecord {
        var primaryCount: Int
        var movedSupplementary: Int?
        var movedSecondary: Bool
    }

    /// The delegate of the split view controller.
    open weak var delegate: (any UISplitViewControllerDelegate)?

    /// Creates a split view controller with the specified column style.
    public init(style: Style) {
        self.style = style
        super.init(nibName: nil, bundle: nil)
    }

    /// Creates a classic split view controller.
    public override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        style = .unspecified
        super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
    }

    public required init?(coder: NSCoder) {
        style = NibDecoder.splitStyle(coder)
        super.init(coder: coder)
        NibDecoder.finish(coder, self, as: UISplitViewController.self)
    }

    // MARK: Columns

    /// Sets the view controller of a column. Column-style split view controllers show it in a
    /// navigation controller (the one given, or one they make). Classic split view controllers
    /// use `viewControllers` instead and ignore this method.
    open func setViewController(_ vc: UIViewController?, for column: Column) {
        guard style != .unspecified else { return }
        guard style == .tripleColumn || column != .supplementary else { return }
        rebuild { self.assign(vc, to: column) }
    }

    /// The view controller the app set for a column (not the navigation controller that wraps it).
    open func viewController(for column: Column) -> UIViewController? {
        columnControllers[column]
    }

    /// The children the split view controller shows: one per column, or the one shown while
    /// collapsed. A classic split view controller takes its primary and secondary view
    /// controllers in this order.
    open var viewControllers: [UIViewController] {
        get {
            if collapsed, let shown = collapsedChild { return [shown] }
            return [Column.primary, .supplementary, .secondary].compactMap { columnChildren[$0] }
        }
        set {
            let columns: [Column] = style == .tripleColumn ? [.primary, .supplementary, .secondary] : [.primary, .secondary]
            rebuild {
                for (index, column) in columns.enumerated() {
                    self.assign(newValue.indices.contains(index) ? newValue[index] : nil, to: column)
                }
            }
        }
    }

    /// A Boolean value that indicates whether only one of the child view controllers displays.
    open var isCollapsed: Bool { collapsed }

    // MARK: Display mode and widths

    /// The preferred arrangement of the split view interface. The default is `.automatic`.
    open var preferredDisplayMode: DisplayMode = .automatic {
        didSet { if preferredDisplayMode != oldValue { viewIfLoaded?.setNeedsLayout() } }
    }

    /// The arrangement of the split view controller's contents: in a regular environment, two
    /// columns beside the secondary (three-column style, when they fit) or one.
    open var displayMode: DisplayMode {
        let width = viewIfLoaded?.bounds.width ?? 0
        switch (style, preferredDisplayMode) {
        case (.tripleColumn, .automatic):
            let twoFit = width >= primaryColumnWidth + supplementaryColumnWidth + Self.defaultColumnWidth
            return twoFit ? .twoBesideSecondary : .oneBesideSecondary
        case (_, .automatic): return .oneBesideSecondary
        case (.tripleColumn, let mode): return mode
        case (_, .twoBesideSecondary), (_, .twoDisplaceSecondary): return .oneBesideSecondary
        case (_, .twoOverSecondary): return .oneOverSecondary
        case (_, let mode): return mode
        }
    }

    /// The preferred width, in points, of the primary column; `automaticDimension` (the default)
    /// lets the split view controller choose.
    open var preferredPrimaryColumnWidth: CGFloat = UISplitViewController.automaticDimension {
        didSet { viewIfLoaded?.setNeedsLayout() }
    }

    /// The preferred width, in points, of the supplementary column.
    open var preferredSupplementaryColumnWidth: CGFloat = UISplitViewController.automaticDimension {
        didSet { viewIfLoaded?.setNeedsLayout() }
    }

    /// The width, in points, of the primary column: the preferred width, or 320 points, at most
    /// half the split view controller's width.
    open var primaryColumnWidth: CGFloat { columnWidth(preferred: preferredPrimaryColumnWidth) }

    /// The width, in points, of the supplementary column.
    open var supplementaryColumnWidth: CGFloat { columnWidth(preferred: preferredSupplementaryColumnWidth) }

    private static let defaultColumnWidth: CGFloat = 320

    private func columnWidth(preferred: CGFloat) -> CGFloat {
        let width = preferred > 0 ? preferred : Self.defaultColumnWidth
        guard let bounds = viewIfLoaded?.bounds, bounds.width > 0 else { return width }
        return min(width, (bounds.width / 2).rounded(.down))
    }

    // MARK: View and appearance

    open override func loadView() {
        view = UILayoutContainerView { [handle = lifetimeHandle] in handle.referent(UISplitViewController.self)?.layoutContainer() }
    }

    /// The split view controller tells the children it shows when they appear and disappear.
    open override var shouldAutomaticallyForwardAppearanceMethods: Bool { false }

    open override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        // Out of a window the environment is unknown: the first layout puts the columns up.
        if viewIfLoaded?.window != nil, needsRebuild {
            rebuild {}
        } else {
            for child in shownChildren { child.beginAppearanceTransition(true, animated: animated) }
        }
    }

    open override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        for child in shownChildren { child.endAppearanceTransition() }
    }

    open override func viewWillDisappear(_ animated: Bool) {
        super.viewWillDisappear(animated)
        for child in shownChildren { child.beginAppearanceTransition(false, animated: animated) }
    }

    open override func viewDidDisappear(_ animated: Bool) {
        super.viewDidDisappear(animated)
        for child in shownChildren { child.endAppearanceTransition() }
    }

    // MARK: Size class

    /// Whether the environment is horizontally compact: the window scene's screen is narrower
    /// than 700 points. The one place to switch to `traitCollection.horizontalSizeClass` once
    /// the trait system has size classes.
    var isHorizontallyCompact: Bool {
        guard let screen = viewIfLoaded?.window?.windowScene?.screen else { return false }
        return screen.bounds.width < 700
    }
}

extension UISplitViewController {
    private var isShowing: Bool {
        appearance == .appeared || appearance == .appearing
    }

    /// Whether the shown columns or the collapsed state no longer match the environment.
    private var needsRebuild: Bool {
        isHorizontallyCompact != collapsed || !sameControllers(childrenToShow, shownChildren)
    }

    /// Takes the shown children down, applies the change, collapses or expands as the
    /// environment says, and puts the children to show up; children that come and go while the
    /// split view controller is showing disappear and appear.
    private func rebuild(_ change: () -> Void) {
        let notify = isShowing
        let wasCollapsed = collapsed
        for child in shownChildren {
            if notify { child.beginAppearanceTransition(false, animated: false) }
            if child.viewIfLoaded?.superview === viewIfLoaded { child.viewIfLoaded?.removeFromSuperview() }
            if notify { child.endAppearanceTransition() }
        }
        shownChildren = []
        if collapsed { expand() }
        change()
        if isHorizontallyCompact { collapse() }
        if collapsed != wasCollapsed {
            if collapsed { delegate?.splitViewControllerDidCollapse(self) } else { delegate?.splitViewControllerDidExpand(self) }
        }
        if isViewLoaded { putUp(notify: notify) }
    }

    private func putUp(notify: Bool) {
        let children = childrenToShow
        for child in children {
            if notify { child.beginAppearanceTransition(true, animated: false) }
            view.addSubview(child.view)
        }
        shownChildren = children
        view.setNeedsLayout()
        guard notify, !children.isEmpty else { return }
        let finish: @MainActor () -> Void = { for child in children { child.endAppearanceTransition() } }
        guard let scene = view.window?.windowScene else { return finish() }
        scene.afterLayout(finish)
    }

    /// Sets the view controller of a column, wrapping it in a navigation controller in the
    /// column style, and makes the column's child a child of the split view controller.
    private func assign(_ controller: UIViewController?, to column: Column) {
        let old = columnChildren[column]
        var child = controller
        if style != .unspecified, let controller, !(controller is UINavigationController) {
            let wrapper = (old as? UINavigationController).flatMap { $0 === columnControllers[column] ? nil : $0 }
                ?? UINavigationController()
            wrapper.setViewControllers([controller], animated: false)
            child = wrapper
        }
        columnControllers[column] = controller
        columnChildren[column] = child
        if let old, old !== child {
            old.willMove(toParent: nil)
            old.removeFromParent()
        }
        if let child, child.parent !== self {
            addChild(child)
            child.didMove(toParent: self)
        }
    }

    /// The children to show now: the collapsed one, or the columns the display mode shows,
    /// back to front (sidebars over the secondary column come last).
    private var childrenToShow: [UIViewController] {
        if collapsed { return collapsedChild.map { [$0] } ?? [] }
        let sidebars: [Column]
        switch displayMode {
        case .secondaryOnly: sidebars = []
        case .oneBesideSecondary, .oneOverSecondary, .automatic:
            sidebars = style == .tripleColumn ? [.supplementary] : [.primary]
        case .twoBesideSecondary, .twoOverSecondary, .twoDisplaceSecondary: sidebars = [.primary, .supplementary]
        }
        return ([Column.secondary] + sidebars).compactMap { columnChildren[$0] }
    }

    private var collapsedChild: UIViewController? {
        columnChildren[.compact] ?? columnChildren[.primary]
    }

    // MARK: Collapsing

    /// Collapses to one column: the compact column's child when there is one; otherwise the
    /// later columns' stacks go onto the primary navigation controller, up to the top column.
    private func collapse() {
        collapsed = true
        collapseRecord = nil
        guard columnChildren[.compact] == nil, style != .unspecified,
              let primary = columnChildren[.primary] as? UINavigationController else { return }
        let top = delegate?.splitViewController(self, topColumnForCollapsingToProposedTopColumn: .secondary) ?? .secondary
        var record = CollapseRecord(primaryCount: primary.viewControllers.count, movedSupplementary: nil, movedSecondary: false)
        var moved: [UIViewController] = []
        if style == .tripleColumn, top != .primary, let supplementary = columnChildren[.supplementary] as? UINavigationController {
            let stack = supplementary.viewControllers
            supplementary.setViewControllers([], animated: false)
            moved += stack
            record.movedSupplementary = stack.count
        }
        if top == .secondary, let secondary = columnChildren[.secondary] as? UINavigationController {
            let stack = secondary.viewControllers
            secondary.setViewControllers([], animated: false)
            moved += stack
            record.movedSecondary = true
        }
        primary.setViewControllers(primary.viewControllers + moved, animated: false)
        collapseRecord = record
    }

    /// Expands to columns: what collapsing moved (and what was pushed since) goes back to the
    /// supplementary and secondary navigation controllers.
    private func expand() {
        collapsed = false
        guard let record = collapseRecord, let primary = columnChildren[.primary] as? UINavigationController else { return }
        collapseRecord = nil
        let stack = primary.viewControllers
        var rest = Array(stack.dropFirst(record.primaryCount))
        primary.setViewControllers(Array(stack.prefix(record.primaryCount)), animated: false)
        if let count = record.movedSupplementary, let supplementary = columnChildren[.supplementary] as? UINavigationController {
            let part = Array(rest.prefix(count))
            rest = Array(rest.dropFirst(count))
            supplementary.setViewControllers(part.isEmpty ? restoredRoot(of: .supplementary) : part, animated: false)
        }
        guard let secondary = columnChildren[.secondary] as? UINavigationController else { return }
        if record.movedSecondary {
            secondary.setViewControllers(rest.isEmpty ? restoredRoot(of: .secondary) : rest, animated: false)
        } else if !rest.isEmpty {
            secondary.setViewControllers(rest, animated: false)
        }
    }

    /// The column's own view controller, when it is not its navigation controller.
    private func restoredRoot(of column: Column) -> [UIViewController] {
        guard let controller = columnControllers[column], controller !== columnChildren[column] else { return [] }
        return [controller]
    }

    // MARK: Layout

    private func layoutContainer() {
        guard let view = viewIfLoaded else { return }
        if needsRebuild { rebuild {} }
        let bounds = view.bounds
        if collapsed {
            collapsedChild?.viewIfLoaded?.frame = bounds
            placeSeparators(at: [])
            return
        }
        var frames: [Column: CGRect] = [:]
        let primaryWidth = primaryColumnWidth
        let supplementaryWidth = supplementaryColumnWidth
        let sidebar = style == .tripleColumn ? Column.supplementary : Column.primary
        switch displayMode {
        case .secondaryOnly, .automatic:
            frames[.secondary] = bounds
        case .oneBesideSecondary:
            let width = sidebar == .primary ? primaryWidth : supplementaryWidth
            frames[sidebar] = CGRect(x: 0, y: 0, width: width, height: bounds.height)
            frames[.secondary] = CGRect(x: width, y: 0, width: bounds.width - width, height: bounds.height)
        case .oneOverSecondary:
            let width = sidebar == .primary ? primaryWidth : supplementaryWidth
            frames[sidebar] = CGRect(x: 0, y: 0, width: width, height: bounds.height)
            frames[.secondary] = bounds
        case .twoBesideSecondary, .twoOverSecondary, .twoDisplaceSecondary:
            let sidebars = primaryWidth + supplementaryWidth
            frames[.primary] = CGRect(x: 0, y: 0, width: primaryWidth, height: bounds.height)
            frames[.supplementary] = CGRect(x: primaryWidth, y: 0, width: supplementaryWidth, height: bounds.height)
            switch displayMode {
            case .twoBesideSecondary: frames[.secondary] = CGRect(x: sidebars, y: 0, width: bounds.width - sidebars, height: bounds.height)
            case .twoDisplaceSecondary: frames[.secondary] = CGRect(x: sidebars, y: 0, width: bounds.width, height: bounds.height)
            default: frames[.secondary] = bounds
            }
        }
        let hairline = 1 / (view.window?.screen?.scale ?? 2)
        var separatorFrames: [CGRect] = []
        for (column, frame) in frames {
            guard let child = columnChildren[column], shownChildren.contains(where: { $0 === child }) else { continue }
            child.view.frame = frame
            if column != .secondary {
                separatorFrames.append(CGRect(x: frame.maxX - hairline, y: 0, width: hairline, height: frame.height))
            }
        }
        placeSeparators(at: separatorFrames)
    }

    /// Hairlines along the trailing edges of the sidebars, reused from one layout to the next.
    private func placeSeparators(at frames: [CGRect]) {
        while separators.count > frames.count { separators.removeLast().removeFromSuperview() }
        while separators.count < frames.count {
            let separator = UIView()
            separator.backgroundColor = .separator
            separator.isUserInteractionEnabled = false
            separators.append(separator)
        }
        for (separator, frame) in zip(separators, frames) {
            separator.frame = frame
            if separator.superview === view { view.bringSubviewToFront(separator) } else { view.addSubview(separator) }
        }
    }
}

private func sameControllers(_ lhs: [UIViewController], _ rhs: [UIViewController]) -> Bool {
    lhs.count == rhs.count && zip(lhs, rhs).allSatisfy { $0 === $1 }
}
