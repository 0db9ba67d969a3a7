import Foundation

/// Apps written before scenes (iOS 12 and earlier): the app delegate keeps the app's `window`,
/// makes it in `application(_:didFinishLaunchingWithOptions:)`, and hears the app-based
/// lifecycle (`applicationDidBecomeActive(_:)` and its siblings). A device runs one such app
/// per process; the server runs one per browser session, each with its own `UIApplication`
/// and app delegate, so `UIApplication.shared` is the one of the session whose turn is
/// running. A scene-based app never takes this path and pays nothing for it.
extension UIApplication {
    /// How the process launches an app without scenes: the delegate class each session makes
    /// an instance of, and the instance already made to read the app's Info.plist, which the
    /// first session takes.
    struct LaunchWithoutScenes {
        let delegateClass: AnyClass
        var spareDelegate: (any UIApplicationDelegate)?
    }

    /// Whether the app runs without scenes: its Info.plist has no `UIApplicationSceneManifest`
    /// and its app delegate keeps a `window`, as Xcode's templates wrote them before iOS 13.
    static func runsWithoutScenes(_ delegate: any UIApplicationDelegate, manifest: SceneManifest?) -> Bool {
        guard manifest == nil else { return false }
        let previous = delegate.window
        let probe = UIWindow(frame: .zero)
        delegate.window = probe
        let keeps = delegate.window === probe
        delegate.window = previous
        return keeps
    }

    /// Connects the scene of one session of an app without scenes: a `UIApplication` and an app
    /// delegate of its own, launched in the session's turn as `UIApplicationMain` launches an app
    /// on a device: the main storyboard's window (`UIMainStoryboardFile`) kept in the delegate's
    /// `window`, `willFinishLaunching`, `didFinishLaunching` and its notification, the window
    /// made key and visible if the delegate did not, then the app becomes active. With a
    /// restoration archive, the view controllers are restored between `willFinishLaunching`
    /// and `didFinishLaunching`, as UIKit restores an app's state.
    func connectSceneWithoutScenes(_ launch: LaunchWithoutScenes, session: UISceneSession, display: SceneDisplay,
                                   locale: SessionLocale, archive: RestorationArchive? = nil) -> UIWindowScene {
        let application = UIApplication()
        let scene = UIWindowScene(session: session, connectionOptions: UIScene.ConnectionOptions())
        application.sessionScene = scene
        applicationsByScene[ObjectIdentifier(scene)] = application
        scene.sessionLocale = locale
        UIWindowScene.turnScene = scene
        scene.apply(display)
        session.scene = scene
        sessions[session.persistentIdentifier] = session
        let delegate = self.launchWithoutScenes?.spareDelegate
            ?? UIResponder.instantiate(launch.delegateClass) as? any UIApplicationDelegate
        self.launchWithoutScenes?.spareDelegate = nil
        application.delegate = delegate
        let storyboardProblems = application.showMainStoryboard(in: scene)
        _ = delegate?.application(application, willFinishLaunchingWithOptions: nil)
        scene.restoreViewControllers(from: archive)
        _ = delegate?.application(application, didFinishLaunchingWithOptions: nil)
        NotificationCenter.default.post(name: UIApplication.didFinishLaunchingNotification, object: application)
        if let window = delegate?.window, window.isHidden, storyboardProblems.isEmpty, window.rootViewController != nil {
            window.makeKeyAndVisible()
        }
        scene.enterForeground()
        scene.activate()
        scene.showLaunchProblemsIfBlank(storyboardProblems.isEmpty ? scene.windowlessAppDelegateProblem(delegate) : storyboardProblems)
        return scene
    }

    /// The window of Info.plist's `UIMainStoryboardFile`, made before the delegate hears of the
    /// launch: the initial view controller as its root, kept in the delegate's `window`.
    private func showMainStoryboard(in scene: UIWindowScene) -> [String] {
        guard let name = AppInfoPlist.infoDictionary?["UIMainStoryboardFile"] as? String else { return [] }
        guard UIStoryboard.exists(named: name) else {
            let problem = UIStoryboard.missingProblem(name, key: "UIMainStoryboardFile")
            UIApplication.reportLaunchProblem(problem)
            return [problem]
        }
        let storyboard = UIStoryboard(name: name, bundle: nil)
        guard let initial = storyboard.instantiateInitialViewController() else {
            let problem = "Failed to instantiate the default view controller for UIMainStoryboardFile '\(name)' - "
                + "perhaps the designated entry point is not set?"
            UIApplication.reportLaunchProblem(problem)
            return [problem]
        }
        let window = UIWindow(windowScene: scene)
        window.rootViewController = initial
        delegate?.window = window
        return []
    }

    /// Ends the app of one session: it resigns active and enters the background (as its scene
    /// does), then the delegate hears `applicationWillTerminate(_:)` and the notification is posted.
    func terminateWithoutScenes() {
        delegate?.applicationWillTerminate(self)
        NotificationCenter.default.post(name: UIApplication.willTerminateNotification, object: self)
    }

    /// Tells the delegate of an app without scenes of a change of the app's state, step by step;
    /// the notification follows each call, as UIKit posts it.
    func tellDelegate(_ notification: Notification.Name) {
        guard sessionScene != nil, let delegate else { return }
        switch notification {
        case Self.willEnterForegroundNotification: delegate.applicationWillEnterForeground(self)
        case Self.didBecomeActiveNotification: delegate.applicationDidBecomeActive(self)
        case Self.willResignActiveNotification: delegate.applicationWillResignActive(self)
        case Self.didEnterBackgroundNotification: delegate.applicationDidEnterBackground(self)
        default: break
        }
    }

    /// The apps the host addresses: the process's, or, for an app without scenes, each session's.
    var sessionApplications: [UIApplication] {
        applicationsByScene.isEmpty ? [self] : Array(applicationsByScene.values)
    }

    /// The app of a session's scene of an app without scenes; nil for a scene-based app's scenes,
    /// which pay one check of an empty dictionary.
    static func sessionApplication(of scene: UIScene?) -> UIApplication? {
        guard !process.applicationsByScene.isEmpty, let scene else { return nil }
        return process.applicationsByScene[ObjectIdentifier(scene)]
    }
}

extension UIWindowScene {
    /// An app without scenes whose delegate showed no window by the end of its launch.
    func windowlessAppDelegateProblem(_ delegate: (any UIApplicationDelegate)?) -> [String] {
        guard !windows.contains(where: { !$0.isHidden }) else { return [] }
        let name = delegate.map { String(describing: type(of: $0)) } ?? "The app delegate"
        let problem = "\(name) did not show a window: in application(_:didFinishLaunchingWithOptions:), make a "
            + "UIWindow(frame: UIScreen.main.bounds), set its rootViewController, keep it in the delegate's `window` "
            + "property and call makeKeyAndVisible()"
        UIApplication.reportLaunchProblem(problem)
        return [problem]
    }
}
