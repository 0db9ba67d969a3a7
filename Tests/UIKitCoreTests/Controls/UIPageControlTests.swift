import Testing
import UIKit

/// A page control at (100, 100), 200 × 37 points: its middle is at x 200 in the window.
@MainActor
struct UIPageControlTests {
    private let leftHalf = CGPoint(x: 130, y: 118)
    private let rightHalf = CGPoint(x: 270, y: 118)

    private func makePageControl(pages: Int = 3) -> UIPageControl {
        let control = UIPageControl(frame: CGRect(x: 100, y: 100, width: 200, height: 37))
        control.numberOfPages = pages
        return control
    }

    @Test func testTappingTheHalvesStepsOnePageAtATime() {
        let control = makePageControl()
        let stage = ControlStage(control)
        let log = recordEvents(of: control)
        stage.tap(rightHalf, at: 1)
        #expect(control.currentPage == 1)
        stage.tap(rightHalf, at: 3)
        stage.tap(rightHalf, at: 5)
        #expect(control.currentPage == 2)
        stage.tap(leftHalf, at: 7)
        #expect(control.currentPage == 1)
        #expect(log() == ["touchDown", "valueChanged", "primaryActionTriggered", "touchUpInside",
                          "touchDown", "valueChanged", "primaryActionTriggered", "touchUpInside",
                          "touchDown", "touchUpInside",
                          "touchDown", "valueChanged", "primaryActionTriggered", "touchUpInside"])
    }

    @Test func testTapAtTheFirstPageOnTheLeftChangesNothing() {
        let control = makePageControl()
        let stage = ControlStage(control)
        let log = recordEvents(of: control, [(.valueChanged, "valueChanged")])
        stage.tap(leftHalf, at: 1)
        #expect(control.currentPage == 0)
        #expect(log() == [])
    }

    @Test func testCurrentPageIsPinnedAndSettingItSendsNoActions() {
        let control = makePageControl(pages: 5)
        let log = recordEvents(of: control)
        control.currentPage = 10
        #expect(control.currentPage == 4)
        control.currentPage = -2
        #expect(control.currentPage == 0)
        control.currentPage = 3
        control.numberOfPages = 2
        #expect(control.currentPage == 1)
        #expect(log() == [])
    }

    @Test func testSizeForPagesIsSevenPointDotsNinePointsApart() {
        let control = makePageControl()
        #expect(control.size(forNumberOfPages: 3) == CGSize(width: 39, height: 37))
        #expect(control.size(forNumberOfPages: 1) == CGSize(width: 7, height: 37))
        #expect(control.size(forNumberOfPages: 0) == CGSize(width: 0, height: 37))
        #expect(control.sizeThatFits(.zero) == CGSize(width: 39, height: 37))
    }

    @Test func testDotsAreCenteredInTheControl() {
        let control = makePageControl()
        control.layoutIfNeeded()
        #expect(control.subviews.map(\.frame) == [CGRect(x: 80.5, y: 15, width: 7, height: 7),
                                                  CGRect(x: 96.5, y: 15, width: 7, height: 7),
                                                  CGRect(x: 112.5, y: 15, width: 7, height: 7)])
        #expect(control.subviews.map(\.layer.cornerRadius) == [3.5, 3.5, 3.5])
    }

    @Test func testCurrentDotIsOpaqueWhiteAndTheOthersTranslucent() {
        let control = makePageControl()
        control.currentPage = 1
        #expect(control.subviews.map { components($0.backgroundColor, style: .light) } ==
                [[255, 255, 255, 128], [255, 255, 255, 255], [255, 255, 255, 128]])
        control.currentPageIndicatorTintColor = .label
        control.pageIndicatorTintColor = .tertiaryLabel
        #expect(control.subviews.map { components($0.backgroundColor, style: .dark) } ==
                [[235, 235, 245, 77], [255, 255, 255, 255], [235, 235, 245, 77]])
    }

    @Test func testSinglePageCanHideItsDot() {
        let control = makePageControl(pages: 1)
        #expect(control.subviews.map(\.isHidden) == [false])
        control.hidesForSinglePage = true
        #expect(control.subviews.map(\.isHidden) == [true])
        control.numberOfPages = 2
        #expect(control.subviews.map(\.isHidden) == [false, false])
    }
}
