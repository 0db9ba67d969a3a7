import Foundation

/// A description of a font by its attributes (family, face name, size, traits, text style,
/// design), from which `UIFont(descriptor:size:)` makes the font that matches it.
///
/// Descriptors are immutable: each `with…` and `addingAttributes(_:)` makes a new one. The
/// system font's traits and designs map onto the faces the server measures and the page
/// draws: bold onto DejaVu Sans Bold, italic onto DejaVu Sans Oblique, monospaced onto DejaVu
/// Sans Mono, serif onto DejaVu Serif, rounded onto Comfortaa (Debian has no openly licensed
/// face closer to SF Pro Rounded); condensed and expanded widths are kept but not drawn.
public final class UIFontDescriptor: NSObject, NSCopying, @unchecked Sendable {
    /// The attributes, by name. Values: `.family`, `.name`, `.face`, `.textStyle` are strings;
    /// `.size` a number; `.traits` a dictionary by `TraitKey`.
    public let fontAttributes: [AttributeName: Any]

    /// A descriptor with the given attributes.
    public init(fontAttributes attributes: [AttributeName: Any] = [:]) {
        fontAttributes = attributes
        super.init()
    }

    /// A descriptor of the font with the PostScript (or full) name, at `size`.
    public convenience init(name fontName: String, size: CGFloat) {
        self.init(fontAttributes: [.name: fontName, .size: size])
    }

    /// A descriptor of a font with the name and a transform; the transform is kept, not drawn.
    public convenience init(name fontName: String, matrix: CGAffineTransform) {
        self.init(fontAttributes: [.name: fontName, .matrix: matrix])
    }

    /// The descriptor of a text style's font at the current content size category.
    public static func preferredFontDescriptor(withTextStyle style: UIFont.TextStyle) -> UIFontDescriptor {
        UIFont.preferredFont(forTextStyle: style).fontDescriptor
    }

    /// The descriptor of a text style's font at the traits' content size category.
    public static func preferredFontDescriptor(withTextStyle style: UIFont.TextStyle,
                                               compatibleWith traitCollection: UITraitCollection?) -> UIFontDescriptor {
        UIFont.preferredFont(forTextStyle: style, compatibleWith: traitCollection).fontDescriptor
    }

    // MARK: Reading

    /// The size in points; 0 when the descriptor names none.
    public var pointSize: CGFloat {
        Self.number(fontAttributes[.size]) ?? 0
    }

    /// The PostScript name of the face the descriptor matches.
    public var postscriptName: String {
        if let name = fontAttributes[.name] as? String { return name }
        return UIFont(descriptor: self, size: pointSize == 0 ? UIFont.labelFontSize : pointSize).fontName
    }

    /// The transform; identity unless one was given.
    public var matrix: CGAffineTransform {
        fontAttributes[.matrix] as? CGAffineTransform ?? .identity
    }

    /// The symbolic traits: bold, italic, monospaced and the rest.
    public var symbolicTraits: SymbolicTraits {
        guard let traits = fontAttributes[.traits] as? [TraitKey: Any], let raw = traits[.symbolic] else { return [] }
        if let value = raw as? SymbolicTraits { return value }
        return SymbolicTraits(rawValue: UInt32(truncatingIfNeeded: Int(Self.number(raw) ?? 0)))
    }

    /// The value of one attribute.
    public func object(forKey anAttribute: AttributeName) -> Any? {
        fontAttributes[anAttribute]
    }

    var weight: UIFont.Weight? {
        guard let traits = fontAttributes[.traits] as? [TraitKey: Any], let raw = Self.number(traits[.weight]) else { return nil }
        return UIFont.Weight(rawValue: raw)
    }

    var textStyle: UIFont.TextStyle? {
        (fontAttributes[.textStyle] as? String).map(UIFont.TextStyle.init(rawValue:))
    }

    var design: SystemDesign? {
        (fontAttributes[.design] as? String).map(SystemDesign.init(rawValue:))
    }

    // MARK: Making others

    /// A descriptor with these attributes added to (or replacing) the receiver's.
    public func addingAttributes(_ attributes: [AttributeName: Any]) -> UIFontDescriptor {
        UIFontDescriptor(fontAttributes: fontAttributes.merging(attributes) { _, new in new })
    }

