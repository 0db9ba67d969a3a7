import Testing
@_spi(Host) import UIKitCore
import UIKit

@MainActor
struct KeyboardHIDUsageTests {
    @Test func testBrowserCodesMapToTheHIDUsagesOfTheSameKeys() {
        let expected: [(String, UIKeyboardHIDUsage, Int)] = [
            ("KeyA", .keyboardA, 0x04), ("KeyZ", .keyboardZ, 0x1D), ("Digit1", .keyboard1, 0x1E), ("Digit0", .keyboard0, 0x27),
            ("Enter", .keyboardReturnOrEnter, 0x28), ("Escape", .keyboardEscape, 0x29), ("Backspace", .keyboardDeleteOrBackspace, 0x2A),
            ("Tab", .keyboardTab, 0x2B), ("Space", .keyboardSpacebar, 0x2C), ("Slash", .keyboardSlash, 0x38),
            ("F1", .keyboardF1, 0x3A), ("F12", .keyboardF12, 0x45), ("Delete", .keyboardDeleteForward, 0x4C),
            ("ArrowRight", .keyboardRightArrow, 0x4F), ("ArrowLeft", .keyboardLeftArrow, 0x50),
            ("ArrowDown", .keyboardDownArrow, 0x51), ("ArrowUp", .keyboardUpArrow, 0x52), ("Numpad0", .keypad0, 0x62),
            ("F13", .keyboardF13, 0x68), ("ControlLeft", .keyboardLeftControl, 0xE0), ("ShiftLeft", .keyboardLeftShift, 0xE1),
            ("AltLeft", .keyboardLeftAlt, 0xE2), ("MetaLeft", .keyboardLeftGUI, 0xE3), ("MetaRight", .keyboardRightGUI, 0xE7),
        ]
        for (code, usage, raw) in expected {
            #expect(UIKeyboardHIDUsage(browserCode: code) == usage, "\(code)")
            #expect(usage.rawValue == raw, "\(code)")
            #expect(usage.browserCode == code)
        }
        #expect(UIKeyboardHIDUsage(browserCode: "Hyper") == nil)
        #expect(UIKeyboardHIDUsage(browserCode: "") == nil)
    }

    @Test func testKeyNamesFindTheirKeysOnAUSLayout() {
        let expected: [(String, UIKeyboardHIDUsage?)] = [
            ("s", .keyboardS), ("S", .keyboardS), ("1", .keyboard1), ("/", .keyboardSlash), (" ", .keyboardSpacebar),
            ("ArrowDown", .keyboardDownArrow), ("Enter", .keyboardReturnOrEnter), ("Escape", .keyboardEscape),
            ("Meta", .keyboardLeftGUI), ("Shift", .keyboardLeftShift), ("F5", .keyboardF5),
            ("KeyS", nil), ("Space", nil), ("?", nil), ("Hyper", nil),
        ]
        for (name, usage) in expected {
            #expect(UIKeyboardHIDUsage(keyName: name) == usage, "\(name)")
        }
    }

    @Test func testModifierFlagsHaveUIKitsBits() {
        #expect(UIKeyModifierFlags.alphaShift.rawValue == 1 << 16)
        #expect(UIKeyModifierFlags.shift.rawValue == 1 << 17)
        #expect(UIKeyModifierFlags.control.rawValue == 1 << 18)
        #expect(UIKeyModifierFlags.alternate.rawValue == 1 << 19)
        #expect(UIKeyModifierFlags.command.rawValue == 1 << 20)
        #expect(UIKeyModifierFlags.numericPad.rawValue == 1 << 21)
    }
}
