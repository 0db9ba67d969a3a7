import Foundation

/// An object that manages the content for a rectangular area on the screen.
@preconcurrency @MainActor
open class UIView: UIResponder, UIAccessibilityIdentification {
    // Geometry: UIKit keeps the center and the bounds; the frame is derived from them.
    var storedCenter: CGPoint = .zero
    var storedBounds: CGRect = .zero
    /// The layer's own properties, made on first use.
    var storedLayer: CALayer?
    /// What few views set (a transform, an anchor point, margins, safe-area insets), made the
    /// first time one of them is not the default (UIView+RareState.swift).
    var rareState: ViewRareState?

    // Hierarchy.
    var storedSubviews: [UIView] = []
    // Back references are held through handles rather than weakly (LifetimeHandle.swift).
    @HandleReference var storedSuperview: UIView?
    @HandleReference var storedWindow: UIWindow?
    // The controller whose root view this is (`owningViewController`), the tint color the view
    // was given (`ownTintColor`), the tag, trait-change registrations and gesture recognizers
    // are in `rareState` (UIView+RareState.swift): most views have none of them.

    // Rendering (see UIView+Rendering.swift).
    let renderID: Int
    var renderDirty: RenderKeySet = []
    @HandleReference var renderClient: SceneRenderer?
    var renderCreatedRevision = -1

    /// Creates a view with the given frame rectangle.
    public init(frame: CGRect) {
        renderID = RenderNodeIDs.next()
        super.init()
        storedBounds = CGRect(origin: .zero, size: frame.size)
        storedCenter = CGPoint(x: frame.midX, y: frame.midY)
    }

    /// Creates a view with a zero frame.
    public convenience override init() {
        self.init(frame: .zero)
    }

    /// Creates a view from a storyboard or nib archive, with the attributes Interface Builder
    /// wrote (docs/storyboards.md); from any other archive, a view with a zero frame.
    public required init?(coder: NSCoder) {
        renderID = RenderNodeIDs.next()
        super.init(coder: coder)
        // The frame Interface Builder wrote is the view's from the start, as with `init(frame:)`.
        if let frame = NibDecoder.frame(coder) {
            storedBounds = CGRect(origin: .zero, size: frame.size)
            storedCenter = CGPoint(x: frame.midX, y: frame.midY)
        }
        NibDecoder.finish(coder, self, as: UIView.self)
    }

    /// Encodes state-related information for a view with a restoration identifier.
    open func encodeRestorableState(with coder: NSCoder) {}

    /// Decodes and restores state-related information for the view.
    open func decodeRestorableState(with coder: NSCoder) {}

    /// Called instead of `awakeFromNib` when Interface Builder draws a designable view; never
    /// called on the server, as on a device.
    open func prepareForInterfaceBuilder() {}

    // MARK: Appearance

    /// The view's background color; `nil` is transparent.
    open var backgroundColor: UIColor? {
        willSet { if !same(newValue, backgroundColor) { willChangeRender(.background) } }
        didSet { if !acceptsAppearanceValue(.backgroundColor) { backgroundColor = oldValue } }
    }

    /// The view's alpha value, from 0 (transparent) to 1 (opaque).
    open var alpha: CGFloat = 1 {
        willSet { if newValue != alpha { willChangeRender(.alpha) } }
    }

    /// A Boolean value that determines whether the view is hidden.
    open var isHidden: Bool = false {
        willSet { if newValue != isHidden { willChangeRender(.hidden) } }
        didSet { if isHidden != oldValue { UIView.visibilityGeneration &+= 1 } }
    }

    /// A Boolean value that determines whether subviews are confined to the bounds of the view.
    open var clipsToBounds: Bool = false {
        willSet { if newValue != clipsToBounds { willChangeRender(.clips) } }
    }

    /// A Boolean value that determines whether user events are ignored and removed from the event queue.
    open var isUserInteractionEnabled: Bool = true

