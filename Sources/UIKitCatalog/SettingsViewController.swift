import UIKit

/// The catalog's second tab: a switch that shows whether the screen is dark and overrides the
/// window's interface style with dark or light, and a label that shows the traits and size the
/// screen currently has.
///
/// Identifiers: `darkModeSwitch`, `traitsLabel`.
final class SettingsViewController: UIViewController {
    private let darkModeSwitch = UISwitch()
    private let traitsLabel = UILabel()

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Settings"
        view.backgroundColor = .systemGroupedBackground
        view.accessibilityIdentifier = "settingsView"

        let switchTitle = UILabel()
        switchTitle.text = "Dark appearance"
        switchTitle.font = .systemFont(ofSize: 17)
        darkModeSwitch.accessibilityIdentifier = "darkModeSwitch"
        darkModeSwitch.addTarget(self, action: SettingsViewController.styleChanged, for: .valueChanged)
        let switchRow = UIStackView(arrangedSubviews: [switchTitle, darkModeSwitch])
        switchRow.alignment = .center
        switchRow.spacing = 8

        traitsLabel.numberOfLines = 0
        traitsLabel.font = .systemFont(ofSize: 15)
        traitsLabel.textColor = .secondaryLabel
        traitsLabel.accessibilityIdentifier = "traitsLabel"

        let column = UIStackView(arrangedSubviews: [switchRow, traitsLabel])
        column.axis = .vertical
        column.spacing = 16
        column.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(column)
        let safeArea = view.safeAreaLayoutGuide
        NSLayoutConstraint.activate([
            column.topAnchor.constraint(equalTo: safeArea.topAnchor, constant: 20),
            column.leadingAnchor.constraint(equalTo: view.layoutMarginsGuide.leadingAnchor),
            column.trailingAnchor.constraint(equalTo: view.layoutMarginsGuide.trailingAnchor),
            switchRow.heightAnchor.constraint(equalToConstant: 44),
            traitsLabel.heightAnchor.constraint(equalToConstant: 88),
        ])
        showTraits()
    }

    override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        showTraits()
    }

    override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
        super.traitCollectionDidChange(previousTraitCollection)
        showTraits()
    }

    private func styleChanged(_ sender: UISwitch) {
        view.window?.overrideUserInterfaceStyle = sender.isOn ? .dark : .light
    }

    private func showTraits() {
        let traits = traitCollection
        let style = traits.userInterfaceStyle == .dark ? "Dark" : "Light"
        darkModeSwitch.isOn = traits.userInterfaceStyle == .dark
        let horizontal = traits.horizontalSizeClass == .regular ? "regular" : "compact"
        let vertical = traits.verticalSizeClass == .regular ? "regular" : "compact"
        let size = view.bounds.size
        let text = "\(style) appearance\nWidth \(horizontal), height \(vertical)\nScale \(traits.displayScale)\n"
            + "Screen \(Int(size.width)) × \(Int(size.height))"
        guard traitsLabel.text != text else { return }
        traitsLabel.text = text
    }
}
