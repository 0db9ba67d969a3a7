import Foundation

/// A view as automation sees it: its class, where it is in window coordinates, how to find it,
/// and its content.
@_spi(Host) public struct ViewTreeNode: Sendable {
    public var id: Int
    public var className: String
    /// The frame in the coordinates of the view's window.
    public var frame: CGRect
    public var accessibilityIdentifier: String?
    public var accessibilityLabel: String?
    /// Whether assistive apps see the view as an element (`isAccessibilityElement`).
    public var isAccessibilityElement: Bool = false
    public var accessibilityValue: String?
    public var accessibilityHint: String?
    public var accessibilityTraits: UIAccessibilityTraits = []
    /// The view's `accessibilityFrame`, in window coordinates.
    public var accessibilityFrame: CGRect = .zero
    /// A label's text or a button's title.
    public var text: String?
    /// A control's value (a switch's "1" or "0", a slider's number...), or the accessibility value.
    public var value: String?
    public var isHidden: Bool
    /// Whether a control is enabled; `nil` for views that are not controls.
    public var isEnabled: Bool?
    /// A scroll view's content offset and content size; `nil` for other views.
    public var contentOffset: CGPoint?
    public var contentSize: CGSize?
    public var children: [ViewTreeNode]
}
