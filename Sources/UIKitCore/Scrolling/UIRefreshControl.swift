import Foundation

/// A standard control that can initiate the refreshing of a scroll view's contents.
///
/// Set it as a scroll view's `refreshControl`: it sits above the content, and pulling the content
/// down past it (a finger in the page, a REST swipe) starts refreshing and sends `.valueChanged`.
/// While it refreshes, the scroll view's content is inset by the control's height, so its
/// spinner shows; `endRefreshing()` takes the inset away.
open class UIRefreshControl: UIControl {
    /// The height the control takes above the content while refreshing.
    static let height: CGFloat = 60
    /// How far the content must be pulled past its top to start refreshing.
    static let pullThreshold: CGFloat = 80

    private let spinner = UIActivityIndicatorView(style: .medium)
    private let titleLabel = UILabel()

    public override init(frame: CGRect) {
        super.init(frame: frame)
        setUp()
    }

    /// Creates a refresh control.
    public convenience init() {
        self.init(frame: CGRect(x: 0, y: 0, width: 320, height: Self.height))
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        setUp()
    }

    /// Whether the control is refreshing.
    open private(set) var isRefreshing = false

    /// The text shown under the spinner.
    open var attributedTitle: NSAttributedString? {
        didSet {
            titleLabel.attributedText = attributedTitle
            titleLabel.isHidden = attributedTitle == nil
            setNeedsLayout()
        }
    }

    open override var tintColor: UIColor! {
        get { super.tintColor }
        set {
            super.tintColor = newValue
            spinner.color = newValue
        }
    }

    /// Starts refreshing, as when the user pulled the content down; the control does not send
    /// `.valueChanged` for a call.
    open func beginRefreshing() {
        guard !isRefreshing else { return }
        isRefreshing = true
        spinner.startAnimating()
        owningScrollView?.refreshControlDidChange()
    }

    /// Ends refreshing: the content moves back up.
    open func endRefreshing() {
        guard isRefreshing else { return }
        isRefreshing = false
        spinner.stopAnimating()
        owningScrollView?.refreshControlDidChange()
    }

    open override func layoutSubviews() {
        super.layoutSubviews()
        let spinnerSize = spinner.intrinsicContentSize
        let titleHeight = titleLabel.isHidden ? 0 : titleLabel.intrinsicContentSize.height + 4
        let top = ((bounds.height - spinnerSize.height - titleHeight) / 2).rounded()
        spinner.frame = CGRect(x: ((bounds.width - spinnerSize.width) / 2).rounded(), y: top,
                               width: spinnerSize.width, height: spinnerSize.height)
        titleLabel.frame = CGRect(x: 0, y: top + spinnerSize.height + 4, width: bounds.width, height: titleHeight)
    }

    // MARK: Internals

    @HandleReference var owningScrollView: UIScrollView?

    private func setUp() {
        spinner.hidesWhenStopped = false
        addSubview(spinner)
        titleLabel.font = .systemFont(ofSize: 13)
        titleLabel.textColor = .secondaryLabel
        titleLabel.textAlignment = .center
        titleLabel.isHidden = true
        addSubview(titleLabel)
        accessibilityLabel = "Refresh"
    }

    /// The user pulled the content down past the control: it refreshes and tells its targets.
    func userPulled() {
        guard isEnabled, !isRefreshing else { return }
        beginRefreshing()
        sendActions(for: .valueChanged)
    }

    /// The content's inset for the control: its height while refreshing.
    var contentInsetWhileRefreshing: CGFloat { isRefreshing ? Self.height : 0 }
}

extension UIScrollView {
    /// Places the refresh control above the content, across the view.
    func placeRefreshControl() {
        guard let control = refreshControl else { return }
        let frame = CGRect(x: contentOffset.x, y: -UIRefreshControl.height, width: bounds.width, height: UIRefreshControl.height)
        if control.frame != frame { control.frame = frame }
    }

    /// The refresh control began or ended refreshing: the content is inset by its height while
    /// it refreshes, so the spinner shows; at rest at the top, the content moves with the inset.
    func refreshControlDidChange() {
        scrollConfigurationWillChange()
        updateAdjustedContentInset()
    }
}
