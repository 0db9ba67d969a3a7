import UIKit

/// The detail a new window of the catalog shows: the fruit its user activity named, and a
/// button that closes the window (`requestSceneSessionDestruction`).
final class WindowDetailViewController: UIViewController {
    private let fruit: String

    init(fruit: String) {
        self.fruit = fruit
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) {
        return nil
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        title = fruit
        view.backgroundColor = .systemBackground
        let label = UILabel()
        label.font = .preferredFont(forTextStyle: .largeTitle)
        label.text = fruit
        label.accessibilityIdentifier = "windowDetailTitle"
        let close = UIButton(type: .system)
        close.setTitle("Close this window", for: .normal)
        close.accessibilityIdentifier = "closeWindow"
        close.addAction(UIAction { [weak self] _ in self?.closeWindow() }, for: .touchUpInside)
        let column = UIStackView(arrangedSubviews: [label, close])
        column.axis = .vertical
        column.spacing = 16
        column.alignment = .center
        column.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(column)
        NSLayoutConstraint.activate([
            column.centerXAnchor.constraint(equalTo: view.centerXAnchor),
            column.centerYAnchor.constraint(equalTo: view.centerYAnchor),
        ])
    }

    private func closeWindow() {
        guard let session = view.window?.windowScene?.session else { return }
        UIApplication.shared.requestSceneSessionDestruction(session, options: nil)
    }
}
