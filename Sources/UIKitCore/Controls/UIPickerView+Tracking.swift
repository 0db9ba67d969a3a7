import Foundation

/// A finger on a picker wheel: which wheel, where it went down, and the wheel's offset then.
struct PickerWheelDrag {
    /// How far a finger may move and still count as a tap, in points.
    static let tapSlop: CGFloat = 10

    let touch: UITouch
    let component: Int
    let startY: CGFloat
    let startOffset: CGFloat
    var isDragging = false
}

extension UIPickerView {
    func beginWheelDrag(_ touches: Set<UITouch>) {
        guard wheelDrag == nil, let touch = touches.first else { return }
        let location = touch.location(in: self)
        guard let component = wheels.indices.first(where: { wheels[$0].column.frame.insetBy(dx: -UIPickerView.componentSpacing / 2, dy: 0).contains(location) }),
              wheels[component].rowCount > 0 else { return }
        wheelDrag = PickerWheelDrag(touch: touch, component: component, startY: location.y,
                                    startOffset: wheels[component].offset)
    }

    func moveWheelDrag(_ touches: Set<UITouch>) {
        guard var drag = wheelDrag, touches.contains(drag.touch) else { return }
        let dy = drag.touch.location(in: self).y - drag.startY
        if !drag.isDragging, abs(dy) > PickerWheelDrag.tapSlop { drag.isDragging = true }
        wheelDrag = drag
        guard drag.isDragging else { return }
        let wheel = wheels[drag.component]
        let maximum = CGFloat(wheel.rowCount - 1) * wheel.rowHeight
        wheel.offset = min(max(drag.startOffset - dy, 0), maximum)
        layoutRows(of: drag.component)
    }

    /// Settles the wheel on the row nearest the band (after a drag) or on the tapped row, and
    /// tells the delegate if the selection changed.
    func endWheelDrag(_ touches: Set<UITouch>) {
        guard let drag = wheelDrag, touches.contains(drag.touch) else { return }
        wheelDrag = nil
        let wheel = wheels[drag.component]
        let row: Int
        if drag.isDragging {
            row = wheel.rowAtBand
        } else {
            let steps = Int(((drag.touch.location(in: self).y - bounds.midY) / wheel.rowHeight).rounded())
            row = min(max(wheel.selectedRow + steps, 0), wheel.rowCount - 1)
        }
        let changed = row != wheel.selectedRow
        wheel.select(row)
        layoutRows(of: drag.component)
        if changed { delegate?.pickerView(self, didSelectRow: row, inComponent: drag.component) }
    }

    func cancelWheelDrag(_ touches: Set<UITouch>) {
        guard let drag = wheelDrag, touches.contains(drag.touch) else { return }
        wheelDrag = nil
        wheels[drag.component].select(wheels[drag.component].selectedRow)
        layoutRows(of: drag.component)
    }
}
