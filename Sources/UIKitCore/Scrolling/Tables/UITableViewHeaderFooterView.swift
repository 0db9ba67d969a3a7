import Foundation

/// A reusable view placed at the top or bottom of a table section to display additional
/// information.
open class UITableViewHeaderFooterView: UIView {
    /// A string that identifies the view for reuse.
    public let reuseIdentifier: String?

    /// The content view of the header or footer: add custom subviews here.
    public let contentView = UIView()

    /// Creates a header or footer view with a reuse identifier.
    public init(reuseIdentifier: String?) {
        self.reuseIdentifier = reuseIdentifier
        super.init(frame: .zero)
        addSubview(contentView)
    }

    /// Makes a view of a class registered with the table, for its reuse identifier (a
    /// subclass's `init(reuseIdentifier:)` runs).
    public required convenience init() {
        self.init(reuseIdentifier: UITableViewHeaderFooterView.pendingReuseIdentifier)
    }

    public override convenience init(frame: CGRect) {
        self.init(reuseIdentifier: nil)
        self.frame = frame
    }

    public required init?(coder: NSCoder) {
        reuseIdentifier = nil
        super.init(coder: coder)
        addSubview(contentView)
    }

    /// The primary label: the section's title in a grouped table's style.
    open var textLabel: UILabel? {
        if let storedTextLabel { return storedTextLabel }
        let label = UILabel()
        label.font = .systemFont(ofSize: 13)
        label.textColor = .secondaryLabel
        storedTextLabel = label
        contentView.addSubview(label)
        setNeedsLayout()
        return label
    }

    /// A secondary label.
    open var detailTextLabel: UILabel? {
        if let storedDetailTextLabel { return storedDetailTextLabel }
        let label = UILabel()
        label.font = .systemFont(ofSize: 13)
        label.textColor = .secondaryLabel
        storedDetailTextLabel = label
        contentView.addSubview(label)
        setNeedsLayout()
        return label
    }

    /// The view behind the content.
    open var backgroundView: UIView? {
        didSet {
            guard backgroundView !== oldValue else { return }
            oldValue?.removeFromSuperview()
            if let backgroundView { insertSubview(backgroundView, at: 0) }
        }
    }

    /// Prepares the view for reuse; call `super` when you override it.
    open func prepareForReuse() {}

    open override func layoutSubviews() {
        super.layoutSubviews()
        contentView.frame = bounds
        backgroundView?.frame = bounds
        let margin: CGFloat = bounds.width > 375 ? 20 : 16
        let inset = margin + leadingInset
        if let label = storedTextLabel {
            let height = label.sizeThatFits(CGSize(width: bounds.width - 2 * inset, height: .greatestFiniteMagnitude)).height
            // A header's title sits at its bottom, above the rows; a footer's at its top.
            let y = isFooter ? 6 : max(0, bounds.height - height - 6)
            label.frame = CGRect(x: inset, y: y, width: max(0, bounds.width - 2 * inset), height: height)
        }
    }

    // MARK: Internals

    var storedTextLabel: UILabel?
    var storedDetailTextLabel: UILabel?
    var isFooter = false
    /// Extra leading inset: an inset grouped table's sections are inset.
    var leadingInset: CGFloat = 0

    @MainActor static var pendingReuseIdentifier: String?
}
