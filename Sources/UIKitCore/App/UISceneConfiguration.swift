import Foundation

/// Information about the objects and storyboard for UIKit to use when creating a scene.
@preconcurrency @MainActor
open class UISceneConfiguration: NSObject {
    /// The app-specific name of the configuration.
    public let name: String?
    /// The role of the scene the configuration is for.
    public let role: UISceneSession.Role
    /// The class of the scene's delegate: a `UIResponder` subclass adopting `UISceneDelegate`.
    open var delegateClass: AnyClass?
    /// The class of the scene object: `UIWindowScene` or a subclass of it.
    open var sceneClass: AnyClass?
    /// The storyboard with the scene's initial view controller: UIKit makes the scene's window
    /// with it before `scene(_:willConnectTo:options:)`.
    open var storyboard: UIStoryboard?
    /// Classes the Info.plist named that do not exist, said on the page of a scene left blank.
    var launchProblems: [String] = []

    /// Creates a configuration with the given name and role. When the app's Info.plist scene
    /// manifest has a configuration of that name for the role, its delegate and scene classes
    /// are filled in, found by name (`Module.ClassName`, `$(PRODUCT_MODULE_NAME).ClassName` as
    /// Xcode writes it, or a bare name in the app's module).
    public init(name: String?, sessionRole: UISceneSession.Role) {
        self.name = name
        role = sessionRole
        super.init()
        guard let name, let entry = UIApplication.process.sceneManifest?.configuration(named: name, role: sessionRole) else {
            return
        }
        if let name = entry.delegateClassName {
            switch UIApplication.classNamed(name, key: "UISceneDelegateClassName") {
            case .success(let found): delegateClass = found
            case .failure(let problem): launchProblems.append(problem.description)
            }
        }
        if let name = entry.storyboardName {
            if UIStoryboard.exists(named: name) {
                storyboard = UIStoryboard(name: name, bundle: nil)
            } else {
                launchProblems.append(UIStoryboard.missingProblem(name, key: "UISceneStoryboardFile"))
            }
        }
        if let name = entry.sceneClassName {
            switch UIApplication.classNamed(name, key: "UISceneClassName") {
            case .success(let found): sceneClass = found
            case .failure(let problem): launchProblems.append(problem.description)
            }
        }
    }
}
