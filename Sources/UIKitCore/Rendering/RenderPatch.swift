/// The changes of one commit: what happened to the tree since the previous revision.
@_spi(Host) public struct RenderPatch: Equatable, Sendable {
    public var revision: Int
    public var operations: [RenderOperation]
    /// Nodes the page moves to their new state over time rather than at once.
    public var animations: [RenderAnimation]
    /// A vibration the page plays (`navigator.vibrate`): milliseconds on, off, on…; haptic
    /// feedback an app gave during the turn.
    public var vibration: [Int]?
    /// Notifications for the page's assistive technologies (`UIAccessibility.post`), in order.
    public var notices: [AccessibilityNotice] = []

    public init(revision: Int, operations: [RenderOperation], animations: [RenderAnimation] = [], vibration: [Int]? = nil) {
        self.revision = revision
        self.operations = operations
        self.animations = animations
        self.vibration = vibration
    }
}
