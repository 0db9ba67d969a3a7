import Testing
@_spi(Host) import UIKitCore
import UIKit

@MainActor
struct StackViewArrangementTests {
    /// A horizontal stack at the top-left corner of a window's root view, sized by its views.
    private func scene(_ views: [UIView], spacing: CGFloat = 10) -> (UIWindowScene, UIStackView) {
        let scene = UIApplication.shared.connectScene(persistentIdentifier: "stack-\(views.count)-\(spacing)",
                                                      display: SceneDisplay(width: 390, height: 844, scale: 2, style: .light))
        let window = UIWindow(windowScene: scene)
        let controller = UIViewController()
        window.rootViewController = controller
        window.makeKeyAndVisible()
        let stack = UIStackView(arrangedSubviews: views)
        stack.spacing = spacing
        stack.translatesAutoresizingMaskIntoConstraints = false
        controller.view.addSubview(stack)
        NSLayoutConstraint.activate([
            stack.leadingAnchor.constraint(equalTo: controller.view.leadingAnchor, constant: 20),
            stack.topAnchor.constraint(equalTo: controller.view.topAnchor, constant: 40),
        ])
        _ = scene.finishTurn()
        return (scene, stack)
    }

    private func views(_ widths: [CGFloat]) -> [IntrinsicView] {
        widths.map { IntrinsicView(width: $0, height: 20) }
    }

    @Test func testHiddenArrangedViewCollapsesAndItsSpacingGoesWithIt() {
        let views = views([50, 60, 70])
        let (scene, stack) = scene(views)
        #expect(stack.frame == CGRect(x: 20, y: 40, width: 200, height: 20))

        views[1].isHidden = true
        _ = scene.finishTurn()

        #expect(stack.frame == CGRect(x: 20, y: 40, width: 130, height: 20))
        #expect(views[2].frame.minX == 60)
        #expect(views[1].frame.width == 0)
        #expect(stack.arrangedSubviews.count == 3)

        views[1].isHidden = false
        _ = scene.finishTurn()

        #expect(views.map(\.frame.minX) == [0, 60, 130])
    }

    @Test func testHiddenArrangedViewCollapsesAfterAnotherScenesLayoutPass() {
        let views = views([50, 60, 70])
        let (scene, stack) = scene(views)
        let otherViews = self.views([30, 40])
        let (otherScene, _) = self.scene(otherViews)

        views[1].isHidden = true
        otherViews[0].isHidden = true
        _ = otherScene.finishTurn()
        _ = scene.finishTurn()

        #expect(stack.frame == CGRect(x: 20, y: 40, width: 130, height: 20))
        #expect(views[2].frame.minX == 60)
        #expect(views[1].frame.width == 0)
        #expect(otherViews[1].frame.minX == 0)
    }

    @Test func testHiddenArrangedViewCollapsesAfterTurnsThatChangedNothing() {
        let views = views([50, 60, 70])
        let (scene, stack) = scene(views)
        _ = scene.finishTurn()
        _ = scene.finishTurn()

        views[2].isHidden = true
        _ = scene.finishTurn()

        #expect(stack.frame == CGRect(x: 20, y: 40, width: 120, height: 20))
        #expect(views[2].frame.width == 0)
    }

    @Test func testHidingAnyOfManyArrangedViewsCollapsesItAndShowingItBringsItBack() {
        // Sixty views: a stack view notes the hidden ones differently past fifty-six.
        for count in [56, 57, 60] {
            let views = views(Array(repeating: 5, count: count))
            let (scene, stack) = scene(views, spacing: 1)
            #expect(stack.frame.width == CGFloat(6 * count - 1))
            for index in [0, count - 2, count - 1] {
                views[index].isHidden = true
                _ = scene.finishTurn()
                #expect(stack.frame.width == CGFloat(6 * (count - 1) - 1), "\(count) views, \(index) hidden")
                #expect(views[index].frame.width == 0)
                views[index].isHidden = false
                _ = scene.finishTurn()
                #expect(stack.frame.width == CGFloat(6 * count - 1), "\(count) views, \(index) shown again")
                #expect(views[index].frame.width == 5)
            }
        }
    }

