import Foundation

/// The abstract superclass of the haptic feedback generators. In the page, feedback is the
/// browser's `navigator.vibrate` where there is one (phones), and nothing elsewhere.
@preconcurrency @MainActor
open class UIFeedbackGenerator: NSObject {
    public override init() {
        super.init()
    }

    /// Prepares the generator to give feedback soon: nothing to prepare in the page.
    open func prepare() {}

    /// Sends a vibration pattern (milliseconds on, off, on…) to the page of the scene whose
    /// turn this is.
    func vibrate(_ pattern: [Int]) {
        UIWindowScene.turnScene?.renderer.vibrate(pattern)
    }
}

/// Feedback for physical impacts.
@preconcurrency @MainActor
open class UIImpactFeedbackGenerator: UIFeedbackGenerator {
    /// The mass of the objects in the collision.
    public enum FeedbackStyle: Int, Sendable {
        case light, medium, heavy, soft, rigid
    }

    private let style: FeedbackStyle

    public init(style: FeedbackStyle) {
        self.style = style
        super.init()
    }

    public override convenience init() {
        self.init(style: .medium)
    }

    /// Gives an impact.
    open func impactOccurred() {
        impactOccurred(intensity: 1)
    }

    /// Gives an impact of the given intensity, 0 to 1.
    open func impactOccurred(intensity: CGFloat) {
        let base = switch style {
        case .light, .soft: 10
        case .medium: 20
        case .heavy, .rigid: 30
        }
        vibrate([max(1, Int((CGFloat(base) * min(max(intensity, 0), 1)).rounded()))])
    }
}

/// Feedback for a change of selection.
@preconcurrency @MainActor
open class UISelectionFeedbackGenerator: UIFeedbackGenerator {
    /// Gives selection-change feedback.
    open func selectionChanged() {
        vibrate([5])
    }
}

/// Feedback for success, failure and warning.
@preconcurrency @MainActor
open class UINotificationFeedbackGenerator: UIFeedbackGenerator {
    /// The kind of notification feedback.
    public enum FeedbackType: Int, Sendable {
        case success, warning, error
    }

    /// Gives the notification feedback.
    open func notificationOccurred(_ notificationType: FeedbackType) {
        switch notificationType {
        case .success: vibrate([15, 60, 15])
        case .warning: vibrate([25, 80, 25])
        case .error: vibrate([30, 50, 30, 50, 30])
        }
    }
}
