import Foundation

/// The sizes UIKit's bars use, and text widths for laying out bar content.
enum BarMetrics {
    /// The height of a navigation bar (without large titles) and of a toolbar.
    static let navigationBarHeight: CGFloat = 44
    static let toolbarHeight: CGFloat = 44
    /// The height of the tab bar's items, above the bottom safe area.
    static let tabBarHeight: CGFloat = 49
    /// The distance between the bar's edge and its outermost items.
    static let edgeMargin: CGFloat = 16
    /// The distance between the leading edge and the Back indicator.
    static let backButtonMargin: CGFloat = 8
    /// The space between neighbouring items.
    static let itemSpacing: CGFloat = 8
    /// The smallest width of a bar button: a comfortable touch target.
    static let minimumButtonWidth: CGFloat = 44
    /// The width of the Back indicator (the chevron) and the gap after it.
    static let backIndicatorWidth: CGFloat = 20
    /// The largest side of an item's image in a bar.
    static let imageSide: CGFloat = 24

    static let titleFont = UIFont.systemFont(ofSize: 17, weight: .semibold)
    static let plainItemFont = UIFont.systemFont(ofSize: 17)
    static let doneItemFont = UIFont.systemFont(ofSize: 17, weight: .semibold)

    /// The width of one line of text in `font`, measured as the label that shows it draws it,
    /// rounded up to whole points so the label does not truncate it.
    @MainActor static func textWidth(_ text: String, font: UIFont) -> CGFloat {
        TextMeasurer.shared.size(of: text, font: font).width.rounded(.up)
    }
}
