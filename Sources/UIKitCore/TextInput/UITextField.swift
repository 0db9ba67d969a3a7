import Foundation

/// An object that displays an editable text area in your interface.
///
/// While the field is editing, the browser edits its text in a real input element placed over
/// the field, so the browser's keyboard, input methods, selection and clipboard work; every
/// change comes back through the delegate, and the server's text is the truth.
@preconcurrency @MainActor
open class UITextField: UIControl, UITextInput {
    /// The type of border drawn around the text field.
    public enum BorderStyle: Int, Sendable {
        case none, line, bezel, roundedRect
    }

    /// Defines the times at which overlay views (the clear button, left and right views) appear.
    public enum ViewMode: Int, Sendable {
        case never, whileEditing, unlessEditing, always
    }

    /// The reasons a text field's editing session ended.
    public enum DidEndEditingReason: Int, Sendable {
        case committed, cancelled
    }

    // MARK: Text and appearance

    /// The text that the text field displays.
    open var text: String? {
        get { buffer.text }
        set {
            styledText = nil
            setTextWithoutDelegate(newValue ?? "")
        }
    }

    /// The styled text that the text field displays. Its attributes (images in text
    /// attachments included) are drawn while the field is not editing; while it edits, the
    /// page's input shows its characters, and an edit leaves plain text.
    open var attributedText: NSAttributedString? {
        get { styledText ?? NSAttributedString(string: buffer.text) }
        set {
            text = newValue?.string
            styledText = (newValue?.length ?? 0) > 0 ? newValue : nil
            contentDidChange()
        }
    }

    /// The string that displays when there is no other text in the text field.
    open var placeholder: String? {
        didSet { if placeholder != oldValue { contentDidChange() } }
    }

    /// The styled placeholder; its attributes are not drawn.
    open var attributedPlaceholder: NSAttributedString? {
        get { placeholder.map { NSAttributedString(string: $0) } }
        set { placeholder = newValue?.string }
    }

    /// The font of the text. The default is the 17-point system font.
    open var font: UIFont? = UIFont.systemFont(ofSize: UIFont.labelFontSize) {
        didSet {
            guard acceptsAppearanceValue(.font) else { font = oldValue; return }
            if font == nil { font = UIFont.systemFont(ofSize: UIFont.labelFontSize) }
            contentDidChange()
        }
    }

    /// The color of the text. The default is `label`.
    open var textColor: UIColor? = .label {
        didSet {
            guard acceptsAppearanceValue(.textColor) else { textColor = oldValue; return }
            if textColor == nil { textColor = .label }
            contentDidChange()
        }
    }

    /// The smallest font size the text shrinks to when `adjustsFontSizeToFitWidth` is on. The
    /// default is 0.
    open var minimumFontSize: CGFloat = 0 {
        didSet { if minimumFontSize != oldValue { contentDidChange() } }
    }

    /// The text field's delegate.
    open weak var delegate: (any UITextFieldDelegate)?

    /// The overlay view that displays on the left (leading) side of the text field.
    open var leftView: UIView? {
        didSet { replaceOverlay(oldValue, with: leftView) }
    }

    /// The overlay view that displays on the right (trailing) side of the text field.
    open var rightView: UIView? {
        didSet { replaceOverlay(oldValue, with: rightView) }
    }

    // The one-byte fields from here to the text input traits come together, without padding
    // between eight-byte ones: Swift lays stored properties out in the order they are declared.

    /// Whether the text field takes a new font when the content size category changes (see
    /// `UIContentSizeCategoryAdjusting`). The default is `false`.
    open var adjustsFontForContentSizeCategory = false

    /// The technique for aligning the text.
    open var textAlignment: NSTextAlignment = .natural {
        didSet { contentDidChange() }
    }

