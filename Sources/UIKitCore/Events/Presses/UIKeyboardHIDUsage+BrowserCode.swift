/// The browser's `KeyboardEvent.code` names of physical keys (UI Events KeyboardEvent code
/// values, which follow the US layout's key positions), with their HID usages and the
/// characters each key gives without modifiers on that layout.
extension UIKeyboardHIDUsage {
    /// The usage of the key the browser calls `code`, or `nil` for a code it does not know.
    @_spi(Host) public init?(browserCode code: String) {
        guard let usage = Self.byBrowserCode[code] else { return nil }
        self = usage
    }

    /// The key that gives a `KeyboardEvent.key` value on a US layout without Shift: a named key
    /// (`ArrowDown`, `Enter`, `Meta`, `F1`...) or an unshifted character (`s`, `S`, `1`, `/`).
    @_spi(Host) public init?(keyName name: String) {
        if let modifier = Self.modifierKeyNames[name] {
            self = modifier
        } else if name.count == 1 {
            let character = name.lowercased()
            guard let entry = Self.table.first(where: { $0.characters == character }) else { return nil }
            self = entry.usage
        } else if let usage = Self.byBrowserCode[name], !usage.typesPrintableCharacter {
            self = usage
        } else {
            return nil
        }
    }

    /// The modifier flag a modifier key sets while it is down.
    @_spi(Host) public var modifierFlag: UIKeyModifierFlags {
        switch self {
        case .keyboardLeftShift, .keyboardRightShift: .shift
        case .keyboardLeftControl, .keyboardRightControl: .control
        case .keyboardLeftAlt, .keyboardRightAlt: .alternate
        case .keyboardLeftGUI, .keyboardRightGUI: .command
        default: []
        }
    }

    private static let modifierKeyNames: [String: UIKeyboardHIDUsage] = [
        "Shift": .keyboardLeftShift, "Control": .keyboardLeftControl, "Alt": .keyboardLeftAlt, "Meta": .keyboardLeftGUI,
    ]

    /// The key's `KeyboardEvent.code`.
    @_spi(Host) public var browserCode: String {
        Self.browserCodes[self] ?? ""
    }

    /// What the key types without modifiers: a character, one of the `UIKeyCommand` input
    /// strings for a special key, or an empty string for a key that types nothing.
    var charactersIgnoringModifiers: String {
        Self.unmodifiedCharacters[self] ?? ""
    }

    /// Whether the key is a modifier key (Shift, Control, Option, Command, Caps Lock).
    var isModifier: Bool {
        rawValue >= UIKeyboardHIDUsage.keyboardLeftControl.rawValue || self == .keyboardCapsLock
    }

    /// Whether the key types a visible character (or a space), so its key name is that character.
    private var typesPrintableCharacter: Bool {
        let characters = charactersIgnoringModifiers
        return !characters.hasPrefix("UIKeyInput") && characters.unicodeScalars.contains { $0.value >= 0x20 }
    }

    /// Whether the key is a Command key.
    var isCommand: Bool {
        self == .keyboardLeftGUI || self == .keyboardRightGUI
    }

