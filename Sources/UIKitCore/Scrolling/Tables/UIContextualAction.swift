import Foundation

/// An action to display when the user swipes a table row.
open class UIContextualAction {
    /// The style of a contextual action.
    public enum Style: Int, Sendable {
        /// A gray action.
        case normal = 0
        /// A red action that removes the row.
        case destructive = 1
    }

    /// What runs when the action is chosen: the action, the view that shows it, and a handler
    /// to call with whether it was performed.
    public typealias Handler = (UIContextualAction, UIView, @escaping (Bool) -> Void) -> Void

    /// The style of the action.
    public let style: Style
    /// The handler that runs when the action is chosen.
    public let handler: Handler
    /// The title of the action's button.
    open var title: String?
    /// The background color of the action's button; red for a destructive action, gray
    /// otherwise, unless set.
    open var backgroundColor: UIColor! {
        get { storedBackgroundColor ?? (style == .destructive ? .systemRed : .systemGray) }
        set { storedBackgroundColor = newValue }
    }
    /// The image of the action's button.
    open var image: UIImage?

    private var storedBackgroundColor: UIColor?

    /// Creates a contextual action with a style, a title and a handler.
    public init(style: Style, title: String?, handler: @escaping Handler) {
        self.style = style
        self.title = title
        self.handler = handler
    }
}

/// The set of actions to perform when swiping a table row.
open class UISwipeActionsConfiguration {
    /// The actions, the first one nearest the edge the row was swiped from.
    public let actions: [UIContextualAction]
    /// Whether a full swipe performs the first action. The default is `true`.
    open var performsFirstActionWithFullSwipe = true

    /// Creates a configuration with the actions.
    public init(actions: [UIContextualAction]) {
        self.actions = actions
    }
}
