/// How a scroll view scrolls in the page (docs/protocol.md, "scroll").
@_spi(Host) public struct RenderScroll: Hashable, Sendable {
    public var contentWidth: Double
    public var contentHeight: Double
    /// The adjusted content inset: top, left, bottom, right.
    public var inset: [Double]
    public var isEnabled: Bool
    public var isPaging: Bool
    /// Whether the content bounces past its edges (where the browser lets content overscroll).
    public var bounces: Bool
    public var showsHorizontalIndicator: Bool
    public var showsVerticalIndicator: Bool
    /// The directions the content scrolls in, where a finger pans it: `"x"`, `"y"`, `"xy"` or
    /// `""`. A finger moving the other way goes to the app as touches (a row's swipe).
    public var axes: String = "xy"
    /// Whether pulling the content down past its top starts its refresh control refreshing.
    public var refreshes = false
    /// Snap points across for a section that pages a group at a time.
    public var snap: RenderSnap?
    /// Whether two fingers pinch the content (a view to zoom and room between the scales).
    public var zooms = false

    public init(contentWidth: Double, contentHeight: Double, inset: [Double], isEnabled: Bool, isPaging: Bool,
                bounces: Bool, showsHorizontalIndicator: Bool,
                showsVerticalIndicator: Bool, axes: String = "xy", refreshes: Bool = false, snap: RenderSnap? = nil, zooms: Bool = false) {
        self.refreshes = refreshes
        self.zooms = zooms
        self.snap = snap
        self.contentWidth = contentWidth
        self.contentHeight = contentHeight
        self.inset = inset
        self.isEnabled = isEnabled
        self.isPaging = isPaging
        self.bounces = bounces
        self.showsHorizontalIndicator = showsHorizontalIndicator
        self.showsVerticalIndicator = showsVerticalIndicator
        self.axes = axes
    }
}

/// Where a collection view section that scrolls across comes to rest: every `interval` points
/// from `start`, a group's leading edge (`centered` false) or its middle at the view's middle.
@_spi(Host) public struct RenderSnap: Hashable, Sendable {
    public var interval: Double
    public var start: Double
    public var size: Double
    public var centered: Bool

    public init(interval: Double, start: Double, size: Double, centered: Bool) {
        self.interval = interval
        self.start = start
        self.size = size
        self.centered = centered
    }
}
