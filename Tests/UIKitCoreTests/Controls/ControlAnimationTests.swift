import Testing
@_spi(Host) import UIKitCore
import UIKit

/// Controls animate as UIKit's do: a switch's thumb slides and its track's color fades, on a
/// spring, when a touch toggles it or `setOn(_:animated: true)` does, and a segmented control's
/// thumb slides on a spring to the segment a touch selects; the value changes at once and the actions are sent as
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

    /// The points of a spring's CSS `linear()` easing.
    private func springPoints(_ animation: RenderAnimation?) -> [Double] {
        guard let curve = animation?.curve, curve.hasPrefix("linear(") else { return [] }
        return curve.dropFirst("linear(".count).dropLast().split(separator: ",")
            .compactMap { Double($0.trimmingCharacters(in: .whitespaces)) }
    }

    /// Whether the easing is a spring that overshoots a little (by 0.5% to 10%) and settles at its end.
    private func isSlightlyBouncySpring(_ animation: RenderAnimation?) -> Bool {
        let points = springPoints(animation)
        guard let first = points.first, let last = points.last, let peak = points.max() else { return false }
        return first == 0 && abs(last - 1) < 1e-9 && peak > 1.005 && peak < 1.1
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
        #expect(isSlightlyBouncySpring(slide), "the thumb slides on a spring: \(slide?.curve ?? "none")")
        #expect(slide?.from.contains { $0.key == .frame } == true)
        let fade = animation(of: track, in: patch)
        #expect(fade?.duration == 0.3)
        #expect(fade?.curve == slide?.curve, "the track's color changes on the same spring")
        #expect(fade?.from.contains { $0.key == .background } == true)
    }

    @Test func testSetOnAnimatedSlidesTheThumbAndSettingIsOnDoesNot() {
        let control = UISwitch(frame: CGRect(x: 100, y: 100, width: 0, height: 0))
        let scene = showOnManualClock(control)
        let log = recordEvents(of: control, [(.valueChanged, "valueChanged")])
        let (_, thumb) = switchParts(control)
        control.setOn(true, animated: true)
        #expect(control.isOn)
        let slide = animation(of: thumb, in: scene.finishTurn())
        #expect(slide?.duration == 0.3)
        #expect(isSlightlyBouncySpring(slide))
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
        #expect(isSlightlyBouncySpring(slide), "the selection slides on a spring: \(slide?.curve ?? "none")")
        #expect(slide?.from.first { $0.key == .frame }?.value == .rect(x: 2, y: 2, width: 99, height: 28))
        scene.clock.advance(by: 0.5)
        control.selectedSegmentIndex = 1
        control.layoutIfNeeded()
        #expect(animation(of: thumb, in: scene.finishTurn()) == nil)
        #expect(thumb.frame.minX == 100)
    }
}
