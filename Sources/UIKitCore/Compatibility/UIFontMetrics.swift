import Foundation

/// Scales fonts and values for the user's preferred content size (Dynamic Type), from the
/// size at the default (large) category.
@preconcurrency @MainActor
public final class UIFontMetrics: NSObject {
    private let textStyle: UIFont.TextStyle

    /// The metrics of the body style.
    public static var `default`: UIFontMetrics { UIFontMetrics(forTextStyle: .body) }

    /// The metrics of a text style.
    public init(forTextStyle textStyle: UIFont.TextStyle) {
        self.textStyle = textStyle
        super.init()
    }

    /// The font scaled for the current traits' content size category. A label, text field or
    /// text view that adjusts its font for the content size category scales it again when the
    /// category changes.
    public func scaledFont(for font: UIFont) -> UIFont {
        scaledFont(for: font, compatibleWith: nil)
    }

    /// The font scaled for the traits' content size category (the current traits' when nil).
    public func scaledFont(for font: UIFont, compatibleWith traitCollection: UITraitCollection?) -> UIFont {
        scaled(font, scaling: DynamicTypeScaling(textStyle: textStyle, largeSize: font.pointSize), traits: traitCollection)
    }

    /// The font scaled as above, but never larger than `maximumPointSize`.
    public func scaledFont(for font: UIFont, maximumPointSize: CGFloat, compatibleWith traitCollection: UITraitCollection? = nil) -> UIFont {
        scaled(font, scaling: DynamicTypeScaling(textStyle: textStyle, largeSize: font.pointSize, maximumPointSize: maximumPointSize),
               traits: traitCollection)
    }

    private func scaled(_ font: UIFont, scaling: DynamicTypeScaling, traits: UITraitCollection?) -> UIFont {
        let category = traits?.preferredContentSizeCategory ?? UIContentSizeCategory.currentForFonts
        return font.withSize(scaling.size(for: category), dynamicType: scaling)
    }

    /// A value (a spacing, a height) scaled as the style's text is.
    public func scaledValue(for value: CGFloat) -> CGFloat {
        scaledValue(for: value, compatibleWith: nil)
    }

    /// A value scaled for the traits' content size category, along the style's curve.
    public func scaledValue(for value: CGFloat, compatibleWith traitCollection: UITraitCollection?) -> CGFloat {
        let category = traitCollection?.preferredContentSizeCategory ?? UIContentSizeCategory.currentForFonts
        return (value * DynamicTypeScaling.size(of: textStyle, at: category) / DynamicTypeScaling.size(of: textStyle, at: .large))
            .rounded(.toNearestOrEven)
    }
}
