import Foundation

/// A control that executes your custom code in response to user interactions.
@MainActor
open class UIButton: UIControl {
    /// Specifies the style of a button.
    public enum ButtonType: Int, Sendable {
        case custom = 0, system, detailDisclosure, infoLight, infoDark, contactAdd, close
        public static var roundedRect: ButtonType { .system }
    }

    /// The button type.
    public private(set) var buttonType: ButtonType = .custom

    private var titles: [State.RawValue: String] = [:]
    private var titleColors: [State.RawValue: UIColor] = [:]
    private let storedTitleLabel = UILabel()

    /// Creates a button of the given type.
    public convenience init(type buttonType: ButtonType) {
        self.init(frame: .zero)
        self.buttonType = buttonType
        updateTitle()
    }

    /// Creates a button of the given type that performs the action as its primary action; the
    /// action's title becomes the button's title.
    public convenience init(type buttonType: ButtonType = .system, primaryAction: UIAction?) {
        self.init(type: buttonType)
        if let primaryAction {
            setTitle(primaryAction.title, for: .normal)
            addAction(primaryAction, for: .primaryActionTriggered)
        }
    }

    public override init(frame: CGRect) {
        super.init(frame: frame)
        configureTitleLabel()
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        configureTitleLabel()
    }

    private func configureTitleLabel() {
        storedTitleLabel.textAlignment = .center
        storedTitleLabel.font = UIFont.systemFont(ofSize: 15)
        addSubview(storedTitleLabel)
        updateTitle()
    }

    /// A view that displays the value of the `currentTitle` property.
    open var titleLabel: UILabel? { storedTitleLabel }

    /// Sets the title to use for the given state.
    open func setTitle(_ title: String?, for state: State) {
        titles[state.rawValue] = title
        updateTitle()
    }

    /// Returns the title associated with the given state, falling back to the normal state's.
    open func title(for state: State) -> String? {
        titles[state.rawValue] ?? titles[State.normal.rawValue]
    }

    /// Sets the color of the title to use for the given state.
    open func setTitleColor(_ color: UIColor?, for state: State) {
        titleColors[state.rawValue] = color
        updateTitle()
    }

    /// Returns the title color used for a state, falling back to the normal state's and then to
    /// the button type's default.
    open func titleColor(for state: State) -> UIColor? {
        titleColors[state.rawValue] ?? titleColors[State.normal.rawValue] ?? defaultTitleColor(for: state)
    }

    /// The current title that is displayed on the button.
    open var currentTitle: String? { title(for: state) }

    /// The color used to display the title.
    open var currentTitleColor: UIColor { titleColor(for: state) ?? .white }

    open override func layoutSubviews() {
        super.layoutSubviews()
        storedTitleLabel.frame = bounds
    }

    override func stateDidChange() {
        updateTitle()
    }

    open override func tintColorDidChange() {
        super.tintColorDidChange()
        updateTitle()
    }

    override var triggersPrimaryActionOnTouchUp: Bool { true }

    override var automationText: String? { currentTitle }

    private func updateTitle() {
        storedTitleLabel.text = currentTitle
        storedTitleLabel.textColor = currentTitleColor
    }

    /// System buttons draw their title in the tint color, faded while highlighted and gray while
    /// disabled; custom buttons draw white titles.
    private func defaultTitleColor(for state: State) -> UIColor? {
        guard buttonType != .custom else { return .white }
        if state.contains(.disabled) { return .tertiaryLabel }
        if state.contains(.highlighted) { return tintColor.withAlphaComponent(0.2) }
        return tintColor
    }
}
