import UIKit

/// The home screen: a counter (a label and a button; each tap counts) and a grid of buttons that
/// open the catalog's screens. Screens are pushed on the navigation stack; a screen that is a
/// container of its own (a navigation, tab bar or split view controller) is presented full screen.
final class CounterViewController: UIViewController {
    private let counterLabel = UILabel()
    private let tapButton = UIButton(type: .system)
    private let sizeLabel = UILabel()
    private var taps = 0

    /// The gap between the safe area and the content, and between the grid's buttons.
    private static let inset: CGFloat = 16
    private static let spacing: CGFloat = 8

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Catalog"
        view.backgroundColor = .systemBackground
        view.accessibilityIdentifier = "homeView"

        sizeLabel.text = "Resize the window"
        sizeLabel.textAlignment = .center
        sizeLabel.textColor = .secondaryLabel
        sizeLabel.font = .systemFont(ofSize: 15)
        sizeLabel.accessibilityIdentifier = "sizeLabel"

        counterLabel.text = "Not tapped yet"
        counterLabel.textAlignment = .center
        counterLabel.font = .systemFont(ofSize: 24, weight: .semibold)
        counterLabel.accessibilityIdentifier = "counterLabel"

        tapButton.setTitle("Tap me", for: .normal)
        tapButton.titleLabel?.font = .systemFont(ofSize: 20)
        tapButton.backgroundColor = .secondarySystemBackground
        tapButton.layer.cornerRadius = 10
        tapButton.accessibilityIdentifier = "tapButton"
        tapButton.addTarget(self, action: CounterViewController.tapped, for: .touchUpInside)

        let labels = UIStackView(arrangedSubviews: [sizeLabel, counterLabel])
        labels.axis = .vertical
        labels.spacing = Self.spacing
        let grid = makeGrid()
        for subview in [labels, tapButton, grid] {
            subview.translatesAutoresizingMaskIntoConstraints = false
            view.addSubview(subview)
        }
        let safeArea = view.safeAreaLayoutGuide
        NSLayoutConstraint.activate([
            labels.topAnchor.constraint(equalTo: safeArea.topAnchor, constant: Self.inset),
            labels.leadingAnchor.constraint(equalTo: view.layoutMarginsGuide.leadingAnchor),
            labels.trailingAnchor.constraint(equalTo: view.layoutMarginsGuide.trailingAnchor),
            sizeLabel.heightAnchor.constraint(equalToConstant: 30),
            counterLabel.heightAnchor.constraint(equalToConstant: 40),

            tapButton.topAnchor.constraint(equalTo: labels.bottomAnchor, constant: 12),
            tapButton.centerXAnchor.constraint(equalTo: safeArea.centerXAnchor),
            tapButton.widthAnchor.constraint(equalToConstant: 160),
            tapButton.heightAnchor.constraint(equalToConstant: 50),

            grid.topAnchor.constraint(equalTo: tapButton.bottomAnchor, constant: 24),
            grid.bottomAnchor.constraint(lessThanOrEqualTo: safeArea.bottomAnchor, constant: -Self.inset),
            grid.leadingAnchor.constraint(equalTo: labels.leadingAnchor),
            grid.trailingAnchor.constraint(equalTo: labels.trailingAnchor),
        ])
    }

    /// Two columns of equal buttons, one per catalog screen, in rows 44 points tall; on a screen
    /// too short for them all the rows share the height left above the tab bar.
    private func makeGrid() -> UIStackView {
        let buttons = CatalogScreen.all.map(makeButton)
        let grid = UIStackView()
        grid.axis = .vertical
        grid.distribution = .fillEqually
        grid.spacing = Self.spacing
        grid.accessibilityIdentifier = "catalogGrid"
        for start in stride(from: 0, to: buttons.count, by: 2) {
            // An odd last button keeps half the width: an empty view takes the other half.
            let pair = start + 1 < buttons.count ? [buttons[start], buttons[start + 1]] : [buttons[start], UIView()]
            let row = UIStackView(arrangedSubviews: pair)
            row.distribution = .fillEqually
            row.spacing = Self.spacing
            let height = row.heightAnchor.constraint(equalToConstant: 44)
            height.priority = .defaultHigh
            height.isActive = true
            grid.addArrangedSubview(row)
        }
        return grid
    }

    private func makeButton(for screen: CatalogScreen) -> UIButton {
        let button = UIButton(type: .system, primaryAction: UIAction(title: screen.title) { [weak self] _ in
            self?.open(screen)
        })
        button.titleLabel?.font = .systemFont(ofSize: 15)
        button.backgroundColor = .secondarySystemBackground
        button.layer.cornerRadius = 8
        button.accessibilityIdentifier = screen.identifier
        return button
    }

    private func open(_ screen: CatalogScreen) {
        let controller = screen.makeController()
        guard !(controller is UINavigationController || controller is UITabBarController
                || controller is UISplitViewController) else {
            controller.modalPresentationStyle = .fullScreen
            present(controller, animated: true)
            return
        }
        // A pushed screen shares the scene's restoration activity, to add its own state to it.
        controller.userActivity = view.window?.windowScene?.userActivity
        navigationController?.pushViewController(controller, animated: true)
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
