import UIKit

/// Modal presentation: buttons that present a page sheet, a medium sheet with detents and a
/// grabber, a full-screen controller, an alert and an action sheet, and open the popovers
/// screen. Sheets can be dragged down to dismiss; the page sheet's "Unsaved changes" switch
/// refuses that. A label reports what happened last, so automation can check the callbacks.
///
/// Identifiers: `presentSheetButton`, `presentMediumSheetButton`, `presentFullScreenButton`,
/// `presentAlertButton`, `presentActionSheetButton`, `presentSignInAlertButton`, `openPopovers`,
/// `presentationStatusLabel`; on the presented screens `presentedScreen` (the view),
/// `presentedTitleLabel`,
/// `dismissPresentedButton` and (page sheet) `unsavedChangesSwitch`; in alerts
/// `alert.action.<title>`.
final class PresentationViewController: UIViewController, UISheetPresentationControllerDelegate {
    private let statusLabel = UILabel()
    private let column = UIStackView()

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Presentation"
        view.backgroundColor = .systemBackground
        // Transition styles and custom transitions, written as for iOS
        // (iOS/PresentationTransitionsViewController.swift).
        let transitions = UIBarButtonItem(title: "Transitions", primaryAction: UIAction { [weak self] _ in
            self?.navigationController?.pushViewController(CatalogScreen.transitions.makeController(), animated: true)
        })
        transitions.accessibilityIdentifier = "openTransitions"
        navigationItem.rightBarButtonItem = transitions

        column.axis = .vertical
        column.spacing = 12
        addButton("Page Sheet", "presentSheetButton") { [weak self] in self?.presentScreen(.pageSheet) }
        addButton("Medium Sheet", "presentMediumSheetButton") { [weak self] in self?.presentMediumSheet() }
        addButton("Full Screen", "presentFullScreenButton") { [weak self] in self?.presentScreen(.fullScreen) }
        addButton("Alert", "presentAlertButton") { [weak self] in self?.presentAlert() }
        addButton("Action Sheet", "presentActionSheetButton") { [weak self] in self?.presentActionSheet() }
        addButton("Sign In Alert", "presentSignInAlertButton") { [weak self] in self?.presentSignInAlert() }
        // Popovers, written as for iOS (iOS/PopoversViewController.swift).
        addButton("Popovers", "openPopovers") { [weak self] in
            self?.navigationController?.pushViewController(CatalogScreen.popovers.makeController(), animated: true)
        }

        statusLabel.text = "Nothing presented yet"
        statusLabel.textAlignment = .center
        statusLabel.accessibilityIdentifier = "presentationStatusLabel"
        statusLabel.heightAnchor.constraint(equalToConstant: 30).isActive = true
        if let lastButton = column.arrangedSubviews.last { column.setCustomSpacing(20, after: lastButton) }
        column.addArrangedSubview(statusLabel)

        column.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(column)
        let safeArea = view.safeAreaLayoutGuide
        NSLayoutConstraint.activate([
            column.topAnchor.constraint(equalTo: safeArea.topAnchor, constant: 24),
            column.leadingAnchor.constraint(equalTo: safeArea.leadingAnchor, constant: 20),
            column.trailingAnchor.constraint(equalTo: safeArea.trailingAnchor, constant: -20),
        ])
    }

    private func addButton(_ title: String, _ identifier: String, _ action: @escaping @MainActor () -> Void) {
        let button = UIButton(type: .system, primaryAction: UIAction(title: title) { _ in action() })
        button.titleLabel?.font = .systemFont(ofSize: 20)
        button.backgroundColor = .secondarySystemBackground
        button.layer.cornerRadius = 10
        button.accessibilityIdentifier = identifier
        button.heightAnchor.constraint(equalToConstant: 44).isActive = true
        column.addArrangedSubview(button)
    }

    private func report(_ text: String) {
        statusLabel.text = text
    }

    private func presentScreen(_ style: UIModalPresentationStyle) {
        let name = style == .fullScreen ? "Full Screen" : "Page Sheet"
        let screen = PresentedScreenViewController(title: name, offersUnsavedChanges: style == .pageSheet) { [weak self] in
            self?.report("\(name) dismissed")
        }
        screen.modalPresentationStyle = style
        screen.presentationController?.delegate = self
        present(screen, animated: true) { [weak self] in self?.report("\(name) presented") }
    }

    private func presentMediumSheet() {
        let screen = PresentedScreenViewController(title: "Medium Sheet") { [weak self] in self?.report("Medium Sheet dismissed") }
        if let sheet = screen.sheetPresentationController {
            sheet.detents = [.medium(), .large()]
            sheet.prefersGrabberVisible = true
            sheet.delegate = self
        }
        present(screen, animated: true) { [weak self] in self?.report("Medium Sheet presented") }
    }

    // MARK: UISheetPresentationControllerDelegate (sheets dragged by the user)

    func presentationControllerDidDismiss(_ presentationController: UIPresentationController) {
        report("\(presentationController.presentedViewController.title ?? "Sheet") dismissed")
    }

    func presentationControllerDidAttemptToDismiss(_ presentationController: UIPresentationController) {
        report("Unsaved changes: not dismissed")
    }

    func sheetPresentationControllerDidChangeSelectedDetentIdentifier(_ sheetPresentationController: UISheetPresentationController) {
        let detent = sheetPresentationController.selectedDetentIdentifier == .large ? "large" : "medium"
        report("Medium Sheet: \(detent)")
    }

    private func presentAlert() {
        let alert = UIAlertController(title: "Delete Photo?",
                                      message: "This photo will be deleted from all your devices.",
                                      preferredStyle: .alert)
        alert.addAction(UIAlertAction(title: "Cancel", style: .cancel) { [weak self] _ in self?.report("Alert: Cancel") })
        alert.addAction(UIAlertAction(title: "Delete", style: .destructive) { [weak self] _ in self?.report("Alert: Delete") })
        present(alert, animated: true)
    }

    /// An alert with a name and a password field; Sign In is enabled once a name is typed.
    private func presentSignInAlert() {
        let alert = UIAlertController(title: "Sign In", message: "Enter your name and password.", preferredStyle: .alert)
        let signIn = UIAlertAction(title: "Sign In", style: .default) { [weak self, weak alert] _ in
            self?.report("Signed in as \(alert?.textFields?.first?.text ?? "")")
        }
        signIn.isEnabled = false
        alert.addTextField { field in
            field.placeholder = "Name"
            field.autocapitalizationType = .words
            field.addAction(UIAction { [weak field] _ in signIn.isEnabled = !(field?.text ?? "").isEmpty },
                            for: .editingChanged)
        }
        alert.addTextField { field in
            field.placeholder = "Password"
            field.isSecureTextEntry = true
        }
        alert.addAction(UIAlertAction(title: "Cancel", style: .cancel) { [weak self] _ in self?.report("Sign In: Cancel") })
        alert.addAction(signIn)
        alert.preferredAction = signIn
        present(alert, animated: true)
    }

    private func presentActionSheet() {
        let sheet = UIAlertController(title: "Share Photo", message: nil, preferredStyle: .actionSheet)
        for title in ["Copy", "Save to Files"] {
            sheet.addAction(UIAlertAction(title: title, style: .default) { [weak self] _ in self?.report("Sheet: \(title)") })
        }
        sheet.addAction(UIAlertAction(title: "Delete", style: .destructive) { [weak self] _ in self?.report("Sheet: Delete") })
        sheet.addAction(UIAlertAction(title: "Cancel", style: .cancel) { [weak self] _ in self?.report("Sheet: Cancel") })
        present(sheet, animated: true)
    }
}

