import Foundation
import Testing
@_spi(Host) import UIKitCore
import UIKit

/// `semanticContentAttribute`, the effective layout direction and what follows it: leading and
/// trailing constraints, stack view order, margins by physical edge, natural text alignment.
@MainActor
struct LayoutDirectionTests {
    @Test func testTheAttributeDecidesTheDirectionRelativeToTheInheritedOne() {
        for direction in [UIUserInterfaceLayoutDirection.leftToRight, .rightToLeft] {
            #expect(UIView.userInterfaceLayoutDirection(for: .unspecified, relativeTo: direction) == direction)
            #expect(UIView.userInterfaceLayoutDirection(for: .playback, relativeTo: direction) == .leftToRight)
            #expect(UIView.userInterfaceLayoutDirection(for: .spatial, relativeTo: direction) == .leftToRight)
            #expect(UIView.userInterfaceLayoutDirection(for: .forceLeftToRight, relativeTo: direction) == .leftToRight)
            #expect(UIView.userInterfaceLayoutDirection(for: .forceRightToLeft, relativeTo: direction) == .rightToLeft)
        }
        let hebrew = connectLocalizedScene(["he-IL"], timeZone: "Asia/Jerusalem")
        let window = UIWindow(windowScene: hebrew)
        let playback = UIView(), plain = UIView()
        playback.semanticContentAttribute = .playback
        window.addSubview(playback)
        playback.addSubview(plain)
        #expect(UIApplication.shared.userInterfaceLayoutDirection == .rightToLeft)
        #expect(UIView.userInterfaceLayoutDirection(for: .unspecified) == .rightToLeft)
        #expect(playback.effectiveUserInterfaceLayoutDirection == .leftToRight)
        // The attribute does not pass down: a subview follows its traits.
        #expect(plain.effectiveUserInterfaceLayoutDirection == .rightToLeft)
    }

    @Test func testAForcedStackViewArrangesFromTheRightAndFlipsBackWhenUnforced() {
        let controller = UIViewController()
        let stack = UIStackView()
        stack.axis = .horizontal
        stack.distribution = .fillEqually
        stack.translatesAutoresizingMaskIntoConstraints = false
        let views = (0..<3).map { _ in UIView() }
        views.forEach(stack.addArrangedSubview)
        controller.view.addSubview(stack)
        NSLayoutConstraint.activate([
            stack.leadingAnchor.constraint(equalTo: controller.view.leadingAnchor),
            stack.topAnchor.constraint(equalTo: controller.view.topAnchor, constant: 100),
            stack.widthAnchor.constraint(equalToConstant: 300), stack.heightAnchor.constraint(equalToConstant: 40),
        ])
        stack.semanticContentAttribute = .forceRightToLeft
        let (scene, _) = showOnManualClock(controller)
        #expect(views.map(\.frame.minX) == [200, 100, 0])
        // The stack itself is placed by its superview's direction, left to right.
        #expect(stack.frame.minX == 0)
        stack.semanticContentAttribute = .unspecified
        _ = scene.finishTurn()
        #expect(views.map(\.frame.minX) == [0, 100, 200])
    }

