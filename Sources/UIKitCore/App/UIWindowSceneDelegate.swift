import Foundation

/// Additional methods that you use to manage app-specific tasks occurring in a window scene.
@MainActor
public protocol UIWindowSceneDelegate: UISceneDelegate {
    /// The main window of the scene.
    var window: UIWindow? { get set }
}

extension UIWindowSceneDelegate {
    public var window: UIWindow? {
        get { nil }
        set {}
    }
}
