import Foundation

/// A scrollable, multiline text region.
///
/// A scroll view whose content is its text: `contentSize` is the text's height with the
/// container insets, and the page scrolls it as any scroll view. While it is editing, the
/// browser edits the text in a real `<textarea>` as tall as the text, placed over the text
/// container in the content, so it scrolls with the content; the caret is kept in view as the
/// text changes. With scrolling disabled, the text view is as tall as its text
/// (`intrinsicContentSize`), for Auto Layout to size.
@preconcurrency @MainActor
open class UITextView: UIScrollView, UITextInput {
    /// The text that the text view displays.
    open var text: String! {
        get { buffer.text }
        set {
            styledText = nil
            setTextWithoutDelegate(newValue ?? "")
        }
    }

    /// The styled text that the text view displays. Its attributes (images in text
    /// attachments included) are measured and drawn while the view is not editing; while it
    /// edits, the page's editor shows its characters, and an edit leaves plain text.
    open var attributedText: NSAttributedString! {
        get { styledText ?? NSAttributedString(string: buffer.text) }
        set {
            text = newValue?.string
            styledText = (newValue?.length ?? 0) > 0 ? newValue : nil
            contentDidChange()
        }
    }

    /// The font of the text; `nil` draws the 12-point system font, as UIKit does.
    open var font: UIFont? {
        didSet {
            guard acceptsAppearanceValue(.font) else { font = oldValue; return }
            contentDidChange()
        }
    }

    /// Whether the text view takes a new font when the content size category changes (see
    /// `UIContentSizeCategoryAdjusting`). The default is `false`.
    open var adjustsFontForContentSizeCategory = false

    /// The color of the text; `nil` draws `label`.
    open var textColor: UIColor? {
        didSet {
            guard acceptsAppearanceValue(.textColor) else { textColor = oldValue; return }
            contentDidChange()
        }
    }

    /// The technique for aligning the text.
    open var textAlignment: NSTextAlignment = .natural {
        didSet { contentDidChange() }
    }

    /// Whether the text view is editable. The default is `true`.
    open var isEditable = true {
        didSet { if !isEditable, isEditing { _ = forceEndEditing() } }
    }

    /// Whether the text view is selectable. The default is `true`.
    open var isSelectable = true

    /// The inset of the text container from the view's bounds. The default is 8 points at the
    /// top and bottom.
    open var textContainerInset = UIEdgeInsets(top: 8, left: 0, bottom: 8, right: 0) {
        didSet { setNeedsLayout() }
    }

    /// The current selection, in UTF-16 code units.
    open var selectedRange: NSRange {
        get { buffer.selection }
        set { changeSelection(to: newValue) }
    }

    /// The delegate (`delegate`, from the scroll view) as a text view delegate.
    var textViewDelegate: (any UITextViewDelegate)? { delegate as? any UITextViewDelegate }

    /// Scrolls the text view so that the text in `range` is visible.
    open func scrollRangeToVisible(_ range: NSRange) {
        scrollRangeToVisibleImplementation(range)
    }

    /// Whether the text view is editing (it is the first responder).
    var isEditing = false

    // MARK: Text input traits

    open var keyboardType: UIKeyboardType = .default { didSet { refreshEditable() } }
    open var returnKeyType: UIReturnKeyType = .default { didSet { refreshEditable() } }
    open var autocapitalizationType: UITextAutocapitalizationType = .sentences { didSet { refreshEditable() } }
    open var autocorrectionType: UITextAutocorrectionType = .default { didSet { refreshEditable() } }
    open var spellCheckingType: UITextSpellCheckingType = .default { didSet { refreshEditable() } }
    open var isSecureTextEntry = false { didSet { refreshEditable() } }
    open var enablesReturnKeyAutomatically = false

    var buffer = TextBuffer()
    var isForcingEnd = false
    var clientSequence = 0
    var containerFrame: CGRect = .zero
    /// What the page's input element shows while the view is editing, boxed as in `UITextField`.
    private var editableBox: RenderEditableBox?
    var renderedEditable: RenderEditable? {
        get { editableBox?.value }
        set { editableBox = newValue.map(RenderEditableBox.init) }
    }
    let displayLabel = UILabel()
    /// The styled text the app set, kept while the text is still its string.
    var styledText: NSAttributedString?
    /// The width the intrinsic size was last measured at, without scrolling.
    var intrinsicWidth: CGFloat?

    public override init(frame: CGRect) {
        super.init(frame: frame)
        configureTextView()
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        configureTextView()
        NibDecoder.finish(coder, self, as: UITextView.self)
    }

    open override func layoutSubviews() {
        super.layoutSubviews()
        layoutTextView()
    }

    /// Without scrolling, the text's height (with the container insets) at the view's width;
    /// with it, none.
    open override var intrinsicContentSize: CGSize {
        intrinsicTextViewSize
    }

    /// The size that fits the text at `size.width`: its height with the container insets.
    open override func sizeThatFits(_ size: CGSize) -> CGSize {
        CGSize(width: size.width, height: textHeight(forWidth: size.width) + textContainerInset.top + textContainerInset.bottom)
    }

    open override var isScrollEnabled: Bool {
        didSet { if isScrollEnabled != oldValue { invalidateIntrinsicContentSize() } }
    }

