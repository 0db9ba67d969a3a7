import Foundation

/// Scales fonts and values for the user's preferred content size (Dynamic Type), from the
/// size at the default (large) category.
@MainActor
public final class UIFontMetrics: NSObject {
    private let textStyle: UIFont.TextStyle

    /// The metrics of the body style.
    public static var `default`: UIFontMetrics { UIFontMetrics(forTextStyle: .body) }

    /// The metrics of a text style.
    public init(forTextStyle textStyle: UIFont.TextStyle) {
        self.textStyle = textStyle
        super.init()
    }

    /// The font scaled for the current traits' content size category.
    public func scaledFont(for font: UIFont) -> UIFont {
        scaledFont(for: font, compatibleWith: nil)
    }

    /// The font scaled for the traits' content size category (the current traits' when nil).
    public func scaledFont(for font: UIFont, compatibleWith traitCollection: UITraitCollection?) -> UIFont {
        font.withSize(scaledValue(for: font.pointSize, compatibleWith: traitCollection))
    }

    /// The font scaled as above, but never larger than `maximumPointSize`.
    public func scaledFont(for font: UIFont, maximumPointSize: CGFloat, compatibleWith traitCollection: UITraitCollection? = nil) -> UIFont {
        font.withSize(min(maximumPointSize, scaledValue(for: font.pointSize, compatibleWith: traitCollection)))
    }

    /// A value (a spacing, a height) scaled as the style's text is.
    public func scaledValue(for value: CGFloat) -> CGFloat {
        scaledValue(for: value, compatibleWith: nil)
    }

    /// A value scaled for the traits' content size category.
    public func scaledValue(for value: CGFloat, compatibleWith traitCollection: UITraitCollection?) -> CGFloat {
        let category = (traitCollection ?? UITraitCollection.current).preferredContentSizeCategory
        return (value * Self.factor(for: category)).rounded(.toNearestOrEven)
    }

    /// How much the body size at `category` is of the body size at large (17 points), as in
    /// Apple's Dynamic Type sizes: 14, 15, 16, 17, 19, 21, 23, then 28 to 53 for the
    /// accessibility sizes.
    nonisolated static func factor(for category: UIContentSizeCategory) -> CGFloat {
        let sizes: [UIContentSizeCategory: CGFloat] = [
            .extraSmall: 14, .small: 15, .medium: 16, .large: 17, .extraLarge: 19, .extraExtraLarge: 21,
            .extraExtraExtraLarge: 23, .accessibilityMedium: 28, .accessibilityLarge: 33, .accessibilityExtraLarge: 40,
            .accessibilityExtraExtraLarge: 47, .accessibilityExtraExtraExtraLarge: 53,
        ]
        return (sizes[category] ?? 17) / 17
    }
}
