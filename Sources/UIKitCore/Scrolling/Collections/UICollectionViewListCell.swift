import Foundation

/// An accessory a list cell shows at its trailing edge: a disclosure chevron, a checkmark, a
/// delete or reorder control, a label, or an outline disclosure that expands and collapses the
/// item's children.
public struct UICellAccessory {
    /// When an accessory shows.
    public enum DisplayedState: Int, Sendable {
        case always = 0, whenEditing = 1, whenNotEditing = 2
    }

    /// How an outline disclosure acts.
    public struct OutlineDisclosureOptions {
        /// Which part of the cell toggles the item.
        public enum Style: Int, Sendable {
            /// A header-style item toggles on a tap anywhere; others on the accessory.
            case automatic = 0
            /// A tap anywhere on the cell toggles the item.
            case header = 1
            /// A tap on the accessory toggles the item.
            case cell = 2
        }

        public var style: Style
        public var isHidden: Bool?
        public var tintColor: UIColor?

        public init(style: Style = .automatic, isHidden: Bool? = nil, tintColor: UIColor? = nil) {
            self.style = style
            self.isHidden = isHidden
            self.tintColor = tintColor
        }
    }

    enum Kind {
        case disclosureIndicator, checkmark, delete, insert, reorder, detail
        case label(String)
        case outlineDisclosure(OutlineDisclosureOptions, (() -> Void)?)
        case customView(UIView)
    }

    let kind: Kind
    let displayed: DisplayedState
    let tintColor: UIColor?

    init(_ kind: Kind, displayed: DisplayedState = .always, tintColor: UIColor? = nil) {
        self.kind = kind
        self.displayed = displayed
        self.tintColor = tintColor
    }

    /// A chevron: the row leads somewhere.
    public static func disclosureIndicator(displayed: DisplayedState = .always) -> UICellAccessory {
        UICellAccessory(.disclosureIndicator, displayed: displayed)
    }

    /// A checkmark.
    public static func checkmark(displayed: DisplayedState = .always) -> UICellAccessory {
        UICellAccessory(.checkmark, displayed: displayed)
    }

    /// A delete control, shown in editing mode by default.
    public static func delete(displayed: DisplayedState = .whenEditing, actionHandler: (() -> Void)? = nil) -> UICellAccessory {
        UICellAccessory(.delete, displayed: displayed)
    }

    /// An insert control, shown in editing mode by default.
    public static func insert(displayed: DisplayedState = .whenEditing, actionHandler: (() -> Void)? = nil) -> UICellAccessory {
        UICellAccessory(.insert, displayed: displayed)
    }

    /// A reorder control, shown in editing mode by default.
    public static func reorder(displayed: DisplayedState = .whenEditing) -> UICellAccessory {
        UICellAccessory(.reorder, displayed: displayed)
    }

    /// An info button.
    public static func detail(displayed: DisplayedState = .always, actionHandler: (() -> Void)? = nil) -> UICellAccessory {
        UICellAccessory(.detail, displayed: displayed)
    }

    /// A label of secondary text.
    public static func label(text: String, displayed: DisplayedState = .always) -> UICellAccessory {
        UICellAccessory(.label(text), displayed: displayed)
    }

    /// A chevron that expands and collapses the item's children in a diffable data source's
    /// section snapshot; `actionHandler` replaces that when given.
    public static func outlineDisclosure(displayed: DisplayedState = .always, options: OutlineDisclosureOptions = OutlineDisclosureOptions(),
                                         actionHandler: (() -> Void)? = nil) -> UICellAccessory {
        UICellAccessory(.outlineDisclosure(options, actionHandler), displayed: displayed)
    }

    /// A view of your own.
    public static func customView(_ view: UIView, displayed: DisplayedState = .always) -> UICellAccessory {
        UICellAccessory(.customView(view), displayed: displayed)
    }

    var isOutlineDisclosure: Bool {
        if case .outlineDisclosure = kind { return true }
        return false
    }
}

/// A collection view cell for a list: a list content configuration by default, accessories at
/// the trailing edge, and indentation for outline levels.
open class UICollectionViewListCell: UICollectionViewCell {
    /// The accessories the cell shows.
    open var accessories: [UICellAccessory] = [] {
        didSet { rebuildAccessories() }
    }

    /// The indentation level of the cell's content; a section snapshot sets it from the item's
    /// level.
    open var indentationLevel = 0 {
        didSet { if indentationLevel != oldValue { setNeedsLayout() } }
    }

    /// The width of each indentation level. The default is 10.
    open var indentationWidth: CGFloat = 10 {
        didSet { setNeedsLayout() }
    }

    /// Whether accessories are indented with the content. The default is `true`.
    open var indentsAccessories = true

    /// The default list content configuration: a cell's.
    open func defaultContentConfiguration() -> UIListContentConfiguration {
        .cell()
    }

    /// Right to left the row is the mirror image: indentation and content from the right, the
    /// accessories at the left with chevrons pointing left; a swipe still slides it with the finger.
    open override func layOutContentView() {
        let indent = CGFloat(indentationLevel) * indentationWidth
        var trailing = bounds.width - (bounds.width > 375 ? 20 : 16)
        for view in accessoryViews.reversed() {
            let size = view.frame.size
            trailing -= size.width
            view.frame = CGRect(x: trailing, y: ((bounds.height - size.height) / 2).rounded(), width: size.width,
                                height: size.height)
            trailing -= 8
        }
        let contentEnd = accessoryViews.isEmpty ? bounds.width : trailing + 8
        contentView.frame = CGRect(x: indent, y: 0, width: max(0, contentEnd - indent), height: bounds.height)
        for view in accessoryViews + [contentView] {
            view.frame = flippedForLayoutDirection(view.frame).offsetBy(dx: swipeOffset, dy: 0)
        }
        pointChevronsTrailing()
    }

