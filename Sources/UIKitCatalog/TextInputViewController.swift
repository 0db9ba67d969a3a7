import UIKit

/// Text input: fields with a placeholder and clear button, an email field whose return key moves
/// to the next field, a secure field, a field whose delegate refuses digits (the server's text is
/// the truth), a label that echoes edits live, a label that shows the name field's marked text
/// while an input method composes, a field whose font shrinks to fit its text, a text view that
/// scrolls its text (the caret stays in view as lines are typed), one that grows with its text
/// instead, and a bar that stays above the on-screen keyboard.
final class TextInputViewController: UIViewController, UITextFieldDelegate, UITextViewDelegate {
    private static let typedTextKey = "textInput.typed"
    private let nameField = UITextField()
    private let emailField = UITextField()
    private let passwordField = UITextField()
    private let lettersField = UITextField()
    private let echoLabel = UILabel()
    private let markedLabel = UILabel()
    private let fitField = UITextField()
    private let eventLabel = UILabel()
    private let notes = UITextView()
    private let growingNotes = UITextView()
    private let bottomBar = UIStackView()

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Text input"
        view.backgroundColor = .systemBackground


        configure(nameField, placeholder: "Name", identifier: "nameField")
        nameField.clearButtonMode = .whileEditing
        nameField.autocapitalizationType = .words
        nameField.returnKeyType = .next
        nameField.addTarget(self, action: TextInputViewController.nameChanged, for: .editingChanged)

        configure(emailField, placeholder: "Email", identifier: "emailField")
        emailField.keyboardType = .emailAddress
        emailField.autocapitalizationType = .none
        emailField.autocorrectionType = .no
        emailField.returnKeyType = .next

        configure(passwordField, placeholder: "Password", identifier: "passwordField")
        passwordField.isSecureTextEntry = true
        passwordField.returnKeyType = .done

        configure(lettersField, placeholder: "Letters only (digits are refused)", identifier: "lettersField")
        lettersField.clearButtonMode = .always

        configure(fitField, placeholder: "Long text shrinks to fit", identifier: "fitField")
        fitField.text = "This long sentence shrinks its font to fit the field"
        fitField.adjustsFontSizeToFitWidth = true
        fitField.minimumFontSize = 9

        markedLabel.font = .systemFont(ofSize: 14)
        markedLabel.textColor = .secondaryLabel
        markedLabel.accessibilityIdentifier = "markedLabel"
        showMarkedText()

        echoLabel.text = "Hello, nobody"
        echoLabel.accessibilityIdentifier = "echoLabel"
        eventLabel.text = "No return yet"
        eventLabel.textColor = .secondaryLabel
        eventLabel.font = .systemFont(ofSize: 14)
        eventLabel.accessibilityIdentifier = "returnLabel"

        notes.text = "Notes: a text view takes several lines."
        notes.font = .systemFont(ofSize: 16)
        notes.backgroundColor = .secondarySystemBackground
        notes.layer.cornerRadius = 8
        notes.delegate = self
        notes.accessibilityIdentifier = "notesView"
        notes.heightAnchor.constraint(equalToConstant: 100).isActive = true

        // Without scrolling, a text view is as tall as its text: it grows as lines are typed.
        growingNotes.text = "This one grows with its text."
        growingNotes.font = .systemFont(ofSize: 16)
        growingNotes.isScrollEnabled = false
        growingNotes.backgroundColor = .secondarySystemBackground
        growingNotes.layer.cornerRadius = 8
        growingNotes.accessibilityIdentifier = "growingNotesView"

        let form = UIStackView(arrangedSubviews: [nameField, emailField, passwordField, lettersField, fitField,
                                                  echoLabel, markedLabel, eventLabel, notes, growingNotes])
        form.axis = .vertical
        form.spacing = 12
        form.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(form)

        let done = UIButton(type: .system, primaryAction: UIAction(title: "Done") { [weak self] _ in
            self?.view.endEditing(true)
        })
        done.accessibilityIdentifier = "doneButton"
        bottomBar.addArrangedSubview(done)
        bottomBar.distribution = .fillEqually
        bottomBar.backgroundColor = .secondarySystemBackground
        bottomBar.accessibilityIdentifier = "keyboardBar"
        bottomBar.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(bottomBar)

        let margins = view.layoutMarginsGuide
        NSLayoutConstraint.activate([
            form.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor, constant: 16),
            form.leadingAnchor.constraint(equalTo: margins.leadingAnchor),
            form.trailingAnchor.constraint(equalTo: margins.trailingAnchor),
            bottomBar.leadingAnchor.constraint(equalTo: view.leadingAnchor),
            bottomBar.trailingAnchor.constraint(equalTo: view.trailingAnchor),
            bottomBar.bottomAnchor.constraint(equalTo: view.keyboardLayoutGuide.topAnchor),
            bottomBar.heightAnchor.constraint(equalToConstant: 44),
        ])
    }

    private func configure(_ field: UITextField, placeholder: String, identifier: String) {
        field.placeholder = placeholder
        field.borderStyle = .roundedRect
        field.accessibilityIdentifier = identifier
        field.delegate = self
    }

    /// Keeps what was typed (never the password) in the scene's restoration activity.
    override func updateUserActivityState(_ activity: NSUserActivity) {
        super.updateUserActivityState(activity)
        let typed = ["name": nameField.text, "email": emailField.text, "letters": lettersField.text, "notes": notes.text]
        activity.addUserInfoEntries(from: [Self.typedTextKey: typed.compactMapValues { $0 }])
    }

    /// Puts back what was typed when the scene was saved; the greeting follows the name.
    override func restoreUserActivityState(_ activity: NSUserActivity) {
        super.restoreUserActivityState(activity)
        guard let typed = activity.userInfo?[Self.typedTextKey] as? [String: String] else { return }
        loadViewIfNeeded()
        nameField.text = typed["name"]
        emailField.text = typed["email"]
        lettersField.text = typed["letters"]
        notes.text = typed["notes"] ?? notes.text
        nameChanged(nil)
    }

    private func nameChanged(_ sender: Any?) {
        let name = nameField.text ?? ""
        echoLabel.text = name.isEmpty ? "Hello, nobody" : "Hello, \(name)"
        showMarkedText()
    }

    /// The name field's marked text and its range (location, length in UTF-16), live while an
    /// input method composes.
    private func showMarkedText() {
        guard let range = nameField.markedTextRange else {
            markedLabel.text = "Marked: none"
            return
        }
        let location = nameField.offset(from: nameField.beginningOfDocument, to: range.start)
        let length = nameField.offset(from: range.start, to: range.end)
        markedLabel.text = "Marked: \(nameField.text(in: range) ?? "") (\(location), \(length))"
    }

    // MARK: UITextFieldDelegate

    func textField(_ textField: UITextField, shouldChangeCharactersIn range: NSRange, replacementString string: String) -> Bool {
        guard textField === lettersField else { return true }
        return !string.contains { $0.isNumber }
    }

    func textFieldDidChangeSelection(_ textField: UITextField) {
        if textField === nameField { showMarkedText() }
    }

    func textFieldShouldReturn(_ textField: UITextField) -> Bool {
        eventLabel.text = "Return in \(textField.accessibilityIdentifier ?? "a field")"
        switch textField {
        case nameField: emailField.becomeFirstResponder()
        case emailField: passwordField.becomeFirstResponder()
        default: textField.resignFirstResponder()
        }
        return true
    }
}
