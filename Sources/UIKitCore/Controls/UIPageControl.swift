import Foundation

/// A control that displays a horizontal series of dots, each of which corresponds to a page in
/// the app's document or other data-model entity.
///
/// A tap on the leading half of the control goes to the previous page and a tap on the trailing
/// half to the next, one page at a time; the control then sends `.valueChanged` (then
/// `.primaryActionTriggered`).
@preconcurrency @MainActor
open class UIPageControl: UIControl {
    /// The number of pages the control shows as dots. The default is 0.
    open var numberOfPages: Int = 0 {
        didSet {
            if numberOfPages < 0 { numberOfPages = 0 }
            guard numberOfPages != oldValue else { return }
            currentPage = min(currentPage, max(numberOfPages - 1, 0))
            pagesDidChange()
        }
    }

    /// The current page, shown as the highlighted dot. Values outside the pages are pinned to
    /// 0...`numberOfPages` - 1. Setting it sends no actions.
    open var currentPage: Int = 0 {
        didSet {
            let pinned = min(max(currentPage, 0), max(numberOfPages - 1, 0))
            if pinned != currentPage { currentPage = pinned }
            if currentPage != oldValue { updateAppearance() }
        }
    }

    /// Whether the dots are hidden when there is only one page. The default is `false`.
    open var hidesForSinglePage: Bool = false {
        didSet { updateAppearance() }
    }

    /// The color of the dots of the other pages; `nil` draws the tertiary label color.
    open var pageIndicatorTintColor: UIColor? {
        didSet {
            guard acceptsAppearanceValue(.pageIndicatorTintColor) else { pageIndicatorTintColor = oldValue; return }
            updateAppearance()
        }
    }

    /// The color of the current page's dot; `nil` draws the label color.
    open var currentPageIndicatorTintColor: UIColor? {
        didSet {
            guard acceptsAppearanceValue(.currentPageIndicatorTintColor) else { currentPageIndicatorTintColor = oldValue; return }
            updateAppearance()
        }
    }

    var indicators: [UIView] = []

    public override init(frame: CGRect) {
        super.init(frame: frame)
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        NibDecoder.finish(coder, self, as: UIPageControl.self)
    }

    /// Returns the size the control needs to show the given number of pages.
    open func size(forNumberOfPages pageCount: Int) -> CGSize {
        let count = CGFloat(max(pageCount, 0))
        let width = count > 0 ? count * UIPageControl.indicatorDiameter + (count - 1) * UIPageControl.indicatorSpacing : 0
        return CGSize(width: width, height: UIPageControl.controlHeight)
    }

    /// The size the current number of pages needs.
    open override func sizeThatFits(_ size: CGSize) -> CGSize {
        controlIntrinsicSize
    }

    /// What `intrinsicContentSize` will return.
    var controlIntrinsicSize: CGSize { size(forNumberOfPages: numberOfPages) }

    open override func layoutSubviews() {
        super.layoutSubviews()
        layoutParts()
    }

    // MARK: Tracking

    /// A tap that ends on the control moves one page toward the half it ends on.
    open override func endTracking(_ touch: UITouch?, with event: UIEvent?) {
        guard isEnabled, let touch, isInsideWithTolerance(touch) else { return }
        let forward = touch.location(in: self).x >= bounds.midX
        let target = min(max(currentPage + (forward ? 1 : -1), 0), max(numberOfPages - 1, 0))
        guard target != currentPage else { return }
        currentPage = target
        sendValueChangedActions(with: event)
    }

    override func stateDidChange() {
        updateAppearance()
    }

    override var automationValue: String? { String(currentPage) }

    /// A page control is adjustable; its value reads as "page 2 of 5".
    override var defaultAccessibilityValue: String? { "page \(currentPage + 1) of \(numberOfPages)" }
    override var defaultAccessibilityTraits: UIAccessibilityTraits { super.defaultAccessibilityTraits.union(.adjustable) }
    override var accessibilityRange: [Double]? { [Double(currentPage), 0, Double(max(numberOfPages - 1, 0))] }

    /// Shows the next page and sends `valueChanged`.
    open override func accessibilityIncrement() { pageByAccessibility(1) }
    /// Shows the previous page and sends `valueChanged`.
    open override func accessibilityDecrement() { pageByAccessibility(-1) }

    private func pageByAccessibility(_ step: Int) {
        let next = currentPage + step
        guard isEnabled, next >= 0, next < numberOfPages else { return }
        currentPage = next
        sendActions(for: .valueChanged)
    }

    /// The control's natural size, as UIKit gives it.
    open override var intrinsicContentSize: CGSize {
        let size = controlIntrinsicSize
        return CGSize(width: size.width < 0 ? UIView.noIntrinsicMetric : size.width,
                      height: size.height < 0 ? UIView.noIntrinsicMetric : size.height)
    }
}
