import Foundation

/// A streamlined interface for laying out a collection of views in either a column or a row.
///
/// The stack view arranges the views in `arrangedSubviews` with constraints it installs on
/// itself, the way UIKit does, so it works inside and around other constraints: position and
/// size the stack view with constraints (or its frame) and it lays out its arranged views
/// along its `axis` by its `distribution`, `alignment` and `spacing`. A hidden arranged view
/// collapses and takes no space.
@preconcurrency @MainActor
open class UIStackView: UIView {
    /// A value that uses the stack view's `spacing` after a view: the default custom spacing.
    public static let spacingUseDefault = CGFloat(Float.greatestFiniteMagnitude)

    /// A value that uses the system spacing (8 points) after a view.
    public static let spacingUseSystem = CGFloat(Float.leastNormalMagnitude)

    private var storedArrangedSubviews: [UIView] = []
    private var customSpacings: [ObjectIdentifier: CGFloat] = [:]
    /// The spacer guides between arranged views (equal spacing and centering) and the guide
    /// spanning them across the axis (alignments other than fill).
    var distributingGuides: [UILayoutGuide] = []
    var alignmentSpanner: UILayoutGuide?
    private var arrangedState = ArrangedState.flags(0)

    /// What the stack view last built its arrangement from, besides its own properties: each
    /// arranged view's hidden flag, and for a proportional distribution its intrinsic length.
    private enum ArrangedState {
        /// Up to 56 views whose distribution is not proportional: their number in the low byte
        /// and their hidden flags above it, in order; a stack view then keeps no array for them.
        case flags(UInt64)
        case full([ArrangedViewState])

        static let flagLimit = 56
    }

    /// One arranged view's part of `ArrangedState.full`.
    private struct ArrangedViewState: Equatable {
        var isHidden: Bool
        var intrinsicLength: CGFloat
    }

    /// Creates a stack view with the given frame and no arranged views.
    public override init(frame: CGRect) {
        super.init(frame: frame)
    }

