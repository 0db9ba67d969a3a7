import Foundation

/// A view that a collection view reuses: its cells, headers, footers and decorations.
open class UICollectionReusableView: UIView {
    /// A string that identifies the view for reuse.
    open var reuseIdentifier: String? { storedReuseIdentifier }

    public override init(frame: CGRect) {
        super.init(frame: frame)
    }

    /// Makes a view of a registered class through the class's own `init(frame:)`.
    public required convenience init() {
        self.init(frame: .zero)
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        NibDecoder.finish(coder, self, as: UICollectionReusableView.self)
    }

    /// Prepares a reusable view for reuse. The default does nothing.
    open func prepareForReuse() {}

    /// Applies the layout attributes the collection view gives the view; the frame, alpha,
    /// stacking order and transform are already set when this is called.
    open func apply(_ layoutAttributes: UICollectionViewLayoutAttributes) {}

    /// The attributes the view prefers: by default, for a self-sizing layout, its size fitting
    /// its content at the proposed size.
    open func preferredLayoutAttributesFitting(_ layoutAttributes: UICollectionViewLayoutAttributes) -> UICollectionViewLayoutAttributes {
        let preferred = layoutAttributes.makeCopy()
        preferred.size = fittingSize(for: layoutAttributes)
        return preferred
    }

    /// Tells the view its layout attributes changed.
    open func willTransition(from oldLayout: UICollectionViewLayout, to newLayout: UICollectionViewLayout) {}
    open func didTransition(from oldLayout: UICollectionViewLayout, to newLayout: UICollectionViewLayout) {}

    // MARK: Internals

    var storedReuseIdentifier: String?
    /// The kind a supplementary view was dequeued for; `nil` for a cell.
    var reuseKind: String?
    /// The element the view shows, while a collection view shows it.
    var elementKey: ElementKey?
    @HandleReference var owningCollectionView: UICollectionView?

    /// The size the view's content needs, the proposed size along the dimensions it does not
    /// size itself in.
    func fittingSize(for attributes: UICollectionViewLayoutAttributes) -> CGSize {
        let proposed = attributes.size
        let host = (self as? UICollectionViewCell)?.contentView ?? self
        if let list = (self as? UICollectionViewCell)?.configuredListContentView ?? host.storedSubviews.first(where: { $0 is UIListContentView }) {
            return CGSize(width: proposed.width, height: list.sizeThatFits(CGSize(width: proposed.width, height: 0)).height)
        }
        guard host.hasConstraintsToFit else { return proposed }
        let axes = attributes.estimatedAxes
        let size = host.systemLayoutSizeFitting(
            CGSize(width: axes.width ? 0 : proposed.width, height: axes.height ? 0 : proposed.height),
            withHorizontalFittingPriority: axes.width ? .fittingSizeLevel : .required,
            verticalFittingPriority: axes.height ? .fittingSizeLevel : .required)
        return CGSize(width: axes.width ? (size.width * 2).rounded(.up) / 2 : proposed.width,
                      height: axes.height ? (size.height * 2).rounded(.up) / 2 : proposed.height)
    }
}

/// A single data item shown in a collection view: content in `contentView`, optional
/// background views, and selected and highlighted states.
open class UICollectionViewCell: UICollectionReusableView {
    /// The view to add the cell's content to.
    public let contentView: UIView

    public override init(frame: CGRect) {
        contentView = UIView(frame: CGRect(origin: .zero, size: frame.size))
        super.init(frame: frame)
        setUpCell()
    }

    public required init?(coder: NSCoder) {
        contentView = UIView()
        super.init(coder: coder)
        setUpCell()
        NibDecoder.finish(coder, self, as: UICollectionViewCell.self)
    }

    /// Whether the cell is selected. Setting it does not tell the collection view.
    open var isSelected: Bool {
        get { storedSelected }
        set {
            guard newValue != storedSelected else { return }
            storedSelected = newValue
            stateDidChange()
        }
    }

    /// Whether the cell is highlighted (a finger is down on it).
    open var isHighlighted: Bool {
        get { storedHighlighted }
        set {
            guard newValue != storedHighlighted else { return }
            storedHighlighted = newValue
            stateDidChange()
        }
    }

    /// The view behind the content.
    open var backgroundView: UIView? {
        didSet {
            guard backgroundView !== oldValue else { return }
            oldValue?.removeFromSuperview()
            if let backgroundView {
                backgroundView.frame = bounds
                insertSubview(backgroundView, at: 0)
            }
        }
    }

    /// The view behind the content of a selected or highlighted cell.
    open var selectedBackgroundView: UIView? {
        didSet {
            guard selectedBackgroundView !== oldValue else { return }
            oldValue?.removeFromSuperview()
            if let selectedBackgroundView {
                selectedBackgroundView.frame = bounds
                insertSubview(selectedBackgroundView, belowSubview: contentView)
            }
            stateDidChange()
        }
    }

    /// The configuration of the cell's content.
    open var contentConfiguration: UIContentConfiguration? {
        get { configuredContentView?.configuration ?? storedContentConfiguration }
        set {
            storedContentConfiguration = newValue
            setContentConfiguration(newValue, in: contentView)
        }
    }

    /// Whether the content configuration is updated for the cell's state. The default is `true`.
    open var automaticallyUpdatesContentConfiguration = true

    /// A closure that updates the cell's configurations for a new state.
    open var configurationUpdateHandler: ((UICollectionViewCell, UICellConfigurationState) -> Void)? {
        didSet { setNeedsUpdateConfiguration() }
    }

