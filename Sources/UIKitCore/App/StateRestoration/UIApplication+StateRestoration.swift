import Foundation

extension UIApplication {
    /// The key of the storyboard a view controller came from, in the coder UIKit passes to its
    /// restoration class and to the app delegate's
    /// `application(_:viewControllerWithRestorationIdentifierPath:coder:)`.
    public static let stateRestorationViewControllerStoryboardKey = "UIStateRestorationViewControllerStoryboardKey"
    /// The key of the app's bundle version when its state was saved, in the app-level coder.
    public static let stateRestorationBundleVersionKey = "UIApplicationStateRestorationBundleVersion"
    /// The key of the time the state was saved (seconds since 1970), in the app-level coder.
    public static let stateRestorationTimestampKey = "UIApplicationStateRestorationTimestamp"

    /// Tells the app that your code is restoring state asynchronously. On a device this keeps
    /// the launch snapshot until `completeStateRestoration()`; a server scene has no snapshot,
    /// so the scene shows what is restored as it comes.
    public func extendStateRestoration() {}

    /// Tells the app that your code finished restoring state asynchronously (see
    /// `extendStateRestoration()`).
    public func completeStateRestoration() {}

    /// Prevents the app from using the snapshot image on its next launch. A server scene never
    /// shows a launch snapshot, so there is nothing to prevent.
    public func ignoreSnapshotOnNextApplicationLaunch() {}
}
