import Foundation

extension UITextField {
    func configureSubviews() {
        borderView.isUserInteractionEnabled = false
        addSubview(borderView)
        addSubview(displayLabel)
        contentDidChange()
    }

    /// Text, placeholder, font or colours changed: the drawn label, the size and the page's
    /// input follow.
    func contentDidChange() {
        guard !isDecoding else { return }
        let showsText = !buffer.text.isEmpty
        if styledText?.string != buffer.text { styledText = nil }
        drawnFont = fittingFont(in: textRect(forBounds: bounds).width)
        displayLabel.font = drawnFont
        displayLabel.textColor = showsText ? textColor : .placeholderText
        if let styledText, !isSecureTextEntry {
            displayLabel.attributedText = styledText.drawn(over: drawnFont, color: textColor ?? .label)
        } else {
            displayLabel.text = showsText ? displayedText : placeholder
        }
        displayLabel.textAlignment = textAlignment
        // While editing, the page's input element draws the text over the field.
        displayLabel.isHidden = isEditing
        invalidateIntrinsicContentSize()
        setNeedsLayout()
        refreshEditable()
    }

    func traitsDidChange() {
        refreshEditable()
    }

    func borderStyleDidChange() {
        let layer = borderView.layer
        switch borderStyle {
        case .none:
            layer.borderWidth = 0
            layer.cornerRadius = 0
            borderView.backgroundColor = nil
        case .line:
            layer.borderWidth = 1
            layer.borderColor = UIColor.black.cgColor
            layer.cornerRadius = 0
            borderView.backgroundColor = nil
        case .bezel:
            layer.borderWidth = 1
            layer.borderColor = UIColor.systemGray.cgColor
            layer.cornerRadius = 0
            borderView.backgroundColor = nil
        case .roundedRect:
            layer.borderWidth = 0.5
            layer.borderColor = UIColor.systemGray3.cgColor
            layer.cornerRadius = 5
            borderView.backgroundColor = .systemBackground
        }
        invalidateIntrinsicContentSize()
        setNeedsLayout()
    }

    func replaceOverlay(_ old: UIView?, with new: UIView?) {
        guard old !== new else { return }
        if let old, old.superview === self { old.removeFromSuperview() }
        if let new { addSubview(new) }
        invalidateIntrinsicContentSize()
        setNeedsLayout()
    }

    // MARK: Rectangles

    /// The text's inset from the border on each side.
    private var horizontalInset: CGFloat {
        switch borderStyle {
        case .none: 0
        case .line, .bezel: 2
        case .roundedRect: 7
        }
    }

    private var verticalInset: CGFloat {
        switch borderStyle {
        case .none: 0
        case .line, .bezel: 4
        case .roundedRect: 7
        }
    }

    func shows(_ mode: ViewMode) -> Bool {
        switch mode {
        case .never: false
        case .always: true
        case .whileEditing: isEditing
        case .unlessEditing: !isEditing
        }
    }

    var showsClearButton: Bool { hasText && shows(clearButtonMode) }
    private var showsLeftView: Bool { leftView != nil && shows(leftViewMode) }
    private var showsRightView: Bool { rightView != nil && shows(rightViewMode) }

    // The left view leads and the right view trails: right to left they swap sides, and the
    // clear button moves to the left, beside the right view (Apple: the overlay views "flip
    // automatically in a right-to-left user interface").

    func textRectImplementation(forBounds bounds: CGRect) -> CGRect {
        var rect = bounds.insetBy(dx: horizontalInset, dy: 0)
        let leading = showsLeftView ? leftViewRect(forBounds: bounds) : nil
        let trailing = showsRightView ? rightViewRect(forBounds: bounds) : showsClearButton ? clearButtonRect(forBounds: bounds) : nil
        let (onLeft, onRight) = laysOutRightToLeft ? (trailing, leading) : (leading, trailing)
        if let onLeft {
            rect.size.width -= max(0, onLeft.maxX - rect.minX)
            rect.origin.x = max(rect.minX, onLeft.maxX)
        }
        if let onRight {
            rect.size.width = max(0, min(rect.maxX, onRight.minX) - rect.minX)
        }
        return rect
    }

    func clearButtonRectImplementation(forBounds bounds: CGRect) -> CGRect {
        let side = TextFieldClearButton.side
        let edgeInset = max(horizontalInset - 2, 0)
        let y = bounds.midY - side / 2
        guard laysOutRightToLeft else {
            let trailing = showsRightView ? rightViewRect(forBounds: bounds).minX : bounds.maxX - edgeInset
            return CGRect(x: trailing - side - 4, y: y, width: side, height: side)
        }
        let trailing = showsRightView ? rightViewRect(forBounds: bounds).maxX : bounds.minX + edgeInset
        return CGRect(x: trailing + 4, y: y, width: side, height: side)
    }

