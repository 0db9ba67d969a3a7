import Foundation

/// A content view for list-based content: it lays out a list content configuration's image,
/// text and secondary text inside its layout margins.
open class UIListContentView: UIView, UIContentView {
    private let imageView = UIImageView()
    private let textLabel = UILabel()
    private let secondaryTextLabel = UILabel()

    /// Creates a list content view with the configuration.
    public init(configuration: UIListContentConfiguration) {
        listConfiguration = configuration
        super.init(frame: .zero)
        for view in [imageView, textLabel, secondaryTextLabel] { addSubview(view) }
        apply()
    }

    public required init?(coder: NSCoder) {
        listConfiguration = .cell()
        super.init(coder: coder)
        for view in [imageView, textLabel, secondaryTextLabel] { addSubview(view) }
        apply()
    }

    /// The current configuration of the view.
    open var configuration: UIContentConfiguration {
        get { listConfiguration }
        set {
            guard let list = newValue as? UIListContentConfiguration else { return }
            listConfiguration = list
        }
    }

    /// The list configuration the view shows.
    private(set) var listConfiguration: UIListContentConfiguration {
        didSet { apply() }
    }

    open override func layoutSubviews() {
        super.layoutSubviews()
        layOut(in: bounds.width)
    }

    open override func sizeThatFits(_ size: CGSize) -> CGSize {
        CGSize(width: size.width, height: layOut(in: size.width, placing: false))
    }

    open override var intrinsicContentSize: CGSize {
        CGSize(width: UIView.noIntrinsicMetric, height: layOut(in: bounds.width > 0 ? bounds.width : 320, placing: false))
    }

    override var automationText: String? { textLabel.text }

    /// How far from the leading edge the text starts, for a separator that starts under it.
    var textLeadingInset: CGFloat { laysOutRightToLeft ? bounds.width - textLabel.frame.maxX : textLabel.frame.minX }

    // MARK: Internals

    private func apply() {
        let configuration = listConfiguration
        style(textLabel, configuration.textProperties, text: configuration.text, attributed: configuration.attributedText)
        style(secondaryTextLabel, configuration.secondaryTextProperties, text: configuration.secondaryText,
              attributed: configuration.secondaryAttributedText)
        if configuration.kind == .valueCell { secondaryTextLabel.textAlignment = .right }
        imageView.image = configuration.image
        imageView.isHidden = configuration.image == nil
        imageView.tintColor = configuration.imageProperties.tintColor
        imageView.layer.cornerRadius = configuration.imageProperties.cornerRadius
        imageView.clipsToBounds = configuration.imageProperties.cornerRadius > 0
        imageView.contentMode = .scaleAspectFit
        invalidateIntrinsicContentSize()
        setNeedsLayout()
    }

    private func style(_ label: UILabel, _ properties: UIListContentConfiguration.TextProperties, text: String?,
                       attributed: NSAttributedString?) {
        label.font = properties.font
        label.textColor = properties.color
        label.textAlignment = properties.alignment
        label.numberOfLines = properties.numberOfLines
        label.lineBreakMode = properties.lineBreakMode
        label.adjustsFontSizeToFitWidth = properties.adjustsFontSizeToFitWidth
        label.minimumScaleFactor = properties.minimumScaleFactor
        if let attributed {
            label.attributedText = attributed
        } else {
            label.text = text.map(properties.applied)
        }
        label.isHidden = label.text?.isEmpty ?? true
    }

    /// The image's size: its own, within the maximum, at least the reserved size.
    private var imageSize: CGSize {
        guard let image = listConfiguration.image else { return .zero }
        var size = image.size
        let maximum = listConfiguration.imageProperties.maximumSize
        if maximum.width > 0, size.width > maximum.width {
            size = CGSize(width: maximum.width, height: size.height * maximum.width / size.width)
        }
        if maximum.height > 0, size.height > maximum.height {
            size = CGSize(width: size.width * maximum.height / size.height, height: maximum.height)
        }
        return size
    }

