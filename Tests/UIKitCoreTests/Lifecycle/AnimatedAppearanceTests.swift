import Testing
@_spi(Host) import UIKitCore
import UIKit

@MainActor
struct AnimatedAppearanceTests {
    @Test func testPresentAndDismissPassTheirAnimatedFlagToEveryCallback() {
        let log = CallbackLog()
        let root = AnimatedLogController("root", log: log)
        let stage = PresentationStage(root: root)
        let presented = AnimatedLogController("presented", log: log)
        presented.modalPresentationStyle = .fullScreen
        log.entries = []
        root.present(presented, animated: true)
        stage.finishTurn()
        #expect(log.entries == ["root.viewWillDisappear(true)", "presented.viewWillAppear(true)",
                                "presented.viewIsAppearing(true)", "presented.viewDidAppear(true)",
                                "root.viewDidDisappear(true)"])
        log.entries = []
        root.dismiss(animated: false)
        stage.finishTurn()
        #expect(log.entries == ["presented.viewWillDisappear(false)", "root.viewWillAppear(false)",
                                "root.viewIsAppearing(false)", "root.viewDidAppear(false)",
                                "presented.viewDidDisappear(false)"])
    }

    @Test func testPushAndPopPassTheirAnimatedFlag() {
        let log = CallbackLog()
        let first = AnimatedLogController("first", log: log)
        let navigation = UINavigationController(rootViewController: first)
        let stage = PresentationStage(root: navigation)
        stage.scene.clock = .manual()
        let second = AnimatedLogController("second", log: log)
        log.entries = []
        navigation.pushViewController(second, animated: true)
        stage.finishTurn()
        stage.scene.clock.advance(by: 0.4)
        #expect(log.entries == ["first.viewWillDisappear(true)", "second.viewWillAppear(true)",
                                "first.viewDidDisappear(true)", "second.viewIsAppearing(true)",
                                "second.viewDidAppear(true)"])
        log.entries = []
        navigation.popViewController(animated: false)
        stage.finishTurn()
        #expect(log.entries == ["second.viewWillDisappear(false)", "first.viewWillAppear(false)",
                                "second.viewDidDisappear(false)", "first.viewIsAppearing(false)",
                                "first.viewDidAppear(false)"])
    }

    @Test func testTabSwitchIsNotAnimated() {
        let log = CallbackLog()
        let one = AnimatedLogController("one", log: log)
        let two = AnimatedLogController("two", log: log)
        let tabs = UITabBarController()
        tabs.viewControllers = [one, two]
        let stage = PresentationStage(root: tabs)
        log.entries = []
        tabs.selectedIndex = 1
        stage.finishTurn()
        #expect(log.entries == ["two.viewWillAppear(false)", "one.viewWillDisappear(false)",
                                "one.viewDidDisappear(false)", "two.viewIsAppearing(false)",
                                "two.viewDidAppear(false)"])
    }

    @Test func testChildrenOfAPresentedContainerHearThePresentationsAnimatedFlag() {
        let log = CallbackLog()
        let root = AnimatedLogController("root", log: log)
        let stage = PresentationStage(root: root)
        let top = AnimatedLogController("top", log: log)
        let navigation = UINavigationController(rootViewController: top)
        log.entries = []
        root.present(navigation, animated: true)
        stage.finishTurn()
        #expect(log.entries == ["top.viewWillAppear(true)", "top.viewIsAppearing(true)", "top.viewDidAppear(true)"])
    }
}
