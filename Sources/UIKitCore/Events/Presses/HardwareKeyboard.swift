import Foundation

/// A scene's keyboard: the presses of the keys held down, the keys whose going down performed a
/// key command (their release is not delivered either), and the discoverability HUD.
@MainActor
final class HardwareKeyboard {
    var heldPresses: [UIKeyboardHIDUsage: UIPress] = [:]
    var keysThatPerformedCommands: Set<UIKeyboardHIDUsage> = []
    var discoverabilityTimer: SceneClock.Token?
    var discoverabilityView: KeyCommandDiscoverabilityView?

    /// How long Command is held alone before the HUD shows, as on iPad.
    static let discoverabilityDelay: TimeInterval = 1
}
