import Testing
import UIKit

@MainActor
struct StackViewAlignmentTests {
    /// A stack whose position is pinned to the container's top-left corner and whose size comes
    /// from its arranged views.
    private func stack(_ axis: NSLayoutConstraint.Axis, _ alignment: UIStackView.Alignment,
                       _ views: [UIView]) -> (UIView, UIStackView) {
        let container = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
        let stack = UIStackView(arrangedSubviews: views)
        stack.axis = axis
        stack.alignment = alignment
        stack.translatesAutoresizingMaskIntoConstraints = false
        container.addSubview(stack)
        NSLayoutConstraint.activate([
            stack.leadingAnchor.constraint(equalTo: container.leadingAnchor, constant: 10),
            stack.topAnchor.constraint(equalTo: container.topAnchor, constant: 10),
        ])
        container.layoutIfNeeded()
        return (container, stack)
    }

    private func row() -> [IntrinsicView] {
        [IntrinsicView(width: 50, height: 20), IntrinsicView(width: 60, height: 40), IntrinsicView(width: 70, height: 30)]
    }

    private func column() -> [IntrinsicView] {
        [IntrinsicView(width: 50, height: 20), IntrinsicView(width: 80, height: 20), IntrinsicView(width: 70, height: 20)]
    }

    /// A view whose baselines are those of a caption 10 points below its top and 20 tall.
    private final class CaptionedView: IntrinsicView {
        let caption = UIView(frame: CGRect(x: 0, y: 10, width: 50, height: 20))
        init() {
            super.init(width: 50, height: 40)
            addSubview(caption)
        }
        required init?(coder: NSCoder) { nil }
        override var forFirstBaselineLayout: UIView { caption }
        override var forLastBaselineLayout: UIView { caption }
    }

    @Test func testFillAlignmentMakesEveryViewAsTallAsTheTallest() {
        let views = row()
        let (_, stack) = stack(.horizontal, .fill, views)

        #expect(stack.frame == CGRect(x: 10, y: 10, width: 180, height: 40))
        #expect(views.map(\.frame) == [CGRect(x: 0, y: 0, width: 50, height: 40), CGRect(x: 50, y: 0, width: 60, height: 40),
                                       CGRect(x: 110, y: 0, width: 70, height: 40)])
    }

    @Test func testTopAlignmentLinesUpTopsAndHugsTheTallestView() {
        let views = row()
        let (_, stack) = stack(.horizontal, .top, views)

        #expect(stack.frame == CGRect(x: 10, y: 10, width: 180, height: 40))
        #expect(views.map(\.frame.minY) == [0, 0, 0])
        #expect(views.map(\.frame.height) == [20, 40, 30])
    }

    @Test func testCenterAlignmentCentersEveryViewAcrossTheAxis() {
        let views = row()
        let (_, stack) = stack(.horizontal, .center, views)

        #expect(stack.frame.height == 40)
        #expect(views.map(\.frame.minY) == [10, 0, 5])
    }

    @Test func testBottomAlignmentLinesUpBottoms() {
        let views = row()
        let (_, stack) = stack(.horizontal, .bottom, views)

        #expect(stack.frame.height == 40)
        #expect(views.map(\.frame.maxY) == [40, 40, 40])
    }

    @Test func testFirstBaselineAlignmentLinesUpFirstBaselines() {
        let captioned = CaptionedView()
        let plain = IntrinsicView(width: 30, height: 10)
        let (_, stack) = stack(.horizontal, .firstBaseline, [captioned, plain])

        #expect(captioned.frame == CGRect(x: 0, y: 0, width: 50, height: 40))
        #expect(plain.frame == CGRect(x: 50, y: 10, width: 30, height: 10))
        #expect(stack.frame == CGRect(x: 10, y: 10, width: 80, height: 40))
    }

    @Test func testLastBaselineAlignmentLinesUpLastBaselines() {
        let captioned = CaptionedView()
        let plain = IntrinsicView(width: 30, height: 10)
        let (_, stack) = stack(.horizontal, .lastBaseline, [captioned, plain])

        // The caption's bottom, 30 below the captioned view's top, is the plain view's bottom.
        #expect(captioned.frame == CGRect(x: 0, y: 0, width: 50, height: 40))
        #expect(plain.frame == CGRect(x: 50, y: 20, width: 30, height: 10))
        #expect(stack.frame.height == 40)
    }

    @Test func testVerticalLeadingCenterAndTrailingAlignments() {
        let leading = column()
        let (_, leadingStack) = stack(.vertical, .leading, leading)
        #expect(leadingStack.frame == CGRect(x: 10, y: 10, width: 80, height: 60))
        #expect(leading.map(\.frame.minX) == [0, 0, 0])
        #expect(leading.map(\.frame.minY) == [0, 20, 40])

        let centered = column()
        _ = stack(.vertical, .center, centered)
        #expect(centered.map(\.frame.minX) == [15, 0, 5])

        let trailing = column()
        _ = stack(.vertical, .trailing, trailing)
        #expect(trailing.map(\.frame.maxX) == [80, 80, 80])
    }

    @Test func testVerticalFillAlignmentGivesEveryViewTheStacksWidth() {
        let views = column()
        let (_, stack) = stack(.vertical, .fill, views)

        #expect(stack.frame.width == 80)
        #expect(views.map(\.frame.width) == [80, 80, 80])
    }
}
