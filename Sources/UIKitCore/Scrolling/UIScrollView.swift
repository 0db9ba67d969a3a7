import Foundation

/// A view that allows the scrolling and zooming of its contained views.
///
/// The content offset is the origin of the bounds, as in UIKit: subviews sit in content
/// coordinates and scroll with it. The page scrolls the view natively (its momentum, its
/// rubber-banding) and reports the offsets, which arrive here as a user's drag: the delegate
/// hears them in UIKit's order (UIScrollView+Dragging.swift). Offsets the app sets go to the
/// page, which scrolls there.
open class UIScrollView: UIView {
    public override init(frame: CGRect) {
        super.init(frame: frame)
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        NibDecoder.finish(coder, self, as: UIScrollView.self)
    }

    /// The delegate of the scroll view.
    open weak var delegate: UIScrollViewDelegate? {
        willSet { if newValue !== delegate { scrollConfigurationWillChange() } }
    }

    // MARK: Content

    /// The point at which the origin of the content view is offset from the origin of the
    /// scroll view: the origin of its bounds.
    open var contentOffset: CGPoint {
        get { bounds.origin }
        set { bounds.origin = newValue }
    }

    /// The size of the content view. The default is zero.
    open var contentSize: CGSize = .zero {
        willSet { if newValue != contentSize { scrollConfigurationWillChange() } }
        didSet {
            guard contentSize != oldValue else { return }
            updateAdjustedContentInset(keepingRest: false)
            bottomEdgeBar?.contentScrollViewDidScroll(self)
        }
    }

    /// The custom distance that the content view is inset from the safe area or scroll view
    /// edges. The default is zero.
    open var contentInset: UIEdgeInsets = .zero {
        didSet {
            guard contentInset != oldValue else { return }
            updateAdjustedContentInset(keepingRest: false)
        }
    }

    /// The insets derived from the content insets and the safe area of the scroll view.
    public internal(set) var adjustedContentInset: UIEdgeInsets = .zero

    /// How the safe area insets are added to the adjusted content inset. The default is
    /// `.automatic`.
    open var contentInsetAdjustmentBehavior: ContentInsetAdjustmentBehavior = .automatic {
        didSet { if contentInsetAdjustmentBehavior != oldValue { updateAdjustedContentInset() } }
    }

    /// Tells the view that the adjusted content inset changed. Subclasses override it; the
    /// default does nothing.
    open func adjustedContentInsetDidChange() {}

    /// A layout guide based on the untransformed content rectangle: constraints from the
    /// content to its edges set `contentSize`.
    public var contentLayoutGuide: UILayoutGuide { scrollLayoutGuides.content }

    /// A layout guide based on the untransformed frame rectangle of the scroll view: views
    /// constrained to it stay put while the content scrolls.
    public var frameLayoutGuide: UILayoutGuide { scrollLayoutGuides.frame }

    // MARK: Behaviour

    /// Whether scrolling is enabled. The default is `true`.
    open var isScrollEnabled = true {
        willSet { if newValue != isScrollEnabled { scrollConfigurationWillChange() } }
    }

    /// Whether the scroll view stops on multiples of its bounds when the user scrolls. The
    /// default is `false`.
    open var isPagingEnabled = false {
        willSet { if newValue != isPagingEnabled { scrollConfigurationWillChange() } }
    }

    /// Whether scrolling is locked to one direction at a time. The default is `false`.
    open var isDirectionalLockEnabled = false

    /// Whether the scroll view bounces past the edge of the content and back again. The
    /// default is `true`.
    open var bounces = true {
        willSet { if newValue != bounces { scrollConfigurationWillChange() } }
    }

    /// Whether bouncing always occurs when vertical scrolling reaches the end of the content,
    /// even when the content is not taller than the view. The default is `false`.
    open var alwaysBounceVertical = false {
        willSet { if newValue != alwaysBounceVertical { scrollConfigurationWillChange() } }
        didSet { if alwaysBounceVertical != oldValue { updateAdjustedContentInset(keepingRest: false) } }
    }

    /// Whether bouncing always occurs when horizontal scrolling reaches the end of the
    /// content. The default is `false`.
    open var alwaysBounceHorizontal = false {
        willSet { if newValue != alwaysBounceHorizontal { scrollConfigurationWillChange() } }
        didSet { if alwaysBounceHorizontal != oldValue { updateAdjustedContentInset(keepingRest: false) } }
    }

    /// The rate of deceleration after the user lifts their finger. The page decelerates as the
    /// browser does; the rate sets the target offset the delegate is told.
    open var decelerationRate: DecelerationRate = .normal

    /// Whether the scroll-to-top gesture is enabled. The default is `true`.
    open var scrollsToTop = true

    /// How the keyboard is dismissed when a drag begins in the scroll view. The default is
    /// `.none`.
    open var keyboardDismissMode: KeyboardDismissMode = .none

