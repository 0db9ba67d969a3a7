import Testing
@_spi(Host) import UIKitCore
import UIKit

@MainActor
struct ConstraintLayoutTests {
    private func container(width: CGFloat = 300, height: CGFloat = 200) -> UIView {
        UIView(frame: CGRect(x: 0, y: 0, width: width, height: height))
    }

    /// A view whose edges are held to the container's layout margins guide, and the guide.
    private func contentPinnedToMargins(of container: UIView) -> (UIView, UILayoutGuide) {
        let content = UIView.constrained(in: container)
        let margins = container.layoutMarginsGuide
        NSLayoutConstraint.activate([
            content.leadingAnchor.constraint(equalTo: margins.leadingAnchor),
            content.trailingAnchor.constraint(equalTo: margins.trailingAnchor),
            content.topAnchor.constraint(equalTo: margins.topAnchor),
            content.bottomAnchor.constraint(equalTo: margins.bottomAnchor),
        ])
        return (content, margins)
    }

    @Test func testCenteredViewOfFixedSizeSitsInTheMiddleOfItsSuperview() {
        let container = container()
        let box = UIView.constrained(in: container)
        NSLayoutConstraint.activate([
            box.centerXAnchor.constraint(equalTo: container.centerXAnchor),
            box.centerYAnchor.constraint(equalTo: container.centerYAnchor),
            box.widthAnchor.constraint(equalToConstant: 100),
            box.heightAnchor.constraint(equalToConstant: 50),
        ])

        container.layoutIfNeeded()

        #expect(box.frame == CGRect(x: 100, y: 75, width: 100, height: 50))
    }

