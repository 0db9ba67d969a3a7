import Foundation

/// A view that shows that a task is in progress.
///
/// The indicator is drawn as iOS 13–18 draws it: eight rounded spokes around the center, fading
/// from the head of the spin to its tail. Animation is not available yet, so while animating the
/// indicator shows one still frame of its spin.
@preconcurrency @MainActor
open class UIActivityIndicatorView: UIView {
    /// The visual style of the activity indicator.
    public enum Style: Int, Sendable {
        /// The default style of indicator, 20 points across.
        case medium = 100
        /// The large style of indicator, 37 points across.
        case large = 101
        /// A large white indicator (deprecated in UIKit; use `.large` with a `color`).
        case whiteLarge = 0
        /// A small white indicator (deprecated in UIKit; use `.medium` with a `color`).
        case white = 1
        /// A small gray indicator (deprecated in UIKit; use `.medium`).
        case gray = 2
    }

    /// The basic appearance of the activity indicator. The default is `.medium`.
    open var style: Style = .medium {
        didSet { updateAppearance() }
    }

    /// The color of the activity indicator; setting it overrides the style's color, and setting
    /// `nil` returns to it.
    open var color: UIColor! {
        get { customColor ?? style.defaultColor }
        set {
            customColor = newValue
            updateAppearance()
        }
    }

    /// Whether the indicator is hidden when it is not animating. The default is `true`.
    open var hidesWhenStopped: Bool = true {
        didSet { updateHiddenState() }
    }

    /// Whether the activity indicator is animating.
    open private(set) var isAnimating: Bool = false

    private var customColor: UIColor?
    var spokes: [UIView] = []

    /// Creates an activity indicator of the given style, sized for it.
    public init(style: Style) {
        self.style = style
        super.init(frame: CGRect(origin: .zero, size: style.indicatorSize))
        configureIndicator()
    }

    /// Creates a medium activity indicator; the frame's size is kept, and the spokes are centered in it.
    public override init(frame: CGRect) {
        super.init(frame: frame)
        configureIndicator()
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        configureIndicator()
        NibDecoder.finish(coder, self, as: UIActivityIndicatorView.self)
    }

    /// Starts the animation of the indicator and shows it.
    open func startAnimating() {
        isAnimating = true
        updateHiddenState()
        spin()
    }

    /// Stops the animation of the indicator; it is hidden unless `hidesWhenStopped` is `false`.
    open func stopAnimating() {
        isAnimating = false
        updateHiddenState()
        layer.removeAnimation(forKey: Self.spinKey)
    }

    open override func didMoveToWindow() {
        super.didMoveToWindow()
        if isAnimating { spin() }
    }

    /// The style's size: 20 × 20 points for `.medium`, 37 × 37 for `.large`.
    open override func sizeThatFits(_ size: CGSize) -> CGSize {
        controlIntrinsicSize
    }

    /// What `intrinsicContentSize` will return.
    var controlIntrinsicSize: CGSize { style.indicatorSize }

    open override func layoutSubviews() {
        super.layoutSubviews()
        layoutSpokes()
    }

    private func configureIndicator() {
        spokes = (0..<UIActivityIndicatorView.spokeAlphas.count).map { _ in UIView.controlPart() }
        for spoke in spokes { addSubview(spoke) }
        updateAppearance()
        updateHiddenState()
    }

    private func updateHiddenState() {
        isHidden = hidesWhenStopped && !isAnimating
    }

    /// The control's natural size, as UIKit gives it.
    open override var intrinsicContentSize: CGSize {
        let size = controlIntrinsicSize
        return CGSize(width: size.width < 0 ? UIView.noIntrinsicMetric : size.width,
                      height: size.height < 0 ? UIView.noIntrinsicMetric : size.height)
    }
}
