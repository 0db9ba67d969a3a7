import Testing
import UIKit

@MainActor
struct AutoLayoutDebuggingTests {
    @Test func testViewWithoutAHeightHasAnAmbiguousLayoutUntilItGetsOne() {
        let container = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        let view = UIView.constrained(in: container)
        NSLayoutConstraint.activate([
            view.leadingAnchor.constraint(equalTo: container.leadingAnchor),
            view.topAnchor.constraint(equalTo: container.topAnchor),
            view.widthAnchor.constraint(equalToConstant: 50),
        ])
        container.layoutIfNeeded()

        #expect(view.hasAmbiguousLayout)
        #expect(view.heightAnchor.hasAmbiguousLayout)
        #expect(!view.widthAnchor.hasAmbiguousLayout)

        view.heightAnchor.constraint(equalToConstant: 20).isActive = true
        container.layoutIfNeeded()

        #expect(!view.hasAmbiguousLayout)
    }

    @Test func testLowPriorityConstraintsResolveAmbiguityToo() {
        let container = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        let view = UIView.constrained(in: container, width: 40, height: 40)
        let preferred = view.leadingAnchor.constraint(equalTo: container.leadingAnchor, constant: 12)
        preferred.priority = .fittingSizeLevel
        NSLayoutConstraint.activate([preferred, view.topAnchor.constraint(equalTo: container.topAnchor)])
        container.layoutIfNeeded()

        #expect(!view.hasAmbiguousLayout)
        #expect(view.frame == CGRect(x: 12, y: 0, width: 40, height: 40))
    }

    @Test func testExercisingAmbiguityMovesTheViewToAnotherValidFrame() {
        let container = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        let view = UIView.constrained(in: container, width: 40, height: 40)
        view.topAnchor.constraint(equalTo: container.topAnchor).isActive = true
        view.leadingAnchor.constraint(greaterThanOrEqualTo: container.leadingAnchor).isActive = true
        container.layoutIfNeeded()
        let before = view.frame

        view.exerciseAmbiguityInLayout()

        #expect(view.frame != before)
        #expect(view.frame.minY == 0)
        #expect(view.frame.size == CGSize(width: 40, height: 40))
        #expect(view.frame.minX >= 0)
    }

    @Test func testConstraintsAffectingLayoutAreTheOnesOnThatAxis() {
        let container = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        let view = UIView.constrained(in: container, width: 40, height: 40)
        let leading = view.leadingAnchor.constraint(equalTo: container.leadingAnchor)
        let top = view.topAnchor.constraint(equalTo: container.topAnchor)
        NSLayoutConstraint.activate([leading, top])
        container.layoutIfNeeded()

        let horizontal = view.constraintsAffectingLayout(for: .horizontal)
        let vertical = view.constraintsAffectingLayout(for: .vertical)

        #expect(horizontal.contains(leading) && !horizontal.contains(top))
        #expect(vertical.contains(top) && !vertical.contains(leading))
        #expect(horizontal.contains { $0.description.contains("NSContentSizeLayoutConstraint") && $0.description.contains("Hug:250 CompressionResistance:750") })
    }

    @Test func testConstraintsAffectingLayoutIncludeThoseThatPlaceTheViewsItIsConstrainedTo() {
        let container = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        let middle = UIView.constrained(in: container)
        let inner = UIView.constrained(in: middle, width: 40, height: 40)
        let unrelated = UIView.constrained(in: container, width: 10, height: 10)
        let middleLeading = middle.leadingAnchor.constraint(equalTo: container.leadingAnchor, constant: 20)
        let middleTrailing = middle.trailingAnchor.constraint(equalTo: container.trailingAnchor, constant: -20)
        let middleTop = middle.topAnchor.constraint(equalTo: container.topAnchor)
        let middleBottom = middle.bottomAnchor.constraint(equalTo: container.bottomAnchor)
        let innerCenter = inner.centerXAnchor.constraint(equalTo: middle.centerXAnchor)
        let innerTop = inner.topAnchor.constraint(equalTo: middle.topAnchor)
        let unrelatedLeading = unrelated.leadingAnchor.constraint(equalTo: container.leadingAnchor)
        NSLayoutConstraint.activate([middleLeading, middleTrailing, middleTop, middleBottom, innerCenter, innerTop,
                                     unrelatedLeading, unrelated.topAnchor.constraint(equalTo: container.topAnchor)])
        container.layoutIfNeeded()

        let horizontal = inner.constraintsAffectingLayout(for: .horizontal)

        #expect(horizontal.contains(innerCenter))
        #expect(horizontal.contains(middleLeading) && horizontal.contains(middleTrailing))
        #expect(!horizontal.contains(middleTop) && !horizontal.contains(innerTop))
        #expect(!horizontal.contains(unrelatedLeading))
        #expect(inner.constraintsAffectingLayout(for: .vertical).contains(middleBottom))
    }

    @Test func testConstraintsAffectingLayoutFollowALayoutGuideToTheConstraintsThatPlaceIt() {
        let container = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        let guide = UILayoutGuide()
        container.addLayoutGuide(guide)
        let view = UIView.constrained(in: container, width: 40, height: 40)
        let guideLeading = guide.leadingAnchor.constraint(equalTo: container.leadingAnchor, constant: 30)
        let guideWidth = guide.widthAnchor.constraint(equalToConstant: 100)
        let guideTop = guide.topAnchor.constraint(equalTo: container.topAnchor)
        let viewCenter = view.centerXAnchor.constraint(equalTo: guide.centerXAnchor)
        let viewTop = view.topAnchor.constraint(equalTo: container.topAnchor)
        NSLayoutConstraint.activate([guideLeading, guideWidth, guideTop, viewCenter, viewTop])
        container.layoutIfNeeded()
        #expect(view.frame == CGRect(x: 60, y: 0, width: 40, height: 40))

        let horizontal = view.constraintsAffectingLayout(for: .horizontal)
        let guideHorizontal = guide.constraintsAffectingLayout(for: .horizontal)

        #expect(horizontal.contains(viewCenter) && horizontal.contains(guideLeading) && horizontal.contains(guideWidth))
        #expect(!horizontal.contains(guideTop) && !horizontal.contains(viewTop))
        #expect(guideHorizontal.contains(guideLeading) && guideHorizontal.contains(guideWidth))
        #expect(!guideHorizontal.contains(guideTop))
    }
}
