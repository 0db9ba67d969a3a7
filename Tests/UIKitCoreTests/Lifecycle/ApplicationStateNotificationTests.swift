import Foundation
import Testing
@_spi(Host) import UIKitCore
import UIKit

/// The app-level lifecycle notifications an app with scenes hears as its scenes change state.
@MainActor
@Suite(.serialized)
struct ApplicationStateNotificationTests {
    private let names: [Notification.Name] = [
        UIApplication.willEnterForegroundNotification, UIApplication.didBecomeActiveNotification,
        UIApplication.willResignActiveNotification, UIApplication.didEnterBackgroundNotification,
    ]

    private func recording(_ body: () -> Void) -> [String] {
        var log: [String] = []
        let observers = names.map { name in
            NotificationCenter.default.addObserver(forName: name, object: nil, queue: nil) { note in
                let text = note.name.rawValue.replacingOccurrences(of: "UIApplication", with: "")
                    .replacingOccurrences(of: "Notification", with: "")
                MainActor.assumeIsolated { log.append(text) }
            }
        }
        body()
        for observer in observers { NotificationCenter.default.removeObserver(observer) }
        return log
    }

    private func connect() -> UIWindowScene {
        UIApplication.shared.connectScene(persistentIdentifier: "state-\(UUID())",
                                          display: SceneDisplay(width: 300, height: 500, scale: 2, style: .light))
    }

    @Test func testTheAppFollowsItsScenesStepByStep() {
        let application = UIApplication.shared
        for scene in application.connectedScenes.compactMap({ $0 as? UIWindowScene }) {
            application.disconnectScene(scene, discardingSession: false)
        }
        // A scene that came and went leaves the app announced as in the background.
        application.disconnectScene(connect(), discardingSession: false)
        #expect(application.applicationState == .background)
        var first: UIWindowScene!
        #expect(recording { first = connect() } == ["WillEnterForeground", "DidBecomeActive"])
        var second: UIWindowScene!
        #expect(recording { second = connect() }.isEmpty)
        #expect(recording { first.request(.background) }.isEmpty)
        #expect(recording { second.request(.inactive) } == ["WillResignActive"])
        #expect(recording { second.request(.background) } == ["DidEnterBackground"])
        #expect(recording { first.request(.active) } == ["WillEnterForeground", "DidBecomeActive"])
        #expect(recording { application.disconnectScene(first, discardingSession: false) }
                == ["WillResignActive", "DidEnterBackground"])
        application.disconnectScene(second, discardingSession: false)
    }
}
