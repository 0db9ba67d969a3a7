import Foundation

/// How a font follows Dynamic Type: the text style whose curve it scales on and its size at the
/// large (default) content size category. Fonts from `UIFont.preferredFont(forTextStyle:)` and
/// `UIFontMetrics.scaledFont(for:)` carry one, so a view that adjusts its font for the content
/// size category can make it again for a new category.
struct DynamicTypeScaling: Hashable, Sendable {
    let textStyle: UIFont.TextStyle
    /// The font's size at the large category.
    let largeSize: CGFloat
    /// The largest size scaling may give, from `scaledFont(for:maximumPointSize:)`.
    var maximumPointSize: CGFloat?

    /// The font's size at `category`: the text style's own size there when the font is the
    /// style's, else its size at large scaled along the style's curve, rounded to a point.
    func size(for category: UIContentSizeCategory) -> CGFloat {
        let styleLarge = Self.size(of: textStyle, at: .large)
        let size = largeSize == styleLarge ? Self.size(of: textStyle, at: category)
            : (largeSize * Self.size(of: textStyle, at: category) / styleLarge).rounded(.toNearestOrEven)
        return maximumPointSize.map { min($0, size) } ?? size
    }

    /// The content size categories from smallest to largest, as the table's columns.
    static let categories: [UIContentSizeCategory] = [
        .extraSmall, .small, .medium, .large, .extraLarge, .extraExtraLarge, .extraExtraExtraLarge,
        .accessibilityMedium, .accessibilityLarge, .accessibilityExtraLarge, .accessibilityExtraExtraLarge,
        .accessibilityExtraExtraExtraLarge,
    ]

    /// The point size of a text style at a category, from Apple's Dynamic Type sizes for iOS
    /// (Human Interface Guidelines, Typography): xSmall to xxxLarge, then AX1 to AX5.
    static func size(of style: UIFont.TextStyle, at category: UIContentSizeCategory) -> CGFloat {
        let column = categories.firstIndex(of: category) ?? 3
        let sizes: [CGFloat] = switch style {
        case .largeTitle: [31, 32, 33, 34, 36, 38, 40, 44, 48, 52, 56, 60]
        case .title1: [25, 26, 27, 28, 30, 32, 34, 38, 43, 48, 53, 58]
        case .title2: [19, 20, 21, 22, 24, 26, 28, 34, 39, 44, 50, 56]
        case .title3: [17, 18, 19, 20, 22, 24, 26, 31, 37, 43, 49, 55]
        case .headline, .body: [14, 15, 16, 17, 19, 21, 23, 28, 33, 40, 47, 53]
        case .callout: [13, 14, 15, 16, 18, 20, 22, 26, 32, 38, 44, 51]
        case .subheadline: [12, 13, 14, 15, 17, 19, 21, 25, 30, 36, 42, 49]
        case .footnote: [12, 12, 12, 13, 15, 17, 19, 23, 27, 33, 38, 44]
        case .caption1: [11, 11, 11, 12, 14, 16, 18, 22, 26, 32, 37, 43]
        case .caption2: [11, 11, 11, 11, 13, 15, 17, 20, 24, 29, 34, 40]
        default: [14, 15, 16, 17, 19, 21, 23, 28, 33, 40, 47, 53]
        }
        return sizes[column]
    }
}
