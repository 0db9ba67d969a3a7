import Foundation

/// A view the browser edits text in (a text field or a text view): what the host drives when the
/// page reports edits, and what `endEditing(_:)` ends.
@MainActor
protocol TextEditingView: UIView, UIKeyInput {
    var isEditing: Bool { get }
    var editingText: String { get }
    var editingSelection: NSRange { get }
    /// The page's input changed from `base` to `text` (when given) and `selection`: the
    /// difference goes through the delegate; `sequence` is echoed in the `editable` property
    /// either way. With `marked`, the page's input method is composing that range of `text`,
    /// which becomes the view's marked text without asking the delegate; the next edit without
    /// it commits the composition through the delegate.
    func applyClientEdit(text: String?, base: String?, selection: NSRange?, marked: NSRange?, sequence: Int)
    /// The return key, as the keyboard presses it.
    func pressReturnKey()
    /// Ends editing whatever the delegate says.
    func forceEndEditing() -> Bool
}

extension UIView {
    func endEditingImplementation(force: Bool) -> Bool {
        guard let window, let responder = window.firstResponder else { return true }
        let view = (responder as? UIView) ?? (responder as? UIViewController)?.viewIfLoaded
        guard let view, view.isDescendant(of: self) else { return true }
        if force, let editor = responder as? any TextEditingView { return editor.forceEndEditing() }
        if responder.resignFirstResponder() { return true }
        guard force else { return false }
        window.firstResponder = nil
        return true
    }
}
