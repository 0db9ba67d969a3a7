import Foundation
import Testing
@_spi(Host) import UIKitCore
import UIKit

@MainActor
private final class BarLog: UINavigationBarDelegate {
    var events: [String] = []
    var refusesPop = false
    func navigationBar(_ navigationBar: UINavigationBar, shouldPush item: UINavigationItem) -> Bool {
        events.append("shouldPush \(item.title ?? "")")
        return true
    }
    func navigationBar(_ navigationBar: UINavigationBar, didPush item: UINavigationItem) { events.append("didPush \(item.title ?? "")") }
    func navigationBar(_ navigationBar: UINavigationBar, shouldPop item: UINavigationItem) -> Bool {
        events.append("shouldPop \(item.title ?? "")")
        return !refusesPop
    }
    func navigationBar(_ navigationBar: UINavigationBar, didPop item: UINavigationItem) { events.append("didPop \(item.title ?? "")") }
    func position(for bar: any UIBarPositioning) -> UIBarPosition { .topAttached }
}

/// The small APIs real apps reach for: literals, screens, haptics, Dynamic Type metrics and a
/// navigation bar's delegate.
@MainActor
struct LongTailTests {
    /// `var timer = Timer()` as the plugin writes it: a timer on no run loop that never fires
    /// and can be invalidated, as the app's placeholder is on iOS.
    @Test func testAPlaceholderTimerIsValidUntilInvalidatedAndNeverScheduled() {
        let timer = Timer._unscheduled()
        #expect(timer.isValid)
        #expect(timer.fireDate > Date(timeIntervalSinceNow: 3_153_600_000), "a century away: never")
        timer.invalidate()
        #expect(!timer.isValid)
    }

    /// DateComponentsFormatter, which Linux Foundation leaves unavailable: the figures are
    /// those iOS gives in English.
    @Test func testADateComponentsFormatterWritesTimeAsIOSDoes() {
        let timer = DateComponentsFormatter()
        timer.allowedUnits = [.minute, .second]
        #expect(timer.string(from: 300) == "5:00")
        #expect(timer.string(from: 3_700) == "61:40", "the largest allowed unit takes what is above it")
        timer.zeroFormattingBehavior = .pad
        #expect(timer.string(from: 65) == "01:05")
        let clock = DateComponentsFormatter()
        #expect(clock.string(from: 65) == "1:05")
        #expect(clock.string(from: 3_725) == "1:02:05")
        let words = DateComponentsFormatter()
        words.allowedUnits = [.hour, .minute, .second]
        words.unitsStyle = .full
        #expect(words.string(from: 3_660) == "1 hour, 1 minute")
        words.unitsStyle = .abbreviated
        #expect(words.string(from: 3_725) == "1h 2m 5s")
        words.unitsStyle = .short
        words.maximumUnitCount = 1
        #expect(words.string(from: 7_325) == "2 hr")
        var components = DateComponents()
        components.minute = 2
        components.second = 30
        #expect(DateComponentsFormatter.localizedString(from: components, unitsStyle: .positional) == "2:30")
    }

    @Test func testAColorLiteralIsAUIColor() {
        let color = #colorLiteral(red: 0.2, green: 0.4, blue: 0.6, alpha: 1)
        var (red, green, blue, alpha): (CGFloat, CGFloat, CGFloat, CGFloat) = (0, 0, 0, 0)
        #expect(color.getRed(&red, green: &green, blue: &blue, alpha: &alpha))
        #expect(abs(red - 0.2) < 0.0001 && abs(green - 0.4) < 0.0001 && abs(blue - 0.6) < 0.0001 && alpha == 1)
    }

    @Test func testAnImageLiteralOfAMissingImageIsEmpty() {
        let image = #imageLiteral(resourceName: "no-such-image")
        #expect(image.size == .zero)
    }

