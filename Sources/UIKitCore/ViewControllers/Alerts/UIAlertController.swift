import Foundation

/// An object that displays an alert message: a centered alert or, on a phone, an action sheet at
/// the bottom of the screen, with a button for each action.
///
/// Present it with `present(_:animated:completion:)`. Tapping an action's button dismisses the
/// alert and then calls the action's handler. Each button has the accessibility identifier
/// `alert.action.<title>`, so automation can tap it by identifier; the title and message labels
/// are `alert.title` and `alert.message`.
@preconcurrency @MainActor
open class UIAlertController: UIViewController {
    private var storedPreferredStyle: Style = .actionSheet
    private var storedActions: [UIAlertAction] = []
    private var storedPreferredAction: UIAlertAction?
    private var storedTextFields: [UITextField] = []

    /// Creates an alert controller with the title, message and style to display.
    public convenience init(title: String?, message: String?, preferredStyle: Style) {
        self.init(nibName: nil, bundle: nil)
        self.title = title
        self.message = message
        storedPreferredStyle = preferredStyle
    }

    /// The title of the alert.
    open override var title: String? {
        didSet { contentDidChange() }
    }

    /// Descriptive text that provides more details about the reason for the alert.
    open var message: String? {
        didSet { contentDidChange() }
    }

    /// The style of the alert controller.
    open var preferredStyle: Style { storedPreferredStyle }

    /// The actions that the user can take in response to the alert or action sheet, in the order
    /// they were added.
    open var actions: [UIAlertAction] { storedActions }

    /// Attaches an action object to the alert or action sheet; actions show in the order added,
    /// except that the cancel action goes where the style puts it. An alert has at most one cancel
    /// action: adding a second one logs UIKit's error and is ignored.
    open func addAction(_ action: UIAlertAction) {
        guard action.alertController == nil else {
            PresentationWarnings.warn("\(presentationName): the action \"\(action.title ?? "")\" already belongs to an alert.")
            return
        }
        if action.style == .cancel, storedActions.contains(where: { $0.style == .cancel }) {
            PresentationWarnings.warn("UIAlertController can only have one action with a style of UIAlertActionStyleCancel.")
            return
        }
        action.alertController = self
        storedActions.append(action)
        contentDidChange()
    }

    /// The preferred action for the user to take from an alert: its title is emphasized instead
    /// of the cancel action's. Only `.alert` uses it. It must be one of `actions`; any other
    /// action logs UIKit's error and is ignored.
    open var preferredAction: UIAlertAction? {
        get { storedPreferredAction }
        set {
            if let newValue, !storedActions.contains(where: { $0 === newValue }) {
                PresentationWarnings.warn("The preferred action \"\(newValue.title ?? "")\" must be one of the alert's actions.")
                return
            }
            storedPreferredAction = newValue
            contentDidChange()
        }
    }

    /// The text fields the alert displays, in the order added; `nil` when it has none.
    open var textFields: [UITextField]? {
        storedTextFields.isEmpty ? nil : storedTextFields
    }

    /// Adds a text field to an alert, below its message, and calls the handler with it at once so
    /// you can configure it (placeholder, secure entry, keyboard, targets). Only `.alert` takes
    /// text fields: for an action sheet UIKit raises an exception; here it logs UIKit's message
    /// and adds nothing. The first text field becomes first responder when the alert appears.
    open func addTextField(configurationHandler: ((UITextField) -> Void)? = nil) {
        guard preferredStyle == .alert else {
            PresentationWarnings.warn("Text fields can only be added to an alert controller of style UIAlertControllerStyleAlert")
            return
        }
        let field = UITextField()
        field.font = .systemFont(ofSize: 13)
        field.accessibilityIdentifier = "alert.textField.\(storedTextFields.count)"
        storedTextFields.append(field)
        configurationHandler?(field)
        contentDidChange()
    }

    open override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        storedTextFields.first?.becomeFirstResponder()
    }

    open override func loadView() {
        view = UIAlertControllerView(alertController: self)
    }

    /// Alerts have their own presentation: the presenter stays and hears nothing, and the
    /// content behind is dimmed, whatever `modalPresentationStyle` says.
    override var presentationKind: Presentation.Kind { .alert }

    /// An action sheet is a popover on iPad: apps set its anchor, which a phone does not use.
    override var anchorOnlyPopoverController: UIPopoverPresentationController? {
        guard preferredStyle == .actionSheet else { return nil }
        if let anchorPopover { return anchorPopover }
        let made = UIPopoverPresentationController(presentedViewController: self, presenting: nil)
        anchorPopover = made
        return made
    }
    private var anchorPopover: UIPopoverPresentationController?

    func actionEnabledDidChange() {
        (viewIfLoaded as? UIAlertControllerView)?.updateEnabledStates()
    }

    private func contentDidChange() {
        (viewIfLoaded as? UIAlertControllerView)?.rebuild()
    }

    /// The user tapped an action's button: the alert is dismissed, and the handler runs after its
    /// `viewDidDisappear(_:)`, when `presentedViewController` no longer names the alert.
    func actionTapped(_ action: UIAlertAction) {
        guard action.isEnabled, !isBeingDismissed else { return }
        guard let presenting = presentation?.presenting else {
            action.handler?(action)
            return
        }
        presenting.dismissPresentedStack(animated: true) { action.handler?(action) }
    }

    /// The action a tap outside an action sheet triggers: its cancel action, if it has one.
    var outsideTapAction: UIAlertAction? {
        preferredStyle == .actionSheet ? storedActions.first(where: { $0.style == .cancel }) : nil
    }

    /// Escape performs the cancel action, when there is one.
    open override func accessibilityPerformEscape() -> Bool {
        guard let cancel = storedActions.first(where: { $0.style == .cancel }), cancel.isEnabled else { return false }
        actionTapped(cancel)
        return true
    }
}
