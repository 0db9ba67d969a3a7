import Foundation

// A configured button draws what iOS 15–17 draws: a background view (the style's fill, corner
// radius and stroke) under an image (or activity indicator) and a title with an optional
// subtitle, laid out by `imagePlacement` and padded by `contentInsets`.

/// The views a configured button draws with.
@MainActor
final class ButtonConfigurationParts {
    let background = UIView.controlPart()
    let imageView = UIImageView()
    let indicator = UIActivityIndicatorView(style: .medium)
    let titleLabel = UILabel()
    let subtitleLabel = UILabel()

    init(in button: UIButton) {
        for part in [imageView, indicator, titleLabel, subtitleLabel] as [UIView] {
            part.isUserInteractionEnabled = false
        }
        indicator.hidesWhenStopped = true
        button.insertSubview(background, at: 0)
        for part in [imageView, indicator, titleLabel, subtitleLabel] as [UIView] {
            button.addSubview(part)
        }
    }

    func remove() {
        for part in [background, imageView, indicator, titleLabel, subtitleLabel] as [UIView] {
            part.removeFromSuperview()
        }
    }
}

/// The colors a configuration resolves to for a button state.
struct ButtonConfigurationColors {
    var foreground: UIColor
    var background: UIColor?
}

extension UIButton.Configuration {
    /// Whether the style draws a background of its own.
    var hasStyleBackground: Bool {
        switch style {
        case .plain, .borderless: false
        default: true
        }
    }

    /// The foreground and background colors for a state, as iOS resolves a system
    /// configuration: the tint drives them; disabled buttons turn gray; a highlighted button
    /// fades (plain) or dims its fill; a selected toggle button shows the filled look.
    func colors(for state: UIControl.State, tint: UIColor) -> ButtonConfigurationColors {
        let base = baseBackgroundColor ?? tint
        let filled = style == .filled || style == .borderedProminent
        var foreground = baseForegroundColor ?? (filled ? .white : tint)
        var background: UIColor? = background.backgroundColor ?? {
            switch style {
            case .plain, .borderless: baseBackgroundColor
            case .gray, .bordered: baseBackgroundColor ?? .tertiarySystemFill
            case .tinted, .borderedTinted: base.withAlphaComponent(0.15)
            case .filled, .borderedProminent: base
            }
        }()
        if state.contains(.selected), !filled {
            background = base
            foreground = baseForegroundColor ?? .white
        }
        if state.contains(.disabled) {
            return ButtonConfigurationColors(foreground: .tertiaryLabel,
                                             background: hasStyleBackground || state.contains(.selected)
                                                 ? .tertiarySystemFill : background)
        }
        if state.contains(.highlighted) {
            if let shown = background, hasStyleBackground || state.contains(.selected) {
                background = UIColor { traits in shown.resolvedColor(with: traits).dimmedForHighlight(traits) }
            } else {
                foreground = foreground.withAlphaComponent(0.3)
            }
        }
        return ButtonConfigurationColors(foreground: foreground, background: background)
    }

    /// The background's corner radius for a button of the given height.
    func cornerRadius(forHeight height: CGFloat) -> CGFloat {
        switch cornerStyle {
        case .fixed: background.cornerRadius
        case .dynamic: buttonSize.dynamicCornerRadius
        case .small: 6
        case .medium: 8
        case .large: 12
        case .capsule: height / 2
        }
    }
}

extension UIColor {
    /// The color a pressed fill shows: 20% darker in light mode, 20% lighter in dark mode.
    func dimmedForHighlight(_ traits: UITraitCollection) -> UIColor {
        var red: CGFloat = 0, green: CGFloat = 0, blue: CGFloat = 0, alpha: CGFloat = 0
        let components = render(in: traits)
        (red, green, blue, alpha) = (components.red, components.green, components.blue, components.alpha)
        let toward: CGFloat = traits.userInterfaceStyle == .dark ? 1 : 0
        let amount: CGFloat = 0.2
        return UIColor(red: red + (toward - red) * amount, green: green + (toward - green) * amount,
                       blue: blue + (toward - blue) * amount, alpha: alpha)
    }
}

extension UIButton {
    func configurationDidChange() {
        guard configuration != nil else {
            configurationParts?.remove()
            configurationParts = nil
            titleLabel?.isHidden = false
            invalidateIntrinsicContentSize()
            return
        }
        if configurationParts == nil {
            configurationParts = ButtonConfigurationParts(in: self)
            titleLabel?.isHidden = true
        }
        applyConfiguration()
        setNeedsUpdateConfiguration()
    }

    func updateConfigurationIfNeeded() {
        guard needsConfigurationUpdate else { return }
        needsConfigurationUpdate = false
        isUpdatingConfiguration = true
        updateConfiguration()
        configurationUpdateHandler?(self)
        isUpdatingConfiguration = false
    }

