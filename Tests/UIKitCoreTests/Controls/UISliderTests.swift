import Testing
import UIKit

/// A slider at (20, 100), 200 × 31 points: its thumb travels 172 points, and at 0.5 its center is
/// at (120, 115.5) in the window.
@MainActor
struct UISliderTests {
    private func makeSlider(value: Float = 0.5) -> UISlider {
        let slider = UISlider(frame: CGRect(x: 20, y: 100, width: 200, height: 31))
        slider.value = value
        return slider
    }

    private func parts(of slider: UISlider) -> (minimumTrack: UIView, maximumTrack: UIView, thumb: UIView) {
        let content = slider.subviews[0]
        return (content.subviews[0], content.subviews[1], content.subviews[2])
    }

    @Test func testTrackIsFourPointsHighAcrossTheWidthAndTheThumbTravelsAlongIt() {
        let slider = makeSlider()
        let track = slider.trackRect(forBounds: slider.bounds)
        #expect(track == CGRect(x: 0, y: 13.5, width: 200, height: 4))
        #expect(slider.thumbRect(forBounds: slider.bounds, trackRect: track, value: 0) == CGRect(x: 0, y: 1.5, width: 28, height: 28))
        #expect(slider.thumbRect(forBounds: slider.bounds, trackRect: track, value: 0.5) == CGRect(x: 86, y: 1.5, width: 28, height: 28))
        #expect(slider.thumbRect(forBounds: slider.bounds, trackRect: track, value: 1) == CGRect(x: 172, y: 1.5, width: 28, height: 28))
    }

    @Test func testTrackIsSplitAtTheThumb() {
        let slider = makeSlider(value: 0.25)
        slider.layoutIfNeeded()
        let parts = parts(of: slider)
        #expect(parts.minimumTrack.frame == CGRect(x: 0, y: 13.5, width: 57, height: 4))
        #expect(parts.maximumTrack.frame == CGRect(x: 57, y: 13.5, width: 143, height: 4))
        #expect(parts.thumb.frame == CGRect(x: 43, y: 1.5, width: 28, height: 28))
        #expect(parts.minimumTrack.layer.cornerRadius == 2)
        #expect(parts.thumb.layer.cornerRadius == 14)
    }

    @Test func testSliderIs31PointsHigh() {
        let slider = UISlider(frame: CGRect(x: 0, y: 0, width: 150, height: 10))
        #expect(slider.sizeThatFits(.zero) == CGSize(width: 150, height: 31))
        slider.sizeToFit()
        #expect(slider.frame.size == CGSize(width: 150, height: 31))
    }

    @Test func testDraggingTheThumbSendsValueChangesAsItMoves() {
        let slider = makeSlider()
        let stage = ControlStage(slider)
        let log = recordEvents(of: slider)
        stage.drag([CGPoint(x: 124, y: 115), CGPoint(x: 167, y: 118), CGPoint(x: 210, y: 112)], startingAt: 1)
        #expect(slider.value == 1)
        #expect(log() == ["touchDown",
                          "valueChanged", "primaryActionTriggered", "touchDragInside",
                          "valueChanged", "primaryActionTriggered", "touchDragInside",
                          "touchUpInside"])
    }

    @Test func testThumbKeepsItsPlaceUnderTheFinger() {
        let slider = makeSlider()
        let stage = ControlStage(slider)
        stage.touch(.began, CGPoint(x: 130, y: 115), at: 1)
        stage.touch(.moved, CGPoint(x: 87, y: 115), at: 1.1)
        #expect(slider.value == 0.25)
        #expect(parts(of: slider).thumb.frame.midX == 57)
        stage.touch(.moved, CGPoint(x: -100, y: 115), at: 1.2)
        #expect(slider.value == 0)
        stage.touch(.moved, CGPoint(x: 87, y: 115), at: 1.3)
        #expect(slider.value == 0.25)
        stage.touch(.ended, CGPoint(x: 87, y: 115), at: 1.4)
    }

    @Test func testSliderThatIsNotContinuousSendsOneValueChangeWhenReleased() {
        let slider = makeSlider()
        slider.isContinuous = false
        let stage = ControlStage(slider)
        let log = recordEvents(of: slider)
        stage.drag([CGPoint(x: 120, y: 115), CGPoint(x: 163, y: 115), CGPoint(x: 206, y: 115)], startingAt: 1)
        #expect(slider.value == 1)
        #expect(log() == ["touchDown", "touchDragInside", "touchDragInside",
                          "valueChanged", "primaryActionTriggered", "touchUpInside"])
    }

    @Test func testTouchOnTheTrackAwayFromTheThumbDoesNotMoveIt() {
        let slider = makeSlider()
        let stage = ControlStage(slider)
        let log = recordEvents(of: slider, [(.valueChanged, "valueChanged")])
        stage.drag([CGPoint(x: 40, y: 115), CGPoint(x: 80, y: 115)], startingAt: 1)
        stage.tap(CGPoint(x: 210, y: 115), at: 3)
        #expect(slider.value == 0.5)
        #expect(log() == [])
    }

    @Test func testValueIsPinnedToTheRangeAndSettingItSendsNoActions() {
        let slider = makeSlider()
        let log = recordEvents(of: slider)
        slider.value = 2
        #expect(slider.value == 1)
        slider.setValue(-1, animated: true)
        #expect(slider.value == 0)
        slider.maximumValue = 10
        slider.minimumValue = 4
        #expect(slider.value == 4)
        slider.maximumValue = 2
        #expect([slider.minimumValue, slider.maximumValue, slider.value] == [2, 2, 2])
        #expect(log() == [])
    }

    @Test func testMinimumTrackIsDrawnInTheTintColorInLightAndDark() {
        let light = makeSlider(), dark = makeSlider()
        let stages = [ControlStage(light), ControlStage(dark, style: .dark)]
        #expect(components(parts(of: light).minimumTrack.backgroundColor, in: light) == [0, 122, 255, 255])
        #expect(components(parts(of: dark).minimumTrack.backgroundColor, in: dark) == [10, 132, 255, 255])
        #expect(components(parts(of: light).maximumTrack.backgroundColor, in: light) == [120, 120, 128, 51])
        #expect(components(parts(of: dark).maximumTrack.backgroundColor, in: dark) == [120, 120, 128, 92])
        #expect(components(parts(of: dark).thumb.backgroundColor, in: dark) == [255, 255, 255, 255])
        light.superview?.tintColor = .systemOrange
        #expect(parts(of: light).minimumTrack.backgroundColor == .systemOrange)
        withExtendedLifetime(stages) {}
    }

    @Test func testTrackAndThumbTintsReplaceTheDefaults() {
        let slider = makeSlider()
        slider.minimumTrackTintColor = .systemRed
        slider.maximumTrackTintColor = .systemGreen
        slider.thumbTintColor = .black
        let parts = parts(of: slider)
        #expect(parts.minimumTrack.backgroundColor == .systemRed)
        #expect(parts.maximumTrack.backgroundColor == .systemGreen)
        #expect(parts.thumb.backgroundColor == .black)
    }
}
