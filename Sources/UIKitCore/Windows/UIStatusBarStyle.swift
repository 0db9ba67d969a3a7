/// The style of the device's status bar, with UIKit's raw values.
public enum UIStatusBarStyle: Int, Sendable {
    /// Dark content in a light interface, light content in a dark one.
    case `default` = 0
    /// Light content, for use on dark backgrounds.
    case lightContent = 1
    /// Dark content, for use on light backgrounds.
    case darkContent = 3
}
