import Foundation

/// The view of an alert controller: it covers its presentation and draws the alert as iOS does on
/// a phone, a centered 270-point panel for `.alert`, or a sheet of buttons at the bottom with the
/// cancel button in a panel of its own for `.actionSheet`. The buttons are real `UIButton`s.
@MainActor
final class UIAlertControllerView: UIView {
    /// How an alert's buttons are arranged: two short ones side by side, otherwise stacked.
    enum Arrangement {
        case sideBySide, stacked
    }

    private weak var alertController: UIAlertController?
    let mainPanel = AlertGroupView()
    private(set) var cancelPanel: AlertGroupView?
    private(set) var titleLabel: UILabel?
    private(set) var messageLabel: UILabel?
    /// The buttons of the main panel in display order, and the action sheet's cancel button.
    private(set) var buttons: [UIButton] = []
    private(set) var cancelButton: UIButton?
    private(set) var separators: [UIView] = []
    /// The alert's text fields, each in a bordered box of its own, kept across rebuilds so a
    /// field being edited stays first responder.
    private(set) var textFieldBoxes: [(box: UIView, field: UITextField)] = []
    /// Every button with the action it performs.
    private var buttonActions: [(button: UIButton, action: UIAlertAction)] = []
    private(set) var arrangement: Arrangement = .stacked

    init(alertController: UIAlertController) {
        self.alertController = alertController
        super.init(frame: .zero)
        mainPanel.accessibilityIdentifier = "alert.panel"
        rebuild()
    }

    required init?(coder: NSCoder) {
        return nil
    }

    var style: UIAlertController.Style {
        alertController?.preferredStyle ?? .alert
    }

    // MARK: Content

    /// Makes the labels, buttons and separators for the alert's current title, message and actions.
    func rebuild() {
        for view in subviews + mainPanel.subviews where !textFieldBoxes.contains(where: { $0.box === view }) {
            view.removeFromSuperview()
        }
        cancelPanel = nil
        cancelButton = nil
        buttonActions = []
        guard let alertController else { return }
        let isAlert = style == .alert
        mainPanel.backgroundColor = .secondarySystemBackground
        mainPanel.clipsToBounds = true
        mainPanel.layer.cornerRadius = isAlert ? 14 : 13
        addSubview(mainPanel)

        titleLabel = makeLabel(alertController.title, identifier: "alert.title",
                               font: .systemFont(ofSize: isAlert ? 17 : 13, weight: .semibold),
                               color: isAlert ? .label : .secondaryLabel)
        messageLabel = makeLabel(alertController.message, identifier: "alert.message",
                                 font: .systemFont(ofSize: 13), color: isAlert ? .label : .secondaryLabel)

        addTextFieldBoxes(for: alertController.textFields ?? [])

        let actions = alertController.actions
        let cancel = actions.first { $0.style == .cancel }
        let others = actions.filter { $0.style != .cancel }
        let emphasized = isAlert ? (alertController.preferredAction ?? cancel) : cancel
        let fontSize: CGFloat = isAlert ? 17 : 20
        arrangement = isAlert && Self.fitsSideBySide(actions, emphasized: emphasized, fontSize: fontSize) ? .sideBySide : .stacked

        let mainActions: [UIAlertAction]
        switch (isAlert, arrangement, cancel) {
        case (true, .sideBySide, let cancel?): mainActions = [cancel] + others
        case (true, _, let cancel?): mainActions = others + [cancel]
        default: mainActions = others
        }
        buttons = mainActions.map { makeButton(for: $0, fontSize: fontSize, emphasized: $0 === emphasized) }
        for button in buttons { mainPanel.addSubview(button) }
        if !isAlert, let cancel { addCancelPanel(for: cancel, fontSize: fontSize) }

        separators = (0..<separatorCount).map { _ in
            let separator = UIView()
            separator.backgroundColor = .separator
            mainPanel.addSubview(separator)
            return separator
        }
        setNeedsLayout()
    }

