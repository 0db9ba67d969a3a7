/// An object that can become focused: with keyboard focus, Tab and Shift-Tab in the page.
@MainActor
public protocol UIFocusItem: AnyObject {
    /// Whether the item can become focused.
    var canBecomeFocused: Bool { get }
}

extension UIView: UIFocusItem {}
