import Foundation

// A segmented control is drawn as iOS 13–18 draws it (metrics from Apple's iOS 17 design
// resources, as Flutter's `CupertinoSlidingSegmentedControl` records them): a 32-point-high
// rounded rectangle in `tertiarySystemFill` with a 9-point radius; segments of equal width inside
// a 3-point horizontal and 2-point vertical padding, parted by 1-point separators inset 5 points,
// which hide next to the selected segment; the selected segment on a white (light) or #636366
// (dark) thumb with a 7-point radius, 1 point wider than its segment on each side. Titles are
// 13-point medium, semibold when selected, in the label color; a pressed unselected segment
// fades to 20%, a disabled one is gray.
extension UISegmentedControl {
    static let controlHeight: CGFloat = 32
    static let cornerRadius: CGFloat = 9
    static let thumbCornerRadius: CGFloat = 7
    static let horizontalPadding: CGFloat = 3
    static let verticalPadding: CGFloat = 2
    static let thumbOutset: CGFloat = 1
    static let separatorWidth: CGFloat = 1
    static let separatorInset: CGFloat = 5
    static let segmentMinPadding: CGFloat = 10
    static let fontSize: CGFloat = 13
    static let pressedContentAlpha: CGFloat = 0.2
    static let separatorColor = UIColor(red: 142 / 255, green: 142 / 255, blue: 147 / 255, alpha: 0.3)
    static let defaultThumbColor = UIColor.controlColor(light: (255, 255, 255, 1), dark: (99, 99, 102, 1))
    static let disabledContentColor = UIColor(red: 122 / 255, green: 122 / 255, blue: 122 / 255, alpha: 115 / 255)
    /// How long the thumb takes to slide to a newly selected segment.
    static let selectionAnimationDuration: TimeInterval = 0.3
    /// The damping ratio of the selection's spring: it slides with a slight overshoot, as on iOS.
    static let selectionSpringDamping: CGFloat = 0.8

    func configureSegmentedControl() {
        background.backgroundColor = .tertiarySystemFill
        background.layer.cornerRadius = UISegmentedControl.cornerRadius
        thumb.layer.cornerRadius = UISegmentedControl.thumbCornerRadius
        thumb.layer.shadowColor = CGColor(gray: 0, alpha: 1)
        thumb.layer.shadowOpacity = 0.12
        thumb.layer.shadowOffset = CGSize(width: 0, height: 3)
        thumb.layer.shadowRadius = 8
        addSubview(background)
        addSubview(thumb)
        updateAppearance()
    }

    /// Rebuilds the separators and the segments' title labels and image views.
    func segmentsDidChange() {
        for view in separators + contentViews { view.removeFromSuperview() }
        separators = (0..<max(segments.count - 1, 0)).map { _ in
            UIView.controlPart(color: UISegmentedControl.separatorColor, cornerRadius: UISegmentedControl.separatorWidth / 2)
        }
        for separator in separators { insertSubview(separator, belowSubview: thumb) }
        contentViews = segments.map(makeContentView)
        for view in contentViews { addSubview(view) }
        updateAppearance()
    }

    private func makeContentView(for segment: Segment) -> UIView {
        if let image = segment.image {
            let imageView = UIImageView(image: image)
            imageView.contentMode = .center
            return imageView
        }
        let label = UILabel()
        label.text = segment.title
        label.textAlignment = .center
        return label
    }

    /// The segment drawn as selected: none while momentary.
    var shownSelectedSegment: Int? {
        guard !isMomentary, segments.indices.contains(selectedSegmentIndex) else { return nil }
        return selectedSegmentIndex
    }

    func updateAppearance() {
        let selected = shownSelectedSegment
        background.alpha = isEnabled ? 1 : 0.5
        thumb.isHidden = selected == nil
        thumb.backgroundColor = selectedSegmentTintColor ?? UISegmentedControl.defaultThumbColor
        for (index, separator) in separators.enumerated() {
            separator.isHidden = selected == index || selected == index + 1
        }
        for (index, view) in contentViews.enumerated() {
            let enabled = isEnabled && segments[index].isEnabled
            if let label = view as? UILabel {
                let state: UIControl.State = !enabled ? .disabled : index == selected ? .selected : .normal
                label.font = titleAttribute(.font, for: state)
                    ?? .systemFont(ofSize: UISegmentedControl.fontSize, weight: index == selected ? .semibold : .medium)
                label.textColor = titleAttribute(.foregroundColor, for: state)
                    ?? (enabled ? .label : UISegmentedControl.disabledContentColor)
            }
            view.alpha = pressedSegment == index && index != selected ? UISegmentedControl.pressedContentAlpha : 1
            // Each segment is a button to assistive apps, selected when it is (as on iOS).
            view.isAccessibilityElement = true
            var traits: UIAccessibilityTraits = .button
            if index == selected { traits.insert(.selected) }
            if !enabled { traits.insert(.notEnabled) }
            if view.accessibilityTraits != traits { view.accessibilityTraits = traits }
        }
        setNeedsLayout()
    }

