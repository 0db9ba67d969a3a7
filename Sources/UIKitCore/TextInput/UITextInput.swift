import Foundation

/// The methods for interacting with text input: positions, ranges and the selection, in UTF-16
/// code units as `NSRange` counts them. The server implements the subset a keyboard and
/// automation need.
@preconcurrency @MainActor
public protocol UITextInput: UIKeyInput {
    /// The position at the start of the text.
    var beginningOfDocument: UITextPosition { get }
    /// The position at the end of the text.
    var endOfDocument: UITextPosition { get }
    /// The selection; an empty range is the caret.
    var selectedTextRange: UITextRange? { get set }
    /// The range between two positions.
    func textRange(from fromPosition: UITextPosition, to toPosition: UITextPosition) -> UITextRange?
    /// The position `offset` UTF-16 code units from `position`, or `nil` outside the text.
    func position(from position: UITextPosition, offset: Int) -> UITextPosition?
    /// The number of UTF-16 code units from one position to another.
    func offset(from: UITextPosition, to toPosition: UITextPosition) -> Int
    /// The text in a range.
    func text(in range: UITextRange) -> String?
    /// Replaces the text in a range.
    func replace(_ range: UITextRange, withText text: String)
    /// The range of the marked text an input method is composing; `nil` when there is none.
    var markedTextRange: UITextRange? { get }
    /// How the marked text is drawn (stored; the page's input element draws the composition).
    var markedTextStyle: [NSAttributedString.Key: Any]? { get set }
    /// Replaces the marked text (or, without any, the selection) with `markedText` as marked text,
    /// selecting `selectedRange` within it.
    func setMarkedText(_ markedText: String?, selectedRange: NSRange)
    /// Commits the marked text as it is.
    func unmarkText()
}

extension UITextInput {
    /// Replaces the marked text with styled marked text; the styles are not drawn.
    public func setAttributedMarkedText(_ markedText: NSAttributedString?, selectedRange: NSRange) {
        setMarkedText(markedText?.string, selectedRange: selectedRange)
    }
}
