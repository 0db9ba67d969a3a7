// The rewriter's locale rewrites (docs/locale.md): in a file that imports UIKit, what iOS
// answers from the user's language and time zone becomes the session's answer.
import Foundation
import Testing

struct SessionLocaleRewriteTests {
    private func rewrite(_ source: String) throws -> String {
        let result = try runRewriter(source)
        #expect(result.status == 0)
        return result.output
    }

    @Test func testLocaleTimeZoneAndLocalizedStringsBecomeTheSessions() throws {
        let output = try rewrite("""
        import Foundation
        import UIKit
        func show() {
            let a = Locale.current, b = Foundation.Locale.preferredLanguages, c = TimeZone.current.identifier
            let d = NSLocalizedString("greeting", comment: "")
            let e = String.localizedStringWithFormat(NSLocalizedString("%d files", comment: ""), 2)
            let f = Bundle.main.preferredLocalizations
        }
        """)
        let lines = output.components(separatedBy: "\n")
        #expect(lines[4].contains("let a = Locale.sessionCurrent, b = Locale.sessionPreferredLanguages, c = TimeZone.sessionCurrent.identifier"))
        #expect(lines[5].contains("let d = _UIKitLocalizedString(\"greeting\", comment: \"\")"))
        #expect(lines[6].contains("let e = String.sessionLocalizedStringWithFormat(_UIKitLocalizedString(\"%d files\", comment: \"\"), 2)"))
        #expect(lines[7].contains("let f = Bundle.main.sessionPreferredLocalizations"))
    }

    @Test func testFormattersMadeWithoutArgumentsAndTheCalendarBecomeTheSessions() throws {
        let output = try rewrite("""
        import UIKit
        let a = DateFormatter(), b = NumberFormatter()
        let c = Calendar.current.component(.weekday, from: Date())
        let d = DateFormatter(coder: NSCoder())
        """)
        #expect(output.contains("let a = _sessionLocalized(DateFormatter()), b = _sessionLocalized(NumberFormatter())"))
        #expect(output.contains("let c = Calendar.sessionCurrent.component(.weekday, from: Date())"))
        #expect(output.contains("let d = DateFormatter(coder: NSCoder())"))
    }

    @Test func testAPlaceholderTimerMadeWithoutArgumentsBecomesAnUnscheduledOne() throws {
        let output = try rewrite("""
        import UIKit
        final class Stopwatch { var timer = Timer(); var other = Timer(timeInterval: 1, repeats: true) { _ in } }
        """)
        #expect(output.contains("var timer = Timer._unscheduled();"))
        #expect(output.contains("var other = Timer._sessionTimer(timeInterval: 1, repeats: true) { _ in }"))
    }

    @Test func testMainQueueWorkAndBlockTimersCarryTheSchedulingTurnsLocale() throws {
        let output = try rewrite("""
        import UIKit
        func later() {
            DispatchQueue.main.asyncAfter(deadline: .now() + 1) { print(Locale.current) }
            DispatchQueue.main.async(execute: { })
            DispatchQueue.global().async { }
            let t = Timer.scheduledTimer(withTimeInterval: 1, repeats: false) { _ in }
            let s = Timer.scheduledTimer(timeInterval: 1, target: self, selector: #selector(tick), userInfo: nil, repeats: true)
            let u = Timer(fire: Date(), interval: 1, repeats: true, block: { _ in })
        }
        """)
        #expect(output.contains("DispatchQueue.main._sessionAsyncAfter(deadline: .now() + 1) { print(Locale.sessionCurrent) }"))
        #expect(output.contains("DispatchQueue.main._sessionAsync(execute: { })"))
        #expect(output.contains("DispatchQueue.global().async { }"))
        #expect(output.contains("let t = Timer._sessionScheduledTimer(withTimeInterval: 1, repeats: false) { _ in }"))
        #expect(output.contains("let s = Timer.scheduledTimer(timeInterval: 1, target: self"))
        #expect(output.contains("let u = Timer._sessionTimer(fire: Date(), interval: 1, repeats: true, block: { _ in })"))
        let foundationOnly = try rewrite("""
        import Foundation
        final class Stopwatch { func start() { _ = Timer.scheduledTimer(withTimeInterval: 1, repeats: true) { _ in } } }
        """)
        #expect(foundationOnly.hasPrefix("import UIKit\n"))
        #expect(foundationOnly.contains("Timer._sessionScheduledTimer(withTimeInterval: 1, repeats: true)"))
    }

    @Test func testAFileImportingOnlyFoundationGetsUIKitForAPlaceholderTimerOrADurationFormatter() throws {
        let timer = try rewrite("""
        import Foundation
        final class Clock { var timer = Timer() }
        """)
        #expect(timer.hasPrefix("import UIKit\n"))
        #expect(timer.contains("var timer = Timer._unscheduled()"))
        let formatter = try rewrite("""
        import Foundation
        let formatter: DateComponentsFormatter = { let f = DateComponentsFormatter(); f.unitsStyle = .positional; return f }()
        """)
        #expect(formatter.hasPrefix("import UIKit\n"))
        let plain = try rewrite("""
        import Foundation
        let date = Date()
        """)
        #expect(!plain.hasPrefix("import UIKit"))
    }

    @Test func testTheMainBundlesInfoDictionaryIsTheAppsEmbeddedPlist() throws {
        let output = try rewrite("""
        import UIKit
        let v = Bundle.main.infoDictionary?["CFBundleShortVersionString"] as? String
        let n = Bundle.main.object(forInfoDictionaryKey: "CFBundleName") as? String
        """)
        #expect(output.contains("let v = Bundle.main.appInfoDictionary?[\"CFBundleShortVersionString\"] as? String"))
        #expect(output.contains("let n = Bundle.main.appObject(forInfoDictionaryKey: \"CFBundleName\") as? String"))
    }

    @Test func testAFileThatDoesNotImportUIKitKeepsFoundationsAnswers() throws {
        let output = try rewrite("""
        import Foundation
        let a = Locale.current
        let d = NSLocalizedString("greeting", comment: "")
        """)
        #expect(output.contains("let a = Locale.current\n"))
        #expect(output.contains("let d = NSLocalizedString(\"greeting\", comment: \"\")"))
    }
}
