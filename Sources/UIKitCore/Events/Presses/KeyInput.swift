import Foundation

/// One key message from the host: a physical key going down (or repeating) or up.
@_spi(Host) public struct KeyInput: Equatable, Sendable {
    public enum Phase: String, Sendable, CaseIterable {
        case down, up
    }

    public var phase: Phase
    /// The browser's `KeyboardEvent.code`: which physical key.
    public var code: String
    /// The browser's `KeyboardEvent.key`: what the key gives with the modifiers held, a single
    /// character or a key name such as `ArrowDown` or `Shift`.
    public var key: String
    public var modifierFlags: UIKeyModifierFlags
    /// An auto-repeat of a key held down.
    public var isRepeat: Bool

    public init(phase: Phase, code: String, key: String, modifierFlags: UIKeyModifierFlags = [], isRepeat: Bool = false) {
        self.phase = phase
        self.code = code
        self.key = key
        self.modifierFlags = modifierFlags
        self.isRepeat = isRepeat
    }
}

/// What became of a key message.
@_spi(Host) public enum KeyDelivery {
    /// A key command matched the key going down and was performed; the key is not delivered as
    /// a press, down or up.
    case keyCommand(UIKeyCommand)
    /// The key was delivered as a press in this phase to this responder.
    case press(UIPress.Phase, to: UIResponder)
    /// Nothing received it: a repeat with no key command, a key up whose down was a key command
    /// or never came, or a scene with no key window.
    case nothing
}

/// Why a key message was refused.
@_spi(Host) public enum KeyInputError: Error, Equatable, CustomStringConvertible {
    case unknownCode(String)

    public var description: String {
        switch self {
        case .unknownCode(let code): "\"\(code)\" is not a KeyboardEvent.code this server knows"
        }
    }
}
