import Testing
@_spi(Host) import UIKitCore
import UIKit

@MainActor
struct ConstraintActivationTests {
    @Test func testActivatingInstallsTheConstraintOnTheNearestCommonAncestor() {
        let container = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        let a = UIView.constrained(in: container)
        let b = UIView.constrained(in: container)
        let between = a.trailingAnchor.constraint(equalTo: b.leadingAnchor)
        let width = a.widthAnchor.constraint(equalToConstant: 10)
        #expect(!between.isActive)

        NSLayoutConstraint.activate([between, width])

        #expect(between.isActive && width.isActive)
        #expect(container.constraints.contains(between))
        #expect(a.constraints == [width])
        #expect(b.constraints.isEmpty)

        NSLayoutConstraint.deactivate([between])
        #expect(!between.isActive)
        #expect(!container.constraints.contains(between))
    }

    @Test func testShouldBeArchivedIsFalseByDefaultAndIndependentOfActivation() {
        let container = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        let view = UIView.constrained(in: container)
        let width = view.widthAnchor.constraint(equalToConstant: 10)
        #expect(!width.shouldBeArchived)

        width.shouldBeArchived = true
        width.isActive = true
        #expect(width.shouldBeArchived && width.isActive)
        width.isActive = false
        #expect(width.shouldBeArchived && !width.isActive)
        width.shouldBeArchived = false
        width.isActive = true
        #expect(!width.shouldBeArchived && width.isActive)
    }

    @Test func testAnchorsDescribeTheirConstraintsItemsAndAttributes() {
        let container = UIView()
        let view = UIView.constrained(in: container)
        let constraint = view.widthAnchor.constraint(equalTo: container.widthAnchor, multiplier: 0.5, constant: -4)

        #expect(constraint.firstItem === view)
        #expect(constraint.firstAttribute == .width)
        #expect(constraint.secondItem === container)
        #expect(constraint.secondAttribute == .width)
        #expect(constraint.relation == .equal)
        #expect(constraint.multiplier == 0.5)
        #expect(constraint.constant == -4)
        #expect(view.widthAnchor === view.widthAnchor)
        #expect(view.widthAnchor.item === view)
        #expect(constraint.description.contains(".width == 0.5*"))
        #expect(constraint.description.hasSuffix(".width - 4   (inactive)>"))
    }

    @Test func testEachAnchorOfAViewOrGuideIsOneObjectForItsAttribute() {
        let view = UIView()
        let guide = UILayoutGuide()
        view.addLayoutGuide(guide)
        // Made in one order and asked again in another, each anchor is the object made first,
        // and names its own item and attribute.
        let xAnchors: [(NSLayoutConstraint.Attribute, AnyObject, NSLayoutXAxisAnchor)] = [
            (.leading, view, view.leadingAnchor), (.trailing, view, view.trailingAnchor),
            (.left, view, view.leftAnchor), (.right, view, view.rightAnchor), (.centerX, view, view.centerXAnchor),
            (.leading, guide, guide.leadingAnchor), (.centerX, guide, guide.centerXAnchor),
        ]
        let yAnchors: [(NSLayoutConstraint.Attribute, AnyObject, NSLayoutYAxisAnchor)] = [
            (.top, view, view.topAnchor), (.bottom, view, view.bottomAnchor), (.centerY, view, view.centerYAnchor),
            (.firstBaseline, view, view.firstBaselineAnchor), (.lastBaseline, view, view.lastBaselineAnchor),
            (.bottom, guide, guide.bottomAnchor), (.top, guide, guide.topAnchor),
        ]
        let dimensions: [(NSLayoutConstraint.Attribute, AnyObject, NSLayoutDimension)] = [
            (.width, view, view.widthAnchor), (.height, view, view.heightAnchor),
            (.height, guide, guide.heightAnchor), (.width, guide, guide.widthAnchor),
        ]
        #expect(view.lastBaselineAnchor === yAnchors[4].2)
        #expect(view.leadingAnchor === xAnchors[0].2)
        #expect(view.centerXAnchor === xAnchors[4].2)
        #expect(view.heightAnchor === dimensions[1].2)
        #expect(guide.topAnchor === yAnchors[6].2)
        #expect(guide.centerXAnchor === xAnchors[6].2)
        let all: [AnyObject] = xAnchors.map(\.2) + yAnchors.map(\.2) + dimensions.map(\.2)
        #expect(Set(all.map(ObjectIdentifier.init)).count == all.count)
        for (attribute, item, anchor) in xAnchors {
            let constraint = anchor.constraint(equalTo: anchor)
            #expect(constraint.firstItem === item && constraint.firstAttribute == attribute)
        }
        for (attribute, item, anchor) in yAnchors {
            let constraint = anchor.constraint(equalTo: anchor)
            #expect(constraint.firstItem === item && constraint.firstAttribute == attribute)
        }
        for (attribute, item, anchor) in dimensions {
            let constraint = anchor.constraint(equalToConstant: 10)
            #expect(constraint.firstItem === item && constraint.firstAttribute == attribute)
        }
    }

