import Testing
import UIKit

@MainActor
struct StackViewDistributionTests {
    /// A horizontal stack pinned to every edge of a 300 × 100 container, arranging views with
    /// the given intrinsic widths (and 20-point intrinsic heights).
    private func stack(_ distribution: UIStackView.Distribution, widths: [CGFloat],
                       spacing: CGFloat = 0) -> (UIView, UIStackView, [IntrinsicView]) {
        let container = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 100))
        let views = widths.map { IntrinsicView(width: $0, height: 20) }
        let stack = UIStackView(arrangedSubviews: views)
        stack.distribution = distribution
        stack.spacing = spacing
        stack.translatesAutoresizingMaskIntoConstraints = false
        container.addSubview(stack)
        NSLayoutConstraint.activate([
            stack.leadingAnchor.constraint(equalTo: container.leadingAnchor),
            stack.trailingAnchor.constraint(equalTo: container.trailingAnchor),
            stack.topAnchor.constraint(equalTo: container.topAnchor),
            stack.bottomAnchor.constraint(equalTo: container.bottomAnchor),
        ])
        container.layoutIfNeeded()
        return (container, stack, views)
    }

    private func frames(_ views: [UIView]) -> [CGRect] {
        views.map(\.frame)
    }

    @Test func testStackViewDefaultsToAHorizontalFillingArrangementWithNoSpacing() {
        let stack = UIStackView()
        #expect(stack.axis == .horizontal)
        #expect(stack.distribution == .fill)
        #expect(stack.alignment == .fill)
        #expect(stack.spacing == 0)
        #expect(!stack.isLayoutMarginsRelativeArrangement)
        #expect(!stack.isBaselineRelativeArrangement)
        #expect(UIStackView.Alignment.top == .leading)
        #expect(UIStackView.Alignment.bottom == .trailing)
    }

    @Test func testArrangedViewsStopTranslatingTheirAutoresizingMasks() {
        let view = UIView()
        let stack = UIStackView(arrangedSubviews: [view])
        #expect(!view.translatesAutoresizingMaskIntoConstraints)
        #expect(view.superview === stack)
        #expect(stack.arrangedSubviews == [view])
    }

    @Test func testFillStretchesTheFirstViewWhenHuggingPrioritiesTie() {
        let (_, stack, views) = stack(.fill, widths: [50, 60, 70], spacing: 10)

        #expect(frames(views) == [CGRect(x: 0, y: 0, width: 150, height: 100),
                                  CGRect(x: 160, y: 0, width: 60, height: 100),
                                  CGRect(x: 230, y: 0, width: 70, height: 100)])
        #expect(stack.frame == CGRect(x: 0, y: 0, width: 300, height: 100))
    }

    @Test func testFillStretchesALabelBesideAButtonThatHugsAtRequiredPriority() {
        let container = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 100))
        let label = UILabel()
        label.text = "Title"
        let button = UIButton(type: .system)
        button.setTitle("Close", for: .normal)
        button.setContentHuggingPriority(.required, for: .horizontal)
        let stack = UIStackView(arrangedSubviews: [label, button])
        stack.translatesAutoresizingMaskIntoConstraints = false
        container.addSubview(stack)
        NSLayoutConstraint.activate([
            stack.leadingAnchor.constraint(equalTo: container.leadingAnchor),
            stack.trailingAnchor.constraint(equalTo: container.trailingAnchor),
            stack.topAnchor.constraint(equalTo: container.topAnchor),
        ])
        container.layoutIfNeeded()

        let buttonWidth = button.intrinsicContentSize.width
        #expect(buttonWidth > 0 && buttonWidth < 100)
        #expect(button.frame.width == buttonWidth)
        #expect(label.frame == CGRect(x: 0, y: 0, width: 300 - buttonWidth, height: stack.bounds.height))
    }

    @Test func testFillStretchesTheViewThatHugsLeast() {
        let container = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 100))
        let views = [IntrinsicView(width: 50, height: 20), IntrinsicView(width: 60, height: 20), IntrinsicView(width: 70, height: 20)]
        views[1].setContentHuggingPriority(.defaultLow - 1, for: .horizontal)
        let stack = UIStackView(arrangedSubviews: views)
        stack.spacing = 10
        stack.frame = container.bounds
        container.addSubview(stack)

        container.layoutIfNeeded()

        #expect(views.map(\.frame.width) == [50, 160, 70])
        #expect(views[2].frame.minX == 230)
    }

    @Test func testFillEquallyGivesEveryViewTheSameLength() {
        let (_, _, views) = stack(.fillEqually, widths: [50, 60, 70], spacing: 15)

        #expect(frames(views) == [CGRect(x: 0, y: 0, width: 90, height: 100),
                                  CGRect(x: 105, y: 0, width: 90, height: 100),
                                  CGRect(x: 210, y: 0, width: 90, height: 100)])
    }

    @Test func testFillProportionallySharesTheLengthByIntrinsicWidth() {
        let (_, _, views) = stack(.fillProportionally, widths: [20, 40, 60])

        #expect(views.map(\.frame.width) == [50, 100, 150])
        #expect(views.map(\.frame.minX) == [0, 50, 150])
    }

    @Test func testFillProportionallyFollowsANewIntrinsicSizeWithNoViewHiddenOrShown() {
        let (container, _, views) = stack(.fillProportionally, widths: [20, 40, 60])
        container.layoutIfNeeded()

        views[2].size = CGSize(width: 240, height: 20)
        container.layoutIfNeeded()

        #expect(views.map(\.frame.width) == [20, 40, 240])
        #expect(views.map(\.frame.minX) == [0, 20, 60])
    }

    @Test func testFillProportionallyTakesTheSpacingFromTheLastViewsAsUIKitDoes() {
        let (_, _, views) = stack(.fillProportionally, widths: [20, 40, 60], spacing: 10)

        // Each share is of the whole stack; the last view, at the lowest priority, gives way.
        #expect(views.map(\.frame.width) == [50, 100, 130])
        #expect(views.map(\.frame.minX) == [0, 60, 170])
    }

    @Test func testEqualSpacingPadsTheGapsEvenly() {
        let (_, _, views) = stack(.equalSpacing, widths: [50, 60, 70], spacing: 10)

        #expect(frames(views) == [CGRect(x: 0, y: 0, width: 50, height: 100),
                                  CGRect(x: 110, y: 0, width: 60, height: 100),
                                  CGRect(x: 230, y: 0, width: 70, height: 100)])
    }

    @Test func testEqualCenteringSpacesTheCentersEvenly() {
        let (_, _, views) = stack(.equalCentering, widths: [40, 60, 100], spacing: 10)

        #expect(frames(views) == [CGRect(x: 0, y: 0, width: 40, height: 100),
                                  CGRect(x: 105, y: 0, width: 60, height: 100),
                                  CGRect(x: 200, y: 0, width: 100, height: 100)])
        #expect(views.map(\.center.x) == [20, 135, 250])
    }

    @Test func testChangingTheDistributionRearrangesTheViews() {
        let (container, stack, views) = stack(.fill, widths: [50, 60, 70], spacing: 15)

        stack.distribution = .fillEqually
        container.layoutIfNeeded()

        #expect(views.map(\.frame.width) == [90, 90, 90])
    }
}