    @Test func testCustomSpacingAfterAViewReplacesTheStacksSpacing() {
        let views = views([50, 60, 70])
        let (scene, stack) = scene(views)

        stack.setCustomSpacing(30, after: views[0])
        _ = scene.finishTurn()

        #expect(views.map(\.frame.minX) == [0, 80, 150])
        #expect(stack.customSpacing(after: views[0]) == 30)
        #expect(stack.customSpacing(after: views[1]) == UIStackView.spacingUseDefault)

        stack.setCustomSpacing(UIStackView.spacingUseSystem, after: views[1])
        _ = scene.finishTurn()

        #expect(views.map(\.frame.minX) == [0, 80, 148])
    }

    @Test func testChangingTheSpacingMovesTheViews() {
        let views = views([50, 60])
        let (scene, stack) = scene(views)

        stack.spacing = 4
        _ = scene.finishTurn()

        #expect(views[1].frame.minX == 54)
        #expect(stack.frame.width == 114)
    }

    @Test func testInsertingAndRemovingArrangedViews() {
        let views = views([50, 60])
        let (scene, stack) = scene(views)
        let inserted = IntrinsicView(width: 40, height: 20)

        stack.insertArrangedSubview(inserted, at: 1)
        _ = scene.finishTurn()
        #expect(stack.arrangedSubviews == [views[0], inserted, views[1]])
        #expect([views[0], inserted, views[1]].map(\.frame.minX) == [0, 60, 110])

        stack.removeArrangedSubview(inserted)
        _ = scene.finishTurn()
        #expect(stack.arrangedSubviews == views)
        #expect(inserted.superview === stack)
        #expect(views[1].frame.minX == 60)

        views[0].removeFromSuperview()
        _ = scene.finishTurn()
        #expect(stack.arrangedSubviews == [views[1]])
        #expect(views[1].frame.minX == 0)
        #expect(stack.frame.width == 60)
    }