    // Small fields of other sections, declared here to fill the word after the three flags
    // above: Swift lays stored properties out in the order they are declared, and a view of
    // one-byte fields scattered between eight-byte ones took 24 bytes of padding.
    var ownTintAdjustmentMode: TintAdjustmentMode = .automatic
    /// The view's `semanticContentAttribute` (UIView+LayoutDirection.swift).
    var storedSemanticContentAttribute: UISemanticContentAttribute = .unspecified
    // Layout. A new view needs layout, as on a device: its first layoutIfNeeded() lays it out.
    var needsLayout = true
    var descendantNeedsLayout = false
    var renderChildrenChanged = false

    /// An integer that you can use to identify view objects in your application.
    open var tag: Int {
        get { rareState?.tag ?? 0 }
        set { if rareState != nil || newValue != 0 { rareStateMade.tag = newValue } }
    }

    // MARK: Tint (UIView+Tint.swift)

    /// The first non-default tint color value in the view's hierarchy, ascending from the view;
    /// the system blue when none sets one. Dimmed views return a gray.
    open var tintColor: UIColor! {
        get { effectiveTintColor }
        set { if acceptsAppearanceValue(.tintColor) { setOwnTintColor(newValue) } }
    }

    /// The first non-default tint adjustment mode in the view's hierarchy, ascending from the view.
    open var tintAdjustmentMode: TintAdjustmentMode {
        get { effectiveTintAdjustmentMode }
        set { setOwnTintAdjustmentMode(newValue) }
    }

    /// Called when the view's effective tint color or tint adjustment mode changes.
    open func tintColorDidChange() {}

    // MARK: Accessibility

    /// A string that identifies the element, for automation.
    open var accessibilityIdentifier: String? {
        get { storedAccessibilityIdentifier }
        set {
            guard newValue != storedAccessibilityIdentifier else { return }
            willChangeRender(.identifier)
            storedAccessibilityIdentifier = newValue
        }
    }
    /// Kept in the view, not in the accessibility storage: far more views have an identifier
    /// (for automation) than any other accessibility value.
    var storedAccessibilityIdentifier: String?

    // MARK: Accessibility and focus (Accessibility/UIView+Accessibility.swift)

    /// Whether the view can take keyboard focus (Tab in the page). By default an enabled
    /// element that can be activated or adjusted can.
    open var canBecomeFocused: Bool { isFocusableByDefault }

    /// Whether the view or one of its subviews has keyboard focus.
    open var isFocused: Bool { storedWindow?.windowScene?.accessibility.focusSystem.focusedItem === self }

    override var defaultAccessibilityFrame: CGRect { viewAccessibilityFrame }
    override func accessibilityDidChange() { noteAccessibilityChange() }
    /// A framework view's ARIA role when its traits do not say it (a switch, a text field, a tab).
    var frameworkAccessibilityRole: String? { nil }
    /// An adjustable control's value, minimum and maximum, for the page.
    var accessibilityRange: [Double]? { nil }
    /// Whether a disclosure control shows its content; `nil` for views that disclose nothing.
    var accessibilityExpanded: Bool? { nil }
    var isFocusableByDefault: Bool {
        guard isAccessibilityElement else { return false }
        let traits = accessibilityTraits
        guard !traits.contains(.notEnabled) else { return false }
        if accessibilityCustomActions?.isEmpty == false { return true }
        return !traits.isDisjoint(with: [.button, .link, .adjustable, .searchField, .keyboardKey, .toggleButton])
    }

    // MARK: Content

    /// A Boolean value that determines whether the view is opaque: a drawing hint that the view
    /// fills its bounds with opaque content.
    open var isOpaque: Bool = true

    /// How the view lays out its content when its bounds change.
    open var contentMode: ContentMode = .scaleToFill

    /// A Boolean value that determines whether the receiver automatically resizes its subviews
    /// when its bounds change.
    open var autoresizesSubviews: Bool = true

