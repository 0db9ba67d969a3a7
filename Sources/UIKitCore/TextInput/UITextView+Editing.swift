import Foundation

extension UITextView {
    /// The font the text is drawn with: `font`, or UIKit's 12-point default.
    var effectiveFont: UIFont { font ?? UIFont.systemFont(ofSize: 12) }

    /// The text container's padding at the start and end of each line, as UIKit's default.
    static let lineFragmentPadding: CGFloat = 5

    func configureTextView() {
        clipsToBounds = true
        displayLabel.numberOfLines = 0
        addSubview(displayLabel)
        contentDidChange()
    }

    func contentDidChange() {
        displayLabel.text = buffer.text
        displayLabel.font = effectiveFont
        displayLabel.textColor = textColor ?? .label
        displayLabel.textAlignment = textAlignment
        displayLabel.isHidden = isEditing
        setNeedsLayout()
        refreshEditable()
    }

    func layoutTextView() {
        let inset = textContainerInset
        let padding = Self.lineFragmentPadding
        containerFrame = CGRect(x: inset.left, y: inset.top,
                                width: max(0, bounds.width - inset.left - inset.right),
                                height: max(0, bounds.height - inset.top - inset.bottom))
        let width = max(0, containerFrame.width - padding * 2)
        let fitting = displayLabel.sizeThatFits(CGSize(width: width, height: 0))
        displayLabel.frame = CGRect(x: containerFrame.minX + padding, y: containerFrame.minY, width: width,
                                    height: min(fitting.height, containerFrame.height))
        refreshEditable()
    }

    func beginEditingImplementation() -> Bool {
        if isEditing, isFirstResponder { return true }
        guard canBecomeFirstResponder, window != nil else { return false }
        if let delegate, !delegate.textViewShouldBeginEditing(self) { return false }
        guard becomeFirstResponderImplementation() else { return false }
        isEditing = true
        buffer.select(NSRange(location: buffer.utf16Count, length: 0))
        contentDidChange()
        delegate?.textViewDidBeginEditing(self)
        NotificationCenter.default.post(name: UITextView.textDidBeginEditingNotification, object: self)
        return true
    }

    func endEditingImplementation() -> Bool {
        guard isEditing else { return resignFirstResponderImplementation() }
        let isForced = isForcingEnd || !isFirstResponder
        if !isForced, let delegate, !delegate.textViewShouldEndEditing(self) { return false }
        _ = resignFirstResponderImplementation()
        isEditing = false
        contentDidChange()
        delegate?.textViewDidEndEditing(self)
        NotificationCenter.default.post(name: UITextView.textDidEndEditingNotification, object: self)
        window?.windowScene?.textInputDidEnd()
        return true
    }

    func beginEditingAfterTap(_ touches: Set<UITouch>) {
        guard isEditable, !isEditing, let touch = touches.first, bounds.contains(touch.location(in: self)) else { return }
        becomeFirstResponder()
    }

    /// Reports a change of the text: the selection, `textViewDidChange(_:)`,
    /// `textDidChangeNotification`.
    func reportChange() {
        contentDidChange()
        delegate?.textViewDidChangeSelection(self)
        delegate?.textViewDidChange(self)
        NotificationCenter.default.post(name: UITextView.textDidChangeNotification, object: self)
    }

    func changeSelection(to range: NSRange) {
        let before = buffer.selection
        buffer.select(range)
        commitMarkedTextOutside(buffer.selection)
        guard buffer.selection != before else { return }
        refreshEditable()
        if isEditing { delegate?.textViewDidChangeSelection(self) }
    }

    func setTextWithoutDelegate(_ newText: String) {
        guard newText != buffer.text else { return }
        buffer.setText(newText)
        contentDidChange()
    }

    func refreshEditable() {
        let newValue = isEditing ? makeEditable() : nil
        guard newValue != renderedEditable else { return }
        willChangeRender(.editable)
        renderedEditable = newValue
    }

    private func makeEditable() -> RenderEditable {
        let padding = Self.lineFragmentPadding
        return RenderEditable(
            text: buffer.text, selectionStart: buffer.selection.location,
            selectionEnd: buffer.selection.location + buffer.selection.length, sequence: clientSequence,
            x: containerFrame.minX + padding, y: containerFrame.minY,
            width: max(0, containerFrame.width - padding * 2), height: containerFrame.height,
            multiline: true, secure: isSecureTextEntry, font: effectiveFont.renderFont,
            color: (textColor ?? .label).render(in: traitCollection), align: textAlignment.cssValue ?? "left",
            placeholder: nil, inputMode: keyboardType.inputMode, enterKeyHint: returnKeyType.enterKeyHint,
            autocapitalize: autocapitalizationType.htmlValue, autocorrect: autocorrectionType != .no,
            spellcheck: spellCheckingType != .no)
    }
}

extension UITextView: TextEditingView {
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

    /// In a text view the return key inserts a newline, through the delegate.
    func pressReturnKey() {
        insertText("\n")
    }

    func forceEndEditing() -> Bool {
        isForcingEnd = true
        defer { isForcingEnd = false }
        return resignFirstResponder()
    }
}
