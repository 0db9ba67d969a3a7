import Foundation

// An iOS 17 pop-up menu: a 250-point wide rounded, shadowed panel anchored below (or above) the
// button, one 44-point row per action with its checkmark on the leading side, title, subtitle
// and image on the trailing side; destructive rows are red, disabled ones dimmed; inline
// submenus and titled submenus are sections set apart by an 8-point gap. A touch outside the
// panel dismisses the menu; lifting a finger on an enabled row chooses it.

/// The full-window layer a menu is presented in.
@MainActor
final class MenuOverlayView: UIView {
    static let panelWidth: CGFloat = 250
    static let rowHeight: CGFloat = 44
    static let headerHeight: CGFloat = 32
    static let sectionGap: CGFloat = 8
    static let margin: CGFloat = 8
    static let panelColor = UIColor.controlColor(light: (249, 249, 249, 1), dark: (37, 37, 37, 1))
    static let gapColor = UIColor.controlColor(light: (0, 0, 0, 0.08), dark: (0, 0, 0, 0.3))
    static let separatorColor = UIColor.controlColor(light: (60, 60, 67, 0.29), dark: (84, 84, 88, 0.6))

    @HandleReference var sourceButton: UIButton?
    let panel = UIView()
    private(set) var rows: [MenuRowView] = []
    private var highlightedRow: MenuRowView?

    init(menu: UIMenu, source: UIButton, anchor: CGRect) {
        sourceButton = source
        super.init(frame: source.window?.bounds ?? .zero)
        autoresizingMask = [.flexibleWidth, .flexibleHeight]
        panel.backgroundColor = MenuOverlayView.panelColor
        panel.layer.cornerRadius = 13
        panel.layer.shadowColor = CGColor(gray: 0, alpha: 1)
        panel.layer.shadowOpacity = 0.2
        panel.layer.shadowRadius = 30
        panel.layer.shadowOffset = CGSize(width: 0, height: 8)
        panel.isUserInteractionEnabled = false
        addSubview(panel)
        let height = buildRows(for: menu)
        panel.frame = panelFrame(height: height, anchor: anchor)
    }

    required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    /// Adds the rows of every section, top to bottom; returns the panel's height.
    private func buildRows(for menu: UIMenu) -> CGFloat {
        var y: CGFloat = 0
        let sections = MenuOverlayView.sections(of: menu)
        let showsChecks = menu.allActions.contains { $0.state != .off }
        for (index, section) in sections.enumerated() {
            if index > 0 {
                let gap = UIView.controlPart(color: MenuOverlayView.gapColor)
                gap.frame = CGRect(x: 0, y: y, width: MenuOverlayView.panelWidth, height: MenuOverlayView.sectionGap)
                panel.addSubview(gap)
                y += MenuOverlayView.sectionGap
            }
            if !section.menu.title.isEmpty {
                let header = UILabel()
                header.text = section.menu.title
                header.font = UIFont.systemFont(ofSize: 13)
                header.textColor = section.menu.options.contains(.destructive) ? .systemRed : .secondaryLabel
                header.frame = CGRect(x: 16, y: y, width: MenuOverlayView.panelWidth - 32, height: MenuOverlayView.headerHeight)
                panel.addSubview(header)
                y += MenuOverlayView.headerHeight
            }
            for (rowIndex, action) in section.actions.enumerated() {
                if rowIndex > 0 || !section.menu.title.isEmpty {
                    let separator = UIView.controlPart(color: MenuOverlayView.separatorColor)
                    separator.frame = CGRect(x: 0, y: y, width: MenuOverlayView.panelWidth, height: 0.5)
                    panel.addSubview(separator)
                }
                let row = MenuRowView(action: action, parent: section.menu, showsCheck: showsChecks)
                row.frame = CGRect(x: 0, y: y, width: MenuOverlayView.panelWidth, height: MenuOverlayView.rowHeight)
                panel.addSubview(row)
                rows.append(row)
                y += MenuOverlayView.rowHeight
            }
        }
        return y
    }

    /// The menu's sections: its own actions, then one per child menu (inline or not: submenus
    /// are shown expanded), in order; hidden actions are left out.
    static func sections(of menu: UIMenu) -> [(menu: UIMenu, actions: [UIAction])] {
        var sections: [(menu: UIMenu, actions: [UIAction])] = []
        var current: [UIAction] = []
        for child in menu.children {
            if let action = child as? UIAction, !action.attributes.contains(.hidden) {
                current.append(action)
            } else if let submenu = child as? UIMenu {
                if !current.isEmpty { sections.append((menu, current)) }
                current = []
                sections.append(contentsOf: MenuOverlayView.sections(of: submenu))
            }
        }
        if !current.isEmpty || sections.isEmpty { sections.append((menu, current)) }
        return sections
    }

