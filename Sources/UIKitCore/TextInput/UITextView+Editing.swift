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
        if !isScrollEnabled { invalidateIntrinsicContentSize() }
        if styledText?.string != buffer.text { styledText = nil }
        displayLabel.font = effectiveFont
        displayLabel.textColor = textColor ?? .label
        if let drawnText {
            displayLabel.attributedText = drawnText
        } else {
            displayLabel.text = buffer.text
        }
        displayLabel.textAlignment = textAlignment
        displayLabel.isHidden = isEditing
        setNeedsLayout()
        refreshEditable()
    }

    func layoutTextView() {
        let inset = textContainerInset
        let padding = Self.lineFragmentPadding
        let width = max(0, bounds.width - inset.left - inset.right)
        let textHeight = textHeight(forWidth: bounds.width)
        // The container is as tall as the text, and at least as the view less its insets: the
        // text scrolls with the content, and the page's editor covers all of it.
        containerFrame = CGRect(x: inset.left, y: inset.top, width: width,
                                height: max(textHeight, bounds.height - inset.top - inset.bottom))
        displayLabel.frame = CGRect(x: containerFrame.minX + padding, y: containerFrame.minY,
                                    width: max(0, width - padding * 2), height: textHeight)
        let size = CGSize(width: bounds.width, height: textHeight + inset.top + inset.bottom)
        if contentSize != size { contentSize = size }
        if !isScrollEnabled, let measured = intrinsicWidth, measured != bounds.width { invalidateIntrinsicContentSize() }
        refreshEditable()
    }

    /// The height of the text laid out in the container of a view `width` wide: one line of
    /// the font at least, as the caret needs.
    func textHeight(forWidth width: CGFloat) -> CGFloat {
        let lineWidth = max(0, width - textContainerInset.left - textContainerInset.right - Self.lineFragmentPadding * 2)
        let line = effectiveFont.lineHeight.rounded(.up)
        guard !buffer.text.isEmpty else { return line }
        // A trailing newline starts a line of its own, as the caret shows.
        let text = buffer.text.hasSuffix("\n") ? buffer.text + " " : buffer.text
        if let drawnText, !buffer.text.hasSuffix("\n") {
            let rect = drawnText.boundingRect(with: CGSize(width: lineWidth, height: .greatestFiniteMagnitude),
                                              options: [.usesLineFragmentOrigin], context: nil)
            return max(line, rect.height.rounded(.up))
        }
        return max(line, measuredHeight(of: text, width: lineWidth))
    }

    /// The styled text the app set, as the view draws and measures it.
    private var drawnText: NSAttributedString? {
        styledText.map { $0.drawn(over: effectiveFont, color: textColor ?? .label) }
    }

    private func measuredHeight(of text: String, width: CGFloat) -> CGFloat {
        let attributes: [NSAttributedString.Key: Any] = [.font: effectiveFont]
        let rect = text.boundingRect(with: CGSize(width: width, height: .greatestFiniteMagnitude),
                                                   options: [.usesLineFragmentOrigin], attributes: attributes, context: nil)
        return rect.height.rounded(.up)
    }

    /// Without scrolling, the text's height at the view's width (once it has one); with it, none.
    var intrinsicTextViewSize: CGSize {
        guard !isScrollEnabled else { return CGSize(width: UIView.noIntrinsicMetric, height: UIView.noIntrinsicMetric) }
        intrinsicWidth = bounds.width
        return CGSize(width: UIView.noIntrinsicMetric, height: sizeThatFits(CGSize(width: bounds.width, height: 0)).height)
    }

    /// Scrolls as little as needed for the lines of `range` to show inside the view.
    func scrollRangeToVisibleImplementation(_ range: NSRange) {
        guard isScrollEnabled, let rect = lineRect(of: range) else { return }
        scrollRectToVisible(rect, animated: false)
    }

    /// The rectangle, in content coordinates, of the lines from the start of `range` to its
    /// end (the height of the text before each end, laid out at the container's width), with
    /// the container's insets above and below.
    private func lineRect(of range: NSRange) -> CGRect? {
        let utf16 = buffer.text.utf16
        guard range.location >= 0, range.location + range.length <= utf16.count else { return nil }
        let inset = textContainerInset
        let lineWidth = max(0, containerFrame.width - Self.lineFragmentPadding * 2)
        let line = effectiveFont.lineHeight.rounded(.up)
        func bottom(at offset: Int) -> CGFloat {
            let prefix = String(utf16.prefix(offset)) ?? ""
            // The caret after a newline is on the next line.
            let text = prefix.isEmpty ? " " : prefix.hasSuffix("\n") ? prefix + " " : prefix
            return max(line, measuredHeight(of: text, width: lineWidth))
        }
        let top = bottom(at: range.location) - line
        let end = range.length == 0 ? top + line : bottom(at: range.location + range.length)
        // With the container's insets around them, as the view's edges leave them.
        return CGRect(x: 0, y: top, width: bounds.width, height: end - top + inset.top + inset.bottom)
    }

    func beginEditingImplementation() -> Bool {
        if isEditing, isFirstResponder { return true }
        guard canBecomeFirstResponder, window != nil else { return false }
        if let delegate = textViewDelegate, !delegate.textViewShouldBeginEditing(self) { return false }
        guard becomeFirstResponderImplementation() else { return false }
        isEditing = true
        buffer.select(NSRange(location: buffer.utf16Count, length: 0))
        contentDidChange()
        textViewDelegate?.textViewDidBeginEditing(self)
        NotificationCenter.default.post(name: UITextView.textDidBeginEditingNotification, object: self)
        return true
    }

    func endEditingImplementation() -> Bool {
        guard isEditing else { return resignFirstResponderImplementation() }
        let isForced = isForcingEnd || !isFirstResponder
        if !isForced, let delegate = textViewDelegate, !delegate.textViewShouldEndEditing(self) { return false }
        _ = resignFirstResponderImplementation()
        isEditing = false
        contentDidChange()
        textViewDelegate?.textViewDidEndEditing(self)
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
        keepCaretVisible()
        textViewDelegate?.textViewDidChangeSelection(self)
        textViewDelegate?.textViewDidChange(self)
        NotificationCenter.default.post(name: UITextView.textDidChangeNotification, object: self)
    }

    func changeSelection(to range: NSRange) {
        let before = buffer.selection
        buffer.select(range)
        commitMarkedTextOutside(buffer.selection)
        guard buffer.selection != before else { return }
        refreshEditable()
        keepCaretVisible()
        if isEditing { textViewDelegate?.textViewDidChangeSelection(self) }
    }

    /// While editing, the text view scrolls for the caret to stay in view, as UIKit's does.
    func keepCaretVisible() {
        guard isEditing else { return }
        layoutIfNeeded()
        let caret = NSRange(location: buffer.selection.location + buffer.selection.length, length: 0)
        guard let rect = lineRect(of: caret) else { return }
        scrollRectToVisible(rect, animated: false)
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
            color: (textColor ?? .label).render(in: traitCollection), align: textAlignment.cssValue(rightToLeft: effectiveUserInterfaceLayoutDirection == .rightToLeft) ?? "left",
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
