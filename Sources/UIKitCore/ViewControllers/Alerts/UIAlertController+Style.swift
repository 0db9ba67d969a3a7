extension UIAlertController {
    /// Constants indicating the type of alert to display, with UIKit's raw values.
    public enum Style: Int, Sendable {
        /// An action sheet displayed by the view controller that presented it: on a phone, a
        /// sheet of buttons at the bottom of the screen, with the cancel button set apart.
        case actionSheet = 0
        /// An alert displayed modally for the app: a rounded panel in the middle of the screen.
        case alert = 1
    }
}
