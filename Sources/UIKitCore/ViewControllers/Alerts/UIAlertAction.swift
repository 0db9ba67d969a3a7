import Foundation

/// An action that can be taken when the user taps a button in an alert.
@preconcurrency @MainActor
open class UIAlertAction: NSObject {
    /// The title of the action's button.
    open private(set) var title: String?
    /// The style that applies to the action's button.
    open private(set) var style: Style
    /// Whether the action is enabled; a disabled action's button is dimmed and ignores taps.
    /// The default is `true`.
    open var isEnabled = true {
        didSet { if isEnabled != oldValue { alertController?.actionEnabledDidChange() } }
    }

    let handler: (@MainActor (UIAlertAction) -> Void)?
    /// The alert the action was added to, which draws it.
    weak var alertController: UIAlertController?

    /// Creates an action with the given title and style; the alert calls the handler, with the
    /// action, after the user taps its button and the alert is dismissed.
    public init(title: String?, style: Style, handler: (@MainActor (UIAlertAction) -> Void)? = nil) {
        self.title = title
        self.style = style
        self.handler = handler
    }
}
