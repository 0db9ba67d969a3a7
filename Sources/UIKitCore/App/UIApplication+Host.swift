import Foundation

extension UIApplication {
    /// Starts the app as `UIApplicationMain` does: makes the delegate from its class, then
    /// `willFinishLaunching`, `didFinishLaunching` and the did-finish-launching notification. An
    /// app without scenes launches once per session instead, as each session connects.
    @_spi(Host) public func launch(delegateClass: AnyClass) {
        guard self === Self.process else { return Self.process.launch(delegateClass: delegateClass) }
        let qualified = String(reflecting: delegateClass)
        if let dot = qualified.firstIndex(of: ".") { Self.appModuleName = String(qualified[..<dot]) }
        let made = UIResponder.instantiate(delegateClass) as? any UIApplicationDelegate
        if let made, Self.runsWithoutScenes(made, manifest: sceneManifest) {
            // Each session launches its own app and delegate (UIApplication+WithoutScenes.swift).
            delegate = nil
            launchWithoutScenes = LaunchWithoutScenes(delegateClass: delegateClass, spareDelegate: made)
            return
        }
        delegate = made
        _ = delegate?.application(self, willFinishLaunchingWithOptions: nil)
        _ = delegate?.application(self, didFinishLaunchingWithOptions: nil)
        NotificationCenter.default.post(name: UIApplication.didFinishLaunchingNotification, object: self)
    }

    /// Connects a new scene for a browser (or REST) session: asks the delegate for the
    /// configuration, makes the scene and its delegate, then `scene(_:willConnectTo:options:)`,
    /// then brings it to the foreground and makes it active. The scene's turns, this one
    /// included, run in the session's `locale`. `userActivities` are the activities it opens
    /// for (`requestSceneSessionActivation`), in its connection options. `restorationArchive` is
    /// what `restorationArchive(for:)` saved for this session before: the scene reconnects
    /// with it as iOS relaunches a scene: `session.stateRestorationActivity` is set before
    /// `scene(_:willConnectTo:options:)`, then the delegate hears
    /// `scene(_:restoreInteractionStateWith:)` (an app without scenes restores its view
    /// controllers instead, UIApplication+WithoutScenes.swift). Bytes that are not a readable
    /// archive are logged and the scene starts fresh.
    @_spi(Host) public func connectScene(persistentIdentifier: String, display: SceneDisplay,
                                         locale: SessionLocale = .system,
                                         userActivities: Set<NSUserActivity> = [],
                                         restorationArchive: [UInt8]? = nil) -> UIWindowScene {
        guard self === Self.process else {
            return Self.process.connectScene(persistentIdentifier: persistentIdentifier, display: display, locale: locale,
                                             userActivities: userActivities, restorationArchive: restorationArchive)
        }
        let session = UISceneSession(persistentIdentifier: persistentIdentifier, role: .windowApplication)
        let archive = Self.readRestorationArchive(restorationArchive, session: persistentIdentifier)
        if let launchWithoutScenes {
            return connectSceneWithoutScenes(launchWithoutScenes, session: session, display: display, locale: locale, archive: archive)
        }
        session.stateRestorationActivity = archive?.activity.flatMap(NSUserActivity.restored(from:))
        let options = UIScene.ConnectionOptions()
        options.userActivities = userActivities
        let configuration = delegate?.application(self, configurationForConnecting: session, options: options)
            ?? manifestConfiguration(for: session)
        session.configuration = configuration
        let sceneType = (configuration.sceneClass as? UIWindowScene.Type) ?? UIWindowScene.self
        let scene = sceneType.init(session: session, connectionOptions: options)
        scene.sessionLocale = locale
        UIWindowScene.turnScene = scene
        scene.apply(display)
        session.scene = scene
        sessions[persistentIdentifier] = session
        if let delegateClass = configuration.delegateClass {
            scene.delegate = UIResponder.instantiate(delegateClass) as? any UISceneDelegate
        }
        let storyboardProblems = showInitialViewController(of: mainStoryboard(for: configuration), in: scene)
        scene.delegate?.scene(scene, willConnectTo: session, options: options)
        NotificationCenter.default.post(name: UIScene.willConnectNotification, object: scene)
        if let activity = session.stateRestorationActivity {
            scene.delegate?.scene(scene, restoreInteractionStateWith: activity)
        }
        scene.enterForeground()
        scene.activate()
        // A storyboard without an initial view controller explains the missing window on its own.
        scene.showLaunchProblemsIfBlank(configuration.launchProblems + storyboardProblems
            + (storyboardProblems.isEmpty ? scene.windowlessDelegateProblem() : []))
        return scene
    }

