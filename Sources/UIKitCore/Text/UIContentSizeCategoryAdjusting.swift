import Foundation

/// A collection of methods that give controls a way to adjust their fonts when the user's
/// preferred content size (Dynamic Type) changes.
@preconcurrency @MainActor
public protocol UIContentSizeCategoryAdjusting: NSObjectProtocol {
    /// Whether the object updates its font when the content size category changes. The font
    /// must come from `UIFont.preferredFont(forTextStyle:)` or `UIFontMetrics.scaledFont(for:)`.
    var adjustsFontForContentSizeCategory: Bool { get set }
}

extension UIContentSizeCategory {
    /// The category preferred fonts are made for when no traits are given: the scene's whose
    /// turn it is (the browser's text size), else the current traits'; `large` off the main
    /// thread, where no turn runs (UIFont is used from any thread, as on iOS).
    static var currentForFonts: UIContentSizeCategory {
        guard Thread.isMainThread else { return .large }
        let category = MainActor.assumeIsolated {
            UIWindowScene.turnScene?.traitCollection.preferredContentSizeCategory
                ?? UITraitCollection.current.preferredContentSizeCategory
        }
        return category == .unspecified ? .large : category
    }
}

extension UIFont {
    /// The font made again for `category`, when it follows Dynamic Type; `nil` when it does not
    /// or already has the size.
    func adjusted(for category: UIContentSizeCategory) -> UIFont? {
        guard let dynamicType else { return nil }
        let size = dynamicType.size(for: category == .unspecified ? .large : category)
        return size == pointSize ? nil : withSize(size, dynamicType: dynamicType)
    }
}

extension UILabel: UIContentSizeCategoryAdjusting {}
extension UITextField: UIContentSizeCategoryAdjusting {}
extension UITextView: UIContentSizeCategoryAdjusting {}

extension UIView {
    /// A label, text field or text view that adjusts its font for the content size category
    /// takes the font made for its new category (and so lays out again), as UIKit does when
    /// the category changes; other views keep their fonts.
    func adjustFontForContentSizeCategory(from previous: UITraitCollection) {
        let category = traitCollection.preferredContentSizeCategory
        guard category != previous.preferredContentSizeCategory else { return }
        switch self {
        case let label as UILabel where label.adjustsFontForContentSizeCategory:
            if let font = label.font.adjusted(for: category) { label.font = font }
        case let field as UITextField where field.adjustsFontForContentSizeCategory:
            if let font = field.font?.adjusted(for: category) { field.font = font }
        case let textView as UITextView where textView.adjustsFontForContentSizeCategory:
            if let font = textView.font?.adjusted(for: category) { textView.font = font }
        default:
            break
        }
    }
}
