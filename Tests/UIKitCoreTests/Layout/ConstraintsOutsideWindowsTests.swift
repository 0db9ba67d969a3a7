import Testing
@_spi(Host) import UIKitCore
import UIKit

/// Constraints activated in hierarchies outside windows, as apps build them: a stack view's rows
/// before the stack view joins the screen, a container's subviews before the container is shown.
/// They are active from the start, and lay their views out when the hierarchy is laid out, on its
/// own or in the window it joins.
@MainActor
struct ConstraintsOutsideWindowsTests {
    /// A controller's view in a window 390 × 844, laid out once.
    private func shownController(_ name: String) -> (UIWindowScene, UIViewController) {
        let (scene, _, controller) = sceneShowingController(name)
        _ = scene.finishTurn()
        return (scene, controller)
    }

    /// Pins `view` to the top, leading and trailing edges of `container`.
    private func pinToTop(_ view: UIView, of container: UIView) {
        view.translatesAutoresizingMaskIntoConstraints = false
        container.addSubview(view)
        NSLayoutConstraint.activate([
            view.topAnchor.constraint(equalTo: container.topAnchor),
            view.leadingAnchor.constraint(equalTo: container.leadingAnchor),
            view.trailingAnchor.constraint(equalTo: container.trailingAnchor),
        ])
    }

    @Test func rowsBuiltOnTheirOwnAreLaidOutWhenTheirGridJoinsTheScreen() {
        let (scene, controller) = shownController("outside-grid")
        var cells: [[UIView]] = []
        let grid = UIStackView()
        grid.axis = .vertical
        grid.spacing = 8
        for _ in 0..<3 {
            let pair = [IntrinsicView(width: 40, height: 20), IntrinsicView(width: 60, height: 20)]
            let row = UIStackView(arrangedSubviews: pair)
            row.distribution = .fillEqually
            row.spacing = 10
            let height = row.heightAnchor.constraint(equalToConstant: 44)
            height.priority = .defaultHigh
            height.isActive = true
            #expect(height.isActive && row.constraints.contains(height))
            grid.addArrangedSubview(row)
            cells.append(pair)
        }
        pinToTop(grid, of: controller.view)
        _ = scene.finishTurn()

        #expect(grid.frame == CGRect(x: 0, y: 0, width: 390, height: 3 * 44 + 2 * 8))
        for (index, pair) in cells.enumerated() {
            #expect(pair[0].superview?.frame == CGRect(x: 0, y: CGFloat(index) * 52, width: 390, height: 44))
            #expect(pair[0].frame == CGRect(x: 0, y: 0, width: 190, height: 44))
            #expect(pair[1].frame == CGRect(x: 200, y: 0, width: 190, height: 44))
        }
    }

    @Test func aHierarchyOutsideWindowsIsLaidOutByItsConstraintsWhenItLaysItselfOut() {
        let container = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
        let child = UIView.constrained(in: container)
        let constraints = [
            child.centerXAnchor.constraint(equalTo: container.centerXAnchor),
            child.topAnchor.constraint(equalTo: container.topAnchor, constant: 10),
            child.widthAnchor.constraint(equalToConstant: 50),
            child.heightAnchor.constraint(equalTo: container.heightAnchor, multiplier: 0.5),
        ]
        NSLayoutConstraint.activate(constraints)
        let allActive = constraints.allSatisfy { $0.isActive }
        #expect(allActive)
        #expect(container.constraints.count == 3 && child.constraints.count == 1)

        container.layoutIfNeeded()

        #expect(child.frame == CGRect(x: 75, y: 10, width: 50, height: 50))
    }

    @Test func aConstraintDeactivatedOrChangedBeforeTheHierarchyJoinsAWindowJoinsAsItIsThen() {
        let (scene, controller) = shownController("outside-changed")
        let card = UIView()
        let badge = UIView.constrained(in: card)
        let dropped = badge.widthAnchor.constraint(equalToConstant: 100)
        let moved = badge.heightAnchor.constraint(equalToConstant: 10)
        NSLayoutConstraint.activate([
            badge.topAnchor.constraint(equalTo: card.topAnchor),
            badge.leadingAnchor.constraint(equalTo: card.leadingAnchor),
            badge.bottomAnchor.constraint(equalTo: card.bottomAnchor),
            dropped,
            badge.widthAnchor.constraint(equalToConstant: 30),
            moved,
        ])
        dropped.isActive = false
        moved.constant = 24
        #expect(!dropped.isActive && !badge.constraints.contains(dropped))

        let log = capturingLayoutLog {
            pinToTop(card, of: controller.view)
            _ = scene.finishTurn()
        }

        #expect(log.isEmpty, "the deactivated width conflicts with nothing: \(log)")
        #expect(badge.frame == CGRect(x: 0, y: 0, width: 30, height: 24))
        #expect(card.frame == CGRect(x: 0, y: 0, width: 390, height: 24))
    }

