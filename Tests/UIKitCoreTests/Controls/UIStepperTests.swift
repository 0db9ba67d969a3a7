import Testing
import UIKit

/// A stepper at (100, 100): its "−" half spans x 100–147 and its "+" half x 147–194.
@MainActor
struct UIStepperTests {
    private let minus = CGPoint(x: 120, y: 116)
    private let plus = CGPoint(x: 170, y: 116)

    private func makeStepper() -> UIStepper {
        UIStepper(frame: CGRect(x: 100, y: 100, width: 0, height: 0))
    }

    @Test func testStepperIs94By32Points() {
        let stepper = UIStepper(frame: CGRect(x: 5, y: 6, width: 300, height: 100))
        #expect(stepper.frame == CGRect(x: 5, y: 6, width: 94, height: 32))
        #expect(stepper.sizeThatFits(.zero) == CGSize(width: 94, height: 32))
    }

    @Test func testDefaultsAreUIKits() {
        let stepper = makeStepper()
        #expect([stepper.value, stepper.minimumValue, stepper.maximumValue, stepper.stepValue] == [0, 0, 100, 1])
        #expect(stepper.isContinuous && stepper.autorepeat && !stepper.wraps)
    }

    @Test func testPressingAHalfStepsTheValueAtOnce() {
        let stepper = makeStepper()
        let stage = ControlStage(stepper)
        let log = recordEvents(of: stepper)
        stage.touch(.began, plus, at: 1)
        #expect(stepper.value == 1)
        stage.touch(.ended, plus, at: 1.1)
        stage.tap(plus, at: 3)
        stage.tap(minus, at: 5)
        #expect(stepper.value == 1)
        #expect(log() == ["valueChanged", "primaryActionTriggered", "touchDown", "touchUpInside",
                          "valueChanged", "primaryActionTriggered", "touchDown", "touchUpInside",
                          "valueChanged", "primaryActionTriggered", "touchDown", "touchUpInside"])
    }

    @Test func testHalfAtItsLimitDoesNotStep() {
        let stepper = makeStepper()
        let stage = ControlStage(stepper)
        let log = recordEvents(of: stepper, [(.valueChanged, "valueChanged")])
        stage.tap(minus, at: 1)
        #expect(stepper.value == 0)
        stepper.value = 100
        stage.tap(plus, at: 3)
        #expect(stepper.value == 100)
        #expect(log() == [])
    }

    @Test func testStepIsClampedToTheRange() {
        let stepper = makeStepper()
        stepper.maximumValue = 12
        stepper.stepValue = 5
        stepper.value = 10
        let stage = ControlStage(stepper)
        stage.tap(plus, at: 1)
        #expect(stepper.value == 12)
    }

    @Test func testWrappingStepperGoesAroundTheEnds() {
        let stepper = makeStepper()
        stepper.wraps = true
        stepper.maximumValue = 3
        let stage = ControlStage(stepper)
        let log = recordEvents(of: stepper, [(.valueChanged, "valueChanged")])
        stage.tap(minus, at: 1)
        #expect(stepper.value == 3)
        stage.tap(plus, at: 3)
        #expect(stepper.value == 0)
        #expect(log() == ["valueChanged", "valueChanged"])
    }

    @Test func testStepperThatIsNotContinuousSendsTheChangeWhenReleased() {
        let stepper = makeStepper()
        stepper.isContinuous = false
        let stage = ControlStage(stepper)
        let log = recordEvents(of: stepper)
        stage.touch(.began, plus, at: 1)
        #expect(stepper.value == 1)
        #expect(log() == ["touchDown"])
        stage.touch(.ended, plus, at: 1.1)
        #expect(log() == ["touchDown", "valueChanged", "primaryActionTriggered", "touchUpInside"])
    }

    @Test func testSettingValuesClampsAndSendsNoActions() {
        let stepper = makeStepper()
        let log = recordEvents(of: stepper)
        stepper.value = 150
        #expect(stepper.value == 100)
        stepper.value = -3
        #expect(stepper.value == 0)
        stepper.minimumValue = 200
        #expect([stepper.minimumValue, stepper.maximumValue, stepper.value] == [200, 200, 200])
        stepper.maximumValue = 50
        #expect([stepper.minimumValue, stepper.maximumValue, stepper.value] == [50, 50, 50])
        stepper.stepValue = 0
        #expect(stepper.stepValue == 1)
        #expect(log() == [])
    }

    @Test func testDividerAndSignsAreCenteredInTheirHalves() {
        let stepper = makeStepper()
        stepper.layoutIfNeeded()
        let parts = stepper.subviews
        #expect(parts[0].frame == CGRect(x: 0, y: 0, width: 94, height: 32))
        #expect(parts[0].layer.cornerRadius == 9)
        #expect(parts[1].frame == CGRect(x: 46.5, y: 7, width: 1, height: 18))
        #expect(parts[2].frame == CGRect(x: 16.5, y: 15, width: 14, height: 2))
        #expect(parts[3].frame == CGRect(x: 63.5, y: 15, width: 14, height: 2))
        #expect(parts[4].frame == CGRect(x: 69.5, y: 9, width: 2, height: 14))
    }

    @Test func testPressedHalfIsDarkenedWhileTouched() {
        let stepper = makeStepper()
        let stage = ControlStage(stepper)
        let highlight = stepper.subviews[0].subviews[0]
        #expect(highlight.isHidden)
        stage.touch(.began, plus, at: 1)
        #expect(!highlight.isHidden)
        #expect(highlight.frame == CGRect(x: 47, y: 0, width: 47, height: 32))
        stage.touch(.ended, plus, at: 1.1)
        #expect(highlight.isHidden)
    }

    @Test func testSignThatCannotStepIsDimmedInLightAndDark() {
        let light = makeStepper(), dark = makeStepper()
        let stages = [ControlStage(light), ControlStage(dark, style: .dark)]
        let lightMinus = light.subviews[2], lightPlus = light.subviews[3]
        let darkMinus = dark.subviews[2], darkPlus = dark.subviews[3]
        #expect(components(lightMinus.backgroundColor, in: lightMinus) == [60, 60, 67, 77])
        #expect(components(lightPlus.backgroundColor, in: lightPlus) == [0, 0, 0, 255])
        #expect(components(darkMinus.backgroundColor, in: darkMinus) == [235, 235, 245, 77])
        #expect(components(darkPlus.backgroundColor, in: darkPlus) == [255, 255, 255, 255])
        #expect(components(light.subviews[0].backgroundColor, in: light) == [118, 118, 128, 31])
        #expect(components(dark.subviews[0].backgroundColor, in: dark) == [118, 118, 128, 61])
        light.value = 1
        #expect(components(lightMinus.backgroundColor, in: lightMinus) == [0, 0, 0, 255])
        withExtendedLifetime(stages) {}
    }
}