    /// Creates a stack view from an archive; with no nib archives here, an empty stack view.
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        NibDecoder.finish(coder, self, as: UIStackView.self)
    }

    /// Creates a stack view that arranges the given views, adding them as subviews.
    public convenience init(arrangedSubviews views: [UIView]) {
        self.init(frame: .zero)
        for view in views { addArrangedSubview(view) }
    }

    // MARK: Arranged views

    /// The views the stack view arranges, in order; always a subset of its subviews.
    open var arrangedSubviews: [UIView] { storedArrangedSubviews }

    /// Adds a view to the end of the arranged views, and as a subview if it is not one. The
    /// stack view positions it with constraints, so its autoresizing mask no longer applies.
    open func addArrangedSubview(_ view: UIView) {
        insertArrangedSubview(view, at: storedArrangedSubviews.count)
    }

    /// Adds a view to the arranged views at the given index (moving it when it is arranged
    /// already), and as a subview if it is not one.
    open func insertArrangedSubview(_ view: UIView, at stackIndex: Int) {
        guard view !== self else { return }
        // A view is arranged once: one already arranged moves.
        if let index = storedArrangedSubviews.firstIndex(where: { $0 === view }) { storedArrangedSubviews.remove(at: index) }
        storedArrangedSubviews.insert(view, clampedAt: stackIndex)
        if view.superview !== self { addSubview(view) }
        view.translatesAutoresizingMaskIntoConstraints = false
        arrangementDidChange()
    }

    /// Removes a view from the arranged views. It stays a subview: call `removeFromSuperview()`
    /// to take it out of the hierarchy, which also removes it from the arranged views.
    open func removeArrangedSubview(_ view: UIView) {
        guard storedArrangedSubviews.contains(where: { $0 === view }) else { return }
        storedArrangedSubviews.removeAll { $0 === view }
        customSpacings[ObjectIdentifier(view)] = nil
        arrangementDidChange()
    }

    /// A stack view built before it was added (the usual way) arranges its views in the
    /// update-constraints pass of its new hierarchy, and its superview lays it out.
    open override func didMoveToSuperview() {
        super.didMoveToSuperview()
        guard let superview else { return }
        if arrangementIsStale { markAncestorsForUpdateConstraints() }
        superview.setNeedsLayout()
    }

    /// A subview that leaves the stack view also leaves its arranged views.
    open override func willRemoveSubview(_ subview: UIView) {
        super.willRemoveSubview(subview)
        removeArrangedSubview(subview)
    }

    // MARK: Configuration

    /// The axis along which the arranged views are laid out; horizontal by default.
    open var axis: NSLayoutConstraint.Axis = .horizontal {
        didSet { if axis != oldValue { arrangementDidChange() } }
    }

    /// The distribution of the arranged views along the axis; `fill` by default.
    open var distribution: Distribution = .fill {
        didSet { if distribution != oldValue { arrangementDidChange() } }
    }

    /// The alignment of the arranged views across the axis; `fill` by default.
    open var alignment: Alignment = .fill {
        didSet { if alignment != oldValue { arrangementDidChange() } }
    }

    /// Whether the arrangement must be built again; declared with the one-byte properties
    /// above, where it fills their word (Swift lays stored properties out in declaration order).
    final private(set) var arrangementIsStale = true
    /// Whether the arrangement is layout constraints the stack view holds, rather than rows its
    /// engine keeps (LayoutEngine+Arrangement.swift): once anything asked for them, for good.
    final var arrangementIsMaterialized = false

    /// The distance in points between adjacent arranged views (at least that far apart for the
    /// equal-spacing and equal-centering distributions); negative values overlap them.
    open var spacing: CGFloat = 0 {
        didSet { if spacing != oldValue { arrangementDidChange() } }
    }

    /// Applies custom spacing after the given arranged view, instead of `spacing`.
    open func setCustomSpacing(_ spacing: CGFloat, after arrangedSubview: UIView) {
        guard storedArrangedSubviews.contains(where: { $0 === arrangedSubview }) else { return }
        customSpacings[ObjectIdentifier(arrangedSubview)] = spacing == UIStackView.spacingUseDefault ? nil : spacing
        arrangementDidChange()
    }

    /// The custom spacing after the given view, or `spacingUseDefault` when it has none.
    open func customSpacing(after arrangedSubview: UIView) -> CGFloat {
        customSpacings[ObjectIdentifier(arrangedSubview)] ?? UIStackView.spacingUseDefault
    }

    /// Whether the vertical space between views is measured from the last baseline of a view to
    /// the first baseline of the view below it, in a vertical stack; false by default.
    open var isBaselineRelativeArrangement = false {
        didSet { if isBaselineRelativeArrangement != oldValue { arrangementDidChange() } }
    }

    /// Whether the arranged views are laid out relative to the stack view's layout margins
    /// rather than its bounds; false by default.
    open var isLayoutMarginsRelativeArrangement = false {
        didSet { if isLayoutMarginsRelativeArrangement != oldValue { arrangementDidChange() } }
    }

    // MARK: Layout

    /// Rebuilds the arrangement constraints when something they depend on changed.
    open override func updateConstraints() {
        if arrangementIsStale { rebuildArrangement() }
        super.updateConstraints()
    }

    /// The first visible arranged view's baseline view, in either axis.
    open override var forFirstBaselineLayout: UIView {
        visibleArrangedSubviews.first?.forFirstBaselineLayout ?? self
    }

    /// The last visible arranged view's baseline view in a vertical stack; the first visible
    /// one's in a horizontal stack, whose views share a row.
    open override var forLastBaselineLayout: UIView {
        let view = axis == .vertical ? visibleArrangedSubviews.last : visibleArrangedSubviews.first
        return view?.forLastBaselineLayout ?? self
    }

    var visibleArrangedSubviews: [UIView] {
        // Most stacks hide nothing: then the list is the arranged views' own, not a copy.
        storedArrangedSubviews.contains(where: \.isHidden) ? storedArrangedSubviews.filter { !$0.isHidden }
            : storedArrangedSubviews
    }

    /// The spacing after an arranged view: its custom spacing, or the stack's; the system
    /// spacing value stands for 8 points.
    func spacing(after view: UIView) -> CGFloat {
        let value = customSpacings[ObjectIdentifier(view)] ?? spacing
        return value == UIStackView.spacingUseSystem ? LayoutEngine.systemSpacing : value
    }

    func arrangementDidChange() {
        arrangementIsStale = true
        setNeedsUpdateConstraints()
    }

    /// Called by the engine before each layout pass: hiding an arranged view, or changing the
    /// intrinsic size a proportional distribution divides by, changes the arrangement.
    func checkArrangedSubviews() {
        guard !isArrangedStateCurrent else { return }
        arrangementDidChange()
    }

    /// Whether the arranged views are as the arrangement was made for, compared in place: this
    /// runs for every stack view at every turn, most often to find nothing changed.
    private var isArrangedStateCurrent: Bool {
        let views = storedArrangedSubviews
        switch arrangedState {
        case .flags(let flags):
            guard views.count == Int(flags & 0xFF) else { return false }
            if distribution == .fillProportionally && !views.isEmpty { return false }
            for index in views.indices where views[index].isHidden != (flags >> (8 + index) & 1 != 0) { return false }
            return true
        case .full(let states):
            guard views.count == states.count else { return false }
            for index in views.indices where currentState(of: views[index]) != states[index] { return false }
            return true
        }
    }

    private func currentArrangedState() -> ArrangedState {
        let views = storedArrangedSubviews
        if distribution != .fillProportionally && views.count <= ArrangedState.flagLimit {
            var flags = UInt64(views.count)
            for index in views.indices where views[index].isHidden { flags |= 1 << (8 + index) }
            return .flags(flags)
        }
        var states: [ArrangedViewState] = []
        states.reserveCapacity(views.count)
        for view in views { states.append(currentState(of: view)) }
        return .full(states)
    }

    private func currentState(of view: UIView) -> ArrangedViewState {
        ArrangedViewState(isHidden: view.isHidden,
                          intrinsicLength: distribution == .fillProportionally ? intrinsicLength(of: view) : 0)
    }

    final func rebuildArrangement() {
        arrangementIsStale = false
        arrangedState = currentArrangedState()
        applyArrangement(makeArrangement())
        LayoutEngine.engine(for: self, create: true)?.register(self)
    }

    /// The length a proportional distribution gives a view a share for: its intrinsic size
    /// along the axis, or its current size when it has none.
    func intrinsicLength(of view: UIView) -> CGFloat {
        let size = view.intrinsicContentSize
        let intrinsic = axis == .horizontal ? size.width : size.height
        if intrinsic >= 0 { return intrinsic }
        return axis == .horizontal ? view.bounds.width : view.bounds.height
    }
}
