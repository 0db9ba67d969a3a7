import UIKit

/// One level of the navigation demo: a label, a counter the Add bar button counts up, and a
/// button that pushes the next level. The first level has a Close bar button that dismisses the
/// demo, which the catalog presents full screen.
final class NavigationDemoViewController: UIViewController {
    private let level: Int
    private let levelLabel = UILabel()
    private let countLabel = UILabel()
    private let pushButton = UIButton(type: .system)
    private let zoomButton = UIButton(type: .system)
    /// The last appearance callbacks of the stack's levels, shown by all of them (an edge swipe
    /// shows them in UIKit's order: the reverse ones when it is cancelled).
    private let appearanceLogLabel = UILabel()
    private let appearanceLog: AppearanceLog
    private var count = 0
    /// Whether this level arrives (and leaves) with the demo's custom zoom transition.
    fileprivate var zooms = false
    /// The stack's delegate: it hands out the zoom animator (the stack keeps it weakly).
    private static let zoomDelegate = ZoomTransitionDelegate()

    /// The catalog screen: a tab bar controller whose first tab is a navigation stack of levels
    /// and whose second tab is a plain screen.
    static func make() -> UIViewController {
        let first = UINavigationController(rootViewController: NavigationDemoViewController(level: 1, log: AppearanceLog()))
        first.delegate = zoomDelegate
        first.tabBarItem = UITabBarItem(title: "Stack", image: nil, tag: 0)
        let second = UINavigationController(rootViewController: AboutTabViewController())
        second.tabBarItem = UITabBarItem(title: "About", image: nil, tag: 1)
        let tabs = UITabBarController()
        tabs.viewControllers = [first, second]
        // The tab bar's own appearance: the selected tab in orange, the others in gray.
        let tabAppearance = UITabBarAppearance()
        tabAppearance.stackedLayoutAppearance.selected.titleTextAttributes = [.foregroundColor: UIColor.systemOrange]
        tabAppearance.stackedLayoutAppearance.selected.iconColor = .systemOrange
        tabs.tabBar.standardAppearance = tabAppearance
        tabs.tabBar.scrollEdgeAppearance = tabAppearance
        // An appearance proxy: labels inside the About tab's screen are indigo.
        UILabel.appearance(whenContainedInInstancesOf: [AboutTabViewController.self]).textColor = .systemIndigo
        return tabs
    }