    /// The same descriptor at another size.
    public func withSize(_ newPointSize: CGFloat) -> UIFontDescriptor {
        addingAttributes([.size: newPointSize])
    }

    /// The same descriptor in another family; its face name goes, so the family's face for
    /// the traits is chosen.
    public func withFamily(_ newFamily: String) -> UIFontDescriptor {
        var attributes = fontAttributes
        attributes[.name] = nil
        attributes[.family] = newFamily
        return UIFontDescriptor(fontAttributes: attributes)
    }

    /// The same descriptor with another face name ("Bold", "Italic"…).
    public func withFace(_ newFace: String) -> UIFontDescriptor {
        addingAttributes([.face: newFace])
    }

    /// The same descriptor with a transform (kept, not drawn).
    public func withMatrix(_ matrix: CGAffineTransform) -> UIFontDescriptor {
        addingAttributes([.matrix: matrix])
    }

    /// The descriptor with exactly these symbolic traits, or `nil` when the family has no face
    /// with them (the system font has bold, italic and monospaced faces; an app's family has
    /// the faces it bundles).
    public func withSymbolicTraits(_ symbolicTraits: SymbolicTraits) -> UIFontDescriptor? {
        var traits = fontAttributes[.traits] as? [TraitKey: Any] ?? [:]
        traits[.symbolic] = symbolicTraits.rawValue
        // The weight follows the bold trait, as UIKit's does.
        if symbolicTraits.contains(.traitBold) {
            if (weight?.rawValue ?? 0) < UIFont.Weight.semibold.rawValue { traits[.weight] = UIFont.Weight.bold.rawValue }
        } else if let weight, weight.rawValue >= UIFont.Weight.semibold.rawValue {
            traits[.weight] = UIFont.Weight.regular.rawValue
        }
        var attributes = fontAttributes
        attributes[.traits] = traits
        let isSystem = (fontAttributes[.family] as? String).map { $0 == UIFont.systemFamilyName } ?? (fontAttributes[.name] == nil)
        if !isSystem {
            // A named face gives way to its family's face with the traits, if it has one.
            let family = (fontAttributes[.family] as? String)
                ?? (fontAttributes[.name] as? String).flatMap { FontLibrary.shared.namedFont($0)?.family }
            guard let family, let face = Self.face(in: family, bold: symbolicTraits.contains(.traitBold),
                                                   italic: symbolicTraits.contains(.traitItalic)) else { return nil }
            attributes[.family] = family
            attributes[.name] = face
        }
        return UIFontDescriptor(fontAttributes: attributes)
    }

    /// The system font's descriptor in another design (`.serif`, `.monospaced`, `.rounded`);
    /// `nil` for a font that is not the system font.
    public func withDesign(_ design: SystemDesign) -> UIFontDescriptor? {
        let isSystem = (fontAttributes[.family] as? String).map { $0 == UIFont.systemFamilyName } ?? (fontAttributes[.name] == nil)
        guard isSystem else { return nil }
        return addingAttributes([.design: design.rawValue])
    }

    /// The descriptors of the fonts the library has that match the receiver's attributes
    /// (other than those in `mandatoryKeys`, which must match).
    public func matchingFontDescriptors(withMandatoryKeys mandatoryKeys: Set<AttributeName>?) -> [UIFontDescriptor] {
        let size = pointSize == 0 ? UIFont.labelFontSize : pointSize
        let keys = mandatoryKeys ?? [.family, .name]
        let candidates = UIFont.familyNames.flatMap { UIFont.fontNames(forFamilyName: $0) }
            .compactMap { UIFont(name: $0, size: size)?.fontDescriptor }
        return candidates.filter { candidate in
            keys.allSatisfy { key in
                guard let wanted = fontAttributes[key] as? String else { return true }
                return candidate.fontAttributes[key] as? String == wanted
            }
        }
    }

    public func copy(with zone: NSZone? = nil) -> Any { self }

    /// Descriptors are equal when they have the same attributes with the same values.
    public override func isEqual(_ object: Any?) -> Bool {
        guard let other = object as? UIFontDescriptor else { return false }
        return description == other.description
    }

    public override var hash: Int {
        fontAttributes.keys.map(\.rawValue).sorted().hashValue
    }

