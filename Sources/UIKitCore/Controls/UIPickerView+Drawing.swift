import Foundation

// A picker view is drawn as iOS 14–17 draws its wheels: a gray rounded selection band across the
// middle, 8 points in from the sides, and for each component a clipped column of 32-point rows
// centered on the band, titles in 21-point text that fade with their distance from the band.
// Only the rows within the picker's height are views, so long wheels stay cheap.

/// One component of a picker view.
@MainActor
final class PickerWheel {
    let column = UIView.controlPart()
    var rowCount = 0
    var rowHeight: CGFloat = UIPickerView.defaultRowHeight
    /// The width the delegate asked for, or 0 for a share of the remaining width.
    var requestedWidth: CGFloat = 0
    var width: CGFloat = 0
    var selectedRow = 0
    /// How far the wheel has scrolled, in points: `selectedRow × rowHeight` at rest.
    var offset: CGFloat = 0
    var visibleRows: [Int: UIView] = [:]

    init() {
        column.clipsToBounds = true
    }

    func select(_ row: Int) {
        selectedRow = row
        offset = CGFloat(row) * rowHeight
    }

    /// The row nearest the band at the current offset.
    var rowAtBand: Int {
        guard rowCount > 0 else { return 0 }
        return min(max(Int((offset / rowHeight).rounded()), 0), rowCount - 1)
    }

    func removeRowViews() {
        for view in visibleRows.values { view.removeFromSuperview() }
        visibleRows = [:]
    }
}

extension UIPickerView {
    static let defaultRowHeight: CGFloat = 32
    static let bandInset: CGFloat = 8
    static let componentSpacing: CGFloat = 5
    static let rowFontSize: CGFloat = 21

    func configurePicker() {
        selectionBand.backgroundColor = .tertiarySystemFill
        selectionBand.layer.cornerRadius = 8
        addSubview(selectionBand)
    }

    func loadIfNeeded() {
        guard needsReload else { return }
        needsReload = false
        let count = max(0, dataSource?.numberOfComponents(in: self) ?? 0)
        while wheels.count > count {
            let wheel = wheels.removeLast()
            wheel.removeRowViews()
            wheel.column.removeFromSuperview()
        }
        while wheels.count < count {
            let wheel = PickerWheel()
            addSubview(wheel.column)
            wheels.append(wheel)
        }
        for component in wheels.indices { reloadWheel(component) }
    }

    func reloadWheel(_ component: Int) {
        let wheel = wheels[component]
        wheel.rowCount = max(0, dataSource?.pickerView(self, numberOfRowsInComponent: component) ?? 0)
        let height = delegate?.pickerView(self, rowHeightForComponent: component) ?? 0
        wheel.rowHeight = height > 0 ? height : UIPickerView.defaultRowHeight
        wheel.requestedWidth = max(0, delegate?.pickerView(self, widthForComponent: component) ?? 0)
        wheel.removeRowViews()
        wheel.select(min(wheel.selectedRow, max(0, wheel.rowCount - 1)))
    }

    /// The row's title: the delegate's attributed title's characters, or its plain title.
    func title(forRow row: Int, inComponent component: Int) -> String? {
        delegate?.pickerView(self, attributedTitleForRow: row, forComponent: component)?.string
            ?? delegate?.pickerView(self, titleForRow: row, forComponent: component)
    }

    func layoutWheels() {
        let bandHeight = wheels.map(\.rowHeight).max() ?? UIPickerView.defaultRowHeight
        selectionBand.frame = CGRect(x: bounds.minX + UIPickerView.bandInset, y: bounds.midY - bandHeight / 2,
                                     width: max(0, bounds.width - 2 * UIPickerView.bandInset), height: bandHeight)
        let available = bounds.width - 2 * UIPickerView.bandInset
            - UIPickerView.componentSpacing * CGFloat(max(0, wheels.count - 1))
        let requested = wheels.reduce(0) { $0 + $1.requestedWidth }
        let automaticCount = wheels.filter { $0.requestedWidth == 0 }.count
        let share = automaticCount > 0 ? max(0, available - requested) / CGFloat(automaticCount) : 0
        for wheel in wheels { wheel.width = wheel.requestedWidth > 0 ? wheel.requestedWidth : share }
        let total = wheels.reduce(0) { $0 + $1.width } + UIPickerView.componentSpacing * CGFloat(max(0, wheels.count - 1))
        var x = bounds.midX - total / 2
        for component in wheels.indices {
            let wheel = wheels[component]
            wheel.column.frame = CGRect(x: x, y: bounds.minY, width: wheel.width, height: bounds.height)
            layoutRows(of: component)
            x += wheel.width + UIPickerView.componentSpacing
        }
    }

    /// Places the rows within sight of the band, fading them with their distance from it.
    func layoutRows(of component: Int) {
        let wheel = wheels[component]
        let height = bounds.height, rowHeight = wheel.rowHeight
        guard wheel.rowCount > 0, rowHeight > 0 else { return wheel.removeRowViews() }
        let first = max(0, Int(((wheel.offset - height / 2) / rowHeight).rounded(.down)))
        let last = min(wheel.rowCount - 1, Int(((wheel.offset + height / 2) / rowHeight).rounded(.up)))
        let visible = first <= last ? Set(first...last) : []
        var reusable: [UIView] = []
        for (row, view) in wheel.visibleRows where !visible.contains(row) {
            view.removeFromSuperview()
            reusable.append(view)
            wheel.visibleRows[row] = nil
        }
        for row in visible.sorted() {
            let distance = CGFloat(row) * rowHeight - wheel.offset
            let view = wheel.visibleRows[row] ?? makeRowView(row, component: component, reusing: reusable.popLast())
            wheel.visibleRows[row] = view
            if view.superview !== wheel.column { wheel.column.addSubview(view) }
            view.frame = CGRect(x: 0, y: height / 2 + distance - rowHeight / 2, width: wheel.width, height: rowHeight)
            view.alpha = 1 - 0.7 * min(1, abs(distance) / (height / 2))
        }
    }

    private func makeRowView(_ row: Int, component: Int, reusing reusable: UIView?) -> UIView {
        if let view = delegate?.pickerView(self, viewForRow: row, forComponent: component, reusing: reusable) {
            view.isUserInteractionEnabled = false
            return view
        }
        let label = (reusable as? UILabel) ?? UILabel()
        label.isUserInteractionEnabled = false
        label.text = title(forRow: row, inComponent: component)
        label.font = UIFont.systemFont(ofSize: UIPickerView.rowFontSize)
        label.textColor = .label
        label.textAlignment = .center
        return label
    }
}
