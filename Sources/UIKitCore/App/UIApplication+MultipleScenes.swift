import Foundation

/// Several windows of one app: a scene can ask for another scene (in a browser, a new tab or
/// window the page opens) and close one. `UIApplicationSupportsMultipleScenes` must allow it.
extension UIApplication {
    /// Asks UIKit to show an existing scene, or, when `sceneSession` is nil, to connect a new
    /// one, whose delegate finds `userActivity` in the connection options' `userActivities`.
    /// Calls the error handler when the app does not support multiple scenes.
    public func requestSceneSessionActivation(_ sceneSession: UISceneSession?, userActivity: NSUserActivity?,
                                              options: UIScene.ActivationRequestOptions?,
                                              errorHandler: ((any Error) -> Void)? = nil) {
        let requester = (options?.requestingScene as? UIWindowScene) ?? UIWindowScene.turnScene
        if let sceneSession {
            guard let scene = sceneSession.scene as? UIWindowScene else {
                errorHandler?(UISceneError(.requestDenied))
                return
            }
            scene.request(.active)
            return
        }
        guard supportsMultipleScenes else {
            errorHandler?(UISceneError(.multipleScenesNotSupported))
            return
        }
        let activities: Set<NSUserActivity> = userActivity.map { [$0] } ?? []
        let process = Self.process
        let opened = if let opener = process.sceneOpener {
            opener(requester, activities)
        } else {
            process.connectSceneWithoutHost(display: requester?.display ?? .fallback, locale: requester?.sessionLocale ?? .system,
                                            userActivities: activities)
        }
        // The turn goes on for the scene that asked.
        if let requester { UIWindowScene.turnScene = requester }
        if opened == nil { errorHandler?(UISceneError(.requestDenied)) }
    }

    /// Asks UIKit to close a scene: it disconnects, the app delegate hears that its session is
    /// discarded, and in a browser its page closes.
    public func requestSceneSessionDestruction(_ sceneSession: UISceneSession, options: UISceneDestructionRequestOptions?,
                                               errorHandler: ((any Error) -> Void)? = nil) {
        guard let scene = sceneSession.scene as? UIWindowScene else {
            errorHandler?(UISceneError(.requestDenied))
            return
        }
        let process = Self.process
        if let closer = process.sceneCloser {
            closer(scene)
        } else {
            process.disconnectScene(scene)
        }
    }
}

extension UIApplication {
    /// Connects a scene no host asked for, kept by the app until it disconnects.
    func connectSceneWithoutHost(display: SceneDisplay, locale: SessionLocale, userActivities: Set<NSUserActivity>) -> UIWindowScene {
        let scene = connectScene(persistentIdentifier: UUID().uuidString.lowercased(), display: display, locale: locale,
                                 userActivities: userActivities)
        scenesWithoutHost[ObjectIdentifier(scene)] = scene
        return scene
    }
}

extension UIWindowScene {
    /// The display the scene is shown on, as the host described it.
    var display: SceneDisplay {
        var display = SceneDisplay(width: screen.bounds.width, height: screen.bounds.height, scale: screen.scale,
                                   style: traitCollection.userInterfaceStyle == .dark ? .dark : .light,
                                   orientation: interfaceOrientation)
        display.contentSizeCategory = traitCollection.preferredContentSizeCategory
        return display
    }
}

extension SceneDisplay {
    /// An iPhone's display, for a scene asked for outside any turn.
    static let fallback = SceneDisplay(width: 390, height: 844, scale: 3, style: .light)
}
