import Foundation

/// The section index: the data source's titles in a strip along the trailing edge of the visible
/// area; touching or sliding along it scrolls the table to the section of the title under the
/// finger.
extension UITableView {
    /// Shows, places or removes the index strip for the data source's titles.
    func placeSectionIndex() {
        let titles = layout.indexTitles
        guard !titles.isEmpty, layout.sections.count >= sectionIndexMinimumDisplayRowCount else {
            sectionIndexView?.removeFromSuperview()
            sectionIndexView = nil
            return
        }
        let strip = sectionIndexView ?? {
            let made = TableSectionIndexView()
            made.table = self
            addSubview(made)
            sectionIndexView = made
            return made
        }()
        strip.show(titles, color: sectionIndexColor ?? .tintColor, background: sectionIndexBackgroundColor)
        let visible = bounds.inset(by: adjustedContentInset)
        let frame = CGRect(x: bounds.maxX - TableSectionIndexView.width - adjustedContentInset.right, y: visible.minY,
                           width: TableSectionIndexView.width, height: visible.height)
        if strip.frame != frame { strip.frame = frame }
        if subviews.last !== strip { bringSubviewToFront(strip) }
    }

    /// The finger is over the title at `index`: the table shows its section at the top.
    func jumpToSectionIndexTitle(at index: Int, titles: [String]) {
        guard titles.indices.contains(index), let dataSource else { return }
        let section = dataSource.tableView(self, sectionForSectionIndexTitle: titles[index], at: index)
        guard layout.sections.indices.contains(section) else { return }
        let top = rect(forSection: section).minY - adjustedContentInset.top
        let offset = clampedContentOffset(CGPoint(x: contentOffset.x, y: top))
        if offset != contentOffset { setContentOffset(offset, animated: false) }
    }
}

/// The strip of section index titles. A finger on it moves along it, not the table.
final class TableSectionIndexView: UIView {
    static let width: CGFloat = 16
    static let titleHeight: CGFloat = 14
    @HandleReference var table: UITableView?
    private var titles: [String] = []
    private var labels: [UILabel] = []

    override var grabsTouches: Bool { true }

    func show(_ titles: [String], color: UIColor, background: UIColor?) {
        backgroundColor = background
        guard titles != self.titles else {
            for label in labels where label.textColor != color { label.textColor = color }
            return
        }
        self.titles = titles
        for label in labels { label.removeFromSuperview() }
        labels = titles.map { title in
            let label = UILabel()
            label.text = title
            label.font = .systemFont(ofSize: 11, weight: .semibold)
            label.textColor = color
            label.textAlignment = .center
            addSubview(label)
            return label
        }
        accessibilityLabel = "Section index"
        setNeedsLayout()
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        let top = titlesTop
        for (index, label) in labels.enumerated() {
            label.frame = CGRect(x: 0, y: top + CGFloat(index) * Self.titleHeight, width: bounds.width, height: Self.titleHeight)
        }
    }

    /// The titles are centred in the strip.
    private var titlesTop: CGFloat {
        ((bounds.height - CGFloat(titles.count) * Self.titleHeight) / 2).rounded()
    }

    private func jump(for touches: Set<UITouch>) {
        guard let touch = touches.first, let table, !titles.isEmpty else { return }
        let y = touch.location(in: self).y - titlesTop
        let index = min(max(0, Int((y / Self.titleHeight).rounded(.down))), titles.count - 1)
        table.jumpToSectionIndexTitle(at: index, titles: titles)
    }

    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) { jump(for: touches) }
    override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) { jump(for: touches) }
    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {}
    override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {}
}
