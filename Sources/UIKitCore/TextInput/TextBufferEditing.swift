import Foundation

/// What the editing of a text field and a text view shares: their text buffer, how a change is
/// reported, and how the delegate is asked about one.
@MainActor
protocol TextBufferEditing: AnyObject {
    var buffer: TextBuffer { get set }
    /// Reports a change of the text as the view does: for a field `.editingChanged` and the
    /// notification, for a text view `textViewDidChange(_:)` and the notification.
    func reportChange()
    func refreshEditable()
    /// Whether the delegate lets `string` replace `range`: `textField(_:shouldChangeCharactersIn:
    /// replacementString:)` or `textView(_:shouldChangeTextIn:replacementText:)`.
    func delegateAllowsChange(in range: NSRange, to string: String) -> Bool
}

extension UITextField: TextBufferEditing {
    func delegateAllowsChange(in range: NSRange, to string: String) -> Bool {
        delegate?.textField(self, shouldChangeCharactersIn: range, replacementString: string) ?? true
    }
}

extension UITextView: TextBufferEditing {
    func delegateAllowsChange(in range: NSRange, to string: String) -> Bool {
        textViewDelegate?.textView(self, shouldChangeTextIn: range, replacementText: string) ?? true
    }
}

extension TextBufferEditing {
    /// Replaces the text in `range` if the delegate agrees, then reports the change. Returns
    /// whether the text changed.
    @discardableResult
    func replaceThroughDelegate(_ range: NSRange, with string: String, selection: NSRange? = nil) -> Bool {
        guard buffer.isValid(range), delegateAllowsChange(in: range, to: string) else { return false }
        applyChange(range, with: string, selection: selection)
        return true
    }

    /// Changes the text and reports it (`reportChange()`).
    func applyChange(_ range: NSRange, with string: String, selection: NSRange?) {
        buffer.replace(range, with: string)
        if let selection { buffer.select(selection) }
        reportChange()
    }

    /// Marked text changes without asking the delegate, and is reported as any change of the
    /// text (`reportChange()`), as UIKit does while an input method
    /// composes. `range` is what it replaces: by default the marked text, else the selection.
    func setMarkedTextImplementation(_ string: String, replacing range: NSRange?, selectedRange: NSRange) {
        let range = range ?? buffer.marked ?? buffer.selection
        guard buffer.isValid(range) else { return }
        buffer.setMarked(string, replacing: range, selectedRange: selectedRange)
        reportChange()
    }

    func unmarkTextImplementation() {
        guard buffer.marked != nil else { return }
        buffer.unmark()
        refreshEditable()
    }

    /// A selection outside the marked text commits it, as tapping elsewhere does in UIKit.
    func commitMarkedTextOutside(_ selection: NSRange) {
        guard let marked = buffer.marked else { return }
        if selection.location < marked.location || selection.location + selection.length > marked.location + marked.length {
            buffer.unmark()
        }
    }

    /// The page's input element composes `pageMarked` in `pageText`: it replaces the view's
    /// marked text (or what the composition replaced) as marked text.
    func composeClientMarkedText(_ pageMarked: NSRange, in pageText: String, selection: NSRange?) {
        var page = TextBuffer()
        page.setText(pageText)
        guard let string = page.substring(in: pageMarked) else { return }
        let range = buffer.rangeReplaced(byMarked: pageMarked, in: pageText) ?? buffer.marked ?? buffer.selection
        let selected = selection.map { NSRange(location: $0.location - pageMarked.location, length: $0.length) }
            ?? NSRange(location: pageMarked.length, length: 0)
        setMarkedTextImplementation(string, replacing: range, selectedRange: selected)
    }

    /// The page's composition ended with `pageText`: what it committed replaces the marked text
    /// through the delegate (`commitMarkedText`). Returns false when the page
    /// changed more than the marked text; the marked text is then committed as it is.
    func commitClientMarkedText(in pageText: String, selection: NSRange?) -> Bool {
        guard let committed = buffer.committedString(in: pageText) else {
            buffer.unmark()
            return false
        }
        commitMarkedText(committed, selection: selection)
        return true
    }

    /// The input method commits `committed` in place of the marked text, as an insertion: if the
    /// delegate agrees (`delegateAllowsChange(in:to:)` with the marked range) it replaces the
    /// marked text; if it refuses, the marked text goes.
    func commitMarkedText(_ committed: String, selection: NSRange?) {
        guard let marked = buffer.marked else { return }
        if !delegateAllowsChange(in: marked, to: committed) {
            applyChange(marked, with: "", selection: nil)
        } else {
            applyChange(marked, with: committed, selection: selection)
        }
    }
}
