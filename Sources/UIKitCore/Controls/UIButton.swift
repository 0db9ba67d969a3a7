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

    /// A closure that updates a button's configuration for its current state.
    public typealias ConfigurationUpdateHandler = @MainActor (UIButton) -> Void

    /// The configuration for the button's appearance. Setting one makes the button draw its
    /// content and background from it, resolved for the button's state.
    open var configuration: Configuration? {
        didSet { configurationDidChange() }
    }

    /// A closure the button calls to update its configuration when its state changes.
    open var configurationUpdateHandler: ConfigurationUpdateHandler? {
        didSet { setNeedsUpdateConfiguration() }
    }

    /// Whether the button toggles `isSelected` when tapped; with a menu, whether choosing an
    /// item selects it and shows its title on the button (a pop-up button).
    open var changesSelectionAsPrimaryAction = false {
        didSet { menuDidChange() }
    }

    /// The menu the button presents: on a tap when `showsMenuAsPrimaryAction` is `true`,
    /// otherwise on a long press.
    open var menu: UIMenu? {
        didSet { menuDidChange() }
    }

    /// Whether a tap presents the menu instead of sending the primary action.
    open var showsMenuAsPrimaryAction = false

    var configurationParts: ButtonConfigurationParts?
    var needsConfigurationUpdate = false
    var isUpdatingConfiguration = false
    var menuPressTimer: ControlTimer?

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

    /// Creates a system button with the configuration, and the action as its primary action.
    public convenience init(configuration: Configuration, primaryAction: UIAction? = nil) {
        self.init(type: .system)
        if let primaryAction {
            var configuration = configuration
            if configuration.title == nil { configuration.title = primaryAction.title }
            self.configuration = configuration
            addAction(primaryAction, for: .primaryActionTriggered)
        } else {
            self.configuration = configuration
        }
        // Property observers do not run in the class's own initializers.
        configurationDidChange()
    }

    /// Marks the configuration as needing an update for the button's current state; the update
    /// runs before the next layout.
    open func setNeedsUpdateConfiguration() {
        guard !isUpdatingConfiguration else { return }
        needsConfigurationUpdate = true
        setNeedsLayout()
    }

    /// Updates the button's configuration for its current state. Subclasses override it to
    /// change `configuration`; the default does nothing (the `configurationUpdateHandler` runs
    /// after it).
    open func updateConfiguration() {}

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
        updateConfigurationIfNeeded()
        layoutConfiguredContent()
    }

    override func stateDidChange() {
        updateTitle()
        if configuration != nil { applyConfiguration() }
        setNeedsUpdateConfiguration()
    }

    open override func tintColorDidChange() {
        super.tintColorDidChange()
        updateTitle()
        if configuration != nil { applyConfiguration() }
    }

    open override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
        super.traitCollectionDidChange(previousTraitCollection)
        if configuration != nil { applyConfiguration() }
    }

    /// The button's natural size: its configuration's content plus insets, or its title's size.
    open override var intrinsicContentSize: CGSize {
        if let size = configuredIntrinsicSize { return size }
        return super.intrinsicContentSize
    }

    open override func sizeThatFits(_ size: CGSize) -> CGSize {
        if let fitting = configuredIntrinsicSize { return fitting }
        return super.sizeThatFits(size)
    }

    open override func beginTracking(_ touch: UITouch, with event: UIEvent?) -> Bool {
        scheduleMenuLongPress()
        return true
    }

    open override func endTracking(_ touch: UITouch?, with event: UIEvent?) {
        cancelMenuLongPress()
    }

    open override func cancelTracking(with event: UIEvent?) {
        cancelMenuLongPress()
    }

    override func touchUpInsideWillTriggerPrimaryAction() -> Bool {
        handleTapForMenuAndSelection()
    }

    override var triggersPrimaryActionOnTouchUp: Bool { true }

    override var automationText: String? { configuration.map { $0.title ?? "" } ?? currentTitle }

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
