import Foundation

/// The visual representation of a single row in a table view.
///
/// A cell holds its content in `contentView`; the four standard styles lay out `imageView`,
/// `textLabel` and `detailTextLabel` there as UIKit does, and `accessoryType` draws a
/// checkmark or a disclosure chevron at the trailing edge.
open class UITableViewCell: UIView {
    /// The cell styles UIKit provides.
    public enum CellStyle: Int, Sendable {
        /// A label at the leading edge and an optional image: the default.
        case `default` = 0
        /// A label with a detail label on the trailing edge, right-aligned, in gray.
        case value1 = 1
        /// A small blue label on the leading side and a detail label beside it.
        case value2 = 2
        /// A label with a smaller gray subtitle below it.
        case subtitle = 3
    }

    /// What a cell shows at its trailing edge.
    public enum AccessoryType: Int, Sendable {
        case none = 0
        /// A chevron: tapping the row goes deeper.
        case disclosureIndicator = 1
        /// An info button and a chevron.
        case detailDisclosureButton = 2
        /// A checkmark.
        case checkmark = 3
        /// An info button.
        case detailButton = 4
    }

    /// How a selected cell looks.
    public enum SelectionStyle: Int, Sendable {
        /// No highlight.
        case none = 0
        case blue = 1
        case gray = 2
        /// The system's gray highlight.
        case `default` = 3
    }

    /// The editing control a cell shows in editing mode.
    public enum EditingStyle: Int, Sendable {
        case none = 0
        case delete = 1
        case insert = 2
    }

    /// The style the cell was made with.
    public let style: CellStyle

    /// A string that identifies the cell for reuse.
    public let reuseIdentifier: String?

    /// The content view of the cell: add custom subviews here, not to the cell itself.
    public let contentView: UIView

    /// Creates a table cell with a style and a reuse identifier.
    public init(style: CellStyle, reuseIdentifier: String?) {
        self.style = style
        self.reuseIdentifier = reuseIdentifier
        contentView = UIView()
        super.init(frame: CGRect(x: 0, y: 0, width: 320, height: UITableView.defaultRowHeight))
        setUpCell()
    }

    /// Makes a cell of the default style: for a class registered with a table, with the reuse
    /// identifier it is dequeued for, through the class's own `init(style:reuseIdentifier:)`.
    public required convenience init() {
        self.init(style: .default, reuseIdentifier: UITableViewCell.pendingReuseIdentifier)
    }

    /// Creates a cell of the default style without a reuse identifier.
    public override convenience init(frame: CGRect) {
        self.init(style: .default, reuseIdentifier: nil)
        self.frame = frame
    }

    public required init?(coder: NSCoder) {
        let archived = NibDecoder.cellStyle(coder)
        style = archived?.style ?? .default
        reuseIdentifier = archived?.reuseIdentifier
        contentView = UIView()
        super.init(coder: coder)
        setUpCell()
        NibDecoder.finish(coder, self, as: UITableViewCell.self)
    }

    // MARK: Standard content

    /// The label for the main text of the cell, made on first use.
    open var textLabel: UILabel? { makeTextLabel() }

    /// The secondary label of the cell, if its style has one: `value1`, `value2` and `subtitle`.
    open var detailTextLabel: UILabel? { style == .default ? nil : makeDetailTextLabel() }

    /// The image view of the cell, made on first use; its image shows at the leading edge.
    open var imageView: UIImageView? { makeImageView() }

    /// The type of standard accessory the cell shows at its trailing edge.
    open var accessoryType: AccessoryType = .none {
        didSet { if accessoryType != oldValue { accessoryDidChange() } }
    }

    /// A custom view shown at the trailing edge instead of the standard accessory.
    open var accessoryView: UIView? {
        didSet {
            guard accessoryView !== oldValue else { return }
            oldValue?.removeFromSuperview()
            accessoryDidChange()
        }
    }

    /// The accessory shown in editing mode.
    open var editingAccessoryType: AccessoryType = .none

    /// The accessory view shown in editing mode.
    open var editingAccessoryView: UIView?

    /// How the cell looks when it is selected. The default is `.default`.
    open var selectionStyle: SelectionStyle = .default

    /// The view behind the content. The table sets a plain background for you.
    open var backgroundView: UIView? {
        didSet {
            guard backgroundView !== oldValue else { return }
            oldValue?.removeFromSuperview()
            if let backgroundView { insertSubview(backgroundView, at: 0) }
            setNeedsLayout()
        }
    }

    /// The view behind the content of a selected or highlighted cell; the system gray when
    /// `nil` and the selection style is not `.none`.
    open var selectedBackgroundView: UIView?