    @Test func ofTwoConflictingConstraintsMadeOutsideWindowsTheOneActivatedLaterIsBroken() {
        let (scene, controller) = shownController("outside-conflict")
        // The older constraint is held deeper in the hierarchy than the newer one.
        let outer = UIView(), inner = UIView()
        let box = UIView.constrained(in: inner)
        inner.translatesAutoresizingMaskIntoConstraints = false
        outer.addSubview(inner)
        let older = box.widthAnchor.constraint(equalToConstant: 100)
        older.isActive = true
        let newer = box.widthAnchor.constraint(equalToConstant: 200)
        outer.addConstraint(newer)
        #expect(outer.constraints.contains(newer) && box.constraints.contains(older))
        NSLayoutConstraint.activate([
            box.topAnchor.constraint(equalTo: inner.topAnchor),
            box.leadingAnchor.constraint(equalTo: inner.leadingAnchor),
            box.heightAnchor.constraint(equalToConstant: 10),
            inner.topAnchor.constraint(equalTo: outer.topAnchor),
            inner.leadingAnchor.constraint(equalTo: outer.leadingAnchor),
        ])

        let log = capturingLayoutLog {
            pinToTop(outer, of: controller.view)
            _ = scene.finishTurn()
        }

        #expect(box.frame.width == 100)
        #expect(log.count == 1 && log.first?.contains("Will attempt to recover by breaking constraint") == true)
        let broken = log.first?.components(separatedBy: "by breaking constraint").last ?? ""
        #expect(broken.contains("== 200") && !broken.contains("== 100"), "the newer constraint is the one broken: \(log)")
    }

    /// Builds an outer view holding a box whose width two optional constraints of one priority
    /// disagree on: any width between them is as good. The older is held by the box, deeper
    /// than the newer, which the outer view holds.
    private func ambiguousBox(in controller: UIViewController, joiningFirst: Bool) -> UIView {
        let outer = UIView()
        if joiningFirst { pinToTop(outer, of: controller.view) }
        let box = UIView.constrained(in: outer)
        NSLayoutConstraint.activate([
            box.topAnchor.constraint(equalTo: outer.topAnchor),
            box.leadingAnchor.constraint(equalTo: outer.leadingAnchor),
            box.bottomAnchor.constraint(equalTo: outer.bottomAnchor),
            box.heightAnchor.constraint(equalToConstant: 10),
        ])
        let narrow = box.widthAnchor.constraint(equalToConstant: 100)
        narrow.priority = .defaultLow
        narrow.isActive = true
        let wide = box.widthAnchor.constraint(equalTo: outer.widthAnchor, multiplier: 0.5)
        wide.priority = .defaultLow
        wide.isActive = true
        if !joiningFirst { pinToTop(outer, of: controller.view) }
        return box
    }

    @Test func aHierarchyBuiltOutsideWindowsLaysOutAsTheSameOneBuiltInTheWindow() {
        let (insideScene, inside) = shownController("outside-order-inside")
        let (outsideScene, outside) = shownController("outside-order-outside")
        let builtInside = ambiguousBox(in: inside, joiningFirst: true)
        let builtOutside = ambiguousBox(in: outside, joiningFirst: false)
        _ = insideScene.finishTurn()
        _ = outsideScene.finishTurn()

        #expect(builtInside.frame.width >= 100 && builtInside.frame.width <= 195)
        #expect(builtOutside.frame == builtInside.frame)
    }

