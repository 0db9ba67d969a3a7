import Foundation

/// A set of methods a responder uses to implement simple text entry: the keyboard inserts and
/// deletes text through them.
@preconcurrency @MainActor
public protocol UIKeyInput: UITextInputTraits {
    /// Whether the text-entry object has any text.
    var hasText: Bool { get }
    /// Inserts a character into the displayed text, at the selection.
    func insertText(_ text: String)
    /// Deletes a character from the displayed text: the selection, or the character before the caret.
    func deleteBackward()
}
