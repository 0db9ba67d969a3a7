import Foundation

/// The measurements of iOS's alerts and action sheets on a phone, in points.
enum AlertLayout {
    static let alertWidth: CGFloat = 270
    static let alertButtonHeight: CGFloat = 44
    static let alertHeaderInsets = UIEdgeInsets(top: 20, left: 16, bottom: 20, right: 16)
    static let sheetButtonHeight: CGFloat = 57
    static let sheetHeaderInsets = UIEdgeInsets(top: 14, left: 16, bottom: 14, right: 16)
    /// The space around an action sheet's panels and between them.
    static let sheetMargin: CGFloat = 8
    static let titleMessageSpacing: CGFloat = 4
    static let buttonTitleInset: CGFloat = 8
    /// Text fields: boxes 238 points wide (16 from the panel's edges), stacked with their borders
    /// touching, 16 points below the message and above the buttons.
    static let textFieldBoxHeight: CGFloat = 30
    static let textFieldInsets = UIEdgeInsets(top: 16, left: 16, bottom: 16, right: 16)
    static let textFieldPadding: CGFloat = 4
}

extension UIAlertControllerView {
    /// A panel 270 points wide in the middle of the view: the title and message, then the buttons
    /// 44 points tall, with hairlines between.
    func layoutAlert() {
        let width = AlertLayout.alertWidth
        var y = layoutHeader(width: width, insets: AlertLayout.alertHeaderInsets)
        y = layoutTextFields(from: y, width: width)
        y = layoutButtons(from: y, width: width, height: AlertLayout.alertButtonHeight)
        let height = min(y, bounds.height)
        mainPanel.frame = CGRect(x: ((bounds.width - width) / 2).rounded(), y: ((bounds.height - height) / 2).rounded(),
                                 width: width, height: height)
    }

    /// Panels at the bottom of the view above the safe area, 8 points from the edges: the title,
    /// message and actions, then the cancel button in a panel of its own.
    func layoutActionSheet() {
        let margin = AlertLayout.sheetMargin
        let width = max(0, min(bounds.width, bounds.height) - 2 * margin)
        let x = ((bounds.width - width) / 2).rounded()
        var bottom = bounds.height - safeAreaInsets.bottom - margin
        if let cancelPanel, let cancelButton {
            let height = AlertLayout.sheetButtonHeight
            cancelPanel.frame = CGRect(x: x, y: bottom - height, width: width, height: height)
            cancelButton.frame = cancelPanel.bounds
            bottom -= height + margin
        }
        var height = layoutHeader(width: width, insets: AlertLayout.sheetHeaderInsets)
        height = layoutButtons(from: height, width: width, height: AlertLayout.sheetButtonHeight)
        mainPanel.isHidden = height == 0
        mainPanel.frame = CGRect(x: x, y: bottom - height, width: width, height: height)
    }

    /// Places the title and message at the top of the main panel; returns where the buttons start.
    private func layoutHeader(width: CGFloat, insets: UIEdgeInsets) -> CGFloat {
        guard titleLabel != nil || messageLabel != nil else { return 0 }
        let textWidth = width - insets.left - insets.right
        var y = insets.top
        if let titleLabel {
            let height = AlertTextMetrics.height(of: titleLabel.text, font: titleLabel.font, width: textWidth)
            titleLabel.frame = CGRect(x: insets.left, y: y, width: textWidth, height: height)
            y += height
        }
        if let messageLabel {
            if titleLabel != nil { y += AlertLayout.titleMessageSpacing }
            let height = AlertTextMetrics.height(of: messageLabel.text, font: messageLabel.font, width: textWidth)
            messageLabel.frame = CGRect(x: insets.left, y: y, width: textWidth, height: height)
            y += height
        }
        return y + insets.bottom
    }

    /// Places the text field boxes below the header (whose bottom inset already spaces them from
    /// the message); returns where the buttons start.
    private func layoutTextFields(from top: CGFloat, width: CGFloat) -> CGFloat {
        guard !textFieldBoxes.isEmpty else { return top }
        let insets = AlertLayout.textFieldInsets
        let height = AlertLayout.textFieldBoxHeight
        let hairline = 1 / max(1, traitCollection.displayScale)
        var y = top > 0 ? top - AlertLayout.alertHeaderInsets.bottom + insets.top : insets.top
        for (index, entry) in textFieldBoxes.enumerated() {
            if index > 0 { y -= hairline }
            entry.box.frame = CGRect(x: insets.left, y: y, width: width - insets.left - insets.right, height: height)
            entry.field.frame = entry.box.bounds.insetBy(dx: AlertLayout.textFieldPadding, dy: AlertLayout.textFieldPadding)
            y += height
        }
        return y + insets.bottom
    }

    /// Places the main panel's buttons from `top` down, with a hairline above each (and between
    /// two side by side); returns the bottom of the last one.
    private func layoutButtons(from top: CGFloat, width: CGFloat, height: CGFloat) -> CGFloat {
        guard !buttons.isEmpty else { return top }
        let hairline = 1 / max(1, traitCollection.displayScale)
        var lines = separators.makeIterator()
        if arrangement == .sideBySide {
            let half = (width / 2).rounded()
            if top > 0 { lines.next()?.frame = CGRect(x: 0, y: top, width: width, height: hairline) }
            buttons[0].frame = CGRect(x: 0, y: top, width: half, height: height)
            buttons[1].frame = CGRect(x: half, y: top, width: width - half, height: height)
            lines.next()?.frame = CGRect(x: half, y: top, width: hairline, height: height)
            return top + height
        }
        var y = top
        for button in buttons {
            if y > 0 { lines.next()?.frame = CGRect(x: 0, y: y, width: width, height: hairline) }
            button.frame = CGRect(x: 0, y: y, width: width, height: height)
            y += height
        }
        return y
    }
}
