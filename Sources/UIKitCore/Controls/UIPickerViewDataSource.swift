import Foundation

/// The interface a picker view's data source implements: how many components (wheels) and rows
/// the picker view shows.
@preconcurrency @MainActor
public protocol UIPickerViewDataSource: AnyObject {
    /// Called by the picker view when it needs the number of components.
    func numberOfComponents(in pickerView: UIPickerView) -> Int

    /// Called by the picker view when it needs the number of rows for a specified component.
    func pickerView(_ pickerView: UIPickerView, numberOfRowsInComponent component: Int) -> Int
}
