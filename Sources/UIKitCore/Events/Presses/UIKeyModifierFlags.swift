/// Constants that indicate which modifier keys are pressed.
public struct UIKeyModifierFlags: OptionSet, Hashable, Sendable {
    public let rawValue: Int

    public init(rawValue: Int) {
        self.rawValue = rawValue
    }

    /// The Caps Lock key is on.
    public static let alphaShift = UIKeyModifierFlags(rawValue: 1 << 16)
    /// The Shift key is pressed.
    public static let shift = UIKeyModifierFlags(rawValue: 1 << 17)
    /// The Control key is pressed.
    public static let control = UIKeyModifierFlags(rawValue: 1 << 18)
    /// The Option (Alt) key is pressed.
    public static let alternate = UIKeyModifierFlags(rawValue: 1 << 19)
    /// The Command key is pressed.
    public static let command = UIKeyModifierFlags(rawValue: 1 << 20)
    /// The key is on the numeric keypad.
    public static let numericPad = UIKeyModifierFlags(rawValue: 1 << 21)
}
