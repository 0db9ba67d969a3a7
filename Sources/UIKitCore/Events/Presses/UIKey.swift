import Foundation

/// An object that represents a key press on a physical keyboard.
@preconcurrency @MainActor
open class UIKey: NSObject {
    /// The string the key press produces, with the modifier keys applied; for a key that types
    /// nothing, one of the `UIKeyCommand` input strings (such as `UIKeyCommand.inputUpArrow`) or
    /// an empty string for a modifier key.
    public let characters: String
    /// The string the key press would produce without modifier keys.
    public let charactersIgnoringModifiers: String
    /// The modifier keys held with the key.
    public let modifierFlags: UIKeyModifierFlags
    /// The physical key's HID usage code.
    public let keyCode: UIKeyboardHIDUsage

    init(characters: String, charactersIgnoringModifiers: String, modifierFlags: UIKeyModifierFlags,
         keyCode: UIKeyboardHIDUsage) {
        self.characters = characters
        self.charactersIgnoringModifiers = charactersIgnoringModifiers
        self.modifierFlags = modifierFlags
        self.keyCode = keyCode
    }
}
