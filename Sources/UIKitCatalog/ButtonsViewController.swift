import UIKit

/// Button configurations and menus: the system styles, a toggle, a button showing activity, a
/// menu button, a pop-up button and a button whose long press opens a menu. A label echoes what
/// the last control did. Styled titles: a button with an attributed title, a segmented control
/// and a bar button item with title text attributes.
final class ButtonsViewController: UIViewController {
    private let echo = UILabel()
    private var longPressTaps = 0

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Buttons and menus"
        view.backgroundColor = .systemBackground

        echo.text = "Nothing yet"
        echo.accessibilityIdentifier = "buttonsLabel"

        let column = UIStackView(arrangedSubviews: [echo, styleRow(), extrasRow(), menuRow(), touchDownRow(), styledRow()])
        column.axis = .vertical
        column.alignment = .leading
        column.spacing = 16

        let styledItem = UIBarButtonItem(title: "Styled", primaryAction: UIAction { [weak self] _ in
            self?.echo.text = "Tapped Styled item"
        })
        styledItem.setTitleTextAttributes([.font: UIFont.systemFont(ofSize: 17, weight: .heavy),
                                           .foregroundColor: UIColor.systemOrange], for: .normal)
        styledItem.accessibilityIdentifier = "styledBarItem"
        navigationItem.rightBarButtonItem = styledItem
        column.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(column)
        NSLayoutConstraint.activate([
            column.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor, constant: 16),
            column.leadingAnchor.constraint(equalTo: view.layoutMarginsGuide.leadingAnchor),
            column.trailingAnchor.constraint(lessThanOrEqualTo: view.layoutMarginsGuide.trailingAnchor),
        ])
    }

    /// A system button that turns itself off as a touch goes down (so the page's predicted
    /// highlight is corrected by the server), and one that turns it back on.
    private func touchDownRow() -> UIView {
        let offOnTouch = UIButton(type: .system)
        offOnTouch.setTitle("Turns off on touch", for: .normal)
        offOnTouch.accessibilityIdentifier = "offOnTouchButton"
        offOnTouch.addAction(UIAction { [weak self] action in
            (action.sender as? UIButton)?.isEnabled = false
            self?.echo.text = "Turned off"
        }, for: .touchDown)
        let turnOn = UIButton(type: .system)
        turnOn.setTitle("Turn it on", for: .normal)
        turnOn.accessibilityIdentifier = "turnOnButton"
        turnOn.addAction(UIAction { [weak self] _ in
            offOnTouch.isEnabled = true
            self?.echo.text = "Turned on"
        }, for: .touchUpInside)
        return row([offOnTouch, turnOn])
    }

    /// A button whose attributed title mixes styles (and changes while highlighted), and a
    /// segmented control with title text attributes.
    private func styledRow() -> UIView {
        let styled = UIButton(type: .system)
        let title = NSMutableAttributedString(string: "Buy ", attributes: [.font: UIFont.systemFont(ofSize: 17)])
        title.append(NSAttributedString(string: "now", attributes: [.font: UIFont.boldSystemFont(ofSize: 22),
                                                                    .foregroundColor: UIColor.systemPink]))
        styled.setAttributedTitle(title, for: .normal)
        styled.setAttributedTitle(NSAttributedString(string: "Buy now", attributes: [
            .font: UIFont.systemFont(ofSize: 17, weight: .light), .foregroundColor: UIColor.systemGray,
        ]), for: .highlighted)
        styled.accessibilityIdentifier = "attributedTitleButton"
        styled.addAction(UIAction { [weak self] _ in self?.echo.text = "Tapped Buy now" }, for: .primaryActionTriggered)

        let segments = UISegmentedControl(items: ["Day", "Week", "Month"])
        segments.selectedSegmentIndex = 0
        segments.selectedSegmentTintColor = .systemIndigo
        segments.setTitleTextAttributes([.foregroundColor: UIColor.systemIndigo,
                                         .font: UIFont.systemFont(ofSize: 14, weight: .semibold)], for: .normal)
        segments.setTitleTextAttributes([.foregroundColor: UIColor.white], for: .selected)
        segments.accessibilityIdentifier = "styledSegments"
        return row([styled, segments])
    }

    /// The system styles, two by two.
    private func styleRow() -> UIView {
        let styles: [(String, UIButton.Configuration)] = [
            ("Filled", .filled()), ("Tinted", .tinted()), ("Gray", .gray()), ("Plain", .plain()),
            ("Bordered", .bordered()), ("Prominent", .borderedProminent()),
        ]
        let buttons = styles.map { name, configuration in
            var configuration = configuration
            configuration.title = name
            let button = UIButton(configuration: configuration, primaryAction: UIAction { [weak self] _ in
                self?.echo.text = "Tapped \(name)"
            })
            button.accessibilityIdentifier = "button\(name)"
            return button
        }
        let rows = stride(from: 0, to: buttons.count, by: 3).map { start in
            row(Array(buttons[start..<min(start + 3, buttons.count)]))
        }
        let column = UIStackView(arrangedSubviews: rows)
        column.axis = .vertical
        column.alignment = .leading
        column.spacing = 8
        return column
    }

    /// A toggle button, a capsule with a subtitle, and a button that shows activity.
    private func extrasRow() -> UIView {
        var toggleConfiguration = UIButton.Configuration.gray()
        toggleConfiguration.title = "Toggle"
        let toggle = UIButton(configuration: toggleConfiguration)
        toggle.changesSelectionAsPrimaryAction = true
        toggle.accessibilityIdentifier = "buttonToggle"
        toggle.addAction(UIAction { [weak self, weak toggle] _ in
            self?.echo.text = toggle?.isSelected == true ? "Toggle on" : "Toggle off"
        }, for: .primaryActionTriggered)

        var capsule = UIButton.Configuration.borderedProminent()
        capsule.title = "Capsule"
        capsule.subtitle = "with a subtitle"
        capsule.cornerStyle = .capsule
        capsule.buttonSize = .large
        let capsuleButton = UIButton(configuration: capsule, primaryAction: UIAction { [weak self] _ in
            self?.echo.text = "Tapped Capsule"
        })
        capsuleButton.accessibilityIdentifier = "buttonCapsule"

        var loadingConfiguration = UIButton.Configuration.tinted()
        loadingConfiguration.title = "Load"
        loadingConfiguration.imagePadding = 8
        let loading = UIButton(configuration: loadingConfiguration)
        loading.accessibilityIdentifier = "buttonLoading"
        loading.configurationUpdateHandler = { button in
            button.configuration?.showsActivityIndicator = button.isSelected
            button.configuration?.title = button.isSelected ? "Loading" : "Load"
        }
        loading.changesSelectionAsPrimaryAction = true
        return row([toggle, capsuleButton, loading])
    }

    /// A menu button, a pop-up button and a button with a long-press menu.
    private func menuRow() -> UIView {
        var sortConfiguration = UIButton.Configuration.filled()
        sortConfiguration.title = "Sort"
        let sort = UIButton(configuration: sortConfiguration)
        sort.accessibilityIdentifier = "menuButton"
        sort.showsMenuAsPrimaryAction = true
        sort.menu = UIMenu(title: "Sort by", children: [
            menuAction("Name"), menuAction("Date"), menuAction("Size"),
            UIMenu(options: .displayInline, children: [
                UIAction(title: "Archive", attributes: .disabled) { _ in },
                UIAction(title: "Delete", attributes: .destructive) { [weak self] _ in self?.echo.text = "Chose Delete" },
            ]),
        ])
        sort.addAction(UIAction { [weak self] _ in self?.echo.text = "Menu opened" }, for: .menuActionTriggered)

        let popUp = UIButton(configuration: .gray())
        popUp.accessibilityIdentifier = "popUpButton"
        popUp.showsMenuAsPrimaryAction = true
        popUp.changesSelectionAsPrimaryAction = true
        popUp.menu = UIMenu(children: ["Small", "Medium", "Large"].map(menuAction))

        var holdConfiguration = UIButton.Configuration.tinted()
        holdConfiguration.title = "Tap or hold"
        let hold = UIButton(configuration: holdConfiguration, primaryAction: UIAction { [weak self] _ in
            guard let self else { return }
            longPressTaps += 1
            echo.text = "Tapped \(longPressTaps) times"
        })
        hold.accessibilityIdentifier = "longPressMenuButton"
        hold.menu = UIMenu(title: "Held", children: [menuAction("Copy"), menuAction("Share")])
        return row([sort, popUp, hold])
    }

    private func menuAction(_ title: String) -> UIAction {
        UIAction(title: title) { [weak self] _ in self?.echo.text = "Chose \(title)" }
    }

    private func row(_ views: [UIView]) -> UIStackView {
        let row = UIStackView(arrangedSubviews: views)
        row.axis = .horizontal
        row.alignment = .center
        row.spacing = 8
        return row
    }
}
