import UIKit

/// The hardware keyboard: a pad that becomes first responder shows the last key press, arrow
/// keys move its square, and key commands (hold ⌘ to list them) clear it and resize the square.
final class KeyboardViewController: UIViewController {
    private let pad = KeyboardPadView()
    private let lastPress = UILabel()
    private let status = UILabel()

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Keyboard"
        view.backgroundColor = .systemBackground

        let hint = UILabel()
        hint.text = "Arrows move the square. Hold ⌘ for the key commands."
        hint.numberOfLines = 0
        hint.font = .systemFont(ofSize: 15)
        hint.textColor = .secondaryLabel

        pad.accessibilityIdentifier = "keyboard.pad"
        pad.onPress = { [weak self] text in self?.lastPress.text = text }
        lastPress.text = "No key pressed"
        lastPress.accessibilityIdentifier = "keyboard.lastPress"
        status.text = "Square 40 pt at 0, 0"
        status.accessibilityIdentifier = "keyboard.status"
        pad.onMove = { [weak self] text in self?.status.text = text }

        let column = UIStackView(arrangedSubviews: [hint, pad, lastPress, status])
        column.axis = .vertical
        column.spacing = 12
        column.alignment = .fill
        column.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(column)
        NSLayoutConstraint.activate([
            column.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor, constant: 16),
            column.leadingAnchor.constraint(equalTo: view.layoutMarginsGuide.leadingAnchor),
            column.trailingAnchor.constraint(equalTo: view.layoutMarginsGuide.trailingAnchor),
            pad.heightAnchor.constraint(equalToConstant: 240),
        ])
    }

    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        pad.becomeFirstResponder()
    }

    override var keyCommands: [UIKeyCommand]? {
        [
            UIKeyCommand(input: "k", modifierFlags: .command, action: KeyboardViewController.clear,
                         discoverabilityTitle: "Clear"),
            UIKeyCommand(input: "k", modifierFlags: .control, action: KeyboardViewController.clear,
                         discoverabilityTitle: "Clear (Control)"),
            UIKeyCommand(input: UIKeyCommand.inputUpArrow, modifierFlags: .command, action: KeyboardPadView.grow,
                         discoverabilityTitle: "Bigger Square"),
            UIKeyCommand(input: UIKeyCommand.inputDownArrow, modifierFlags: .command, action: KeyboardPadView.shrink,
                         discoverabilityTitle: "Smaller Square"),
        ]
    }

    func clear() {
        pad.reset()
        status.text = "Cleared"
    }
}

/// A view that takes the keyboard: it reports each press, and arrow keys move its square.
final class KeyboardPadView: UIView {
    var onPress: (String) -> Void = { _ in }
    var onMove: (String) -> Void = { _ in }
    private let square = UIView()
    private var squareX: NSLayoutConstraint!
    private var squareY: NSLayoutConstraint!
    private var squareSize: NSLayoutConstraint!
    private static let step: CGFloat = 10

    override init(frame: CGRect) {
        super.init(frame: frame)
        backgroundColor = .secondarySystemBackground
        layer.cornerRadius = 12
        clipsToBounds = true
        square.backgroundColor = .systemIndigo
        square.layer.cornerRadius = 6
        square.accessibilityIdentifier = "keyboard.square"
        square.translatesAutoresizingMaskIntoConstraints = false
        addSubview(square)
        squareX = square.centerXAnchor.constraint(equalTo: centerXAnchor)
        squareY = square.centerYAnchor.constraint(equalTo: centerYAnchor)
        squareSize = square.widthAnchor.constraint(equalToConstant: 40)
        NSLayoutConstraint.activate([squareX, squareY, squareSize, square.heightAnchor.constraint(equalTo: square.widthAnchor)])
    }

    required init?(coder: NSCoder) {
        nil
    }

    override var canBecomeFirstResponder: Bool { true }

    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        becomeFirstResponder()
    }

    override func pressesBegan(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
        guard let press = presses.first, let key = press.key else { return super.pressesBegan(presses, with: event) }
        onPress(Self.describe(key, phase: "began"))
        switch key.keyCode {
        case .keyboardLeftArrow: move(-Self.step, 0)
        case .keyboardRightArrow: move(Self.step, 0)
        case .keyboardUpArrow: move(0, -Self.step)
        case .keyboardDownArrow: move(0, Self.step)
        default: super.pressesBegan(presses, with: event)
        }
    }

    override func pressesEnded(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
        if let key = presses.first?.key { onPress(Self.describe(key, phase: "ended")) }
        super.pressesEnded(presses, with: event)
    }

    func grow() {
        resize(by: 10)
    }

    func shrink() {
        resize(by: -10)
    }

    func reset() {
        squareX.constant = 0
        squareY.constant = 0
        squareSize.constant = 40
        report()
    }

    private func move(_ dx: CGFloat, _ dy: CGFloat) {
        squareX.constant += dx
        squareY.constant += dy
        report()
    }

    private func resize(by delta: CGFloat) {
        squareSize.constant = min(120, max(10, squareSize.constant + delta))
        report()
    }

    private func report() {
        onMove("Square \(Int(squareSize.constant)) pt at \(Int(squareX.constant)), \(Int(squareY.constant))")
    }

    /// "began k · HID 14 · ⌘": the phase, the characters, the HID usage and the modifiers.
    private static func describe(_ key: UIKey, phase: String) -> String {
        let characters = key.characters.hasPrefix("UIKeyInput") ? String(key.characters.dropFirst("UIKeyInput".count))
            : key.characters.isEmpty ? "(none)" : key.characters
        let flags: [(UIKeyModifierFlags, String)] = [(.control, "⌃"), (.alternate, "⌥"), (.shift, "⇧"), (.command, "⌘")]
        let modifiers = flags.filter { key.modifierFlags.contains($0.0) }.map(\.1).joined()
        return "\(phase) \(characters) · HID \(key.keyCode.rawValue)" + (modifiers.isEmpty ? "" : " · \(modifiers)")
    }
}
