import Foundation

/// The `UIApplicationSceneManifest` of the app's Info.plist: whether the app supports multiple
/// scenes, and its scene configurations by session role, with class names as
/// `NSStringFromClass` writes them (`Module.ClassName`).
struct SceneManifest: Sendable {
    struct Configuration: Sendable {
        var name: String?
        var delegateClassName: String?
        var sceneClassName: String?
        /// `UISceneStoryboardFile`: the storyboard whose initial view controller the scene shows.
        var storyboardName: String?
    }

    var supportsMultipleScenes = false
    var configurations: [UISceneSession.Role: [Configuration]] = [:]

    /// Reads the manifest from an Info.plist dictionary; `nil` when it has none.
    init?(infoDictionary: [String: Any]) {
        guard let manifest = infoDictionary["UIApplicationSceneManifest"] as? [String: Any] else { return nil }
        supportsMultipleScenes = manifest["UIApplicationSupportsMultipleScenes"] as? Bool ?? false
        let roles = manifest["UISceneConfigurations"] as? [String: Any] ?? [:]
        for (role, entries) in roles {
            let list = (entries as? [[String: Any]] ?? []).map { entry in
                Configuration(name: entry["UISceneConfigurationName"] as? String,
                              delegateClassName: entry["UISceneDelegateClassName"] as? String,
                              sceneClassName: entry["UISceneClassName"] as? String,
                              storyboardName: entry["UISceneStoryboardFile"] as? String)
            }
            configurations[UISceneSession.Role(rawValue: role)] = list
        }
    }

    /// The configuration with the name for the role; without a name, the role's first.
    func configuration(named name: String?, role: UISceneSession.Role) -> Configuration? {
        let list = configurations[role] ?? []
        guard let name else { return list.first }
        return list.first { $0.name == name }
    }
}

extension UIApplication {
    /// Reads the scene manifest from the app's Info.plist, as UIKit does at launch; the host
    /// passes the dictionary (`Bundle.main.infoDictionary`). Without a manifest, scenes get a
    /// configuration with no delegate unless the app delegate provides one.
    @_spi(Host) public func loadSceneManifest(infoDictionary: [String: Any]?) {
        sceneManifest = infoDictionary.flatMap { SceneManifest(infoDictionary: $0) }
        // `UIUserInterfaceStyle` makes every scene light or dark whatever the browser prefers.
        Self.infoPlistInterfaceStyle = switch infoDictionary?["UIUserInterfaceStyle"] as? String {
        case "Light": .light
        case "Dark": .dark
        default: nil
        }
    }

    /// The interface style the app's Info.plist fixes (`UIUserInterfaceStyle`), if any.
    nonisolated(unsafe) static var infoPlistInterfaceStyle: UIUserInterfaceStyle?

    /// Whether the app may display more than one scene, from its Info.plist's
    /// `UIApplicationSupportsMultipleScenes`: whether `requestSceneSessionActivation` may open a
    /// new scene. Every browser tab the person opens is a scene whatever it says.
    public var supportsMultipleScenes: Bool {
        Self.process.sceneManifest?.supportsMultipleScenes ?? false
    }

    /// The configuration UIKit uses for a session when the app delegate does not provide one:
    /// the manifest's first configuration for the session's role.
    func manifestConfiguration(for session: UISceneSession) -> UISceneConfiguration {
        let name = Self.process.sceneManifest?.configuration(named: nil, role: session.role)?.name
        return UISceneConfiguration(name: name, sessionRole: session.role)
    }
}
