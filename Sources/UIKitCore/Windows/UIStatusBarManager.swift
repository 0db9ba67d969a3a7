import Foundation

/// An object describing the configuration of the status bar of a window scene. A browser page
/// has no status bar: the scene's style colours the page instead (its theme colour and colour
/// scheme), and the values here are what the scene's view controllers ask for.
@preconcurrency @MainActor
open class UIStatusBarManager: NSObject {
    /// The current style of the status bar: the preferred style of the controller that decides it.
    open internal(set) var statusBarStyle: UIStatusBarStyle = .default
    /// Whether the status bar is hidden.
    open internal(set) var isStatusBarHidden = false
    /// The frame of the status bar: the width of the scene and the top safe area of its key
    /// window, which the browser leaves empty; `.zero` when hidden.
    open internal(set) var statusBarFrame: CGRect = .zero

    override init() {
        super.init()
    }
}
