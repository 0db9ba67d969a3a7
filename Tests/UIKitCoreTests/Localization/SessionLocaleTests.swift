import Foundation
import Testing
@_spi(Host) import UIKitCore
import UIKit

@MainActor
struct SessionLocaleTests {
    @Test func testTwoScenesTakingTurnsEachSeeTheirOwnLocaleAndTimeZone() {
        let hebrew = connectLocalizedScene(["he-IL", "en-US"], timeZone: "Asia/Jerusalem")
        let english = connectLocalizedScene(["en-US"], timeZone: "America/New_York")
        var seen: [String] = []
        for scene in [hebrew, english, hebrew] {
            UIWindowScene.turnScene = scene
            seen.append("\(Locale.sessionCurrent.identifier) \(Locale.sessionPreferredLanguages) \(TimeZone.sessionCurrent.identifier)")
        }
        #expect(seen == ["he-IL [\"he-IL\", \"en-US\"] Asia/Jerusalem",
                         "en-US [\"en-US\"] America/New_York",
                         "he-IL [\"he-IL\", \"en-US\"] Asia/Jerusalem"])
    }

    @Test func testFormattersMadeDuringATurnUseTheSessionsTimeZone() {
        let tokyo = connectLocalizedScene(["ja-JP"], timeZone: "Asia/Tokyo")
        let london = connectLocalizedScene(["en-GB"], timeZone: "Europe/London")
        UIWindowScene.turnScene = tokyo
        let tokyoZone = DateFormatter().timeZone.identifier
        UIWindowScene.turnScene = london
        let londonZone = DateFormatter().timeZone.identifier
        #expect([tokyoZone, londonZone] == ["Asia/Tokyo", "Europe/London"])
    }

    @Test func testSceneConnectionRunsInTheSessionsLocale() {
        final class Recorder: @unchecked Sendable { var lines: [String] = [] }
        let recorder = Recorder()
        let observer = NotificationCenter.default.addObserver(forName: UIScene.willConnectNotification, object: nil, queue: nil) { _ in
            recorder.lines.append("\(Locale.sessionCurrent.identifier) \(TimeZone.sessionCurrent.identifier)")
        }
        defer { NotificationCenter.default.removeObserver(observer) }
        _ = connectLocalizedScene(["fr-FR"], timeZone: "Europe/Paris")
        #expect(recorder.lines == ["fr-FR Europe/Paris"])
    }

    @Test func testMalformedLanguagesAndUnknownTimeZonesAreRejected() {
        #expect(SessionLocale(languages: ["<script>"], timeZone: nil) == nil)
        #expect(SessionLocale(languages: ["en"], timeZone: "Mars/Olympus_Mons") == nil)
        #expect(SessionLocale(languages: ["he-IL", "bad tag"], timeZone: "UTC")?.preferredLanguages == ["he-IL"])
    }

    @Test func testRightToLeftLanguageSetsTheScenesLayoutDirection() {
        let hebrew = connectLocalizedScene(["he"], timeZone: "UTC")
        let english = connectLocalizedScene(["en"], timeZone: "UTC")
        #expect(hebrew.traitCollection.layoutDirection == .rightToLeft)
        #expect(english.traitCollection.layoutDirection == .leftToRight)
    }

    @Test func testAFormatterMadeDuringATurnSpeaksTheSessionsLanguage() {
        _ = connectLocalizedScene(["he-IL"], timeZone: "Asia/Jerusalem")
        let formatter = _sessionLocalized(DateFormatter())
        formatter.dateFormat = "LLLL HH:mm"
        #expect(formatter.string(from: Date(timeIntervalSince1970: 12 * 3600)) == "ינואר 14:00")
        #expect(Calendar.sessionCurrent.timeZone.identifier == "Asia/Jerusalem")
        _ = connectLocalizedScene(["en-US"], timeZone: "America/New_York")
        let english = _sessionLocalized(DateFormatter())
        english.dateFormat = "LLLL HH:mm"
        #expect(english.string(from: Date(timeIntervalSince1970: 12 * 3600)) == "January 07:00")
    }

    @Test func testRightToLeftSessionPutsLeadingOnTheRight() {
        let scene = connectLocalizedScene(["he-IL"], timeZone: "Asia/Jerusalem", width: 400)
        let window = UIWindow(windowScene: scene)
        let controller = UIViewController()
        let leading = UIView(), trailing = UIView()
        for view in [leading, trailing] {
            view.translatesAutoresizingMaskIntoConstraints = false
            controller.view.addSubview(view)
            NSLayoutConstraint.activate([
                view.widthAnchor.constraint(equalToConstant: 50), view.heightAnchor.constraint(equalToConstant: 20),
                view.topAnchor.constraint(equalTo: controller.view.topAnchor, constant: 100),
            ])
        }
        NSLayoutConstraint.activate([
            leading.leadingAnchor.constraint(equalTo: controller.view.leadingAnchor, constant: 10),
            trailing.trailingAnchor.constraint(equalTo: controller.view.trailingAnchor, constant: -10),
        ])
        window.rootViewController = controller
        window.makeKeyAndVisible()
        _ = scene.finishTurn()
        #expect(controller.view.effectiveUserInterfaceLayoutDirection == .rightToLeft)
        #expect(leading.frame == CGRect(x: 340, y: 100, width: 50, height: 20))
        #expect(trailing.frame == CGRect(x: 10, y: 100, width: 50, height: 20))
    }
}

/// Records the session locale its gesture recognizer's action runs in.
@MainActor
private final class LocaleRecordingTarget {
    var seen: [String] = []
    func handle(_ recognizer: UIGestureRecognizer) {
        if recognizer.state == .began { seen.append("\(Locale.sessionCurrent.identifier) \(TimeZone.sessionCurrent.identifier)") }
    }
}

@MainActor
struct SessionLocaleTimerTests {
    @Test func testAGestureTimerRunsInItsOwnScenesLocaleAfterAnotherSessionsTurn() throws {
        let hebrew = connectLocalizedScene(["he-IL"], timeZone: "Asia/Jerusalem")
        let window = UIWindow(windowScene: hebrew)
        window.rootViewController = UIViewController()
        window.makeKeyAndVisible()
        _ = hebrew.finishTurn()
        let target = LocaleRecordingTarget()
        window.rootViewController!.view.addGestureRecognizer(UILongPressGestureRecognizer(target: target, action: LocaleRecordingTarget.handle))
        try hebrew.handleTouches(.began, [TouchInput(pointerID: 1, location: CGPoint(x: 50, y: 200))], timestamp: 1)

        UIWindowScene.turnScene = connectLocalizedScene(["en-US"], timeZone: "America/New_York")
        hebrew.clock.advance(by: 0.5)

        #expect(target.seen == ["he-IL Asia/Jerusalem"])
    }
}
