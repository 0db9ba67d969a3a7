extension UIAlertAction {
    /// Styles to apply to action buttons in an alert, with UIKit's raw values.
    public enum Style: Int, Sendable {
        /// Apply the default style to the action's button.
        case `default` = 0
        /// Apply a style that indicates the action cancels the operation and leaves things
        /// unchanged: the bold button, set apart from the others.
        case cancel = 1
        /// Apply a style that indicates the action might change or delete data: a red button.
        case destructive = 2
    }
}
