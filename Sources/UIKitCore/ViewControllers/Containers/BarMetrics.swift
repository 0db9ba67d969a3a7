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

    /// An estimate of the width of one line of text in the system font, in points.
    ///
    /// The framework has no text measurement yet, so bars size their titles from average
    /// glyph widths of the system font per character class; switch to real measurement when
    /// text layout exists.
    static func textWidth(_ text: String, font: UIFont) -> CGFloat {
        var ems: CGFloat = 0
        for character in text {
            ems += emWidth(of: character)
        }
        let weightFactor: CGFloat = font.weight.rawValue >= UIFont.Weight.semibold.rawValue ? 1.04 : 1
        return (ems * font.pointSize * weightFactor).rounded(.up)
    }

    private static func emWidth(of character: Character) -> CGFloat {
        if "iljtfr.,:;'|!() ".contains(character) { return 0.3 }
        if "mwMW".contains(character) { return 0.85 }
        if character.isUppercase || character.isNumber { return 0.64 }
        return 0.55
    }
}
