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

    @Test func testARequiredHuggingHoldsTheSizeAndHandsOverWhenItIsLoweredAgain() {
        let (container, a, b) = row(width: 300, 50, 70)
        a.setContentHuggingPriority(.required, for: .horizontal)
        b.setContentHuggingPriority(.defaultLow - 1, for: .horizontal)
        container.layoutIfNeeded()
        #expect(a.frame == CGRect(x: 0, y: 0, width: 50, height: 20))
        #expect(b.frame == CGRect(x: 50, y: 0, width: 250, height: 20))

        a.size = CGSize(width: 60, height: 20)
        container.layoutIfNeeded()
        #expect(b.frame == CGRect(x: 60, y: 0, width: 240, height: 20))

        a.setContentHuggingPriority(.defaultLow - 1, for: .horizontal)
        b.setContentHuggingPriority(.required, for: .horizontal)
        container.layoutIfNeeded()
        #expect(a.frame == CGRect(x: 0, y: 0, width: 230, height: 20))
        #expect(b.frame == CGRect(x: 230, y: 0, width: 70, height: 20))

        b.size = CGSize(width: 100, height: 20)
        a.setContentHuggingPriority(.required, for: .horizontal)
        b.setContentHuggingPriority(.defaultLow, for: .horizontal)
        container.layoutIfNeeded()
        #expect(a.frame == CGRect(x: 0, y: 0, width: 60, height: 20))
        #expect(b.frame == CGRect(x: 60, y: 0, width: 240, height: 20))
    }

    @Test func testAViewKeepsItsGuidesWhileARequiredHuggingComesAndGoes() {
        let container = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
        container.layoutMargins = UIEdgeInsets(top: 10, left: 20, bottom: 10, right: 20)
        let view = UIView.constrained(in: container, width: 50, height: 20)
        let margins = view.layoutMarginsGuide
        let safeArea = view.safeAreaLayoutGuide
        let inner = UIView()
        inner.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(inner)
        NSLayoutConstraint.activate([
            view.leadingAnchor.constraint(equalTo: container.layoutMarginsGuide.leadingAnchor),
            view.topAnchor.constraint(equalTo: container.layoutMarginsGuide.topAnchor),
            inner.leadingAnchor.constraint(equalTo: margins.leadingAnchor),
            inner.trailingAnchor.constraint(equalTo: margins.trailingAnchor),
            inner.topAnchor.constraint(equalTo: safeArea.topAnchor),
            inner.bottomAnchor.constraint(equalTo: safeArea.bottomAnchor),
        ])
        view.setContentHuggingPriority(.required, for: .horizontal)
        container.layoutIfNeeded()
        #expect(view.frame == CGRect(x: 20, y: 10, width: 50, height: 20))
        #expect(inner.frame == CGRect(x: 8, y: 0, width: 34, height: 20))

        // The required hugging's constraint goes again; the guides stay the view's.
        view.setContentHuggingPriority(.defaultLow, for: .horizontal)
        view.size = CGSize(width: 60, height: 30)
        container.layoutIfNeeded()
        #expect(view.layoutMarginsGuide === margins)
        #expect(view.safeAreaLayoutGuide === safeArea)
        #expect(view.frame == CGRect(x: 20, y: 10, width: 60, height: 30))
        #expect(inner.frame == CGRect(x: 8, y: 0, width: 44, height: 30))
        #expect(margins.layoutFrame == CGRect(x: 8, y: 8, width: 44, height: 14))
        #expect(safeArea.layoutFrame == CGRect(x: 0, y: 0, width: 60, height: 30))

        view.layoutMargins = UIEdgeInsets(top: 2, left: 4, bottom: 2, right: 6)
        container.layoutIfNeeded()
        #expect(inner.frame == CGRect(x: 4, y: 0, width: 50, height: 30))
    }

    @Test func testTheContentSizeConstraintsAffectingLayoutDescribeTheCurrentSizeAndPriorities() {
        let container = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        let view = UIView.constrained(in: container, width: 40, height: 30)
        NSLayoutConstraint.activate([
            view.leadingAnchor.constraint(equalTo: container.leadingAnchor),
            view.topAnchor.constraint(equalTo: container.topAnchor),
        ])
        container.layoutIfNeeded()
        func contentSize(_ axis: NSLayoutConstraint.Axis) -> [String] {
            view.constraintsAffectingLayout(for: axis).map(\.description).filter { $0.contains("NSContentSizeLayoutConstraint") }
        }
        #expect(contentSize(.horizontal).count == 1)
        #expect(contentSize(.horizontal).first?.contains("width == 40 Hug:250 CompressionResistance:750") == true)
        #expect(contentSize(.vertical).first?.contains("height == 30 Hug:250 CompressionResistance:750") == true)

        view.size = CGSize(width: 55, height: 30)
        view.setContentCompressionResistancePriority(.required, for: .horizontal)
        view.setContentHuggingPriority(.defaultHigh, for: .vertical)
        container.layoutIfNeeded()

        #expect(view.frame == CGRect(x: 0, y: 0, width: 55, height: 30))
        #expect(contentSize(.horizontal).count == 1)
        #expect(contentSize(.horizontal).first?.contains("width == 55 Hug:250 CompressionResistance:1000") == true)
        #expect(contentSize(.vertical).first?.contains("height == 30 Hug:750 CompressionResistance:750") == true)
    }

    @Test func testAViewLaidOutInOneHierarchyKeepsFollowingItsIntrinsicSizeInTheNext() {
        let card = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let badge = UIView.constrained(in: card, width: 24, height: 16)
        NSLayoutConstraint.activate([
            badge.trailingAnchor.constraint(equalTo: card.trailingAnchor),
            badge.topAnchor.constraint(equalTo: card.topAnchor),
        ])
        card.layoutIfNeeded()
        #expect(badge.frame == CGRect(x: 76, y: 0, width: 24, height: 16))

        // A laid-out hierarchy joins another that was laid out too.
        let screen = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
        let title = UIView.constrained(in: screen, width: 80, height: 20)
        NSLayoutConstraint.activate([
            title.leadingAnchor.constraint(equalTo: screen.leadingAnchor, constant: 10),
            title.topAnchor.constraint(equalTo: screen.topAnchor, constant: 10),
        ])
        screen.layoutIfNeeded()
        card.translatesAutoresizingMaskIntoConstraints = false
        screen.addSubview(card)
        NSLayoutConstraint.activate([
            card.leadingAnchor.constraint(equalTo: title.trailingAnchor),
            card.topAnchor.constraint(equalTo: title.bottomAnchor),
            card.widthAnchor.constraint(equalToConstant: 100),
            card.heightAnchor.constraint(equalToConstant: 100),
        ])
        screen.layoutIfNeeded()
        #expect(card.frame == CGRect(x: 90, y: 30, width: 100, height: 100))
        #expect(badge.frame == CGRect(x: 76, y: 0, width: 24, height: 16))

        badge.size = CGSize(width: 40, height: 18)
        title.size = CGSize(width: 100, height: 20)
        screen.layoutIfNeeded()
        #expect(card.frame == CGRect(x: 110, y: 30, width: 100, height: 100))
        #expect(badge.frame == CGRect(x: 60, y: 0, width: 40, height: 18))

        // Moved on into a third hierarchy: its constraints to the old one go, its own stay.
        let sheet = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        sheet.addSubview(card)
        NSLayoutConstraint.activate([
            card.leadingAnchor.constraint(equalTo: sheet.leadingAnchor),
            card.topAnchor.constraint(equalTo: sheet.topAnchor),
        ])
        sheet.layoutIfNeeded()
        badge.size = CGSize(width: 30, height: 12)
        sheet.layoutIfNeeded()
        #expect(card.frame == CGRect(x: 0, y: 0, width: 100, height: 100))
        #expect(badge.frame == CGRect(x: 70, y: 0, width: 30, height: 12))
        #expect(!badge.hasAmbiguousLayout)
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
