import Foundation
import Testing
@_spi(Host) import UIKitCore
import UIKit

/// An app written before scenes that saves its view controllers: it makes its window in
/// `application(_:willFinishLaunchingWithOptions:)`, before state is restored, as Apple advises.
@MainActor
private final class WithoutScenesRestoringAppDelegate: UIResponder, UIApplicationDelegate {
    var window: UIWindow?

    func application(_ application: UIApplication,
                     willFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        restorationLog.append("willFinishLaunching")
        let navigation = UINavigationController(rootViewController: NoteViewController("home"))
        navigation.restorationIdentifier = "nav"
        let window = UIWindow(frame: UIScreen.main.bounds)
        window.rootViewController = navigation
        window.makeKeyAndVisible()
        self.window = window
        return true
    }

    func application(_ application: UIApplication,
                     didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        restorationLog.append("didFinishLaunching")
        return true
    }

    func application(_ application: UIApplication, shouldSaveApplicationState coder: NSCoder) -> Bool {
        restorationLog.append("shouldSaveApplicationState")
        return true
    }

    func application(_ application: UIApplication, shouldRestoreApplicationState coder: NSCoder) -> Bool {
        restorationLog.append("shouldRestoreApplicationState")
        return true
    }

    func application(_ application: UIApplication, willEncodeRestorableStateWith coder: NSCoder) {
        restorationLog.append("willEncodeRestorableState")
    }

    func application(_ application: UIApplication, didDecodeRestorableStateWith coder: NSCoder) {
        restorationLog.append("didDecodeRestorableState")
    }
}

@MainActor
@Suite(.serialized)
struct WithoutScenesRestorationTests {
    @Test func testEachSessionOfAnAppWithoutScenesRestoresBetweenWillAndDidFinishLaunching() throws {
        RestorationTestApp.reset()
        let previous = UIApplication.shared.delegate
        UIApplication.shared.launch(delegateClass: WithoutScenesRestoringAppDelegate.self)
        defer { UIApplication.shared.delegate = previous }
        let first = RestorationTestApp.connect("first")
        let second = RestorationTestApp.connect("second")
        let firstStack = try #require(first.windows.first?.rootViewController as? UINavigationController)
        let secondStack = try #require(second.windows.first?.rootViewController as? UINavigationController)
        firstStack.pushViewController(NoteViewController("one", restorationClass: PageRestoration.self), animated: false)
        secondStack.pushViewController(NoteViewController("two", restorationClass: PageRestoration.self), animated: false)
        (secondStack.topViewController as? NoteViewController)?.note = "second's"

        let (_, firstSaveLog, restoredFirst) = RestorationTestApp.relaunch(first)
        defer { UIApplication.shared.disconnectScene(restoredFirst) }
        let firstRestoreLog = restorationLog
        let (_, _, restoredSecond) = RestorationTestApp.relaunch(second)
        defer { UIApplication.shared.disconnectScene(restoredSecond) }

        #expect(firstSaveLog == ["shouldSaveApplicationState", "willEncodeRestorableState", "encode(home)", "encode(one)"])
        #expect(firstRestoreLog == [
            "willFinishLaunching", "shouldRestoreApplicationState", "restorationClass(nav/one, note: )",
            "decode(home, note: )", "decode(one, note: )", "finished(home)", "finished(one)", "didDecodeRestorableState",
            "didFinishLaunching",
        ])
        let restoredFirstStack = try #require(restoredFirst.windows.first?.rootViewController as? UINavigationController)
        let restoredSecondStack = try #require(restoredSecond.windows.first?.rootViewController as? UINavigationController)
        #expect(RestorationTestApp.identifiers(restoredFirstStack.viewControllers) == ["home", "one"])
        #expect(RestorationTestApp.identifiers(restoredSecondStack.viewControllers) == ["home", "two"])
        #expect((restoredSecondStack.topViewController as? NoteViewController)?.note == "second's")
        #expect(restoredFirst.keyWindow?.rootViewController === restoredFirstStack)
    }
}
