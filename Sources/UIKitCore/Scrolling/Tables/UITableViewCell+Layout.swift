import Foundation

/// A cell's standard content and its layout, as UIKit's four cell styles place it.
extension UITableViewCell {
    /// The vertical padding around a standard cell's text: 44 points for one line of body text.
    static let verticalPadding: CGFloat = 11

    func setUpCell() {
        backgroundColor = .systemBackground
        contentView.frame = bounds
        addSubview(contentView)
    }

    func makeTextLabel() -> UILabel {
        if let storedTextLabel { return storedTextLabel }
        let label = UILabel()
        switch style {
        case .value2:
            label.font = .systemFont(ofSize: 15)
            label.textColor = .tintColor
            label.textAlignment = .right
        default:
            label.font = .systemFont(ofSize: 17)
        }
        storedTextLabel = label
        contentView.addSubview(label)
        setNeedsLayout()
        return label
    }

    func makeDetailTextLabel() -> UILabel {
        if let storedDetailTextLabel { return storedDetailTextLabel }
        let label = UILabel()
        switch style {
        case .value1:
            label.font = .systemFont(ofSize: 17)
            label.textColor = .secondaryLabel
            label.textAlignment = .right
        case .value2:
            label.font = .systemFont(ofSize: 15)
        case .subtitle:
            label.font = .systemFont(ofSize: 15)
            label.textColor = .secondaryLabel
        case .default:
            break
        }
        storedDetailTextLabel = label
        contentView.addSubview(label)
        setNeedsLayout()
        return label
    }

    func makeImageView() -> UIImageView {
        if let storedImageView { return storedImageView }
        let view = UIImageView()
        view.contentMode = .center
        storedImageView = view
        contentView.addSubview(view)
        setNeedsLayout()
        return view
    }

    /// The margin between the cell's edges and its content: 20 points on screens wider than
    /// 375 points, else 16, as UIKit's readable layout margins give.
    var cellMargin: CGFloat { bounds.width > 375 ? 20 : 16 }

    /// The disclosure chevron, pointing to the trailing side.
    private var chevron: String { effectiveUserInterfaceLayoutDirection == .rightToLeft ? "‹" : "›" }

    /// The label that draws a standard accessory. VoiceOver does not read it: a checkmark makes
    /// the cell selected instead, and a chevron says nothing.
    private static func makeStandardAccessory() -> UILabel {
        let label = UILabel()
        label.isAccessibilityElement = false
        return label
    }

    func accessoryDidChange() {
        let symbol: String?
        let color: UIColor
        switch storedEditing ? editingAccessoryType : accessoryType {
        case .none: (symbol, color) = (nil, .clear)
        case .checkmark: (symbol, color) = ("✓", .tintColor)
        case .disclosureIndicator: (symbol, color) = (chevron, .tertiaryLabel)
        case .detailButton: (symbol, color) = ("ⓘ", .tintColor)
        case .detailDisclosureButton: (symbol, color) = ("ⓘ " + chevron, .tintColor)
        }
        if let accessoryView {
            standardAccessory?.removeFromSuperview()
            standardAccessory = nil
            if accessoryView.superview !== self { addSubview(accessoryView) }
        } else if let symbol {
            let label = standardAccessory ?? Self.makeStandardAccessory()
            label.text = symbol
            label.textColor = color
            label.font = symbol == chevron ? .systemFont(ofSize: 24, weight: .semibold) : .systemFont(ofSize: 17, weight: .semibold)
            label.sizeToFit()
            if label.superview !== self { addSubview(label) }
            standardAccessory = label
        } else {
            standardAccessory?.removeFromSuperview()
            standardAccessory = nil
        }
        setNeedsLayout()
    }

    func updateSelectionAppearance() {
        let shows = (storedHighlighted || storedSelected) && selectionStyle != .none
        if shows, selectionHighlight == nil {
            let highlight = selectedBackgroundView ?? UIView()
            if selectedBackgroundView == nil { highlight.backgroundColor = .systemGray4 }
            highlight.frame = bounds
            insertSubview(highlight, belowSubview: contentView)
            selectionHighlight = highlight
        }
        selectionHighlight?.isHidden = !shows
    }

