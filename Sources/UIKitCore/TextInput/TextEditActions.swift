import Foundation

/// The standard edit actions of text fields and text views (`UIResponderStandardEditActions`):
/// which ones `canPerformAction(_:withSender:)` offers, as UIKit does, and what they do with the
/// general pasteboard. Edits go through the delegate as typing does.
@MainActor
enum TextEditActions {
    static let selectors: Set<Selector> = [.cut, .copy, .paste, .delete, .select, .selectAll]

    /// Whether `view` offers `action` now, or `nil` when it is not a standard edit action.
    static func availability(of action: Selector, in view: some TextBufferEditing, editable: Bool, secure: Bool) -> Bool? {
        guard selectors.contains(action) else { return nil }
        let buffer = view.buffer
        let hasSelection = buffer.selection.length > 0
        switch action {
        case .copy: return hasSelection && !secure
        case .cut: return hasSelection && !secure && editable
        case .delete: return hasSelection && editable
        case .paste: return editable && UIPasteboard.general.hasStrings
        case .select: return !hasSelection && buffer.utf16Count > 0
        case .selectAll: return buffer.utf16Count > 0 && buffer.selection.length < buffer.utf16Count
        default: return nil
        }
    }

    static func copy(from view: some TextBufferEditing) {
        let buffer = view.buffer
        guard buffer.selection.length > 0 else { return }
        UIPasteboard.general.string = (buffer.text as NSString).substring(with: buffer.selection)
    }

    static func cut(from view: some TextBufferEditing) {
        copy(from: view)
        delete(in: view)
    }

    static func delete(in view: some TextBufferEditing) {
        let selection = view.buffer.selection
        guard selection.length > 0 else { return }
        view.replaceThroughDelegate(selection, with: "", selection: NSRange(location: selection.location, length: 0))
    }

    static func paste(into view: some TextBufferEditing) {
        guard let string = UIPasteboard.general.string else { return }
        let selection = view.buffer.selection
        view.replaceThroughDelegate(selection, with: string,
                                    selection: NSRange(location: selection.location + string.utf16.count, length: 0))
    }

    /// Selects the word at the caret (a run of letters and digits), or nothing between words.
    static func select(in view: some TextBufferEditing) {
        let text = view.buffer.text as NSString
        let caret = view.buffer.selection.location
        let word = CharacterSet.alphanumerics
        func isWord(_ index: Int) -> Bool {
            guard index >= 0, index < text.length, let scalar = Unicode.Scalar(text.character(at: index)) else { return false }
            return word.contains(scalar)
        }
        var start = caret, end = caret
        while isWord(start - 1) { start -= 1 }
        while isWord(end) { end += 1 }
        guard end > start else { return }
        view.buffer.select(NSRange(location: start, length: end - start))
        view.refreshEditable()
    }

    static func selectAll(in view: some TextBufferEditing) {
        view.buffer.select(NSRange(location: 0, length: view.buffer.utf16Count))
        view.refreshEditable()
    }
}
