import Testing
@_spi(Host) import UIKitCore
import UIKit

/// A stack view's arrangement through everything that can happen to it after its first layout:
/// conflicts, a new layout direction, moves to other hierarchies, fitting sizes.
@MainActor
struct StackViewRowsTests {
    /// A horizontal stack of views of the given intrinsic widths (20 points tall), pinned to the
    /// leading and top edges of a 300 × 100 container that no window holds.
    private func row(_ widths: [CGFloat], spacing: CGFloat = 10,
                     distribution: UIStackView.Distribution = .fill) -> (UIView, UIStackView, [IntrinsicView]) {
        let container = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 100))
        let views = widths.map { IntrinsicView(width: $0, height: 20) }
        let stack = UIStackView(arrangedSubviews: views)
        stack.spacing = spacing
        stack.distribution = distribution
        stack.translatesAutoresizingMaskIntoConstraints = false
        container.addSubview(stack)
        NSLayoutConstraint.activate([
            stack.leadingAnchor.constraint(equalTo: container.leadingAnchor),
            stack.topAnchor.constraint(equalTo: container.topAnchor),
        ])
        return (container, stack, views)
    }

    @Test func testStackViewsBuiltAlikeEachKeepTheirOwnArrangementWhenOneChanges() {
        // Built the same way, the two arrangements state the same rows (their engines share
        // what the rows state); each follows its own stack view from then on.
        let (firstContainer, first, firstViews) = row([50, 60], spacing: 10)
        let (secondContainer, second, secondViews) = row([50, 60], spacing: 10)
        firstContainer.layoutIfNeeded()
        secondContainer.layoutIfNeeded()
        #expect(firstViews.map(\.frame) == secondViews.map(\.frame))
        #expect(secondViews[1].frame.minX == 60)

        first.spacing = 30
        firstContainer.layoutIfNeeded()
        secondContainer.layoutIfNeeded()
        #expect(firstViews[1].frame.minX == 80)
        #expect(secondViews[1].frame.minX == 60)

        // Asked for, each arrangement's layout constraints say what its own stack view does.
        func spacing(of stack: UIStackView) -> [CGFloat] {
            stack.constraints.filter { $0.identifier == "UISV-spacing" }.map(\.constant)
        }
        #expect(spacing(of: first) == [30])
        #expect(spacing(of: second) == [10])
        second.spacing = 5
        secondContainer.layoutIfNeeded()
        firstContainer.layoutIfNeeded()
        #expect(secondViews[1].frame.minX == 55)
        #expect(firstViews[1].frame.minX == 80)
    }

    @Test func testAConflictWithALaidOutArrangementBreaksTheAppsConstraintAndNamesTheStacksOwn() {
        let (container, stack, views) = row([50, 60], spacing: 0, distribution: .fillEqually)
        stack.trailingAnchor.constraint(equalTo: container.trailingAnchor).isActive = true
        container.layoutIfNeeded()
        #expect(views.map(\.frame.width) == [150, 150])

        let narrow = views[0].widthAnchor.constraint(equalToConstant: 100)
        let log = capturingLayoutLog {
            narrow.isActive = true
            container.layoutIfNeeded()
        }

        #expect(log.count == 1)
        let message = log.first ?? ""
        #expect(message.contains("'UISV-fill-equally'"))
        #expect(message.contains("Will attempt to recover by breaking constraint \n\(narrow.description)\n"))
        #expect(narrow.isActive)
        #expect(views.map(\.frame.width) == [150, 150])
        #expect(stack.constraints.contains { $0.identifier == "UISV-fill-equally" && $0.isActive })

        // The arrangement goes on following the stack view's properties.
        stack.spacing = 10
        container.layoutIfNeeded()
        #expect(views[1].frame == CGRect(x: 155, y: 0, width: 145, height: 20))
    }

    @Test func testASpacingThatConflictsIsTheConstraintThatBreaks() {
        let (container, stack, views) = row([50, 60], spacing: 0)
        stack.trailingAnchor.constraint(equalTo: container.trailingAnchor).isActive = true
        let first = views[0].widthAnchor.constraint(equalToConstant: 100)
        let second = views[1].widthAnchor.constraint(equalToConstant: 200)
        NSLayoutConstraint.activate([first, second])
        container.layoutIfNeeded()
        #expect(views.map(\.frame.width) == [100, 200])

        let log = capturingLayoutLog {
            stack.spacing = 10
            container.layoutIfNeeded()
        }

        // The new spacing is the change that conflicts: it is what breaks, as a constraint whose
        // constant an app moves into a conflict does.
        #expect(log.count == 1)
        let spacing = stack.constraints.first { $0.identifier == "UISV-spacing" }
        #expect(spacing?.constant == 10 && spacing?.isActive == true)
        #expect(log.first?.contains("Will attempt to recover by breaking constraint \n\(spacing?.description ?? "-")\n") == true)
        #expect(views[0].frame == CGRect(x: 0, y: 0, width: 100, height: 20))
        #expect(views[1].frame == CGRect(x: 100, y: 0, width: 200, height: 20))

        // Once the app's constraint goes, the spacing fits again.
        second.isActive = false
        container.layoutIfNeeded()
        #expect(views[1].frame == CGRect(x: 110, y: 0, width: 190, height: 20))
    }

    @Test func testANewLayoutDirectionMirrorsALaidOutArrangement() {
        let (container, stack, views) = row([50, 60])
        container.layoutIfNeeded()
        #expect(views.map(\.frame.minX) == [0, 60])

        stack.semanticContentAttribute = .forceRightToLeft
        container.layoutIfNeeded()

        #expect(stack.frame == CGRect(x: 0, y: 0, width: 120, height: 20))
        #expect(views[0].frame == CGRect(x: 70, y: 0, width: 50, height: 20))
        #expect(views[1].frame == CGRect(x: 0, y: 0, width: 60, height: 20))
    }

    @Test func testAStackLaidOutOnItsOwnIsArrangedInTheWindowItJoins() {
        let (container, stack, views) = row([50, 60])
        container.layoutIfNeeded()
        let (scene, _, controller) = sceneShowingController("rows-join")

        container.translatesAutoresizingMaskIntoConstraints = false
        controller.view.addSubview(container)
        NSLayoutConstraint.activate([
            container.leadingAnchor.constraint(equalTo: controller.view.leadingAnchor, constant: 30),
            container.topAnchor.constraint(equalTo: controller.view.topAnchor, constant: 50),
        ])
        stack.spacing = 20
        views[0].size = CGSize(width: 40, height: 20)
        _ = scene.finishTurn()

        #expect(container.frame.origin == CGPoint(x: 30, y: 50))
        #expect(views[0].frame == CGRect(x: 0, y: 0, width: 40, height: 20))
        #expect(views[1].frame == CGRect(x: 60, y: 0, width: 60, height: 20))
        #expect(stack.frame == CGRect(x: 0, y: 0, width: 120, height: 20))
    }

    @Test func testAStackMovedToAnotherWindowKeepsFollowingItsProperties() {
        let (first, _, firstController) = sceneShowingController("rows-first")
        let (second, _, secondController) = sceneShowingController("rows-second")
        let (_, stack, views) = row([50, 60])
        stack.removeFromSuperview()
        firstController.view.addSubview(stack)
        NSLayoutConstraint.activate([
            stack.leadingAnchor.constraint(equalTo: firstController.view.leadingAnchor, constant: 10),
            stack.topAnchor.constraint(equalTo: firstController.view.topAnchor, constant: 10),
        ])
        _ = first.finishTurn()
        #expect(stack.frame == CGRect(x: 10, y: 10, width: 120, height: 20))

        secondController.view.addSubview(stack)
        NSLayoutConstraint.activate([
            stack.trailingAnchor.constraint(equalTo: secondController.view.trailingAnchor, constant: -10),
            stack.topAnchor.constraint(equalTo: secondController.view.topAnchor, constant: 100),
        ])
        _ = first.finishTurn()
        _ = second.finishTurn()
        #expect(stack.frame == CGRect(x: 260, y: 100, width: 120, height: 20))

        stack.spacing = 30
        _ = second.finishTurn()
        #expect(stack.frame == CGRect(x: 240, y: 100, width: 140, height: 20))
        #expect(views[1].frame.minX == 80)
    }

    @Test func testAFittingSizeCountsTheArrangementBeforeAndAfterTheFirstLayout() {
        let container = UIView()
        let views = [IntrinsicView(width: 50, height: 20), IntrinsicView(width: 60, height: 30)]
        let stack = UIStackView(arrangedSubviews: views)
        stack.axis = .vertical
        stack.spacing = 5
        stack.translatesAutoresizingMaskIntoConstraints = false
        container.addSubview(stack)
        NSLayoutConstraint.activate([
            stack.leadingAnchor.constraint(equalTo: container.leadingAnchor, constant: 8),
            stack.trailingAnchor.constraint(equalTo: container.trailingAnchor, constant: -8),
            stack.topAnchor.constraint(equalTo: container.topAnchor, constant: 4),
            stack.bottomAnchor.constraint(equalTo: container.bottomAnchor, constant: -4),
        ])

        #expect(container.systemLayoutSizeFitting(UIView.layoutFittingCompressedSize) == CGSize(width: 76, height: 63))

        container.frame = CGRect(x: 0, y: 0, width: 76, height: 63)
        container.layoutIfNeeded()
        stack.spacing = 15
        #expect(container.systemLayoutSizeFitting(UIView.layoutFittingCompressedSize) == CGSize(width: 76, height: 73))
    }
}