    /// The content view inside the accessory, with the standard content laid out in it.
    func layOutCell() {
        let editing = storedEditing && (editingControl != nil || reorderControl != nil)
        let accessory = editing ? nil : accessoryView ?? standardAccessory
        accessoryView?.isHidden = editing
        standardAccessory?.isHidden = editing
        // The section index takes the trailing edge: content and accessories keep clear of it.
        let usableWidth = bounds.width - sectionIndexWidth
        var contentWidth = usableWidth
        if let reorderControl {
            let width: CGFloat = 44
            reorderControl.frame = CGRect(x: usableWidth - width + swipeOffset, y: 0, width: width, height: bounds.height)
            contentWidth = usableWidth - width
        }
        if let accessory {
            let size = accessory.frame.size
            let x = usableWidth - cellMargin - size.width
            accessory.frame = CGRect(x: x + swipeOffset, y: ((bounds.height - size.height) / 2).rounded(), width: size.width,
                                     height: size.height)
            contentWidth = x - 8
        }
        backgroundView?.frame = bounds
        selectionHighlight?.frame = bounds
        var indent = CGFloat(indentationLevel) * indentationWidth
        if let editingControl {
            editingControl.frame = CGRect(x: 4 + swipeOffset, y: 0, width: UITableView.editingIndent, height: bounds.height)
        }
        if storedEditing, editingControlStyle != .none, editingIndents, shouldIndentWhileEditing { indent += UITableView.editingIndent }
        contentView.frame = CGRect(x: indent + swipeOffset, y: 0, width: max(0, contentWidth - indent), height: bounds.height)
        layOutStandardContent(in: contentView.bounds, trailingMargin: accessory == nil ? cellMargin : 0)
        // A cell made before it knew its direction points its chevron the right way now.
        if let label = standardAccessory, let text = label.text, !text.hasSuffix(chevron), text.hasSuffix("›") || text.hasSuffix("‹") {
            label.text = String(text.dropLast()) + chevron
        }
        guard effectiveUserInterfaceLayoutDirection == .rightToLeft else { return }
        // Right to left, the row is the mirror image: image and text from the right, the
        // accessory and the reorder control at the left, the editing control at the right.
        let width = bounds.width, innerWidth = contentView.bounds.width
        for case let view? in [reorderControl, accessory, editingControl, contentView] as [UIView?] {
            view.frame.origin.x = width - view.frame.maxX
        }
        for case let view? in [storedImageView, storedTextLabel, storedDetailTextLabel] as [UIView?] where view.superview === contentView {
            view.frame.origin.x = innerWidth - view.frame.maxX
        }
    }

    private func layOutStandardContent(in area: CGRect, trailingMargin: CGFloat) {
        var leading = cellMargin
        if let imageView = storedImageView, let image = imageView.image {
            let size = image.size
            imageView.frame = CGRect(x: leading, y: ((area.height - size.height) / 2).rounded(), width: size.width, height: size.height)
            leading += size.width + 16
        }
        let width = max(0, area.width - leading - trailingMargin)
        let text = storedTextLabel, detail = storedDetailTextLabel
        let textHeight = text.map { $0.sizeThatFits(CGSize(width: width, height: .greatestFiniteMagnitude)).height } ?? 0
        let detailHeight = detail.map { $0.sizeThatFits(CGSize(width: width, height: .greatestFiniteMagnitude)).height } ?? 0
        switch style {
        case .default:
            text?.frame = CGRect(x: leading, y: 0, width: width, height: area.height)
        case .subtitle:
            let top = ((area.height - textHeight - detailHeight) / 2).rounded()
            text?.frame = CGRect(x: leading, y: top, width: width, height: textHeight)
            detail?.frame = CGRect(x: leading, y: top + textHeight, width: width, height: detailHeight)
        case .value1:
            let detailWidth = detail.map { min(width, $0.sizeThatFits(area.size).width) } ?? 0
            detail?.frame = CGRect(x: leading + width - detailWidth, y: 0, width: detailWidth, height: area.height)
            text?.frame = CGRect(x: leading, y: 0, width: max(0, width - detailWidth - 8), height: area.height)
        case .value2:
            let labelWidth: CGFloat = 91
            text?.frame = CGRect(x: leading, y: 0, width: labelWidth, height: area.height)
            detail?.frame = CGRect(x: leading + labelWidth + 6, y: 0, width: max(0, width - labelWidth - 6), height: area.height)
        }
    }

    /// The height the cell needs at `width`: Auto Layout content in the content view sizes it;
    /// standard content needs its text plus 11 points above and below, at least 44 points.
    func fittingHeight(forWidth width: CGFloat) -> CGFloat {
        if let list = configuredContentView as? UIListContentView {
            return list.sizeThatFits(CGSize(width: width, height: 0)).height
        }
        if contentView.hasConstraintsToFit {
            let size = contentView.systemLayoutSizeFitting(CGSize(width: width, height: 0),
                                                           withHorizontalFittingPriority: .required,
                                                           verticalFittingPriority: .fittingSizeLevel)
            return max(1, (size.height * 2).rounded(.up) / 2)
        }
        let available = max(0, width - 2 * cellMargin)
        let measure = { (label: UILabel?) -> CGFloat in
            guard let label, label.text?.isEmpty == false || label.attributedText != nil else { return 0 }
            return label.sizeThatFits(CGSize(width: available, height: .greatestFiniteMagnitude)).height
        }
        let textHeight = style == .subtitle ? measure(storedTextLabel) + measure(storedDetailTextLabel)
                                            : max(measure(storedTextLabel), measure(storedDetailTextLabel))
        return max(UITableView.defaultRowHeight, (textHeight + 2 * Self.verticalPadding).rounded(.up))
    }
}

extension UIView {
    /// Whether constraints inside the view can give it a fitting size: a subview placed by
    /// constraints.
    var hasConstraintsToFit: Bool {
        storedSubviews.contains { !$0.translatesAutoresizingMaskIntoConstraints }
    }
}
