import Foundation

/// An object that provides access to a font's data: its family, size and weight.
public final class UIFont: NSObject, Sendable {
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

    private init(familyName: String, fontName: String, pointSize: CGFloat, weight: Weight) {
        self.familyName = familyName
        self.fontName = fontName
        self.pointSize = pointSize
        self.weight = weight
    }

    /// Returns the system font in the given size and weight.
    public static func systemFont(ofSize fontSize: CGFloat, weight: Weight = .regular) -> UIFont {
        UIFont(familyName: systemFamilyName, fontName: systemFamilyName, pointSize: fontSize, weight: weight)
    }

    /// Returns the system font in bold, in the given size.
    public static func boldSystemFont(ofSize fontSize: CGFloat) -> UIFont {
        systemFont(ofSize: fontSize, weight: .bold)
    }

    /// Returns a font of the same family and weight in the given size.
    public func withSize(_ fontSize: CGFloat) -> UIFont {
        UIFont(familyName: familyName, fontName: fontName, pointSize: fontSize, weight: weight)
    }

    /// The standard font size of labels, in points.
    public static var labelFontSize: CGFloat { 17 }
    /// The standard font size of buttons, in points.
    public static var buttonFontSize: CGFloat { 18 }
    /// The standard system font size, in points.
    public static var systemFontSize: CGFloat { 14 }

    static let systemFamilyName = "system"

    var renderFont: RenderFont {
        RenderFont(family: familyName, size: Double(pointSize), weight: weight.cssWeight)
    }

    public override func isEqual(_ object: Any?) -> Bool {
        guard let other = object as? UIFont else { return false }
        return fontName == other.fontName && pointSize == other.pointSize && weight == other.weight
    }

    public override var hash: Int {
        var hasher = Hasher()
        hasher.combine(fontName)
        hasher.combine(pointSize)
        return hasher.finalize()
    }
}
