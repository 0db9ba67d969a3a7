import Foundation

/// A control that executes your custom code in response to user interactions.
@preconcurrency @MainActor
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
        get { buttonRareState?.configuration?.configuration }
        set {
            if newValue != nil || buttonRareState != nil {
                buttonRareStateMade.configuration = newValue.map(ButtonConfigurationStorage.init)
            }
            configurationDidChange()
        }
    }

    /// A closure the button calls to update its configuration when its state changes.
    @preconcurrency open var configurationUpdateHandler: ConfigurationUpdateHandler? {
        get { buttonRareState?.configurationUpdateHandler }
        set {
            if newValue != nil || buttonRareState != nil { buttonRareStateMade.configurationUpdateHandler = newValue }
            setNeedsUpdateConfiguration()
        }
    }

    /// The menu the button presents: on a tap when `showsMenuAsPrimaryAction` is `true`,
    /// otherwise on a long press.
    open var menu: UIMenu? {
        get { buttonRareState?.menu }
        set {
            if newValue != nil || buttonRareState != nil { buttonRareStateMade.menu = newValue }
            menuDidChange()
        }
    }

    /// The views a configuration draws with, while the button has one (UIButton+ConfigurationDrawing.swift).
    var configurationParts: ButtonConfigurationParts? {
        get { buttonRareState?.configurationParts }
        set { if newValue != nil || buttonRareState != nil { buttonRareStateMade.configurationParts = newValue } }
    }
    /// The touch-down prediction as last rendered (UIButton+Prediction.swift): the color the
    /// title label takes. The value is made from it when needed, so a button keeps no arrays
    /// for it.
    var renderedPrediction: PressedPrediction?

    // The one-byte fields together after the prediction (Swift lays stored properties out in
    // the order they are declared), where they leave no padding.

    /// Whether the button toggles `isSelected` when tapped; with a menu, whether choosing an
    /// item selects it and shows its title on the button (a pop-up button).
    open var changesSelectionAsPrimaryAction = false {
        didSet { menuDidChange() }
    }

    /// Whether a tap presents the menu instead of sending the primary action.
    open var showsMenuAsPrimaryAction = false

    var needsConfigurationUpdate = false
    var isUpdatingConfiguration = false

    /// The normal state's title, inline; titles for other states, which most buttons never
    /// set, are in the rare state.
    private var normalTitle: String?
    /// What few buttons set (a configuration, a menu, shadow colors, styled titles, images),
    /// made the first time one of them is set: a screen holds many buttons.
    private var buttonRareState: ButtonRareState?
    let storedTitleLabel: UILabel = ButtonTitleLabel()
    /// Made when the button first shows an image (`ButtonRareState.images` holds it).
    private var storedImageView: UIImageView? {
        get { buttonRareState?.imageView }
        set { if newValue != nil || buttonRareState != nil { buttonRareStateMade.imageView = newValue } }
    }
    private var storedBackgroundImageView: UIImageView? {
        get { buttonRareState?.backgroundImageView }
        set { if newValue != nil || buttonRareState != nil { buttonRareStateMade.backgroundImageView = newValue } }
    }

    /// Creates a button of the given type.
    public convenience init(type buttonType: ButtonType) {
        // `init(frame:)`, which a subclass may override, takes the type with it, so the title
        // is set up once for the type rather than for a custom button and then again.
        UIButton.typeOfButtonBeingMade = (buttonType, ObjectIdentifier(Self.self))
        self.init(frame: .zero)
        UIButton.typeOfButtonBeingMade = nil
        // A subclass's `init(frame:)` that made a button of the same class before calling up
        // left this one custom.
        if self.buttonType != buttonType {
            self.buttonType = buttonType
            updateTitle()
        }
    }

    /// The type `init(type:)` asks for, which the `init(frame:)` it calls takes; with the class
    /// being made, so that a button of another class made on the way (a subclass's property)
    /// does not take it.
    private static var typeOfButtonBeingMade: (type: ButtonType, buttonClass: ObjectIdentifier)?

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
        if let made = UIButton.typeOfButtonBeingMade, made.buttonClass == ObjectIdentifier(type(of: self)) {
            buttonType = made.type
            UIButton.typeOfButtonBeingMade = nil
        }
        configureTitleLabel()
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        buttonType = NibDecoder.buttonType(coder) ?? .custom
        configureTitleLabel()
        NibDecoder.finish(coder, self, as: UIButton.self)
    }

    /// Creates a system button with the configuration, and the action as its primary action.
    public convenience init(configuration: Configuration, primaryAction: UIAction? = nil) {
        self.init(type: .system)
        if let primaryAction {
            var configuration = configuration
            if configuration.title == nil { configuration.title = primaryAction.title }
            buttonRareStateMade.configuration = ButtonConfigurationStorage(configuration)
            addAction(primaryAction, for: .primaryActionTriggered)
        } else {
            buttonRareStateMade.configuration = ButtonConfigurationStorage(configuration)
        }
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
        storedTitleLabel.font = Self.titleFont
        // The button colors its title: the label's own proxies never do, even where the button
        // leaves the label's color as it was.
        storedTitleLabel.explicitAppearance.insert(.textColor)
        addSubview(storedTitleLabel)
        updateTitle()
    }

    /// The font a title starts in: the system font at 15 points.
    private static let titleFont = UIFont.systemFont(ofSize: 15)

    /// A view that displays the value of the `currentTitle` property.
    open var titleLabel: UILabel? { storedTitleLabel }

    /// Sets the title to use for the given state.
    open func setTitle(_ title: String?, for state: State) {
        if state == .normal {
            normalTitle = title
        } else if title != nil || buttonRareState != nil {
            buttonRareStateMade.otherTitles[state.rawValue] = title
        }
        updateTitle()
        if configuration != nil { applyConfiguration() }
    }

    /// Returns the title associated with the given state, falling back to the normal state's.
    open func title(for state: State) -> String? {
        guard state != .normal, let own = buttonRareState?.otherTitles[state.rawValue] else { return normalTitle }
        return own
    }

    /// Sets the color of the title to use for the given state.
    open func setTitleColor(_ color: UIColor?, for state: State) {
        guard acceptsAppearanceValue(.titleColor) else { return }
        if color != nil || buttonRareState != nil { buttonRareStateMade.titleColors[state.rawValue] = color }
        updateTitle()
    }

    /// A per-state value: the state's own, else the normal state's.
    private static func value<Value>(in table: [State.RawValue: Value], for state: State) -> Value? {
        table[state.rawValue] ?? table[State.normal.rawValue]
    }

    /// Sets the color of the title's shadow for the given state; the title label's
    /// `shadowOffset` places it.
    open func setTitleShadowColor(_ color: UIColor?, for state: State) {
        guard acceptsAppearanceValue(.titleShadowColor) else { return }
        if color != nil || buttonRareState != nil { buttonRareStateMade.titleShadowColors[state.rawValue] = color }
        updateTitle()
    }

    /// Returns the title's shadow color for a state, falling back to the normal state's.
    open func titleShadowColor(for state: State) -> UIColor? {
        Self.value(in: titleShadowColors, for: state)
    }

    /// The title's shadow color in the current state.
    open var currentTitleShadowColor: UIColor? { titleShadowColor(for: state) }

    /// Returns the title color used for a state, falling back to the normal state's and then to
    /// the button type's default.
    open func titleColor(for state: State) -> UIColor? {
        Self.value(in: titleColors, for: state) ?? defaultTitleColor(for: state)
    }

    /// The current title that is displayed on the button.
    open var currentTitle: String? { title(for: state) }

    /// Sets the styled title to use for the given state. A button with both prefers the styled
    /// title: it is drawn as given, runs without a color in `UIColor.label` and without a font
    /// in the title label's font (the title colors do not apply to it).
    open func setAttributedTitle(_ title: NSAttributedString?, for state: State) {
        if title != nil || buttonRareState != nil { buttonRareStateMade.attributedTitles[state.rawValue] = title }
        updateTitle()
        if configuration != nil { applyConfiguration() }
    }

    /// Returns the styled title associated with the given state, falling back to the normal
    /// state's; `nil` when neither has one.
    open func attributedTitle(for state: State) -> NSAttributedString? {
        Self.value(in: attributedTitles, for: state)
    }

    /// The current styled title that is displayed on the button.
    open var currentAttributedTitle: NSAttributedString? { attributedTitle(for: state) }

    /// Sets the image to use for the given state; it is drawn before the title.
    open func setImage(_ image: UIImage?, for state: State) {
        guard acceptsAppearanceValue(.image) else { return }
        if image != nil || buttonRareState != nil { buttonRareStateMade.images[state.rawValue] = image }
        updateImages()
        if configuration != nil { applyConfiguration() }
    }

    /// Returns the image used for a state, falling back to the normal state's.
    open func image(for state: State) -> UIImage? {
        Self.value(in: images, for: state)
    }

    /// The current image displayed on the button.
    open var currentImage: UIImage? { image(for: state) }

    /// Sets the background image to use for the given state; it fills the button.
    open func setBackgroundImage(_ image: UIImage?, for state: State) {
        guard acceptsAppearanceValue(.backgroundImage) else { return }
        if image != nil || buttonRareState != nil { buttonRareStateMade.backgroundImages[state.rawValue] = image }
        updateImages()
    }

    /// Returns the background image used for a state, falling back to the normal state's.
    open func backgroundImage(for state: State) -> UIImage? {
        Self.value(in: backgroundImages, for: state)
    }

    /// The current background image displayed on the button.
    open var currentBackgroundImage: UIImage? { backgroundImage(for: state) }

    /// The button's image view, made when the button first has an image.
    open var imageView: UIImageView? { storedImageView }

    /// The color used to display the title.
    open var currentTitleColor: UIColor { titleColor(for: state) ?? .white }

    open override func layoutSubviews() {
        super.layoutSubviews()
        layoutTitleAndImages()
        updateConfigurationIfNeeded()
        layoutConfiguredContent()
    }

    override func stateDidChange() {
        updateTitle()
        updateImages()
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

    /// The button's natural size: its configuration's content plus insets, or its image and
    /// title side by side with UIKit's 6 points above and below a title.
    open override var intrinsicContentSize: CGSize {
        configuredIntrinsicSize ?? titleAndImageSize
    }

    open override func sizeThatFits(_ size: CGSize) -> CGSize {
        configuredIntrinsicSize ?? titleAndImageSize
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

    override func renderValue(for key: RenderKey) -> RenderValue? {
        key == .pressed ? pressedPrediction : super.renderValue(for: key)
    }

    override var automationText: String? {
        configuration.map { $0.title ?? "" } ?? currentAttributedTitle?.string ?? currentTitle
    }

    /// A button reads as its title, with the button trait.
    override var defaultAccessibilityLabel: String? {
        automationText.flatMap { $0.isEmpty ? nil : $0 } ?? currentImage?.symbolAccessibilityLabel
    }
    override var defaultAccessibilityTraits: UIAccessibilityTraits { super.defaultAccessibilityTraits.union(.button) }

    /// Shows the current title in the title label. The label is the button's part: what the
    /// button sets on it is the button's doing even while an appearance proxy's value (a title
    /// color) is given to the button.
    private func updateTitle() {
        AppearanceRegistry.shared.asOwner { updateTitleLabel() }
    }

    private func updateTitleLabel() {
        let before = storedTitleLabel.text
        if let attributed = currentAttributedTitle {
            if plainTitleFont == nil { plainTitleFont = storedTitleLabel.font }
            if storedTitleLabel.attributedText !== attributed {
                // Plain text first, so the label's color and font fill in only what the
                // styled title leaves out.
                storedTitleLabel.text = nil
                storedTitleLabel.textColor = .label
                storedTitleLabel.font = plainTitleFont
                storedTitleLabel.attributedText = attributed
                invalidateIntrinsicContentSize()
            }
        } else {
            if let plainTitleFont {
                storedTitleLabel.text = nil
                storedTitleLabel.font = plainTitleFont
                self.plainTitleFont = nil
                invalidateIntrinsicContentSize()
            }
            storedTitleLabel.text = currentTitle
            // Plain text has no runs to recolor: the same color again changes nothing.
            let color = currentTitleColor
            if !same(storedTitleLabel.textColor, color) { storedTitleLabel.textColor = color }
        }
        storedTitleLabel.shadowColor = currentTitleShadowColor
        pressedPredictionMayHaveChanged()
        if before != storedTitleLabel.text { invalidateIntrinsicContentSize() }
    }

    private func updateImages() {
        let image = currentImage
        if image != nil, storedImageView == nil {
            let view = UIImageView()
            view.contentMode = .center
            addSubview(view)
            storedImageView = view
        }
        let background = currentBackgroundImage
        if background != nil, storedBackgroundImageView == nil {
            let view = UIImageView()
            view.contentMode = .scaleToFill
            insertSubview(view, at: 0)
            storedBackgroundImageView = view
        }
        let changed = storedImageView?.image !== image || storedBackgroundImageView?.image !== background
        storedImageView?.image = image
        storedImageView?.isHidden = image == nil
        storedBackgroundImageView?.image = background
        storedBackgroundImageView?.isHidden = background == nil
        if changed {
            invalidateIntrinsicContentSize()
            setNeedsLayout()
        }
    }

    /// The title's size on one line, zero without a title.
    private var titleSize: CGSize {
        guard let title = storedTitleLabel.text, !title.isEmpty else { return .zero }
        let size = storedTitleLabel.intrinsicContentSize
        return CGSize(width: size.width.rounded(.up), height: size.height.rounded(.up))
    }

    /// The natural size without a configuration: the image and the title side by side, 6 points
    /// above and below a title, at least the background image's size; an empty button is 30
    /// by 34 points, as on a device.
    private var titleAndImageSize: CGSize {
        let title = titleSize
        let image = currentImage?.size ?? .zero
        var size = CGSize(width: title.width + image.width,
                          height: max(title == .zero ? 0 : title.height + 12, image.height))
        // An empty button is 30 by 34 points on a device, whatever its font.
        if title == .zero, image == .zero { size = CGSize(width: 30, height: 34) }
        if let background = currentBackgroundImage?.size {
            size = CGSize(width: max(size.width, background.width), height: max(size.height, background.height))
        }
        return size
    }

    /// Without a configuration: the background image fills the button; the image and the title
    /// sit side by side, centred together.
    private func layoutTitleAndImages() {
        storedBackgroundImageView?.frame = bounds
        if effectiveContentHorizontalAlignment != .center || contentVerticalAlignment != .center {
            layoutAlignedContent()
            return
        }
        guard let imageView = storedImageView, let image = currentImage else {
            storedTitleLabel.frame = bounds
            return
        }
        let title = titleSize
        let x = (bounds.width - image.size.width - title.width) / 2
        imageView.frame = CGRect(x: x, y: (bounds.height - image.size.height) / 2,
                                 width: image.size.width, height: image.size.height)
        storedTitleLabel.frame = CGRect(x: x + image.size.width, y: 0, width: title.width, height: bounds.height)
    }

    /// The image and title side by side, placed by the content alignments: at an edge, or
    /// filling the bounds (the title takes the room left beside the image).
    private func layoutAlignedContent() {
        let image = storedImageView != nil ? currentImage?.size ?? .zero : .zero
        let title = titleSize
        let contentWidth = image.width + title.width
        let horizontal = effectiveContentHorizontalAlignment
        let titleWidth = horizontal == .fill ? max(0, bounds.width - image.width) : title.width
        let x: CGFloat = switch horizontal {
        case .left, .fill: 0
        case .right: bounds.width - contentWidth
        default: (bounds.width - contentWidth) / 2
        }
        func place(_ height: CGFloat) -> (y: CGFloat, height: CGFloat) {
            switch contentVerticalAlignment {
            case .top: (0, height)
            case .bottom: (bounds.height - height, height)
            case .fill: (0, bounds.height)
            case .center: ((bounds.height - height) / 2, height)
            }
        }
        if let imageView = storedImageView {
            let (y, height) = place(image.height)
            imageView.frame = CGRect(x: x, y: y, width: image.width, height: height)
        }
        let (y, height) = place(title.height)
        storedTitleLabel.frame = CGRect(x: x + image.width, y: y, width: titleWidth, height: height)
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

/// A button's title label: a change of its font or text changes the button's natural size.
@MainActor
private final class ButtonTitleLabel: UILabel {
    override func invalidateIntrinsicContentSize() {
        super.invalidateIntrinsicContentSize()
        superview?.invalidateIntrinsicContentSize()
    }
}

/// A configuration is a large value that most buttons never set: it is kept out of line, in
/// a box of its own even in the rare state.
final class ButtonConfigurationStorage {
    let configuration: UIButton.Configuration
    init(_ configuration: UIButton.Configuration) { self.configuration = configuration }
}

/// What few buttons set, in a box of its own (`UIButton.buttonRareState`).
@MainActor
final class ButtonRareState {
    var configuration: ButtonConfigurationStorage?
    var configurationUpdateHandler: UIButton.ConfigurationUpdateHandler?
    var menu: UIMenu?
    var configurationParts: ButtonConfigurationParts?
    var backgroundImageView: UIImageView?
    var imageView: UIImageView?
    /// Titles set for states other than normal (`UIButton.normalTitle` holds that one).
    var otherTitles: [UIControl.State.RawValue: String] = [:]
    /// Title colors set by state: a system button's come from its tint until one is set.
    var titleColors: [UIControl.State.RawValue: UIColor] = [:]
    var titleShadowColors: [UIControl.State.RawValue: UIColor] = [:]
    var attributedTitles: [UIControl.State.RawValue: NSAttributedString] = [:]
    var images: [UIControl.State.RawValue: UIImage] = [:]
    var backgroundImages: [UIControl.State.RawValue: UIImage] = [:]
    /// The title label's font from before it showed an attributed title (which sets the label's
    /// font from its first character), restored when the plain title shows again; `nil` while
    /// the plain title shows.
    var plainTitleFont: UIFont?
    /// The long press that presents the menu, while it is pending (UIButton+Menu.swift).
    var menuPressTimer: ControlTimer?
}

extension UIButton {
    private var buttonRareStateMade: ButtonRareState {
        if let buttonRareState { return buttonRareState }
        let made = ButtonRareState()
        buttonRareState = made
        return made
    }

    private var titleShadowColors: [State.RawValue: UIColor] { buttonRareState?.titleShadowColors ?? [:] }
    private var titleColors: [State.RawValue: UIColor] { buttonRareState?.titleColors ?? [:] }
    private var attributedTitles: [State.RawValue: NSAttributedString] { buttonRareState?.attributedTitles ?? [:] }
    private var images: [State.RawValue: UIImage] { buttonRareState?.images ?? [:] }
    private var backgroundImages: [State.RawValue: UIImage] { buttonRareState?.backgroundImages ?? [:] }

    var plainTitleFont: UIFont? {
        get { buttonRareState?.plainTitleFont }
        set { if newValue != nil || buttonRareState != nil { buttonRareStateMade.plainTitleFont = newValue } }
    }

    var menuPressTimer: ControlTimer? {
        get { buttonRareState?.menuPressTimer }
        set { if newValue != nil || buttonRareState != nil { buttonRareStateMade.menuPressTimer = newValue } }
    }
}
