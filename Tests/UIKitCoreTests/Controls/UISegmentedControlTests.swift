import Testing
import UIKit

/// A control with three segments at (50, 100), 299 × 32 points: segments 97 points wide at
/// x 3, 101 and 199, parted by separators at x 100 and 198.
@MainActor
struct UISegmentedControlTests {
    private func makeControl() -> UISegmentedControl {
        let control = UISegmentedControl(items: ["One", "Two", "Three"])
        control.frame = CGRect(x: 50, y: 100, width: 299, height: 32)
        return control
    }

    /// The point at the middle of a segment, in window coordinates.
    private func segmentPoint(_ index: Int) -> CGPoint {
        CGPoint(x: 50 + 3 + 98 * CGFloat(index) + 48.5, y: 116)
    }

    private func label(_ index: Int, of control: UISegmentedControl) -> UILabel? {
        control.subviews.compactMap { $0 as? UILabel }[index]
    }

    @Test func testItemsBecomeSegmentsWithNoneSelected() {
        let control = UISegmentedControl(items: ["One", "Two", "Three"])
        #expect(control.numberOfSegments == 3)
        #expect(control.selectedSegmentIndex == UISegmentedControl.noSegment)
        #expect(UISegmentedControl.noSegment == -1)
        #expect(control.titleForSegment(at: 2) == "Three")
        #expect(control.frame.height == 32)
        #expect(control.sizeThatFits(.zero).height == 32)
    }