    // More small fields, in the rest of the word after the three above.
    var renderQueued = false
    /// Whether `draw(_:)` is to run before the page next sees the view (UIView+Drawing.swift).
    var displayState = DisplayState.initial
    /// Whether the values set on appearance proxies were given to the view (UIAppearance.swift).
    var appearanceApplied = false

    /// How the receiver resizes itself when its superview's bounds change. Kept in a byte, as
    /// UIKit keeps it in six bits: bits beyond the six flags are not kept.
    open var autoresizingMask: AutoresizingMask {
        get { AutoresizingMask(rawValue: UInt(storedAutoresizingMask)) }
        set { storedAutoresizingMask = UInt8(newValue.rawValue & 0x3F) }
    }
    private var storedAutoresizingMask: UInt8 = 0

    // MARK: Responder chain

    /// The view controller that manages this view if it is that controller's root view,
    /// otherwise the superview.
    open override var next: UIResponder? {
        if let owningViewController { return owningViewController }
        return storedSuperview
    }

    // MARK: Geometry (UIView+Geometry.swift)

    /// The frame rectangle, which describes the view's location and size in its superview's
    /// coordinate system.
    open var frame: CGRect {
        get { derivedFrame }
        set { applyFrame(newValue) }
    }

    /// The bounds rectangle, which describes the view's location and size in its own coordinate
    /// system; a non-zero origin scrolls the content.
    open var bounds: CGRect {
        get { storedBounds }
        set { applyBounds(newValue) }
    }

    /// The center point of the view's frame rectangle, in its superview's coordinates: where the
    /// layer's anchor point sits.
    open var center: CGPoint {
        get { storedCenter }
        set { setCenter(newValue) }
    }

    /// The transform applied to the view, relative to the center of its bounds (the layer's
    /// anchor point). The frame is derived from it; center and bounds are not changed by it.
    open var transform: CGAffineTransform {
        get { storedTransform }
        set { applyTransform(newValue) }
    }

    // MARK: Drawing (UIView+Drawing.swift)

    /// Draws the view's content in `rect` (its bounds) into the current graphics context.
    /// The default draws nothing; override it to draw with `UIGraphicsGetCurrentContext()`,
    /// `UIBezierPath` and colors' `setFill()`. It runs when the view is first shown, after
    /// `setNeedsDisplay()` (once per turn), and on size changes with `contentMode = .redraw`.
    open func draw(_ rect: CGRect) {
        ViewDrawing.defaultDrawReached = true
    }

    /// Marks the view's content as needing to be drawn again: `draw(_:)` runs once before the
    /// page is next updated, however many times this is called in the turn.
    open func setNeedsDisplay() {
        setNeedsDisplayImplementation()
    }

    /// Marks a part of the view as needing to be drawn again; the whole view is redrawn.
    open func setNeedsDisplay(_ invalidRect: CGRect) {
        setNeedsDisplayImplementation()
    }

    /// The class of the layer the view makes for itself: `CALayer` by default. Override it to
    /// back the view with a gradient, shape or text layer, or a layer class of your own.
    open class var layerClass: AnyClass { CALayer.self }

    /// The view's Core Animation layer, an instance of `layerClass`, which holds its corner
    /// radius, border, shadow, anchor point and z position.
    open var layer: CALayer {
        if let storedLayer { return storedLayer }
        let layer = CALayer.makeLayer(of: type(of: self).layerClass, for: self)
        storedLayer = layer
        return layer
    }

    /// An optional view whose shape masks the view's content: the browser clips the view to the
    /// mask's frame and corner radius (the mask's alpha is not applied).
    open var mask: UIView? {
        get { storedMask }
        set {
            guard newValue !== storedMask else { return }
            willChangeRender(.mask)
            storedMask?.maskedView = nil
            newValue?.maskedView = self
            storedMask = newValue
        }
    }