    @Test func testAddConstraintInstallsTheConstraintOnTheGivenView() {
        let outer = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        let inner = UIView(frame: outer.bounds)
        outer.addSubview(inner)
        let view = UIView.constrained(in: inner)
        let constraint = view.leadingAnchor.constraint(equalTo: inner.leadingAnchor, constant: 7)

        outer.addConstraint(constraint)
        outer.addConstraints([view.topAnchor.constraint(equalTo: inner.topAnchor), view.widthAnchor.constraint(equalToConstant: 5),
                              view.heightAnchor.constraint(equalToConstant: 5)])
        outer.layoutIfNeeded()

        #expect(outer.constraints.count == 4)
        #expect(inner.constraints.isEmpty)
        #expect(view.frame == CGRect(x: 7, y: 0, width: 5, height: 5))

        outer.removeConstraint(constraint)
        #expect(!constraint.isActive)
    }

    @Test func testRemovingAViewFromItsSuperviewDeactivatesTheConstraintsThatReferToItFromOutside() {
        let container = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        let card = UIView.constrained(in: container)
        let title = UIView.constrained(in: card)
        let outside = card.leadingAnchor.constraint(equalTo: container.leadingAnchor)
        let inside = title.leadingAnchor.constraint(equalTo: card.leadingAnchor)
        NSLayoutConstraint.activate([outside, inside])

        card.removeFromSuperview()

        #expect(!outside.isActive)
        #expect(inside.isActive)
        #expect(container.constraints.isEmpty)
        #expect(card.constraints == [inside])
    }

    @Test func testRemovingAViewDeactivatesExactlyTheOutsideConstraintsStillNamingIt() {
        let container = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        let card = UIView.constrained(in: container)
        let other = UIView.constrained(in: container)
        // One constraint names the card, then none, then one again, then four.
        let leading = card.leadingAnchor.constraint(equalTo: container.leadingAnchor)
        leading.isActive = true
        leading.isActive = false
        leading.isActive = true
        let top = card.topAnchor.constraint(equalTo: other.bottomAnchor)
        let width = card.widthAnchor.constraint(equalToConstant: 50)
        let height = card.heightAnchor.constraint(equalTo: other.heightAnchor)
        NSLayoutConstraint.activate([top, width, height])
        // Back to fewer: the first and a middle one go.
        NSLayoutConstraint.deactivate([leading, top])
        let trailing = card.trailingAnchor.constraint(equalTo: container.trailingAnchor, constant: -10)
        trailing.isActive = true
        container.layoutIfNeeded()
        #expect(card.frame.maxX == 190 && card.frame.width == 50)

        card.removeFromSuperview()

        #expect(!trailing.isActive && !height.isActive, "they name the card and a view outside it")
        #expect(width.isActive, "the card holds its own width")
        #expect(!leading.isActive && !top.isActive)
        #expect(container.constraints.isEmpty)
        #expect(card.constraints == [width])
    }

    @Test func testConstraintBetweenViewsOfDifferentHierarchiesIsNotActivated() {
        let a = UIView(), b = UIView()
        let constraint = a.leadingAnchor.constraint(equalTo: b.leadingAnchor)
        var log: [String] = []
        let previous = LayoutConstraintsLog.handler
        LayoutConstraintsLog.handler = { log.append($0) }
        defer { LayoutConstraintsLog.handler = previous }

        constraint.isActive = true

        #expect(!constraint.isActive)
        #expect(log.first?.contains("because they have no common ancestor") == true)
    }

