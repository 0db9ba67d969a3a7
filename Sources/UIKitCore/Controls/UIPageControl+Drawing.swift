import Foundation

// A page control is drawn with the classic UIKit metrics (iOS 7–13): 7-point dots 9 points
// apart, centered in the control, which is 37 points high. As Apple documents, the current page's
// dot is opaque white and the others translucent white unless tinted. A disabled control is
// drawn at half opacity.
extension UIPageControl {
    static let indicatorDiameter: CGFloat = 7
    static let indicatorSpacing: CGFloat = 9
    static let controlHeight: CGFloat = 37
    static let defaultCurrentIndicatorColor = UIColor.white
    static let defaultIndicatorColor = UIColor(white: 1, alpha: 0.5)

    /// Makes one dot per page.
    func pagesDidChange() {
        for indicator in indicators { indicator.removeFromSuperview() }
        indicators = (0..<numberOfPages).map { _ in
            UIView.controlPart(cornerRadius: UIPageControl.indicatorDiameter / 2)
        }
        for indicator in indicators { addSubview(indicator) }
        updateAppearance()
    }

    func updateAppearance() {
        let hidden = hidesForSinglePage && numberOfPages == 1
        for (page, indicator) in indicators.enumerated() {
            indicator.isHidden = hidden
            indicator.alpha = isEnabled ? 1 : 0.5
            indicator.backgroundColor = page == currentPage
                ? currentPageIndicatorTintColor ?? UIPageControl.defaultCurrentIndicatorColor
                : pageIndicatorTintColor ?? UIPageControl.defaultIndicatorColor
        }
        setNeedsLayout()
    }

    /// The row of dots is centered in the bounds.
    func layoutParts() {
        let diameter = UIPageControl.indicatorDiameter
        let rowWidth = size(forNumberOfPages: numberOfPages).width
        let startX = bounds.midX - rowWidth / 2
        for (page, indicator) in indicators.enumerated() {
            let x = startX + CGFloat(page) * (diameter + UIPageControl.indicatorSpacing)
            indicator.frame = CGRect(x: x, y: bounds.midY - diameter / 2, width: diameter, height: diameter)
        }
    }
}