    @Test func testUIScreenMainIsTheScreenOfTheSceneWhoseTurnIsRunning() {
        let small = UIApplication.shared.connectScene(persistentIdentifier: "screen-a-\(UUID())",
                                                      display: SceneDisplay(width: 320, height: 568, scale: 2, style: .light))
        #expect(UIScreen.main.bounds.size == CGSize(width: 320, height: 568))
        let large = UIApplication.shared.connectScene(persistentIdentifier: "screen-b-\(UUID())",
                                                      display: SceneDisplay(width: 1024, height: 768, scale: 1, style: .light))
        #expect(UIScreen.main === large.screen)
        UIWindowScene.turnScene = small
        #expect(UIScreen.main.scale == 2)
    }

    @Test func testHapticFeedbackTravelsWithTheTurnsPatch() {
        let scene = UIApplication.shared.connectScene(persistentIdentifier: "haptics-\(UUID())",
                                                      display: SceneDisplay(width: 390, height: 844, scale: 2, style: .light))
        let window = UIWindow(windowScene: scene)
        window.rootViewController = UIViewController()
        window.makeKeyAndVisible()
        _ = scene.finishTurn()
        UIWindowScene.turnScene = scene
        UINotificationFeedbackGenerator().notificationOccurred(.success)
        let patch = scene.finishTurn()
        #expect(patch?.vibration == [15, 60, 15])
        #expect(patch?.operations.isEmpty == true)
        let impact = UIImpactFeedbackGenerator(style: .heavy)
        impact.prepare()
        impact.impactOccurred(intensity: 0.5)
        #expect(scene.finishTurn()?.vibration == [15])
        #expect(scene.finishTurn() == nil)
        withExtendedLifetime(window) {}
    }

    @Test func testFontMetricsScaleWithTheContentSizeCategory() {
        let body = UIFont.systemFont(ofSize: 17)
        let metrics = UIFontMetrics(forTextStyle: .body)
        let large = UITraitCollection(preferredContentSizeCategory: .large)
        let huge = UITraitCollection(preferredContentSizeCategory: .accessibilityExtraExtraExtraLarge)
        let small = UITraitCollection(preferredContentSizeCategory: .extraSmall)
        #expect(metrics.scaledFont(for: body, compatibleWith: large).pointSize == 17)
        #expect(metrics.scaledFont(for: body, compatibleWith: huge).pointSize == 53)
        #expect(metrics.scaledFont(for: body, compatibleWith: small).pointSize == 14)
        #expect(metrics.scaledFont(for: body, maximumPointSize: 30, compatibleWith: huge).pointSize == 30)
        #expect(UIFontMetrics.default.scaledValue(for: 34, compatibleWith: huge) == 106)
    }

    @Test func testANavigationBarOfItsOwnAsksItsDelegate() {
        let bar = UINavigationBar()
        let log = BarLog()
        bar.delegate = log
        let first = UINavigationItem(title: "One"), second = UINavigationItem(title: "Two")
        bar.pushItem(first, animated: false)
        bar.pushItem(second, animated: false)
        log.refusesPop = true
        #expect(bar.popItem(animated: false) == nil)
        #expect(bar.topItem === second)
        log.refusesPop = false
        #expect(bar.popItem(animated: false) === second)
        #expect(log.events == ["shouldPush One", "didPush One", "shouldPush Two", "didPush Two", "shouldPop Two",
                               "shouldPop Two", "didPop Two"])
        #expect(bar.barPosition == .topAttached)
    }
}

/// An Info.plist as Xcode writes it: build variables in class names, and a class that is not
/// there said on the page instead of a blank one.
@MainActor
struct InfoPlistTests {
    private func manifest(delegate: String) -> [String: Any] {
        ["UIApplicationSceneManifest": [
            "UISceneConfigurations": ["UIWindowSceneSessionRoleApplication": [
                ["UISceneConfigurationName": "Default Configuration", "UISceneDelegateClassName": delegate],
            ]],
        ]]
    }