    override var isEditingCell: Bool {
        didSet { if isEditingCell != oldValue { rebuildAccessories() } }
    }

    // MARK: Internals

    var accessoryViews: [UIView] = []

    /// The outline disclosure accessory's options and handler, when the cell has one.
    var outlineDisclosure: (options: UICellAccessory.OutlineDisclosureOptions, handler: (() -> Void)?)? {
        for accessory in accessories {
            if case .outlineDisclosure(let options, let handler) = accessory.kind { return (options, handler) }
        }
        return nil
    }

    /// The way a disclosure chevron points: to the trailing side.
    var trailingChevron: String { laysOutRightToLeft ? "‹" : "›" }

    /// Chevrons made before the cell knew its direction point the right way.
    private func pointChevronsTrailing() {
        for view in accessoryViews {
            if let button = view as? OutlineDisclosureButton {
                button.updateArrow(expanded: isExpanded)
            } else if let label = view as? UILabel, label.text == "›" || label.text == "‹" {
                label.text = trailingChevron
            }
        }
    }

    private func rebuildAccessories() {
        for view in accessoryViews { view.removeFromSuperview() }
        accessoryViews = accessories.compactMap { accessory -> UIView? in
            switch accessory.displayed {
            case .always: break
            case .whenEditing: guard isEditingCell else { return nil }
            case .whenNotEditing: guard !isEditingCell else { return nil }
            }
            let view = makeView(for: accessory)
            addSubview(view)
            return view
        }
        setNeedsLayout()
    }

    private func makeView(for accessory: UICellAccessory) -> UIView {
        let symbol: (String, UIColor, UIFont)
        switch accessory.kind {
        case .customView(let view): return view
        case .disclosureIndicator: symbol = (trailingChevron, .tertiaryLabel, .systemFont(ofSize: 24, weight: .semibold))
        case .checkmark: symbol = ("✓", .tintColor, .systemFont(ofSize: 17, weight: .semibold))
        case .delete: symbol = ("⊖", .systemRed, .systemFont(ofSize: 22))
        case .insert: symbol = ("⊕", .systemGreen, .systemFont(ofSize: 22))
        case .reorder: symbol = ("≡", .tertiaryLabel, .systemFont(ofSize: 22))
        case .detail: symbol = ("ⓘ", .tintColor, .systemFont(ofSize: 20))
        case .label(let text): symbol = (text, .secondaryLabel, .systemFont(ofSize: 17))
        case .outlineDisclosure(let options, _):
            let button = OutlineDisclosureButton.make()
            button.cell = self
            button.isHidden = options.isHidden ?? false
            button.setTitleColor(options.tintColor ?? .tintColor, for: .normal)
            button.accessibilityIdentifier = nil
            button.updateArrow(expanded: isExpanded)
            button.sizeToFit()
            button.frame.size = CGSize(width: max(28, button.frame.width), height: max(28, button.frame.height))
            return button
        }
        // A reorder control takes the finger for itself: the page does not scroll for it.
        let label: UILabel
        if case .reorder = accessory.kind {
            label = TableReorderControl()
            label.isUserInteractionEnabled = true
            label.accessibilityLabel = "Reorder"
        } else {
            label = UILabel()
        }
        label.text = symbol.0
        label.textColor = accessory.tintColor ?? symbol.1
        label.font = symbol.2
        label.sizeToFit()
        if label is TableReorderControl {
            // Wide enough for a fingertip.
            label.textAlignment = .center
            label.frame.size = CGSize(width: max(label.frame.width, 36), height: max(label.frame.height, 36))
        }
        return label
    }

    /// Whether the item the cell shows is expanded in its section snapshot.
    var isExpanded = false {
        didSet {
            guard isExpanded != oldValue else { return }
            for case let button as OutlineDisclosureButton in accessoryViews { button.updateArrow(expanded: isExpanded) }
        }
    }

    /// Toggles the item the cell shows in its collection view's diffable data source.
    func toggleOutline() {
        if let handler = outlineDisclosure?.handler {
            handler()
            return
        }
        guard let collectionView = owningCollectionView, let key = elementKey, key.category == .cell else { return }
        collectionView.outlineToggle?(key.indexPath)
    }
}

/// The chevron of an outline disclosure: pointing to the trailing edge when collapsed, down when
/// expanded.
final class OutlineDisclosureButton: UIButton {
    weak var cell: UICollectionViewListCell?

    static func make() -> OutlineDisclosureButton {
        let button = OutlineDisclosureButton(type: .system)
        button.titleLabel?.font = .systemFont(ofSize: 17, weight: .semibold)
        button.addTarget(button, action: OutlineDisclosureButton.tapped, for: .touchUpInside)
        return button
    }

    func updateArrow(expanded: Bool) {
        let arrow = expanded ? "⌄" : cell?.trailingChevron ?? "›"
        if title(for: .normal) != arrow { setTitle(arrow, for: .normal) }
        accessibilityLabel = expanded ? "collapse" : "expand"
    }

    func tapped() {
        cell?.toggleOutline()
    }
}
