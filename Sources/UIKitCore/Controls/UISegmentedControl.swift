import Foundation

/// A horizontal control that consists of multiple segments, each segment functioning as a
/// discrete button.
///
/// Lifting a finger on a segment selects it and sends `.valueChanged` (then
/// `.primaryActionTriggered`) if the selection changed; a momentary control sends them for every
/// tap and keeps no selection. The selection's thumb slides to a segment the finger selects;
/// setting `selectedSegmentIndex` moves it at once.
@preconcurrency @MainActor
open class UISegmentedControl: UIControl {
    /// A segment index value indicating that there's no selected segment.
    public class var noSegment: Int { -1 }

    /// One segment's content and settings.
    struct Segment {
        var title: String?
        var image: UIImage?
        var isEnabled = true
        /// A fixed width, or 0 to share the width left by fixed segments.
        var width: CGFloat = 0
    }

    var segments: [Segment] = []
    private var storedSelectedIndex = UISegmentedControl.noSegment
    /// The segment under the finger while a touch is tracked.
    var pressedSegment: Int?

    let background = UIView.controlPart()
    let thumb = UIView.controlPart()
    var separators: [UIView] = []
    var contentViews: [UIView] = []

    /// The index of the selected segment, or `noSegment`. Setting it sends no actions; an index
    /// out of range is ignored.
    open var selectedSegmentIndex: Int {
        get { storedSelectedIndex }
        set {
            guard newValue == UISegmentedControl.noSegment || segments.indices.contains(newValue),
                  newValue != storedSelectedIndex else { return }
            storedSelectedIndex = newValue
            updateAppearance()
        }
    }

    /// Whether segments show their selected state (`false`, the default) or only react to taps.
    open var isMomentary: Bool = false {
        didSet { updateAppearance() }
    }

    /// The color of the selected segment's background; `nil` draws white (light) or gray (dark).
    open var selectedSegmentTintColor: UIColor? {
        didSet {
            guard acceptsAppearanceValue(.selectedSegmentTintColor) else { selectedSegmentTintColor = oldValue; return }
            updateAppearance()
        }
    }

    /// The title text attributes per state, set by `setTitleTextAttributes(_:for:)`.
    var titleAttributes: [UIControl.State.RawValue: [NSAttributedString.Key: Any]] = [:]

    /// Sets the text attributes of the segments' titles for a state: their font and foreground
    /// color are drawn; `.selected` draws the selected segment, `.disabled` disabled ones, and
    /// attributes a state leaves out come from the normal state's.
    open func setTitleTextAttributes(_ attributes: [NSAttributedString.Key: Any]?, for state: UIControl.State) {
        titleAttributes[state.rawValue] = attributes
        updateAppearance()
        invalidateIntrinsicContentSize()
    }

    /// Returns the title text attributes set for a state.
    open func titleTextAttributes(for state: UIControl.State) -> [NSAttributedString.Key: Any]? {
        titleAttributes[state.rawValue]
    }

    /// A title attribute for a state: the state's own, else the normal state's.
    func titleAttribute<Value>(_ key: NSAttributedString.Key, for state: UIControl.State) -> Value? {
        (titleAttributes[state.rawValue]?[key] ?? titleAttributes[UIControl.State.normal.rawValue]?[key]) as? Value
    }

    /// The number of segments the control has.
    open var numberOfSegments: Int { segments.count }

    public override init(frame: CGRect) {
        super.init(frame: frame)
        configureSegmentedControl()
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        configureSegmentedControl()
        NibDecoder.finish(coder, self, as: UISegmentedControl.self)
    }

    /// Creates a segmented control with segments for the given titles (`String`) and images
    /// (`UIImage`), sized to fit them.
    public convenience init(items: [Any]?) {
        self.init(frame: .zero)
        for item in items ?? [] {
            if let title = item as? String {
                segments.append(Segment(title: title))
            } else if let image = item as? UIImage {
                segments.append(Segment(image: image))
            }
        }
        segmentsDidChange()
        bounds.size = controlIntrinsicSize
    }

    // MARK: Managing segments

    /// Inserts a segment with a title before the given index (pinned to 0...`numberOfSegments`).
    /// Animation is not available yet.
    open func insertSegment(withTitle title: String?, at segment: Int, animated: Bool) {
        insert(Segment(title: title), at: segment)
    }

    /// Inserts a segment with an image before the given index (pinned to 0...`numberOfSegments`).
    /// Animation is not available yet.
    open func insertSegment(with image: UIImage?, at segment: Int, animated: Bool) {
        insert(Segment(image: image), at: segment)
    }

    /// Removes the segment at the given index; removing the selected segment leaves none selected.
    open func removeSegment(at segment: Int, animated: Bool) {
        guard segments.indices.contains(segment) else { return }
        segments.remove(at: segment)
        if storedSelectedIndex == segment {
            storedSelectedIndex = UISegmentedControl.noSegment
        } else if storedSelectedIndex > segment {
            storedSelectedIndex -= 1
        }
        segmentsDidChange()
    }

