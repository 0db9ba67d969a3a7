import Foundation
import Testing
@_spi(Host) import UIKitCore
import UIKit

/// The first screen of the scenario app: a button that pushes the form.
@MainActor
private final class MenuViewController: NoteViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground
        let button = UIButton(type: .system)
        button.setTitle("Form", for: .normal)
        button.accessibilityIdentifier = "openForm"
        button.frame = CGRect(x: 20, y: 120, width: 200, height: 44)
        button.addAction(UIAction { [weak self] _ in
            self?.navigationController?.pushViewController(TypingViewController("form", restorationClass: TypingRestoration.self),
                                                           animated: false)
        }, for: .touchUpInside)
        view.addSubview(button)
    }
}

/// The form the user types into, and scrolls.
@MainActor
private final class TypingViewController: NoteViewController {
    let field = UITextField(frame: CGRect(x: 20, y: 120, width: 280, height: 34))
    let scrollView = UIScrollView(frame: CGRect(x: 0, y: 160, width: 320, height: 200))

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground
        field.accessibilityIdentifier = "nameField"
        field.restorationIdentifier = "nameField"
        scrollView.contentSize = CGSize(width: 320, height: 3000)
        scrollView.restorationIdentifier = "list"
        view.addSubview(field)
        view.addSubview(scrollView)
    }
}

@MainActor
private final class TypingRestoration: UIViewControllerRestoration {
    static func viewController(withRestorationIdentifierPath identifierComponents: [String], coder: NSCoder) -> UIViewController? {
        TypingViewController("form", restorationClass: TypingRestoration.self)
    }
}

/// A session of an app without scenes driven as the REST API drives it (taps, typing, tab
/// changes), saved through the host interface and reconnected from the archive, as the server
/// does after a restart.
@MainActor
@Suite(.serialized)
struct RestorationHostScenarioTests {
    @Test func testADrivenSessionComesBackWithItsTabStackTextAndScrollPosition() throws {
        RestorationTestApp.reset()
        let previous = UIApplication.shared.delegate
        UIApplication.shared.launch(delegateClass: WithoutScenesAppDelegate.self)
        defer { UIApplication.shared.delegate = previous }
        RestorationTestApp.makeRoot = {
            let navigation = UINavigationController(rootViewController: MenuViewController("menu"))
            navigation.restorationIdentifier = "main"
            navigation.tabBarItem = UITabBarItem(title: "Main", image: nil, tag: 0)
            let other = NoteViewController("other")
            other.tabBarItem = UITabBarItem(title: "Other", image: nil, tag: 1)
            let tabs = UITabBarController()
            tabs.restorationIdentifier = "tabs"
            tabs.viewControllers = [navigation, other]
            return tabs
        }
        let scene = RestorationTestApp.connect("driven")
        let button = try #require(scene.view(withAccessibilityIdentifier: "openForm"))
        scene.tap(at: button.convert(CGPoint(x: button.bounds.midX, y: button.bounds.midY), to: nil))
        _ = scene.finishTurn()
        #expect(try scene.typeText("Grace", intoViewWithIdentifier: "nameField") == "Grace")
        _ = scene.finishTurn()
        let tabs = try #require(scene.windows.first?.rootViewController as? UITabBarController)
        let form = try #require((tabs.viewControllers?.first as? UINavigationController)?.topViewController as? TypingViewController)
        form.scrollView.contentOffset = CGPoint(x: 0, y: 640)
        _ = scene.finishTurn()

        let (_, _, restored) = RestorationTestApp.relaunch(scene)
        defer { UIApplication.shared.disconnectScene(restored) }

        let restoredTabs = try #require(restored.windows.first?.rootViewController as? UITabBarController)
        #expect(restoredTabs.selectedIndex == 0)
        let stack = try #require(restoredTabs.viewControllers?.first as? UINavigationController)
        #expect(RestorationTestApp.identifiers(stack.viewControllers) == ["menu", "form"])
        let restoredForm = try #require(stack.topViewController as? TypingViewController)
        #expect((restored.view(withAccessibilityIdentifier: "nameField") as? UITextField)?.text == "Grace")
        #expect(restoredForm.scrollView.contentOffset == CGPoint(x: 0, y: 640))
        #expect(restoredForm.view.window === restored.windows.first)
    }
}
