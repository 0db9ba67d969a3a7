import Testing
import UIKit

/// A data source and delegate that log what the picker view asks and tells.
@MainActor
private final class PickerModel: UIPickerViewDataSource, UIPickerViewDelegate {
    var rows = [5, 3]
    var log: [String] = []

    func numberOfComponents(in pickerView: UIPickerView) -> Int {
        log.append("numberOfComponents")
        return rows.count
    }

    func pickerView(_ pickerView: UIPickerView, numberOfRowsInComponent component: Int) -> Int {
        log.append("numberOfRows(\(component))")
        return rows[component]
    }

    func pickerView(_ pickerView: UIPickerView, titleForRow row: Int, forComponent component: Int) -> String? {
        "\(component)-\(row)"
    }

    func pickerView(_ pickerView: UIPickerView, didSelectRow row: Int, inComponent component: Int) {
        log.append("didSelectRow(\(row), \(component))")
    }
}

/// A picker at (40, 100), 320 × 216: its band is centered at y 208, and its two wheels share
/// the width (the first spans x 48–197.5 in the window).
@MainActor
struct UIPickerViewTests {
    private let firstWheelX: CGFloat = 120

    private func makePicker() -> (UIPickerView, PickerModel, ControlStage) {
        let picker = UIPickerView(frame: CGRect(x: 40, y: 100, width: 320, height: 216))
        let model = PickerModel()
        picker.dataSource = model
        picker.delegate = model
        let stage = ControlStage(picker)
        return (picker, model, stage)
    }

    /// The labels the picker shows in a wheel, by their text.
    private func rowLabels(of picker: UIPickerView, component: Int) -> [String: UILabel] {
        var labels: [String: UILabel] = [:]
        for case let label as UILabel in picker.subviews[component + 1].subviews { labels[label.text ?? ""] = label }
        return labels
    }

    @Test func testPickerViewIs320By216Points() {
        let picker = UIPickerView()
        #expect(picker.intrinsicContentSize == CGSize(width: 320, height: 216))
        #expect(picker.sizeThatFits(.zero) == CGSize(width: 320, height: 216))
        #expect(picker.rowSize(forComponent: 0) == .zero)
    }

    @Test func testPickerAsksTheDataSourceOnceWhenLaidOut() {
        let (picker, model, _) = makePicker()
        #expect(model.log == ["numberOfComponents", "numberOfRows(0)", "numberOfRows(1)"])
        #expect(picker.numberOfComponents == 2)
        #expect(picker.numberOfRows(inComponent: 1) == 3)
        #expect(picker.rowSize(forComponent: 0) == CGSize(width: 149.5, height: 32))
        #expect(model.log.count == 3)
    }

    @Test func testDraggingAWheelSettlesOnTheNearestRowAndTellsTheDelegateOnce() {
        let (picker, model, stage) = makePicker()
        model.log = []
        stage.drag([CGPoint(x: firstWheelX, y: 208), CGPoint(x: firstWheelX, y: 190), CGPoint(x: firstWheelX, y: 160),
                    CGPoint(x: firstWheelX, y: 140)], startingAt: 1)
        #expect(picker.selectedRow(inComponent: 0) == 2)
        #expect(picker.selectedRow(inComponent: 1) == 0)
        #expect(model.log == ["didSelectRow(2, 0)"])
    }

    @Test func testDragThatEndsOnTheSameRowSelectsNothing() {
        let (picker, model, stage) = makePicker()
        model.log = []
        stage.drag([CGPoint(x: firstWheelX, y: 208), CGPoint(x: firstWheelX, y: 193), CGPoint(x: firstWheelX, y: 195)],
                   startingAt: 1)
        #expect(picker.selectedRow(inComponent: 0) == 0)
        #expect(model.log == [])
    }

    @Test func testDragPastTheLastRowStopsThere() {
        let (picker, model, stage) = makePicker()
        model.log = []
        stage.drag([CGPoint(x: 280, y: 300), CGPoint(x: 280, y: 200), CGPoint(x: 280, y: 101)], startingAt: 1)
        #expect(picker.selectedRow(inComponent: 1) == 2)
        #expect(model.log == ["didSelectRow(2, 1)"])
    }

    @Test func testTappingARowBelowTheBandSelectsIt() {
        let (picker, model, stage) = makePicker()
        model.log = []
        stage.tap(CGPoint(x: firstWheelX, y: 208 + 64), at: 1)
        #expect(picker.selectedRow(inComponent: 0) == 2)
        stage.tap(CGPoint(x: firstWheelX, y: 208 - 32), at: 3)
        #expect(picker.selectedRow(inComponent: 0) == 1)
        #expect(model.log == ["didSelectRow(2, 0)", "didSelectRow(1, 0)"])
    }

    @Test func testSelectingARowInCodeMovesTheWheelWithoutTellingTheDelegate() {
        let (picker, model, _) = makePicker()
        model.log = []
        picker.selectRow(3, inComponent: 0, animated: false)
        picker.selectRow(9, inComponent: 1, animated: true)
        let selected: [Int] = [picker.selectedRow(inComponent: 0), picker.selectedRow(inComponent: 1)]
        #expect(selected == [3, 2])
        picker.layoutIfNeeded()
        let labels = rowLabels(of: picker, component: 0)
        #expect(labels["0-3"]?.frame == CGRect(x: 0, y: 92, width: 149.5, height: 32))
        #expect(labels["0-3"]?.alpha == 1)
        #expect(model.log == [])
    }

    @Test func testRowsFadeWithTheirDistanceFromTheBand() {
        let (picker, _, _) = makePicker()
        picker.layoutIfNeeded()
        let labels = rowLabels(of: picker, component: 0)
        #expect(labels.keys.sorted() == ["0-0", "0-1", "0-2", "0-3", "0-4"])
        #expect(labels["0-1"]?.frame == CGRect(x: 0, y: 124, width: 149.5, height: 32))
        #expect(labels["0-1"]?.alpha == 1 - 0.7 * (32 / 108))
        #expect(labels["0-4"]?.alpha == 1 - 0.7)
    }

    @Test func testReloadingAComponentKeepsTheSelectionInRange() {
        let (picker, model, _) = makePicker()
        picker.selectRow(4, inComponent: 0, animated: false)
        model.rows[0] = 2
        model.log = []
        picker.reloadComponent(0)
        #expect(model.log == ["numberOfRows(0)"])
        #expect(picker.selectedRow(inComponent: 0) == 1)
        model.rows = [0]
        picker.reloadAllComponents()
        #expect(picker.numberOfComponents == 1)
        #expect(picker.selectedRow(inComponent: 0) == -1)
    }

    @Test func testSelectionBandIsAGrayRoundedRectangleAcrossTheMiddle() {
        let (picker, _, _) = makePicker()
        picker.layoutIfNeeded()
        let band = picker.subviews[0]
        #expect(band.frame == CGRect(x: 8, y: 92, width: 304, height: 32))
        #expect(band.layer.cornerRadius == 8)
        #expect(components(band.backgroundColor, in: band) == [118, 118, 128, 31])
    }
}
