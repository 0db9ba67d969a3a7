import Foundation

/// The interface a picker view's delegate implements: the content and size of its rows, and
/// what happens when the user selects one. Every method is optional.
@preconcurrency @MainActor
public protocol UIPickerViewDelegate: AnyObject {
    /// Called by the picker view when it needs the width of a component. The default (0) shares
    /// the picker's width equally between the components.
    func pickerView(_ pickerView: UIPickerView, widthForComponent component: Int) -> CGFloat

    /// Called by the picker view when it needs the row height of a component. The default (0)
    /// uses UIKit's 32 points.
    func pickerView(_ pickerView: UIPickerView, rowHeightForComponent component: Int) -> CGFloat

    /// Called by the picker view when it needs the title of a row.
    func pickerView(_ pickerView: UIPickerView, titleForRow row: Int, forComponent component: Int) -> String?

    /// Called by the picker view when it needs the styled title of a row; preferred over the
    /// plain title when it returns one (drawn with its characters).
    func pickerView(_ pickerView: UIPickerView, attributedTitleForRow row: Int,
                    forComponent component: Int) -> NSAttributedString?

    /// Called by the picker view when it needs the view of a row; preferred over titles when it
    /// returns one. `view` is a view the picker no longer shows, for reuse.
    func pickerView(_ pickerView: UIPickerView, viewForRow row: Int, forComponent component: Int,
                    reusing view: UIView?) -> UIView?

    /// Called by the picker view when the user selects a row in a component.
    func pickerView(_ pickerView: UIPickerView, didSelectRow row: Int, inComponent component: Int)
}

extension UIPickerViewDelegate {
    public func pickerView(_ pickerView: UIPickerView, widthForComponent component: Int) -> CGFloat { 0 }

    public func pickerView(_ pickerView: UIPickerView, rowHeightForComponent component: Int) -> CGFloat { 0 }

    public func pickerView(_ pickerView: UIPickerView, titleForRow row: Int, forComponent component: Int) -> String? {
        nil
    }

    public func pickerView(_ pickerView: UIPickerView, attributedTitleForRow row: Int,
                           forComponent component: Int) -> NSAttributedString? {
        nil
    }

    public func pickerView(_ pickerView: UIPickerView, viewForRow row: Int, forComponent component: Int,
                           reusing view: UIView?) -> UIView? {
        nil
    }

    public func pickerView(_ pickerView: UIPickerView, didSelectRow row: Int, inComponent component: Int) {}
}