    init(level: Int, log: AppearanceLog) {
        self.level = level
        appearanceLog = log
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
        if level == 1 { navigationItem.leftBarButtonItem = closeButtonItem(for: self) }

        levelLabel.text = "You are on level \(level)"
        levelLabel.textAlignment = .center
        levelLabel.font = .systemFont(ofSize: 22, weight: .semibold)
        levelLabel.accessibilityIdentifier = "levelLabel"

        countLabel.text = "Added 0"
        countLabel.textAlignment = .center
        countLabel.textColor = .secondaryLabel
        countLabel.accessibilityIdentifier = "countLabel"

        pushButton.setTitle("Push level \(level + 1)", for: .normal)
        pushButton.titleLabel?.font = .systemFont(ofSize: 18)
        pushButton.backgroundColor = .secondarySystemBackground
        pushButton.layer.cornerRadius = 10
        pushButton.accessibilityIdentifier = "pushButton"
        pushButton.addTarget(self, action: NavigationDemoViewController.pushTapped, for: .touchUpInside)

        // A custom transition through the navigation controller's delegate: the next level
        // zooms and fades in. Swiping from the left edge pops interactively.
        zoomButton.setTitle("Zoom to level \(level + 1)", for: .normal)
        zoomButton.titleLabel?.font = .systemFont(ofSize: 18)
        zoomButton.accessibilityIdentifier = "zoomPushButton"
        zoomButton.addTarget(self, action: NavigationDemoViewController.zoomTapped, for: .touchUpInside)

        appearanceLogLabel.font = .systemFont(ofSize: 12)
        appearanceLogLabel.textColor = .secondaryLabel
        appearanceLogLabel.numberOfLines = 0
        appearanceLogLabel.textAlignment = .center
        appearanceLogLabel.accessibilityIdentifier = "appearanceLog"
        appearanceLog.show(in: appearanceLogLabel)

        // Content starts below the navigation bar and ends above the tab bar: the safe area.
        let labels = UIStackView(arrangedSubviews: [levelLabel, countLabel])
        labels.axis = .vertical
        labels.spacing = 8
        for subview in [labels, pushButton, zoomButton, appearanceLogLabel] {
            subview.translatesAutoresizingMaskIntoConstraints = false
            view.addSubview(subview)
        }
        let safeArea = view.safeAreaLayoutGuide
        NSLayoutConstraint.activate([
            labels.topAnchor.constraint(equalTo: safeArea.topAnchor, constant: 40),
            labels.leadingAnchor.constraint(equalTo: safeArea.leadingAnchor, constant: 20),
            labels.trailingAnchor.constraint(equalTo: safeArea.trailingAnchor, constant: -20),
            levelLabel.heightAnchor.constraint(equalToConstant: 32),
            countLabel.heightAnchor.constraint(equalToConstant: 24),
            pushButton.topAnchor.constraint(equalTo: labels.bottomAnchor, constant: 26),
            pushButton.centerXAnchor.constraint(equalTo: safeArea.centerXAnchor),
            pushButton.widthAnchor.constraint(equalToConstant: 200),
            pushButton.heightAnchor.constraint(equalToConstant: 50),
            zoomButton.topAnchor.constraint(equalTo: pushButton.bottomAnchor, constant: 12),
            zoomButton.centerXAnchor.constraint(equalTo: safeArea.centerXAnchor),
            zoomButton.widthAnchor.constraint(equalToConstant: 200),
            zoomButton.heightAnchor.constraint(equalToConstant: 44),
            appearanceLogLabel.topAnchor.constraint(equalTo: zoomButton.bottomAnchor, constant: 16),
            appearanceLogLabel.leadingAnchor.constraint(equalTo: safeArea.leadingAnchor, constant: 20),
            appearanceLogLabel.trailingAnchor.constraint(equalTo: safeArea.trailingAnchor, constant: -20),
        ])
    }

    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        logAppearance("willAppear")
    }

    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        logAppearance("didAppear")
    }

    override func viewWillDisappear(_ animated: Bool) {
        super.viewWillDisappear(animated)
        logAppearance("willDisappear")
    }

    override func viewDidDisappear(_ animated: Bool) {
        super.viewDidDisappear(animated)
        logAppearance("didDisappear")
    }

    /// Keeps the last eight callbacks, as "2 willDisappear", and shows them on every level.
    private func logAppearance(_ callback: String) {
        appearanceLog.append("\(level) \(callback)")
    }

    private func pushTapped() {
        navigationController?.pushViewController(NavigationDemoViewController(level: level + 1, log: appearanceLog), animated: true)
    }

    private func zoomTapped() {
        let next = NavigationDemoViewController(level: level + 1, log: appearanceLog)
        next.zooms = true
        navigationController?.pushViewController(next, animated: true)
    }

    private func addTapped() {
        count += 1
        countLabel.text = "Added \(count)"
    }
}

/// The last eight appearance callbacks of one stack's levels, shown in the labels of all of them.
@MainActor
final class AppearanceLog {
    private var entries: [String] = []
    private var labels: [WeakLabel] = []
    private struct WeakLabel { weak var label: UILabel? }

    func show(in label: UILabel) {
        labels.append(WeakLabel(label: label))
        label.text = entries.joined(separator: ", ")
    }

    func append(_ entry: String) {
        entries = Array((entries + [entry]).suffix(8))
        labels.removeAll { $0.label == nil }
        for shown in labels { shown.label?.text = entries.joined(separator: ", ") }
    }
}