    private static let table: [(code: String, usage: UIKeyboardHIDUsage, characters: String)] = [
        ("KeyA", .keyboardA, "a"),
        ("KeyB", .keyboardB, "b"),
        ("KeyC", .keyboardC, "c"),
        ("KeyD", .keyboardD, "d"),
        ("KeyE", .keyboardE, "e"),
        ("KeyF", .keyboardF, "f"),
        ("KeyG", .keyboardG, "g"),
        ("KeyH", .keyboardH, "h"),
        ("KeyI", .keyboardI, "i"),
        ("KeyJ", .keyboardJ, "j"),
        ("KeyK", .keyboardK, "k"),
        ("KeyL", .keyboardL, "l"),
        ("KeyM", .keyboardM, "m"),
        ("KeyN", .keyboardN, "n"),
        ("KeyO", .keyboardO, "o"),
        ("KeyP", .keyboardP, "p"),
        ("KeyQ", .keyboardQ, "q"),
        ("KeyR", .keyboardR, "r"),
        ("KeyS", .keyboardS, "s"),
        ("KeyT", .keyboardT, "t"),
        ("KeyU", .keyboardU, "u"),
        ("KeyV", .keyboardV, "v"),
        ("KeyW", .keyboardW, "w"),
        ("KeyX", .keyboardX, "x"),
        ("KeyY", .keyboardY, "y"),
        ("KeyZ", .keyboardZ, "z"),
        ("Digit1", .keyboard1, "1"),
        ("Digit2", .keyboard2, "2"),
        ("Digit3", .keyboard3, "3"),
        ("Digit4", .keyboard4, "4"),
        ("Digit5", .keyboard5, "5"),
        ("Digit6", .keyboard6, "6"),
        ("Digit7", .keyboard7, "7"),
        ("Digit8", .keyboard8, "8"),
        ("Digit9", .keyboard9, "9"),
        ("Digit0", .keyboard0, "0"),
        ("Enter", .keyboardReturnOrEnter, "\r"),
        ("Escape", .keyboardEscape, UIKeyCommand.inputEscape),
        ("Backspace", .keyboardDeleteOrBackspace, "\u{8}"),
        ("Tab", .keyboardTab, "\t"),
        ("Space", .keyboardSpacebar, " "),
        ("Minus", .keyboardHyphen, "-"),
        ("Equal", .keyboardEqualSign, "="),
        ("BracketLeft", .keyboardOpenBracket, "["),
        ("BracketRight", .keyboardCloseBracket, "]"),
        ("Backslash", .keyboardBackslash, "\\"),
        ("Semicolon", .keyboardSemicolon, ";"),
        ("Quote", .keyboardQuote, "'"),
        ("Backquote", .keyboardGraveAccentAndTilde, "`"),
        ("Comma", .keyboardComma, ","),
        ("Period", .keyboardPeriod, "."),
        ("Slash", .keyboardSlash, "/"),
        ("CapsLock", .keyboardCapsLock, ""),
        ("F1", .keyboardF1, UIKeyCommand.f1),
        ("F2", .keyboardF2, UIKeyCommand.f2),
        ("F3", .keyboardF3, UIKeyCommand.f3),
        ("F4", .keyboardF4, UIKeyCommand.f4),
        ("F5", .keyboardF5, UIKeyCommand.f5),
        ("F6", .keyboardF6, UIKeyCommand.f6),
        ("F7", .keyboardF7, UIKeyCommand.f7),
        ("F8", .keyboardF8, UIKeyCommand.f8),
        ("F9", .keyboardF9, UIKeyCommand.f9),
        ("F10", .keyboardF10, UIKeyCommand.f10),
        ("F11", .keyboardF11, UIKeyCommand.f11),
        ("F12", .keyboardF12, UIKeyCommand.f12),
        ("F13", .keyboardF13, ""),
        ("F14", .keyboardF14, ""),
        ("F15", .keyboardF15, ""),
        ("F16", .keyboardF16, ""),
        ("F17", .keyboardF17, ""),
        ("F18", .keyboardF18, ""),
        ("F19", .keyboardF19, ""),
        ("F20", .keyboardF20, ""),
        ("F21", .keyboardF21, ""),
        ("F22", .keyboardF22, ""),
        ("F23", .keyboardF23, ""),
        ("F24", .keyboardF24, ""),
        ("PrintScreen", .keyboardPrintScreen, ""),
        ("ScrollLock", .keyboardScrollLock, ""),
        ("Pause", .keyboardPause, ""),
        ("Insert", .keyboardInsert, ""),
        ("Home", .keyboardHome, UIKeyCommand.inputHome),
        ("PageUp", .keyboardPageUp, UIKeyCommand.inputPageUp),
        ("Delete", .keyboardDeleteForward, UIKeyCommand.inputDelete),
        ("End", .keyboardEnd, UIKeyCommand.inputEnd),
        ("PageDown", .keyboardPageDown, UIKeyCommand.inputPageDown),
        ("ArrowRight", .keyboardRightArrow, UIKeyCommand.inputRightArrow),
        ("ArrowLeft", .keyboardLeftArrow, UIKeyCommand.inputLeftArrow),
        ("ArrowDown", .keyboardDownArrow, UIKeyCommand.inputDownArrow),
        ("ArrowUp", .keyboardUpArrow, UIKeyCommand.inputUpArrow),
        ("NumLock", .keypadNumLock, ""),
        ("NumpadDivide", .keypadSlash, "/"),
        ("NumpadMultiply", .keypadAsterisk, "*"),
        ("NumpadSubtract", .keypadHyphen, "-"),
        ("NumpadAdd", .keypadPlus, "+"),
        ("NumpadEnter", .keypadEnter, "\r"),
        ("Numpad1", .keypad1, "1"),
        ("Numpad2", .keypad2, "2"),
        ("Numpad3", .keypad3, "3"),
        ("Numpad4", .keypad4, "4"),
        ("Numpad5", .keypad5, "5"),
        ("Numpad6", .keypad6, "6"),
        ("Numpad7", .keypad7, "7"),
        ("Numpad8", .keypad8, "8"),
        ("Numpad9", .keypad9, "9"),
        ("Numpad0", .keypad0, "0"),
        ("NumpadDecimal", .keypadPeriod, "."),
        ("IntlBackslash", .keyboardNonUSBackslash, "\\"),
        ("ContextMenu", .keyboardApplication, ""),
        ("Power", .keyboardPower, ""),
        ("NumpadEqual", .keypadEqualSign, "="),
        ("ControlLeft", .keyboardLeftControl, ""),
        ("ShiftLeft", .keyboardLeftShift, ""),
        ("AltLeft", .keyboardLeftAlt, ""),
        ("MetaLeft", .keyboardLeftGUI, ""),
        ("ControlRight", .keyboardRightControl, ""),
        ("ShiftRight", .keyboardRightShift, ""),
        ("AltRight", .keyboardRightAlt, ""),
        ("MetaRight", .keyboardRightGUI, ""),
    ]

    private static let byBrowserCode: [String: UIKeyboardHIDUsage] =
        Dictionary(uniqueKeysWithValues: table.map { ($0.code, $0.usage) })
    private static let browserCodes: [UIKeyboardHIDUsage: String] =
        Dictionary(table.map { ($0.usage, $0.code) }, uniquingKeysWith: { first, _ in first })
    private static let unmodifiedCharacters: [UIKeyboardHIDUsage: String] =
        Dictionary(table.map { ($0.usage, $0.characters) }, uniquingKeysWith: { first, _ in first })
}
