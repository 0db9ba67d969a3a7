import Foundation

/// A view that depicts the progress of a task over time.
///
/// The default style is drawn as iOS 14–18 draws it: a 4-point-high bar with round ends, the
/// completed part in the tint color over a track in `systemFill`. The bar style is thinner
/// (2.5 points) with square ends.
@preconcurrency @MainActor
open class UIProgressView: UIView {
    /// The styles of progress view.
    public enum Style: Int, Sendable {
        /// The standard progress-view style.
        case `default` = 0
        /// The style of progress view that is used in a toolbar.
        case bar = 1
    }

    /// The current graphical style of the progress view.
    open var progressViewStyle: Style = .default {
        didSet { updateAppearance() }
    }

    /// The current progress, from 0.0 to 1.0; values outside are pinned. The default is 0.
    open var progress: Float {
        get { storedProgress }
        set {
            let pinned = newValue.isNaN ? 0 : min(max(newValue, 0), 1)
            guard pinned != storedProgress else { return }
            storedProgress = pinned
            setNeedsLayout()
        }
    }

    /// The color shown for the completed part of the bar; `nil` draws the tint color.
    open var progressTintColor: UIColor? {
        didSet {
            guard acceptsAppearanceValue(.progressTintColor) else { progressTintColor = oldValue; return }
            updateAppearance()
        }
    }

    /// The color shown for the part of the track not yet filled; `nil` draws the system fill color.
    open var trackTintColor: UIColor? {
        didSet {
            guard acceptsAppearanceValue(.trackTintColor) else { trackTintColor = oldValue; return }
            updateAppearance()
        }
    }

    private var storedProgress: Float = 0
    let track = UIView.controlPart()
    let fill = UIView.controlPart()

    public override init(frame: CGRect) {
        super.init(frame: frame)
        configureProgressView()
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        configureProgressView()
        NibDecoder.finish(coder, self, as: UIProgressView.self)
    }

    /// Creates a progress view of the given style, as high as the style draws it.
    public convenience init(progressViewStyle style: Style) {
        self.init(frame: .zero)
        progressViewStyle = style
        bounds.size.height = controlIntrinsicSize.height
    }

    /// Sets the current progress; animated, the bar grows (or shrinks) to it over a quarter of
    /// a second, played by the page, while `progress` has the new value at once.
    open func setProgress(_ progress: Float, animated: Bool) {
        guard animated, window != nil else {
            self.progress = progress
            return
        }
        // The bar's frame from its current one: lay out what is pending first, outside the animation.
        layoutIfNeeded()
        UIView.animate(withDuration: 0.25, delay: 0, options: [.beginFromCurrentState, .allowUserInteraction]) {
            self.progress = progress
            self.layoutIfNeeded()
        }
    }

    /// The width the view has and the height of its style: 4 points, or 2.5 for the bar style.
    open override func sizeThatFits(_ size: CGSize) -> CGSize {
        CGSize(width: bounds.width, height: controlIntrinsicSize.height)
    }

    /// What `intrinsicContentSize` will return: no intrinsic width (-1) and the style's height.
    var controlIntrinsicSize: CGSize {
        CGSize(width: -1, height: progressViewStyle == .bar ? 2.5 : 4)
    }

    open override func layoutSubviews() {
        super.layoutSubviews()
        track.frame = bounds
        let radius = progressViewStyle == .default ? bounds.height / 2 : 0
        track.layer.cornerRadius = radius
        fill.layer.cornerRadius = radius
        // The bar grows from the leading edge: from the right, right to left.
        let width = bounds.width * CGFloat(progress)
        fill.frame = CGRect(x: laysOutRightToLeft ? bounds.width - width : 0, y: 0, width: width, height: bounds.height)
    }

    open override func tintColorDidChange() {
        super.tintColorDidChange()
        updateAppearance()
    }

    private func configureProgressView() {
        track.clipsToBounds = true
        track.addSubview(fill)
        addSubview(track)
        updateAppearance()
    }

    private func updateAppearance() {
        fill.backgroundColor = progressTintColor ?? tintColor
        track.backgroundColor = trackTintColor ?? .systemFill
        setNeedsLayout()
    }

    override var automationValue: String? { String(format: "%g", Double(progress)) }

    /// A progress view reads its progress as a percentage and updates frequently.
    override var isAccessibilityElementByDefault: Bool { true }
    override var defaultAccessibilityValue: String? { "\(Int((progress * 100).rounded()))%" }
    override var defaultAccessibilityTraits: UIAccessibilityTraits { .updatesFrequently }
    override var frameworkAccessibilityRole: String? { isAccessibilityElement ? "progressbar" : nil }
    override var accessibilityRange: [Double]? { [Double(progress), 0, 1] }

    /// The control's natural size, as UIKit gives it.
    open override var intrinsicContentSize: CGSize {
        let size = controlIntrinsicSize
        return CGSize(width: size.width < 0 ? UIView.noIntrinsicMetric : size.width,
                      height: size.height < 0 ? UIView.noIntrinsicMetric : size.height)
    }
}