    @Test func testViewsThatTranslateTheirAutoresizingMaskStayWhereTheirFrameIsAndOthersFollow() {
        let scene = UIApplication.shared.connectScene(persistentIdentifier: "activation-frames",
                                                      display: SceneDisplay(width: 200, height: 200, scale: 2, style: .light))
        let window = UIWindow(windowScene: scene)
        window.makeKeyAndVisible()
        let framed = UIView(frame: CGRect(x: 10, y: 10, width: 50, height: 50))
        window.addSubview(framed)
        let follower = UIView.constrained(in: window, width: 20, height: 20)
        NSLayoutConstraint.activate([
            follower.leadingAnchor.constraint(equalTo: framed.trailingAnchor, constant: 5),
            follower.topAnchor.constraint(equalTo: framed.topAnchor),
        ])
        _ = scene.finishTurn()
        #expect(framed.translatesAutoresizingMaskIntoConstraints)
        #expect(follower.frame == CGRect(x: 65, y: 10, width: 20, height: 20))

        framed.frame = CGRect(x: 100, y: 30, width: 40, height: 40)
        _ = scene.finishTurn()

        #expect(framed.frame == CGRect(x: 100, y: 30, width: 40, height: 40))
        #expect(follower.frame == CGRect(x: 145, y: 30, width: 20, height: 20))
    }

    @Test func testAutoresizingConstraintsFollowTheMaskWhenTheSuperviewIsSizedByConstraints() {
        let container = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 200))
        let panel = UIView.constrained(in: container)
        let fill = UIView(frame: CGRect(x: 0, y: 0, width: 0, height: 0))
        fill.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        panel.addSubview(fill)
        let marker = UIView.constrained(in: container, width: 10, height: 10)
        NSLayoutConstraint.activate([
            panel.leadingAnchor.constraint(equalTo: container.leadingAnchor),
            panel.topAnchor.constraint(equalTo: container.topAnchor),
            panel.widthAnchor.constraint(equalToConstant: 120),
            panel.heightAnchor.constraint(equalToConstant: 80),
            marker.leadingAnchor.constraint(equalTo: fill.trailingAnchor),
            marker.topAnchor.constraint(equalTo: fill.bottomAnchor),
        ])

        container.layoutIfNeeded()

        #expect(fill.frame == CGRect(x: 0, y: 0, width: 120, height: 80))
        #expect(marker.frame == CGRect(x: 120, y: 80, width: 10, height: 10))
    }

    @Test func testViewPositionedByConstraintsWithoutAnyHasNoSize() {
        let container = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        let forgotten = UIView(frame: CGRect(x: 10, y: 10, width: 50, height: 50))
        container.addSubview(forgotten)

        forgotten.translatesAutoresizingMaskIntoConstraints = false
        container.layoutIfNeeded()

        #expect(forgotten.frame.size == .zero)
    }

    @Test func testDeactivatingOneOfTwoConstraintsNamingAGuideLeavesTheOtherAffectingItsView() {
        let container = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        let a = UIView.constrained(in: container)
        let b = UIView.constrained(in: container)
        let aligned = a.leadingAnchor.constraint(equalTo: b.layoutMarginsGuide.leadingAnchor)
        // Names b twice: once itself, once through its margins guide.
        let sized = b.widthAnchor.constraint(equalTo: b.layoutMarginsGuide.widthAnchor, constant: 16)
        NSLayoutConstraint.activate([aligned, sized])
        NSLayoutConstraint.deactivate([sized])
        NSLayoutConstraint.activate([sized])

        NSLayoutConstraint.deactivate([aligned])

        let affecting = b.constraintsAffectingLayout(for: .horizontal)
        #expect(affecting.contains(sized))
        #expect(!affecting.contains(aligned))
        #expect(!a.constraintsAffectingLayout(for: .horizontal).contains(aligned))
        #expect(b.constraints == [sized])
    }
}
