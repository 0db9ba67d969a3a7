import Foundation

/// The control a tab bar shows for one item: the item's image (when it has one) above its title,
/// and its badge.
final class UITabBarButton: UIControl {
    private(set) weak var item: UITabBarItem?
    private let titleLabel = UILabel()
    private let imageView = UIImageView()
    /// The badge, made only for an item with a badge value: a tab bar makes its buttons again
    /// when an item's badge changes, and most tabs never show one.
    private var badgeLabel: UILabel?

    init(item: UITabBarItem, identifier: String) {
        self.item = item
        super.init(frame: .zero)
        // The label is the default one (`defaultAccessibilityLabel`): the item's, else the title.
        accessibilityIdentifier = identifier
        isEnabled = item.isEnabled
        titleLabel.text = item.displayTitle
        titleLabel.font = UIFont.systemFont(ofSize: 10, weight: .medium)
        titleLabel.textAlignment = .center
        imageView.image = item.image
        imageView.contentMode = .scaleAspectFit
        imageView.isHidden = item.image == nil
        addSubview(imageView)
        addSubview(titleLabel)
        if let badge = item.badgeValue { addBadge(badge, color: item.badgeColor) }
    }

    private func addBadge(_ badge: String, color: UIColor?) {
        let badgeLabel = UILabel()
        badgeLabel.text = badge
        badgeLabel.font = UIFont.systemFont(ofSize: 13)
        badgeLabel.textAlignment = .center
        badgeLabel.textColor = .white
        badgeLabel.backgroundColor = color ?? .systemRed
        badgeLabel.layer.cornerRadius = 9
        badgeLabel.clipsToBounds = true
        addSubview(badgeLabel)
        self.badgeLabel = badgeLabel
    }

    required init?(coder: NSCoder) {
        nil
    }

    /// Draws the item selected or not: its own title attributes for the state, else the
    /// appearance's for the state (disabled items take the disabled state's), else the bar's
    /// colors; the icon in the appearance's icon color, else the same color as the title.
    func showSelected(_ selected: Bool, appearance: UITabBarItemAppearance, selectedColor: UIColor, unselectedColor: UIColor) {
        isSelected = selected
        let state: UIControl.State = selected ? .selected : .normal
        let stateAppearance = !isEnabled ? appearance.disabled : selected ? appearance.selected : appearance.normal
        let color = stateAppearance.titleColor ?? (selected ? selectedColor : unselectedColor)
        titleLabel.textColor = item?.ownTitleColor(for: state) ?? color
        titleLabel.font = item?.titleFont(for: state) ?? stateAppearance.titleFont ?? UIFont.systemFont(ofSize: 10, weight: .medium)
        titleOffset = stateAppearance.titlePositionAdjustment
        imageView.image = selected ? (item?.selectedImage ?? item?.image) : item?.image
        imageView.tintColor = stateAppearance.iconColor ?? (selected ? selectedColor : unselectedColor)
        if let badgeLabel {
            badgeLabel.backgroundColor = item?.badgeColor ?? stateAppearance.badgeBackgroundColor ?? .systemRed
            if let badgeColor = stateAppearance.badgeTextAttributes[.foregroundColor] as? UIColor { badgeLabel.textColor = badgeColor }
        }
        setNeedsLayout()
    }

    private var titleOffset = UIOffset.zero

    override func layoutSubviews() {
        super.layoutSubviews()
        let bounds = self.bounds
        if imageView.isHidden {
            titleLabel.frame = bounds
        } else {
            imageView.frame = CGRect(x: (bounds.midX - 15).rounded(), y: 4, width: 30, height: 28)
            titleLabel.frame = CGRect(x: 0, y: 33, width: bounds.width, height: 12)
        }
        titleLabel.frame = titleLabel.frame.offsetBy(dx: titleOffset.horizontal, dy: titleOffset.vertical)
        if let badgeLabel, let badge = badgeLabel.text {
            let width = max(18, BarMetrics.textWidth(badge, font: badgeLabel.font) + 10)
            badgeLabel.frame = CGRect(x: (bounds.midX + 6).rounded(), y: 2, width: width, height: 18)
        }
    }

    override var automationText: String? { titleLabel.text }

    /// A tab reads as its title, a button, selected when its item is.
    override var defaultAccessibilityTraits: UIAccessibilityTraits { super.defaultAccessibilityTraits.union(.button) }
    override var defaultAccessibilityLabel: String? { item?.accessibilityLabel ?? titleLabel.text }
    override var frameworkAccessibilityRole: String? { isAccessibilityElement ? "tab" : nil }
}