    /// The insets of the separator line below the cell; only left and right count. The table
    /// sets its own separator inset when the cell keeps the default.
    open var separatorInset: UIEdgeInsets = UIEdgeInsets(top: 0, left: 20, bottom: 0, right: 0) {
        didSet { separatorInsetIsDefault = false }
    }

    /// The indentation level of the cell's content.
    open var indentationLevel = 0 {
        didSet { setNeedsLayout() }
    }

    /// The width of each indentation level. The default is 10.
    open var indentationWidth: CGFloat = 10 {
        didSet { setNeedsLayout() }
    }

    // MARK: Selection

    /// Whether the cell is selected.
    open var isSelected: Bool {
        get { storedSelected }
        set { setSelected(newValue, animated: false) }
    }

    /// Whether the cell is highlighted (a finger is down on it).
    open var isHighlighted: Bool {
        get { storedHighlighted }
        set { setHighlighted(newValue, animated: false) }
    }

    /// Sets the selected state of the cell.
    open func setSelected(_ selected: Bool, animated: Bool) {
        guard selected != storedSelected else { return }
        storedSelected = selected
        updateSelectionAppearance()
    }

    /// Sets the highlighted state of the cell.
    open func setHighlighted(_ highlighted: Bool, animated: Bool) {
        guard highlighted != storedHighlighted else { return }
        storedHighlighted = highlighted
        updateSelectionAppearance()
    }

    // MARK: Editing

    /// Whether the cell is in editing mode.
    open var isEditing: Bool {
        get { storedEditing }
        set { setEditing(newValue, animated: false) }
    }

    /// Turns editing mode on or off.
    open func setEditing(_ editing: Bool, animated: Bool) {
        guard editing != storedEditing else { return }
        storedEditing = editing
        setNeedsLayout()
    }

    /// Whether the cell shows a reorder control in editing mode.
    open var showsReorderControl = false

    /// Whether the cell indents its content in editing mode. The default is `true`.
    open var shouldIndentWhileEditing = true

    // MARK: Reuse

    /// Prepares a reusable cell for reuse by the table view's delegate: it clears the selected
    /// and highlighted state. Call `super` when you override it.
    open func prepareForReuse() {
        storedSelected = false
        storedHighlighted = false
        updateSelectionAppearance()
    }

    // MARK: Layout

    open override func layoutSubviews() {
        super.layoutSubviews()
        layOutCell()
    }

    open override func sizeThatFits(_ size: CGSize) -> CGSize {
        CGSize(width: size.width, height: fittingHeight(forWidth: size.width))
    }

    override var automationText: String? { storedTextLabel?.text ?? configuredContentView?.automationText }

    override var isAccessibilityElementByDefault: Bool { true }

    /// A cell reads as the texts of its labels, and is selected when selected or checked.
    override var defaultAccessibilityLabel: String? { combinedAccessibilityLabel }
    override var defaultAccessibilityTraits: UIAccessibilityTraits {
        isSelected || accessoryType == .checkmark ? .selected : []
    }
    override var frameworkAccessibilityRole: String? { isAccessibilityElement ? "listitem" : nil }
    override var isFocusableByDefault: Bool { isAccessibilityElement && isUserInteractionEnabled }

    // MARK: Internals

    var storedSelected = false
    /// The segue a storyboard connects to the cell's selection, and the row height it gives it.
    var segueTrigger: StoryboardSegueTrigger?
    var nibRowHeight: CGFloat?
    var storedHighlighted = false
    var storedEditing = false
    var separatorInsetIsDefault = true
    // The labels and image view of the standard styles, made on first use.
    var storedTextLabel: UILabel?
    var storedDetailTextLabel: UILabel?
    var storedImageView: UIImageView?
    /// The accessory's drawn view (a checkmark or chevron label) when no accessory view is set.
    var standardAccessory: UILabel?
    /// The gray behind a highlighted or selected cell's content.
    var selectionHighlight: UIView?
    /// The table that shows the cell, while it does.
    @HandleReference var owningTable: UITableView?
    /// The index path the table shows the cell at.
    var tableIndexPath: IndexPath?
    /// The line the table draws below the cell.
    var separatorLine: UIView?
    /// How far a swipe slid the content: negative towards the leading edge.
    var swipeOffset: CGFloat = 0
    /// The editing control the table gives the row in editing mode, and its style.
    var editingControl: UIButton?
    var editingControlStyle: EditingStyle = .none
    var editingIndents = true
    /// The control that drags the row to another place in editing mode.
    var reorderControl: UILabel?
    /// The width the table's section index takes at the cell's trailing edge.
    var sectionIndexWidth: CGFloat = 0 {
        didSet { if sectionIndexWidth != oldValue { setNeedsLayout() } }
    }

    /// The reuse identifier a registered class is being made for.
    @MainActor static var pendingReuseIdentifier: String?
}
