import Foundation
@_spi(Host) import UIKitCore
import UIKit

/// What the restoration test apps heard, in order.
@MainActor var restorationLog: [String] = []

/// How the restoration test apps behave in the test running now.
@MainActor
enum RestorationTestApp {
    /// What the app delegate of the app without scenes answers.
    static var shouldSave = true
    static var shouldRestore = true
    /// The controller the app delegate returns for a path, if any.
    static var delegateMakes: [String: () -> UIViewController] = [:]
    /// The activity the scene delegate saves, if any.
    static var activity: NSUserActivity?
    /// Builds the window's root view controller when the scene connects (or the app without
    /// scenes launches).
    static var makeRoot: () -> UIViewController = { UIViewController() }

    static func reset() {
        restorationLog = []
        shouldSave = true
        shouldRestore = true
        delegateMakes = [:]
        activity = nil
        makeRoot = { UIViewController() }
    }

    static let display = SceneDisplay(width: 320, height: 480, scale: 2, style: .light)

    /// Connects a scene of the launched app.
    static func connect(_ name: String = "restoration", archive: [UInt8]? = nil) -> UIWindowScene {
        let scene = UIApplication.shared.connectScene(persistentIdentifier: "\(name)-\(UUID())", display: display,
                                                      restorationArchive: archive)
        _ = scene.finishTurn()
        return scene
    }

    /// Saves a scene, disconnects it (keeping its session) and reconnects it from the archive:
    /// the archive, what the app heard while saving, and the new scene.
    static func relaunch(_ scene: UIWindowScene) -> (archive: [UInt8]?, saveLog: [String], scene: UIWindowScene) {
        _ = scene.finishTurn()
        restorationLog = []
        let archive = UIApplication.shared.restorationArchive(for: scene)
        let saveLog = restorationLog
        let identifier = scene.session.persistentIdentifier
        UIApplication.shared.disconnectScene(scene, discardingSession: false)
        restorationLog = []
        let restored = UIApplication.shared.connectScene(persistentIdentifier: identifier, display: display, restorationArchive: archive)
        _ = restored.finishTurn()
        return (archive, saveLog, restored)
    }

    /// The restoration identifiers of controllers, "-" for none.
    static func identifiers(_ controllers: [UIViewController]?) -> [String] {
        (controllers ?? []).map { $0.restorationIdentifier ?? "-" }
    }
}

/// A scene-based app that saves a restoration activity. Its app delegate also implements the
/// view-controller path, as apps that also ran on iOS 12 do: UIKit calls none of it.
@MainActor
final class RestoringAppDelegate: UIResponder, UIApplicationDelegate {
    func application(_ application: UIApplication, configurationForConnecting connectingSceneSession: UISceneSession,
                     options: UIScene.ConnectionOptions) -> UISceneConfiguration {
        let configuration = UISceneConfiguration(name: "Default Configuration", sessionRole: connectingSceneSession.role)
        configuration.delegateClass = RestoringSceneDelegate.self
        return configuration
    }

    func application(_ application: UIApplication, shouldSaveSecureApplicationState coder: NSCoder) -> Bool {
        restorationLog.append("shouldSaveSecureApplicationState")
        return true
    }

    func application(_ application: UIApplication, shouldRestoreSecureApplicationState coder: NSCoder) -> Bool {
        restorationLog.append("shouldRestoreSecureApplicationState")
        return true
    }

    func application(_ application: UIApplication, willEncodeRestorableStateWith coder: NSCoder) {
        restorationLog.append("willEncodeRestorableState")
    }

    func application(_ application: UIApplication, didDecodeRestorableStateWith coder: NSCoder) {
        restorationLog.append("didDecodeRestorableState")
    }
}

/// An app without scenes that saves its view controllers: it makes its window, with
/// `RestorationTestApp.makeRoot`, in `application(_:willFinishLaunchingWithOptions:)`, before
/// state is restored, as Apple advises. Each session has its own app delegate.
@MainActor
final class WithoutScenesAppDelegate: UIResponder, UIApplicationDelegate {
    var window: UIWindow?

    func application(_ application: UIApplication,
                     willFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        restorationLog.append("willFinishLaunching")
        let window = UIWindow(frame: UIScreen.main.bounds)
        window.rootViewController = RestorationTestApp.makeRoot()
        window.makeKeyAndVisible()
        self.window = window
        return true
    }