    /// Whether the font shrinks (down to `minimumFontSize`) until the text fits the field's text
    /// rectangle; `font` keeps the size you set. The default is `false`.
    open var adjustsFontSizeToFitWidth = false {
        didSet { if adjustsFontSizeToFitWidth != oldValue { contentDidChange() } }
    }

    /// The border style of the text field. The default is `.none`.
    open var borderStyle: BorderStyle = .none {
        didSet { if borderStyle != oldValue { borderStyleDidChange() } }
    }

    /// Whether the text field removes old text when editing begins. The default is `false`.
    open var clearsOnBeginEditing = false

    /// Whether the text field is in edit mode.
    open internal(set) var isEditing = false

    // MARK: Overlay views (the views themselves are declared above, with the eight-byte fields)

    /// When the standard clear button appears. The default is `.never`.
    open var clearButtonMode: ViewMode = .never {
        didSet { setNeedsLayout() }
    }

    /// When the left overlay view appears. The default is `.never`.
    open var leftViewMode: ViewMode = .never {
        didSet { setNeedsLayout() }
    }

    /// When the right overlay view appears. The default is `.never`.
    open var rightViewMode: ViewMode = .never {
        didSet { setNeedsLayout() }
    }

    // MARK: Text input traits

    /// The keyboard style; in the browser, the input element's `inputmode`.
    open var keyboardType: UIKeyboardType = .default { didSet { traitsDidChange() } }
    /// The return key's title; in the browser, the input element's `enterkeyhint`.
    open var returnKeyType: UIReturnKeyType = .default { didSet { traitsDidChange() } }
    /// When the shift key is automatically enabled; the input element's `autocapitalize`.
    open var autocapitalizationType: UITextAutocapitalizationType = .sentences { didSet { traitsDidChange() } }
    /// Whether autocorrection is enabled; the input element's `autocorrect`.
    open var autocorrectionType: UITextAutocorrectionType = .default { didSet { traitsDidChange() } }
    /// Whether spell checking is enabled; the input element's `spellcheck`.
    open var spellCheckingType: UITextSpellCheckingType = .default { didSet { traitsDidChange() } }
    /// Whether the text object hides the text being entered; the input element becomes a
    /// password input.
    open var isSecureTextEntry = false { didSet { if isSecureTextEntry != oldValue { contentDidChange() } } }
    /// Whether the return key is disabled while there is no text.
    open var enablesReturnKeyAutomatically = false

    // MARK: State

    var buffer = TextBuffer()
    /// Set while editing ends whatever the delegate says (`endEditing(true)`, leaving the window).
    var isForcingEnd = false
    /// Set while `init?(coder:)` reads Interface Builder's values: the text is laid out once, after.
    var isDecoding = false
    /// The last edit from the page the server has handled.
    var clientSequence = 0
    /// Where the page's input element sits, in the field's coordinates.
    var editingFrame: CGRect = .zero
    /// The font the text is drawn with: `font`, shrunk to fit when `adjustsFontSizeToFitWidth`.
    var drawnFont: UIFont = UIFont.systemFont(ofSize: UIFont.labelFontSize)
    let displayLabel = UILabel()
    /// The styled text the app set, kept while the text is still its string.
    var styledText: NSAttributedString?
    let borderView = UIView()
    /// The clear button, once made: a field makes it the first time it shows one, as most
    /// never do (a button and its label are a tenth of a field's cost).
    private(set) var madeClearButton: TextFieldClearButton?

    /// The clear button, made and placed above the text on first use.
    var clearButton: TextFieldClearButton {
        if let madeClearButton { return madeClearButton }
        let button = TextFieldClearButton(field: self)
        button.isHidden = true
        insertSubview(button, aboveSubview: displayLabel)
        madeClearButton = button
        return button
    }

    public override init(frame: CGRect) {
        super.init(frame: frame)
        configureSubviews()
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        // A field decoded from a storyboard or nib takes all of Interface Builder's values, then
        // lays out its text once, as UIKit's decoder sets them before the field draws.
        isDecoding = NibDecoder.nib(coder) != nil
        configureSubviews()
        NibDecoder.finish(coder, self, as: UITextField.self)
        if isDecoding {
            isDecoding = false
            contentDidChange()
        }
    }

