import Testing
@_spi(Host) import UIKitCore
import UIKit

/// Records a color picker's delegate calls, with whether the picker was still presented.
@MainActor
private final class PickerDelegateLog: UIColorPickerViewControllerDelegate {
    var entries: [String] = []

    func colorPickerViewController(_ viewController: UIColorPickerViewController, didSelect color: UIColor,
                                   continuously: Bool) {
        let rgba = components(color, style: .light).map { String(Int($0)) }.joined(separator: " ")
        entries.append("didSelect \(rgba) continuously=\(continuously)")
    }

    func colorPickerViewControllerDidFinish(_ viewController: UIColorPickerViewController) {
        entries.append("didFinish presented=\(viewController.presentingViewController != nil)")
    }
}

/// Color pickers presented as sheets in a 400 × 800 scene.
@MainActor
struct UIColorPickerViewControllerTests {
    private func find(_ identifier: String, in view: UIView) -> UIView? {
        if view.accessibilityIdentifier == identifier { return view }
        return view.subviews.lazy.compactMap { find(identifier, in: $0) }.first
    }

    private func center(of identifier: String, in view: UIView?) -> CGPoint? {
        guard let view, let found = find(identifier, in: view) else { return nil }
        let frame = found.convert(found.bounds, to: nil)
        return CGPoint(x: frame.midX, y: frame.midY)
    }

    @Test func testDefaultsAreWhiteWithAlpha() {
        let picker = UIColorPickerViewController()
        #expect(components(picker.selectedColor, style: .light) == [255, 255, 255, 255])
        #expect(picker.supportsAlpha)
        #expect(picker.delegate == nil)
    }

    @Test func testChoosingASwatchCallsDidSelectAndClosingDismissesThenCallsDidFinish() throws {
        let stage = ControlStage(UIView())
        let root = try #require(stage.scene.windows.first?.rootViewController)
        let picker = UIColorPickerViewController()
        picker.title = "Ink"
        #expect((find("colorPicker.title", in: picker.view) as? UILabel)?.text == "Ink")
        let log = PickerDelegateLog()
        picker.delegate = log
        stage.scene.clock = .manual()
        root.present(picker, animated: true)
        _ = stage.scene.finishTurn()
        // Touches are ignored until the sheet has risen.
        stage.scene.clock.advance(by: 0.6)
        #expect(root.presentedViewController === picker)
        let red = try #require(center(of: "colorPicker.swatch.3.0", in: picker.view))
        stage.tap(red, at: 1)
        #expect(components(picker.selectedColor, style: .light) == [230, 0, 0, 255])
        #expect(root.presentedViewController === picker)
        #expect(log.entries == ["didSelect 230 0 0 255 continuously=false"])
        let close = try #require(center(of: "colorPicker.close", in: picker.view))
        stage.tap(close, at: 3)
        stage.scene.clock.advance(by: 0.6)
        #expect(root.presentedViewController == nil)
        #expect(log.entries == ["didSelect 230 0 0 255 continuously=false", "didFinish presented=false"])
    }

    @Test func testDraggingASliderPicksColorsContinuouslyThenOnceMore() throws {
        let stage = ControlStage(UIView())
        let root = try #require(stage.scene.windows.first?.rootViewController)
        let picker = UIColorPickerViewController()
        let log = PickerDelegateLog()
        picker.delegate = log
        stage.scene.clock = .manual()
        root.present(picker, animated: true)
        _ = stage.scene.finishTurn()
        stage.scene.clock.advance(by: 0.6)
        let red = try #require(find("colorPicker.red", in: picker.view))
        let track = red.convert(red.bounds, to: nil)
        // White: the red thumb is at the right end of its track.
        stage.drag([CGPoint(x: track.maxX - 14, y: track.midY), CGPoint(x: track.midX, y: track.midY),
                    CGPoint(x: track.minX - 20, y: track.midY)], startingAt: 1)
        #expect(components(picker.selectedColor, style: .light) == [0, 255, 255, 255])
        #expect(log.entries.last == "didSelect 0 255 255 255 continuously=false")
        #expect(log.entries.dropLast().allSatisfy { $0.hasSuffix("continuously=true") })
        #expect(log.entries.count >= 2)
    }

    @Test func testSettingTheSelectedColorMovesTheSlidersWithoutCallingTheDelegate() throws {
        let picker = UIColorPickerViewController()
        let log = PickerDelegateLog()
        picker.delegate = log
        picker.selectedColor = UIColor(red: 1, green: 0.5, blue: 0, alpha: 0.25)
        let opacity = try #require(find("colorPicker.opacity", in: picker.view) as? UISlider)
        let green = try #require(find("colorPicker.green", in: picker.view) as? UISlider)
        #expect(green.value == 0.5 && opacity.value == 0.25)
        #expect(opacity.superview?.isHidden == false)
        picker.supportsAlpha = false
        #expect(opacity.superview?.isHidden == true)
        #expect(log.entries == [])
    }
}
