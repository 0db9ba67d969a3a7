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
}
