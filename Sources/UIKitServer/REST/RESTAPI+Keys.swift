import Foundation
@_spi(Host) import UIKitCore

extension RESTAPI {
    /// One key of a `keys` action: which key, the modifiers held with it, and whether it is
    /// pressed and released (`phase` absent), only pressed, or only released.
    private struct KeyStroke {
        var name: String
        var usage: UIKeyboardHIDUsage
        var modifiers: UIKeyModifierFlags
        var phases: [KeyInput.Phase]
    }

    /// The modifier keys a stroke holds, in the order a hand presses them.
    private static let modifierKeys: [(flag: UIKeyModifierFlags, usage: UIKeyboardHIDUsage, name: String)] = [
        (.control, .keyboardLeftControl, "Control"), (.alternate, .keyboardLeftAlt, "Alt"),
        (.shift, .keyboardLeftShift, "Shift"), (.command, .keyboardLeftGUI, "Meta"),
    ]

    /// `POST .../actions/keys` `{"keys": [{"key": "s", "modifiers": ["command"]}, {"key": "ArrowDown"}]}`:
    /// each key in order, its modifier keys going down first and coming up last, as one turn.
    /// Every key is checked before any is pressed. Answers the revision and, per key, whether a
    /// key command or a responder's presses took it.
    func pressKeys(_ session: Session, body: JSONObject?) throws(Problem) -> [JSONValue] {
        guard session.admit() else { throw Problem(status: 429, detail: "too many actions for this session; slow down") }
        let fields = MessageFields(object: body ?? JSONObject())
        try Self.rejectUnknownFields(fields, allowed: ["keys"])
        guard let list = fields.object["keys"]?.arrayValue, !list.isEmpty, list.count <= 100 else {
            throw .badRequest("\"keys\" must be a list of 1 to 100 keys")
        }
        var strokes: [KeyStroke] = []
        for (index, item) in list.enumerated() {
            guard let object = item.objectValue else { throw .badRequest("key \(index) must be an object") }
            strokes.append(try Self.keyStroke(MessageFields(object: object), index: index))
        }
        let delivered = strokes.map { press($0, in: session.scene) }
        session.finishTurn()
        return delivered
    }

    private static func keyStroke(_ fields: MessageFields, index: Int) throws(Problem) -> KeyStroke {
        try rejectUnknownFields(fields, allowed: ["key", "code", "modifiers", "phase"])
        do throws(WireError) {
            let name = try fields.string("key")
            guard !name.isEmpty, name.unicodeScalars.count <= 32 else { throw .malformed("\"key\" must be a string of 1 to 32 characters") }
            let usage: UIKeyboardHIDUsage
            if let code = try fields.optionalString("code") {
                guard let known = UIKeyboardHIDUsage(browserCode: code) else {
                    throw .malformed("\"code\" \"\(code.prefix(40))\" is not a KeyboardEvent.code such as \"KeyA\" or \"ArrowUp\"")
                }
                usage = known
            } else {
                guard let known = UIKeyboardHIDUsage(keyName: name) else {
                    throw .malformed("unknown key \"\(name)\": give a KeyboardEvent.key such as \"a\", \"ArrowDown\", \"Enter\", \"Meta\", or add its \"code\"")
                }
                usage = known
            }
            let phases: [KeyInput.Phase]
            switch try fields.optionalString("phase") {
            case nil: phases = [.down, .up]
            case "down": phases = [.down]
            case "up": phases = [.up]
            case let other?: throw .malformed("\"phase\" must be \"down\" or \"up\", not \"\(other)\"")
            }
            return KeyStroke(name: name, usage: usage, modifiers: try ClientMessage.decodeModifiers(fields), phases: phases)
        } catch {
            throw .badRequest("key \(index): \(error.description)")
        }
    }

    /// Presses the stroke's keys and reports what took the key itself.
    private func press(_ stroke: KeyStroke, in scene: UIWindowScene) -> JSONValue {
        let modifiers = Self.modifierKeys.filter { stroke.modifiers.contains($0.flag) && $0.usage != stroke.usage }
        var report: JSONObject = ["key": .string(stroke.name), "code": .string(stroke.usage.browserCode)]
        for phase in stroke.phases {
            let now = ProcessInfo.processInfo.systemUptime
            if phase == .down {
                var held: UIKeyModifierFlags = []
                for modifier in modifiers {
                    held.insert(modifier.flag)
                    send(modifier.usage, modifier.name, .down, held, scene, now)
                }
            }
            let own: UIKeyModifierFlags = phase == .down ? stroke.usage.modifierFlag : []
            let delivery = send(stroke.usage, stroke.name, phase, stroke.modifiers.union(own), scene, now)
            report[phase.rawValue] = Self.json(delivery)
            if phase == .up {
                var held = stroke.modifiers
                for modifier in modifiers.reversed() {
                    held.remove(modifier.flag)
                    send(modifier.usage, modifier.name, .up, held, scene, now)
                }
            }
        }
        return .object(report)
    }

    @discardableResult
    private func send(_ usage: UIKeyboardHIDUsage, _ name: String, _ phase: KeyInput.Phase, _ modifiers: UIKeyModifierFlags,
                        _ scene: UIWindowScene, _ timestamp: TimeInterval) -> KeyDelivery {
        let input = KeyInput(phase: phase, code: usage.browserCode, key: name, modifierFlags: modifiers)
        return (try? scene.handleKey(input, timestamp: timestamp)) ?? .nothing
    }

    private static func json(_ delivery: KeyDelivery) -> JSONValue {
        switch delivery {
        case .keyCommand(let command):
            var object: JSONObject = [
                "input": command.input.map(JSONValue.string) ?? .null,
                "modifiers": .array(ClientMessage.modifierNames.filter { command.modifierFlags.contains($0.flag) }
                    .map { .string($0.name) }),
                "title": .string(command.title),
            ]
            if let title = command.discoverabilityTitle { object["discoverabilityTitle"] = .string(title) }
            if let action = command.action { object["action"] = .string(action.name) }
            return .object(["keyCommand": .object(object)])
        case .press(let phase, let responder):
            var object: JSONObject = ["class": .string(String(describing: type(of: responder)))]
            if let view = responder as? UIView, let identifier = view.accessibilityIdentifier {
                object["identifier"] = .string(identifier)
            }
            return .object(["press": .string(phase == .began ? "began" : "ended"), "responder": .object(object)])
        case .nothing:
            return .object([:])
        }
    }
}
