import UIKit

class ViewController: UIViewController {

    @IBOutlet weak var greetingLabel: UILabel!
    private var taps = 0

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Hello"
        view.backgroundColor = .systemBackground

        let label = UILabel()
        label.text = "Hello, world"
        label.accessibilityIdentifier = "greeting"
        label.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(label)
        greetingLabel = label

        let button = UIButton(type: .system)
        button.setTitle("Tap me", for: .normal)
        button.accessibilityIdentifier = "tapMe"
        button.addTarget(self, action: #selector(buttonTapped(_:)), for: .touchUpInside)
        button.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(button)

        navigationItem.rightBarButtonItem = UIBarButtonItem(barButtonSystemItem: .refresh, target: self, action: #selector(reset))

        NSLayoutConstraint.activate([
            label.centerXAnchor.constraint(equalTo: view.centerXAnchor),
            label.centerYAnchor.constraint(equalTo: view.centerYAnchor),
            button.centerXAnchor.constraint(equalTo: view.centerXAnchor),
            button.topAnchor.constraint(equalTo: label.bottomAnchor, constant: 20),
        ])
    }

    @IBAction func buttonTapped(_ sender: UIButton) {
        taps += 1
        greetingLabel.text = "Tapped \(taps) time\(taps == 1 ? "" : "s")"
    }

    @objc func reset() {
        taps = 0
        greetingLabel.text = "Hello, world"
    }
}