    // MARK: Hierarchy (UIView+Hierarchy.swift)

    /// Adds a view to the end of the receiver's list of subviews, in front of the others.
    open func addSubview(_ view: UIView) {
        insertSubviewImplementation(view, at: storedSubviews.count)
    }

    /// Inserts a subview at the given index of the receiver's list of subviews.
    open func insertSubview(_ view: UIView, at index: Int) {
        insertSubviewImplementation(view, at: index)
    }

    /// Unlinks the view from its superview and its window, and removes it from the responder chain.
    open func removeFromSuperview() {
        removeFromSuperviewImplementation()
    }

    /// Inserts a view above another view in the view hierarchy.
    open func insertSubview(_ view: UIView, aboveSubview siblingSubview: UIView) {
        guard let index = storedSubviews.firstIndex(where: { $0 === siblingSubview }) else { return }
        insertSubviewImplementation(view, at: index + 1)
    }

    /// Inserts a view below another view in the view hierarchy.
    open func insertSubview(_ view: UIView, belowSubview siblingSubview: UIView) {
        guard let index = storedSubviews.firstIndex(where: { $0 === siblingSubview }) else { return }
        insertSubviewImplementation(view, at: index)
    }

    /// Exchanges the subviews at the given indices.
    open func exchangeSubview(at index1: Int, withSubviewAt index2: Int) {
        guard storedSubviews.indices.contains(index1), storedSubviews.indices.contains(index2), index1 != index2 else { return }
        storedSubviews.swapAt(index1, index2)
        exchangeSublayers(of: storedSubviews[index1], storedSubviews[index2])
        noteSubviewsChanged()
        setNeedsLayoutImplementation()
    }

    /// Moves the given subview so that it appears on top of its siblings.
    open func bringSubviewToFront(_ view: UIView) {
        guard view.storedSuperview === self else { return }
        moveSubview(view, to: storedSubviews.count - 1)
    }

    /// Moves the given subview so that it appears behind its siblings.
    open func sendSubviewToBack(_ view: UIView) {
        guard view.storedSuperview === self else { return }
        moveSubview(view, to: 0)
    }

    /// Tells the view that a subview was added.
    open func didAddSubview(_ subview: UIView) {}
    /// Tells the view that a subview is about to be removed.
    open func willRemoveSubview(_ subview: UIView) {}
    /// Tells the view that its superview is about to change to the given view.
    open func willMove(toSuperview newSuperview: UIView?) {}
    /// Tells the view that its superview changed.
    open func didMoveToSuperview() {}
    /// Tells the view that its window object is about to change.
    open func willMove(toWindow newWindow: UIWindow?) {}
    /// Tells the view that its window object changed.
    open func didMoveToWindow() {}

    // MARK: Editing (TextInput/TextEditingView.swift)

    /// Causes the view, or a text field or text view inside it, to resign first responder
    /// status; with `force`, editing ends whatever the delegate says.
    @discardableResult
    open func endEditing(_ force: Bool) -> Bool {
        endEditingImplementation(force: force)
    }

    // MARK: Hit testing (UIView+HitTesting.swift)

    /// Returns the farthest descendant in the view hierarchy (including itself) that contains the
    /// given point, in the receiver's coordinates.
    open func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? {
        hitTestImplementation(point, with: event)
    }

    /// Returns a Boolean value indicating whether the receiver contains the given point,
    /// in its own coordinates.
    open func point(inside point: CGPoint, with event: UIEvent?) -> Bool {
        bounds.contains(point)
    }

    // MARK: Layout (UIView+Layout.swift)

    /// Invalidates the current layout of the receiver and triggers a layout update during the
    /// next update cycle: the end of the current event turn.
    open func setNeedsLayout() {
        setNeedsLayoutImplementation(duringOwnLayout: true)
    }

    /// Lays out the subviews immediately, if layout updates are pending.
    open func layoutIfNeeded() {
        layoutIfNeededImplementation()
    }

