import Testing
@_spi(Host) import UIKitCore
import UIKit

/// A held stepper half repeats on the scene's clock: first after 0.5 s, then every 0.1 s.
@MainActor
struct UIStepperAutorepeatTests {
    private let plus = CGPoint(x: 170, y: 116)

    private func makeStage(_ configure: (UIStepper) -> Void = { _ in }) -> (UIStepper, ControlStage, SceneClock) {
        let stepper = UIStepper(frame: CGRect(x: 100, y: 100, width: 0, height: 0))
        configure(stepper)
        let stage = ControlStage(stepper)
        let clock = SceneClock.manual()
        stage.scene.clock = clock
        return (stepper, stage, clock)
    }

    @Test func testHoldingAHalfRepeatsAfterHalfASecondThenEveryTenthOfASecond() {
        let (stepper, stage, clock) = makeStage()
        stage.touch(.began, plus, at: 1)
        var values: [Double] = [stepper.value]
        for elapsed in [0.45, 0.55, 1.05, 2.05] {
            clock.advance(by: elapsed - clock.now)
            values.append(stepper.value)
        }
        stage.touch(.ended, plus, at: 3.1)
        clock.advance(by: 1)
        values.append(stepper.value)
        #expect(values == [1, 1, 2, 7, 17, 17])
    }

    @Test func testEachRepeatSendsValueChanged() {
        let (stepper, stage, clock) = makeStage()
        let log = recordEvents(of: stepper)
        stage.touch(.began, plus, at: 1)
        clock.advance(by: 0.65)
        stage.touch(.ended, plus, at: 1.7)
        #expect(log() == ["valueChanged", "primaryActionTriggered", "touchDown",
                          "valueChanged", "primaryActionTriggered",
                          "valueChanged", "primaryActionTriggered", "touchUpInside"])
    }

    @Test func testRepeatingStopsAtTheMaximum() {
        let (stepper, stage, clock) = makeStage { $0.maximumValue = 4 }
        let log = recordEvents(of: stepper, [(.valueChanged, "valueChanged")])
        stage.touch(.began, plus, at: 1)
        clock.advance(by: 3)
        #expect(stepper.value == 4)
        #expect(log() == ["valueChanged", "valueChanged", "valueChanged", "valueChanged"])
        #expect(!clock.hasPendingWork)
    }

    @Test func testWrappingStepperRepeatsAroundTheEnds() {
        let (stepper, stage, clock) = makeStage {
            $0.maximumValue = 2
            $0.wraps = true
        }
        stage.touch(.began, plus, at: 1)
        var values: [Double] = [stepper.value]
        for _ in 0..<4 {
            clock.advance(by: clock.now == 0 ? 0.55 : 0.1)
            values.append(stepper.value)
        }
        #expect(values == [1, 2, 0, 1, 2])
    }

    @Test func testStepperWithoutAutorepeatStepsOnce() {
        let (stepper, stage, clock) = makeStage { $0.autorepeat = false }
        stage.touch(.began, plus, at: 1)
        clock.advance(by: 2)
        #expect(stepper.value == 1)
        #expect(!clock.hasPendingWork)
    }
}

/// A control that declines every touch in `beginTracking`.
private final class DecliningControl: UIControl {
    override func beginTracking(_ touch: UITouch, with event: UIEvent?) -> Bool { false }
}

@MainActor
struct DeclinedTrackingTests {
    @Test func testControlThatDeclinesTrackingSendsNoTouchEvents() {
        let control = DecliningControl(frame: CGRect(x: 100, y: 100, width: 100, height: 44))
        let stage = ControlStage(control)
        let log = recordEvents(of: control)
        stage.touch(.began, CGPoint(x: 150, y: 120), at: 1)
        let highlighted = control.isHighlighted, tracking = control.isTracking
        stage.touch(.moved, CGPoint(x: 160, y: 125), at: 1.1)
        stage.touch(.ended, CGPoint(x: 160, y: 125), at: 1.2)
        #expect(!highlighted && !tracking)
        #expect(log() == [])
    }
}