    func application(_ application: UIApplication,
                     didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        restorationLog.append("didFinishLaunching")
        return true
    }

    func applicationDidBecomeActive(_ application: UIApplication) { restorationLog.append("applicationDidBecomeActive") }

    func application(_ application: UIApplication, shouldSaveSecureApplicationState coder: NSCoder) -> Bool {
        restorationLog.append("shouldSaveSecureApplicationState")
        coder.encode("app-level", forKey: "appNote")
        return RestorationTestApp.shouldSave
    }

    func application(_ application: UIApplication, shouldRestoreSecureApplicationState coder: NSCoder) -> Bool {
        restorationLog.append("shouldRestoreSecureApplicationState(\(coder.decodeObject(forKey: "appNote") as? String ?? "-"))")
        return RestorationTestApp.shouldRestore
    }

    func application(_ application: UIApplication, willEncodeRestorableStateWith coder: NSCoder) {
        restorationLog.append("willEncodeRestorableState")
        coder.encode(7, forKey: "appVersion")
    }

    func application(_ application: UIApplication, didDecodeRestorableStateWith coder: NSCoder) {
        restorationLog.append("didDecodeRestorableState(\(coder.decodeInteger(forKey: "appVersion")))")
    }

    func application(_ application: UIApplication, viewControllerWithRestorationIdentifierPath identifierComponents: [String],
                     coder: NSCoder) -> UIViewController? {
        let path = identifierComponents.joined(separator: "/")
        guard let make = RestorationTestApp.delegateMakes[path] else { return nil }
        restorationLog.append("appDelegate(\(path))")
        return make()
    }
}

@MainActor
final class RestoringSceneDelegate: UIResponder, UIWindowSceneDelegate {
    var window: UIWindow?

    func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions) {
        restorationLog.append("willConnectTo(activity: \(session.stateRestorationActivity?.activityType ?? "nil"))")
        guard let windowScene = scene as? UIWindowScene else { return }
        let window = UIWindow(windowScene: windowScene)
        window.rootViewController = RestorationTestApp.makeRoot()
        window.makeKeyAndVisible()
        self.window = window
    }

    func stateRestorationActivity(for scene: UIScene) -> NSUserActivity? {
        restorationLog.append("stateRestorationActivity(for:)")
        return RestorationTestApp.activity
    }

    func scene(_ scene: UIScene, restoreInteractionStateWith stateRestorationActivity: NSUserActivity) {
        restorationLog.append("restoreInteractionStateWith(\(stateRestorationActivity.activityType))")
    }

    func sceneWillEnterForeground(_ scene: UIScene) { restorationLog.append("sceneWillEnterForeground") }
    func sceneDidBecomeActive(_ scene: UIScene) { restorationLog.append("sceneDidBecomeActive") }
}

/// A view controller that logs its restoration and keeps a note.
@MainActor
class NoteViewController: UIViewController {
    var note = ""

    /// A controller with a restoration identifier (and the restoration class, when given).
    convenience init(_ identifier: String?, restorationClass: (any UIViewControllerRestoration.Type)? = nil) {
        self.init(nibName: nil, bundle: nil)
        restorationIdentifier = identifier
        self.restorationClass = restorationClass
    }

    override func encodeRestorableState(with coder: NSCoder) {
        super.encodeRestorableState(with: coder)
        restorationLog.append("encode(\(restorationIdentifier ?? "-"))")
        coder.encode(note, forKey: "note")
    }

    override func decodeRestorableState(with coder: NSCoder) {
        super.decodeRestorableState(with: coder)
        note = coder.decodeObject(forKey: "note") as? String ?? ""
        restorationLog.append("decode(\(restorationIdentifier ?? "-"), note: \(note))")
    }

    override func applicationFinishedRestoringState() {
        restorationLog.append("finished(\(restorationIdentifier ?? "-"))")
    }
}

/// Makes the pages a navigation stack pushes, when state is restored.
@MainActor
final class PageRestoration: UIViewControllerRestoration {
    static var refuses: Set<String> = []

    static func viewController(withRestorationIdentifierPath identifierComponents: [String], coder: NSCoder) -> UIViewController? {
        let path = identifierComponents.joined(separator: "/")
        restorationLog.append("restorationClass(\(path), note: \(coder.decodeObject(forKey: "note") as? String ?? "-"))")
        guard !refuses.contains(path) else { return nil }
        return NoteViewController(identifierComponents.last, restorationClass: PageRestoration.self)
    }
}
