import Foundation

/// The object that manages keyboard focus in a scene: the page's Tab and Shift-Tab move it
/// through the focusable accessibility elements in reading order.
@preconcurrency @MainActor
public final class UIFocusSystem {
    /// The item that has focus, or `nil`.
    public internal(set) weak var focusedItem: (any UIFocusItem)?

    init() {}

    /// The focus system of the scene `environment` is in, or `nil` outside a scene.
    public static func focusSystem(for environment: UIView) -> UIFocusSystem? {
        environment.storedWindow?.windowScene?.accessibility.focusSystem
    }
}

extension UIWindowScene {
    /// The scene's focus system.
    public var focusSystem: UIFocusSystem? { accessibility.focusSystem }
}
