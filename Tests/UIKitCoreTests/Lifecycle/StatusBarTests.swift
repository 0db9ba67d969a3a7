import Testing
@_spi(Host) import UIKitCore
import UIKit

/// A controller whose status bar preferences a test changes.
@MainActor
private final class StatusBarController: UIViewController {
    var style: UIStatusBarStyle = .default
    var hidden = false
    override var preferredStatusBarStyle: UIStatusBarStyle { style }
    override var prefersStatusBarHidden: Bool { hidden }
}

@MainActor
struct StatusBarTests {
    private func theme(in patch: RenderPatch?) -> SceneTheme? {
        for case .set(let id, let properties) in patch?.operations ?? [] where id == 0 {
            for property in properties {
                if case .theme(let theme) = property.value { return theme }
            }
        }
        return nil
    }

    @Test func testStatusBarManagerReportsTheRootControllersPreferences() {
        let root = StatusBarController()
        root.style = .lightContent
        root.hidden = true
        let stage = PresentationStage(root: root)
        let manager = stage.scene.statusBarManager
        #expect(manager?.statusBarStyle == .lightContent)
        #expect(manager?.isStatusBarHidden == true)
        #expect(manager?.statusBarFrame == .zero)
    }

    @Test func testAChangedStyleIsSentAsTheSceneThemeInTheNextPatch() {
        let root = StatusBarController()
        root.view.backgroundColor = UIColor(red: 1, green: 0, blue: 0, alpha: 1)
        let stage = PresentationStage(root: root)
        #expect(stage.scene.snapshot().root.properties == [RenderProperty(.theme, .theme(SceneTheme(
            color: RenderColor(red: 1, green: 0, blue: 0, alpha: 1), isDark: false, isStatusBarHidden: false)))])
        root.style = .lightContent
        root.setNeedsStatusBarAppearanceUpdate()
        let patch = stage.scene.finishTurn()
        #expect(theme(in: patch) == SceneTheme(color: RenderColor(red: 1, green: 0, blue: 0, alpha: 1), isDark: true,
                                               isStatusBarHidden: false))
        #expect(stage.scene.finishTurn() == nil)
    }

    @Test func testDefaultStyleFollowsTheInterfaceStyleAndTheSystemBackground() {
        let root = StatusBarController()
        root.overrideUserInterfaceStyle = .dark
        let stage = PresentationStage(root: root)
        let snapshot = stage.scene.snapshot()
        #expect(snapshot.root.properties == [RenderProperty(.theme, .theme(SceneTheme(
            color: RenderColor(red: 0, green: 0, blue: 0, alpha: 1), isDark: true, isStatusBarHidden: false)))])
    }

    @Test func testNavigationControllerSuitsItsBarUntilTheBarIsHidden() {
        let top = StatusBarController()
        top.style = .lightContent
        top.hidden = true
        top.view.backgroundColor = UIColor(red: 0, green: 0, blue: 1, alpha: 1)
        let navigation = UINavigationController(rootViewController: top)
        navigation.navigationBar.barTintColor = UIColor(red: 0, green: 1, blue: 0, alpha: 1)
        let stage = PresentationStage(root: navigation)
        let manager = stage.scene.statusBarManager
        #expect(manager?.statusBarStyle == .default)
        #expect(manager?.isStatusBarHidden == true)
        #expect(stage.scene.snapshot().root.properties == [RenderProperty(.theme, .theme(SceneTheme(
            color: RenderColor(red: 0, green: 1, blue: 0, alpha: 1), isDark: false, isStatusBarHidden: true)))])
        navigation.setNavigationBarHidden(true, animated: false)
        let patch = stage.scene.finishTurn()
        #expect(manager?.statusBarStyle == .lightContent)
        #expect(theme(in: patch) == SceneTheme(color: RenderColor(red: 0, green: 0, blue: 1, alpha: 1), isDark: true,
                                               isStatusBarHidden: true))
    }

    @Test func testTabBarControllerForwardsToItsSelectedController() {
        let light = StatusBarController()
        light.style = .lightContent
        let dark = StatusBarController()
        dark.style = .darkContent
        let tabs = UITabBarController()
        tabs.viewControllers = [light, dark]
        let stage = PresentationStage(root: tabs)
        #expect(stage.scene.statusBarManager?.statusBarStyle == .lightContent)
        tabs.selectedIndex = 1
        stage.finishTurn()
        #expect(stage.scene.statusBarManager?.statusBarStyle == .darkContent)
    }

    @Test func testOnlyFullScreenOrCapturingPresentationsTakeTheStatusBar() {
        let root = StatusBarController()
        let stage = PresentationStage(root: root)
        let sheet = StatusBarController()
        sheet.style = .lightContent
        root.present(sheet, animated: false)
        stage.finishTurn()
        #expect(stage.scene.statusBarManager?.statusBarStyle == .default)
        sheet.modalPresentationCapturesStatusBarAppearance = true
        stage.finishTurn()
        #expect(stage.scene.statusBarManager?.statusBarStyle == .lightContent)
        root.dismiss(animated: false)
        stage.finishTurn()
        let cover = StatusBarController()
        cover.style = .darkContent
        cover.modalPresentationStyle = .fullScreen
        root.present(cover, animated: false)
        stage.finishTurn()
        #expect(stage.scene.statusBarManager?.statusBarStyle == .darkContent)
    }
}
