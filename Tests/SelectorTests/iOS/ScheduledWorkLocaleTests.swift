import Foundation
import Testing
@_spi(Host) import UIKitCore
import UIKit

/// What scheduled work saw, from whichever thread it ran on.
final class LocaleLog: @unchecked Sendable {
    private let lock = NSLock()
    private var storedLines: [String] = []
    var lines: [String] { lock.withLock { storedLines } }

    func record(_ label: String) {
        let line = "\(label) \(Locale.current.identifier) \(TimeZone.current.identifier)"
        lock.withLock { storedLines.append(line) }
    }
}

/// A selector timer's target, written as for iOS.
final class LocaleTicker: NSObject {
    let log: LocaleLog
    init(log: LocaleLog) { self.log = log }
    @objc func tick(_ timer: Timer) { log.record("selector") }
}

/// Work scheduled during a session's turn (`DispatchQueue.main.async`, `asyncAfter`, `Timer`s)
/// runs later with that session's `Locale.current` and `TimeZone.current`, whichever session's
/// turn ran last, as each device has its user's (docs/locale.md). Written as for iOS: the
/// source plugin carries the locale.
@MainActor
struct ScheduledWorkLocaleTests {
    private func scene(_ language: String, timeZone: String) -> UIWindowScene {
        UIApplication.shared.connectScene(persistentIdentifier: "scheduled-\(UUID())",
                                          display: SceneDisplay(width: 390, height: 844, scale: 2, style: .light),
                                          locale: SessionLocale(languages: [language], timeZone: timeZone)!)
    }

    @Test func testMainQueueWorkRunsInTheLocaleOfTheTurnThatScheduledIt() async throws {
        let hebrew = scene("he-IL", timeZone: "Asia/Jerusalem")
        let english = scene("en-US", timeZone: "America/New_York")
        let log = LocaleLog()
        UIWindowScene.turnScene = hebrew
        DispatchQueue.main.async { log.record("async") }
        DispatchQueue.main.asyncAfter(deadline: .now() + 0.05) { log.record("after") }
        UIWindowScene.turnScene = english
        DispatchQueue.main.async { log.record("english") }
        for _ in 0..<100 where log.lines.count < 3 { try await Task.sleep(for: .milliseconds(20)) }
        #expect(log.lines == ["async he-IL Asia/Jerusalem", "english en-US America/New_York", "after he-IL Asia/Jerusalem"])
    }

    @Test func testTimersFireInTheLocaleOfTheTurnThatMadeThem() {
        let hebrew = scene("he-IL", timeZone: "Asia/Jerusalem")
        let english = scene("en-US", timeZone: "America/New_York")
        let log = LocaleLog()
        UIWindowScene.turnScene = hebrew
        let scheduled = Timer.scheduledTimer(withTimeInterval: 60, repeats: false) { _ in log.record("scheduled") }
        let made = Timer(timeInterval: 60, repeats: false) { _ in log.record("made") }
        let ticker = LocaleTicker(log: log)
        let selector = Timer.scheduledTimer(timeInterval: 60, target: ticker, selector: #selector(LocaleTicker.tick(_:)),
                                            userInfo: nil, repeats: false)
        UIWindowScene.turnScene = english
        scheduled.fire()
        made.fire()
        selector.fire()
        // The running turn's locale is back once the timers' blocks are done.
        log.record("turn")
        #expect(log.lines == ["scheduled he-IL Asia/Jerusalem", "made he-IL Asia/Jerusalem", "selector he-IL Asia/Jerusalem",
                              "turn en-US America/New_York"])
        for timer in [scheduled, made, selector] { timer.invalidate() }
    }
}
