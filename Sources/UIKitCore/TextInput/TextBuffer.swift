import Foundation

/// The text of a field or text view and its selection, in UTF-16 code units as `NSRange` and the
/// browser's input elements count them.
struct TextBuffer: Equatable {
    private(set) var text = ""
    private(set) var selection = NSRange(location: 0, length: 0)
    /// The marked text of an input method's composition, part of `text`; `nil` when there is none.
    private(set) var marked: NSRange?

    var utf16Count: Int { text.utf16.count }

    /// Replaces the whole text; the caret goes to its end.
    mutating func setText(_ newText: String) {
        text = newText
        selection = NSRange(location: newText.utf16.count, length: 0)
        marked = nil
    }

    /// Whether the range lies within the text and does not split a character's UTF-16 pair.
    func isValid(_ range: NSRange) -> Bool {
        guard range.location >= 0, range.length >= 0, range.location + range.length <= utf16Count else { return false }
        return index(at: range.location) != nil && index(at: range.location + range.length) != nil
    }

    /// Replaces the text in `range` (which must be valid) and puts the caret after the new text.
    mutating func replace(_ range: NSRange, with string: String) {
        guard let lower = index(at: range.location), let upper = index(at: range.location + range.length) else { return }
        text.replaceSubrange(lower..<upper, with: string)
        selection = NSRange(location: range.location + string.utf16.count, length: 0)
        marked = nil
    }

    /// Replaces the marked text (or, without any, the selection) with `string` as marked text,
    /// selecting `selectedRange` within it; empty marked text is no marked text.
    mutating func setMarked(_ string: String, selectedRange: NSRange) {
        setMarked(string, replacing: marked ?? selection, selectedRange: selectedRange)
    }

    /// Replaces `range` (which must be valid) with `string` as marked text, selecting
    /// `selectedRange` within it (clamped to it).
    mutating func setMarked(_ string: String, replacing range: NSRange, selectedRange: NSRange) {
        replace(range, with: string)
        let length = string.utf16.count
        marked = length > 0 ? NSRange(location: range.location, length: length) : nil
        let start = min(max(selectedRange.location, 0), length)
        let end = min(max(selectedRange.location + selectedRange.length, start), length)
        selection = NSRange(location: range.location + start, length: end - start)
    }

    /// Commits the marked text as it is.
    mutating func unmark() {
        marked = nil
    }

    /// The range of this text that the page's marked text at `pageMarked` in `pageText`
    /// replaces: what lies between the text the page keeps before and after it, when this text
    /// starts and ends with those.
    func rangeReplaced(byMarked pageMarked: NSRange, in pageText: String) -> NSRange? {
        let page = Array(pageText.utf16)
        guard pageMarked.location >= 0, pageMarked.location + pageMarked.length <= page.count else { return nil }
        return rangeBetween(prefix: page[..<pageMarked.location], suffix: page[(pageMarked.location + pageMarked.length)...])
    }

    /// The page's text after a composition ended: what it committed in place of the marked text,
    /// when the page kept the text around the marked text as it is here.
    func committedString(in pageText: String) -> String? {
        guard let marked else { return nil }
        let own = Array(text.utf16)
        let prefix = own[..<marked.location], suffix = own[(marked.location + marked.length)...]
        let page = Array(pageText.utf16)
        guard prefix.count + suffix.count <= page.count, page.starts(with: prefix),
              page.reversed().starts(with: suffix.reversed()) else { return nil }
        return String(decoding: page[prefix.count..<(page.count - suffix.count)], as: UTF16.self)
    }

    private func rangeBetween(prefix: ArraySlice<UInt16>, suffix: ArraySlice<UInt16>) -> NSRange? {
        let own = Array(text.utf16)
        guard prefix.count + suffix.count <= own.count, own.starts(with: prefix),
              own.reversed().starts(with: suffix.reversed()) else { return nil }
        let range = NSRange(location: prefix.count, length: own.count - prefix.count - suffix.count)
        return isValid(range) ? range : nil
    }

    /// Selects a range; a range outside the text is clamped to it.
    mutating func select(_ range: NSRange) {
        let start = min(max(range.location, 0), utf16Count)
        let end = min(max(range.location + range.length, start), utf16Count)
        selection = NSRange(location: start, length: end - start)
    }

    /// The text in a valid range.
    func substring(in range: NSRange) -> String? {
        guard let lower = index(at: range.location), let upper = index(at: range.location + range.length) else { return nil }
        return String(text[lower..<upper])
    }

    /// The smallest replacement that turns the text into `newText`: the range of the old text
    /// that differs, compared by Unicode scalars so a UTF-16 pair is never split, and what
    /// replaces it.
    func difference(to newText: String) -> (range: NSRange, replacement: String) {
        let old = Array(text.unicodeScalars)
        let new = Array(newText.unicodeScalars)
        var prefix = 0
        while prefix < old.count, prefix < new.count, old[prefix] == new[prefix] { prefix += 1 }
        var suffix = 0
        while suffix < old.count - prefix, suffix < new.count - prefix,
              old[old.count - 1 - suffix] == new[new.count - 1 - suffix] { suffix += 1 }
        let utf16Length = { (scalars: ArraySlice<Unicode.Scalar>) in scalars.reduce(0) { $0 + $1.utf16.count } }
        let location = utf16Length(old[..<prefix])
        let length = utf16Length(old[prefix..<(old.count - suffix)])
        var replacement = String.UnicodeScalarView()
        replacement.append(contentsOf: new[prefix..<(new.count - suffix)])
        return (NSRange(location: location, length: length), String(replacement))
    }

    /// The page's edit from `base` to `newText` as a replacement in this text. The page's `base`
    /// differs from this text while changes the server refused are still in it: an edit after
    /// (or before) those lands after (or before) them here; one that overlaps them replaces what
    /// differs from `newText`.
    func replacement(from base: String, to newText: String) -> (range: NSRange, replacement: String) {
        guard base != text else { return difference(to: newText) }
        var page = TextBuffer()
        page.setText(base)
        let edit = page.difference(to: newText)
        let divergence = difference(to: base)
        let divergenceEndInBase = divergence.range.location + divergence.replacement.utf16.count
        var range: NSRange?
        if edit.range.location >= divergenceEndInBase {
            range = NSRange(location: edit.range.location - divergence.replacement.utf16.count + divergence.range.length,
                            length: edit.range.length)
        } else if edit.range.location + edit.range.length <= divergence.range.location {
            range = edit.range
        }
        guard let range, isValid(range) else { return difference(to: newText) }
        return (range, edit.replacement)
    }

    /// The range to delete for a backspace: the selection, or the character (grapheme) before the caret.
    var rangeForDeleteBackward: NSRange? {
        if selection.length > 0 { return selection }
        guard selection.location > 0, let caret = index(at: selection.location) else { return nil }
        let previous = text.index(before: caret)
        let start = text.utf16.distance(from: text.utf16.startIndex, to: previous)
        return NSRange(location: start, length: selection.location - start)
    }

    private func index(at offset: Int) -> String.Index? {
        guard offset >= 0, offset <= utf16Count else { return nil }
        let index = text.utf16.index(text.utf16.startIndex, offsetBy: offset)
        // An offset inside a UTF-16 pair has no scalar boundary.
        return index.samePosition(in: text.unicodeScalars)
    }
}
