import UIKit

/// Several windows of one app: each button asks for a new scene
/// (`requestSceneSessionActivation`) with a user activity naming a fruit; in a browser the new
/// scene opens in a new tab or window, whose scene delegate shows that fruit's detail
/// (`WindowDetailViewController`).
final class WindowsViewController: UIViewController {
    /// The activity type of a detail window; its `userInfo["fruit"]` names the fruit.
    static let detailActivityType = "com.uikitserver.catalog.detail"
    static let fruits = ["Apple", "Cherry", "Lime"]

    private let statusLabel = UILabel()

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Windows"
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
        let intro = UILabel()
        intro.numberOfLines = 0
        intro.text = "Each button opens the fruit's detail in a new window of the app (a new browser tab)."
        column.addArrangedSubview(intro)
        for fruit in Self.fruits {
            let button = UIButton(type: .system)
            button.setTitle("Open \(fruit) in a new window", for: .normal)
            button.accessibilityIdentifier = "openWindow\(fruit)"
            button.addAction(UIAction { [weak self] _ in self?.openDetail(of: fruit) }, for: .touchUpInside)
            column.addArrangedSubview(button)
        }
        statusLabel.numberOfLines = 0
        statusLabel.accessibilityIdentifier = "windowsStatus"
        statusLabel.text = "Scenes open: \(UIApplication.shared.openSessions.count)"
        column.addArrangedSubview(statusLabel)
    }

    private func openDetail(of fruit: String) {
        let activity = NSUserActivity(activityType: Self.detailActivityType)
        activity.title = fruit
        activity.userInfo = ["fruit": fruit]
        let options = UIScene.ActivationRequestOptions()
        options.requestingScene = view.window?.windowScene
        UIApplication.shared.requestSceneSessionActivation(nil, userActivity: activity, options: options) { [weak self] error in
            self?.statusLabel.text = "Could not open a window: \(error)"
        }
        statusLabel.text = "Scenes open: \(UIApplication.shared.openSessions.count)"
    }
}
