import UIKit

/// Shows the app delegate's lifecycle events in order, the screen's size, and a counter, which
/// UIKit's state restoration keeps.
class EventsViewController: UIViewController {

    private var events: [String] = []
    private var taps = 0
    private let eventsLabel = UILabel()
    private let screenLabel = UILabel()
    private let countLabel = UILabel()

    func record(_ event: String) {
        events.append(event)
        eventsLabel.text = events.joined(separator: "\n")
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Classic App"
        view.backgroundColor = .systemBackground

        let bounds = UIScreen.main.bounds
        screenLabel.text = "Screen \(Int(bounds.width))×\(Int(bounds.height))"
        screenLabel.accessibilityIdentifier = "screenSize"
        eventsLabel.numberOfLines = 0
        eventsLabel.accessibilityIdentifier = "events"
        eventsLabel.text = events.joined(separator: "\n")
        showTaps()
        countLabel.accessibilityIdentifier = "count"
        let button = UIButton(type: .system)
        button.setTitle("Tap me", for: .normal)
        button.accessibilityIdentifier = "tapMe"
        button.addTarget(self, action: #selector(tapped), for: .touchUpInside)

        let stack = UIStackView(arrangedSubviews: [screenLabel, countLabel, button, eventsLabel])
        stack.axis = .vertical
        stack.spacing = 12
        stack.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(stack)
        NSLayoutConstraint.activate([
            stack.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor, constant: 20),
            stack.leadingAnchor.constraint(equalTo: view.layoutMarginsGuide.leadingAnchor),
            stack.trailingAnchor.constraint(equalTo: view.layoutMarginsGuide.trailingAnchor),
        ])
    }

    @objc func tapped() {
        taps += 1
        showTaps()
    }

    private func showTaps() {
        countLabel.text = "Tapped \(taps) time\(taps == 1 ? "" : "s")"
    }

    override func encodeRestorableState(with coder: NSCoder) {
        super.encodeRestorableState(with: coder)
        coder.encode(taps, forKey: "taps")
    }

    override func decodeRestorableState(with coder: NSCoder) {
        super.decodeRestorableState(with: coder)
        record("decodeRestorableState")
        taps = coder.decodeInteger(forKey: "taps")
        showTaps()
    }
}
