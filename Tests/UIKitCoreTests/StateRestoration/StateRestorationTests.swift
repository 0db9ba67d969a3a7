import Foundation
import Testing
@_spi(Host) import UIKitCore
import UIKit

/// A screen that shares the scene's restoration activity and adds its scroll position to it.
@MainActor
private final class ReadingViewController: UIViewController {
    override func updateUserActivityState(_ activity: NSUserActivity) {
        restorationLog.append("updateUserActivityState")
        activity.addUserInfoEntries(from: ["scroll": 120])
    }
}

/// UIKit's two state restoration paths, saved and reconnected through the host interface: a
/// scene-based app restores each scene from its activity, an app without scenes its view
/// controllers.
@MainActor
@Suite(.serialized)
struct StateRestorationTests {
    /// Launches the app without scenes, or the scene-based one; the delegate it replaced.
    private func launch(_ delegateClass: AnyClass = WithoutScenesAppDelegate.self) -> (any UIApplicationDelegate)? {
        RestorationTestApp.reset()
        PageRestoration.refuses = []
        let previous = UIApplication.shared.delegate
        UIApplication.shared.launch(delegateClass: delegateClass)
        return previous
    }

    /// A navigation controller "nav" whose root is "home" (note "h").
    private static func homeStack() -> UINavigationController {
        let home = NoteViewController("home")
        let navigation = UINavigationController(rootViewController: home)
        navigation.restorationIdentifier = "nav"
        return navigation
    }