    /// Lays out subviews. The default implementation sets the frames that constraints give the
    /// subviews; subclasses override it to set frames themselves, calling `super` first.
    open func layoutSubviews() { applyConstraintBasedLayoutToSubviews() }

    /// Asks the view to calculate and return the size that best fits the given size.
    /// The default implementation returns the view's current size.
    open func sizeThatFits(_ size: CGSize) -> CGSize {
        bounds.size
    }

    /// Resizes the view so that it just encloses its content, as `sizeThatFits(_:)` says.
    open func sizeToFit() {
        let size = sizeThatFits(bounds.size)
        frame = CGRect(origin: frame.origin, size: size)
    }

    // MARK: Safe area and layout margins (UIView+SafeArea.swift)

    /// The insets that you use to determine the safe area for this view: the part of the view
    /// its ancestors' unsafe areas cover, plus insets its window or controller adds. Zero when the
    /// view is not in a window.
    open var safeAreaInsets: UIEdgeInsets {
        computedSafeAreaInsets
    }

    /// Called when the safe area of the view changes.
    open func safeAreaInsetsDidChange() {}

    /// The default spacing to use when laying out content in the view; left and right follow the
    /// leading and trailing edges of `directionalLayoutMargins`. The default is 8 points per edge;
    /// a view controller's root view reflects the system minimum margins.
    /// The margins by physical edge: leading and trailing are the right and left edges when
    /// the view's layout direction is right to left.
    open var layoutMargins: UIEdgeInsets {
        get { UIEdgeInsets(directionalLayoutMargins, rightToLeft: effectiveUserInterfaceLayoutDirection == .rightToLeft) }
        set { directionalLayoutMargins = NSDirectionalEdgeInsets(newValue, rightToLeft: effectiveUserInterfaceLayoutDirection == .rightToLeft) }
    }

    /// The default spacing to use when laying out content in the view, taking into account the
    /// current language direction. A view controller's root view keeps at least its controller's
    /// `systemMinimumLayoutMargins` while the controller respects them.
    open var directionalLayoutMargins: NSDirectionalEdgeInsets {
        get { effectiveLayoutMargins }
        set {
            let previous = directionalLayoutMargins
            storedLayoutMargins = newValue
            guard directionalLayoutMargins != previous else { return }
            layoutMarginsDidChange()
            owningViewController?.viewLayoutMarginsDidChange()
            setNeedsLayout()
        }
    }

    /// Whether the view's margins also respect its superview's margins where they overlap.
    /// The default is `false`.
    open var preservesSuperviewLayoutMargins: Bool = false

    /// Whether margins outside the safe area are moved inside it. The default is `true`.
    open var insetsLayoutMarginsFromSafeArea: Bool = true

    /// Called when the view's layout margins change.
    open func layoutMarginsDidChange() {}


    // MARK: Rendering and automation (UIView+Rendering.swift)

    /// What the browser draws this view as.
    var renderKind: RenderNodeKind { .view }

    /// What the view's content is, for deciding whether it flips in a right-to-left layout.
    /// Changing it lays out again the constraints this view holds between leading and trailing
    /// edges (a stack view's arrangement, for one) and the view's own text alignment.
    open var semanticContentAttribute: UISemanticContentAttribute {
        get { storedSemanticContentAttribute }
        set {
            let previous = effectiveUserInterfaceLayoutDirection
            storedSemanticContentAttribute = newValue
            guard effectiveUserInterfaceLayoutDirection != previous else { return }
            LayoutEngine.engine(for: self, create: false)?.layoutDirectionDidChange(in: self)
            layoutDirectionDidChange()
        }
    }

    /// The view's effective layout direction changed: views whose drawing depends on it
    /// (natural text alignment) redraw (UIView+LayoutDirection.swift).
    func effectiveLayoutDirectionDidChange() {}

