/// The animation applied to the status bar as it is hidden or shown, with UIKit's raw values.
public enum UIStatusBarAnimation: Int, Sendable {
    case none = 0
    case fade = 1
    case slide = 2
}
