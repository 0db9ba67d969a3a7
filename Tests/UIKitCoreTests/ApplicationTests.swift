import Testing
@_spi(Host) import UIKitCore
import UIKit

@MainActor
private var applicationLog: [String] = []

@MainActor
private final class TerminationSceneDelegate: UIResponder, UIWindowSceneDelegate {
    func sceneDidEnterBackground(_ scene: UIScene) { applicationLog.append("sceneDidEnterBackground") }
    func sceneDidDisconnect(_ scene: UIScene) { applicationLog.append("sceneDidDisconnect") }
}

@MainActor
private final class TerminationAppDelegate: UIResponder, UIApplicationDelegate {
    func application(_ application: UIApplication, configurationForConnecting connectingSceneSession: UISceneSession,
                     options: UIScene.ConnectionOptions) -> UISceneConfiguration {
        let configuration = UISceneConfiguration(name: nil, sessionRole: connectingSceneSession.role)
        configuration.delegateClass = TerminationSceneDelegate.self
        return configuration
    }
    func application(_ application: UIApplication, didDiscardSceneSessions sceneSessions: Set<UISceneSession>) {
        applicationLog.append("didDiscardSceneSessions")
    }
    func applicationWillTerminate(_ application: UIApplication) { applicationLog.append("applicationWillTerminate") }
    func applicationSignificantTimeChange(_ application: UIApplication) { applicationLog.append("significantTimeChange") }
}

@MainActor
@Suite(.serialized)
struct ApplicationTests {
    @Test func testTerminationDisconnectsScenesThenTellsTheDelegateAndKeepsSessions() {
        let application = UIApplication.shared
        let previous = application.delegate
        defer { application.delegate = previous }
        for scene in application.connectedScenes.compactMap({ $0 as? UIWindowScene }) {
            application.disconnectScene(scene)
        }
        application.launch(delegateClass: TerminationAppDelegate.self)
        let scene = application.connectScene(persistentIdentifier: "terminate",
                                              display: SceneDisplay(width: 300, height: 500, scale: 2, style: .light))
        applicationLog = []
        application.terminate()
        #expect(applicationLog == ["sceneDidEnterBackground", "sceneDidDisconnect", "applicationWillTerminate"])
        #expect(scene.activationState == .unattached)
        #expect(application.connectedScenes.isEmpty)
    }

    @Test func testSignificantTimeChangeReachesTheDelegate() {
        let application = UIApplication.shared
        let previous = application.delegate
        defer { application.delegate = previous }
        application.delegate = TerminationAppDelegate()
        applicationLog = []
        application.deliverSignificantTimeChange()
        #expect(applicationLog == ["significantTimeChange"])
    }

    @Test func testBackgroundTaskEndedInTimeNeverExpires() async throws {
        let application = UIApplication.shared
        application.backgroundTaskTimeLimit = 0.05
        defer { application.backgroundTaskTimeLimit = 30 }
        var expired = false
        let task = application.beginBackgroundTask(withName: "upload") { expired = true }
        #expect(task != .invalid)
        #expect(application.backgroundTimeRemaining <= 0.05)
        application.endBackgroundTask(task)
        #expect(application.backgroundTimeRemaining == .greatestFiniteMagnitude)
        try await Task.sleep(for: .milliseconds(200))
        #expect(!expired)
    }

    @Test func testBackgroundTaskThatRunsTooLongExpires() async throws {
        let application = UIApplication.shared
        application.backgroundTaskTimeLimit = 0.05
        defer { application.backgroundTaskTimeLimit = 30 }
        var expired = false
        _ = application.beginBackgroundTask { expired = true }
        try await Task.sleep(for: .milliseconds(300))
        #expect(expired)
    }
}
