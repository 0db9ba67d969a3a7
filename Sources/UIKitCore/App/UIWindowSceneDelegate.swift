import Foundation

/// Additional methods that you use to manage app-specific tasks occurring in a window scene.
@preconcurrency @MainActor
public protocol UIWindowSceneDelegate: UISceneDelegate {
    /// The main window of the scene.
    var window: UIWindow? { get set }

    /// Notifies you when the size, orientation, or traits of a scene change; the arguments are the
    /// values from before the change.
    func windowScene(_ windowScene: UIWindowScene, didUpdate previousCoordinateSpace: any UICoordinateSpace,
                     interfaceOrientation previousInterfaceOrientation: UIInterfaceOrientation,
                     traitCollection previousTraitCollection: UITraitCollection)
}

extension UIWindowSceneDelegate {
    public func windowScene(_ windowScene: UIWindowScene, didUpdate previousCoordinateSpace: any UICoordinateSpace,
                            interfaceOrientation previousInterfaceOrientation: UIInterfaceOrientation,
                            traitCollection previousTraitCollection: UITraitCollection) {}

    public var window: UIWindow? {
        get { nil }
        set {}
    }
}