    /// The value of a render property, or `nil` when it has its default.
    /// Subclasses that draw content add their own properties.
    func renderValue(for key: RenderKey) -> RenderValue? {
        viewRenderValue(for: key)
    }

    /// The text automation reads from the view: a label's text, a button's title.
    /// Whether a finger that goes down on the view moves it in every direction, so the page must
    /// not pan an enclosing scroll view for it (a table row's reorder control).
    var grabsTouches: Bool { false }

    var automationText: String? { nil }

    /// A scroll view's content offset and size, for automation.
    var automationContentOffset: CGPoint? { nil }
    var automationContentSize: CGSize? { nil }

    /// Whether the view is an enabled control; `nil` for views that are not controls.
    var automationIsEnabled: Bool? { nil }

    /// The value automation reads from the view: a control's value, else its accessibility value.
    var automationValue: String? { accessibilityValue }

    // MARK: Traits (UIView+Traits.swift)

    /// The traits of the view's environment: its superview's (or its controller's, for a root
    /// view), with the view's own overrides.
    open var traitCollection: UITraitCollection {
        effectiveTraitCollection
    }

    /// The interface style the view and its subviews use, whatever their environment's.
    open var overrideUserInterfaceStyle: UIUserInterfaceStyle {
        get { storedStyleOverride }
        set {
            guard newValue != storedStyleOverride else { return }
            changeTraits(of: [self]) { self.storedStyleOverride = newValue }
        }
    }

    /// Called when the view's traits change.
    open func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {}

    var storedStyleOverride: UIUserInterfaceStyle = .unspecified
    /// The appearance-selectable properties the app set itself (ExplicitAppearance.swift), in the
    /// word of the style override and the two margin flags declared before it.
    var explicitAppearance: ExplicitAppearance = []

    // MARK: Gesture recognizers (Events/Gestures/)

    /// The gesture recognizers attached to the view, in the order they were added; `nil` when
    /// there are none.
    open var gestureRecognizers: [UIGestureRecognizer]? {
        get { attachedGestureRecognizers.isEmpty ? nil : attachedGestureRecognizers }
        set { replaceGestureRecognizers(with: newValue ?? []) }
    }

    /// Attaches a gesture recognizer to the view, taking it from any view it was attached to.
    open func addGestureRecognizer(_ gestureRecognizer: UIGestureRecognizer) {
        attachGestureRecognizer(gestureRecognizer)
    }

    /// Detaches a gesture recognizer from the view; a gesture it is recognizing is cancelled.
    open func removeGestureRecognizer(_ gestureRecognizer: UIGestureRecognizer) {
        detachGestureRecognizer(gestureRecognizer)
    }

