import Foundation

/// The HUD that lists the key commands available now, shown over the key window while Command
/// is held: one row per command, its title on the left and its keys on the right.
@MainActor
final class KeyCommandDiscoverabilityView: UIView {
    private let rows: [(title: UILabel, keys: UILabel)]
    private static let padding: CGFloat = 16
    private static let rowHeight: CGFloat = 28
    private static let columnGap: CGFloat = 32

    init(commands: [UIKeyCommand]) {
        rows = commands.enumerated().map { index, command in
            let title = UILabel()
            title.text = command.discoverabilityTitle ?? command.title
            title.textColor = .white
            title.font = .systemFont(ofSize: 15)
            title.accessibilityIdentifier = "keyCommands.\(index).title"
            let keys = UILabel()
            keys.text = Self.symbols(for: command)
            keys.textColor = UIColor(white: 1, alpha: 0.7)
            keys.font = .systemFont(ofSize: 15)
            keys.textAlignment = .right
            keys.accessibilityIdentifier = "keyCommands.\(index).keys"
            return (title, keys)
        }
        super.init(frame: .zero)
        backgroundColor = UIColor(white: 0.1, alpha: 0.85)
        layer.cornerRadius = 12
        accessibilityIdentifier = "keyCommands.discoverability"
        for row in rows {
            addSubview(row.title)
            addSubview(row.keys)
        }
    }

    required init?(coder: NSCoder) {
        nil
    }

    override func didMoveToSuperview() {
        super.didMoveToSuperview()
        setNeedsLayout()
        superview?.setNeedsLayout()
    }

    /// Sizes itself to its rows and centres itself in the window, within its bounds.
    override func layoutSubviews() {
        super.layoutSubviews()
        guard let container = superview else { return }
        let titleWidth = rows.map { $0.title.intrinsicContentSize.width }.max() ?? 0
        let keysWidth = rows.map { $0.keys.intrinsicContentSize.width }.max() ?? 0
        let available = max(0, container.bounds.width - 2 * Self.padding)
        let width = min(available, titleWidth + Self.columnGap + keysWidth + 2 * Self.padding)
        let height = CGFloat(rows.count) * Self.rowHeight + 2 * Self.padding
        let size = CGSize(width: width, height: height)
        let origin = CGPoint(x: ((container.bounds.width - size.width) / 2).rounded(),
                             y: ((container.bounds.height - size.height) / 2).rounded())
        if frame != CGRect(origin: origin, size: size) { frame = CGRect(origin: origin, size: size) }
        let inner = width - 2 * Self.padding
        for (index, row) in rows.enumerated() {
            let y = Self.padding + CGFloat(index) * Self.rowHeight
            let keysFrameWidth = min(keysWidth, inner)
            row.keys.frame = CGRect(x: Self.padding + inner - keysFrameWidth, y: y, width: keysFrameWidth, height: Self.rowHeight)
            row.title.frame = CGRect(x: Self.padding, y: y, width: max(0, inner - keysFrameWidth - Self.columnGap),
                                     height: Self.rowHeight)
        }
    }

    /// The command's keys as the HUD shows them, modifiers first: ⌃⌥⇧⌘K.
    static func symbols(for command: UIKeyCommand) -> String {
        var text = ""
        if command.modifierFlags.contains(.control) { text += "⌃" }
        if command.modifierFlags.contains(.alternate) { text += "⌥" }
        if command.modifierFlags.contains(.shift) { text += "⇧" }
        if command.modifierFlags.contains(.command) { text += "⌘" }
        return text + inputSymbol(command.input ?? "")
    }

    private static func inputSymbol(_ input: String) -> String {
        switch input {
        case UIKeyCommand.inputUpArrow: "↑"
        case UIKeyCommand.inputDownArrow: "↓"
        case UIKeyCommand.inputLeftArrow: "←"
        case UIKeyCommand.inputRightArrow: "→"
        case UIKeyCommand.inputEscape: "esc"
        case UIKeyCommand.inputPageUp: "PgUp"
        case UIKeyCommand.inputPageDown: "PgDn"
        case UIKeyCommand.inputHome: "Home"
        case UIKeyCommand.inputEnd: "End"
        case UIKeyCommand.inputDelete: "⌦"
        case "\u{8}": "⌫"
        case "\t": "⇥"
        case "\r": "↩"
        case " ": "Space"
        default:
            input.hasPrefix("UIKeyInputF") ? String(input.dropFirst("UIKeyInput".count)) : input.uppercased()
        }
    }
}
