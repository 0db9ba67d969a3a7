import Foundation
import Synchronization

/// An object that provides access to a font's data: its family, size, weight and metrics.
///
/// Fonts are the files the browser draws with: the system font is DejaVu Sans (regular and
/// bold) with WenQuanYi Micro Hei for CJK; weights up to medium use the regular face,
/// semibold and heavier the bold one. Fonts the app bundles (Info.plist's `UIAppFonts`) are
/// found by name like the system's.
public final class UIFont: NSObject, Sendable {
    // First: see CoreFoundationInfo.
    private let coreFoundationInfo = CoreFoundationInfo()
    /// The weight of a font.
    public struct Weight: RawRepresentable, Hashable, Sendable {
        public let rawValue: CGFloat
        public init(rawValue: CGFloat) { self.rawValue = rawValue }

        public static let ultraLight = Weight(rawValue: -0.8)
        public static let thin = Weight(rawValue: -0.6)
        public static let light = Weight(rawValue: -0.4)
        public static let regular = Weight(rawValue: 0)
        public static let medium = Weight(rawValue: 0.23)
        public static let semibold = Weight(rawValue: 0.3)
        public static let bold = Weight(rawValue: 0.4)
        public static let heavy = Weight(rawValue: 0.56)
        public static let black = Weight(rawValue: 0.62)

        /// The weight of a CSS (OS/2) weight class, 100 to 900.
        init(cssWeight: Int) {
            let weights: [Weight] = [.ultraLight, .thin, .light, .regular, .medium, .semibold, .bold, .heavy, .black]
            self = weights[min(max(cssWeight / 100 - 1, 0), 8)]
        }

        /// The CSS font weight (100 to 900) the browser draws this weight with: the nearest
        /// named weight, split halfway between neighbours.
        var cssWeight: Int {
            switch rawValue {
            case ..<(-0.7): return 100
            case ..<(-0.5): return 200
            case ..<(-0.2): return 300
            case ..<0.115: return 400
            case ..<0.265: return 500
            case ..<0.35: return 600
            case ..<0.48: return 700
            case ..<0.59: return 800
            default: return 900
            }
        }
    }

    /// The font family name.
    public let familyName: String
    /// The font face name.
    public let fontName: String
    /// The font size in points.
    public let pointSize: CGFloat
    let weight: Weight
    /// The CSS family the font library measures this font in and the page draws it with.
    let cascadeFamily: String
    /// The text style the font was made for (`preferredFont(forTextStyle:)` or
    /// `UIFontMetrics.scaledFont(for:)`) and its size at the large category: what a view that
    /// adjusts its font for the content size category scales again.
    let dynamicType: DynamicTypeScaling?

    init(familyName: String, fontName: String, pointSize: CGFloat, weight: Weight, cascadeFamily: String,
         dynamicType: DynamicTypeScaling? = nil) {
        self.familyName = familyName
        self.fontName = fontName
        self.pointSize = pointSize
        self.weight = weight
        self.cascadeFamily = cascadeFamily
        self.dynamicType = dynamicType
    }

    /// Creates a font of the given PostScript name (or full name) and size; `nil` when there
    /// is no such font. The system's are `DejaVuSans`, `DejaVuSans-Bold` and
    /// `WenQuanYiMicroHei`; the app's are those its Info.plist lists under `UIAppFonts`.
    public convenience init?(name fontName: String, size fontSize: CGFloat) {
        guard let named = FontLibrary.shared.namedFont(fontName) else { return nil }
        let weight: Weight = named.cssFamily.hasPrefix("app:") ? Weight(cssWeight: named.weight)
            : named.weight >= 600 ? .bold : .regular
        self.init(familyName: named.family, fontName: named.fontName, pointSize: fontSize, weight: weight,
                  cascadeFamily: named.cssFamily)
    }

    /// Returns the font for a text style, scaled for the current traits' content size category.
    public static func preferredFont(forTextStyle style: TextStyle) -> UIFont {
        preferredFont(forTextStyle: style, compatibleWith: nil)
    }

    /// Returns the font for a text style, scaled for the content size category of `traitCollection`
    /// (of the current traits when `nil`).
    public static func preferredFont(forTextStyle style: TextStyle, compatibleWith traitCollection: UITraitCollection?) -> UIFont {
        let category = traitCollection?.preferredContentSizeCategory ?? UIContentSizeCategory.currentForFonts
        let scaling = DynamicTypeScaling(textStyle: style, largeSize: style.defaultPointSize)
        let font = UIFont(familyName: systemFamilyName, fontName: systemFamilyName, pointSize: scaling.size(for: category),
                          weight: style == .headline ? .semibold : .regular, cascadeFamily: FontLibrary.systemFamily,
                          dynamicType: scaling)
        return font
    }

