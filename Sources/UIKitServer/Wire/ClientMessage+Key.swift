@_spi(Host) import UIKitCore

extension ClientMessage {
    /// The names of modifier flags on the wire and in REST bodies.
    static let modifierNames: [(name: String, flag: UIKeyModifierFlags)] = [
        ("alphaShift", .alphaShift), ("shift", .shift), ("control", .control),
        ("alternate", .alternate), ("command", .command), ("numericPad", .numericPad),
    ]

    /// `{"type": "key", "phase": "down", "code": "KeyK", "key": "k", "modifiers": ["command"],
    /// "repeat": false, "timestamp": 1234.5}`
    static func decodeKey(_ fields: MessageFields) throws(WireError) -> ClientMessage {
        let phase = try fields.string("phase")
        guard let keyPhase = KeyInput.Phase(rawValue: phase) else {
            throw .malformed("\"phase\" must be \"down\" or \"up\", not \"\(phase)\"")
        }
        let code = try fields.string("code")
        guard UIKeyboardHIDUsage(browserCode: code) != nil else {
            throw .malformed("\"code\" must be a KeyboardEvent.code such as \"KeyA\" or \"ArrowUp\", not \"\(code.prefix(40))\"")
        }
        let key = try fields.string("key")
        guard !key.isEmpty, key.utf8.count <= 32 else { throw .malformed("\"key\" must be a string of 1 to 32 bytes") }
        let modifiers = try decodeModifiers(fields)
        var isRepeat = false
        if let value = fields.object["repeat"], value != .null {
            guard let flag = value.boolValue else { throw .malformed("\"repeat\" must be true or false") }
            isRepeat = flag
        }
        guard !isRepeat || keyPhase == .down else { throw .malformed("only a key going down can repeat") }
        _ = try fields.optionalNumber("timestamp", range: 0...1e15)
        return .key(KeyInput(phase: keyPhase, code: code, key: key, modifierFlags: modifiers, isRepeat: isRepeat))
    }

    /// An optional `"modifiers"` list of distinct modifier names.
    static func decodeModifiers(_ fields: MessageFields) throws(WireError) -> UIKeyModifierFlags {
        guard let value = fields.object["modifiers"], value != .null else { return [] }
        let names = modifierNames.map(\.name)
        let problem = WireError.malformed("\"modifiers\" must be a list of distinct names from \(names.joined(separator: ", "))")
        guard let list = value.arrayValue, list.count <= names.count else { throw problem }
        var flags: UIKeyModifierFlags = []
        for item in list {
            guard let name = item.stringValue, let entry = modifierNames.first(where: { $0.name == name }),
                  !flags.contains(entry.flag) else { throw problem }
            flags.insert(entry.flag)
        }
        return flags
    }
}
