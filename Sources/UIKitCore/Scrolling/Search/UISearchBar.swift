import Foundation

/// The methods a search bar's delegate implements to follow and shape what the user types; all
/// optional.
@preconcurrency @MainActor
public protocol UISearchBarDelegate: AnyObject {
    func searchBarShouldBeginEditing(_ searchBar: UISearchBar) -> Bool
    func searchBarTextDidBeginEditing(_ searchBar: UISearchBar)
    func searchBarTextDidEndEditing(_ searchBar: UISearchBar)
    func searchBar(_ searchBar: UISearchBar, textDidChange searchText: String)
    func searchBarSearchButtonClicked(_ searchBar: UISearchBar)
    func searchBarCancelButtonClicked(_ searchBar: UISearchBar)
    func searchBar(_ searchBar: UISearchBar, selectedScopeButtonIndexDidChange selectedScope: Int)
}

extension UISearchBarDelegate {
    public func searchBarShouldBeginEditing(_ searchBar: UISearchBar) -> Bool { true }
    public func searchBarTextDidBeginEditing(_ searchBar: UISearchBar) {}
    public func searchBarTextDidEndEditing(_ searchBar: UISearchBar) {}
    public func searchBar(_ searchBar: UISearchBar, textDidChange searchText: String) {}
    public func searchBarSearchButtonClicked(_ searchBar: UISearchBar) {}
    public func searchBarCancelButtonClicked(_ searchBar: UISearchBar) {}
    public func searchBar(_ searchBar: UISearchBar, selectedScopeButtonIndexDidChange selectedScope: Int) {}
}

/// The text field of a search bar.
open class UISearchTextField: UITextField {}

/// A specialized view for receiving search-related information: a rounded field with a
/// magnifying glass, a Cancel button when asked, and scope buttons below.
open class UISearchBar: UIView {
    /// The look of the bar.
    public enum Style: UInt, Sendable {
        case `default` = 0, prominent = 1, minimal = 2
    }

    /// The height of the bar's field row.
    static let fieldRowHeight: CGFloat = 52
    static let scopeRowHeight: CGFloat = 44

    public override init(frame: CGRect) {
        super.init(frame: frame)
        setUp()
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        setUp()
        NibDecoder.finish(coder, self, as: UISearchBar.self)
    }

    /// The bar's delegate.
    open weak var delegate: UISearchBarDelegate?

    /// The text field the user types in.
    public let searchTextField = UISearchTextField()

    /// The text typed.
    open var text: String? {
        get { searchTextField.text }
        set { searchTextField.text = newValue }
    }

    /// The text shown when the field is empty. The default is "Search".
    open var placeholder: String? {
        get { searchTextField.placeholder }
        set { searchTextField.placeholder = newValue }
    }

    /// Whether the Cancel button shows.
    open var showsCancelButton = false {
        didSet { if showsCancelButton != oldValue { setNeedsLayout() } }
    }

    /// Shows or hides the Cancel button.
    open func setShowsCancelButton(_ showsCancelButton: Bool, animated: Bool) {
        self.showsCancelButton = showsCancelButton
    }

    /// The titles of the scope buttons.
    open var scopeButtonTitles: [String]? {
        didSet { rebuildScope() }
    }

    /// The selected scope button.
    open var selectedScopeButtonIndex = 0 {
        didSet { scopeControl?.selectedSegmentIndex = selectedScopeButtonIndex }
    }

    /// Whether the scope buttons show.
    open var showsScopeBar = false {
        didSet {
            guard showsScopeBar != oldValue else { return }
            scopeControl?.isHidden = !showsScopeBar
            invalidateIntrinsicContentSize()
            owningSearchController?.searchBarHeightDidChange()
            setNeedsLayout()
        }
    }

    /// The look of the bar.
    open var searchBarStyle: Style = .default

    /// The bar's background colour.
    open var barTintColor: UIColor? {
        didSet { backgroundColor = barTintColor }
    }

    open override var intrinsicContentSize: CGSize {
        CGSize(width: UIView.noIntrinsicMetric, height: barHeight)
    }

    open override func sizeThatFits(_ size: CGSize) -> CGSize {
        CGSize(width: size.width, height: barHeight)
    }

