import Foundation

/// The methods for receiving editing-related messages for text view objects.
@preconcurrency @MainActor
public protocol UITextViewDelegate: UIScrollViewDelegate {
    /// Asks whether to begin editing in the text view. The default is `true`.
    func textViewShouldBeginEditing(_ textView: UITextView) -> Bool
    /// Tells the delegate that editing began in the text view.
    func textViewDidBeginEditing(_ textView: UITextView)
    /// Asks whether to stop editing in the text view. The default is `true`.
    func textViewShouldEndEditing(_ textView: UITextView) -> Bool
    /// Tells the delegate that editing stopped.
    func textViewDidEndEditing(_ textView: UITextView)
    /// Asks whether to replace the text in `range` (UTF-16) with `text`. The default is `true`.
    func textView(_ textView: UITextView, shouldChangeTextIn range: NSRange, replacementText text: String) -> Bool
    /// Tells the delegate that the user changed the text.
    func textViewDidChange(_ textView: UITextView)
    /// Tells the delegate that the selection changed.
    func textViewDidChangeSelection(_ textView: UITextView)
}

extension UITextViewDelegate {
    public func textViewShouldBeginEditing(_ textView: UITextView) -> Bool { true }
    public func textViewDidBeginEditing(_ textView: UITextView) {}
    public func textViewShouldEndEditing(_ textView: UITextView) -> Bool { true }
    public func textViewDidEndEditing(_ textView: UITextView) {}
    public func textView(_ textView: UITextView, shouldChangeTextIn range: NSRange, replacementText text: String) -> Bool { true }
    public func textViewDidChange(_ textView: UITextView) {}
    public func textViewDidChangeSelection(_ textView: UITextView) {}
}

extension UITextView {
    /// Posted when editing begins in a text view; the object is the text view.
    nonisolated public static let textDidBeginEditingNotification = Notification.Name("UITextViewTextDidBeginEditingNotification")
    /// Posted when the text in a text view changes; the object is the text view.
    nonisolated public static let textDidChangeNotification = Notification.Name("UITextViewTextDidChangeNotification")
    /// Posted when editing ends in a text view; the object is the text view.
    nonisolated public static let textDidEndEditingNotification = Notification.Name("UITextViewTextDidEndEditingNotification")
}
