import Foundation
import Testing
@_spi(Host) import UIKitCore
import UIKit

@MainActor
private var connectedActivities: [[String]] = []
@MainActor
private var discardedSessions: [String] = []

@MainActor
private final class DetailSceneDelegate: UIResponder, UIWindowSceneDelegate {
    var window: UIWindow?

    func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions) {
        connectedActivities.append(connectionOptions.userActivities.map(\.activityType).sorted())
        guard let windowScene = scene as? UIWindowScene else { return }
        window = UIWindow(windowScene: windowScene)
        window?.rootViewController = UIViewController()
        window?.makeKeyAndVisible()
    }
}

@MainActor
private final class MultiWindowAppDelegate: UIResponder, UIApplicationDelegate {
    func application(_ application: UIApplication, configurationForConnecting connectingSceneSession: UISceneSession,
                     options: UIScene.ConnectionOptions) -> UISceneConfiguration {
        let configuration = UISceneConfiguration(name: nil, sessionRole: connectingSceneSession.role)
        configuration.delegateClass = DetailSceneDelegate.self
        return configuration
    }

    func application(_ application: UIApplication, didDiscardSceneSessions sceneSessions: Set<UISceneSession>) {
        discardedSessions += sceneSessions.map(\.persistentIdentifier)
    }
}

/// Several scenes of one app: a scene asks for another, and closes one.
@MainActor
@Suite(.serialized)
struct MultipleScenesTests {
    private let display = SceneDisplay(width: 500, height: 700, scale: 2, style: .dark)

    private func withApp(supportsMultipleScenes: Bool, _ body: (UIApplication, UIWindowScene) throws -> Void) rethrows {
        let application = UIApplication.shared
        let previous = application.delegate
        connectedActivities = []
        discardedSessions = []
        application.loadSceneManifest(infoDictionary: [
            "UIApplicationSceneManifest": ["UIApplicationSupportsMultipleScenes": supportsMultipleScenes],
        ])
        application.launch(delegateClass: MultiWindowAppDelegate.self)
        let scene = application.connectScene(persistentIdentifier: "asking-\(UUID())", display: display)
        let before = application.connectedScenes
        defer {
            for other in application.connectedScenes.subtracting(before) {
                if let other = other as? UIWindowScene { application.disconnectScene(other) }
            }
            application.disconnectScene(scene)
            application.loadSceneManifest(infoDictionary: nil)
            application.delegate = previous
        }
        UIWindowScene.turnScene = scene
        try body(application, scene)
    }

    @Test func testAnAppWithoutMultipleScenesGetsTheErrorAndNoScene() {
        withApp(supportsMultipleScenes: false) { application, scene in
            let before = application.connectedScenes.count
            var errors: [UISceneError.Code] = []
            application.requestSceneSessionActivation(nil, userActivity: nil, options: nil) { error in
                if let error = error as? UISceneError { errors.append(error.code) }
            }
            #expect(!application.supportsMultipleScenes)
            #expect(errors == [.multipleScenesNotSupported])
            #expect(application.connectedScenes.count == before)
        }
    }

    @Test func testARequestFromATurnConnectsANewSceneWithTheActivity() throws {
        try withApp(supportsMultipleScenes: true) { application, scene in
            let before = application.connectedScenes
            let activity = NSUserActivity(activityType: "com.example.detail")
            var errors: [any Error] = []
            application.requestSceneSessionActivation(nil, userActivity: activity, options: nil) { errors.append($0) }
            let added = application.connectedScenes.subtracting(before)
            let opened = try #require(added.first as? UIWindowScene)
            #expect(added.count == 1 && errors.isEmpty)
            #expect(connectedActivities == [[], ["com.example.detail"]])
            #expect(opened.activationState == .foregroundActive)
            #expect(opened.screen.bounds == scene.screen.bounds)
            #expect(opened.traitCollection.userInterfaceStyle == .dark)
            #expect(opened.windows.count == 1 && opened.keyWindow != nil)
            // The turn goes on for the scene that asked.
            #expect(UIScreen.main === scene.screen)
        }
    }

    @Test func testTheHostOpensTheSceneItWasAskedFor() {
        withApp(supportsMultipleScenes: true) { application, scene in
            var asked: [(UIWindowScene?, Set<String>)] = []
            application.sceneOpener = { requester, activities in
                asked.append((requester, Set(activities.map(\.activityType))))
                return nil
            }
            defer { application.sceneOpener = nil }
            var errors: [UISceneError.Code] = []
            application.requestSceneSessionActivation(nil, userActivity: NSUserActivity(activityType: "a"), options: nil) {
                if let error = $0 as? UISceneError { errors.append(error.code) }
            }
            #expect(asked.count == 1 && asked.first?.0 === scene && asked.first?.1 == ["a"])
            #expect(errors == [.requestDenied])
        }
    }

    @Test func testDestroyingASceneDisconnectsItAndDiscardsItsSession() throws {
        try withApp(supportsMultipleScenes: true) { application, scene in
            let before = application.connectedScenes
            application.requestSceneSessionActivation(nil, userActivity: nil, options: nil)
            let opened = try #require(application.connectedScenes.subtracting(before).first as? UIWindowScene)
            let id = opened.session.persistentIdentifier
            application.requestSceneSessionDestruction(opened.session, options: nil)
            #expect(opened.activationState == .unattached)
            #expect(!application.openSessions.contains(opened.session))
            #expect(discardedSessions == [id])
        }
    }

    @Test func testExtraWindowsOfOneSceneRenderInTheirLevelOrder() {
        withApp(supportsMultipleScenes: false) { application, scene in
            let overlay = UIWindow(windowScene: scene)
            overlay.windowLevel = .alert
            overlay.rootViewController = UIViewController()
            overlay.isHidden = false
            overlay.accessibilityIdentifier = "overlay"
            let banner = UIWindow(windowScene: scene)
            banner.windowLevel = .statusBar
            banner.isHidden = false
            banner.accessibilityIdentifier = "banner"
            let main = scene.windows.first { $0.windowLevel == .normal }
            #expect(scene.windows == [main, banner, overlay].compactMap { $0 })
            // The page stacks the windows as the snapshot lists them, back to front.
            let tree = scene.viewTree()
            #expect(tree.map(\.accessibilityIdentifier).suffix(2) == ["banner", "overlay"])
            #expect(scene.snapshot().root.children.map(\.id) == tree.map(\.id))
        }
    }
}