    /// The refresh control above the content: pulling the content down past it starts
    /// refreshing.
    open var refreshControl: UIRefreshControl? {
        didSet {
            guard refreshControl !== oldValue else { return }
            oldValue?.removeFromSuperview()
            oldValue?.owningScrollView = nil
            if let refreshControl {
                refreshControl.owningScrollView = self
                insertSubview(refreshControl, at: 0)
                placeRefreshControl()
            }
            refreshControlDidChange()
        }
    }

    /// Whether the scroll view delays the handling of touch-down gestures. The default is
    /// `true`. In the page a touch goes to the content at once and is cancelled when the
    /// browser takes it for scrolling.
    open var delaysContentTouches = true

    /// Whether touches in the content view always lead to tracking. The default is `true`: a
    /// touch that becomes a scroll is cancelled for the content.
    open var canCancelContentTouches = true

    // MARK: Scroll indicators

    /// Whether the vertical scroll indicator is visible. The default is `true`.
    open var showsVerticalScrollIndicator = true {
        willSet { if newValue != showsVerticalScrollIndicator { scrollConfigurationWillChange() } }
    }

    /// Whether the horizontal scroll indicator is visible. The default is `true`.
    open var showsHorizontalScrollIndicator = true {
        willSet { if newValue != showsHorizontalScrollIndicator { scrollConfigurationWillChange() } }
    }

    /// The style of the scroll indicators. The default is `.default`.
    open var indicatorStyle: IndicatorStyle = .default

    /// The vertical distance the scroll indicators are inset from the edge of the scroll view.
    open var verticalScrollIndicatorInsets: UIEdgeInsets = .zero

    /// The horizontal distance the scroll indicators are inset from the edge of the scroll view.
    open var horizontalScrollIndicatorInsets: UIEdgeInsets = .zero

    /// The distance the scroll indicators are inset from the edge of the scroll view: setting
    /// it sets both the vertical and horizontal insets.
    open var scrollIndicatorInsets: UIEdgeInsets {
        get { verticalScrollIndicatorInsets }
        set {
            verticalScrollIndicatorInsets = newValue
            horizontalScrollIndicatorInsets = newValue
        }
    }

    /// Whether the scroll indicator insets follow the adjusted content inset. The default is
    /// `true`.
    open var automaticallyAdjustsScrollIndicatorInsets = true

    /// Displays the scroll indicators momentarily; the page's scroll bars show themselves.
    open func flashScrollIndicators() {}

    // MARK: State

    /// Whether the user has touched the content to initiate scrolling.
    public internal(set) var isTracking = false

    /// Whether the user has begun scrolling the content.
    public internal(set) var isDragging = false

    /// Whether the content is moving after the user lifted their finger.
    public internal(set) var isDecelerating = false

    /// The underlying gesture recognizer for pan gestures. The page pans the content; the
    /// recognizer is there to configure and to relate other recognizers to.
    public private(set) lazy var panGestureRecognizer: UIPanGestureRecognizer = {
        let recognizer = UIPanGestureRecognizer()
        recognizer.cancelsTouchesInView = true
        addGestureRecognizer(recognizer)
        return recognizer
    }()

    // MARK: Zooming

    /// The minimum scale factor that can be applied to the content. The default is 1.
    open var minimumZoomScale: CGFloat = 1 {
        willSet { if newValue != minimumZoomScale { scrollConfigurationWillChange() } }
    }

    /// The maximum scale factor that can be applied to the content. The default is 1.
    open var maximumZoomScale: CGFloat = 1 {
        willSet { if newValue != maximumZoomScale { scrollConfigurationWillChange() } }
    }

    /// Whether the scroll view animates the content scale back to the limits when zooming
    /// exceeds them. The default is `true`.
    open var bouncesZoom = true

    /// The scale factor applied to the content: the transform of the view the delegate names
    /// in `viewForZooming(in:)`. Setting it outside the limits clamps it.
    open var zoomScale: CGFloat {
        get { storedZoomScale }
        set { setZoomScale(newValue, animated: false) }
    }

    /// Whether the content view is zooming in or out.
    public internal(set) var isZooming = false

    /// Whether the zoom exceeded the scaling limits specified for the receiver.
    public internal(set) var isZoomBouncing = false

    var storedZoomScale: CGFloat = 1
    /// The zoom scale when the current pinch began.
    var zoomStartScale: CGFloat = 1
    /// The navigation bar whose large title follows this scroll view.
    @HandleReference var largeTitleBar: UINavigationBar?
    /// The tab bar whose scroll edge appearance follows this scroll view's bottom edge.
    @HandleReference var bottomEdgeBar: UITabBar?

    // MARK: Scrolling from the app

    /// Sets the offset from the content view's origin that corresponds to the receiver's
    /// origin; animated, the page scrolls there smoothly and the delegate hears
    /// `scrollViewDidEndScrollingAnimation(_:)` once the scroll settles.
    open func setContentOffset(_ contentOffset: CGPoint, animated: Bool) {
        setContentOffsetImplementation(contentOffset, animated: animated)
    }