    /// A box for each text field not boxed yet: the field inset 4 points in a 1-pixel border.
    private func addTextFieldBoxes(for fields: [UITextField]) {
        for field in fields where !textFieldBoxes.contains(where: { $0.field === field }) {
            let box = UIView()
            box.backgroundColor = .tertiarySystemBackground
            box.layer.borderColor = UIColor.separator.cgColor
            box.layer.borderWidth = 1 / max(1, traitCollection.displayScale)
            box.addSubview(field)
            mainPanel.addSubview(box)
            textFieldBoxes.append((box, field))
        }
    }

    private var hasHeader: Bool {
        titleLabel != nil || messageLabel != nil
    }

    /// One line above each button except a first one with no header above it, and for buttons
    /// side by side, one line between them.
    private var separatorCount: Int {
        guard !buttons.isEmpty else { return 0 }
        switch arrangement {
        case .sideBySide: return (hasHeader ? 1 : 0) + 1
        case .stacked: return buttons.count - (hasHeader ? 0 : 1)
        }
    }

    private func makeLabel(_ text: String?, identifier: String, font: UIFont, color: UIColor) -> UILabel? {
        guard let text, !text.isEmpty else { return nil }
        let label = UILabel()
        label.text = text
        label.font = font
        label.textColor = color
        label.textAlignment = .center
        label.numberOfLines = 0
        label.accessibilityIdentifier = identifier
        mainPanel.addSubview(label)
        return label
    }

    /// Enables and disables the buttons as their actions are, in place.
    func updateEnabledStates() {
        for (button, action) in buttonActions { button.isEnabled = action.isEnabled }
    }

    private func makeButton(for action: UIAlertAction, fontSize: CGFloat, emphasized: Bool) -> UIButton {
        let button = UIButton(type: .system)
        buttonActions.append((button, action))
        button.setTitle(action.title, for: .normal)
        button.titleLabel?.font = .systemFont(ofSize: fontSize, weight: emphasized ? .semibold : .regular)
        if action.style == .destructive { button.setTitleColor(.systemRed, for: .normal) }
        button.setTitleColor(.tertiaryLabel, for: .disabled)
        button.isEnabled = action.isEnabled
        button.accessibilityIdentifier = "alert.action.\(action.title ?? "")"
        button.addAction(UIAction(title: action.title ?? "") { [weak alertController] _ in
            alertController?.actionTapped(action)
        }, for: .primaryActionTriggered)
        return button
    }

    private func addCancelPanel(for cancel: UIAlertAction, fontSize: CGFloat) {
        let panel = AlertGroupView()
        panel.accessibilityIdentifier = "alert.cancelPanel"
        panel.backgroundColor = .tertiarySystemBackground
        panel.clipsToBounds = true
        panel.layer.cornerRadius = 13
        let button = makeButton(for: cancel, fontSize: fontSize, emphasized: true)
        panel.addSubview(button)
        addSubview(panel)
        cancelPanel = panel
        cancelButton = button
    }

    /// Two actions sit side by side when both titles fit in half the alert's width.
    private static func fitsSideBySide(_ actions: [UIAlertAction], emphasized: UIAlertAction?, fontSize: CGFloat) -> Bool {
        guard actions.count == 2 else { return false }
        let available = AlertLayout.alertWidth / 2 - 2 * AlertLayout.buttonTitleInset
        return actions.allSatisfy { action in
            let font = UIFont.systemFont(ofSize: fontSize, weight: action === emphasized ? .semibold : .regular)
            return AlertTextMetrics.width(of: action.title ?? "", font: font) <= available
        }
    }

    // MARK: Touches

    /// Touches outside the panels go no further; a tap outside an action sheet triggers its
    /// cancel action, as on a phone.
    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {}
    override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {}
    override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {}

    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        guard let alertController, let action = alertController.outsideTapAction else { return }
        alertController.actionTapped(action)
    }

    // MARK: Layout

    override func layoutSubviews() {
        super.layoutSubviews()
        switch style {
        case .alert: layoutAlert()
        case .actionSheet: layoutActionSheet()
        }
    }
}