    @Test func testConstraintsOfContainersWithOppositeDirectionsLaidOutTogetherEachFollowTheirOwn() {
        // Two stacks forced in opposite directions, and leading constraints in their left-to-right
        // superview between them, all translated in one layout pass: each constraint is mirrored
        // by its own container's direction, whatever the constraint before it was.
        let controller = UIViewController()
        func stack(_ attribute: UISemanticContentAttribute) -> (UIStackView, [UIView]) {
            let stack = UIStackView()
            stack.distribution = .fillEqually
            stack.semanticContentAttribute = attribute
            stack.translatesAutoresizingMaskIntoConstraints = false
            let views = (0..<3).map { _ in UIView() }
            views.forEach(stack.addArrangedSubview)
            controller.view.addSubview(stack)
            return (stack, views)
        }
        let (right, rightViews) = stack(.forceRightToLeft)
        let (left, leftViews) = stack(.forceLeftToRight)
        let (again, againViews) = stack(.forceRightToLeft)
        let marker = UIView()
        marker.translatesAutoresizingMaskIntoConstraints = false
        controller.view.addSubview(marker)
        var constraints: [NSLayoutConstraint] = []
        for (index, stack) in [right, left, again].enumerated() {
            constraints += [
                stack.leadingAnchor.constraint(equalTo: controller.view.leadingAnchor, constant: 10),
                stack.topAnchor.constraint(equalTo: controller.view.topAnchor, constant: 100 + 50 * CGFloat(index)),
                stack.widthAnchor.constraint(equalToConstant: 300), stack.heightAnchor.constraint(equalToConstant: 40),
            ]
        }
        constraints += [
            marker.leadingAnchor.constraint(equalTo: controller.view.leadingAnchor, constant: 30),
            marker.topAnchor.constraint(equalTo: controller.view.topAnchor),
            marker.widthAnchor.constraint(equalToConstant: 5), marker.heightAnchor.constraint(equalToConstant: 5),
        ]
        NSLayoutConstraint.activate(constraints)
        _ = showOnManualClock(controller)

        #expect(rightViews.map(\.frame.minX) == [200, 100, 0])
        #expect(leftViews.map(\.frame.minX) == [0, 100, 200])
        #expect(againViews.map(\.frame.minX) == [200, 100, 0])
        #expect([right, left, again].map(\.frame.minX) == [10, 10, 10])
        #expect(marker.frame.minX == 30)
    }

    @Test func testMarginsByPhysicalEdgeFollowTheDirection() {
        let view = UIView()
        view.directionalLayoutMargins = NSDirectionalEdgeInsets(top: 1, leading: 20, bottom: 3, trailing: 4)
        #expect(view.layoutMargins == UIEdgeInsets(top: 1, left: 20, bottom: 3, right: 4))
        view.semanticContentAttribute = .forceRightToLeft
        #expect(view.layoutMargins == UIEdgeInsets(top: 1, left: 4, bottom: 3, right: 20))
        view.layoutMargins = UIEdgeInsets(top: 1, left: 5, bottom: 3, right: 30)
        #expect(view.directionalLayoutMargins == NSDirectionalEdgeInsets(top: 1, leading: 30, bottom: 3, trailing: 5))
    }

    @Test func testTheMarginsGuideLeadsFromTheRightInARightToLeftView() {
        let controller = UIViewController()
        let container = UIView(frame: CGRect(x: 0, y: 100, width: 300, height: 100))
        container.semanticContentAttribute = .forceRightToLeft
        container.directionalLayoutMargins = NSDirectionalEdgeInsets(top: 0, leading: 30, bottom: 0, trailing: 10)
        let child = UIView()
        child.translatesAutoresizingMaskIntoConstraints = false
        container.addSubview(child)
        controller.view.addSubview(container)
        NSLayoutConstraint.activate([
            child.leadingAnchor.constraint(equalTo: container.layoutMarginsGuide.leadingAnchor),
            child.widthAnchor.constraint(equalToConstant: 50), child.heightAnchor.constraint(equalToConstant: 10),
            child.topAnchor.constraint(equalTo: container.topAnchor),
        ])
        _ = showOnManualClock(controller)
        #expect(child.frame == CGRect(x: 220, y: 0, width: 50, height: 10))
    }

    @Test func testNaturalAlignmentIsRightInARightToLeftSession() throws {
        let hebrew = connectLocalizedScene(["he-IL"], timeZone: "Asia/Jerusalem")
        let window = UIWindow(windowScene: hebrew)
        let controller = UIViewController()
        let natural = UILabel(frame: CGRect(x: 0, y: 100, width: 200, height: 30))
        natural.text = "שלום"
        let left = UILabel(frame: CGRect(x: 0, y: 140, width: 200, height: 30))
        left.text = "שלום"
        left.textAlignment = .left
        controller.view.addSubview(natural)
        controller.view.addSubview(left)
        window.rootViewController = controller
        window.makeKeyAndVisible()
        _ = hebrew.finishTurn()
        #expect(alignment(of: natural, in: hebrew) == .string("right"))
        #expect(alignment(of: left, in: hebrew) == nil)
        natural.semanticContentAttribute = .forceLeftToRight
        _ = hebrew.finishTurn()
        #expect(alignment(of: natural, in: hebrew) == nil)
    }