    /// Removes all segments.
    open func removeAllSegments() {
        segments.removeAll()
        storedSelectedIndex = UISegmentedControl.noSegment
        segmentsDidChange()
    }

    /// Sets the title of a segment; a segment shows a title or an image, so this removes its image.
    open func setTitle(_ title: String?, forSegmentAt segment: Int) {
        guard segments.indices.contains(segment) else { return }
        segments[segment].title = title
        segments[segment].image = nil
        segmentsDidChange()
    }

    /// Returns the title of a segment.
    open func titleForSegment(at segment: Int) -> String? {
        segments.indices.contains(segment) ? segments[segment].title : nil
    }

    /// Sets the image of a segment; a segment shows a title or an image, so this removes its title.
    open func setImage(_ image: UIImage?, forSegmentAt segment: Int) {
        guard segments.indices.contains(segment) else { return }
        segments[segment].image = image
        segments[segment].title = nil
        segmentsDidChange()
    }

    /// Returns the image of a segment.
    open func imageForSegment(at segment: Int) -> UIImage? {
        segments.indices.contains(segment) ? segments[segment].image : nil
    }

    /// Enables or disables a segment; a disabled segment cannot be selected by touch.
    open func setEnabled(_ enabled: Bool, forSegmentAt segment: Int) {
        guard segments.indices.contains(segment) else { return }
        segments[segment].isEnabled = enabled
        updateAppearance()
    }

    /// Returns whether a segment is enabled.
    open func isEnabledForSegment(at segment: Int) -> Bool {
        segments.indices.contains(segment) ? segments[segment].isEnabled : false
    }

    /// Sets a fixed width for a segment; 0 (the default) shares the width left by fixed segments.
    open func setWidth(_ width: CGFloat, forSegmentAt segment: Int) {
        guard segments.indices.contains(segment) else { return }
        segments[segment].width = max(width, 0)
        setNeedsLayout()
    }

    /// Returns the fixed width of a segment, or 0 when it shares the remaining width.
    open func widthForSegment(at segment: Int) -> CGFloat {
        segments.indices.contains(segment) ? segments[segment].width : 0
    }

    private func insert(_ segment: Segment, at index: Int) {
        let index = min(max(index, 0), segments.count)
        segments.insert(segment, at: index)
        if storedSelectedIndex >= index { storedSelectedIndex += 1 }
        segmentsDidChange()
    }

    // MARK: Size and layout

    /// The height of a segmented control, 32 points, and the width its segments need (estimated,
    /// until text can be measured).
    open override func sizeThatFits(_ size: CGSize) -> CGSize {
        controlIntrinsicSize
    }

    /// What `intrinsicContentSize` will return.
    var controlIntrinsicSize: CGSize {
        CGSize(width: estimatedWidth, height: UISegmentedControl.controlHeight)
    }

    open override func layoutSubviews() {
        super.layoutSubviews()
        layoutParts()
    }

    // MARK: Tracking

    /// A touch down on an enabled segment presses it; elsewhere the control does not track.
    open override func beginTracking(_ touch: UITouch, with event: UIEvent?) -> Bool {
        guard let segment = segmentIndex(at: touch.location(in: self)), segments[segment].isEnabled else { return false }
        pressedSegment = segment
        updateAppearance()
        return true
    }

    /// The press follows the finger from segment to segment while it stays near the control.
    open override func continueTracking(_ touch: UITouch, with event: UIEvent?) -> Bool {
        let location = touch.location(in: self)
        let segment = isInsideWithTolerance(touch) ? segmentIndex(at: location) : nil
        let pressed = segment.flatMap { segments[$0].isEnabled ? $0 : nil }
        if pressed != pressedSegment {
            pressedSegment = pressed
            updateAppearance()
        }
        return true
    }

    /// Lifting the finger on a segment selects it.
    open override func endTracking(_ touch: UITouch?, with event: UIEvent?) {
        let pressed = pressedSegment
        pressedSegment = nil
        updateAppearance()
        guard isEnabled, let segment = pressed else { return }
        if isMomentary {
            storedSelectedIndex = segment
            sendValueChangedActions(with: event)
            storedSelectedIndex = UISegmentedControl.noSegment
        } else if segment != storedSelectedIndex {
            slideSelection(to: segment)
            sendValueChangedActions(with: event)
        }
    }

    open override func cancelTracking(with event: UIEvent?) {
        pressedSegment = nil
        updateAppearance()
    }

    override func stateDidChange() {
        updateAppearance()
    }

    override var automationValue: String? { String(selectedSegmentIndex) }

    /// A segmented control is a group of segment buttons, not an element itself.
    override var isAccessibilityElementByDefault: Bool { false }
    override var frameworkAccessibilityRole: String? { isAccessibilityElement ? nil : "group" }

    /// The control's natural size, as UIKit gives it.
    open override var intrinsicContentSize: CGSize {
        let size = controlIntrinsicSize
        return CGSize(width: size.width < 0 ? UIView.noIntrinsicMetric : size.width,
                      height: size.height < 0 ? UIView.noIntrinsicMetric : size.height)
    }
}
