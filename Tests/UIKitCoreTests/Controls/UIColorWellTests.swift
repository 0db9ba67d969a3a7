import Testing
@_spi(Host) import UIKitCore
import UIKit

/// A color well at (100, 100); a tap presents a color picker sheet from the root controller.
@MainActor
struct UIColorWellTests {
    private let wellCenter = CGPoint(x: 114, y: 114)

    private func presentedPicker(of well: UIColorWell) -> UIColorPickerViewController? {
        well.window?.rootViewController?.presentedViewController as? UIColorPickerViewController
    }

    private func center(of identifier: String, in well: UIColorWell) -> CGPoint? {
        func find(_ view: UIView) -> UIView? {
            if view.accessibilityIdentifier == identifier { return view }
            return view.subviews.lazy.compactMap(find).first
        }
        guard let view = presentedPicker(of: well)?.view, let found = find(view) else { return nil }
        let frame = found.convert(found.bounds, to: nil)
        return CGPoint(x: frame.midX, y: frame.midY)
    }

    @Test func testColorWellIs28PointsSquare() {
        let well = UIColorWell(frame: CGRect(x: 5, y: 6, width: 100, height: 100))
        #expect(well.frame == CGRect(x: 5, y: 6, width: 28, height: 28))
        #expect(well.intrinsicContentSize == CGSize(width: 28, height: 28))
        #expect(well.selectedColor == nil && well.supportsAlpha)
    }

    @Test func testChoosingASwatchSetsTheColorAndSendsValueChanged() throws {
        let well = UIColorWell(frame: CGRect(x: 100, y: 100, width: 0, height: 0))
        well.title = "Card color"
        well.supportsAlpha = false
        let stage = ControlStage(well)
        // Touches wait for the picker's sheet to rise and fall, as on iOS.
        stage.scene.clock = .manual()
        let log = recordEvents(of: well)
        stage.tap(wellCenter, at: 1)
        stage.scene.clock.advance(by: 0.6)
        let picker = try #require(presentedPicker(of: well))
        #expect(picker.title == "Card color")
        #expect(picker.supportsAlpha == false)
        let red = try #require(center(of: "colorPicker.swatch.3.0", in: well))
        stage.tap(red, at: 3)
        #expect(components(well.selectedColor, in: well) == [230, 0, 0, 255])
        #expect(presentedPicker(of: well) === picker)
        #expect(log() == ["touchDown", "touchUpInside", "valueChanged", "primaryActionTriggered"])
        let close = try #require(center(of: "colorPicker.close", in: well))
        stage.tap(close, at: 5)
        stage.scene.clock.advance(by: 0.6)
        #expect(presentedPicker(of: well) == nil)
        stage.tap(wellCenter, at: 7)
        #expect(components(presentedPicker(of: well)?.selectedColor, in: well) == [230, 0, 0, 255])
    }

    @Test func testClosingThePickerWithoutChoosingChangesNothing() throws {
        let well = UIColorWell(frame: CGRect(x: 100, y: 100, width: 0, height: 0))
        let stage = ControlStage(well)
        stage.scene.clock = .manual()
        let log = recordEvents(of: well, [(.valueChanged, "valueChanged")])
        stage.tap(wellCenter, at: 1)
        stage.scene.clock.advance(by: 0.6)
        let close = try #require(center(of: "colorPicker.close", in: well))
        stage.tap(close, at: 3)
        stage.scene.clock.advance(by: 0.6)
        #expect(presentedPicker(of: well) == nil)
        #expect(well.selectedColor == nil)
        #expect(log() == [])
    }

    @Test func testSelectedColorFillsTheDiscInsideTheRing() {
        let well = UIColorWell(frame: CGRect(x: 100, y: 100, width: 0, height: 0))
        well.selectedColor = .systemGreen
        well.layoutIfNeeded()
        let disc = well.subviews.last
        #expect(disc?.frame == CGRect(x: 6, y: 6, width: 16, height: 16))
        #expect(disc?.layer.cornerRadius == 8)
        #expect(components(disc?.backgroundColor, style: .light) == [52, 199, 89, 255])
    }
}
