import Foundation

/// An object that specifies a key press on a hardware keyboard and the resulting action.
///
/// A responder lists the commands it supports in `keyCommands`. Before a key press is delivered,
/// UIKit looks for a command matching the key and its modifier flags, from the first responder
/// up the responder chain, and performs the first whose action some responder can perform; the
/// key press itself is then not delivered.
@preconcurrency @MainActor
open class UIKeyCommand: UIMenuElement {
    /// The keys that a user presses, without the modifier keys: a character, or one of the input
    /// strings for special keys (`UIKeyCommand.inputUpArrow`...).
    public let input: String?
    /// The modifier keys that a user must press with the input, exactly.
    public let modifierFlags: UIKeyModifierFlags
    /// The named action performed up the responder chain, or `nil` for a method-reference action.
    public let action: Selector?
    /// A title that explains the command's purpose, shown in the discoverability HUD.
    open var discoverabilityTitle: String?
    /// The attributes of the command: a `.disabled` command does not fire, a `.hidden` one does
    /// not show in the discoverability HUD.
    open var attributes: UIMenuElement.Attributes = []
    /// The state of the command.
    open var state: UIMenuElement.State = .off
    /// Whether the command takes precedence over text input and focus movement (iOS 15 and later).
    open var wantsPriorityOverSystemBehavior = false

    private let method: ((UIResponder, UIKeyCommand) -> Bool)?

    /// Creates a key command that performs a named action up the responder chain, such as one a
    /// responder registered with `registerAction(_:_:)`.
    public init(title: String = "", image: UIImage? = nil, action: Selector, input: String,
                modifierFlags: UIKeyModifierFlags = [], discoverabilityTitle: String? = nil,
                attributes: UIMenuElement.Attributes = [], state: UIMenuElement.State = .off) {
        self.input = input
        self.modifierFlags = modifierFlags
        self.action = action
        self.discoverabilityTitle = discoverabilityTitle
        self.attributes = attributes
        self.state = state
        method = nil
        super.init(title: title, subtitle: nil, image: image)
    }

    /// Creates a key command that performs a named action up the responder chain.
    public convenience init(input: String, modifierFlags: UIKeyModifierFlags, action: Selector) {
        self.init(action: action, input: input, modifierFlags: modifierFlags)
    }

    /// Creates a key command that calls a method taking no arguments on the first responder up
    /// the chain of the method's class: `UIKeyCommand(input: "k", modifierFlags: .command,
    /// action: ViewController.clear)`.
    public convenience init<Responder: UIResponder>(input: String, modifierFlags: UIKeyModifierFlags = [],
                                                    action: @escaping (Responder) -> @MainActor () -> Void,
                                                    title: String = "", discoverabilityTitle: String? = nil) {
        self.init(input: input, modifierFlags: modifierFlags, title: title, discoverabilityTitle: discoverabilityTitle) { responder, _ in
            guard let responder = responder as? Responder else { return false }
            action(responder)()
            return true
        }
    }

    /// Creates a key command that calls a method taking the command as its sender on the first
    /// responder up the chain of the method's class.
    public convenience init<Responder: UIResponder>(input: String, modifierFlags: UIKeyModifierFlags = [],
                                                    action: @escaping (Responder) -> @MainActor (UIKeyCommand) -> Void,
                                                    title: String = "", discoverabilityTitle: String? = nil) {
        self.init(input: input, modifierFlags: modifierFlags, title: title, discoverabilityTitle: discoverabilityTitle) { responder, command in
            guard let responder = responder as? Responder else { return false }
            action(responder)(command)
            return true
        }
    }

    private init(input: String, modifierFlags: UIKeyModifierFlags, title: String, discoverabilityTitle: String?,
                 method: @escaping (UIResponder, UIKeyCommand) -> Bool) {
        self.input = input
        self.modifierFlags = modifierFlags
        action = nil
        self.discoverabilityTitle = discoverabilityTitle
        self.method = method
        super.init(title: title, subtitle: nil, image: nil)
    }

    /// Performs the command for a key press that reached `origin` (the first responder): a named
    /// action goes to `origin.target(forAction:withSender:)`, a method reference to the first
    /// responder up the chain of its class. Returns `false` when no responder performs it.
    func perform(from origin: UIResponder) -> Bool {
        if let method {
            var responder: UIResponder? = origin
            while let current = responder {
                if method(current, self) { return true }
                responder = current.next
            }
            return false
        }
        guard let action, let target = origin.target(forAction: action, withSender: self) as? UIResponder else { return false }
        return target.performRegisteredAction(action, sender: self)
    }
}

extension UIKeyCommand {
    /// The input string for the Up Arrow key.
    nonisolated public static let inputUpArrow = "UIKeyInputUpArrow"
    /// The input string for the Down Arrow key.
    nonisolated public static let inputDownArrow = "UIKeyInputDownArrow"
    /// The input string for the Left Arrow key.
    nonisolated public static let inputLeftArrow = "UIKeyInputLeftArrow"
    /// The input string for the Right Arrow key.
    nonisolated public static let inputRightArrow = "UIKeyInputRightArrow"
    /// The input string for the Escape key.
    nonisolated public static let inputEscape = "UIKeyInputEscape"
    /// The input string for the Page Up key.
    nonisolated public static let inputPageUp = "UIKeyInputPageUp"
    /// The input string for the Page Down key.
    nonisolated public static let inputPageDown = "UIKeyInputPageDown"
    /// The input string for the Home key.
    nonisolated public static let inputHome = "UIKeyInputHome"
    /// The input string for the End key.
    nonisolated public static let inputEnd = "UIKeyInputEnd"
    /// The input string for the forward Delete key.
    nonisolated public static let inputDelete = "UIKeyInputDelete"
    /// The input strings for the function keys.
    nonisolated public static let f1 = "UIKeyInputF1"
    nonisolated public static let f2 = "UIKeyInputF2"
    nonisolated public static let f3 = "UIKeyInputF3"
    nonisolated public static let f4 = "UIKeyInputF4"
    nonisolated public static let f5 = "UIKeyInputF5"
    nonisolated public static let f6 = "UIKeyInputF6"
    nonisolated public static let f7 = "UIKeyInputF7"
    nonisolated public static let f8 = "UIKeyInputF8"
    nonisolated public static let f9 = "UIKeyInputF9"
    nonisolated public static let f10 = "UIKeyInputF10"
    nonisolated public static let f11 = "UIKeyInputF11"
    nonisolated public static let f12 = "UIKeyInputF12"
}
