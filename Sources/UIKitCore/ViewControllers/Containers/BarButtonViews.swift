import Foundation

/// The views bars show for their items: system buttons with the item's title (or image), the
/// item's custom view, and the Back button with its indicator.
@MainActor
enum BarButtonViews {
    /// A system button showing the item; taps go to `tapped` with the button and the item.
    static func button(for item: UIBarButtonItem, identifier: String, appearance: UIBarButtonItemAppearance? = nil,
                       tapped: @escaping @MainActor (UIButton, UIBarButtonItem) -> Void) -> UIButton {
        let button = UIButton(type: .system)
        button.setTitle(item.displayTitle, for: .normal)
        style(button, for: item, appearance: appearance)
        button.isEnabled = item.isEnabled
        if let tint = item.tintColor { button.tintColor = tint }
        button.accessibilityIdentifier = item.accessibilityIdentifier ?? identifier
        button.accessibilityLabel = item.accessibilityLabel ?? (item.systemItem == .add ? "Add" : item.displayTitle)
        if item.displayTitle == nil, let image = item.image {
            let imageView = UIImageView(image: image)
            imageView.contentMode = .scaleAspectFit
            imageView.autoresizingMask = [.flexibleLeftMargin, .flexibleRightMargin, .flexibleTopMargin, .flexibleBottomMargin]
            button.addSubview(imageView)
        }
        // The action holds the item weakly: a bar never keeps an item its owner let go of.
        button.addAction(UIAction { [weak item] action in
            guard let item, let button = action.sender as? UIButton else { return }
            tapped(button, item)
        }, for: .primaryActionTriggered)
        return button
    }

    /// Gives the item's button its title font and colors: the item's own title attributes
    /// for a state, else the bar's button appearance's, else the style's font and the tint.
    static func style(_ button: UIButton, for item: UIBarButtonItem, appearance: UIBarButtonItemAppearance?) {
        button.titleLabel?.font = titleFont(of: item, appearance: appearance)
        for state in [UIControl.State.normal, .highlighted, .disabled] {
            let color = item.ownTitleColor(for: state)
                ?? appearance?.appearance(for: state).titleTextAttributes[.foregroundColor] as? UIColor
            button.setTitleColor(color, for: state)
        }
    }

    /// The item's title font: its normal title attributes' font, else the appearance's, else
    /// the style's.
    static func titleFont(of item: UIBarButtonItem, appearance: UIBarButtonItemAppearance? = nil) -> UIFont {
        item.titleFont(for: .normal) ?? appearance?.normal.titleTextAttributes[.font] as? UIFont
            ?? (item.style == .done ? BarMetrics.doneItemFont : BarMetrics.plainItemFont)
    }

    /// The width a button for the item needs in a bar.
    static func width(of item: UIBarButtonItem, appearance: UIBarButtonItemAppearance? = nil) -> CGFloat {
        if let customView = item.customView { return customView.frame.width }
        if item.systemItem == .fixedSpace { return item.width }
        let font = titleFont(of: item, appearance: appearance)
        var content: CGFloat = 0
        if let title = item.displayTitle {
            content = BarMetrics.textWidth(title, font: font)
        } else if item.image != nil {
            content = BarMetrics.imageSide
        }
        return max(BarMetrics.minimumButtonWidth, content, item.width)
    }

    /// Places the item's view in the bar: vertically centered in `height`, starting at `x`.
    static func place(_ view: UIView, for item: UIBarButtonItem, x: CGFloat, width: CGFloat, height: CGFloat) {
        if item.customView != nil {
            let size = view.frame.size
            let viewHeight = min(size.height > 0 ? size.height : height, height)
            view.frame = CGRect(x: x, y: ((height - viewHeight) / 2).rounded(), width: width, height: viewHeight)
            return
        }
        view.frame = CGRect(x: x, y: 0, width: width, height: height)
        guard let imageView = view.subviews.first(where: { $0 is UIImageView }) as? UIImageView,
              let size = imageView.image?.size else { return }
        let scale = min(1, BarMetrics.imageSide / max(size.width, size.height, 1))
        let imageSize = CGSize(width: size.width * scale, height: size.height * scale)
        imageView.frame = CGRect(x: ((width - imageSize.width) / 2).rounded(), y: ((height - imageSize.height) / 2).rounded(),
                                 width: imageSize.width, height: imageSize.height)
    }

    /// The Back button: a system button with the title, its text after the Back indicator.
    static func backButton(title: String?, tapped: @escaping @MainActor () -> Void) -> UIButton {
        let button = UIButton(type: .system)
        button.setTitle(title, for: .normal)
        button.titleLabel?.font = BarMetrics.plainItemFont
        button.titleLabel?.textAlignment = .right
        button.accessibilityIdentifier = "navigation.back"
        button.accessibilityLabel = title ?? "Back"
        let indicator = BackIndicatorLabel()
        button.addSubview(indicator)
        button.addAction(UIAction { _ in tapped() }, for: .primaryActionTriggered)
        return button
    }

    static func backButtonWidth(title: String?) -> CGFloat {
        let text = title.map { BarMetrics.textWidth($0, font: BarMetrics.plainItemFont) } ?? 0
        return BarMetrics.backIndicatorWidth + text
    }

    /// Places the Back button at the bar's left edge, its indicator at the button's start
    /// (the bar mirrors it in a right-to-left layout: the indicator then points right, at the
    /// button's right end, the title before it).
    static func placeBackButton(_ button: UIButton, width: CGFloat, height: CGFloat, rightToLeft: Bool) {
        button.frame = CGRect(x: BarMetrics.backButtonMargin, y: 0, width: width, height: height)
        button.titleLabel?.textAlignment = rightToLeft ? .left : .right
        let indicatorWidth = BarMetrics.backIndicatorWidth - 4
        for case let indicator as BackIndicatorLabel in button.subviews {
            indicator.text = rightToLeft ? "›" : "‹"
            indicator.frame = CGRect(x: rightToLeft ? width - indicatorWidth : 0, y: 0, width: indicatorWidth, height: height)
        }
    }
}

/// The Back indicator: a chevron drawn in the tint color.
final class BackIndicatorLabel: UILabel {
    override init(frame: CGRect) {
        super.init(frame: frame)
        text = "‹"
        font = UIFont.systemFont(ofSize: 34, weight: .light)
        textAlignment = .center
        isAccessibilityElement = false
        textColor = tintColor
    }

    required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    override func tintColorDidChange() {
        super.tintColorDidChange()
        textColor = tintColor
    }
}