    open override func layoutSubviews() {
        super.layoutSubviews()
        let margin: CGFloat = bounds.width > 375 ? 20 : 16
        var trailing = bounds.width - margin
        if showsCancelButton {
            cancelButton.sizeToFit()
            let width = cancelButton.frame.width
            cancelButton.frame = CGRect(x: trailing - width, y: 0, width: width, height: Self.fieldRowHeight)
            trailing -= width + 8
        }
        cancelButton.isHidden = !showsCancelButton
        searchTextField.frame = CGRect(x: margin, y: 8, width: max(0, trailing - margin), height: 36)
        // Right to left the Cancel button is at the left; the field flips its own glass.
        for view in [cancelButton, searchTextField] { view.frame = flippedForLayoutDirection(view.frame) }
        scopeControl?.frame = CGRect(x: margin, y: Self.fieldRowHeight, width: bounds.width - 2 * margin, height: 32)
    }

    // MARK: Internals

    private let cancelButton = UIButton(type: .system)
    private var scopeControl: UISegmentedControl?
    weak var owningSearchController: UISearchController?

    var barHeight: CGFloat { Self.fieldRowHeight + (showsScopeBar && scopeControl != nil ? Self.scopeRowHeight : 0) }

    private func setUp() {
        searchTextField.placeholder = "Search"
        searchTextField.backgroundColor = .tertiarySystemFill
        searchTextField.layer.cornerRadius = 10
        searchTextField.returnKeyType = .search
        searchTextField.clearButtonMode = .whileEditing
        searchTextField.autocapitalizationType = .none
        let glass = UILabel()
        glass.text = "⌕"
        glass.font = .systemFont(ofSize: 20)
        glass.textColor = .secondaryLabel
        glass.textAlignment = .center
        glass.frame = CGRect(x: 0, y: 0, width: 30, height: 36)
        searchTextField.leftView = glass
        searchTextField.leftViewMode = .always
        searchTextField.accessibilityLabel = "Search"
        addSubview(searchTextField)
        searchTextField.addTarget(self, action: UISearchBar.fieldBeganEditing, for: .editingDidBegin)
        searchTextField.addTarget(self, action: UISearchBar.fieldChanged, for: .editingChanged)
        searchTextField.addTarget(self, action: UISearchBar.fieldEndedEditing, for: .editingDidEnd)
        searchTextField.addTarget(self, action: UISearchBar.searchPressed, for: .editingDidEndOnExit)
        cancelButton.setTitle("Cancel", for: .normal)
        cancelButton.isHidden = true
        cancelButton.addTarget(self, action: UISearchBar.cancelPressed, for: .touchUpInside)
        addSubview(cancelButton)
        backgroundColor = .systemBackground
    }

    private func rebuildScope() {
        scopeControl?.removeFromSuperview()
        scopeControl = nil
        guard let titles = scopeButtonTitles, !titles.isEmpty else { return }
        let control = UISegmentedControl(items: titles)
        control.selectedSegmentIndex = min(selectedScopeButtonIndex, titles.count - 1)
        control.isHidden = !showsScopeBar
        control.addTarget(self, action: UISearchBar.scopeChanged, for: .valueChanged)
        addSubview(control)
        scopeControl = control
        owningSearchController?.searchBarHeightDidChange()
        setNeedsLayout()
    }

    private func fieldBeganEditing() {
        delegate?.searchBarTextDidBeginEditing(self)
        owningSearchController?.searchBarBeganEditing()
    }

    private func fieldChanged() {
        delegate?.searchBar(self, textDidChange: text ?? "")
        owningSearchController?.searchTextChanged()
    }

    private func fieldEndedEditing() {
        delegate?.searchBarTextDidEndEditing(self)
    }

    private func searchPressed() {
        delegate?.searchBarSearchButtonClicked(self)
    }

    private func cancelPressed() {
        delegate?.searchBarCancelButtonClicked(self)
        owningSearchController?.searchBarCancelled()
    }

    private func scopeChanged() {
        selectedScopeButtonIndex = scopeControl?.selectedSegmentIndex ?? 0
        delegate?.searchBar(self, selectedScopeButtonIndexDidChange: selectedScopeButtonIndex)
        owningSearchController?.searchTextChanged()
    }
}