    /// Draws the configuration for the button's current state and traits.
    func applyConfiguration() {
        guard let configuration, let parts = configurationParts else { return }
        let colors = configuration.colors(for: state, tint: tintColor)
        let size = configuration.buttonSize
        parts.titleLabel.text = configuration.title
        parts.titleLabel.font = UIFont.systemFont(ofSize: size.titleFontSize,
                                                  weight: configuration.subtitle == nil ? .regular : .semibold)
        parts.titleLabel.textColor = colors.foreground
        parts.titleLabel.isHidden = (configuration.title ?? "").isEmpty
        parts.subtitleLabel.text = configuration.subtitle
        parts.subtitleLabel.font = UIFont.systemFont(ofSize: size.subtitleFontSize)
        parts.subtitleLabel.textColor = colors.foreground
        parts.subtitleLabel.isHidden = (configuration.subtitle ?? "").isEmpty
        let alignment = configuration.textAlignment
        parts.titleLabel.textAlignment = alignment
        parts.subtitleLabel.textAlignment = alignment
        parts.imageView.image = configuration.showsActivityIndicator ? nil : configuration.image
        parts.imageView.isHidden = parts.imageView.image == nil
        // A template or symbol image is drawn in the foreground color, as the title is.
        parts.imageView.tintColor = colors.foreground
        parts.indicator.color = colors.foreground
        if configuration.showsActivityIndicator { parts.indicator.startAnimating() } else { parts.indicator.stopAnimating() }
        parts.background.backgroundColor = colors.background
        parts.background.layer.borderWidth = configuration.background.strokeWidth
        parts.background.layer.borderColor = configuration.background.strokeColor.map {
            $0.resolvedColor(with: traitCollection).cgColor
        }
        invalidateIntrinsicContentSize()
        // During an update the layout that follows it lays the content out.
        if !isUpdatingConfiguration { setNeedsLayout() }
    }

    /// The size of the image (or indicator), the title block and the whole content, without insets.
    private var configuredContentMetrics: (image: CGSize, title: CGSize, subtitle: CGSize, content: CGSize)? {
        guard let configuration, let parts = configurationParts else { return nil }
        let image: CGSize = configuration.showsActivityIndicator ? parts.indicator.intrinsicContentSize
            : (configuration.image?.size ?? .zero)
        let title = parts.titleLabel.isHidden ? .zero : parts.titleLabel.intrinsicContentSize
        let subtitle = parts.subtitleLabel.isHidden ? .zero : parts.subtitleLabel.intrinsicContentSize
        let titlePadding = title != .zero && subtitle != .zero ? configuration.titlePadding : 0
        let text = CGSize(width: max(title.width, subtitle.width), height: title.height + titlePadding + subtitle.height)
        guard image != .zero, text != .zero else {
            return (image, title, subtitle, image == .zero ? text : image)
        }
        let padding = configuration.imagePadding
        let content = configuration.imagePlacement.isVertical
            ? CGSize(width: max(image.width, text.width), height: image.height + padding + text.height)
            : CGSize(width: image.width + padding + text.width, height: max(image.height, text.height))
        return (image, title, subtitle, content)
    }

    var configuredIntrinsicSize: CGSize? {
        guard let configuration, let metrics = configuredContentMetrics else { return nil }
        let insets = configuration.contentInsets
        return CGSize(width: metrics.content.width + insets.leading + insets.trailing,
                      height: metrics.content.height + insets.top + insets.bottom)
    }

    func layoutConfiguredContent() {
        guard let configuration, let parts = configurationParts, let metrics = configuredContentMetrics else { return }
        parts.background.frame = bounds
        parts.background.layer.cornerRadius = configuration.cornerRadius(forHeight: bounds.height)
        let insets = configuration.contentInsets
        // Layout is left to right throughout the framework, so leading is left.
        let available = CGRect(x: bounds.minX + insets.leading, y: bounds.minY + insets.top,
                               width: bounds.width - insets.leading - insets.trailing,
                               height: bounds.height - insets.top - insets.bottom)
        let content = CGRect(x: available.midX - metrics.content.width / 2, y: available.midY - metrics.content.height / 2,
                             width: metrics.content.width, height: metrics.content.height)
        let imageSize = metrics.image
        let textSize = CGSize(width: max(metrics.title.width, metrics.subtitle.width),
                              height: content.height - (configuration.imagePlacement.isVertical && imageSize != .zero
                                                        ? imageSize.height + configuration.imagePadding : 0))
        var imageFrame = CGRect(origin: .zero, size: imageSize)
        var textFrame = CGRect(origin: .zero, size: textSize)
        let placement = configuration.imagePlacement
        let imageFirst = placement == .top || placement == .leading
        let padding = imageSize == .zero || textSize.width == 0 ? 0 : configuration.imagePadding
        if placement.isVertical {
            imageFrame.origin.x = content.midX - imageSize.width / 2
            textFrame.origin.x = content.midX - textSize.width / 2
            imageFrame.origin.y = imageFirst ? content.minY : content.maxY - imageSize.height
            textFrame.origin.y = imageFirst ? imageFrame.maxY + padding : content.minY
        } else {
            imageFrame.origin.y = content.midY - imageSize.height / 2
            textFrame.origin.y = content.midY - (metrics.title.height + metrics.subtitle.height
                                                 + (metrics.subtitle == .zero ? 0 : configuration.titlePadding)) / 2
            imageFrame.origin.x = imageFirst ? content.minX : content.maxX - imageSize.width
            textFrame.origin.x = imageFirst ? content.minX + imageSize.width + padding : content.minX
        }
        parts.imageView.frame = imageFrame
        parts.indicator.frame = imageFrame
        parts.titleLabel.frame = CGRect(x: textFrame.minX, y: textFrame.minY, width: textSize.width, height: metrics.title.height)
        parts.subtitleLabel.frame = CGRect(x: textFrame.minX, y: parts.titleLabel.frame.maxY + configuration.titlePadding,
                                           width: textSize.width, height: metrics.subtitle.height)
    }
}

extension UIButton.Configuration {
    /// How the title and subtitle align: `.automatic` centers them, or, with a subtitle beside
    /// a leading image, aligns them to the leading edge.
    var textAlignment: NSTextAlignment {
        switch titleAlignment {
        case .leading: .natural
        case .center: .center
        case .trailing: .right
        case .automatic: subtitle != nil && image != nil && !imagePlacement.isVertical ? .natural : .center
        }
    }
}

extension NSDirectionalRectEdge {
    var isVertical: Bool { self == .top || self == .bottom }
}
