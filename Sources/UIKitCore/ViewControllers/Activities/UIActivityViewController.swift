import Foundation

/// A view controller that offers services for items: presented, it shows as a sheet at half
/// height (as on iPhone) with a preview of the text items, a row for each service that can act
/// on the items (Copy, then the app's activities, less the excluded types) and Close. Picking
/// one runs it (`prepare`, then its controller or `perform()`); when it finishes, or on Close,
/// the sheet goes and `completionWithItemsHandler` hears the service's type and whether it
/// completed. For automation the rows are `activity.<title>` and Close is `activity.close`.
@preconcurrency @MainActor
open class UIActivityViewController: UIViewController {
    /// Called when the sheet goes: the service's type (or `nil` on Close), whether it completed,
    /// the items it returned, an error.
    public typealias CompletionWithItemsHandler = @MainActor (UIActivity.ActivityType?, Bool, [Any]?, (any Error)?) -> Void

    private let activityItems: [Any]
    private let applicationActivities: [UIActivity]

    /// Services not to offer.
    open var excludedActivityTypes: [UIActivity.ActivityType]?
    /// Called when the sheet goes.
    open var completionWithItemsHandler: CompletionWithItemsHandler?
    /// Whether the sheet offers the app's activities before the system's ones. Kept for apps
    /// that set it.
    open var allowsProminentActivity = true

    /// A sheet for the items, offering the system's services and the app's.
    public init(activityItems: [Any], applicationActivities: [UIActivity]?) {
        self.activityItems = activityItems
        self.applicationActivities = applicationActivities ?? []
        super.init(nibName: nil, bundle: nil)
        modalPresentationStyle = .pageSheet
        sheetPresentationController?.detents = [.medium(), .large()]
    }

    public required init?(coder: NSCoder) {
        nil
    }

    /// The controller is a popover on iPad: apps set its anchor, which a phone does not use.
    override var anchorOnlyPopoverController: UIPopoverPresentationController? {
        if let anchorPopover { return anchorPopover }
        let made = UIPopoverPresentationController(presentedViewController: self, presenting: nil)
        anchorPopover = made
        return made
    }
    private var anchorPopover: UIPopoverPresentationController?

    /// The services offered: Copy, then the app's, those that can act on the items and are not
    /// excluded.
    var offeredActivities: [UIActivity] {
        let excluded = Set(excludedActivityTypes ?? [])
        return ([CopyActivity()] + applicationActivities).filter { activity in
            !(activity.activityType.map(excluded.contains) ?? false) && activity.canPerform(withActivityItems: activityItems)
        }
    }

    open override func loadView() {
        let root = UIView()
        root.backgroundColor = .systemGroupedBackground
        let preview = UILabel()
        preview.text = activityItems.compactMap { item -> String? in
            switch item {
            case let text as String: text
            case let text as NSString: text as String
            case let url as URL: url.absoluteString
            default: nil
            }
        }.joined(separator: "\n")
        preview.numberOfLines = 3
        preview.font = .preferredFont(forTextStyle: .subheadline)
        preview.textColor = .secondaryLabel
        preview.accessibilityIdentifier = "activity.preview"
        var rows: [UIView] = [preview]
        for activity in offeredActivities {
            let title = activity.activityTitle ?? activity.activityType?.rawValue ?? "Activity"
            rows.append(row(title: title, image: activity.activityImage, identifier: "activity.\(title)") { [weak self] in
                self?.run(activity)
            })
        }
        rows.append(row(title: "Close", image: UIImage(systemName: "xmark"), identifier: "activity.close") { [weak self] in
            self?.finish(type: nil, completed: false)
        })
        let stack = UIStackView(arrangedSubviews: rows)
        stack.axis = .vertical
        stack.spacing = 8
        stack.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(stack)
        NSLayoutConstraint.activate([
            stack.topAnchor.constraint(equalTo: root.topAnchor, constant: 24),
            stack.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 16),
            stack.trailingAnchor.constraint(equalTo: root.trailingAnchor, constant: -16),
        ])
        view = root
    }

    private func row(title: String, image: UIImage?, identifier: String, action: @escaping @MainActor () -> Void) -> UIButton {
        var configuration = UIButton.Configuration.gray()
        configuration.title = title
        configuration.image = image
        configuration.imagePadding = 8
        configuration.baseForegroundColor = .label
        let button = UIButton(configuration: configuration, primaryAction: UIAction { _ in action() })
        button.contentHorizontalAlignment = .leading
        button.accessibilityIdentifier = identifier
        button.heightAnchor.constraint(equalToConstant: 50).isActive = true
        return button
    }

    private func run(_ activity: UIActivity) {
        activity.prepare(withActivityItems: activityItems)
        activity.finishHandler = { [weak self, weak activity] completed in
            self?.finish(type: activity?.activityType, completed: completed)
        }
        if let controller = activity.activityViewController {
            present(controller, animated: true)
        } else {
            activity.perform()
        }
    }

    private func finish(type: UIActivity.ActivityType?, completed: Bool) {
        let handler = completionWithItemsHandler
        guard let presenter = presentingViewController else {
            handler?(type, completed, nil, nil)
            return
        }
        presenter.dismiss(animated: true) {
            handler?(type, completed, nil, nil)
        }
    }
}
