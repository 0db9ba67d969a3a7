import UIKit

/// View controller lifecycles: a container that swaps two children with
/// `transition(from:to:…)`, the status bar style the page's theme colour follows, the scene's
/// interface orientation and size, a form sheet sized by its preferred content size, and a title
/// that refreshes the bars when it changes.
final class LifecycleViewController: UIViewController {
    private let container = UIView()
    private let swappedChildren = [LifecycleChildController(name: "First", color: .systemBlue),
                             LifecycleChildController(name: "Second", color: .systemOrange)]
    private var shownChild = 0
    private let transitionLabel = UILabel()
    private let styleLabel = UILabel()
    private let orientationLabel = UILabel()
    private var renames = 0
    private var styleIndex = 0
    private static let styles: [(UIStatusBarStyle, String, UIColor)] = [
        (.default, "default", .systemBackground),
        (.lightContent, "lightContent", UIColor(red: 0.1, green: 0.1, blue: 0.3, alpha: 1)),
        (.darkContent, "darkContent", UIColor(red: 1, green: 0.95, blue: 0.8, alpha: 1)),
    ]

    override var preferredStatusBarStyle: UIStatusBarStyle { Self.styles[styleIndex].0 }

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Lifecycle"
        view.backgroundColor = .systemBackground

        let column = UIStackView()
        column.axis = .vertical
        column.spacing = 12
        column.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(column)
        NSLayoutConstraint.activate([
            column.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor, constant: 16),
            column.leadingAnchor.constraint(equalTo: view.layoutMarginsGuide.leadingAnchor),
            column.trailingAnchor.constraint(equalTo: view.layoutMarginsGuide.trailingAnchor),
        ])

        container.accessibilityIdentifier = "lifecycleContainer"
        container.clipsToBounds = true
        container.heightAnchor.constraint(equalToConstant: 80).isActive = true
        column.addArrangedSubview(container)
        let first = swappedChildren[0]
        addChild(first)
        first.view.frame = container.bounds
        first.view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        container.addSubview(first.view)
        first.didMove(toParent: self)

        transitionLabel.text = "Showing First"
        transitionLabel.accessibilityIdentifier = "lifecycleTransitionLabel"
        column.addArrangedSubview(transitionLabel)
        column.addArrangedSubview(button("Swap child", "lifecycleSwap", { $0.swapChild() }))

        styleLabel.text = "Status bar: default"
        styleLabel.accessibilityIdentifier = "lifecycleStyleLabel"
        column.addArrangedSubview(styleLabel)
        column.addArrangedSubview(button("Cycle status bar style", "lifecycleStyle", { $0.cycleStyle() }))

        orientationLabel.accessibilityIdentifier = "lifecycleOrientation"
        column.addArrangedSubview(orientationLabel)

        column.addArrangedSubview(button("Show form sheet", "lifecycleFormSheet", { $0.showFormSheet() }))
        column.addArrangedSubview(button("Rename this screen", "lifecycleRename", { $0.rename() }))
    }

    override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        guard let scene = view.window?.windowScene else { return }
        let size = scene.screen.bounds.size
        let text = "\(scene.interfaceOrientation.name) · \(Int(size.width))×\(Int(size.height))"
        if orientationLabel.text != text { orientationLabel.text = text }
    }

    private func button(_ title: String, _ identifier: String,
                        _ action: @escaping @MainActor (LifecycleViewController) -> Void) -> UIButton {
        let button = UIButton(type: .system, primaryAction: UIAction(title: title) { [weak self] _ in
            if let self { action(self) }
        })
        button.backgroundColor = .secondarySystemBackground
        button.accessibilityIdentifier = identifier
        button.heightAnchor.constraint(equalToConstant: 40).isActive = true
        return button
    }

    private func swapChild() {
        let from = swappedChildren[shownChild]
        let to = swappedChildren[1 - shownChild]
        guard to.parent == nil else { return }
        addChild(to)
        to.view.frame = container.bounds
        to.view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        from.willMove(toParent: nil)
        transition(from: from, to: to, duration: 0.3, options: [.transitionCrossDissolve], animations: nil) { [weak self] _ in
            from.removeFromParent()
            to.didMove(toParent: self)
            self?.transitionLabel.text = "Showing \(to.name)"
        }
        shownChild = 1 - shownChild
    }

    override func viewWillDisappear(_ animated: Bool) {
        super.viewWillDisappear(animated)
        navigationController?.navigationBar.barTintColor = nil
    }

    private func cycleStyle() {
        styleIndex = (styleIndex + 1) % Self.styles.count
        let (_, name, background) = Self.styles[styleIndex]
        view.backgroundColor = background
        // The bar is the top of the page, so it takes the colour too (the page's theme colour).
        navigationController?.navigationBar.barTintColor = styleIndex == 0 ? nil : background
        styleLabel.text = "Status bar: \(name)"
        setNeedsStatusBarAppearanceUpdate()
    }

    private func showFormSheet() {
        let sheet = LifecycleSheetController()
        sheet.modalPresentationStyle = .formSheet
        sheet.preferredContentSize = CGSize(width: 420, height: 260)
        present(sheet, animated: true)
    }

    private func rename() {
        renames += 1
        title = "Lifecycle \(renames)"
    }
}

/// One of the two children the lifecycle screen swaps.
private final class LifecycleChildController: UIViewController {
    let name: String
    private let color: UIColor

    init(name: String, color: UIColor) {
        self.name = name
        self.color = color
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) { nil }

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = color
        view.accessibilityIdentifier = "lifecycleChild\(name)"
        let label = UILabel()
        label.text = name
        label.textColor = .white
        label.textAlignment = .center
        label.frame = view.bounds
        label.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        view.addSubview(label)
    }
}

/// The form sheet: its preferred content size is its size in regular width.
private final class LifecycleSheetController: UIViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground
        view.accessibilityIdentifier = "lifecycleSheet"
        let label = UILabel()
        label.text = "A form sheet, 420 × 260 in regular width"
        label.numberOfLines = 0
        let close = UIButton(type: .system, primaryAction: UIAction(title: "Close") { [weak self] _ in
            self?.dismiss(animated: true)
        })
        close.accessibilityIdentifier = "lifecycleSheetClose"
        let column = UIStackView(arrangedSubviews: [label, close])
        column.axis = .vertical
        column.spacing = 12
        column.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(column)
        NSLayoutConstraint.activate([
            column.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor, constant: 20),
            column.leadingAnchor.constraint(equalTo: view.layoutMarginsGuide.leadingAnchor),
            column.trailingAnchor.constraint(equalTo: view.layoutMarginsGuide.trailingAnchor),
        ])
    }
}

private extension UIInterfaceOrientation {
    var name: String {
        switch self {
        case .unknown: "unknown"
        case .portrait: "portrait"
        case .portraitUpsideDown: "portrait upside down"
        case .landscapeLeft: "landscape left"
        case .landscapeRight: "landscape right"
        }
    }
}
