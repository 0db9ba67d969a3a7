import Foundation

/// Options for UIKit to use when dismissing a scene (`requestSceneSessionDestruction`).
@preconcurrency @MainActor
open class UISceneDestructionRequestOptions: NSObject {
    /// The animation to use when dismissing a window.
    public enum WindowDismissalAnimation: Int, Sendable {
        case standard = 1, commit = 2, decline = 3
    }

    /// The animation that dismisses the scene's window. The browser closes the page without one.
    open var windowDismissalAnimation: WindowDismissalAnimation = .standard

    public override init() {
        super.init()
    }
}
