import Foundation

/// A scene's accessibility state: its focus system, whether the page says a screen reader
/// runs, and the announcements waiting for the next commit.
@MainActor
final class SceneAccessibility {
    let focusSystem = UIFocusSystem()
    var isVoiceOverRunning = false
    /// What `UIAccessibility.post(notification:argument:)` asked the page to do this turn.
    var pendingNotices: [AccessibilityNotice] = []
}

/// A notification for assistive technologies, as the page receives it.
@_spi(Host) public enum AccessibilityNotice: Equatable, Sendable {
    /// Speak this text (the page's live region).
    case announcement(String)
    /// The screen changed; move the reading position to the node, or to the first element.
    case screenChanged(focus: Int?)
    /// Part of the screen changed; move the reading position to the node, if any.
    case layoutChanged(focus: Int?)
}
