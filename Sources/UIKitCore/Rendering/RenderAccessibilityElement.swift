import Foundation

/// An accessibility element that is not a view (a `UIAccessibilityElement` among a view's
/// `accessibilityElements`), as the page places it over its container's node: sent as
/// `{"id", "frame": [x, y, w, h], "role", "label", "value", "hint", "state", "tab",
/// "identifier", "lang", "path"}` (docs/protocol.md, "Accessibility").
@_spi(Host) public struct RenderAccessibilityElement: Equatable, Sendable {
    /// The element's node id, from the same sequence as views'.
    public var id: Int
    /// The element's frame in its container's node (the node's top left at the origin).
    public var frame: CGRect
    public var role: String?
    public var label: String?
    public var value: String?
    public var hint: String?
    public var identifier: String?
    public var language: String?
    /// The element's `accessibilityPath` as SVG path data in the container's node.
    public var path: String?
    /// `selected`, `disabled`, `focusable`.
    public var states: [String] = []
    /// The element's place in the page's tab order, when Tab stops on it.
    public var tab: Int?

    public init(id: Int, frame: CGRect) {
        self.id = id
        self.frame = frame
    }
}