    @Test(arguments: [true, false])
    func aViewTakenOutOfAHierarchyOutsideWindowsBringsItsConstraintsWithIt(removingFirst: Bool) {
        let (scene, controller) = shownController("outside-moved")
        let draft = UIView()
        let chip = UIView.constrained(in: draft)
        NSLayoutConstraint.activate([
            chip.widthAnchor.constraint(equalToConstant: 64),
            chip.heightAnchor.constraint(equalToConstant: 28),
            chip.topAnchor.constraint(equalTo: draft.topAnchor),
        ])
        if removingFirst { chip.removeFromSuperview() }
        controller.view.addSubview(chip)
        NSLayoutConstraint.activate([
            chip.centerXAnchor.constraint(equalTo: controller.view.centerXAnchor),
            chip.centerYAnchor.constraint(equalTo: controller.view.centerYAnchor),
        ])
        _ = scene.finishTurn()

        #expect(chip.frame == CGRect(x: 163, y: 408, width: 64, height: 28))
    }

    @Test func constraintsMadeInAHierarchyThatJoinsAnotherOutsideWindowsLayOutWhenThatOneIsShown() {
        let (scene, controller) = shownController("outside-nested")
        // Frames place the panel and the card; only the dot is positioned by constraints.
        let panel = UIView(frame: CGRect(x: 10, y: 20, width: 200, height: 100))
        let card = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
        let dot = UIView.constrained(in: card)
        NSLayoutConstraint.activate([
            dot.widthAnchor.constraint(equalToConstant: 12),
            dot.heightAnchor.constraint(equalToConstant: 12),
            dot.trailingAnchor.constraint(equalTo: card.trailingAnchor),
            dot.topAnchor.constraint(equalTo: card.topAnchor, constant: 4),
        ])
        panel.addSubview(card)
        controller.view.addSubview(panel)
        _ = scene.finishTurn()

        #expect(dot.frame == CGRect(x: 188, y: 4, width: 12, height: 12))
    }

    @Test func aConstraintMadeOnAViewThatCameBackFromAWindowIntoAWaitingHierarchyGoesInOnce() {
        let (scene, controller) = shownController("outside-returning")
        // Laid out in the window by a constraint of its own, then taken out of it.
        let tile = UIView.constrained(in: controller.view)
        tile.heightAnchor.constraint(equalToConstant: 40).isActive = true
        _ = scene.finishTurn()
        tile.removeFromSuperview()
        let tray = UIView()
        let spacer = UIView.constrained(in: tray)
        spacer.heightAnchor.constraint(equalToConstant: 5).isActive = true
        tray.addSubview(tile)
        let width = tile.widthAnchor.constraint(equalToConstant: 60)
        width.isActive = true
        NSLayoutConstraint.activate([
            tile.topAnchor.constraint(equalTo: tray.topAnchor),
            tile.leadingAnchor.constraint(equalTo: tray.leadingAnchor, constant: 30),
        ])
        pinToTop(tray, of: controller.view)
        _ = scene.finishTurn()
        #expect(tile.frame == CGRect(x: 30, y: 0, width: 60, height: 40))

        let log = capturingLayoutLog {
            width.isActive = false
            tile.widthAnchor.constraint(equalToConstant: 20).isActive = true
            _ = scene.finishTurn()
        }
        #expect(log.isEmpty, "the deactivated width is gone from the engine: \(log)")
        #expect(tile.frame == CGRect(x: 30, y: 0, width: 20, height: 40))
    }

    @Test func aViewPositionedByConstraintsWithNoneOfItsOwnTakesItsIntrinsicSizeInTheWindowItJoins() {
        let (scene, controller) = shownController("outside-intrinsic")
        let holder = UIView(frame: CGRect(x: 20, y: 40, width: 200, height: 100))
        let label = IntrinsicView(width: 30, height: 20)
        holder.addSubview(label)
        label.translatesAutoresizingMaskIntoConstraints = false
        controller.view.addSubview(holder)
        _ = scene.finishTurn()

        #expect(label.frame.size == CGSize(width: 30, height: 20))
    }

    @Test func aStackViewOutsideWindowsMeasuresItsArrangedViews() {
        let stack = UIStackView(arrangedSubviews: [IntrinsicView(width: 40, height: 20), IntrinsicView(width: 60, height: 30)])
        stack.spacing = 5
        let size = stack.systemLayoutSizeFitting(UIView.layoutFittingCompressedSize)
        #expect(size == CGSize(width: 105, height: 30))
    }
}