    @Test func testNestedStacksLayOutInsideOneAnother() {
        let rows = (0..<2).map { _ in
            let row = UIStackView(arrangedSubviews: [IntrinsicView(width: 40, height: 20), IntrinsicView(width: 30, height: 30)])
            row.spacing = 5
            row.alignment = .center
            return row
        }
        let column = UIStackView(arrangedSubviews: rows)
        column.axis = .vertical
        column.spacing = 8
        column.alignment = .leading
        let container = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
        container.addSubview(column)
        column.translatesAutoresizingMaskIntoConstraints = false
        NSLayoutConstraint.activate([
            column.centerXAnchor.constraint(equalTo: container.centerXAnchor),
            column.centerYAnchor.constraint(equalTo: container.centerYAnchor),
        ])

        container.layoutIfNeeded()

        #expect(column.frame == CGRect(x: 112.5, y: 116, width: 75, height: 68))
        #expect(rows.map(\.frame) == [CGRect(x: 0, y: 0, width: 75, height: 30), CGRect(x: 0, y: 38, width: 75, height: 30)])
        #expect(rows[1].arrangedSubviews.map(\.frame) == [CGRect(x: 0, y: 5, width: 40, height: 20),
                                                          CGRect(x: 45, y: 0, width: 30, height: 30)])
    }

    @Test func testLayoutMarginsRelativeArrangementInsetsTheViewsByTheMargins() {
        let views = views([50, 60])
        let stack = UIStackView(arrangedSubviews: views)
        stack.isLayoutMarginsRelativeArrangement = true
        let container = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
        stack.frame = CGRect(x: 0, y: 0, width: 200, height: 100)
        container.addSubview(stack)

        container.layoutIfNeeded()

        let margins = stack.layoutMarginsGuide.layoutFrame
        #expect(views[0].frame == CGRect(x: margins.minX, y: margins.minY, width: margins.width - 60, height: margins.height))
        #expect(views[1].frame.maxX == margins.maxX)
    }

    @Test func testStackViewInstallsItsConstraintsOnItselfWithUIKitsIdentifiers() {
        let views = views([50, 60])
        let (_, stack) = scene(views)

        let identifiers = Set(stack.constraints.compactMap(\.identifier))

        #expect(identifiers.contains("UISV-canvas-connection"))
        #expect(identifiers.contains("UISV-spacing"))
        #expect(identifiers.contains("UISV-alignment"))
        #expect(stack.constraints.allSatisfy { $0.isActive })
    }

    @Test func testAnAppCanRenameOrUnnameAStackViewsConstraint() {
        let views = views([50, 60])
        let (_, stack) = scene(views)
        let spacing = stack.constraints.first { $0.identifier == "UISV-spacing" }!
        let connections = stack.constraints.filter { $0.identifier == "UISV-canvas-connection" }

        spacing.identifier = "gap"
        connections[0].identifier = nil

        #expect(spacing.identifier == "gap")
        #expect(spacing.description.contains("'gap'"))
        #expect(connections[0].identifier == nil)
        #expect(connections[1].identifier == "UISV-canvas-connection")
        #expect(!stack.constraints.contains { $0.identifier == "UISV-spacing" })
    }

    @Test func testANewSpacingKeepsTheStacksConstraintsAndMovesTheirConstantsInPlace() {
        let views = views([50, 60])
        let (scene, stack) = scene(views)
        let before = stack.constraints
        let spacing = before.first { $0.identifier == "UISV-spacing" }!
        let connections = before.filter { $0.identifier == "UISV-canvas-connection" }.count
        let renamed = before.first { $0.identifier == "UISV-canvas-connection" }!
        renamed.identifier = "mine"

        stack.spacing = 20
        _ = scene.finishTurn()

        // Everything that still stands for the same relation is the same object; the spacing
        // has its new constant, and the constraint the app renamed is no longer the stack's.
        let after = stack.constraints
        #expect(after.contains { $0 === spacing } && spacing.constant == 20 && spacing.isActive)
        #expect(!after.contains { $0 === renamed } && !renamed.isActive)
        #expect(after.filter { $0.identifier == "UISV-canvas-connection" }.count == connections)
        let kept = before.filter { $0 !== renamed }
        #expect(kept.allSatisfy { old in after.contains { $0 === old } })
        #expect(views[1].frame.minX == views[0].frame.maxX + 20)
    }

    @Test func testAnAppsConstraintHeldByTheStackViewIsNotPartOfItsArrangement() {
        let views = views([50, 60])
        let (scene, stack) = scene(views)
        // The same relation as the stack's spacing, named as UIKit names it, added by the app:
        // the stack's rebuilds neither take it over nor deactivate it.
        let mine = NSLayoutConstraint(item: views[1], attribute: .leading, relatedBy: .greaterThanOrEqual,
                                      toItem: views[0], attribute: .trailing, multiplier: 1, constant: 3)
        mine.identifier = "UISV-spacing"
        mine.priority = .defaultLow
        stack.addConstraint(mine)
        let spacing = stack.constraints.first { $0.identifier == "UISV-spacing" && $0 !== mine }!

        stack.spacing = 20
        _ = scene.finishTurn()
        #expect(spacing.isActive && spacing.constant == 20)
        #expect(mine.isActive && mine.constant == 3)

        // Hiding a view takes the stack's spacing away, showing it makes a new one.
        views[0].isHidden = true
        _ = scene.finishTurn()
        #expect(!spacing.isActive && mine.isActive)
        views[0].isHidden = false
        _ = scene.finishTurn()

        #expect(mine.isActive && mine.constant == 3 && stack.constraints.contains { $0 === mine })
        let spacings = stack.constraints.filter { $0.identifier == "UISV-spacing" }
        #expect(spacings.count == 2 && spacings.contains { $0 !== mine && $0.constant == 20 })
        #expect(views[1].frame.minX == views[0].frame.maxX + 20)
    }

    @Test func testStackViewWorksInsideOtherConstraints() {
        let views = views([50, 60])
        let (scene, stack) = scene(views)
        let badge = UIView.constrained(in: stack.superview!, width: 10, height: 10)
        NSLayoutConstraint.activate([
            badge.leadingAnchor.constraint(equalTo: stack.trailingAnchor, constant: 4),
            badge.centerYAnchor.constraint(equalTo: views[1].centerYAnchor),
        ])

        _ = scene.finishTurn()

        #expect(badge.frame == CGRect(x: 144, y: 45, width: 10, height: 10))
    }
}