    /// Below the button, leading edges aligned, or above it when there is no room below; kept
    /// inside the window.
    private func panelFrame(height: CGFloat, anchor: CGRect) -> CGRect {
        let margin = MenuOverlayView.margin
        let width = MenuOverlayView.panelWidth
        let x = min(max(anchor.minX, bounds.minX + margin), bounds.maxX - margin - width)
        let below = anchor.maxY + margin
        let y = below + height <= bounds.maxY - margin ? below : max(bounds.minY + margin, anchor.minY - margin - height)
        return CGRect(x: x, y: y, width: width, height: height)
    }

    private func row(at point: CGPoint) -> MenuRowView? {
        rows.first { $0.isEnabled && $0.frame.contains(convert(point, to: panel)) }
    }

    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        guard let touch = touches.first else { return }
        let point = touch.location(in: self)
        guard panel.frame.contains(point) else {
            removeFromSuperview()
            return
        }
        highlight(row(at: point))
    }

    override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {
        guard let touch = touches.first, superview != nil else { return }
        highlight(row(at: touch.location(in: self)))
    }

    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        guard let touch = touches.first, superview != nil else { return }
        highlight(nil)
        guard let row = row(at: touch.location(in: self)) else { return }
        sourceButton?.chooseMenuAction(row.action, in: row.parent)
        if sourceButton == nil { removeFromSuperview() }
    }

    override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {
        highlight(nil)
    }

    private func highlight(_ row: MenuRowView?) {
        highlightedRow?.isHighlighted = false
        highlightedRow = row
        row?.isHighlighted = true
    }
}

/// One action in a presented menu.
@MainActor
final class MenuRowView: UIView {
    static let highlightColor = UIColor.controlColor(light: (0, 0, 0, 0.1), dark: (255, 255, 255, 0.1))

    let action: UIAction
    let parent: UIMenu
    let titleLabel = UILabel()
    let subtitleLabel = UILabel()
    let imageView = UIImageView()
    let checkShort = UIView.controlPart(cornerRadius: 1)
    let checkLong = UIView.controlPart(cornerRadius: 1)
    let mixedDash = UIView.controlPart(cornerRadius: 1)

    var isEnabled: Bool { !action.attributes.contains(.disabled) }

    var isHighlighted = false {
        didSet { backgroundColor = isHighlighted ? MenuRowView.highlightColor : nil }
    }

    init(action: UIAction, parent: UIMenu, showsCheck: Bool) {
        self.action = action
        self.parent = parent
        super.init(frame: .zero)
        isUserInteractionEnabled = false
        isAccessibilityElement = true
        accessibilityLabel = action.title
        let color: UIColor = !isEnabled ? .tertiaryLabel : action.attributes.contains(.destructive) ? .systemRed : .label
        titleLabel.text = action.title
        titleLabel.font = UIFont.systemFont(ofSize: 17)
        titleLabel.textColor = color
        subtitleLabel.text = action.subtitle
        subtitleLabel.font = UIFont.systemFont(ofSize: 15)
        subtitleLabel.textColor = isEnabled ? .secondaryLabel : .tertiaryLabel
        subtitleLabel.isHidden = action.subtitle == nil
        imageView.image = action.image
        for part in [checkShort, checkLong, mixedDash] { part.backgroundColor = color }
        checkShort.isHidden = action.state != .on
        checkLong.isHidden = action.state != .on
        mixedDash.isHidden = action.state != .mixed
        let textLeading: CGFloat = showsCheck ? 44 : 16
        for part in [titleLabel, subtitleLabel, imageView, checkShort, checkLong, mixedDash] as [UIView] { addSubview(part) }
        layoutRow(textLeading: textLeading)
    }

    required init?(coder: NSCoder) {
        return nil
    }

    private func layoutRow(textLeading: CGFloat) {
        let width = MenuOverlayView.panelWidth, height = MenuOverlayView.rowHeight
        let imageWidth: CGFloat = action.image == nil ? 0 : 24
        let textWidth = width - textLeading - 16 - (imageWidth > 0 ? imageWidth + 8 : 0)
        if action.subtitle == nil {
            titleLabel.frame = CGRect(x: textLeading, y: 0, width: textWidth, height: height)
        } else {
            titleLabel.frame = CGRect(x: textLeading, y: 3, width: textWidth, height: 21)
            subtitleLabel.frame = CGRect(x: textLeading, y: 24, width: textWidth, height: 18)
        }
        imageView.frame = CGRect(x: width - 16 - imageWidth, y: (height - 24) / 2, width: imageWidth, height: 24)
        // The checkmark: two strokes meeting at the bottom, 16 points from the leading edge.
        checkShort.frame = CGRect(x: 15, y: 22, width: 7, height: 2)
        checkShort.transform = CGAffineTransform(rotationAngle: .pi / 4)
        checkLong.frame = CGRect(x: 18, y: 19, width: 12, height: 2)
        checkLong.transform = CGAffineTransform(rotationAngle: -.pi / 4)
        mixedDash.frame = CGRect(x: 16, y: 21, width: 12, height: 2)
    }
}