    func leftViewRectImplementation(forBounds bounds: CGRect) -> CGRect {
        let size = overlaySize(leftView)
        let x = laysOutRightToLeft ? bounds.maxX - size.width : bounds.minX
        return CGRect(x: x, y: bounds.midY - size.height / 2, width: size.width, height: size.height)
    }

    func rightViewRectImplementation(forBounds bounds: CGRect) -> CGRect {
        let size = overlaySize(rightView)
        let x = laysOutRightToLeft ? bounds.minX : bounds.maxX - size.width
        return CGRect(x: x, y: bounds.midY - size.height / 2, width: size.width, height: size.height)
    }

    private func overlaySize(_ view: UIView?) -> CGSize {
        guard let view else { return .zero }
        if view.frame.size != .zero { return view.frame.size }
        let intrinsic = view.intrinsicContentSize
        return CGSize(width: max(intrinsic.width, 0), height: max(intrinsic.height, 0))
    }

    func layoutFieldSubviews() {
        borderView.frame = borderRect(forBounds: bounds)
        displayLabel.frame = hasText ? textRect(forBounds: bounds) : placeholderRect(forBounds: bounds)
        if showsClearButton {
            clearButton.isHidden = false
            clearButton.frame = clearButtonRect(forBounds: bounds)
        } else {
            madeClearButton?.isHidden = true
        }
        if let leftView {
            leftView.isHidden = !showsLeftView
            if showsLeftView { leftView.frame = leftViewRect(forBounds: bounds) }
        }
        if let rightView {
            rightView.isHidden = !showsRightView
            if showsRightView { rightView.frame = rightViewRect(forBounds: bounds) }
        }
        editingFrame = editingRect(forBounds: bounds)
        let fitting = fittingFont(in: displayLabel.frame.width)
        if fitting != drawnFont {
            drawnFont = fitting
            displayLabel.font = fitting
        }
        refreshEditable()
    }

    /// `font`, or with `adjustsFontSizeToFitWidth` the largest size (in half points, down to
    /// `minimumFontSize`) at which the text fits `width`.
    func fittingFont(in width: CGFloat) -> UIFont {
        let font = self.font ?? UIFont.systemFont(ofSize: UIFont.labelFontSize)
        guard adjustsFontSizeToFitWidth, hasText, width > 0 else { return font }
        let text = displayedText
        let measure = { (size: CGFloat) in TextMeasurer.shared.size(of: text, font: font.withSize(size)).width }
        let fullWidth = measure(font.pointSize)
        guard fullWidth > width else { return font }
        let smallest = max(minimumFontSize, 1)
        guard font.pointSize > smallest else { return font }
        // Text widths scale nearly with the size: start there and step down until it fits.
        var size = max(smallest, min(font.pointSize - 0.5, (font.pointSize * width / fullWidth * 2).rounded(.down) / 2))
        while size > smallest, measure(size) > width { size = max(smallest, size - 0.5) }
        return font.withSize(size)
    }

    /// One line of the text (or placeholder) in the field's font, with the border's insets and
    /// the overlay views beside it.
    var intrinsicSizeImplementation: CGSize {
        let font = self.font ?? UIFont.systemFont(ofSize: UIFont.labelFontSize)
        let sample = hasText ? displayedText : (placeholder ?? "")
        let width = sample.isEmpty ? 0 : TextMeasurer.shared.layout(sample, font: font, maximumLines: 1).size.width
        var size = CGSize(width: (CGFloat(width) * 2).rounded(.up) / 2 + horizontalInset * 2,
                          height: (font.lineHeight * 2).rounded(.up) / 2 + verticalInset * 2)
        if showsLeftView { size.width += overlaySize(leftView).width }
        if showsRightView { size.width += overlaySize(rightView).width }
        if showsClearButton, !showsRightView { size.width += TextFieldClearButton.side + 4 }
        return size
    }

    // MARK: Rendering

    /// Recomputes what the page's input element shows, and marks it changed when it did.
    func refreshEditable() {
        let newValue = isEditing ? makeEditable() : nil
        guard newValue != renderedEditable else { return }
        willChangeRender(.editable)
        renderedEditable = newValue
    }

    private func makeEditable() -> RenderEditable {
        let font = drawnFont
        return RenderEditable(
            text: buffer.text, selectionStart: buffer.selection.location,
            selectionEnd: buffer.selection.location + buffer.selection.length, sequence: clientSequence,
            x: editingFrame.minX, y: editingFrame.minY, width: editingFrame.width, height: editingFrame.height,
            multiline: false, secure: isSecureTextEntry, font: font.renderFont,
            color: (textColor ?? .label).render(in: traitCollection), align: textAlignment.cssValue(rightToLeft: effectiveUserInterfaceLayoutDirection == .rightToLeft) ?? "left",
            placeholder: placeholder, inputMode: keyboardType.inputMode, enterKeyHint: returnKeyType.enterKeyHint,
            autocapitalize: autocapitalizationType.htmlValue, autocorrect: autocorrectionType != .no,
            spellcheck: spellCheckingType != .no)
    }
}
