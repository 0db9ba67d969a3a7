import Foundation

extension UIApplication {
    /// Posted when the app becomes active: its first scene became active, or one did again after
    /// every scene had left the foreground or resigned active.
    nonisolated public static let didBecomeActiveNotification = Notification.Name("UIApplicationDidBecomeActiveNotification")
    /// Posted when the app is no longer active: the last active scene resigned active.
    nonisolated public static let willResignActiveNotification = Notification.Name("UIApplicationWillResignActiveNotification")
    /// Posted when the app enters the background: no scene is in the foreground any more.
    nonisolated public static let didEnterBackgroundNotification = Notification.Name("UIApplicationDidEnterBackgroundNotification")
    /// Posted shortly before the app leaves the background: a scene is coming to the foreground.
    nonisolated public static let willEnterForegroundNotification = Notification.Name("UIApplicationWillEnterForegroundNotification")

    /// Posts the app-level lifecycle notifications for a change of `applicationState` that a
    /// scene's transition made, step by step (background → inactive → active and back), as an
    /// app with scenes hears them on iOS. The app delegate's own lifecycle methods are called
    /// before each notification only in an app without scenes, as iOS calls them.
    func announceStateChange() {
        func announce(_ name: Notification.Name) {
            tellDelegate(name)
            NotificationCenter.default.post(name: name, object: self)
        }
        let target = applicationState
        while announcedState != target {
            switch (announcedState, target) {
            case (.background, _):
                announcedState = .inactive
                announce(Self.willEnterForegroundNotification)
            case (.inactive, .active):
                announcedState = .active
                announce(Self.didBecomeActiveNotification)
            case (.inactive, _):
                announcedState = .background
                announce(Self.didEnterBackgroundNotification)
            case (.active, _):
                announcedState = .inactive
                announce(Self.willResignActiveNotification)
            }
        }
    }
}