    /// Places the subviews for `width` and returns the height they need (at least 44 points for
    /// a cell), as UIKit's list cells do.
    @discardableResult
    private func layOut(in width: CGFloat, placing: Bool = true) -> CGFloat {
        let configuration = listConfiguration
        let margins = configuration.directionalLayoutMargins
        var leading = margins.leading
        let image = imageSize
        let reserved = configuration.imageProperties.reservedLayoutSize
        let imageBox = CGSize(width: max(image.width, reserved.width), height: max(image.height, reserved.height))
        if configuration.image != nil { leading += imageBox.width + configuration.imageToTextPadding }
        let available = max(0, width - leading - margins.trailing)
        let measure = { (label: UILabel, width: CGFloat) -> CGSize in
            label.isHidden ? .zero : label.sizeThatFits(CGSize(width: width, height: .greatestFiniteMagnitude))
        }
        var height: CGFloat
        if configuration.prefersSideBySideTextAndSecondaryText {
            let secondary = measure(secondaryTextLabel, available)
            let secondaryWidth = min(available, secondary.width)
            let textWidth = max(0, available - secondaryWidth - (secondary.width > 0 ? configuration.textToSecondaryTextHorizontalPadding : 0))
            let text = measure(textLabel, textWidth)
            height = max(text.height, secondary.height)
            if placing {
                let contentHeight = max(height, imageBox.height)
                let top = max(margins.top, (bounds.height - contentHeight) / 2)
                textLabel.frame = CGRect(x: leading, y: top + (contentHeight - text.height) / 2, width: textWidth, height: text.height)
                secondaryTextLabel.frame = CGRect(x: width - margins.trailing - secondaryWidth, y: top + (contentHeight - secondary.height) / 2,
                                                  width: secondaryWidth, height: secondary.height)
            }
        } else {
            let text = measure(textLabel, available)
            let secondary = measure(secondaryTextLabel, available)
            let gap = text.height > 0 && secondary.height > 0 ? configuration.textToSecondaryTextVerticalPadding : 0
            height = text.height + gap + secondary.height
            if placing {
                let contentHeight = max(height, imageBox.height)
                let top = isHeaderOrFooter ? margins.top : max(margins.top, ((bounds.height - contentHeight) / 2).rounded())
                let textTop = top + (contentHeight - height) / 2
                textLabel.frame = CGRect(x: leading, y: textTop, width: available, height: text.height)
                secondaryTextLabel.frame = CGRect(x: leading, y: textTop + text.height + gap, width: available, height: secondary.height)
            }
        }
        let contentHeight = max(height, imageBox.height)
        if placing, configuration.image != nil {
            let top = isHeaderOrFooter ? margins.top : (bounds.height - imageBox.height) / 2
            imageView.frame = CGRect(x: margins.leading + (imageBox.width - image.width) / 2,
                                     y: (top + (imageBox.height - image.height) / 2).rounded(), width: image.width, height: image.height)
        }
        if placing, laysOutRightToLeft {
            // Right to left the content is the mirror image: the image at the right, the text
            // beside it, a value cell's secondary text at the left.
            for view in [imageView, textLabel, secondaryTextLabel] { view.frame.origin.x = width - view.frame.maxX }
        }
        let total = (contentHeight + margins.top + margins.bottom).rounded(.up)
        return isHeaderOrFooter ? total : max(UITableView.defaultRowHeight, total)
    }

    private var isHeaderOrFooter: Bool {
        switch listConfiguration.kind {
        case .cell, .subtitleCell, .valueCell: false
        case .plainHeader, .plainFooter, .groupedHeader, .groupedFooter: true
        }
    }
}

extension UITableViewCell {
    /// The default content configuration for the cell's style: a cell, a subtitle cell or a
    /// value cell.
    public func defaultContentConfiguration() -> UIListContentConfiguration {
        switch style {
        case .subtitle: .subtitleCell()
        case .value1, .value2: .valueCell()
        case .default: .cell()
        }
    }

    /// The configuration of the cell's content: the content view shows a view the
    /// configuration makes, in place of the standard labels.
    public var contentConfiguration: UIContentConfiguration? {
        get { configuredContentView?.configuration }
        set { setContentConfiguration(newValue, in: contentView) }
    }
}

extension UITableViewHeaderFooterView {
    /// The default content configuration of a header or footer: the plain header's.
    public func defaultContentConfiguration() -> UIListContentConfiguration {
        isFooter ? .groupedFooter() : .groupedHeader()
    }

    /// The configuration of the view's content.
    public var contentConfiguration: UIContentConfiguration? {
        get { configuredContentView?.configuration }
        set { setContentConfiguration(newValue, in: contentView) }
    }
}

extension UIView {
    /// The content view a configuration made, when there is one.
    var configuredContentView: (UIView & UIContentView)? {
        guard let host = (self as? UITableViewCell)?.contentView ?? (self as? UITableViewHeaderFooterView)?.contentView
                ?? (self as? UICollectionViewCell)?.contentView else {
            return nil
        }
        return host.storedSubviews.first { $0 is UIContentView } as? UIView & UIContentView
    }

    /// Shows `configuration` in `host`: the existing content view takes it when it can, else a
    /// new one replaces it; `nil` removes it.
    func setContentConfiguration(_ configuration: UIContentConfiguration?, in host: UIView) {
        let current = configuredContentView
        guard let configuration else {
            current?.removeFromSuperview()
            return
        }
        if let current = current as? UIListContentView, configuration is UIListContentConfiguration {
            current.configuration = configuration
        } else {
            current?.removeFromSuperview()
            let made = configuration.makeContentView()
            made.frame = host.bounds
            made.autoresizingMask = [.flexibleWidth, .flexibleHeight]
            host.addSubview(made)
        }
        setNeedsLayout()
    }
}
