import UIKit

/// A title, an email field, a password field, a sign-in button and a "forgot password" button,
/// in a vertical stack view pinned to the safe area with Auto Layout.
class SignInViewController: UIViewController {

    private let titleLabel = UILabel()
    private let emailField = UITextField()
    private let passwordField = UITextField()
    private let signInButton = UIButton(type: .system)
    private let forgotButton = UIButton(type: .system)

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground

        titleLabel.text = "Sign in"
        titleLabel.font = .preferredFont(forTextStyle: .largeTitle)
        titleLabel.accessibilityIdentifier = "title"

        emailField.placeholder = "Email"
        emailField.keyboardType = .emailAddress
        emailField.autocapitalizationType = .none
        emailField.borderStyle = .roundedRect
        emailField.accessibilityIdentifier = "email"

        passwordField.placeholder = "Password"
        passwordField.isSecureTextEntry = true
        passwordField.borderStyle = .roundedRect
        passwordField.accessibilityIdentifier = "password"

        signInButton.setTitle("Sign In", for: .normal)
        signInButton.accessibilityIdentifier = "signIn"
        signInButton.addTarget(self, action: #selector(signIn(_:)), for: .touchUpInside)

        forgotButton.setTitle("Forgot password?", for: .normal)
        forgotButton.accessibilityIdentifier = "forgotPassword"

        let stack = UIStackView(arrangedSubviews: [titleLabel, emailField, passwordField, signInButton, forgotButton])
        stack.axis = .vertical
        stack.spacing = 12
        stack.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(stack)

        NSLayoutConstraint.activate([
            stack.leadingAnchor.constraint(equalTo: view.safeAreaLayoutGuide.leadingAnchor, constant: 20),
            stack.trailingAnchor.constraint(equalTo: view.safeAreaLayoutGuide.trailingAnchor, constant: -20),
            stack.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor, constant: 40),
        ])
    }

    @objc func signIn(_ sender: UIButton) {
        titleLabel.text = emailField.text?.isEmpty == false ? "Welcome" : "Enter your email"
    }
}