    @Test func testTheSceneDelegatesActivityIsSavedAndSetBeforeWillConnect() throws {
        let previous = launch(RestoringAppDelegate.self)
        defer { UIApplication.shared.delegate = previous }
        let activity = NSUserActivity(activityType: "com.example.reading")
        activity.title = "Chapter 3"
        activity.userInfo = ["page": 42, "bookmarks": [3, 9], "font": ["size": 17.5, "name": "Serif"]]
        activity.targetContentIdentifier = "book-7"
        activity.persistentIdentifier = "reading"
        activity.requiredUserInfoKeys = ["page"]
        activity.webpageURL = URL(string: "https://example.com/book/7")
        activity.isEligibleForHandoff = false
        activity.isEligibleForSearch = true
        RestorationTestApp.activity = activity
        RestorationTestApp.makeRoot = {
            let reading = ReadingViewController()
            reading.userActivity = activity
            return reading
        }
        let scene = RestorationTestApp.connect()

        let (_, saveLog, restored) = RestorationTestApp.relaunch(scene)
        defer { UIApplication.shared.disconnectScene(restored) }

        #expect(saveLog == ["stateRestorationActivity(for:)", "updateUserActivityState"])
        #expect(restorationLog == ["willConnectTo(activity: com.example.reading)", "restoreInteractionStateWith(com.example.reading)",
                                   "sceneWillEnterForeground", "sceneDidBecomeActive"])
        let saved = try #require(restored.session.stateRestorationActivity)
        #expect(saved !== activity)
        #expect(saved.title == "Chapter 3")
        #expect(saved.userInfo?["page"] as? Int == 42)
        #expect(saved.userInfo?["scroll"] as? Int == 120)
        #expect(saved.userInfo?["bookmarks"] as? [Any] != nil)
        #expect((saved.userInfo?["bookmarks"] as? [Any])?.compactMap { $0 as? Int } == [3, 9])
        #expect((saved.userInfo?["font"] as? [String: Any])?["size"] as? Double == 17.5)
        #expect(saved.targetContentIdentifier == "book-7")
        #expect(saved.persistentIdentifier == "reading")
        #expect(saved.requiredUserInfoKeys == ["page"])
        #expect(saved.webpageURL == URL(string: "https://example.com/book/7"))
        #expect(saved.isEligibleForHandoff == false)
        #expect(saved.isEligibleForSearch == true)
    }

    @Test func testASceneBasedAppSavesNothingWithoutAnActivityWhateverItsAppDelegateSays() throws {
        let previous = launch(RestoringAppDelegate.self)
        defer { UIApplication.shared.delegate = previous }
        RestorationTestApp.makeRoot = { Self.homeStack() }
        let scene = RestorationTestApp.connect()
        let navigation = try #require(scene.windows.first?.rootViewController as? UINavigationController)
        navigation.pushViewController(NoteViewController("detail", restorationClass: PageRestoration.self), animated: false)

        let (archive, saveLog, restored) = RestorationTestApp.relaunch(scene)
        defer { UIApplication.shared.disconnectScene(restored) }

        #expect(archive == nil)
        #expect(saveLog == ["stateRestorationActivity(for:)"])
        #expect(restorationLog == ["willConnectTo(activity: nil)", "sceneWillEnterForeground", "sceneDidBecomeActive"])
        let stack = try #require(restored.windows.first?.rootViewController as? UINavigationController)
        #expect(RestorationTestApp.identifiers(stack.viewControllers) == ["home"])
    }

    @Test func testASceneBasedAppRestoresItsActivityButNotItsViewControllers() throws {
        let previous = launch(RestoringAppDelegate.self)
        defer { UIApplication.shared.delegate = previous }
        RestorationTestApp.activity = NSUserActivity(activityType: "com.example.reading")
        RestorationTestApp.makeRoot = { Self.homeStack() }
        let scene = RestorationTestApp.connect()
        let navigation = try #require(scene.windows.first?.rootViewController as? UINavigationController)
        (navigation.viewControllers[0] as? NoteViewController)?.note = "h"
        navigation.pushViewController(NoteViewController("detail", restorationClass: PageRestoration.self), animated: false)

        let (archive, saveLog, restored) = RestorationTestApp.relaunch(scene)
        defer { UIApplication.shared.disconnectScene(restored) }

        #expect(archive != nil)
        #expect(saveLog == ["stateRestorationActivity(for:)"])
        #expect(restorationLog == ["willConnectTo(activity: com.example.reading)", "restoreInteractionStateWith(com.example.reading)",
                                   "sceneWillEnterForeground", "sceneDidBecomeActive"])
        let stack = try #require(restored.windows.first?.rootViewController as? UINavigationController)
        #expect(RestorationTestApp.identifiers(stack.viewControllers) == ["home"])
        #expect((stack.viewControllers[0] as? NoteViewController)?.note == "")
    }

    @Test func testViewControllersAreSavedAndRestoredInUIKitsOrder() throws {
        let previous = launch()
        defer { UIApplication.shared.delegate = previous }
        RestorationTestApp.makeRoot = { Self.homeStack() }
        let scene = RestorationTestApp.connect()
        let navigation = try #require(scene.windows.first?.rootViewController as? UINavigationController)
        (navigation.viewControllers[0] as? NoteViewController)?.note = "h"
        let detail = NoteViewController("detail", restorationClass: PageRestoration.self)
        detail.note = "d"
        navigation.pushViewController(detail, animated: false)

        let (_, saveLog, restored) = RestorationTestApp.relaunch(scene)
        defer { UIApplication.shared.disconnectScene(restored) }

        #expect(saveLog == ["shouldSaveSecureApplicationState", "willEncodeRestorableState", "encode(home)", "encode(detail)"])
        #expect(restorationLog == [
            "willFinishLaunching", "shouldRestoreSecureApplicationState(app-level)", "restorationClass(nav/detail, note: d)",
            "decode(home, note: h)", "decode(detail, note: d)", "finished(home)", "finished(detail)", "didDecodeRestorableState(7)",
            "didFinishLaunching", "applicationDidBecomeActive",
        ])
        let stack = try #require(restored.windows.first?.rootViewController as? UINavigationController)
        #expect(RestorationTestApp.identifiers(stack.viewControllers) == ["home", "detail"])
        #expect(stack.viewControllers.compactMap { ($0 as? NoteViewController)?.note } == ["h", "d"])
        #expect(stack.topViewController?.view.window === restored.windows.first)
    }

    @Test func testTheRestorationClassComesFirstThenTheAppDelegateThenTheControllerAlreadyThere() throws {
        let previous = launch()
        defer { UIApplication.shared.delegate = previous }
        RestorationTestApp.makeRoot = { Self.homeStack() }
        let scene = RestorationTestApp.connect()
        let navigation = try #require(scene.windows.first?.rootViewController as? UINavigationController)
        navigation.pushViewController(NoteViewController("a", restorationClass: PageRestoration.self), animated: false)
        navigation.pushViewController(NoteViewController("b"), animated: false)
        let fromDelegate = NoteViewController("b")
        RestorationTestApp.delegateMakes = [
            "nav/a": { NoteViewController("not-used") },
            "nav/b": { fromDelegate },
        ]

        let (_, _, restored) = RestorationTestApp.relaunch(scene)
        defer { UIApplication.shared.disconnectScene(restored) }

        #expect(restorationLog.filter { $0.hasPrefix("restorationClass") || $0.hasPrefix("appDelegate") }
                == ["restorationClass(nav/a, note: )", "appDelegate(nav/b)"])
        let stack = try #require(restored.windows.first?.rootViewController as? UINavigationController)
        #expect(RestorationTestApp.identifiers(stack.viewControllers) == ["home", "a", "b"])
        #expect(stack.viewControllers.last === fromDelegate)
    }

    @Test func testContainersKeepTheSelectedTabTheStackAndThePresentedController() throws {
        let previous = launch()
        defer { UIApplication.shared.delegate = previous }
        RestorationTestApp.makeRoot = {
            let tabs = UITabBarController()
            tabs.restorationIdentifier = "tabs"
            tabs.viewControllers = [Self.homeStack(), NoteViewController("second")]
            return tabs
        }
        let scene = RestorationTestApp.connect()
        let tabs = try #require(scene.windows.first?.rootViewController as? UITabBarController)
        let navigation = try #require(tabs.viewControllers?.first as? UINavigationController)
        navigation.pushViewController(NoteViewController("detail", restorationClass: PageRestoration.self), animated: false)
        tabs.selectedIndex = 1
        _ = scene.finishTurn()
        let sheet = NoteViewController("sheet", restorationClass: PageRestoration.self)
        sheet.note = "s"
        tabs.viewControllers?[1].present(sheet, animated: false)
        _ = scene.finishTurn()
        let presenter = try #require(sheet.presentingViewController)

        let (_, _, restored) = RestorationTestApp.relaunch(scene)
        defer { UIApplication.shared.disconnectScene(restored) }

        let restoredTabs = try #require(restored.windows.first?.rootViewController as? UITabBarController)
        #expect(restoredTabs.selectedIndex == 1)
        let restoredStack = try #require(restoredTabs.viewControllers?.first as? UINavigationController)
        #expect(RestorationTestApp.identifiers(restoredStack.viewControllers) == ["home", "detail"])
        let restoredSheet = try #require(restoredTabs.presentedViewController as? NoteViewController)
        #expect(restoredSheet.restorationIdentifier == "sheet")
        #expect(restoredSheet.note == "s")
        #expect(restoredSheet.presentingViewController?.restorationIdentifier == presenter.restorationIdentifier)
    }

    @Test func testAPageViewControllerShowsItsPageAndASplitViewControllerItsColumns() throws {
        let previous = launch()
        defer { UIApplication.shared.delegate = previous }
        RestorationTestApp.makeRoot = {
            let pages = UIPageViewController(transitionStyle: .scroll, navigationOrientation: .horizontal)
            pages.restorationIdentifier = "pages"
            pages.setViewControllers([NoteViewController("page1", restorationClass: PageRestoration.self)], direction: .forward,
                                     animated: false)
            let split = UISplitViewController()
            split.restorationIdentifier = "split"
            split.viewControllers = [pages, NoteViewController("secondary")]
            return split
        }
        let scene = RestorationTestApp.connect()
        let split = try #require(scene.windows.first?.rootViewController as? UISplitViewController)
        let pages = try #require(split.viewControllers.first as? UIPageViewController)
        pages.setViewControllers([NoteViewController("page2", restorationClass: PageRestoration.self)], direction: .forward,
                                 animated: false)
        let detail = NoteViewController("detail", restorationClass: PageRestoration.self)
        detail.note = "shown"
        split.viewControllers = [pages, detail]

        _ = scene.finishTurn()
        let (_, _, restored) = RestorationTestApp.relaunch(scene)
        defer { UIApplication.shared.disconnectScene(restored) }

        let restoredSplit = try #require(restored.windows.first?.rootViewController as? UISplitViewController)
        // At 320 points the split view controller is collapsed: it shows the pages, and keeps the detail.
        #expect(RestorationTestApp.identifiers(restoredSplit.children) == ["pages", "detail"])
        #expect(RestorationTestApp.identifiers(restoredSplit.viewControllers) == ["pages"])
        #expect(restoredSplit.children.contains { ($0 as? NoteViewController)?.note == "shown" })
        let restoredPages = try #require(restoredSplit.viewControllers.first as? UIPageViewController)
        #expect(RestorationTestApp.identifiers(restoredPages.viewControllers) == ["page2"])
    }

    @Test func testAControllerWithoutAnIdentifierIsNotSavedNorAnythingUnderIt() throws {
        let previous = launch()
        defer { UIApplication.shared.delegate = previous }
        RestorationTestApp.makeRoot = {
            let tabs = UITabBarController()
            tabs.restorationIdentifier = "tabs"
            let unnamedStack = UINavigationController(rootViewController: NoteViewController("deep", restorationClass: PageRestoration.self))
            tabs.viewControllers = [Self.homeStack(), unnamedStack]
            return tabs
        }
        let scene = RestorationTestApp.connect()
        let tabs = try #require(scene.windows.first?.rootViewController as? UITabBarController)
        let navigation = try #require(tabs.viewControllers?.first as? UINavigationController)
        navigation.pushViewController(NoteViewController(nil), animated: false)
        navigation.pushViewController(NoteViewController("after", restorationClass: PageRestoration.self), animated: false)

        let (_, saveLog, restored) = RestorationTestApp.relaunch(scene)
        defer { UIApplication.shared.disconnectScene(restored) }

        #expect(saveLog.filter { $0.hasPrefix("encode") } == ["encode(home)", "encode(after)"])
        let restoredTabs = try #require(restored.windows.first?.rootViewController as? UITabBarController)
        let restoredStack = try #require(restoredTabs.viewControllers?.first as? UINavigationController)
        #expect(RestorationTestApp.identifiers(restoredStack.viewControllers) == ["home", "after"])
        #expect(!restorationLog.contains { $0.contains("deep") })
    }

    @Test func testNothingIsSavedWhenTheAppDelegateDeclines() throws {
        let previous = launch()
        defer { UIApplication.shared.delegate = previous }
        RestorationTestApp.shouldSave = false
        RestorationTestApp.makeRoot = { Self.homeStack() }
        let scene = RestorationTestApp.connect()
        let navigation = try #require(scene.windows.first?.rootViewController as? UINavigationController)
        navigation.pushViewController(NoteViewController("detail", restorationClass: PageRestoration.self), animated: false)

        let (archive, saveLog, restored) = RestorationTestApp.relaunch(scene)
        defer { UIApplication.shared.disconnectScene(restored) }

        #expect(archive == nil)
        #expect(saveLog == ["shouldSaveSecureApplicationState"])
        #expect(restorationLog == ["willFinishLaunching", "didFinishLaunching", "applicationDidBecomeActive"])
        let stack = try #require(restored.windows.first?.rootViewController as? UINavigationController)
        #expect(RestorationTestApp.identifiers(stack.viewControllers) == ["home"])
    }

    @Test func testNothingIsRestoredWhenTheAppDelegateDeclines() throws {
        let previous = launch()
        defer { UIApplication.shared.delegate = previous }
        RestorationTestApp.makeRoot = { Self.homeStack() }
        let scene = RestorationTestApp.connect()
        let navigation = try #require(scene.windows.first?.rootViewController as? UINavigationController)
        navigation.pushViewController(NoteViewController("detail", restorationClass: PageRestoration.self), animated: false)
        RestorationTestApp.shouldRestore = false

        let (archive, _, restored) = RestorationTestApp.relaunch(scene)
        defer { UIApplication.shared.disconnectScene(restored) }

        #expect(archive != nil)
        #expect(restorationLog == ["willFinishLaunching", "shouldRestoreSecureApplicationState(app-level)", "didFinishLaunching",
                                   "applicationDidBecomeActive"])
        let stack = try #require(restored.windows.first?.rootViewController as? UINavigationController)
        #expect(RestorationTestApp.identifiers(stack.viewControllers) == ["home"])
    }

    @Test func testARestorationClassThatReturnsNilLeavesTheControllerOut() throws {
        let previous = launch()
        defer { UIApplication.shared.delegate = previous }
        RestorationTestApp.makeRoot = { Self.homeStack() }
        let scene = RestorationTestApp.connect()
        let navigation = try #require(scene.windows.first?.rootViewController as? UINavigationController)
        navigation.pushViewController(NoteViewController("gone", restorationClass: PageRestoration.self), animated: false)
        navigation.pushViewController(NoteViewController("kept", restorationClass: PageRestoration.self), animated: false)
        PageRestoration.refuses = ["nav/gone"]

        let (_, _, restored) = RestorationTestApp.relaunch(scene)
        defer { UIApplication.shared.disconnectScene(restored) }

        let stack = try #require(restored.windows.first?.rootViewController as? UINavigationController)
        #expect(RestorationTestApp.identifiers(stack.viewControllers) == ["home", "kept"])
        #expect(!restorationLog.contains("finished(gone)"))
    }

    @Test func testAnUnchangedSceneIsNotEncodedAgain() throws {
        let previous = launch()
        defer { UIApplication.shared.delegate = previous }
        RestorationTestApp.makeRoot = { Self.homeStack() }
        let scene = RestorationTestApp.connect()
        defer { UIApplication.shared.disconnectScene(scene) }
        restorationLog = []

        let first = UIApplication.shared.restorationArchive(for: scene)
        let second = UIApplication.shared.restorationArchive(for: scene)
        #expect(first != nil)
        #expect(second == first)
        #expect(restorationLog.filter { $0 == "encode(home)" }.count == 1)

        (scene.windows.first?.rootViewController?.children.first as? NoteViewController)?.note = "changed"
        _ = scene.finishTurn()
        let third = UIApplication.shared.restorationArchive(for: scene)
        #expect(restorationLog.filter { $0 == "encode(home)" }.count == 2)
        #expect(third != first)
    }

    @Test func testUnreadableArchivesGiveAFreshSceneAndAWarning() throws {
        let previous = launch(RestoringAppDelegate.self)
        defer {
            UIApplication.shared.delegate = previous
            UIApplication.restorationWarningHandler = nil
        }
        let saved = NSUserActivity(activityType: "com.example.saved")
        saved.userInfo = ["page": 42, "chapter": "The restart"]
        RestorationTestApp.activity = saved
        RestorationTestApp.makeRoot = { Self.homeStack() }
        let scene = RestorationTestApp.connect()
        let archive = try #require(UIApplication.shared.restorationArchive(for: scene))
        UIApplication.shared.disconnectScene(scene)
        var warnings: [String] = []
        UIApplication.restorationWarningHandler = { warnings.append($0) }

        var unreadable: [(String, [UInt8])] = [
            ("empty", []), ("garbage", Array("hello, this is not an archive".utf8)),
            ("another version", [archive[0], archive[1], archive[2], archive[3], 99] + archive[5...]),
            ("truncated by one byte", Array(archive.dropLast())), ("only the header", Array(archive.prefix(9))),
            ("a byte more", archive + [0]),
        ]
        for position in stride(from: 0, to: archive.count, by: max(1, archive.count / 12)) {
            var flipped = archive
            flipped[position] ^= 1 << UInt8(position % 8)
            unreadable.append(("bit \(position % 8) of byte \(position) flipped", flipped))
        }
        for (name, bytes) in unreadable {
            warnings = []
            restorationLog = []
            let fresh = RestorationTestApp.connect(name, archive: bytes)
            #expect(warnings.count == 1, "\(name)")
            #expect(warnings.first?.contains("the scene starts fresh") == true, "\(name)")
            #expect(fresh.session.stateRestorationActivity == nil, "\(name)")
            #expect(restorationLog == ["willConnectTo(activity: nil)", "sceneWillEnterForeground", "sceneDidBecomeActive"], "\(name)")
            UIApplication.shared.disconnectScene(fresh)
        }
    }
}