    public override var description: String {
        "UIFontDescriptor \(fontAttributes.map { "\($0.key.rawValue) = \($0.value)" }.sorted().joined(separator: "; "))"
    }

    /// The face of `family` nearest to the weight and slant asked for, when one has them.
    static func face(in family: String, bold: Bool, italic: Bool) -> String? {
        let faces = UIFont.fontNames(forFamilyName: family).compactMap { FontLibrary.shared.namedFont($0) }
        return faces.filter { ($0.weight >= 600) == bold && $0.isItalic == italic }
            .min { abs($0.weight - (bold ? 700 : 400)) < abs($1.weight - (bold ? 700 : 400)) }?.fontName
    }

    private static func number(_ value: Any?) -> CGFloat? {
        TextStyle.number(value).map { CGFloat($0) }
    }
}

extension UIFontDescriptor {
    /// The names of a descriptor's attributes.
    public struct AttributeName: RawRepresentable, Hashable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }

        public static let family = AttributeName(rawValue: "NSFontFamilyAttribute")
        public static let name = AttributeName(rawValue: "NSFontNameAttribute")
        public static let face = AttributeName(rawValue: "NSFontFaceAttribute")
        public static let size = AttributeName(rawValue: "NSFontSizeAttribute")
        public static let visibleName = AttributeName(rawValue: "NSFontVisibleNameAttribute")
        public static let matrix = AttributeName(rawValue: "NSFontMatrixAttribute")
        public static let characterSet = AttributeName(rawValue: "NSFontCharacterSetAttribute")
        public static let cascadeList = AttributeName(rawValue: "NSFontCascadeListAttribute")
        public static let traits = AttributeName(rawValue: "NSFontTraitsAttribute")
        public static let fixedAdvance = AttributeName(rawValue: "NSFontFixedAdvanceAttribute")
        public static let featureSettings = AttributeName(rawValue: "NSFontFeatureSettingsAttribute")
        public static let textStyle = AttributeName(rawValue: "NSCTFontUIUsageAttribute")
        /// The system design (`withDesign(_:)`).
        static let design = AttributeName(rawValue: "NSCTFontUIFontDesignTrait")
    }

    /// The keys of the `.traits` dictionary.
    public struct TraitKey: RawRepresentable, Hashable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }

        /// The symbolic traits, a `SymbolicTraits` raw value.
        public static let symbolic = TraitKey(rawValue: "NSCTFontSymbolicTrait")
        /// The weight, a `UIFont.Weight` raw value (-1 to 1).
        public static let weight = TraitKey(rawValue: "NSCTFontWeightTrait")
        /// The width (-1 condensed to 1 expanded).
        public static let width = TraitKey(rawValue: "NSCTFontProportionTrait")
        /// The slant (-1 to 1).
        public static let slant = TraitKey(rawValue: "NSCTFontSlantTrait")
    }

    /// A font's stylistic traits, with UIKit's bit values.
    public struct SymbolicTraits: OptionSet, Hashable, Sendable {
        public let rawValue: UInt32
        public init(rawValue: UInt32) { self.rawValue = rawValue }

        public static let traitItalic = SymbolicTraits(rawValue: 1 << 0)
        public static let traitBold = SymbolicTraits(rawValue: 1 << 1)
        public static let traitExpanded = SymbolicTraits(rawValue: 1 << 5)
        public static let traitCondensed = SymbolicTraits(rawValue: 1 << 6)
        public static let traitMonoSpace = SymbolicTraits(rawValue: 1 << 10)
        public static let traitVertical = SymbolicTraits(rawValue: 1 << 11)
        public static let traitUIOptimized = SymbolicTraits(rawValue: 1 << 12)
        public static let traitTightLeading = SymbolicTraits(rawValue: 1 << 15)
        public static let traitLooseLeading = SymbolicTraits(rawValue: 1 << 16)
    }

    /// The designs of the system font.
    public struct SystemDesign: RawRepresentable, Hashable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }

        public static let `default` = SystemDesign(rawValue: "NSCTFontUIFontDesignDefault")
        public static let rounded = SystemDesign(rawValue: "NSCTFontUIFontDesignRounded")
        public static let serif = SystemDesign(rawValue: "NSCTFontUIFontDesignSerif")
        public static let monospaced = SystemDesign(rawValue: "NSCTFontUIFontDesignMonospaced")
    }
}
