import UIKit

/// The home screen: a counter (a label and a button; each tap counts) and the catalog's screens.
final class CounterViewController: UIViewController {
    private let counterLabel = UILabel()
    private let tapButton = UIButton(type: .system)
    private let sizeLabel = UILabel()
    private var screenButtons: [UIButton] = []
    private var taps = 0

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Counter"
        view.backgroundColor = .systemBackground
        view.accessibilityIdentifier = "homeView"

        sizeLabel.text = "Resize the window"
        sizeLabel.textAlignment = .center
        sizeLabel.textColor = .secondaryLabel
        sizeLabel.font = .systemFont(ofSize: 15)
        sizeLabel.accessibilityIdentifier = "sizeLabel"
        view.addSubview(sizeLabel)

        counterLabel.text = "Not tapped yet"
        counterLabel.textAlignment = .center
        counterLabel.font = .systemFont(ofSize: 24, weight: .semibold)
        counterLabel.accessibilityIdentifier = "counterLabel"
        view.addSubview(counterLabel)

        tapButton.setTitle("Tap me", for: .normal)
        tapButton.titleLabel?.font = .systemFont(ofSize: 20)
        tapButton.backgroundColor = .secondarySystemBackground
        tapButton.layer.cornerRadius = 10
        tapButton.accessibilityIdentifier = "tapButton"
        tapButton.addTarget(self, action: CounterViewController.tapped, for: .touchUpInside)
        view.addSubview(tapButton)

        for screen in CatalogScreen.all {
            let button = UIButton(type: .system, primaryAction: UIAction(title: screen.title) { [weak self] _ in
                self?.catalog?.show(screen.make())
            })
            button.accessibilityIdentifier = screen.identifier
            view.addSubview(button)
            screenButtons.append(button)
        }
    }

    override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        let bounds = view.bounds
        sizeLabel.frame = CGRect(x: 20, y: bounds.midY - 130, width: bounds.width - 40, height: 30)
        counterLabel.frame = CGRect(x: 20, y: bounds.midY - 80, width: bounds.width - 40, height: 40)
        tapButton.frame = CGRect(x: bounds.midX - 80, y: bounds.midY, width: 160, height: 50)
        for (index, button) in screenButtons.enumerated() {
            button.frame = CGRect(x: 20, y: bounds.midY + 90 + CGFloat(index) * 44, width: bounds.width - 40, height: 44)
        }
    }

    override func viewWillTransition(to size: CGSize, with coordinator: any UIViewControllerTransitionCoordinator) {
        super.viewWillTransition(to: size, with: coordinator)
        coordinator.animate(alongsideTransition: nil) { [weak self] _ in
            self?.sizeLabel.text = "Transitioned to \(Int(size.width)) × \(Int(size.height))"
        }
    }

    func tapped(_ sender: UIButton) {
        taps += 1
        counterLabel.text = taps == 1 ? "Tapped 1 time" : "Tapped \(taps) times"
    }
}
