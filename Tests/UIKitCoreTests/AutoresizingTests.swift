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
}
