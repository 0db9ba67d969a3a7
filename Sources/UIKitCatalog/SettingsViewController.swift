import UIKit

/// The catalog's second tab: a switch that shows whether the screen is dark and overrides the
/// window's interface style with dark or light, a label that shows the traits and size the
/// screen currently has, and notes below. The screen scrolls, and its large title folds away
/// into the bar as it does.
///
/// Identifiers: `settingsView` (the scroll view), `darkModeSwitch`, `traitsLabel`.
final class SettingsViewController: UIViewController {
    private let darkModeSwitch = UISwitch()
    private let traitsLabel = UILabel()
    private let scrollView = UIScrollView()

    override func loadView() {
        scrollView.alwaysBounceVertical = true
        view = scrollView
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Settings"
        // The session's language at work, in code written as for iOS (iOS/LanguageViewController.swift).
        let language = UIBarButtonItem(title: "Language", primaryAction: UIAction { [weak self] _ in
            self?.navigationController?.pushViewController(CatalogScreen.language.makeController(), animated: true)
        })
        language.accessibilityIdentifier = "openLanguage"
        navigationItem.rightBarButtonItem = language
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

        let notes = UILabel()
        notes.numberOfLines = 0
        notes.font = .systemFont(ofSize: 15)
        notes.textColor = .secondaryLabel
        notes.text = (1...12).map { "Note \($0): the large title folds into the bar as this screen scrolls, and comes back at the top." }
            .joined(separator: "\n\n")

        let column = UIStackView(arrangedSubviews: [switchRow, traitsLabel, notes])
        column.axis = .vertical
        column.spacing = 16
        column.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(column)
        let content = scrollView.contentLayoutGuide
        NSLayoutConstraint.activate([
            column.topAnchor.constraint(equalTo: content.topAnchor, constant: 20),
            column.bottomAnchor.constraint(equalTo: content.bottomAnchor, constant: -20),
            column.leadingAnchor.constraint(equalTo: content.leadingAnchor, constant: 20),
            column.widthAnchor.constraint(equalTo: scrollView.frameLayoutGuide.widthAnchor, constant: -40),
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
        let size = view.frame.size
        let text = "\(style) appearance\nWidth \(horizontal), height \(vertical)\nScale \(traits.displayScale)\n"
            + "Screen \(Int(size.width)) × \(Int(size.height))"
        guard traitsLabel.text != text else { return }
        traitsLabel.text = text
    }
}