    @Test func testAMissingSceneDelegateClassIsShownOnThePageNamingTheKeyAndTheClass() throws {
        UIApplication.shared.loadSceneManifest(infoDictionary: manifest(delegate: "$(PRODUCT_MODULE_NAME).NoSuchSceneDelegate"))
        defer { UIApplication.shared.loadSceneManifest(infoDictionary: nil) }
        let scene = UIApplication.shared.connectScene(persistentIdentifier: "plist-\(UUID())",
                                                      display: SceneDisplay(width: 390, height: 844, scale: 2, style: .light))
        let label = try #require(scene.view(withAccessibilityIdentifier: "launchProblem") as? UILabel)
        #expect(label.text?.contains("UISceneDelegateClassName") == true)
        #expect(label.text?.contains("NoSuchSceneDelegate") == true)
        #expect(scene.windows.first?.isKeyWindow == true)
    }

    @Test func testUIUserInterfaceStyleFixesTheStyleWhateverTheBrowserPrefers() {
        UIApplication.shared.loadSceneManifest(infoDictionary: ["UIUserInterfaceStyle": "Dark"])
        defer { UIApplication.shared.loadSceneManifest(infoDictionary: nil) }
        let scene = UIApplication.shared.connectScene(persistentIdentifier: "style-\(UUID())",
                                                      display: SceneDisplay(width: 390, height: 844, scale: 2, style: .light))
        #expect(scene.traitCollection.userInterfaceStyle == .dark)
        scene.updateDisplay(SceneDisplay(width: 500, height: 844, scale: 2, style: .light))
        #expect(scene.traitCollection.userInterfaceStyle == .dark)
    }

    @Test func testAQualifiedSceneDelegateClassIsFound() throws {
        UIApplication.shared.loadSceneManifest(infoDictionary: manifest(delegate: "UIKitCoreTests.PlistSceneDelegate"))
        defer { UIApplication.shared.loadSceneManifest(infoDictionary: nil) }
        let configuration = UISceneConfiguration(name: "Default Configuration", sessionRole: .windowApplication)
        #expect(configuration.delegateClass == PlistSceneDelegate.self)
    }
}

final class PlistSceneDelegate: UIResponder, UIWindowSceneDelegate {}

/// The memory-pressure dispatch source Linux's Dispatch lacks, fed by the server's memory warnings.
@MainActor
struct MemoryPressureSourceTests {
    private final class Counter: @unchecked Sendable {
        private let lock = NSLock()
        private var value = 0
        func increment() { lock.withLock { value += 1 } }
        var count: Int { lock.withLock { value } }
    }

    @Test func testAWarningReachesASourceWatchingForWarningsOnly() {
        let queue = DispatchQueue(label: "pressure")
        let warnings = Counter(), criticals = Counter()
        let watching = DispatchSource.makeMemoryPressureSource(eventMask: [.warning], queue: queue)
        watching.setEventHandler { warnings.increment() }
        let critical = DispatchSource.makeMemoryPressureSource(eventMask: [.critical], queue: queue)
        critical.setEventHandler { criticals.increment() }
        UIApplication.shared.receiveMemoryWarning()
        queue.sync {}
        #expect(warnings.count == 0) // Not resumed yet: a new source is inactive.
        watching.resume()
        critical.resume()
        UIApplication.shared.receiveMemoryWarning()
        queue.sync {}
        #expect(warnings.count == 1)
        #expect(watching.data == .warning)
        #expect(criticals.count == 0)
        watching.cancel()
        UIApplication.shared.receiveMemoryWarning()
        queue.sync {}
        #expect(warnings.count == 1)
        #expect(watching.isCancelled)
    }
}

/// Small APIs the surveyed apps reached for.
@MainActor
struct SurveyedLongTailTests {
    @Test func testDigitsOfTheMonospacedDigitFontAreOneWidth() {
        let font = UIFont.monospacedDigitSystemFont(ofSize: 32, weight: .medium)
        let widths = ["11:11", "88:88", "20:47"].map { ($0 as NSString).size(withAttributes: [.font: font]).width }
        #expect(widths[0] == widths[1])
        #expect(widths[1] == widths[2])
        #expect(font.pointSize == 32)
    }
}