    /// The current state of the cell.
    open var configurationState: UICellConfigurationState {
        var state = UICellConfigurationState()
        state.isSelected = storedSelected
        state.isHighlighted = storedHighlighted
        state.isEditing = isEditingCell
        return state
    }

    /// Asks the cell to update its configurations for its current state.
    open func setNeedsUpdateConfiguration() {
        updateConfiguration(using: configurationState)
    }

    /// Updates the cell's configurations for the state: the update handler's.
    open func updateConfiguration(using state: UICellConfigurationState) {
        configurationUpdateHandler?(self, state)
    }

    /// Prepares the cell for reuse: it is no longer selected or highlighted.
    open override func prepareForReuse() {
        super.prepareForReuse()
        storedSelected = false
        storedHighlighted = false
        stateDidChange()
    }

    open override func layoutSubviews() {
        super.layoutSubviews()
        layOutCell()
    }

    override var automationText: String? { configuredContentView?.automationText }

    override var isAccessibilityElementByDefault: Bool { true }

    /// A cell reads as the texts of its labels, and is selected when selected.
    override var defaultAccessibilityLabel: String? { combinedAccessibilityLabel }
    override var defaultAccessibilityTraits: UIAccessibilityTraits { isSelected ? .selected : [] }
    override var frameworkAccessibilityRole: String? { isAccessibilityElement ? "listitem" : nil }
    override var isFocusableByDefault: Bool { isAccessibilityElement && isUserInteractionEnabled }

    // MARK: Internals

    var storedSelected = false
    /// The segue a storyboard connects to the cell's selection.
    var segueTrigger: StoryboardSegueTrigger?
    var storedHighlighted = false
    var storedContentConfiguration: UIContentConfiguration?
    var isEditingCell = false
    /// The gray behind a highlighted or selected cell that has no selected background view.
    var defaultHighlight: UIView?
    /// The line below a list row.
    var separatorLine: UIView?
    var listPlacement: ListPlacement?
    /// How far a swipe slid the content: negative towards the leading edge.
    var swipeOffset: CGFloat = 0 {
        didSet { if swipeOffset != oldValue { setNeedsLayout() } }
    }

    var configuredListContentView: UIListContentView? {
        contentView.storedSubviews.first { $0 is UIListContentView } as? UIListContentView
    }

    private func setUpCell() {
        contentView.frame = bounds
        addSubview(contentView)
    }

    func stateDidChange() {
        let shows = storedSelected || storedHighlighted
        selectedBackgroundView?.isHidden = !shows
        if listPlacement != nil, selectedBackgroundView == nil {
            // List rows highlight as table rows do.
            if shows, defaultHighlight == nil {
                let highlight = UIView(frame: bounds)
                highlight.backgroundColor = .systemGray4
                insertSubview(highlight, belowSubview: contentView)
                defaultHighlight = highlight
            }
            defaultHighlight?.isHidden = !shows
        }
        if configurationUpdateHandler != nil { updateConfiguration(using: configurationState) }
    }

    func layOutCell() {
        backgroundView?.frame = bounds
        selectedBackgroundView?.frame = bounds
        defaultHighlight?.frame = bounds
        layOutContentView()
        if let separatorLine, let listPlacement {
            let scale = traitCollection.displayScale > 0 ? traitCollection.displayScale : 2
            let inset = separatorLeadingInset
            separatorLine.frame = flippedForLayoutDirection(CGRect(x: inset, y: bounds.height - 1 / scale,
                                                                   width: max(0, bounds.width - inset), height: 1 / scale))
            separatorLine.isHidden = !listPlacement.showsSeparator
        }
    }

    /// Where the content view goes: the whole cell, or inside a list cell's accessories; a
    /// swipe slides it.
    func layOutContentView() {
        contentView.frame = bounds.offsetBy(dx: swipeOffset, dy: 0)
    }

    /// Where a list row's separator starts: under the text.
    var separatorLeadingInset: CGFloat {
        guard let list = configuredListContentView else { return bounds.width > 375 ? 20 : 16 }
        let contentInset = laysOutRightToLeft ? bounds.width - contentView.frame.maxX : contentView.frame.minX
        return contentInset + list.textLeadingInset
    }

    /// Takes the row's place in a list: rounded corners for the first and last rows of an inset
    /// grouped section, and a separator below all but the last.
    func applyListPlacement(_ placement: ListPlacement?) {
        guard placement != listPlacement else { return }
        listPlacement = placement
        guard let placement else {
            separatorLine?.removeFromSuperview()
            separatorLine = nil
            return
        }
        if backgroundColor == nil {
            backgroundColor = placement.appearance == .plain || placement.appearance == .sidebarPlain
                ? .systemBackground : .secondarySystemGroupedBackground
        }
        if placement.appearance == .insetGrouped {
            var corners: CACornerMask = []
            if placement.isFirst { corners.formUnion([.layerMinXMinYCorner, .layerMaxXMinYCorner]) }
            if placement.isLast { corners.formUnion([.layerMinXMaxYCorner, .layerMaxXMaxYCorner]) }
            layer.cornerRadius = corners.isEmpty ? 0 : 10
            layer.maskedCorners = corners
        }
        if separatorLine == nil {
            let line = UIView()
            line.backgroundColor = .separator
            addSubview(line)
            separatorLine = line
        }
        setNeedsLayout()
    }
}