/// A presented screen: a title and a button that dismisses it; optionally an "Unsaved changes"
/// switch that makes it modal in presentation, so dragging it down does not dismiss it.
private final class PresentedScreenViewController: UIViewController {
    private let titleLabel = UILabel()
    private let dismissButton = UIButton(type: .system)
    private let unsavedChanges = UIStackView()
    private let offersUnsavedChanges: Bool
    private let onDismiss: @MainActor () -> Void

    init(title: String, offersUnsavedChanges: Bool = false, onDismiss: @escaping @MainActor () -> Void) {
        self.offersUnsavedChanges = offersUnsavedChanges
        self.onDismiss = onDismiss
        super.init(nibName: nil, bundle: nil)
        self.title = title
    }

    required init?(coder: NSCoder) {
        return nil
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .secondarySystemBackground
        view.accessibilityIdentifier = "presentedScreen"
        titleLabel.text = title
        titleLabel.font = .systemFont(ofSize: 28, weight: .bold)
        titleLabel.textAlignment = .center
        titleLabel.accessibilityIdentifier = "presentedTitleLabel"
        dismissButton.setTitle("Done", for: .normal)
        dismissButton.titleLabel?.font = .systemFont(ofSize: 20, weight: .semibold)
        dismissButton.accessibilityIdentifier = "dismissPresentedButton"
        dismissButton.addTarget(self, action: PresentedScreenViewController.done, for: .touchUpInside)
        for subview in [titleLabel, dismissButton] {
            subview.translatesAutoresizingMaskIntoConstraints = false
            view.addSubview(subview)
        }
        let safeArea = view.safeAreaLayoutGuide
        NSLayoutConstraint.activate([
            dismissButton.topAnchor.constraint(equalTo: safeArea.topAnchor, constant: 12),
            dismissButton.trailingAnchor.constraint(equalTo: safeArea.trailingAnchor, constant: -12),
            dismissButton.widthAnchor.constraint(equalToConstant: 88),
            dismissButton.heightAnchor.constraint(equalToConstant: 44),
            titleLabel.centerYAnchor.constraint(equalTo: safeArea.centerYAnchor, constant: -10),
            titleLabel.leadingAnchor.constraint(equalTo: safeArea.leadingAnchor, constant: 20),
            titleLabel.trailingAnchor.constraint(equalTo: safeArea.trailingAnchor, constant: -20),
            titleLabel.heightAnchor.constraint(equalToConstant: 40),
        ])
        if offersUnsavedChanges { addUnsavedChangesSwitch(below: titleLabel) }
    }

    private func addUnsavedChangesSwitch(below anchorView: UIView) {
        let label = UILabel()
        label.text = "Unsaved changes"
        let toggle = UISwitch()
        toggle.accessibilityIdentifier = "unsavedChangesSwitch"
        toggle.addAction(UIAction { [weak self, weak toggle] _ in
            self?.isModalInPresentation = toggle?.isOn ?? false
        }, for: .valueChanged)
        unsavedChanges.axis = .horizontal
        unsavedChanges.spacing = 12
        unsavedChanges.addArrangedSubview(label)
        unsavedChanges.addArrangedSubview(toggle)
        unsavedChanges.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(unsavedChanges)
        NSLayoutConstraint.activate([
            unsavedChanges.topAnchor.constraint(equalTo: anchorView.bottomAnchor, constant: 24),
            unsavedChanges.centerXAnchor.constraint(equalTo: view.safeAreaLayoutGuide.centerXAnchor),
        ])
    }

    private func done() {
        dismiss(animated: true) { [onDismiss] in onDismiss() }
    }
}