    /// Asks the view whether the gesture recognizer may leave the possible state (begin or
    /// recognize); `false` makes it fail. Asked of every view from a touch's view up to the
    /// recognizer's view. The default is `true`, except that an enabled button's single-finger
    /// single tap wins over the tap recognizers of its ancestors.
    open func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
        defaultGestureRecognizerShouldBegin(gestureRecognizer)
    }

    // MARK: Auto Layout (Layout/)

    /// The view's Auto Layout state, made the first time the view takes part
    /// (Layout/ViewLayoutState.swift).
    var autoLayout: ViewLayoutState?

    /// Whether the view's autoresizing mask is translated into constraints that hold it where its
    /// frame puts it. True for views made in code; set it to false to position the view with
    /// constraints.
    open var translatesAutoresizingMaskIntoConstraints: Bool {
        get { autoLayout?.translatesAutoresizingMask ?? true }
        set { setTranslatesAutoresizingMaskIntoConstraints(newValue) }
    }

    /// Whether the view depends on the constraint-based layout system: such views get
    /// `updateConstraints()` when they first take part in a layout with constraints.
    open class var requiresConstraintBasedLayout: Bool { false }

    /// Updates constraints for the view, bottom-up before layout, when the view asked for it
    /// with `setNeedsUpdateConstraints()`. Call `super` as the final step.
    open func updateConstraints() {}

    /// The natural size for the view, considering only properties of the view itself;
    /// `UIView.noIntrinsicMetric` along an axis where it has none.
    open var intrinsicContentSize: CGSize {
        CGSize(width: UIView.noIntrinsicMetric, height: UIView.noIntrinsicMetric)
    }

    /// Invalidates the view's intrinsic content size, so that the next layout pass uses the new
    /// one.
    open func invalidateIntrinsicContentSize() {
        invalidateIntrinsicContentSizeImplementation()
    }

    /// The priority with which the view resists being made larger than its intrinsic size
    /// (250 by default).
    open func contentHuggingPriority(for axis: NSLayoutConstraint.Axis) -> UILayoutPriority {
        layoutPriority(\.huggingPriorities, for: axis, default: .defaultLow)
    }

    /// Sets the priority with which the view resists being made larger than its intrinsic size.
    open func setContentHuggingPriority(_ priority: UILayoutPriority, for axis: NSLayoutConstraint.Axis) {
        setLayoutPriority(priority, \.huggingPriorities, for: axis)
    }

    /// The priority with which the view resists being made smaller than its intrinsic size
    /// (750 by default).
    open func contentCompressionResistancePriority(for axis: NSLayoutConstraint.Axis) -> UILayoutPriority {
        layoutPriority(\.compressionPriorities, for: axis, default: .defaultHigh)
    }

    /// Sets the priority with which the view resists being made smaller than its intrinsic size.
    open func setContentCompressionResistancePriority(_ priority: UILayoutPriority, for axis: NSLayoutConstraint.Axis) {
        setLayoutPriority(priority, \.compressionPriorities, for: axis)
    }

    /// The insets from the view's frame that define its alignment rectangle, the rectangle
    /// constraints position.
    open var alignmentRectInsets: UIEdgeInsets { .zero }

    /// Returns the view's alignment rectangle for a given frame.
    open func alignmentRect(forFrame frame: CGRect) -> CGRect {
        frame.inset(by: alignmentRectInsets)
    }

    /// Returns the view's frame for a given alignment rectangle.
    open func frame(forAlignmentRect alignmentRect: CGRect) -> CGRect {
        let insets = alignmentRectInsets
        return CGRect(x: alignmentRect.minX - insets.left, y: alignmentRect.minY - insets.top,
                      width: alignmentRect.width + insets.left + insets.right,
                      height: alignmentRect.height + insets.top + insets.bottom)
    }

    /// The view whose first baseline is the view's: the view itself, or a descendant.
    open var forFirstBaselineLayout: UIView { self }

    /// The view whose last baseline is the view's: the view itself, or a descendant.
    open var forLastBaselineLayout: UIView { self }

    /// How far the first baseline is below the view's top; text views override it.
    var firstBaselineOffsetFromTop: CGFloat { 0 }

    /// How far the last baseline is above the view's bottom; text views override it.
    var lastBaselineOffsetFromBottom: CGFloat { 0 }

    /// Returns the optimal size of the view based on its current constraints, as close to
    /// `targetSize` as they allow (both at `fittingSizeLevel`).
    open func systemLayoutSizeFitting(_ targetSize: CGSize) -> CGSize {
        fittingSize(for: targetSize, horizontalPriority: .fittingSizeLevel, verticalPriority: .fittingSizeLevel)
    }

    /// Returns the optimal size of the view based on its constraints and the specified fitting
    /// priorities for the target width and height.
    open func systemLayoutSizeFitting(_ targetSize: CGSize, withHorizontalFittingPriority horizontalFittingPriority: UILayoutPriority,
                                      verticalFittingPriority: UILayoutPriority) -> CGSize {
        fittingSize(for: targetSize, horizontalPriority: horizontalFittingPriority, verticalPriority: verticalFittingPriority)
    }
}