    /// The storyboard a scene starts from: its configuration's (`UISceneStoryboardFile`), else,
    /// for an app without scene delegates, Info.plist's `UIMainStoryboardFile`.
    private func mainStoryboard(for configuration: UISceneConfiguration) -> UIStoryboard? {
        if let storyboard = configuration.storyboard { return storyboard }
        guard configuration.delegateClass == nil, let name = AppInfoPlist.infoDictionary?["UIMainStoryboardFile"] as? String else {
            return nil
        }
        guard UIStoryboard.exists(named: name) else {
            UIApplication.reportLaunchProblem(UIStoryboard.missingProblem(name, key: "UIMainStoryboardFile"))
            return nil
        }
        return UIStoryboard(name: name, bundle: nil)
    }

    /// Shows a storyboard's initial view controller as UIKit does before the scene delegate
    /// hears `scene(_:willConnectTo:options:)`: a window for the scene, kept in the delegate's
    /// `window`, with the controller as its root, made key and visible. The problem, if any.
    private func showInitialViewController(of storyboard: UIStoryboard?, in scene: UIWindowScene) -> [String] {
        guard let storyboard else { return [] }
        guard let initial = storyboard.instantiateInitialViewController() else {
            let problem = "Failed to instantiate the default view controller for UIMainStoryboardFile '\(storyboard.name)' - "
                + "perhaps the designated entry point is not set?"
            UIApplication.reportLaunchProblem(problem)
            return [problem]
        }
        let window = UIWindow(windowScene: scene)
        if let delegate = scene.delegate as? any UIWindowSceneDelegate { delegate.window = window }
        window.rootViewController = initial
        window.makeKeyAndVisible()
        return []
    }

    /// Removes a scene: it resigns active, enters the background and disconnects. When the user
    /// closed it (`discardingSession`), the app delegate is told its session is discarded; when the
    /// app terminates, sessions are kept, as UIKit keeps them for state restoration.
    @_spi(Host) public func disconnectScene(_ scene: UIWindowScene, discardingSession: Bool = true) {
        guard self === Self.process else { return Self.process.disconnectScene(scene, discardingSession: discardingSession) }
        let sessionApplication = Self.sessionApplication(of: scene)
        if sessionApplication != nil { UIWindowScene.turnScene = scene }
        scene.deactivate()
        scene.enterBackground()
        scene.activationState = .unattached
        scene.delegate?.sceneDidDisconnect(scene)
        NotificationCenter.default.post(name: UIScene.didDisconnectNotification, object: scene)
        scene.generalPasteboard = nil
        let session = scene.session
        sessions[session.persistentIdentifier] = nil
        scenesWithoutHost[ObjectIdentifier(scene)] = nil
        session.scene = nil
        if let sessionApplication {
            // The session's app ends with its only scene.
            sessionApplication.terminateWithoutScenes()
            applicationsByScene[ObjectIdentifier(scene)] = nil
            UIWindowScene.turnScene = nil
            return
        }
        if discardingSession { delegate?.application(self, didDiscardSceneSessions: [session]) }
    }

    /// Terminates the app as UIKit does: every scene goes to the background and disconnects,
    /// then the delegate hears `applicationWillTerminate(_:)` and the notification is posted.
    @_spi(Host) public func terminate() {
        guard self === Self.process else { return Self.process.terminate() }
        for scene in connectedScenes.compactMap({ $0 as? UIWindowScene }) {
            disconnectScene(scene, discardingSession: false)
        }
        // An app without scenes ended with each session's scene.
        guard launchWithoutScenes == nil else { return }
        delegate?.applicationWillTerminate(self)
        NotificationCenter.default.post(name: UIApplication.willTerminateNotification, object: self)
    }

    /// Tells the app that the date changed, or the time changed significantly.
    @_spi(Host) public func deliverSignificantTimeChange() {
        for app in Self.process.sessionApplications {
            if let scene = app.sessionScene { UIWindowScene.turnScene = scene }
            app.delegate?.applicationSignificantTimeChange(app)
            NotificationCenter.default.post(name: UIApplication.significantTimeChangeNotification, object: app)
        }
    }

    /// Delivers a memory warning as UIKit does: the app delegate, every loaded view controller of
    /// every connected scene, then the notification.
    @_spi(Host) public func receiveMemoryWarning() {
        for app in Self.process.sessionApplications {
            if let scene = app.sessionScene { UIWindowScene.turnScene = scene }
            app.delegate?.applicationDidReceiveMemoryWarning(app)
            for scene in app.connectedScenes.compactMap({ $0 as? UIWindowScene }) {
                for window in scene.windows {
                    window.rootViewController?.forEachLoadedController { $0.didReceiveMemoryWarning() }
                }
            }
            NotificationCenter.default.post(name: UIApplication.didReceiveMemoryWarningNotification, object: app)
        }
    }
}

extension UIViewController {
    /// The controller and its descendants whose views are loaded, parents first.
    func forEachLoadedController(_ body: (UIViewController) -> Void) {
        if isViewLoaded { body(self) }
        for child in childControllers { child.forEachLoadedController(body) }
    }
}