    /// Scrolls a specific area of the content so that it is visible in the receiver, as little
    /// as needed; nothing happens when it is visible already.
    open func scrollRectToVisible(_ rect: CGRect, animated: Bool) {
        scrollRectToVisibleImplementation(rect, animated: animated)
    }

    /// Sets the current scale factor applied to the scroll view's content, clamped to the
    /// limits.
    open func setZoomScale(_ scale: CGFloat, animated: Bool) {
        setZoomScaleImplementation(scale, animated: animated)
    }

    /// Zooms to a specific area of the content so that it fills the scroll view.
    open func zoom(to rect: CGRect, animated: Bool) {
        zoomImplementation(to: rect, animated: animated)
    }

    // MARK: Touches

    /// Whether touches in the content should go to `view`; overridden to keep touches from
    /// some content. The default is `true`.
    open func touchesShouldBegin(_ touches: Set<UITouch>, with event: UIEvent?, in view: UIView) -> Bool {
        true
    }

    /// Whether to cancel touches in `view` when a scroll begins: `false` for a control, unless
    /// it is a text input, as in UIKit.
    open func touchesShouldCancel(in view: UIView) -> Bool {
        !(view is UIControl)
    }

    // MARK: Overrides

    open override var bounds: CGRect {
        get { super.bounds }
        set {
            let oldOrigin = super.bounds.origin
            if newValue.origin != oldOrigin { willChangeRender(.offset) }
            super.bounds = newValue
            if newValue.origin != oldOrigin { offsetDidChange() }
        }
    }

    open override func safeAreaInsetsDidChange() {
        super.safeAreaInsetsDidChange()
        updateAdjustedContentInset()
    }

    open override func layoutSubviews() {
        super.layoutSubviews()
        adoptContentLayoutGuideSize()
        updateAdjustedContentInset()
        updateRenderedAxes()
        placeRefreshControl()
    }

    override func renderValue(for key: RenderKey) -> RenderValue? {
        switch key {
        // The page scrolls the children by the offset; they are not shifted by the bounds.
        case .bounds: nil
        case .offset, .scroll: scrollRenderValue(for: key)
        default: super.renderValue(for: key)
        }
    }

    override var automationContentOffset: CGPoint? { contentOffset }

    override var automationContentSize: CGSize? { contentSize }

    // MARK: Internals

    /// The offset the page was told to scroll to with an animation, until the page or the
    /// clock says it got there.
    var scrollAnimationTarget: CGPoint?
    /// Whether the next offset sent to the page is animated.
    var animatesNextOffset = false
    var scrollAnimationTimer: ControlTimer?
    var decelerationTimer: ControlTimer?
    var scrollLayoutGuideStorage: ScrollLayoutGuides?
    /// The scrollable directions the page was last sent.
    var renderedAxes = "xy"
    /// The snap points the page scrolls to across (a collection view section paging by group).
    var renderedSnap: RenderSnap? {
        willSet { if newValue != renderedSnap { scrollConfigurationWillChange() } }
    }
    /// Whether a constraint among the subviews names the view's own edges (its content's).
    var sizesContentThroughEdges = false
}

extension UIScrollView {
    /// How the safe area is added to the content inset.
    public enum ContentInsetAdjustmentBehavior: Int, Sendable {
        /// As `.scrollableAxes`, and vertically always for a scroll view that is a view
        /// controller's view or inside a navigation controller's content.
        case automatic = 0
        /// The safe area is added in the directions the view scrolls in.
        case scrollableAxes = 1
        /// The safe area is never added.
        case never = 2
        /// The safe area is always added.
        case always = 3
    }

    /// How the keyboard is dismissed when a drag begins.
    public enum KeyboardDismissMode: Int, Sendable {
        /// The keyboard is not dismissed.
        case none = 0
        /// The keyboard is dismissed when a drag begins.
        case onDrag = 1
        /// The keyboard follows the drag and can be pulled down; here, dismissed when a drag
        /// begins.
        case interactive = 2
        /// As `.onDrag`, and a tap in the content dismisses it too.
        case onDragWithAccessory = 3
        /// As `.interactive`, with the accessory view.
        case interactiveWithAccessory = 4
    }

    /// The style of the scroll indicators.
    public enum IndicatorStyle: Int, Sendable {
        case `default` = 0
        case black = 1
        case white = 2
    }

    /// A floating-point value that determines the rate of deceleration after the user lifts
    /// their finger.
    public struct DecelerationRate: RawRepresentable, Hashable, Sendable {
        public let rawValue: CGFloat
        public init(rawValue: CGFloat) { self.rawValue = rawValue }

        /// The default deceleration rate: 0.998 of the velocity kept each millisecond.
        public static let normal = DecelerationRate(rawValue: 0.998)
        /// A fast deceleration rate: 0.99 kept each millisecond.
        public static let fast = DecelerationRate(rawValue: 0.99)
    }
}
