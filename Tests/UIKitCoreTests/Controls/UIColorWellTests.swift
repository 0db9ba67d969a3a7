import Testing
import UIKit

/// A color well at (100, 100); its picker is the window's last subview, a panel of swatches.
@MainActor
struct UIColorWellTests {
    private let wellCenter = CGPoint(x: 114, y: 114)

    private func overlay(of well: UIColorWell) -> UIView? {
        guard let window = well.window, let last = window.subviews.last,
              last !== window.rootViewController?.view else { return nil }
        return last
    }

    private func swatchCenter(row: Int, column: Int, of well: UIColorWell) -> CGPoint? {
        guard let swatch = overlay(of: well)?.subviews.first?.subviews.first(where: {
            $0.accessibilityIdentifier == "colorWell.swatch.\(row).\(column)"
        }) else { return nil }
        let frame = swatch.convert(swatch.bounds, to: nil)
        return CGPoint(x: frame.midX, y: frame.midY)
    }

    @Test func testColorWellIs28PointsSquare() {
        let well = UIColorWell(frame: CGRect(x: 5, y: 6, width: 100, height: 100))
        #expect(well.frame == CGRect(x: 5, y: 6, width: 28, height: 28))
        #expect(well.intrinsicContentSize == CGSize(width: 28, height: 28))
        #expect(well.selectedColor == nil && well.supportsAlpha)
    }

    @Test func testChoosingASwatchSetsTheColorAndSendsValueChanged() {
        let well = UIColorWell(frame: CGRect(x: 100, y: 100, width: 0, height: 0))
        let stage = ControlStage(well)
        let log = recordEvents(of: well)
        stage.tap(wellCenter, at: 1)
        #expect(overlay(of: well) != nil)
        guard let red = swatchCenter(row: 3, column: 0, of: well) else {
            Issue.record("no picker")
            return
        }
        stage.tap(red, at: 3)
        #expect(components(well.selectedColor, in: well) == [230, 0, 0, 255])
        #expect(overlay(of: well) == nil)
        #expect(log() == ["touchDown", "touchUpInside", "valueChanged", "primaryActionTriggered"])
    }

    @Test func testTouchOutsideThePickerDismissesItWithoutAChange() {
        let well = UIColorWell(frame: CGRect(x: 100, y: 100, width: 0, height: 0))
        let stage = ControlStage(well)
        let log = recordEvents(of: well, [(.valueChanged, "valueChanged")])
        stage.tap(wellCenter, at: 1)
        stage.tap(CGPoint(x: 10, y: 790), at: 3)
        #expect(overlay(of: well) == nil)
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