    @Test func testPinnedControlTakesTheMarginsWidthAndItsIntrinsicHeightBelowTheSafeArea() {
        let scene = UIApplication.shared.connectScene(persistentIdentifier: "layout-pinned",
                                                      display: SceneDisplay(width: 390, height: 844, scale: 3, style: .light))
        let window = UIWindow(windowScene: scene)
        let controller = UIViewController()
        window.rootViewController = controller
        window.makeKeyAndVisible()
        let segmentedControl = UIView.constrained(in: controller.view, width: 180, height: 32)
        let safeArea = controller.view.safeAreaLayoutGuide
        let margins = controller.view.layoutMarginsGuide
        NSLayoutConstraint.activate([
            segmentedControl.topAnchor.constraint(equalTo: safeArea.topAnchor, constant: 8),
            segmentedControl.leadingAnchor.constraint(equalTo: margins.leadingAnchor),
            segmentedControl.trailingAnchor.constraint(equalTo: margins.trailingAnchor),
        ])

        _ = scene.finishTurn()

        let safeFrame = safeArea.layoutFrame, marginsFrame = margins.layoutFrame
        #expect(segmentedControl.frame == CGRect(x: marginsFrame.minX, y: safeFrame.minY + 8,
                                                 width: marginsFrame.width, height: 32))
        #expect(marginsFrame.width > 300)
    }

    @Test func testAspectRatioConstraintDerivesTheHeightFromTheWidth() {
        let container = container()
        let image = UIView.constrained(in: container)
        NSLayoutConstraint.activate([
            image.leadingAnchor.constraint(equalTo: container.leadingAnchor, constant: 22),
            image.trailingAnchor.constraint(equalTo: container.trailingAnchor, constant: -22),
            image.topAnchor.constraint(equalTo: container.topAnchor),
            image.heightAnchor.constraint(equalTo: image.widthAnchor, multiplier: 9.0 / 16.0),
        ])

        container.layoutIfNeeded()

        #expect(image.frame == CGRect(x: 22, y: 0, width: 256, height: 144))
    }

    @Test func testMultipliersScaleSizesAndPositionsInTheCommonSuperviewsCoordinates() {
        let container = container(width: 400, height: 200)
        let quarter = UIView.constrained(in: container)
        NSLayoutConstraint.activate([
            quarter.widthAnchor.constraint(equalTo: container.widthAnchor, multiplier: 0.25),
            quarter.heightAnchor.constraint(equalTo: container.heightAnchor, multiplier: 0.5, constant: 10),
            NSLayoutConstraint(item: quarter, attribute: .centerX, relatedBy: .equal, toItem: container,
                               attribute: .centerX, multiplier: 0.5, constant: 0),
            NSLayoutConstraint(item: quarter, attribute: .bottom, relatedBy: .equal, toItem: container,
                               attribute: .bottom, multiplier: 1, constant: 0),
        ])

        container.layoutIfNeeded()

        #expect(quarter.frame == CGRect(x: 50, y: 90, width: 100, height: 110))
    }

    @Test func testLayoutMarginsGuideIsTheBoundsInsetByTheDefaultEightPointMargins() {
        let container = container()
        let (content, margins) = contentPinnedToMargins(of: container)

        container.layoutIfNeeded()

        #expect(margins.layoutFrame == CGRect(x: 8, y: 8, width: 284, height: 184))
        #expect(content.frame == CGRect(x: 8, y: 8, width: 284, height: 184))
    }

    @Test func testLayoutMarginsGuideFollowsNewUnequalMarginsOnEveryEdge() {
        let container = container()
        let (content, margins) = contentPinnedToMargins(of: container)
        container.layoutIfNeeded()

        container.layoutMargins = UIEdgeInsets(top: 1, left: 2, bottom: 3, right: 4)
        container.layoutIfNeeded()

        #expect(margins.layoutFrame == CGRect(x: 2, y: 1, width: 294, height: 196))
        #expect(content.frame == CGRect(x: 2, y: 1, width: 294, height: 196))
    }

    @Test func testMarginAttributesMatchTheLayoutMarginsGuide() {
        let container = container()
        let content = UIView.constrained(in: container)
        NSLayoutConstraint.activate([
            NSLayoutConstraint(item: content, attribute: .leading, relatedBy: .equal, toItem: container,
                               attribute: .leadingMargin, multiplier: 1, constant: 0),
            NSLayoutConstraint(item: content, attribute: .trailing, relatedBy: .equal, toItem: container,
                               attribute: .trailingMargin, multiplier: 1, constant: 0),
            NSLayoutConstraint(item: content, attribute: .centerY, relatedBy: .equal, toItem: container,
                               attribute: .centerYWithinMargins, multiplier: 1, constant: 0),
            content.heightAnchor.constraint(equalToConstant: 20),
        ])

        container.layoutIfNeeded()

        #expect(content.frame == CGRect(x: 8, y: 90, width: 284, height: 20))
    }

    @Test func testSafeAreaGuideOfAViewOutsideAWindowIsItsBounds() {
        let container = container()
        let content = UIView.constrained(in: container)
        let safeArea = container.safeAreaLayoutGuide
        NSLayoutConstraint.activate([
            content.leadingAnchor.constraint(equalTo: safeArea.leadingAnchor),
            content.trailingAnchor.constraint(equalTo: safeArea.trailingAnchor),
            content.topAnchor.constraint(equalTo: safeArea.topAnchor),
            content.bottomAnchor.constraint(equalTo: safeArea.bottomAnchor),
        ])

        container.layoutIfNeeded()

        #expect(safeArea.layoutFrame == container.bounds)
        #expect(content.frame == container.bounds)
    }

    @Test func testConstraintsBetweenCousinsAreSolvedInTheirCommonAncestorsCoordinates() {
        let container = container(width: 400, height: 400)
        let left = UIView(frame: CGRect(x: 10, y: 20, width: 100, height: 100))
        let right = UIView(frame: CGRect(x: 200, y: 50, width: 150, height: 150))
        container.addSubview(left)
        container.addSubview(right)
        let anchor = UIView.constrained(in: left)
        let follower = UIView.constrained(in: right)
        NSLayoutConstraint.activate([
            anchor.leadingAnchor.constraint(equalTo: left.leadingAnchor, constant: 5),
            anchor.topAnchor.constraint(equalTo: left.topAnchor, constant: 5),
            anchor.widthAnchor.constraint(equalToConstant: 50),
            anchor.heightAnchor.constraint(equalToConstant: 50),
            follower.topAnchor.constraint(equalTo: anchor.bottomAnchor, constant: 10),
            follower.leadingAnchor.constraint(equalTo: right.leadingAnchor),
            follower.widthAnchor.constraint(equalTo: anchor.widthAnchor),
            follower.heightAnchor.constraint(equalTo: anchor.heightAnchor),
        ])

        container.layoutIfNeeded()

        // anchor's bottom is at 20 + 5 + 50 = 75 in the container; right's top is at 50.
        #expect(anchor.frame == CGRect(x: 5, y: 5, width: 50, height: 50))
        #expect(follower.frame == CGRect(x: 0, y: 35, width: 50, height: 50))
    }

    @Test func testChangingAConstantMovesTheViewAtTheNextLayout() {
        let container = container()
        let box = UIView.constrained(in: container)
        let leading = box.leadingAnchor.constraint(equalTo: container.leadingAnchor, constant: 10)
        NSLayoutConstraint.activate([
            leading, box.topAnchor.constraint(equalTo: container.topAnchor),
            box.widthAnchor.constraint(equalToConstant: 40), box.heightAnchor.constraint(equalToConstant: 40),
        ])
        container.layoutIfNeeded()

        leading.constant = 60
        #expect(box.frame.minX == 10)
        container.layoutIfNeeded()

        #expect(box.frame == CGRect(x: 60, y: 0, width: 40, height: 40))
    }

    @Test func testResizingTheWindowLaysTheConstrainedViewsOutAgain() {
        let scene = UIApplication.shared.connectScene(persistentIdentifier: "layout-resize",
                                                      display: SceneDisplay(width: 390, height: 844, scale: 2, style: .light))
        let window = UIWindow(windowScene: scene)
        let controller = UIViewController()
        window.rootViewController = controller
        window.makeKeyAndVisible()
        let banner = UIView.constrained(in: controller.view)
        NSLayoutConstraint.activate([
            banner.leadingAnchor.constraint(equalTo: controller.view.leadingAnchor, constant: 20),
            banner.trailingAnchor.constraint(equalTo: controller.view.trailingAnchor, constant: -20),
            banner.bottomAnchor.constraint(equalTo: controller.view.bottomAnchor, constant: -10),
            banner.heightAnchor.constraint(equalToConstant: 60),
        ])
        _ = scene.finishTurn()
        #expect(banner.frame == CGRect(x: 20, y: 774, width: 350, height: 60))

        window.frame = CGRect(x: 0, y: 0, width: 844, height: 390)
        _ = scene.finishTurn()

        #expect(controller.view.frame == CGRect(x: 0, y: 0, width: 844, height: 390))
        #expect(banner.frame == CGRect(x: 20, y: 320, width: 804, height: 60))
    }

    @Test func testFramesSnapToThePixelGridOfTheScreen() {
        let scene = UIApplication.shared.connectScene(persistentIdentifier: "layout-pixels",
                                                      display: SceneDisplay(width: 100, height: 100, scale: 2, style: .light))
        let window = UIWindow(windowScene: scene)
        window.makeKeyAndVisible()
        let thirds = (0..<3).map { _ in UIView.constrained(in: window) }
        var constraints = [thirds[0].leadingAnchor.constraint(equalTo: window.leadingAnchor),
                           thirds[2].trailingAnchor.constraint(equalTo: window.trailingAnchor)]
        for (index, view) in thirds.enumerated() {
            constraints += [view.topAnchor.constraint(equalTo: window.topAnchor),
                            view.heightAnchor.constraint(equalToConstant: 10.3),
                            view.widthAnchor.constraint(equalTo: thirds[0].widthAnchor)]
            if index > 0 { constraints.append(view.leadingAnchor.constraint(equalTo: thirds[index - 1].trailingAnchor)) }
        }
        NSLayoutConstraint.activate(constraints)

        _ = scene.finishTurn()

        let scale = window.screen!.scale
        for view in thirds {
            for edge in [view.frame.minX, view.frame.maxX, view.frame.minY, view.frame.maxY] {
                #expect((edge * scale).rounded() == edge * scale)
            }
        }
        #expect(thirds[0].frame.maxX == thirds[1].frame.minX)
        #expect(thirds[1].frame.maxX == thirds[2].frame.minX)
        #expect(thirds[2].frame.maxX == 100)
        #expect(thirds[0].frame == CGRect(x: 0, y: 0, width: 33.5, height: 10.5))
        #expect(thirds[1].frame == CGRect(x: 33.5, y: 0, width: 33, height: 10.5))
    }

    @Test func testAnchorWithOffsetMakesADimensionOfTheDistanceBetweenTwoAnchors() {
        let container = container(width: 300, height: 100)
        let first = UIView.constrained(in: container)
        let second = UIView.constrained(in: container)
        let middle = UIView.constrained(in: container)
        NSLayoutConstraint.activate([
            first.leadingAnchor.constraint(equalTo: container.leadingAnchor),
            first.widthAnchor.constraint(equalToConstant: 50),
            second.trailingAnchor.constraint(equalTo: container.trailingAnchor),
            second.widthAnchor.constraint(equalToConstant: 50),
            middle.widthAnchor.constraint(equalTo: first.trailingAnchor.anchorWithOffset(to: second.leadingAnchor), multiplier: 0.5),
            middle.centerXAnchor.constraint(equalTo: container.centerXAnchor),
        ] + [first, second, middle].flatMap { [$0.topAnchor.constraint(equalTo: container.topAnchor),
                                              $0.heightAnchor.constraint(equalToConstant: 10)] })

        container.layoutIfNeeded()

        #expect(middle.frame == CGRect(x: 100, y: 0, width: 100, height: 10))
    }

    @Test func testSystemSpacingPutsSiblingsEightPointsApart() {
        let container = container()
        let first = UIView.constrained(in: container, width: 40, height: 20)
        let second = UIView.constrained(in: container, width: 40, height: 20)
        NSLayoutConstraint.activate([
            first.leadingAnchor.constraint(equalTo: container.leadingAnchor),
            first.topAnchor.constraint(equalTo: container.topAnchor),
            second.leadingAnchor.constraint(equalToSystemSpacingAfter: first.trailingAnchor, multiplier: 2),
            second.topAnchor.constraint(equalToSystemSpacingBelow: first.bottomAnchor, multiplier: 1),
        ])

        container.layoutIfNeeded()

        #expect(second.frame == CGRect(x: 56, y: 28, width: 40, height: 20))
    }

    @Test func testLayoutGuideStandsForEmptySpaceBetweenViews() {
        let container = container(width: 300, height: 100)
        let left = UIView.constrained(in: container, width: 60, height: 20)
        let right = UIView.constrained(in: container, width: 60, height: 20)
        let gap = UILayoutGuide()
        container.addLayoutGuide(gap)
        NSLayoutConstraint.activate([
            left.leadingAnchor.constraint(equalTo: container.leadingAnchor),
            right.trailingAnchor.constraint(equalTo: container.trailingAnchor),
            gap.leadingAnchor.constraint(equalTo: left.trailingAnchor),
            gap.trailingAnchor.constraint(equalTo: right.leadingAnchor),
            gap.topAnchor.constraint(equalTo: container.topAnchor),
            gap.heightAnchor.constraint(equalToConstant: 1),
            left.centerYAnchor.constraint(equalTo: gap.centerYAnchor),
            right.centerYAnchor.constraint(equalTo: gap.centerYAnchor),
        ])

        container.layoutIfNeeded()

        #expect(container.layoutGuides.count == 1)
        #expect(gap.owningView === container)
        #expect(gap.layoutFrame == CGRect(x: 60, y: 0, width: 180, height: 1))
        #expect(left.frame == CGRect(x: 0, y: -9.5, width: 60, height: 20))
    }

    @Test func testAlignmentRectInsetsLetConstraintsPositionTheContentRatherThanTheFrame() {
        final class ShadowedView: UIView {
            override var alignmentRectInsets: UIEdgeInsets { UIEdgeInsets(top: 0, left: 4, bottom: 6, right: 4) }
        }
        let container = container()
        let card = ShadowedView()
        card.translatesAutoresizingMaskIntoConstraints = false
        container.addSubview(card)
        NSLayoutConstraint.activate([
            card.leadingAnchor.constraint(equalTo: container.leadingAnchor, constant: 10),
            card.topAnchor.constraint(equalTo: container.topAnchor, constant: 10),
            card.widthAnchor.constraint(equalToConstant: 100),
            card.heightAnchor.constraint(equalToConstant: 50),
        ])

        container.layoutIfNeeded()

        #expect(card.frame == CGRect(x: 6, y: 10, width: 108, height: 56))
        #expect(card.alignmentRect(forFrame: card.frame) == CGRect(x: 10, y: 10, width: 100, height: 50))
    }

    @Test func testBaselinesComeFromTheBaselineViewsEdges() {
        final class CaptionedView: UIView {
            let caption = UIView(frame: CGRect(x: 0, y: 10, width: 50, height: 20))
            override init(frame: CGRect) {
                super.init(frame: frame)
                addSubview(caption)
            }
            required init?(coder: NSCoder) { nil }
            override var forFirstBaselineLayout: UIView { caption }
            override var forLastBaselineLayout: UIView { caption }
        }
        let container = container()
        let captioned = CaptionedView()
        captioned.translatesAutoresizingMaskIntoConstraints = false
        container.addSubview(captioned)
        let plain = UIView.constrained(in: container, width: 30, height: 30)
        NSLayoutConstraint.activate([
            captioned.topAnchor.constraint(equalTo: container.topAnchor),
            captioned.leadingAnchor.constraint(equalTo: container.leadingAnchor),
            captioned.widthAnchor.constraint(equalToConstant: 50),
            captioned.heightAnchor.constraint(equalToConstant: 40),
            plain.leadingAnchor.constraint(equalTo: captioned.trailingAnchor),
            plain.lastBaselineAnchor.constraint(equalTo: captioned.lastBaselineAnchor),
        ])

        container.layoutIfNeeded()

        // The caption's bottom, 30, is the captioned view's last baseline; a plain view's is its bottom.
        #expect(plain.frame == CGRect(x: 50, y: 0, width: 30, height: 30))
    }
}