    /// Selects a segment, sliding the thumb there on a spring from the segment selected before
    /// (a thumb that was hidden appears at once).
    func slideSelection(to segment: Int) {
        guard shownSelectedSegment != nil else {
            selectedSegmentIndex = segment
            return
        }
        layoutIfNeeded()
        UIView.animate(withDuration: UISegmentedControl.selectionAnimationDuration, delay: 0,
                       usingSpringWithDamping: UISegmentedControl.selectionSpringDamping, initialSpringVelocity: 0,
                       options: [.beginFromCurrentState, .allowUserInteraction], animations: {
            self.selectedSegmentIndex = segment
            self.layoutIfNeeded()
        })
    }

    /// Right to left the control is the mirror image: segment 0 at the right.
    func layoutParts() {
        background.frame = bounds
        let frames = leadingToTrailingSegmentFrames()
        for (index, view) in contentViews.enumerated() { view.frame = flippedForLayoutDirection(frames[index]) }
        for (index, separator) in separators.enumerated() {
            let top = bounds.minY + UISegmentedControl.verticalPadding + UISegmentedControl.separatorInset
            separator.frame = flippedForLayoutDirection(CGRect(
                x: frames[index].maxX, y: top, width: UISegmentedControl.separatorWidth,
                height: max(bounds.maxY - UISegmentedControl.verticalPadding - UISegmentedControl.separatorInset - top, 0)))
        }
        if let selected = shownSelectedSegment {
            thumb.frame = flippedForLayoutDirection(frames[selected]).insetBy(dx: -UISegmentedControl.thumbOutset, dy: 0)
        }
    }

    /// The segments' rectangles from the left, as left to right lays them out (right to left
    /// flips them): fixed widths as set, the rest of the width shared equally.
    private func leadingToTrailingSegmentFrames() -> [CGRect] {
        let count = CGFloat(segments.count)
        guard count > 0 else { return [] }
        let padding = UISegmentedControl.horizontalPadding, separator = UISegmentedControl.separatorWidth
        let available = bounds.width - 2 * padding - (count - 1) * separator
        let fixed = segments.reduce(0) { $0 + $1.width }
        let sharing = CGFloat(segments.filter { $0.width == 0 }.count)
        let sharedWidth = sharing > 0 ? max((available - fixed) / sharing, 0) : 0
        var x = bounds.minX + padding
        let y = bounds.minY + UISegmentedControl.verticalPadding
        let height = max(bounds.height - 2 * UISegmentedControl.verticalPadding, 0)
        return segments.map { segment in
            let width = segment.width > 0 ? segment.width : sharedWidth
            defer { x += width + separator }
            return CGRect(x: x, y: y, width: width, height: height)
        }
    }

    /// The segment whose area (its rectangle and half the separator on each side) holds the
    /// point's x; the first or last for points beyond the leading or trailing end.
    func segmentIndex(at point: CGPoint) -> Int? {
        let frames = leadingToTrailingSegmentFrames()
        guard !frames.isEmpty else { return nil }
        let separator = UISegmentedControl.separatorWidth
        let x = flippedForLayoutDirection(CGRect(x: point.x, y: point.y, width: 0, height: 0)).minX
        return frames.firstIndex { x < $0.maxX + separator / 2 } ?? frames.count - 1
    }

    /// The width the segments need: fixed widths as set, the others as wide as the widest
    /// content plus 10 points each side; titles are measured.
    var estimatedWidth: CGFloat {
        guard !segments.isEmpty else { return 0 }
        let padding = UISegmentedControl.segmentMinPadding
        let sharedWidth = segments.filter { $0.width == 0 }.map { estimatedContentWidth(of: $0) + 2 * padding }.max() ?? 0
        let widths = segments.map { $0.width > 0 ? $0.width : sharedWidth }
        return widths.reduce(0, +) + 2 * UISegmentedControl.horizontalPadding
            + CGFloat(segments.count - 1) * UISegmentedControl.separatorWidth
    }

    private func estimatedContentWidth(of segment: Segment) -> CGFloat {
        if let image = segment.image { return image.size.width }
        // Measured in the selected segment's semibold weight, the widest a title is drawn.
        let fonts = [titleAttribute(.font, for: .normal), titleAttribute(.font, for: .selected)].compactMap { $0 as UIFont? }
        let font = fonts.max { $0.pointSize < $1.pointSize }
            ?? UIFont.systemFont(ofSize: UISegmentedControl.fontSize, weight: .semibold)
        return (segment.title ?? "").size(withAttributes: [.font: font]).width.rounded(.up)
    }
}
