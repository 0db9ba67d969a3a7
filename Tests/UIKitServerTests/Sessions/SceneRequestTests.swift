import Foundation
import Testing
@_spi(Host) import UIKitCore
@testable import UIKitServer

@MainActor
private final class DetailOpeningAppDelegate: UIResponder, UIApplicationDelegate {}

/// A scene's request for another scene, as the server serves it: a new session, named to the
/// page and to REST by the session that asked; a destroyed scene's page is told to close.
@MainActor
@Suite(.serialized)
struct SceneRequestTests {
    private func fields(_ message: ServerMessage) throws -> [String: String] {
        try #require(JSONSerialization.jsonObject(with: Data(message.encoded().utf8)) as? [String: String])
    }

    @Test func testTheOpenAndCloseMessagesCarryTheSessionToOpen() throws {
        #expect(try fields(.openScene(session: "0123", secret: "4567")) == ["type": "open", "session": "0123", "secret": "4567"])
        #expect(try fields(.closeScene) == ["type": "close"])
    }

    @Test func testARequestFromASessionsTurnCreatesASessionOnItsDisplayThatItNames() throws {
        let application = UIApplication.shared
        let previous = application.delegate
        application.loadSceneManifest(infoDictionary: ["UIApplicationSceneManifest": ["UIApplicationSupportsMultipleScenes": true]])
        application.launch(delegateClass: DetailOpeningAppDelegate.self)
        let store = SessionStore(configuration: ServerConfiguration())
        application.sceneOpener = { requester, activities in store.open(requestedBy: requester, userActivities: activities) }
        defer {
            for session in store.all { store.remove(session) }
            application.sceneOpener = nil
            application.loadSceneManifest(infoDictionary: nil)
            application.delegate = previous
        }
        let display = SceneDisplay(width: 600, height: 400, scale: 1, style: .dark)
        let asking = try #require(store.create(display: display))
        UIWindowScene.turnScene = asking.scene
        let activity = NSUserActivity(activityType: "com.example.detail")
        UIApplication.shared.requestSceneSessionActivation(nil, userActivity: activity, options: nil)
        #expect(store.count == 2)
        let opened = try #require(store.all.first { $0.id != asking.id })
        #expect(asking.openedSessions.map(\.id) == [opened.id])
        #expect(asking.openedSessions.map(\.secret) == [opened.secret])
        #expect(opened.display == display)
        #expect(opened.scene.screen.bounds.size == CGSize(width: 600, height: 400))
        #expect(UIWindowScene.turnScene === asking.scene)
    }
}
