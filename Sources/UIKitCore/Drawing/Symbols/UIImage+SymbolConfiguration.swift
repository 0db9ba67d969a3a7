import Foundation

extension UIImage {
    /// Weights of a symbol image, matching the system font's weights.
    public enum SymbolWeight: Int, Sendable {
        case unspecified = 0, ultraLight, thin, light, regular, medium, semibold, bold, heavy, black

        /// The font weight of the same name.
        public func fontWeight() -> UIFont.Weight {
            switch self {
            case .ultraLight: .ultraLight
            case .thin: .thin
            case .light: .light
            case .unspecified, .regular: .regular
            case .medium: .medium
            case .semibold: .semibold
            case .bold: .bold
            case .heavy: .heavy
            case .black: .black
            }
        }

        /// How much heavier than regular the glyph is drawn: an outline stroke as a fraction of
        /// the em (the icon font has one weight; lighter weights draw as regular).
        var strokeFraction: Double {
            switch self {
            case .unspecified, .ultraLight, .thin, .light, .regular: 0
            case .medium: 0.012
            case .semibold: 0.02
            case .bold: 0.03
            case .heavy: 0.04
            case .black: 0.05
            }
        }
    }

    /// Sizes of a symbol image relative to its point size.
    public enum SymbolScale: Int, Sendable {
        /// The scale the context gives (medium here).
        case `default` = -1
        case unspecified = 0
        case small = 1
        case medium = 2
        case large = 3

        /// The symbol's box relative to the medium scale's, as SF Symbols scale theirs.
        var factor: Double {
            switch self {
            case .small: 0.8
            case .large: 1.3
            case .default, .unspecified, .medium: 1
            }
        }
    }

    /// How an image is drawn: with its own colors, or as a template filled with the tint color.
    public enum RenderingMode: Int, Sendable {
        /// Symbol images are templates; other images are drawn with their own colors.
        case automatic = 0
        /// The image is drawn with its own colors.
        case alwaysOriginal = 1
        /// The image is drawn as a template: its shape filled with the tint color.
        case alwaysTemplate = 2
    }

    /// The configuration of a symbol image: its point size, weight, scale, text style and colors.
    public final class SymbolConfiguration: NSObject, Sendable {
        let pointSize: CGFloat
        let weight: SymbolWeight
        let scale: SymbolScale
        let textStyle: UIFont.TextStyle?
        let hierarchicalColor: UIColor?
        let paletteColors: [UIColor]?
        let prefersMulticolor: Bool

        init(pointSize: CGFloat = 0, weight: SymbolWeight = .unspecified, scale: SymbolScale = .unspecified,
             textStyle: UIFont.TextStyle? = nil, hierarchicalColor: UIColor? = nil, paletteColors: [UIColor]? = nil,
             prefersMulticolor: Bool = false) {
            self.pointSize = pointSize.isFinite && pointSize > 0 ? pointSize : 0
            self.weight = weight
            self.scale = scale
            self.textStyle = textStyle
            self.hierarchicalColor = hierarchicalColor
            self.paletteColors = paletteColors
            self.prefersMulticolor = prefersMulticolor
        }

        /// A configuration that specifies nothing.
        public static var unspecified: SymbolConfiguration { SymbolConfiguration() }

        /// A configuration with a point size.
        public convenience init(pointSize: CGFloat) {
            self.init(pointSize: pointSize, weight: .unspecified, scale: .unspecified)
        }

        /// A configuration with a point size and weight.
        public convenience init(pointSize: CGFloat, weight: SymbolWeight) {
            self.init(pointSize: pointSize, weight: weight, scale: .unspecified)
        }

        /// A configuration with a point size, weight and scale.
        public convenience init(pointSize: CGFloat, weight: SymbolWeight, scale: SymbolScale) {
            self.init(pointSize: pointSize, weight: weight, scale: scale, textStyle: nil)
        }

        /// A configuration with a weight.
        public convenience init(weight: SymbolWeight) {
            self.init(pointSize: 0, weight: weight, scale: .unspecified)
        }

        /// A configuration with a scale.
        public convenience init(scale: SymbolScale) {
            self.init(pointSize: 0, weight: .unspecified, scale: scale)
        }

        /// A configuration that sizes the symbol as the text style's font, following Dynamic Type.
        public convenience init(textStyle: UIFont.TextStyle) {
            self.init(pointSize: 0, weight: .unspecified, scale: .unspecified, textStyle: textStyle)
        }

        /// A configuration with a text style and scale.
        public convenience init(textStyle: UIFont.TextStyle, scale: SymbolScale) {
            self.init(pointSize: 0, weight: .unspecified, scale: scale, textStyle: textStyle)
        }

