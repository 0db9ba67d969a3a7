import Foundation

/// Information about the objects and storyboard for UIKit to use when creating a scene.
@MainActor
open class UISceneConfiguration: NSObject {
    /// The app-specific name of the configuration.
    public let name: String?
    /// The role of the scene the configuration is for.
    public let role: UISceneSession.Role
    /// The class of the scene's delegate: a `UIResponder` subclass adopting `UISceneDelegate`.
    open var delegateClass: AnyClass?
    /// The class of the scene object: `UIWindowScene` or a subclass of it.
    open var sceneClass: AnyClass?

    /// Creates a configuration with the given name and role. When the app's Info.plist scene
    /// manifest has a configuration of that name for the role, its delegate and scene classes
    /// are filled in, found by name with `NSClassFromString` (`Module.ClassName`).
    public init(name: String?, sessionRole: UISceneSession.Role) {
        self.name = name
        role = sessionRole
        super.init()
        guard let name, let entry = UIApplication.shared.sceneManifest?.configuration(named: name, role: sessionRole) else {
            return
        }
        delegateClass = entry.delegateClassName.flatMap(NSClassFromString)
        sceneClass = entry.sceneClassName.flatMap(NSClassFromString)
    }
}
