import Testing
@_spi(Host) import UIKitCore
import UIKit

/// Controls animate as UIKit's do: a switch's thumb slides and its track's color fades when a
/// touch toggles it or `setOn(_:animated: true)` does, and a segmented control's thumb slides
/// to the segment a touch selects; the value changes at once and the actions are sent as
/// before, and setting the value without animation changes the look at once.
@MainActor
struct ControlAnimationTests {
    private func tap(_ point: CGPoint, in scene: UIWindowScene, at time: TimeInterval) throws {
        try scene.handleTouches(.began, [TouchInput(pointerID: 1, location: point)], timestamp: time)
        _ = scene.finishTurn()
        try scene.handleTouches(.ended, [TouchInput(pointerID: 1, location: point)], timestamp: time + 0.05)
    }

    /// The property animation the patch plays for the view.
    private func animation(of view: UIView, in patch: RenderPatch?) -> RenderAnimation? {
        patch?.animations.first { $0.id == view.renderNodeID && $0.kind == .properties }
    }

    private func switchParts(_ control: UISwitch) -> (track: UIView, thumb: UIView) {
        (control.subviews[0].subviews[0], control.subviews[0].subviews[1])
    }

    @Test func testTappingASwitchTogglesItAtOnceAndSlidesTheThumbOverAThirdOfASecond() throws {
        let control = UISwitch(frame: CGRect(x: 100, y: 100, width: 0, height: 0))
        let scene = showOnManualClock(control)
        let log = recordEvents(of: control, [(.valueChanged, "valueChanged")])
        try tap(CGPoint(x: 115, y: 115), in: scene, at: 1)
        #expect(control.isOn)
        #expect(log() == ["valueChanged"])
        let patch = scene.finishTurn()
        let (track, thumb) = switchParts(control)
        #expect(thumb.frame.minX == 21.5)
        let slide = animation(of: thumb, in: patch)
        #expect(slide?.duration == 0.3)
        #expect(slide?.from.contains { $0.key == .frame } == true)
        let fade = animation(of: track, in: patch)
        #expect(fade?.duration == 0.3)
        #expect(fade?.from.contains { $0.key == .background } == true)
    }

    @Test func testSetOnAnimatedSlidesTheThumbAndSettingIsOnDoesNot() {
        let control = UISwitch(frame: CGRect(x: 100, y: 100, width: 0, height: 0))
        let scene = showOnManualClock(control)
        let log = recordEvents(of: control, [(.valueChanged, "valueChanged")])
        let (_, thumb) = switchParts(control)
        control.setOn(true, animated: true)
        #expect(control.isOn)
        #expect(animation(of: thumb, in: scene.finishTurn())?.duration == 0.3)
        scene.clock.advance(by: 0.5)
        control.isOn = false
        control.layoutIfNeeded()
        #expect(animation(of: thumb, in: scene.finishTurn()) == nil)
        control.setOn(true, animated: false)
        control.layoutIfNeeded()
        #expect(animation(of: thumb, in: scene.finishTurn()) == nil)
        #expect(control.isOn)
        #expect(log() == [])
    }

    @Test func testSelectingASegmentSlidesTheThumbThereAndSettingTheIndexDoesNot() throws {
        let control = UISegmentedControl(items: ["One", "Two", "Three"])
        control.frame = CGRect(x: 50, y: 100, width: 299, height: 32)
        control.selectedSegmentIndex = 0
        let scene = showOnManualClock(control)
        let log = recordEvents(of: control, [(.valueChanged, "valueChanged")])
        let thumb = control.subviews[3]
        try tap(CGPoint(x: 50 + 199 + 48.5, y: 116), in: scene, at: 1)
        #expect(control.selectedSegmentIndex == 2)
        #expect(log() == ["valueChanged"])
        let patch = scene.finishTurn()
        #expect(thumb.frame == CGRect(x: 198, y: 2, width: 99, height: 28))
        let slide = animation(of: thumb, in: patch)
        #expect(slide?.duration == 0.3)
        #expect(slide?.from.first { $0.key == .frame }?.value == .rect(x: 2, y: 2, width: 99, height: 28))
        scene.clock.advance(by: 0.5)
        control.selectedSegmentIndex = 1
        control.layoutIfNeeded()
        #expect(animation(of: thumb, in: scene.finishTurn()) == nil)
        #expect(thumb.frame.minX == 100)
    }
}
