import Testing
import UIKit

@MainActor
struct AutoresizingTests {
    private func resize(_ mask: UIView.AutoresizingMask, child frame: CGRect,
                        from oldSize: CGSize = CGSize(width: 100, height: 100),
                        to newSize: CGSize = CGSize(width: 200, height: 300)) -> CGRect {
        let parent = UIView(frame: CGRect(origin: .zero, size: oldSize))
        let child = UIView(frame: frame)
        child.autoresizingMask = mask
        parent.addSubview(child)
        parent.frame.size = newSize
        return child.frame
    }

    @Test func testNoMaskKeepsTheFrame() {
        #expect(resize([], child: CGRect(x: 10, y: 10, width: 20, height: 20)) == CGRect(x: 10, y: 10, width: 20, height: 20))
    }

    @Test func testFlexibleWidthAndHeightTakeTheWholeChange() {
        #expect(resize([.flexibleWidth, .flexibleHeight], child: CGRect(x: 10, y: 10, width: 80, height: 80))
            == CGRect(x: 10, y: 10, width: 180, height: 280))
    }

    @Test func testFlexibleLeftMarginPinsTheRightEdge() {
        #expect(resize(.flexibleLeftMargin, child: CGRect(x: 70, y: 0, width: 20, height: 20))
            == CGRect(x: 170, y: 0, width: 20, height: 20))
    }

    @Test func testFlexibleMarginsShareTheChangeInProportion() {
        // Left margin 10, right margin 70: the 100-point change splits 1:7.
        #expect(resize([.flexibleLeftMargin, .flexibleRightMargin], child: CGRect(x: 10, y: 0, width: 20, height: 20))
            == CGRect(x: 22.5, y: 0, width: 20, height: 20))
    }

    @Test func testFlexibleTopMarginAndHeightShareInProportion() {
        // Top margin 20 and height 60 are flexible: the 200-point change splits 1:3.
        #expect(resize([.flexibleTopMargin, .flexibleHeight], child: CGRect(x: 0, y: 20, width: 10, height: 60))
            == CGRect(x: 0, y: 70, width: 10, height: 210))
    }

    @Test func testAutoresizesSubviewsFalseLeavesSubviewsAlone() {
        let parent = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        parent.autoresizesSubviews = false
        let child = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        child.autoresizingMask = [.flexibleWidth]
        parent.addSubview(child)
        parent.bounds.size = CGSize(width: 50, height: 100)
        #expect(child.frame.width == 100)
    }

    // MARK: Views that translate their masks, in a layout with constraints

    /// A view pinned by constraints to the trailing edge of `superview`, 50 by 20 points, 10
    /// points in from the edge.
    private func pinnedToTrailingEdge(of superview: UIView) -> UIView {
        let marker = UIView()
        marker.translatesAutoresizingMaskIntoConstraints = false
        superview.addSubview(marker)
        NSLayoutConstraint.activate([
            marker.trailingAnchor.constraint(equalTo: superview.trailingAnchor, constant: -10),
            marker.topAnchor.constraint(equalTo: superview.topAnchor),
            marker.widthAnchor.constraint(equalToConstant: 50),
            marker.heightAnchor.constraint(equalToConstant: 20),
        ])
        return marker
    }

    /// Pins `panel` to the top leading corner of `root`, `width` by 100 points; returns the width
    /// constraint.
    @discardableResult
    private func pinToTopLeading(_ panel: UIView, of root: UIView, width: CGFloat) -> NSLayoutConstraint {
        let widthConstraint = panel.widthAnchor.constraint(equalToConstant: width)
        NSLayoutConstraint.activate([
            panel.leadingAnchor.constraint(equalTo: root.leadingAnchor),
            panel.topAnchor.constraint(equalTo: root.topAnchor),
            widthConstraint,
            panel.heightAnchor.constraint(equalToConstant: 100),
        ])
        return widthConstraint
    }

    @Test func testAControllersViewInAResizedHolderCarriesItsConstrainedContentAlong() {
        let holder = UIView(frame: CGRect(x: 0, y: 0, width: 400, height: 600))
        let controller = UIViewController()
        controller.view.frame = holder.bounds
        holder.addSubview(controller.view)
        let marker = pinnedToTrailingEdge(of: controller.view)
        holder.layoutIfNeeded()
        #expect(marker.frame == CGRect(x: 340, y: 0, width: 50, height: 20))

        holder.frame = CGRect(x: 0, y: 0, width: 300, height: 500)
        holder.layoutIfNeeded()

        #expect(controller.view.frame == CGRect(x: 0, y: 0, width: 300, height: 500))
        #expect(marker.frame == CGRect(x: 240, y: 0, width: 50, height: 20))
    }

    @Test func testNestedFlexibleViewsFollowASuperviewSizedByConstraints() {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 500, height: 500))
        let panel = UIView()
        panel.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(panel)
        let width = pinToTopLeading(panel, of: root, width: 200)
        root.layoutIfNeeded()
        let outer = UIView(frame: CGRect(x: 10, y: 10, width: 180, height: 80))
        outer.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        panel.addSubview(outer)
        let inner = UIView(frame: outer.bounds)
        inner.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        outer.addSubview(inner)
        let marker = pinnedToTrailingEdge(of: inner)
        root.layoutIfNeeded()
        #expect(marker.frame == CGRect(x: 120, y: 0, width: 50, height: 20))

        width.constant = 300
        root.layoutIfNeeded()

        #expect(panel.frame == CGRect(x: 0, y: 0, width: 300, height: 100))
        #expect(outer.frame == CGRect(x: 10, y: 10, width: 280, height: 80))
        #expect(inner.frame == CGRect(x: 0, y: 0, width: 280, height: 80))
        #expect(marker.frame == CGRect(x: 220, y: 0, width: 50, height: 20))
    }

    @Test func testAFlexibleViewFollowsItsSuperviewOnceThatSuperviewIsSizedByConstraints() {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 500, height: 500))
        let panel = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
        root.addSubview(panel)
        let fill = UIView(frame: panel.bounds)
        fill.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        panel.addSubview(fill)
        let marker = pinnedToTrailingEdge(of: fill)
        root.layoutIfNeeded()
        #expect(marker.frame == CGRect(x: 140, y: 0, width: 50, height: 20))

        panel.translatesAutoresizingMaskIntoConstraints = false
        pinToTopLeading(panel, of: root, width: 360)
        root.layoutIfNeeded()

        #expect(panel.frame.width == 360)
        #expect(fill.frame == CGRect(x: 0, y: 0, width: 360, height: 100))
        #expect(marker.frame == CGRect(x: 300, y: 0, width: 50, height: 20))
    }
}
