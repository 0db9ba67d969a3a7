import Foundation

/// A view that uses a spinning-wheel or slot-machine metaphor to show one or more sets of values.
///
/// Each component is a wheel of rows; the selected row sits in the gray selection band in the
/// middle and the rows above and below fade. Dragging a wheel scrolls its rows and, when the
/// finger lifts, settles on the row nearest the band; tapping a row above or below selects it.
/// Either way the delegate's `pickerView(_:didSelectRow:inComponent:)` is called once if the
/// selection changed.
@preconcurrency @MainActor
open class UIPickerView: UIView {
    /// UIKit's natural size for a picker view.
    nonisolated static let pickerSize = CGSize(width: 320, height: 216)

    /// The data source for the picker view.
    open weak var dataSource: UIPickerViewDataSource? {
        didSet { reloadAllComponents() }
    }

    /// The delegate for the picker view.
    open weak var delegate: UIPickerViewDelegate? {
        didSet { reloadAllComponents() }
    }

    /// The wheels, as last loaded from the data source.
    var wheels: [PickerWheel] = []
    var needsReload = true
    /// The touch scrolling a wheel.
    var wheelDrag: PickerWheelDrag?

    let selectionBand = UIView.controlPart()

    public override init(frame: CGRect) {
        super.init(frame: frame)
        configurePicker()
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        configurePicker()
        NibDecoder.finish(coder, self, as: UIPickerView.self)
    }

    /// The number of components of the picker view.
    open var numberOfComponents: Int {
        loadIfNeeded()
        return wheels.count
    }

    /// Returns the number of rows for a component.
    open func numberOfRows(inComponent component: Int) -> Int {
        loadIfNeeded()
        return wheels.indices.contains(component) ? wheels[component].rowCount : 0
    }

    /// Returns the size of a row for a component.
    open func rowSize(forComponent component: Int) -> CGSize {
        loadIfNeeded()
        guard wheels.indices.contains(component) else { return .zero }
        return CGSize(width: wheels[component].width, height: wheels[component].rowHeight)
    }

    /// Selects a row in a component, without calling the delegate. Animation is not available:
    /// the wheel moves at once.
    open func selectRow(_ row: Int, inComponent component: Int, animated: Bool) {
        loadIfNeeded()
        guard wheels.indices.contains(component), wheels[component].rowCount > 0 else { return }
        wheels[component].select(min(max(row, 0), wheels[component].rowCount - 1))
        setNeedsLayout()
    }

    /// Returns the index of the selected row in a component, or -1 if it has no rows.
    open func selectedRow(inComponent component: Int) -> Int {
        loadIfNeeded()
        guard wheels.indices.contains(component), wheels[component].rowCount > 0 else { return -1 }
        return wheels[component].selectedRow
    }

    /// Returns the view the picker view shows for a row, if it is on screen.
    open func view(forRow row: Int, forComponent component: Int) -> UIView? {
        layoutIfNeeded()
        guard wheels.indices.contains(component) else { return nil }
        return wheels[component].visibleRows[row]
    }

    /// Reloads every component from the data source and delegate, keeping selections in range.
    open func reloadAllComponents() {
        needsReload = true
        setNeedsLayout()
    }

    /// Reloads one component from the data source and delegate.
    open func reloadComponent(_ component: Int) {
        guard !needsReload, wheels.indices.contains(component) else { return reloadAllComponents() }
        reloadWheel(component)
        setNeedsLayout()
    }

    /// The picker's natural size, 320 × 216 points.
    open override var intrinsicContentSize: CGSize { UIPickerView.pickerSize }

    open override func sizeThatFits(_ size: CGSize) -> CGSize { UIPickerView.pickerSize }

    open override func layoutSubviews() {
        super.layoutSubviews()
        loadIfNeeded()
        layoutWheels()
    }

    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        beginWheelDrag(touches)
    }

    open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {
        moveWheelDrag(touches)
    }

    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        endWheelDrag(touches)
    }

    open override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {
        cancelWheelDrag(touches)
    }

    override var isAccessibilityElementByDefault: Bool { true }

    /// The titles of the selected rows, separated by commas.
    override var automationValue: String? {
        loadIfNeeded()
        return wheels.indices.map { component in
            wheels[component].rowCount > 0 ? title(forRow: wheels[component].selectedRow, inComponent: component) ?? "" : ""
        }.joined(separator: ", ")
    }
}
