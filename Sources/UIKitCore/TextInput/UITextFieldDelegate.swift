import Foundation

/// A set of optional methods to manage editing and validating text in a text field object.
@preconcurrency @MainActor
public protocol UITextFieldDelegate: AnyObject {
    /// Asks whether to begin editing in the text field. The default is `true`.
    func textFieldShouldBeginEditing(_ textField: UITextField) -> Bool
    /// Tells the delegate that editing began in the text field.
    func textFieldDidBeginEditing(_ textField: UITextField)
    /// Asks whether to stop editing in the text field. The default is `true`.
    func textFieldShouldEndEditing(_ textField: UITextField) -> Bool
    /// Tells the delegate that editing stopped. The default calls `textFieldDidEndEditing(_:)`.
    func textFieldDidEndEditing(_ textField: UITextField, reason: UITextField.DidEndEditingReason)
    /// Tells the delegate that editing stopped.
    func textFieldDidEndEditing(_ textField: UITextField)
    /// Asks whether to change the characters in `range` (UTF-16) to `string`. The default is `true`.
    func textField(_ textField: UITextField, shouldChangeCharactersIn range: NSRange, replacementString string: String) -> Bool
    /// Tells the delegate that the selection changed.
    func textFieldDidChangeSelection(_ textField: UITextField)
    /// Asks whether to remove the text when the clear button is tapped. The default is `true`.
    func textFieldShouldClear(_ textField: UITextField) -> Bool
    /// Asks whether to process the return key. The default is `true`.
    func textFieldShouldReturn(_ textField: UITextField) -> Bool
}

extension UITextFieldDelegate {
    public func textFieldShouldBeginEditing(_ textField: UITextField) -> Bool { true }
    public func textFieldDidBeginEditing(_ textField: UITextField) {}
    public func textFieldShouldEndEditing(_ textField: UITextField) -> Bool { true }
    public func textFieldDidEndEditing(_ textField: UITextField, reason: UITextField.DidEndEditingReason) {
        textFieldDidEndEditing(textField)
    }
    public func textFieldDidEndEditing(_ textField: UITextField) {}
    public func textField(_ textField: UITextField, shouldChangeCharactersIn range: NSRange,
                          replacementString string: String) -> Bool { true }
    public func textFieldDidChangeSelection(_ textField: UITextField) {}
    public func textFieldShouldClear(_ textField: UITextField) -> Bool { true }
    public func textFieldShouldReturn(_ textField: UITextField) -> Bool { true }
}

extension UITextField {
    /// Posted when editing begins in a text field; the object is the field.
    nonisolated public static let textDidBeginEditingNotification = Notification.Name("UITextFieldTextDidBeginEditingNotification")
    /// Posted when the text in a text field changes; the object is the field.
    nonisolated public static let textDidChangeNotification = Notification.Name("UITextFieldTextDidChangeNotification")
    /// Posted when editing ends in a text field; the object is the field.
    nonisolated public static let textDidEndEditingNotification = Notification.Name("UITextFieldTextDidEndEditingNotification")
}