    /// The font family names the server has fonts for.
    public static var familyNames: [String] { FontLibrary.shared.familyNames }

    /// The font names of a family.
    public static func fontNames(forFamilyName familyName: String) -> [String] {
        FontLibrary.shared.fontNames(forFamily: familyName)
    }

    /// Returns the system font in the given size and weight.
    public static func systemFont(ofSize fontSize: CGFloat, weight: Weight = .regular) -> UIFont {
        let key = SystemFontKey(pointSize: fontSize, weight: weight.rawValue)
        return systemFonts.withLock { fonts in
            if let font = fonts[key] { return font }
            // Apps ask for a handful of sizes; a table that fills up (sizes computed at run time)
            // starts again rather than grow.
            if fonts.count >= 64 { fonts.removeAll(keepingCapacity: true) }
            let font = UIFont(familyName: systemFamilyName, fontName: systemFamilyName, pointSize: fontSize, weight: weight,
                              cascadeFamily: FontLibrary.systemFamily)
            fonts[key] = font
            return font
        }
    }

    /// The system font at the label size, which every new label starts with: one object, found
    /// without a lookup.
    static let labelDefault = UIFont.systemFont(ofSize: UIFont.labelFontSize)

    /// The system fonts made so far, shared by every scene as UIKit shares its font objects:
    /// a font is immutable, and every button and label of every session asks for one.
    private static let systemFonts = Mutex<[SystemFontKey: UIFont]>([:])

    private struct SystemFontKey: Hashable {
        var pointSize: CGFloat
        var weight: CGFloat
    }

    /// Returns the system font with digits of one width (for counters and clocks) in the given
    /// size and weight. The server's system font already draws every digit the same width, so
    /// this is the system font.
    public static func monospacedDigitSystemFont(ofSize fontSize: CGFloat, weight: Weight) -> UIFont {
        systemFont(ofSize: fontSize, weight: weight)
    }

    /// Returns the system font in italic (DejaVu Sans Oblique), in the given size.
    public static func italicSystemFont(ofSize fontSize: CGFloat) -> UIFont {
        systemFont(ofSize: fontSize, weight: .regular, design: FontLibrary.italicFamily)
    }

    /// Returns the system font's monospaced design (DejaVu Sans Mono) in the given size and weight.
    public static func monospacedSystemFont(ofSize fontSize: CGFloat, weight: Weight) -> UIFont {
        systemFont(ofSize: fontSize, weight: weight, design: FontLibrary.monospacedFamily)
    }

    /// The system font drawn with one of its designs' CSS families.
    static func systemFont(ofSize fontSize: CGFloat, weight: Weight, design cascadeFamily: String,
                           dynamicType: DynamicTypeScaling? = nil) -> UIFont {
        let suffix = switch cascadeFamily {
        case FontLibrary.italicFamily: "-italic"
        case FontLibrary.monospacedFamily: "-monospaced"
        case FontLibrary.serifFamily: "-serif"
        case FontLibrary.roundedFamily: "-rounded"
        default: ""
        }
        return UIFont(familyName: systemFamilyName, fontName: systemFamilyName + suffix, pointSize: fontSize, weight: weight,
                      cascadeFamily: cascadeFamily, dynamicType: dynamicType)
    }

    /// Returns the system font in bold, in the given size.
    public static func boldSystemFont(ofSize fontSize: CGFloat) -> UIFont {
        systemFont(ofSize: fontSize, weight: .bold)
    }

    /// Returns a font of the same family and weight in the given size.
    public func withSize(_ fontSize: CGFloat) -> UIFont {
        UIFont(familyName: familyName, fontName: fontName, pointSize: fontSize, weight: weight, cascadeFamily: cascadeFamily)
    }

    /// The same font at `fontSize`, remembering how to scale it for Dynamic Type.
    func withSize(_ fontSize: CGFloat, dynamicType: DynamicTypeScaling?) -> UIFont {
        UIFont(familyName: familyName, fontName: fontName, pointSize: fontSize, weight: weight, cascadeFamily: cascadeFamily,
               dynamicType: dynamicType)
    }

