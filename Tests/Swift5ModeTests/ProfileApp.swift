import UIKit

// App code as Swift 5 language mode apps write it (no strict concurrency): UIKit used from
// nonisolated places — static constants, free functions, plain classes, stored-property
// defaults, a background queue hopping back to the main one. Apple's UIKit takes this as it
// is; so must ours.

enum Layout {
    static let screenWidth = UIScreen.main.bounds.width
    static let isPad = UIDevice.current.userInterfaceIdiom == .pad
    static let accent = UIColor.systemIndigo
}

func makeTitleLabel(_ text: String) -> UILabel {
    let label = UILabel()
    label.text = text
    label.font = .boldSystemFont(ofSize: 20)
    label.translatesAutoresizingMaskIntoConstraints = false
    return label
}

final class ButtonStyler {
    var cornerRadius: CGFloat = 8

    func style(_ button: UIButton, title: String) {
        button.setTitle(title, for: .normal)
        button.backgroundColor = Layout.accent
        button.layer.cornerRadius = cornerRadius
    }
}

protocol Greeting {
    func greet(in label: UILabel)
}

struct Welcome: Greeting {
    let name: String
    func greet(in label: UILabel) { label.text = "Hello, \(name)" }
}

class ProfileViewController: UIViewController {
    let titleLabel = makeTitleLabel("Profile")
    let saveButton = UIButton(type: .system)
    var greeting: Greeting = Welcome(name: "Ada")
    var widthSeenInBackground: CGFloat?

    override func viewDidLoad() {
        super.viewDidLoad()
        view.addSubview(titleLabel)
        view.addSubview(saveButton)
        ButtonStyler().style(saveButton, title: "Save")
        greeting.greet(in: titleLabel)
        NSLayoutConstraint.activate([
            titleLabel.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor, constant: 20),
            titleLabel.centerXAnchor.constraint(equalTo: view.centerXAnchor),
        ])
    }

    func measureInBackground(then done: @escaping () -> Void) {
        DispatchQueue.global().async {
            let width = Layout.screenWidth
            DispatchQueue.main.async {
                self.widthSeenInBackground = width
                done()
            }
        }
    }
}