    // MARK: Editing (UITextView+Editing.swift)

    open override var canBecomeFirstResponder: Bool { isEditable }

    /// Asks the delegate whether to begin editing, then begins: `textViewDidBeginEditing(_:)`
    /// and `textDidBeginEditingNotification`.
    @discardableResult
    open override func becomeFirstResponder() -> Bool { beginEditingImplementation() }

    /// Asks the delegate whether to end editing (unless it is forced), then ends it.
    @discardableResult
    open override func resignFirstResponder() -> Bool { endEditingImplementation() }

    // MARK: Standard edit actions

    /// Offers the standard edit actions as UIKit does: copy and cut for a selection (not in
    /// secure text), paste when the pasteboard has text, select and select all when there is
    /// text to select; any other action as a responder does.
    open override func canPerformAction(_ action: Selector, withSender sender: Any?) -> Bool {
        TextEditActions.availability(of: action, in: self, editable: isEditable, secure: isSecureTextEntry)
            ?? super.canPerformAction(action, withSender: sender)
    }

    /// Copies the selected text to the general pasteboard.
    open func copy(_ sender: Any?) { TextEditActions.copy(from: self) }
    /// Copies the selected text to the general pasteboard and removes it.
    open func cut(_ sender: Any?) { TextEditActions.cut(from: self) }
    /// Replaces the selection with the pasteboard's text.
    open func paste(_ sender: Any?) { TextEditActions.paste(into: self) }
    /// Removes the selected text.
    open func delete(_ sender: Any?) { TextEditActions.delete(in: self) }
    /// Selects the word at the insertion point.
    open func select(_ sender: Any?) { TextEditActions.select(in: self) }
    /// Selects all the text.
    open func selectAll(_ sender: Any?) { TextEditActions.selectAll(in: self) }

    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        super.touchesEnded(touches, with: event)
        beginEditingAfterTap(touches)
    }

    /// Whether the text view has any text.
    open var hasText: Bool { !buffer.text.isEmpty }

    /// Inserts text at the selection as the keyboard does, through the delegate. With marked text,
    /// the text replaces it (the input method commits).
    open func insertText(_ text: String) {
        if buffer.marked != nil { return commitMarkedText(text, selection: nil) }
        replaceThroughDelegate(buffer.selection, with: text)
    }

    /// Deletes the selection or the character before the caret, through the delegate.
    open func deleteBackward() {
        guard let range = buffer.rangeForDeleteBackward else { return }
        replaceThroughDelegate(range, with: "")
    }

    open var beginningOfDocument: UITextPosition { UITextPosition(offset: 0) }

    open var endOfDocument: UITextPosition { UITextPosition(offset: buffer.utf16Count) }

    open var selectedTextRange: UITextRange? {
        get { UITextRange(buffer.selection) }
        set { if let newValue { changeSelection(to: newValue.nsRange) } }
    }

    open func textRange(from fromPosition: UITextPosition, to toPosition: UITextPosition) -> UITextRange? {
        UITextRange(start: fromPosition, end: toPosition)
    }

    open func position(from position: UITextPosition, offset: Int) -> UITextPosition? {
        let target = position.offset + offset
        return target >= 0 && target <= buffer.utf16Count ? UITextPosition(offset: target) : nil
    }

    open func offset(from: UITextPosition, to toPosition: UITextPosition) -> Int {
        toPosition.offset - from.offset
    }

    open func text(in range: UITextRange) -> String? { buffer.substring(in: range.nsRange) }

    /// Replaces the text in the range without asking the delegate, and reports the change.
    open func replace(_ range: UITextRange, withText text: String) {
        guard buffer.isValid(range.nsRange) else { return }
        applyChange(range.nsRange, with: text, selection: nil)
    }

    /// The range of the marked text an input method is composing (part of `text`); `nil` when
    /// there is none.
    open var markedTextRange: UITextRange? { buffer.marked.map { UITextRange($0) } }

    /// How the marked text is drawn; stored, the page's input element draws the composition.
    open var markedTextStyle: [NSAttributedString.Key: Any]?

    /// Replaces the marked text (or, without any, the selection) with `markedText` as marked
    /// text, selecting `selectedRange` within it. The delegate is not asked; the change is
    /// reported as any other.
    open func setMarkedText(_ markedText: String?, selectedRange: NSRange) {
        setMarkedTextImplementation(markedText ?? "", replacing: nil, selectedRange: selectedRange)
    }

    /// Commits the marked text as it is.
    open func unmarkText() { unmarkTextImplementation() }

    override func renderValue(for key: RenderKey) -> RenderValue? {
        key == .editable ? renderedEditable.map(RenderValue.editable) : super.renderValue(for: key)
    }

    override var isAccessibilityElementByDefault: Bool { true }

    override var automationText: String? { buffer.text }

    override var automationValue: String? { buffer.text }

    /// A text view's value is its text.
    override var defaultAccessibilityValue: String? { buffer.text }
    override var frameworkAccessibilityRole: String? { isAccessibilityElement ? "textbox" : nil }
    override var isFocusableByDefault: Bool { isAccessibilityElement && isEditable }
}