        /// A configuration with the font's point size and weight.
        public convenience init(font: UIFont) {
            self.init(font: font, scale: .unspecified)
        }

        /// A configuration with the font's point size and weight, and a scale.
        public convenience init(font: UIFont, scale: SymbolScale) {
            self.init(pointSize: font.pointSize, weight: SymbolWeight(font.weight), scale: scale)
        }

        /// A configuration that draws the symbol in one color, in the hierarchical rendering mode
        /// (the icon font has one layer, drawn in the color).
        public convenience init(hierarchicalColor: UIColor) {
            self.init(hierarchicalColor: hierarchicalColor, paletteColors: nil)
        }

        /// A configuration that draws the symbol's layers in the colors (the icon font has one
        /// layer, drawn in the first color).
        public convenience init(paletteColors: [UIColor]) {
            self.init(hierarchicalColor: nil, paletteColors: paletteColors)
        }

        /// A configuration that prefers the symbol's multicolor variant (the icon font has none, so
        /// it draws as a template).
        public static func preferringMulticolor() -> SymbolConfiguration {
            SymbolConfiguration(prefersMulticolor: true)
        }

        /// A configuration with this one's values, overridden by the other's specified ones.
        public func applying(_ configuration: SymbolConfiguration?) -> SymbolConfiguration {
            guard let other = configuration else { return self }
            let style = other.pointSize > 0 ? nil : (other.textStyle ?? (pointSize > 0 ? nil : textStyle))
            return SymbolConfiguration(
                pointSize: other.pointSize > 0 ? other.pointSize : (other.textStyle != nil ? 0 : pointSize),
                weight: other.weight != .unspecified ? other.weight : weight,
                scale: other.scale != .unspecified ? other.scale : scale,
                textStyle: style,
                hierarchicalColor: other.paletteColors != nil ? nil : (other.hierarchicalColor ?? hierarchicalColor),
                paletteColors: other.hierarchicalColor != nil ? nil : (other.paletteColors ?? paletteColors),
                prefersMulticolor: other.prefersMulticolor || prefersMulticolor)
        }

        /// A copy of the configuration with neither point size nor weight.
        public func configurationWithoutPointSizeAndWeight() -> SymbolConfiguration {
            SymbolConfiguration(scale: scale, textStyle: textStyle, hierarchicalColor: hierarchicalColor,
                                paletteColors: paletteColors, prefersMulticolor: prefersMulticolor)
        }

        /// Whether the other configuration specifies the same values.
        public func isEqual(to otherConfiguration: SymbolConfiguration?) -> Bool {
            guard let other = otherConfiguration else { return false }
            return pointSize == other.pointSize && weight == other.weight && scale == other.scale
                && textStyle == other.textStyle && hierarchicalColor == other.hierarchicalColor
                && paletteColors == other.paletteColors && prefersMulticolor == other.prefersMulticolor
        }

        public override func isEqual(_ object: Any?) -> Bool {
            isEqual(to: object as? SymbolConfiguration)
        }

        public override var hash: Int { pointSize.hashValue ^ weight.hashValue ^ scale.hashValue }

        /// The point size the symbol is drawn at with the traits: the configured size, else the
        /// text style's size for the traits' content size category, else the body style's 17 points.
        func resolvedPointSize(with traits: UITraitCollection?) -> CGFloat {
            if pointSize > 0 { return pointSize }
            guard let textStyle else { return UIFont.TextStyle.body.defaultPointSize }
            let category = traits?.preferredContentSizeCategory ?? .large
            return DynamicTypeScaling.size(of: textStyle, at: category)
        }

        /// The side of the symbol's square box in points: 20 points for 17-point text at the
        /// medium scale (the visible part of a Material icon is 20 of its 24 units).
        func boxSide(with traits: UITraitCollection?) -> CGFloat {
            let side = resolvedPointSize(with: traits) * 20 / 17 * scale.factor
            return (side * 100).rounded() / 100
        }

        /// The color the configuration draws the symbol in, whatever the tint: the hierarchical
        /// color or the palette's first.
        var fixedColor: UIColor? { paletteColors?.first ?? hierarchicalColor }
    }
}

extension UIImage.SymbolWeight {
    /// The symbol weight closest to a font weight.
    init(_ weight: UIFont.Weight) {
        let all: [UIImage.SymbolWeight] = [.ultraLight, .thin, .light, .regular, .medium, .semibold, .bold, .heavy, .black]
        self = all.min { abs($0.fontWeight().rawValue - weight.rawValue) < abs($1.fontWeight().rawValue - weight.rawValue) } ?? .regular
    }
}
