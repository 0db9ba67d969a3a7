import Testing
@_spi(Host) import UIKitCore
import UIKit

@MainActor
struct BarRefreshTests {
    /// The text automation reads from the view with the identifier, as the REST tree reports it.
    private func text(_ identifier: String, in stage: PresentationStage) -> String? {
        func find(_ nodes: [ViewTreeNode]) -> String? {
            for node in nodes {
                if node.accessibilityIdentifier == identifier { return node.text }
                if let text = find(node.children) { return text }
            }
            return nil
        }
        return find(stage.scene.viewTree())
    }

    @Test func testSettingTheTitleOfTheTopControllerUpdatesTheNavigationBar() {
        let top = UIViewController()
        top.title = "Before"
        let navigation = UINavigationController(rootViewController: top)
        let stage = PresentationStage(root: navigation)
        #expect(text("navigation.title", in: stage) == "Before")
        top.title = "After"
        stage.finishTurn()
        #expect(top.navigationItem.title == "After")
        #expect(text("navigation.title", in: stage) == "After")
    }

    @Test func testSettingTheTitleOfATabChildUpdatesItsDefaultTabBarItem() {
        let first = UIViewController()
        first.title = "One"
        let tabs = UITabBarController()
        tabs.viewControllers = [first, UIViewController()]
        let stage = PresentationStage(root: tabs)
        #expect(text("tab.0", in: stage) == "One")
        first.title = "Uno"
        stage.finishTurn()
        #expect(first.tabBarItem.title == "Uno")
        #expect(text("tab.0", in: stage) == "Uno")
    }

    @Test func testRightBarButtonItemSetAfterThePushShows() {
        let top = UIViewController()
        let navigation = UINavigationController(rootViewController: top)
        let stage = PresentationStage(root: navigation)
        #expect(stage.view("navigation.right.0") == nil)
        top.navigationItem.rightBarButtonItem = UIBarButtonItem(title: "Save", style: .done, target: nil, action: nil)
        stage.finishTurn()
        #expect(text("navigation.right.0", in: stage) == "Save")
    }
}
