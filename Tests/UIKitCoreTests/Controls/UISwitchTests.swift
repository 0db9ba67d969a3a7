import Testing
import UIKit

/// A switch at (100, 100): its thumb sits at x 101.5–129.5 when off and 121.5–149.5 when on.
@MainActor
struct UISwitchTests {
    private func makeSwitch() -> UISwitch {
        UISwitch(frame: CGRect(x: 100, y: 100, width: 0, height: 0))
    }

    private func thumb(of control: UISwitch) -> UIView { control.subviews[0].subviews[1] }
    private func track(of control: UISwitch) -> UIView { control.subviews[0].subviews[0] }

    @Test func testSwitchIsAlways51By31Points() {
        let control = UISwitch(frame: CGRect(x: 10, y: 40, width: 80, height: 30))
        #expect(control.frame == CGRect(x: 10, y: 40, width: 51, height: 31))
        #expect(control.sizeThatFits(CGSize(width: 200, height: 200)) == CGSize(width: 51, height: 31))
        #expect(UISwitch().frame.size == CGSize(width: 51, height: 31))
    }

    @Test func testTapTogglesTheSwitchWhenTheFingerLifts() {
        let control = makeSwitch()
        let stage = ControlStage(control)
        let log = recordEvents(of: control)
        stage.touch(.began, CGPoint(x: 115, y: 115), at: 1)
        #expect(!control.isOn)
        stage.touch(.ended, CGPoint(x: 115, y: 115), at: 1.1)
        #expect(control.isOn)
        stage.tap(CGPoint(x: 140, y: 115), at: 3)
        #expect(!control.isOn)
        #expect(log() == ["touchDown", "valueChanged", "primaryActionTriggered", "touchUpInside",
                          "touchDown", "valueChanged", "primaryActionTriggered", "touchUpInside"])
    }

    @Test func testFlickAcrossTheSwitchTurnsItOn() {
        let control = makeSwitch()
        let stage = ControlStage(control)
        let log = recordEvents(of: control)
        stage.drag([CGPoint(x: 112, y: 115), CGPoint(x: 130, y: 115), CGPoint(x: 150, y: 116)], startingAt: 1)
        #expect(control.isOn)
        #expect(log() == ["touchDown", "touchDragInside", "touchDragInside",
                          "valueChanged", "primaryActionTriggered", "touchUpInside"])
    }

    @Test func testFlickToTheLeftTurnsItOff() {
        let control = makeSwitch()
        control.isOn = true
        let stage = ControlStage(control)
        let log = recordEvents(of: control, [(.valueChanged, "valueChanged")])
        stage.drag([CGPoint(x: 140, y: 115), CGPoint(x: 120, y: 115), CGPoint(x: 100, y: 114)], startingAt: 1)
        #expect(!control.isOn)
        #expect(log() == ["valueChanged"])
    }

    @Test func testShortDragDoesNotToggle() {
        let control = makeSwitch()
        let stage = ControlStage(control)
        let log = recordEvents(of: control)
        stage.drag([CGPoint(x: 112, y: 115), CGPoint(x: 132, y: 115)], startingAt: 1)
        #expect(!control.isOn)
        #expect(log() == ["touchDown", "touchDragInside", "touchUpInside"])
    }

    @Test func testThumbFollowsTheDragAndComesBackWithIt() {
        let control = makeSwitch()
        let stage = ControlStage(control)
        let log = recordEvents(of: control, [(.valueChanged, "valueChanged")])
        stage.touch(.began, CGPoint(x: 112, y: 115), at: 1)
        stage.touch(.moved, CGPoint(x: 150, y: 115), at: 1.1)
        #expect(thumb(of: control).frame.maxX == 49.5)
        #expect(components(track(of: control).backgroundColor, style: .light) == [52, 199, 89, 255])
        stage.touch(.moved, CGPoint(x: 118, y: 115), at: 1.2)
        #expect(thumb(of: control).frame.minX == 1.5)
        stage.touch(.ended, CGPoint(x: 118, y: 115), at: 1.3)
        #expect(!control.isOn)
        #expect(log() == [])
    }

    @Test func testCancelledTouchLeavesTheSwitchAsItWas() {
        let control = makeSwitch()
        let stage = ControlStage(control)
        let log = recordEvents(of: control)
        stage.touch(.began, CGPoint(x: 112, y: 115), at: 1)
        stage.touch(.moved, CGPoint(x: 150, y: 115), at: 1.1)
        stage.touch(.cancelled, CGPoint(x: 150, y: 115), at: 1.2)
        #expect(!control.isOn)
        #expect(thumb(of: control).frame == CGRect(x: 1.5, y: 1.5, width: 28, height: 28))
        #expect(log() == ["touchDown", "touchDragInside", "touchCancel"])
    }

    @Test func testSettingTheValueSendsNoActions() {
        let control = makeSwitch()
        let log = recordEvents(of: control)
        control.isOn = true
        control.setOn(false, animated: true)
        control.setOn(true, animated: false)
        #expect(control.isOn)
        #expect(log() == [])
    }

    @Test func testDisabledSwitchIgnoresTouchesAndIsDrawnAtHalfOpacity() {
        let control = makeSwitch()
        control.isEnabled = false
        let stage = ControlStage(control)
        let log = recordEvents(of: control)
        stage.tap(CGPoint(x: 115, y: 115), at: 1)
        #expect(!control.isOn)
        #expect(log() == [])
        #expect(control.subviews[0].alpha == 0.5)
    }

    @Test func testThumbSitsOnTheSideOfTheValueAndWidensWhileTouched() {
        let control = makeSwitch()
        let stage = ControlStage(control)
        #expect(track(of: control).frame == CGRect(x: 0, y: 0, width: 51, height: 31))
        #expect(track(of: control).layer.cornerRadius == 15.5)
        #expect(thumb(of: control).frame == CGRect(x: 1.5, y: 1.5, width: 28, height: 28))
        stage.touch(.began, CGPoint(x: 115, y: 115), at: 1)
        #expect(thumb(of: control).frame == CGRect(x: 1.5, y: 1.5, width: 35, height: 28))
        stage.touch(.ended, CGPoint(x: 115, y: 115), at: 1.1)
        #expect(thumb(of: control).frame == CGRect(x: 21.5, y: 1.5, width: 28, height: 28))
        stage.touch(.began, CGPoint(x: 135, y: 115), at: 3)
        #expect(thumb(of: control).frame == CGRect(x: 14.5, y: 1.5, width: 35, height: 28))
    }

    @Test func testColorsFollowTheValueInLightAndDark() {
        let light = makeSwitch(), dark = makeSwitch()
        let stages = [ControlStage(light, style: .light), ControlStage(dark, style: .dark)]
        #expect(components(track(of: light).backgroundColor, in: track(of: light)) == [120, 120, 128, 41])
        #expect(components(track(of: dark).backgroundColor, in: track(of: dark)) == [120, 120, 128, 82])
        #expect(components(thumb(of: dark).backgroundColor, in: thumb(of: dark)) == [255, 255, 255, 255])
        light.isOn = true
        dark.isOn = true
        #expect(components(track(of: light).backgroundColor, in: track(of: light)) == [52, 199, 89, 255])
        #expect(components(track(of: dark).backgroundColor, in: track(of: dark)) == [48, 209, 88, 255])
        withExtendedLifetime(stages) {}
    }

    @Test func testOnTintAndThumbTintReplaceTheDefaults() {
        let control = makeSwitch()
        control.isOn = true
        control.onTintColor = .systemPurple
        control.thumbTintColor = .black
        #expect(track(of: control).backgroundColor == .systemPurple)
        #expect(thumb(of: control).backgroundColor == .black)
    }
}
