import Testing
@_spi(Host) import UIKitCore
import UIKit

@MainActor
private final class TopColumnDelegate: NSObject, UISplitViewControllerDelegate {
    var topColumn: UISplitViewController.Column = .secondary

    func splitViewController(_ svc: UISplitViewController,
                             topColumnForCollapsingToProposedTopColumn proposedTopColumn: UISplitViewController.Column)
        -> UISplitViewController.Column {
        containerLog.append("delegate.topColumn proposed=\(proposedTopColumn)")
        return topColumn
    }

    func splitViewControllerDidCollapse(_ svc: UISplitViewController) { containerLog.append("delegate.didCollapse") }
    func splitViewControllerDidExpand(_ svc: UISplitViewController) { containerLog.append("delegate.didExpand") }
}

@MainActor
struct SplitViewControllerTests {
    private func makeSplit(primary: UIViewController, secondary: UIViewController) -> UISplitViewController {
        let split = UISplitViewController(style: .doubleColumn)
        split.setViewController(primary, for: .primary)
        split.setViewController(secondary, for: .secondary)
        return split
    }

    @Test func testColumnsAreWrappedInNavigationControllers() {
        let primary = UIViewController(), secondary = UIViewController()
        let split = makeSplit(primary: primary, secondary: secondary)
        #expect(split.viewController(for: .primary) === primary)
        #expect(split.viewController(for: .secondary) === secondary)
        #expect(primary.navigationController != nil && primary.navigationController !== secondary.navigationController)
        #expect(primary.splitViewController === split)
        #expect(split.viewControllers.count == 2)
        let navigation = UINavigationController(rootViewController: UIViewController())
        split.setViewController(navigation, for: .secondary)
        #expect(split.viewController(for: .secondary) === navigation)
        #expect(split.viewControllers.last === navigation)
    }

    @Test func testRegularWidthShowsTwoColumnsSideBySide() {
        containerLog = []
        let primary = LoggedController("P"), secondary = LoggedController("S")
        let split = makeSplit(primary: primary, secondary: secondary)
        containerLog = []
        let scene = showInWindow(split, width: 1024, height: 768)
        _ = scene.finishTurn()
        #expect(!split.isCollapsed)
        #expect(split.displayMode == .oneBesideSecondary)
        #expect(primary.navigationController?.view.frame == CGRect(x: 0, y: 0, width: 320, height: 768))
        #expect(secondary.navigationController?.view.frame == CGRect(x: 320, y: 0, width: 704, height: 768))
        #expect(primary.view.safeAreaInsets.top == 44)
        #expect(containerLog.filter { $0.contains("Appear") } == [
            "S.viewWillAppear movingToParent=true", "P.viewWillAppear movingToParent=true",
            "S.viewDidAppear movingToParent=true", "P.viewDidAppear movingToParent=true"])
    }

    @Test func testSecondaryOnlyDisplayModeHidesThePrimaryColumn() {
        let primary = LoggedController("P"), secondary = LoggedController("S")
        let split = makeSplit(primary: primary, secondary: secondary)
        let scene = showInWindow(split, width: 1024, height: 768)
        containerLog = []
        split.preferredDisplayMode = .secondaryOnly
        _ = scene.finishTurn()
        #expect(split.displayMode == .secondaryOnly)
        #expect(secondary.navigationController?.view.frame == CGRect(x: 0, y: 0, width: 1024, height: 768))
        #expect(primary.view.window == nil)
        #expect(containerLog.contains("P.viewDidDisappear movingFromParent=false"))
    }

    @Test func testCompactWidthCollapsesTheSecondaryOntoThePrimaryStack() {
        let primary = LoggedController("P"), secondary = LoggedController("S")
        let split = makeSplit(primary: primary, secondary: secondary)
        let delegate = TopColumnDelegate()
        split.delegate = delegate
        containerLog = []
        let scene = showInWindow(split, width: 390, height: 844)
        #expect(split.isCollapsed)
        let navigation = primary.navigationController
        #expect(navigation?.viewControllers == [primary, secondary])
        #expect(secondary.navigationController === navigation)
        #expect(navigation?.view.frame == CGRect(x: 0, y: 0, width: 390, height: 844))
        #expect(split.viewControllers.count == 1 && split.viewControllers.first === navigation)
        #expect(containerLog.filter { $0.hasPrefix("delegate") || $0.contains("Appear") } == [
            "delegate.topColumn proposed=secondary", "delegate.didCollapse",
            "S.viewWillAppear movingToParent=true", "S.viewDidAppear movingToParent=true"])
        _ = scene.finishTurn()
        tapView("navigation.back", in: scene)
        #expect(navigation?.topViewController === primary)
    }

    @Test func testDelegateCanKeepThePrimaryOnTopWhenCollapsing() {
        let primary = UIViewController(), secondary = UIViewController()
        let split = makeSplit(primary: primary, secondary: secondary)
        let delegate = TopColumnDelegate()
        delegate.topColumn = .primary
        split.delegate = delegate
        let scene = showInWindow(split, width: 390, height: 844)
        #expect(split.isCollapsed)
        #expect(primary.navigationController?.viewControllers == [primary])
        #expect(primary.view.window === scene.keyWindow && secondary.view.window == nil)
    }

    @Test func testCompactColumnIsShownWhenCollapsed() {
        let compact = UIViewController()
        let split = makeSplit(primary: UIViewController(), secondary: UIViewController())
        split.setViewController(compact, for: .compact)
        let scene = showInWindow(split, width: 390, height: 844)
        #expect(split.isCollapsed)
        #expect(compact.view.window === scene.keyWindow)
        #expect(split.viewControllers.first === compact.navigationController)
    }

    @Test func testMovingToARegularWidthExpandsTheColumnsBack() {
        let primary = UIViewController(), secondary = UIViewController()
        let split = makeSplit(primary: primary, secondary: secondary)
        let delegate = TopColumnDelegate()
        split.delegate = delegate
        let narrow = showInWindow(split, width: 390, height: 844)
        #expect(split.isCollapsed)
        narrow.keyWindow?.rootViewController = nil
        containerLog = []
        let wide = showInWindow(split, width: 1024, height: 768)
        #expect(!split.isCollapsed)
        #expect(containerLog.filter { $0.hasPrefix("delegate") } == ["delegate.didExpand"])
        #expect(primary.navigationController?.viewControllers == [primary])
        #expect(secondary.navigationController?.viewControllers == [secondary])
        #expect(secondary.navigationController !== primary.navigationController)
        #expect(primary.view.window === wide.keyWindow && secondary.view.window === wide.keyWindow)
    }
}
