import Foundation

extension UIWindowScene {
    /// Delivers one key message the UIKit way. A key going down first looks for a key command
    /// from the key responder up the chain; if one is performed, neither the key's press nor its
    /// release is delivered. Otherwise the key's press begins at the key responder (the key
    /// window's first responder, else its frontmost view controller, else the window) and ends
    /// at the same responder. Auto-repeat fires key commands again but sends no new presses.
    /// Holding Command alone for a second shows the discoverability HUD until it is released.
    @_spi(Host) @discardableResult
    public func handleKey(_ input: KeyInput, timestamp: TimeInterval) throws(KeyInputError) -> KeyDelivery {
        guard let usage = UIKeyboardHIDUsage(browserCode: input.code) else { throw .unknownCode(input.code) }
        let characters = Self.characters(of: input, usage: usage)
        let unmodified = usage.charactersIgnoringModifiers
        let key = UIKey(characters: characters, charactersIgnoringModifiers: unmodified.isEmpty ? characters : unmodified,
                        modifierFlags: input.modifierFlags, keyCode: usage)
        switch input.phase {
        case .down: return keyDown(key, isRepeat: input.isRepeat, timestamp: timestamp)
        case .up: return keyUp(key, timestamp: timestamp)
        }
    }

    /// Cancels every press in flight, as when the page is hidden or the connection is lost.
    @_spi(Host) public func cancelAllPresses() {
        hideKeyCommandDiscoverability()
        hardwareKeyboard.keysThatPerformedCommands.removeAll()
        let presses = hardwareKeyboard.heldPresses.values.sorted { $0.timestamp < $1.timestamp }
        hardwareKeyboard.heldPresses.removeAll()
        guard !presses.isEmpty else { return }
        let now = ProcessInfo.processInfo.systemUptime
        for press in presses {
            press.phase = .cancelled
            press.timestamp = now
        }
        UIApplication.shared.sendEvent(UIPressesEvent(timestamp: now, presses: Set(presses)))
    }

    /// The key commands the discoverability HUD shows now, or would: those of the key responder's
    /// chain that have a title and are not hidden, the nearest first, one per key combination.
    var discoverableKeyCommands: [UIKeyCommand] {
        var commands: [UIKeyCommand] = []
        var responder = keyResponder
        while let current = responder {
            for command in current.keyCommands ?? [] where command.isDiscoverable {
                if !commands.contains(where: { $0.input == command.input && $0.modifierFlags == command.modifierFlags }) {
                    commands.append(command)
                }
            }
            responder = current.next
        }
        return commands
    }

    /// Shows the discoverability HUD over the key window, as holding Command does.
    func showKeyCommandDiscoverability() {
        cancelDiscoverabilityTimer()
        let commands = discoverableKeyCommands
        guard let window = keyWindow, !commands.isEmpty else { return }
        hardwareKeyboard.discoverabilityView?.removeFromSuperview()
        let hud = KeyCommandDiscoverabilityView(commands: commands)
        window.addSubview(hud)
        hardwareKeyboard.discoverabilityView = hud
    }

    /// Hides the discoverability HUD.
    func hideKeyCommandDiscoverability() {
        cancelDiscoverabilityTimer()
        hardwareKeyboard.discoverabilityView?.removeFromSuperview()
        hardwareKeyboard.discoverabilityView = nil
    }

    // MARK: Internals

    /// Where presses and key commands start: the key window's first responder, else the
    /// frontmost view controller presented in it, else the key window itself.
    var keyResponder: UIResponder? {
        guard let window = keyWindow else { return nil }
        if let firstResponder = window.firstResponder { return firstResponder }
        guard var controller = window.rootViewController else { return window }
        while let presented = controller.presentedViewController { controller = presented }
        return controller
    }

    private func keyDown(_ key: UIKey, isRepeat: Bool, timestamp: TimeInterval) -> KeyDelivery {
        guard let responder = keyResponder, let window = keyWindow else { return .nothing }
        // Command repeats while held on some systems: only a new key, or a command, hides the HUD.
        if isRepeat {
            guard let command = performKeyCommand(matching: key, from: responder) else { return .nothing }
            hideKeyCommandDiscoverability()
            return .keyCommand(command)
        }
        hideKeyCommandDiscoverability()
        if let command = performKeyCommand(matching: key, from: responder) {
            if hardwareKeyboard.heldPresses[key.keyCode] == nil { hardwareKeyboard.keysThatPerformedCommands.insert(key.keyCode) }
            return .keyCommand(command)
        }
        guard hardwareKeyboard.heldPresses[key.keyCode] == nil else { return .nothing }
        let press = UIPress(key: key, timestamp: timestamp)
        press.responder = responder
        press.window = window
        hardwareKeyboard.heldPresses[key.keyCode] = press
        UIApplication.shared.sendEvent(pressesEvent(changing: press, timestamp: timestamp))
        if key.keyCode.isCommand, key.modifierFlags.subtracting(.alphaShift) == .command { scheduleDiscoverability() }
        return .press(.began, to: responder)
    }

