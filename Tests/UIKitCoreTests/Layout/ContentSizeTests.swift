import Testing
import UIKit

@MainActor
struct ContentSizeTests {
    /// Two views with intrinsic widths in a row that spans the container.
    private func row(width: CGFloat, _ first: CGFloat, _ second: CGFloat) -> (UIView, IntrinsicView, IntrinsicView) {
        let container = UIView(frame: CGRect(x: 0, y: 0, width: width, height: 40))
        let a = UIView.constrained(in: container, width: first, height: 20)
        let b = UIView.constrained(in: container, width: second, height: 20)
        NSLayoutConstraint.activate([
            a.leadingAnchor.constraint(equalTo: container.leadingAnchor),
            b.leadingAnchor.constraint(equalTo: a.trailingAnchor),
            b.trailingAnchor.constraint(equalTo: container.trailingAnchor),
            a.topAnchor.constraint(equalTo: container.topAnchor),
            b.topAnchor.constraint(equalTo: container.topAnchor),
        ])
        return (container, a, b)
    }

    @Test func testHuggingAndCompressionResistanceDefaultToLowAndHigh() {
        let view = UIView()
        #expect(view.contentHuggingPriority(for: .horizontal) == .defaultLow)
        #expect(view.contentHuggingPriority(for: .vertical) == .defaultLow)
        #expect(view.contentCompressionResistancePriority(for: .horizontal) == .defaultHigh)
        #expect(view.contentCompressionResistancePriority(for: .vertical) == .defaultHigh)
        #expect(view.intrinsicContentSize == CGSize(width: UIView.noIntrinsicMetric, height: UIView.noIntrinsicMetric))
    }

    @Test func testViewWithAnIntrinsicSizeNeedsOnlyAPosition() {
        let container = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
        let label = UIView.constrained(in: container, width: 80, height: 21)
        NSLayoutConstraint.activate([
            label.leadingAnchor.constraint(equalTo: container.leadingAnchor, constant: 16),
            label.topAnchor.constraint(equalTo: container.topAnchor, constant: 12),
        ])

        container.layoutIfNeeded()

        #expect(label.frame == CGRect(x: 16, y: 12, width: 80, height: 21))
        #expect(!label.hasAmbiguousLayout)
    }

    @Test func testTheViewThatHugsLessStretchesToFillTheRow() {
        let (container, a, b) = row(width: 300, 50, 70)
        a.setContentHuggingPriority(.defaultLow + 1, for: .horizontal)

        container.layoutIfNeeded()

        #expect(a.frame.width == 50)
        #expect(b.frame == CGRect(x: 50, y: 0, width: 250, height: 20))

        a.setContentHuggingPriority(.defaultLow - 1, for: .horizontal)
        container.layoutIfNeeded()

        #expect(a.frame.width == 230)
        #expect(b.frame == CGRect(x: 230, y: 0, width: 70, height: 20))
    }

    @Test func testTheViewThatResistsCompressionLessShrinksWhenTheRowIsTooNarrow() {
        let (container, a, b) = row(width: 100, 80, 70)
        a.setContentCompressionResistancePriority(.defaultHigh - 1, for: .horizontal)

        container.layoutIfNeeded()

        #expect(a.frame.width == 30)
        #expect(b.frame == CGRect(x: 30, y: 0, width: 70, height: 20))
    }

    @Test func testInvalidatingTheIntrinsicContentSizeResizesTheViewAtTheNextLayout() {
        let container = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
        let label = UIView.constrained(in: container, width: 80, height: 21)
        NSLayoutConstraint.activate([
            label.centerXAnchor.constraint(equalTo: container.centerXAnchor),
            label.topAnchor.constraint(equalTo: container.topAnchor),
        ])
        container.layoutIfNeeded()

        label.size = CGSize(width: 120, height: 21)
        container.layoutIfNeeded()

        #expect(label.frame == CGRect(x: 40, y: 0, width: 120, height: 21))
    }

    @Test func testCompressedFittingSizeIsTheSmallestSizeTheConstraintsAllow() {
        let cell = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 44))
        let title = UIView.constrained(in: cell, width: 80, height: 20)
        NSLayoutConstraint.activate([
            title.leadingAnchor.constraint(equalTo: cell.leadingAnchor, constant: 10),
            title.trailingAnchor.constraint(equalTo: cell.trailingAnchor, constant: -10),
            title.topAnchor.constraint(equalTo: cell.topAnchor, constant: 12),
            title.bottomAnchor.constraint(equalTo: cell.bottomAnchor, constant: -12),
        ])

        let compressed = cell.systemLayoutSizeFitting(UIView.layoutFittingCompressedSize)
        let expanded = cell.systemLayoutSizeFitting(UIView.layoutFittingExpandedSize)
        let forWidth = cell.systemLayoutSizeFitting(CGSize(width: 375, height: 0), withHorizontalFittingPriority: .required,
                                                    verticalFittingPriority: .fittingSizeLevel)

        #expect(compressed == CGSize(width: 100, height: 44))
        #expect(expanded == CGSize(width: 100, height: 44))
        #expect(forWidth == CGSize(width: 375, height: 44))
        #expect(cell.frame.size == CGSize(width: 320, height: 44))
    }

    @Test func testExpandedFittingSizeGrowsWhatNothingHugs() {
        let container = UIView()
        let spacer = UIView.constrained(in: container)
        NSLayoutConstraint.activate([
            spacer.leadingAnchor.constraint(equalTo: container.leadingAnchor),
            spacer.trailingAnchor.constraint(equalTo: container.trailingAnchor),
            spacer.topAnchor.constraint(equalTo: container.topAnchor),
            spacer.bottomAnchor.constraint(equalTo: container.bottomAnchor),
            spacer.heightAnchor.constraint(lessThanOrEqualToConstant: 300),
        ])

        #expect(container.systemLayoutSizeFitting(UIView.layoutFittingExpandedSize) == CGSize(width: 10000, height: 300))
        #expect(container.systemLayoutSizeFitting(UIView.layoutFittingCompressedSize) == .zero)
    }

    @Test func testFittingAViewWithAnIntrinsicSizeGivesThatSize() {
        let badge = IntrinsicView(width: 24, height: 16)

        #expect(badge.systemLayoutSizeFitting(UIView.layoutFittingCompressedSize) == CGSize(width: 24, height: 16))
    }
}