    /// The standard font size of labels, in points.
    public static var labelFontSize: CGFloat { 17 }
    /// The standard font size of buttons, in points.
    public static var buttonFontSize: CGFloat { 18 }
    /// The standard system font size, in points.
    public static var systemFontSize: CGFloat { 14 }

    static let systemFamilyName = "system"

    // MARK: Metrics, in points, of the face that draws spaces, as the browser lays lines out.

    /// The top y-coordinate of the font's tallest glyphs, above the baseline, rounded to a point.
    public var ascender: CGFloat { CGFloat(primaryMetrics.ascent) }
    /// The bottom y-coordinate of the font's longest descenders: negative, rounded to a point.
    public var descender: CGFloat { -CGFloat(primaryMetrics.descent) }
    /// The line gap: the spacing between consecutive lines beyond the ascender and descender.
    public var leading: CGFloat { CGFloat(primaryMetrics.lineGap) }
    /// The height of a line of text: ascender minus descender plus leading.
    public var lineHeight: CGFloat { CGFloat(primaryMetrics.height) }
    /// The height of capital letters above the baseline.
    public var capHeight: CGFloat { CGFloat(cascade.letterHeights(size: Double(pointSize)).capHeight) }
    /// The height of lowercase letters without ascenders above the baseline.
    public var xHeight: CGFloat { CGFloat(cascade.letterHeights(size: Double(pointSize)).xHeight) }

    private var primaryMetrics: LineMetrics { cascade.primaryMetrics(size: Double(pointSize)) }

    private var cascade: FontCascade {
        FontLibrary.shared.cascade(family: cascadeFamily, weight: weight.cssWeight)
    }

    var renderFont: RenderFont {
        RenderFont(family: cascadeFamily == FontLibrary.systemFamily ? Self.systemFamilyName : cascadeFamily,
                   size: Double(pointSize), weight: weight.cssWeight)
    }

    public override func isEqual(_ object: Any?) -> Bool {
        guard let other = object as? UIFont else { return false }
        return hasSameValue(as: other)
    }

    /// `isEqual(_:)` for a font, without boxing it.
    final func hasSameValue(as other: UIFont) -> Bool {
        self === other || (fontName == other.fontName && pointSize == other.pointSize && weight == other.weight
            && cascadeFamily == other.cascadeFamily)
    }

    public override var description: String {
        "<UIFont: \(fontName) \(pointSize)pt, weight \(weight.rawValue)>"
    }

    public override var hash: Int {
        var hasher = Hasher()
        hasher.combine(fontName)
        hasher.combine(pointSize)
        return hasher.finalize()
    }

    /// Constants that describe the preferred styles for fonts.
    public struct TextStyle: RawRepresentable, Hashable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }

        /// The font for large titles: 34 points.
        public static let largeTitle = TextStyle(rawValue: "UICTFontTextStyleTitle0")
        /// The font for first-level headings: 28 points.
        public static let title1 = TextStyle(rawValue: "UICTFontTextStyleTitle1")
        /// The font for second-level headings: 22 points.
        public static let title2 = TextStyle(rawValue: "UICTFontTextStyleTitle2")
        /// The font for third-level headings: 20 points.
        public static let title3 = TextStyle(rawValue: "UICTFontTextStyleTitle3")
        /// The font for headings: 17 points, semibold.
        public static let headline = TextStyle(rawValue: "UICTFontTextStyleHeadline")
        /// The font for body text: 17 points.
        public static let body = TextStyle(rawValue: "UICTFontTextStyleBody")
        /// The font for callouts: 16 points.
        public static let callout = TextStyle(rawValue: "UICTFontTextStyleCallout")
        /// The font for subheadings: 15 points.
        public static let subheadline = TextStyle(rawValue: "UICTFontTextStyleSubhead")
        /// The font for footnotes: 13 points.
        public static let footnote = TextStyle(rawValue: "UICTFontTextStyleFootnote")
        /// The font for standard captions: 12 points.
        public static let caption1 = TextStyle(rawValue: "UICTFontTextStyleCaption1")
        /// The font for alternate captions: 11 points.
        public static let caption2 = TextStyle(rawValue: "UICTFontTextStyleCaption2")

        /// The size at the default content size category (large), as iOS defines it.
        var defaultPointSize: CGFloat {
            switch self {
            case .largeTitle: 34
            case .title1: 28
            case .title2: 22
            case .title3: 20
            case .callout: 16
            case .subheadline: 15
            case .footnote: 13
            case .caption1: 12
            case .caption2: 11
            default: 17
            }
        }
    }
}
