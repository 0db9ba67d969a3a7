import Foundation

/// The accessibility functions and notifications of UIKit.
@MainActor
public enum UIAccessibility {
    /// A notification an app posts to assistive technologies.
    public struct Notification: RawRepresentable, Hashable, Sendable {
        public let rawValue: UInt32
        public init(rawValue: UInt32) { self.rawValue = rawValue }

        /// A screen changed (a new view controller appeared). The argument is the element to
        /// move to, or a string to speak, or `nil` for the first element.
        public static let screenChanged = Notification(rawValue: 1000)
        /// Part of the screen changed. The argument is the element to move to, or a string to
        /// speak, or `nil`.
        public static let layoutChanged = Notification(rawValue: 1001)
        /// Speak the argument, a string.
        public static let announcement = Notification(rawValue: 1008)
        /// A scroll finished; the argument is a string describing the new position.
        public static let pageScrolled = Notification(rawValue: 1009)
    }

    /// Posted by the system when VoiceOver starts or stops.
    public static let voiceOverStatusDidChangeNotification = Foundation.Notification.Name("UIAccessibilityVoiceOverStatusDidChangeNotification")
    /// Posted by the system when an announcement finished being spoken.
    public static let announcementDidFinishNotification = Foundation.Notification.Name("UIAccessibilityAnnouncementDidFinishNotification")

    /// Whether VoiceOver is running: as the session's page reports it.
    public static var isVoiceOverRunning: Bool {
        UIWindowScene.turnScene?.accessibility.isVoiceOverRunning ?? false
    }

    /// Converts a rectangle in the view's coordinates to screen coordinates, as an
    /// `accessibilityFrame` is given.
    public static func convertToScreenCoordinates(_ rect: CGRect, in view: UIView) -> CGRect {
        view.convert(rect, to: nil)
    }

    /// Converts a path in the view's coordinates to screen coordinates, as an
    /// `accessibilityPath` is given.
    public static func convertToScreenCoordinates(_ path: UIBezierPath, in view: UIView) -> UIBezierPath {
        let origin = view.convert(CGPoint.zero, to: nil)
        let converted = UIBezierPath(cgPath: path.cgPath)
        converted.apply(CGAffineTransform(translationX: origin.x, y: origin.y))
        return converted
    }

    /// Posts a notification to the assistive technologies of the scene whose turn is running
    /// (its page speaks announcements through a live region and moves its reading position).
    public static func post(notification: Notification, argument: Any?) {
        guard let scene = UIWindowScene.turnScene else { return }
        let focus = (argument as? UIView)?.renderID
        let text = argument as? String ?? (argument as? NSAttributedString)?.string
        switch notification {
        case .announcement, .pageScrolled:
            guard let text, !text.isEmpty else { return }
            scene.accessibility.pendingNotices.append(.announcement(text))
        case .screenChanged:
            scene.accessibility.pendingNotices.append(.screenChanged(focus: focus))
            if let text { scene.accessibility.pendingNotices.append(.announcement(text)) }
        case .layoutChanged:
            scene.accessibility.pendingNotices.append(.layoutChanged(focus: focus))
            if let text { scene.accessibility.pendingNotices.append(.announcement(text)) }
        default:
            return
        }
        scene.renderer.noteAccessibilityNotice()
    }
}

extension UIWindowScene {
    /// Whether the scene's page (or automation) says a screen reader runs.
    @_spi(Host) public var isVoiceOverRunning: Bool { accessibility.isVoiceOverRunning }

    /// Whether the page reports that a screen reader runs; changing it posts
    /// `UIAccessibility.voiceOverStatusDidChangeNotification`.
    @_spi(Host) public func setVoiceOverRunning(_ running: Bool) {
        guard accessibility.isVoiceOverRunning != running else { return }
        accessibility.isVoiceOverRunning = running
        NotificationCenter.default.post(name: UIAccessibility.voiceOverStatusDidChangeNotification, object: nil)
    }

    /// What UIKit posts itself when a push, pop, presentation or dismissal finishes:
    /// `.screenChanged` with no element, so the page moves to the new screen's first element.
    /// A screen change the app posted in the same turn (in `viewDidAppear`, say) is kept instead.
    func noteScreenChanged() {
        let posted = accessibility.pendingNotices.contains { if case .screenChanged = $0 { true } else { false } }
        guard !posted else { return }
        accessibility.pendingNotices.append(.screenChanged(focus: nil))
        renderer.noteAccessibilityNotice()
    }

    /// The notifications posted since the last call, for the page.
    @_spi(Host) public func takeAccessibilityNotices() -> [AccessibilityNotice] {
        defer { accessibility.pendingNotices.removeAll() }
        return accessibility.pendingNotices
    }
}
