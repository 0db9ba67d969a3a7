import UIKit

/// Popovers as iOS code writes them, on a phone: "Adaptive Popover" presents a popover that
/// adapts to a sheet (as every popover does on an iPhone by default); "Popover" presents one
/// that stays a popover, anchored on the button, because the delegate returns `.none` for the
/// adaptive style; the "Info" bar button item presents one anchored on itself. A tap outside a
/// popover dismisses it; the status label reports what happened, with the arrow's direction.
///
/// Identifiers: `adaptivePopoverButton`, `forcedPopoverButton`, the bar button item
/// `popoverBarButton`, `popoverStatus`; in a popover `popoverContent` (its view),
/// `popoverContentLabel` and `popoverCloseButton`.
final class PopoversViewController: UIViewController, UIPopoverPresentationControllerDelegate {
    private let column = UIStackView()
    private let status = UILabel()

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Popovers"
        view.backgroundColor = .systemBackground
        let info = UIBarButtonItem(title: "Info", style: .plain, target: self, action: #selector(showInfo(_:)))
        info.accessibilityIdentifier = "popoverBarButton"
        navigationItem.rightBarButtonItem = info

        column.axis = .vertical
        column.spacing = 12
        addButton("Adaptive Popover", "adaptivePopoverButton", action: #selector(showAdaptivePopover(_:)))
        addButton("Popover", "forcedPopoverButton", action: #selector(showPopover(_:)))
        status.text = "Nothing presented yet"
        status.textAlignment = .center
        status.accessibilityIdentifier = "popoverStatus"
        column.addArrangedSubview(status)
        column.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(column)
        let safeArea = view.safeAreaLayoutGuide
        NSLayoutConstraint.activate([
            column.topAnchor.constraint(equalTo: safeArea.topAnchor, constant: 24),
            column.leadingAnchor.constraint(equalTo: safeArea.leadingAnchor, constant: 20),
            column.trailingAnchor.constraint(equalTo: safeArea.trailingAnchor, constant: -20),
        ])
    }

    private func addButton(_ title: String, _ identifier: String, action: Selector) {
        let button = UIButton(type: .system)
        button.setTitle(title, for: .normal)
        button.titleLabel?.font = .systemFont(ofSize: 20)
        button.backgroundColor = .secondarySystemBackground
        button.layer.cornerRadius = 10
        button.accessibilityIdentifier = identifier
        button.addTarget(self, action: action, for: .touchUpInside)
        button.heightAnchor.constraint(equalToConstant: 44).isActive = true
        column.addArrangedSubview(button)
    }

    @objc private func showAdaptivePopover(_ sender: UIButton) {
        let content = PopoverContentViewController(text: "Adapted to a sheet", adapts: true)
        content.modalPresentationStyle = .popover
        content.popoverPresentationController?.sourceView = sender
        content.popoverPresentationController?.delegate = self
        present(content, animated: true) { [weak self] in self?.status.text = "Adaptive Popover presented" }
    }

    @objc private func showPopover(_ sender: UIButton) {
        let content = PopoverContentViewController(text: "A popover on a phone", adapts: false)
        content.modalPresentationStyle = .popover
        content.preferredContentSize = CGSize(width: 260, height: 140)
        if let popover = content.popoverPresentationController {
            popover.sourceView = sender
            popover.sourceRect = sender.bounds
            popover.permittedArrowDirections = [.up, .down]
            popover.delegate = self
        }
        present(content, animated: true) { [weak self, weak content] in
            self?.reportPresented("Popover", content?.popoverPresentationController)
        }
    }

    @objc private func showInfo(_ sender: UIBarButtonItem) {
        let content = PopoverContentViewController(text: "Anchored on the bar button item", adapts: false)
        content.modalPresentationStyle = .popover
        content.preferredContentSize = CGSize(width: 240, height: 120)
        content.popoverPresentationController?.barButtonItem = sender
        content.popoverPresentationController?.delegate = self
        present(content, animated: true) { [weak self, weak content] in
            self?.reportPresented("Bar Button Popover", content?.popoverPresentationController)
        }
    }

    private func reportPresented(_ name: String, _ popover: UIPopoverPresentationController?) {
        let arrow: String
        switch popover?.arrowDirection {
        case .up?: arrow = "up"
        case .down?: arrow = "down"
        case .left?: arrow = "left"
        case .right?: arrow = "right"
        default: arrow = "none"
        }
        status.text = "\(name) presented (arrow \(arrow))"
    }

    // MARK: UIPopoverPresentationControllerDelegate

    func adaptivePresentationStyle(for controller: UIPresentationController,
                                   traitCollection: UITraitCollection) -> UIModalPresentationStyle {
        (controller.presentedViewController as? PopoverContentViewController)?.adapts == true ? .formSheet : .none
    }

    func presentationControllerDidDismiss(_ presentationController: UIPresentationController) {
        status.text = "Popover dismissed"
    }
}

/// The content of the catalog's popovers: a line of text and a Close button.
final class PopoverContentViewController: UIViewController {
    let adapts: Bool
    private let text: String

    init(text: String, adapts: Bool) {
        self.text = text
        self.adapts = adapts
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground
        view.accessibilityIdentifier = "popoverContent"
        let label = UILabel()
        label.text = text
        label.textAlignment = .center
        label.numberOfLines = 0
        label.accessibilityIdentifier = "popoverContentLabel"
        let close = UIButton(type: .system)
        close.setTitle("Close", for: .normal)
        close.accessibilityIdentifier = "popoverCloseButton"
        close.addTarget(self, action: #selector(closeTapped), for: .touchUpInside)
        let stack = UIStackView(arrangedSubviews: [label, close])
        stack.axis = .vertical
        stack.spacing = 12
        stack.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(stack)
        NSLayoutConstraint.activate([
            stack.centerYAnchor.constraint(equalTo: view.centerYAnchor),
            stack.leadingAnchor.constraint(equalTo: view.leadingAnchor, constant: 16),
            stack.trailingAnchor.constraint(equalTo: view.trailingAnchor, constant: -16),
        ])
    }

    @objc private func closeTapped() {
        dismiss(animated: true)
    }
}
