import Foundation

extension UIWindowScene {
    /// The text field or text view being edited: the first responder of the key window, else of
    /// any window.
    var textEditor: (any TextEditingView)? {
        if let editor = keyWindow?.firstResponder as? any TextEditingView { return editor }
        return windows.lazy.compactMap { $0.firstResponder as? any TextEditingView }.first
    }

    /// The page's input element for `node` now holds `text` (when given), changed from `base`,
    /// with `selection` (UTF-16 offsets in `text`): the change goes through the view's delegate,
    /// which may refuse it, and the next commit carries the server's text back with `sequence`.
    /// Without `base`, the page's text is compared with the server's. With `marked` (UTF-16
    /// offsets in `text`), the page's input method is composing that part of `text`: it becomes
    /// the view's marked text, and the delegate is asked only when the composition is committed.
    @_spi(Host) public func editText(node: Int, sequence: Int, text: String?, base: String? = nil,
                                     selection: (start: Int, end: Int)?,
                                     marked: (start: Int, end: Int)? = nil) throws(TextInputError) {
        guard let editor = textEditor, editor.renderID == node, editor.isEditing else { throw .notEditing(node: node) }
        let length = (text ?? editor.editingText).utf16.count
        if let selection, !(0 <= selection.start && selection.start <= selection.end && selection.end <= length) {
            throw .selectionOutOfRange(start: selection.start, end: selection.end, length: length)
        }
        var markedRange: NSRange?
        if let marked {
            var page = TextBuffer()
            page.setText(text ?? "")
            let range = NSRange(location: marked.start, length: marked.end - marked.start)
            guard text != nil, marked.start <= marked.end, page.isValid(range) else {
                throw .markedOutOfRange(start: marked.start, end: marked.end, length: length)
            }
            markedRange = range
        }
        let range = selection.map { NSRange(location: $0.start, length: $0.end - $0.start) }
        editor.applyClientEdit(text: text, base: base, selection: range, marked: markedRange, sequence: sequence)
    }

    /// The return key was pressed in the page's input element for `node`.
    @_spi(Host) public func pressReturn(node: Int) throws(TextInputError) {
        guard let editor = textEditor, editor.renderID == node, editor.isEditing else { throw .notEditing(node: node) }
        editor.pressReturnKey()
    }

    /// Types `text` as a keyboard does, one character at a time through the delegate: into the
    /// view with the accessibility identifier (tapped first when it is not editing, as a user
    /// would), or into the view being edited. A newline is the return key. Returns what the
    /// view last typed into shows as its text.
    @_spi(Host) public func typeText(_ text: String, intoViewWithIdentifier identifier: String?) throws(TextInputError) -> String {
        if let identifier { try focusEditor(identifier) }
        guard var editor = textEditor else { throw .notEditable("no text field or text view is editing; give an \"identifier\"") }
        for character in text {
            guard let current = textEditor else { break }
            editor = current
            if character == "\n" || character == "\r\n" || character == "\r" {
                editor.pressReturnKey()
            } else {
                editor.insertText(String(character))
            }
        }
        return editor.automationText ?? ""
    }

    private func focusEditor(_ identifier: String) throws(TextInputError) {
        guard let view = self.view(withAccessibilityIdentifier: identifier) else { throw .unknownIdentifier(identifier) }
        guard let editor = view as? any TextEditingView else {
            throw .notEditable("the view \"\(identifier)\" (\(type(of: view))) does not take text")
        }
        if editor.isEditing { return }
        var ancestor: UIView? = view
        while let current = ancestor {
            if current.isHidden || current.alpha < 0.01 { throw .notEditable("the view \"\(identifier)\" is not visible") }
            ancestor = current.superview
        }
        tap(at: view.convert(CGPoint(x: view.bounds.midX, y: view.bounds.midY), to: nil))
        guard editor.isEditing else { throw .notEditable("the view \"\(identifier)\" did not begin editing when tapped") }
    }

    /// The page reports the on-screen keyboard's height in points (0 when there is none). A
    /// keyboard counts only while a text field or text view is editing; UIKit's keyboard
    /// notifications follow, and keyboard layout guides move.
    @_spi(Host) public func updateKeyboard(height: Double) {
        let bounds = screen.bounds
        let frame = height > 0 && textEditor != nil
            ? CGRect(x: 0, y: bounds.maxY - min(height, bounds.height), width: bounds.width, height: min(height, bounds.height))
            : nil
        keyboard.move(to: frame, in: self, screenBounds: bounds)
    }

    /// The keyboard's frame in screen (window) coordinates while it is shown.
    var keyboardFrame: CGRect? { keyboard.frame }

    /// A text input ended editing: unless another one has begun by the end of the turn, the
    /// keyboard goes away.
    func textInputDidEnd() {
        guard keyboard.frame != nil else { return }
        beforeLayoutWork.append { [weak self] in
            guard let self, self.textEditor == nil else { return }
            self.keyboard.move(to: nil, in: self, screenBounds: self.screen.bounds)
        }
    }

    /// Keyboard layout guides follow the keyboard.
    func keyboardFrameDidChange() {
        for window in windows {
            window.forEachDescendant { view in
                guard view.autoLayout?.keyboardGuide != nil else { return }
                LayoutEngine.engine(for: view, create: false)?.refreshGuides(of: view)
            }
        }
    }
}

extension UIView {
    /// Calls `body` for this view and every view beneath it.
    func forEachDescendant(_ body: (UIView) -> Void) {
        body(self)
        for subview in storedSubviews { subview.forEachDescendant(body) }
    }
}
