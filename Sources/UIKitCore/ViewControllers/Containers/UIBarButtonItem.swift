import Foundation

/// A specialized button for placement on a toolbar or navigation bar.
@preconcurrency @MainActor
open class UIBarButtonItem: UIBarItem {
    /// Specifies the style of an item.
    public enum Style: Int, Sendable {
        /// Glows when tapped. The default item style.
        case plain = 0
        /// The style for a done button, such as one that completes an edit: a bold title.
        case done = 2
    }

    /// The style of the item.
    open var style: Style = .plain {
        didSet { if style != oldValue { itemDidChange() } }
    }

    /// The width of the item: used by fixed spaces, and as the width of a titled item when it
    /// is larger than the title. The default is 0, which sizes the item to its content.
    open var width: CGFloat = 0 {
        didSet { if width != oldValue { itemDidChange() } }
    }

    /// A custom view that the bar shows in place of a button.
    open var customView: UIView? {
        didSet { if customView !== oldValue { itemDidChange() } }
    }

    /// The object that receives an action when the user taps the item, held weakly.
    open weak var target: AnyObject?

    /// The named action sent to `target` (or up the responder chain when `target` is `nil`)
    /// when the user taps the item.
    open var action: Selector?

    /// The action performed when the user taps the item; when set, `target` and `action` are
    /// ignored.
    open var primaryAction: UIAction? {
        didSet { if primaryAction !== oldValue { itemDidChange() } }
    }

    /// The tint color of the item; `nil` uses the bar's.
    open var tintColor: UIColor? {
        didSet {
            guard acceptsAppearanceValue(.tintColor) else { tintColor = oldValue; return }
            if tintColor != oldValue { itemDidChange() }
        }
    }

    /// The system item this item was made as, if any.
    let systemItem: SystemItem?

    /// A method of a weakly held target, set by the method-reference initializers.
    var targetMethod: (@MainActor (UIBarButtonItem) -> Void)?

    /// Creates an empty item.
    public override init() {
        systemItem = nil
        super.init()
    }

    /// Creates an item using the specified title and other properties.
    public convenience init(title: String?, style: Style, target: Any?, action: Selector?) {
        self.init()
        self.title = title
        self.style = style
        self.target = target as AnyObject?
        self.action = action
    }

    /// Creates an item using the specified image and other properties.
    public convenience init(image: UIImage?, style: Style, target: Any?, action: Selector?) {
        self.init()
        self.image = image
        self.style = style
        self.target = target as AnyObject?
        self.action = action
    }

    /// Creates an item containing the specified system item.
    public convenience init(barButtonSystemItem systemItem: SystemItem, target: Any?, action: Selector?) {
        self.init(system: systemItem)
        self.target = target as AnyObject?
        self.action = action
    }

    /// Creates an item with the title or image and the action to perform; a `nil` title uses
    /// the action's title.
    public convenience init(title: String? = nil, image: UIImage? = nil, primaryAction: UIAction? = nil) {
        self.init()
        let actionTitle = primaryAction.flatMap { $0.title.isEmpty ? nil : $0.title }
        self.title = title ?? actionTitle
        self.image = image
        self.primaryAction = primaryAction
    }

    /// Creates an item for the system item that performs the action.
    public convenience init(systemItem: SystemItem, primaryAction: UIAction? = nil) {
        self.init(system: systemItem)
        self.primaryAction = primaryAction
    }

    /// Creates an item using the specified custom view.
    public convenience init(customView: UIView) {
        self.init()
        self.customView = customView
    }

    private init(system systemItem: SystemItem) {
        self.systemItem = systemItem
        super.init()
        if systemItem.isProminent { style = .done }
    }

    /// Creates a flexible space item: it takes up the space left in a toolbar.
    public static func flexibleSpace() -> UIBarButtonItem {
        UIBarButtonItem(system: .flexibleSpace)
    }

    /// Creates a fixed space item of the given width.
    public static func fixedSpace(_ width: CGFloat) -> UIBarButtonItem {
        let item = UIBarButtonItem(system: .fixedSpace)
        item.width = width
        return item
    }

    // MARK: Internals

    /// The text the bar shows for the item: its title, or the system item's name.
    var displayTitle: String? {
        title ?? systemItem?.displayTitle
    }

    var isSpace: Bool {
        systemItem == .flexibleSpace || systemItem == .fixedSpace
    }

    /// Performs what a tap on the item does: the primary action, the target's method, or the
    /// named action, sent from `view` (the button that shows the item).
    func performTap(from view: UIView) {
        if let primaryAction {
            primaryAction.perform(sender: self)
        } else if let targetMethod {
            targetMethod(self)
        } else if let action {
            sendNamedAction(action, from: view)
        }
    }

    /// A targeted action goes to its target; an untargeted one up the responder chain from the
    /// first responder, or from the button when there is none.
    private func sendNamedAction(_ action: Selector, from view: UIView) {
        if let target {
            _ = UIApplication.shared.sendAction(action, to: target, from: self, for: nil)
            return
        }
        let origin: UIResponder = view.window?.firstResponder ?? view
        guard let performer = origin.target(forAction: action, withSender: self) else { return }
        _ = UIApplication.shared.sendAction(action, to: performer, from: self, for: nil)
    }
}