    private func keyUp(_ key: UIKey, timestamp: TimeInterval) -> KeyDelivery {
        if key.keyCode.isCommand { hideKeyCommandDiscoverability() }
        if hardwareKeyboard.keysThatPerformedCommands.remove(key.keyCode) != nil { return .nothing }
        guard let press = hardwareKeyboard.heldPresses[key.keyCode] else { return .nothing }
        press.phase = .ended
        press.key = key
        let event = pressesEvent(changing: press, timestamp: timestamp)
        hardwareKeyboard.heldPresses[key.keyCode] = nil
        guard let responder = press.responder else { return .nothing }
        UIApplication.shared.sendEvent(event)
        return .press(.ended, to: responder)
    }

    /// The event for a change of one press: the other keys held are stationary.
    private func pressesEvent(changing press: UIPress, timestamp: TimeInterval) -> UIPressesEvent {
        press.timestamp = timestamp
        for other in hardwareKeyboard.heldPresses.values where other !== press { other.phase = .stationary }
        return UIPressesEvent(timestamp: timestamp, presses: Set(hardwareKeyboard.heldPresses.values).union([press]))
    }

    /// Performs the first key command matching the key, from `origin` up the responder chain,
    /// whose action a responder performs.
    /// While a text input is first responder, the text system keeps the keys it types and moves
    /// the insertion point with (those without Command or Control): a command for such a key
    /// fires only when it `wantsPriorityOverSystemBehavior`.
    private func performKeyCommand(matching key: UIKey, from origin: UIResponder) -> UIKeyCommand? {
        let textSystemHasKey = origin is UIKeyInput && key.modifierFlags.isDisjoint(with: [.command, .control])
        var responder: UIResponder? = origin
        while let current = responder {
            for command in current.keyCommands ?? []
            where command.matches(key) && (!textSystemHasKey || command.wantsPriorityOverSystemBehavior) {
                if command.perform(from: origin) { return command }
            }
            responder = current.next
        }
        return nil
    }

    private func scheduleDiscoverability() {
        cancelDiscoverabilityTimer()
        hardwareKeyboard.discoverabilityTimer = clock.schedule(after: HardwareKeyboard.discoverabilityDelay) { [weak self] in
            guard let self else { return }
            hardwareKeyboard.discoverabilityTimer = nil
            showKeyCommandDiscoverability()
            onTimerTurn?()
        }
    }

    private func cancelDiscoverabilityTimer() {
        guard let token = hardwareKeyboard.discoverabilityTimer else { return }
        clock.cancel(token)
        hardwareKeyboard.discoverabilityTimer = nil
    }

    /// What a key types: the browser's character, or for a special key the input string UIKit
    /// uses, or nothing for a key that types nothing (a modifier).
    private static func characters(of input: KeyInput, usage: UIKeyboardHIDUsage) -> String {
        let unmodified = usage.charactersIgnoringModifiers
        if unmodified.hasPrefix("UIKeyInput") { return unmodified }
        if input.key.count == 1 { return input.key }
        return unmodified
    }
}

extension UIKeyCommand {
    /// Whether the key matches: the same input, with or without the modifiers applied (letters
    /// in either case), and exactly the same modifier flags, Caps Lock and keypad aside.
    func matches(_ key: UIKey) -> Bool {
        guard !attributes.contains(.disabled), let input, !input.isEmpty else { return false }
        let ignored: UIKeyModifierFlags = [.alphaShift, .numericPad]
        guard key.modifierFlags.subtracting(ignored) == modifierFlags.subtracting(ignored) else { return false }
        let wanted = input.lowercased()
        return key.charactersIgnoringModifiers.lowercased() == wanted || key.characters.lowercased() == wanted
    }

    var isDiscoverable: Bool {
        !attributes.contains(.hidden) && !(discoverabilityTitle ?? title).isEmpty
    }
}