/// The demo's second tab: its bar has an appearance of its own, and an appearance proxy
/// colors its labels.
private final class AboutTabViewController: UIViewController {
    private let label = UILabel()
    private let note = UILabel()

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "About"
        view.backgroundColor = .systemGroupedBackground
        navigationItem.leftBarButtonItem = closeButtonItem(for: self)
        // This screen's bar: opaque indigo with white text, at the scroll edge too (with none
        // set there, the bar would be transparent while the content is at its top).
        let barAppearance = UINavigationBarAppearance()
        barAppearance.configureWithOpaqueBackground()
        barAppearance.backgroundColor = .systemIndigo
        barAppearance.titleTextAttributes = [.foregroundColor: UIColor.white]
        barAppearance.buttonAppearance.normal.titleTextAttributes = [.foregroundColor: UIColor.white]
        navigationItem.standardAppearance = barAppearance
        navigationItem.scrollEdgeAppearance = barAppearance
        label.text = "A tab bar controller with a navigation stack in each tab."
        label.numberOfLines = 0
        label.textAlignment = .center
        label.accessibilityIdentifier = "aboutLabel"
        label.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(label)
        // A color the app sets itself is never replaced by the proxy's, as on iOS.
        note.text = "This label sets its own color."
        note.textColor = .systemGreen
        note.textAlignment = .center
        note.accessibilityIdentifier = "aboutNoteLabel"
        note.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(note)
        let safeArea = view.safeAreaLayoutGuide
        NSLayoutConstraint.activate([
            label.topAnchor.constraint(equalTo: safeArea.topAnchor, constant: 40),
            label.leadingAnchor.constraint(equalTo: safeArea.leadingAnchor, constant: 20),
            label.trailingAnchor.constraint(equalTo: safeArea.trailingAnchor, constant: -20),
            label.heightAnchor.constraint(equalToConstant: 60),
            note.topAnchor.constraint(equalTo: label.bottomAnchor, constant: 8),
            note.leadingAnchor.constraint(equalTo: label.leadingAnchor),
            note.trailingAnchor.constraint(equalTo: label.trailingAnchor),
        ])
    }
}

/// A Close bar button that dismisses the demo and returns to the catalog.
@MainActor
private func closeButtonItem(for controller: UIViewController) -> UIBarButtonItem {
    let item = UIBarButtonItem(title: "Close", primaryAction: UIAction { [weak controller] _ in
        controller?.dismiss(animated: true)
    })
    item.accessibilityIdentifier = "closeButton"
    return item
}

/// Gives pushes and pops of zooming levels the zoom animator; others get the standard slide.
private final class ZoomTransitionDelegate: NSObject, UINavigationControllerDelegate {
    func navigationController(_ navigationController: UINavigationController,
                              animationControllerFor operation: UINavigationController.Operation,
                              from fromVC: UIViewController, to toVC: UIViewController) -> (any UIViewControllerAnimatedTransitioning)? {
        let zooming = operation == .push ? toVC : fromVC
        guard (zooming as? NavigationDemoViewController)?.zooms == true else { return nil }
        return ZoomAnimator(presenting: operation == .push)
    }
}

/// A custom transition: the new level grows from 80% and fades in over the old one; going back,
/// it shrinks and fades out.
private final class ZoomAnimator: NSObject, UIViewControllerAnimatedTransitioning {
    let presenting: Bool
    init(presenting: Bool) { self.presenting = presenting }

    func transitionDuration(using transitionContext: (any UIViewControllerContextTransitioning)?) -> TimeInterval { 0.4 }

    func animateTransition(using transitionContext: any UIViewControllerContextTransitioning) {
        guard let toController = transitionContext.viewController(forKey: .to),
              let fromView = transitionContext.view(forKey: .from),
              let toView = transitionContext.view(forKey: .to) else { return }
        let container = transitionContext.containerView
        toView.frame = transitionContext.finalFrame(for: toController)
        let small = CGAffineTransform(scaleX: 0.8, y: 0.8)
        if presenting {
            container.addSubview(toView)
            toView.alpha = 0
            toView.transform = small
        } else {
            container.insertSubview(toView, belowSubview: fromView)
        }
        UIView.animate(withDuration: transitionDuration(using: transitionContext), delay: 0, options: [.curveEaseOut],
                       animations: {
            if self.presenting {
                toView.alpha = 1
                toView.transform = .identity
            } else {
                fromView.alpha = 0
                fromView.transform = small
            }
        }, completion: { _ in
            fromView.alpha = 1
            fromView.transform = .identity
            transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
        })
    }
}