    // MARK: Drawing rectangles (UITextField+Layout.swift)

    /// The rectangle for the field's border.
    open func borderRect(forBounds bounds: CGRect) -> CGRect { bounds }

    /// The rectangle for the field's text.
    open func textRect(forBounds bounds: CGRect) -> CGRect { textRectImplementation(forBounds: bounds) }

    /// The rectangle for the placeholder.
    open func placeholderRect(forBounds bounds: CGRect) -> CGRect { textRect(forBounds: bounds) }

    /// The rectangle in which editable text can be displayed.
    open func editingRect(forBounds bounds: CGRect) -> CGRect { textRect(forBounds: bounds) }

    /// The rectangle for the built-in clear button.
    open func clearButtonRect(forBounds bounds: CGRect) -> CGRect { clearButtonRectImplementation(forBounds: bounds) }

    /// The rectangle for the left overlay view.
    open func leftViewRect(forBounds bounds: CGRect) -> CGRect { leftViewRectImplementation(forBounds: bounds) }

    /// The rectangle for the right overlay view.
    open func rightViewRect(forBounds bounds: CGRect) -> CGRect { rightViewRectImplementation(forBounds: bounds) }

    open override func layoutSubviews() {
        super.layoutSubviews()
        layoutFieldSubviews()
    }

    /// The size of one line of text (or the placeholder) with the border's insets.
    open override var intrinsicContentSize: CGSize { intrinsicSizeImplementation }

    open override func sizeThatFits(_ size: CGSize) -> CGSize { intrinsicSizeImplementation }

    // MARK: Editing (UITextField+Editing.swift)

    /// A text field can become first responder while it is enabled.
    open override var canBecomeFirstResponder: Bool { isEnabled }

    /// Asks the delegate whether to begin editing, then begins: the delegate's
    /// `textFieldDidBeginEditing(_:)`, `.editingDidBegin` and `textDidBeginEditingNotification`.
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
        TextEditActions.availability(of: action, in: self, editable: isEnabled, secure: isSecureTextEntry)
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

    // MARK: UIKeyInput and UITextInput (UITextField+TextInput.swift)

    /// Whether the field has any text.
    open var hasText: Bool { !buffer.text.isEmpty }

    /// Inserts text at the selection as the keyboard does, through the delegate; a newline is the
    /// return key. With marked text, the text replaces it (the input method commits).
    open func insertText(_ text: String) { insertTextImplementation(text) }

    /// Deletes the selection or the character before the caret, through the delegate.
    open func deleteBackward() { deleteBackwardImplementation() }

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
    open func replace(_ range: UITextRange, withText text: String) { replaceImplementation(range.nsRange, with: text) }

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

    // MARK: Rendering and automation

    /// What the page's input element shows while the field is editing, in a box: a field that
    /// is not editing, as most are, then takes a pointer rather than 226 bytes.
    private var editableBox: RenderEditableBox?

    /// What the page's input element shows while the field is editing.
    var renderedEditable: RenderEditable? {
        get { editableBox?.value }
        set { editableBox = newValue.map(RenderEditableBox.init) }
    }

    override func renderValue(for key: RenderKey) -> RenderValue? {
        key == .editable ? renderedEditable.map(RenderValue.editable) : super.renderValue(for: key)
    }

    override var automationText: String? { displayedText }

    override var automationValue: String? { hasText ? displayedText : placeholder }

    /// A text field's value is its text (bullets for secure entry).
    override var defaultAccessibilityValue: String? { hasText ? displayedText : nil }
    override var frameworkAccessibilityRole: String? { isAccessibilityElement ? "textbox" : nil }
    override var isFocusableByDefault: Bool { isAccessibilityElement && isEnabled }
}