    @Test func testSegmentsShareTheWidthInsideThePadding() {
        let control = makeControl()
        control.selectedSegmentIndex = 1
        control.layoutIfNeeded()
        let labels = control.subviews.compactMap { $0 as? UILabel }
        #expect(labels.map(\.frame) == [CGRect(x: 3, y: 2, width: 97, height: 28), CGRect(x: 101, y: 2, width: 97, height: 28),
                                        CGRect(x: 199, y: 2, width: 97, height: 28)])
        let background = control.subviews[0]
        #expect(background.frame == CGRect(x: 0, y: 0, width: 299, height: 32))
        #expect(background.layer.cornerRadius == 9)
        let separators = Array(control.subviews[1...2])
        #expect(separators.map(\.frame) == [CGRect(x: 100, y: 7, width: 1, height: 18), CGRect(x: 198, y: 7, width: 1, height: 18)])
        let thumb = control.subviews[3]
        #expect(thumb.frame == CGRect(x: 100, y: 2, width: 99, height: 28))
        #expect(thumb.layer.cornerRadius == 7)
    }

    @Test func testSeparatorsBesideTheSelectedSegmentAreHidden() {
        let control = makeControl()
        let separators = Array(control.subviews[1...2])
        #expect(separators.map(\.isHidden) == [false, false])
        control.selectedSegmentIndex = 0
        #expect(separators.map(\.isHidden) == [true, false])
        control.selectedSegmentIndex = 1
        #expect(separators.map(\.isHidden) == [true, true])
        control.selectedSegmentIndex = 2
        #expect(separators.map(\.isHidden) == [false, true])
    }

    @Test func testTappingASegmentSelectsIt() {
        let control = makeControl()
        let stage = ControlStage(control)
        let log = recordEvents(of: control)
        stage.tap(segmentPoint(2), at: 1)
        #expect(control.selectedSegmentIndex == 2)
        stage.tap(segmentPoint(2), at: 3)
        stage.tap(segmentPoint(0), at: 5)
        #expect(control.selectedSegmentIndex == 0)
        #expect(log() == ["touchDown", "valueChanged", "primaryActionTriggered", "touchUpInside",
                          "touchDown", "touchUpInside",
                          "touchDown", "valueChanged", "primaryActionTriggered", "touchUpInside"])
    }

    @Test func testSelectionGoesToTheSegmentTheFingerLiftsOn() {
        let control = makeControl()
        let stage = ControlStage(control)
        stage.drag([segmentPoint(0), segmentPoint(1), segmentPoint(2)], startingAt: 1)
        #expect(control.selectedSegmentIndex == 2)
    }

    @Test func testLiftingFarAwaySelectsNothing() {
        let control = makeControl()
        let stage = ControlStage(control)
        let log = recordEvents(of: control)
        stage.drag([segmentPoint(0), CGPoint(x: 100, y: 400)], startingAt: 1)
        #expect(control.selectedSegmentIndex == UISegmentedControl.noSegment)
        #expect(log() == ["touchDown", "touchDragExit", "touchUpOutside"])
    }

    @Test func testPressedSegmentFadesUntilReleased() {
        let control = makeControl()
        let stage = ControlStage(control)
        stage.touch(.began, segmentPoint(1), at: 1)
        #expect(label(1, of: control)?.alpha == 0.2)
        #expect(label(0, of: control)?.alpha == 1)
        stage.touch(.ended, segmentPoint(1), at: 1.1)
        #expect(label(1, of: control)?.alpha == 1)
        #expect(label(1, of: control)?.font == .systemFont(ofSize: 13, weight: .semibold))
        #expect(label(0, of: control)?.font == .systemFont(ofSize: 13, weight: .medium))
    }

    @Test func testMomentaryControlSendsEveryTapAndKeepsNoSelection() {
        let control = makeControl()
        control.isMomentary = true
        let stage = ControlStage(control)
        var selectedDuringAction: [Int] = []
        control.addAction(UIAction { _ in selectedDuringAction.append(control.selectedSegmentIndex) }, for: .valueChanged)
        stage.tap(segmentPoint(1), at: 1)
        stage.tap(segmentPoint(1), at: 3)
        #expect(selectedDuringAction == [1, 1])
        #expect(control.selectedSegmentIndex == UISegmentedControl.noSegment)
        #expect(control.subviews[3].isHidden)
    }

    @Test func testDisabledSegmentCannotBeSelectedByTouch() {
        let control = makeControl()
        control.setEnabled(false, forSegmentAt: 1)
        #expect(!control.isEnabledForSegment(at: 1))
        let stage = ControlStage(control)
        let log = recordEvents(of: control, [(.valueChanged, "valueChanged")])
        stage.tap(segmentPoint(1), at: 1)
        #expect(control.selectedSegmentIndex == UISegmentedControl.noSegment)
        #expect(log() == [])
        #expect(components(label(1, of: control)?.textColor, style: .light) == [122, 122, 122, 115])
    }

    @Test func testSettingTheSelectionSendsNoActions() {
        let control = makeControl()
        let log = recordEvents(of: control)
        control.selectedSegmentIndex = 1
        #expect(control.selectedSegmentIndex == 1)
        control.selectedSegmentIndex = 7
        #expect(control.selectedSegmentIndex == 1)
        control.selectedSegmentIndex = UISegmentedControl.noSegment
        #expect(control.selectedSegmentIndex == -1)
        #expect(log() == [])
    }

    @Test func testInsertingAndRemovingSegmentsKeepsTheSelectionOnItsSegment() {
        let control = makeControl()
        control.selectedSegmentIndex = 1
        control.insertSegment(withTitle: "Zero", at: 0, animated: true)
        #expect(control.numberOfSegments == 4)
        #expect(control.selectedSegmentIndex == 2)
        #expect(control.titleForSegment(at: 0) == "Zero")
        control.insertSegment(withTitle: "Last", at: 99, animated: false)
        #expect(control.titleForSegment(at: 4) == "Last")
        control.removeSegment(at: 0, animated: false)
        #expect(control.selectedSegmentIndex == 1)
        control.removeSegment(at: 1, animated: false)
        #expect(control.selectedSegmentIndex == UISegmentedControl.noSegment)
        #expect((0..<control.numberOfSegments).map { control.titleForSegment(at: $0) } == ["One", "Three", "Last"])
        control.setTitle("Uno", forSegmentAt: 0)
        #expect(control.subviews.compactMap { ($0 as? UILabel)?.text } == ["Uno", "Three", "Last"])
        control.removeAllSegments()
        #expect(control.numberOfSegments == 0)
        #expect(control.subviews.count == 2)
    }

    @Test func testImageSegmentShowsItsImage() throws {
        let control = makeControl()
        let image = try #require(UIImage(data: ImageFixtures.onePixelPNG))
        control.setImage(image, forSegmentAt: 1)
        #expect(control.imageForSegment(at: 1) === image)
        #expect(control.titleForSegment(at: 1) == nil)
        let imageView = try #require(control.subviews.compactMap { $0 as? UIImageView }.first)
        #expect(imageView.image === image)
        #expect(imageView.contentMode == .center)
    }

    @Test func testFixedWidthSegmentLeavesTheRestToTheOthers() {
        let control = makeControl()
        control.setWidth(93, forSegmentAt: 0)
        #expect(control.widthForSegment(at: 0) == 93)
        control.layoutIfNeeded()
        let labels = control.subviews.compactMap { $0 as? UILabel }
        #expect(labels.map(\.frame.width) == [93, 99, 99])
    }

    @Test func testThumbIsWhiteInLightAndGrayInDark() {
        let light = makeControl(), dark = makeControl()
        light.selectedSegmentIndex = 0
        dark.selectedSegmentIndex = 0
        let stages = [ControlStage(light), ControlStage(dark, style: .dark)]
        #expect(components(light.subviews[3].backgroundColor, in: light) == [255, 255, 255, 255])
        #expect(components(dark.subviews[3].backgroundColor, in: dark) == [99, 99, 102, 255])
        #expect(components(light.subviews[0].backgroundColor, in: light) == [118, 118, 128, 31])
        #expect(components(label(0, of: dark)?.textColor, in: dark) == [255, 255, 255, 255])
        light.selectedSegmentTintColor = .systemYellow
        #expect(light.subviews[3].backgroundColor == .systemYellow)
        withExtendedLifetime(stages) {}
    }
}
