import Foundation

extension UITextField {
    func beginEditingImplementation() -> Bool {
        if isEditing, isFirstResponder { return true }
        guard canBecomeFirstResponder, window != nil else { return false }
        if let delegate, !delegate.textFieldShouldBeginEditing(self) { return false }
        guard becomeFirstResponderImplementation() else { return false }
        isEditing = true
        if clearsOnBeginEditing { buffer.setText("") }
        buffer.select(NSRange(location: buffer.utf16Count, length: 0))
        contentDidChange()
        delegate?.textFieldDidBeginEditing(self)
        sendActions(for: .editingDidBegin)
        NotificationCenter.default.post(name: UITextField.textDidBeginEditingNotification, object: self)
        return true
    }

    func endEditingImplementation() -> Bool {
        guard isEditing else { return resignFirstResponderImplementation() }
        // A field that is no longer first responder (it left its window) ends editing regardless.
        let isForced = isForcingEnd || !isFirstResponder
        if !isForced, let delegate, !delegate.textFieldShouldEndEditing(self) { return false }
        _ = resignFirstResponderImplementation()
        isEditing = false
        contentDidChange()
        delegate?.textFieldDidEndEditing(self, reason: .committed)
        sendActions(for: .editingDidEnd)
        NotificationCenter.default.post(name: UITextField.textDidEndEditingNotification, object: self)
        windowSceneForKeyboard?.textInputDidEnd()
        return true
    }

    /// A touch that ends inside the field makes it first responder, as a tap does in UIKit.
    func beginEditingAfterTap(_ touches: Set<UITouch>) {
        guard isEnabled, !isEditing, let touch = touches.first, bounds.contains(touch.location(in: self)) else { return }
        becomeFirstResponder()
    }

    // MARK: Changes

    /// Reports a change of the text: the selection, `.editingChanged`, `textDidChangeNotification`.
    func reportChange() {
        contentDidChange()
        delegate?.textFieldDidChangeSelection(self)
        sendActions(for: .editingChanged)
        NotificationCenter.default.post(name: UITextField.textDidChangeNotification, object: self)
    }

    func changeSelection(to range: NSRange) {
        let before = buffer.selection
        buffer.select(range)
        commitMarkedTextOutside(buffer.selection)
        guard buffer.selection != before else { return }
        refreshEditable()
        if isEditing { delegate?.textFieldDidChangeSelection(self) }
    }

    func setTextWithoutDelegate(_ newText: String) {
        guard newText != buffer.text else { return }
        buffer.setText(newText)
        contentDidChange()
    }

    func insertTextImplementation(_ text: String) {
        if text == "\n", buffer.marked == nil { return pressReturnKey() }
        if buffer.marked != nil { return commitMarkedText(text, selection: nil) }
        replaceThroughDelegate(buffer.selection, with: text)
    }

    func deleteBackwardImplementation() {
        guard let range = buffer.rangeForDeleteBackward else { return }
        replaceThroughDelegate(range, with: "")
    }

    func replaceImplementation(_ range: NSRange, with text: String) {
        guard buffer.isValid(range) else { return }
        applyChange(range, with: text, selection: nil)
    }

    /// The return key: the delegate's `textFieldShouldReturn(_:)`, then `.primaryActionTriggered`
    /// and `.editingDidEndOnExit`; a field with a target for the latter resigns first responder.
    func pressReturnKey() {
        guard isEditing else { return }
        guard delegate?.textFieldShouldReturn(self) ?? true else { return }
        sendActions(for: .primaryActionTriggered)
        guard isEditing else { return }
        let resigns = allControlEvents.contains(.editingDidEndOnExit)
        sendActions(for: .editingDidEndOnExit)
        if resigns, isEditing { resignFirstResponder() }
    }

    /// The clear button: editing begins if needed, then the delegate's `textFieldShouldClear(_:)`
    /// decides whether the text goes.
    func clearButtonTapped() {
        guard isEditing || becomeFirstResponder() else { return }
        guard delegate?.textFieldShouldClear(self) ?? true, hasText else { return }
        applyChange(NSRange(location: 0, length: buffer.utf16Count), with: "", selection: nil)
    }

    /// What the field shows for its text: bullets for secure entry.
    var displayedText: String {
        isSecureTextEntry ? String(repeating: "•", count: buffer.text.count) : buffer.text
    }

    var windowSceneForKeyboard: UIWindowScene? { window?.windowScene }
}

extension UITextField: TextEditingView {
    var editingText: String { buffer.text }
    var editingSelection: NSRange { buffer.selection }

    func applyClientEdit(text newText: String?, base: String?, selection: NSRange?, marked: NSRange?, sequence: Int) {
        clientSequence = sequence
        defer { refreshEditable() }
        if let newText, let marked { return composeClientMarkedText(marked, in: newText, selection: selection) }
        if let newText, buffer.marked != nil, commitClientMarkedText(in: newText, selection: selection) { return }
        if let newText, newText != (base ?? buffer.text) {
            let (range, replacement) = buffer.replacement(from: base ?? buffer.text, to: newText)
            // The page's selection counts in the page's text, which is this text only when they agree.
            let rebased = base != nil && base != buffer.text
            replaceThroughDelegate(range, with: replacement, selection: rebased ? nil : selection)
            return
        }
        if let selection { changeSelection(to: selection) }
    }

    func forceEndEditing() -> Bool {
        isForcingEnd = true
        defer { isForcingEnd = false }
        return resignFirstResponder()
    }

    func typeCharacter(_ character: String) {
        insertText(character)
    }
}