    private func alignment(of view: UIView, in scene: UIWindowScene) -> RenderValue? {
        func find(_ node: RenderNode) -> RenderNode? {
            node.id == view.renderNodeID ? node : node.children.lazy.compactMap(find).first
        }
        return find(scene.snapshot().root)?.properties.first { $0.key == .align }?.value
    }

    private func showInHebrew(_ controller: UIViewController) -> UIWindowScene {
        let hebrew = connectLocalizedScene(["he-IL"], timeZone: "Asia/Jerusalem")
        let window = UIWindow(windowScene: hebrew)
        window.rootViewController = controller
        window.makeKeyAndVisible()
        _ = hebrew.finishTurn()
        return hebrew
    }

    private func view(_ identifier: String, in root: UIView) -> UIView? {
        if root.accessibilityIdentifier == identifier { return root }
        return root.subviews.lazy.compactMap { self.view(identifier, in: $0) }.first
    }

    @Test func testTheNavigationBarIsMirroredRightToLeft() throws {
        let first = UIViewController(), second = UIViewController()
        first.title = "ראשון"
        second.navigationItem.rightBarButtonItem = UIBarButtonItem(title: "ערוך", style: .plain, target: nil, action: nil)
        let navigation = UINavigationController(rootViewController: first)
        let scene = showInHebrew(navigation)
        navigation.pushViewController(second, animated: false)
        _ = scene.finishTurn()
        let bar = navigation.navigationBar
        let back = try #require(view("navigation.back", in: bar))
        let right = try #require(view("navigation.right.0", in: bar))
        // The back button (leading) is at the right edge, the right item at the left.
        #expect(back.frame.maxX > bar.bounds.width - 20 && back.frame.minX > bar.bounds.midX)
        #expect(right.frame.minX < 20)
        let chevron = try #require(back.subviews.compactMap { $0 as? UILabel }.first { $0.text == "›" || $0.text == "‹" })
        #expect(chevron.text == "›")
        #expect(chevron.frame.maxX == back.bounds.width)
    }

    @Test func testTheFirstTabIsAtTheRightAndACellIsMirrored() throws {
        let tabs = UITabBarController()
        let list = UITableViewController(style: .plain)
        let other = UIViewController()
        list.tabBarItem = UITabBarItem(title: "רשימה", image: nil, tag: 0)
        other.tabBarItem = UITabBarItem(title: "אחר", image: nil, tag: 1)
        tabs.viewControllers = [list, other]
        let cell = UITableViewCell(style: .default, reuseIdentifier: nil)
        cell.textLabel?.text = "שורה"
        cell.accessoryType = .disclosureIndicator
        let source = OneCellSource(cell: cell)
        list.tableView.dataSource = source
        let scene = showInHebrew(tabs)
        _ = scene.finishTurn()
        let bar = tabs.tabBar
        let firstTab = try #require(view("tab.0", in: bar)), secondTab = try #require(view("tab.1", in: bar))
        #expect(firstTab.frame.minX == bar.bounds.width / 2 && secondTab.frame.minX == 0)
        let accessory = try #require(cell.subviews.compactMap { $0 as? UILabel }.first { $0.text == "‹" })
        #expect(accessory.frame.minX == 16 || accessory.frame.minX == 20)
        let text = try #require(cell.textLabel)
        #expect(cell.contentView.frame.maxX == cell.bounds.width)
        #expect(text.frame.maxX == cell.contentView.bounds.width - (cell.bounds.width > 375 ? 20 : 16))
        withExtendedLifetime(source) {}
    }
}

/// A data source of one given cell.
@MainActor
private final class OneCellSource: NSObject, UITableViewDataSource {
    let cell: UITableViewCell
    init(cell: UITableViewCell) { self.cell = cell }
    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 1 }
    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell { cell }
}
