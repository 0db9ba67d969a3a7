import UIKit

/// One level of the navigation demo: a label, a counter the Add bar button counts up, and a
/// button that pushes the next level. The first level has a Home bar button back to the catalog.
final class NavigationDemoViewController: UIViewController {
    private let level: Int
    private let levelLabel = UILabel()
    private let countLabel = UILabel()
    private let pushButton = UIButton(type: .system)
    private var count = 0

    /// The catalog screen: a tab bar controller whose first tab is a navigation stack of levels
    /// and whose second tab is a plain screen.
    static func make() -> UIViewController {
        let first = UINavigationController(rootViewController: NavigationDemoViewController(level: 1))
        first.tabBarItem = UITabBarItem(title: "Stack", image: nil, tag: 0)
        let second = UINavigationController(rootViewController: AboutTabViewController())
        second.tabBarItem = UITabBarItem(title: "About", image: nil, tag: 1)
        let tabs = UITabBarController()
        tabs.viewControllers = [first, second]
        return tabs
    }

    init(level: Int) {
        self.level = level
        super.init(nibName: nil, bundle: nil)
        title = "Level \(level)"
    }

    required init?(coder: NSCoder) {
        nil
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground

        let add = UIBarButtonItem(barButtonSystemItem: .add, target: self, action: NavigationDemoViewController.addTapped)
        add.accessibilityIdentifier = "addButton"
        navigationItem.rightBarButtonItem = add
        if level == 1 { navigationItem.leftBarButtonItem = homeButtonItem(for: self) }

        levelLabel.text = "You are on level \(level)"
        levelLabel.textAlignment = .center
        levelLabel.font = .systemFont(ofSize: 22, weight: .semibold)
        levelLabel.accessibilityIdentifier = "levelLabel"
        view.addSubview(levelLabel)

        countLabel.text = "Added 0"
        countLabel.textAlignment = .center
        countLabel.textColor = .secondaryLabel
        countLabel.accessibilityIdentifier = "countLabel"
        view.addSubview(countLabel)

        pushButton.setTitle("Push level \(level + 1)", for: .normal)
        pushButton.titleLabel?.font = .systemFont(ofSize: 18)
        pushButton.backgroundColor = .secondarySystemBackground
        pushButton.layer.cornerRadius = 10
        pushButton.accessibilityIdentifier = "pushButton"
        pushButton.addTarget(self, action: NavigationDemoViewController.pushTapped, for: .touchUpInside)
        view.addSubview(pushButton)
    }

    override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        // Content starts below the navigation bar and ends above the tab bar: the safe area.
        let safe = view.bounds.inset(by: view.safeAreaInsets)
        levelLabel.frame = CGRect(x: safe.minX + 20, y: safe.minY + 40, width: safe.width - 40, height: 32)
        countLabel.frame = CGRect(x: safe.minX + 20, y: safe.minY + 80, width: safe.width - 40, height: 24)
        pushButton.frame = CGRect(x: safe.midX - 100, y: safe.minY + 130, width: 200, height: 50)
    }

    private func pushTapped() {
        navigationController?.pushViewController(NavigationDemoViewController(level: level + 1), animated: true)
    }

    private func addTapped() {
        count += 1
        countLabel.text = "Added \(count)"
    }
}

/// The demo's second tab.
private final class AboutTabViewController: UIViewController {
    private let label = UILabel()

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "About"
        view.backgroundColor = .systemGroupedBackground
        navigationItem.leftBarButtonItem = homeButtonItem(for: self)
        label.text = "A tab bar controller with a navigation stack in each tab."
        label.numberOfLines = 0
        label.textAlignment = .center
        label.accessibilityIdentifier = "aboutLabel"
        view.addSubview(label)
    }

    override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        let safe = view.bounds.inset(by: view.safeAreaInsets)
        label.frame = CGRect(x: safe.minX + 20, y: safe.minY + 40, width: safe.width - 40, height: 60)
    }
}

/// A Home bar button that takes the catalog back to its home screen.
@MainActor
private func homeButtonItem(for controller: UIViewController) -> UIBarButtonItem {
    let item = UIBarButtonItem(title: "Home", primaryAction: UIAction { [weak controller] _ in
        controller?.catalog?.showHome()
    })
    item.accessibilityIdentifier = "homeButton"
    return item
}
