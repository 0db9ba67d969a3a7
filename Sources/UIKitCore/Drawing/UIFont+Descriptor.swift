import Foundation

extension UIFont {
    /// A font matching the descriptor, at `pointSize` (0: the descriptor's size, else 12). A
    /// text style's descriptor (`preferredFontDescriptor(withTextStyle:)`) at size 0 makes a
    /// font that scales with Dynamic Type, bold or italic as its traits say.
    public convenience init(descriptor: UIFontDescriptor, size pointSize: CGFloat) {
        let font = UIFont.matching(descriptor, size: pointSize)
        self.init(familyName: font.familyName, fontName: font.fontName, pointSize: font.pointSize, weight: font.weight,
                  cascadeFamily: font.cascadeFamily, dynamicType: font.dynamicType)
    }

    /// The font's descriptor: its family (and face name, for a named font), size and traits,
    /// and the text style of a Dynamic Type font.
    public var fontDescriptor: UIFontDescriptor {
        var traits: UIFontDescriptor.SymbolicTraits = []
        if weight.rawValue >= Weight.semibold.rawValue { traits.insert(.traitBold) }
        let named = familyName == Self.systemFamilyName ? nil : FontLibrary.shared.namedFont(fontName)
        if cascadeFamily == FontLibrary.italicFamily || named?.isItalic == true { traits.insert(.traitItalic) }
        if cascadeFamily == FontLibrary.monospacedFamily { traits.insert(.traitMonoSpace) }
        var attributes: [UIFontDescriptor.AttributeName: Any] = [
            .family: familyName, .size: pointSize,
            .traits: [UIFontDescriptor.TraitKey.symbolic: traits.rawValue, .weight: weight.rawValue] as [UIFontDescriptor.TraitKey: Any],
        ]
        if familyName != Self.systemFamilyName { attributes[.name] = fontName }
        if let style = dynamicType?.textStyle { attributes[.textStyle] = style.rawValue }
        switch cascadeFamily {
        case FontLibrary.monospacedFamily: attributes[.design] = UIFontDescriptor.SystemDesign.monospaced.rawValue
        case FontLibrary.serifFamily: attributes[.design] = UIFontDescriptor.SystemDesign.serif.rawValue
        case FontLibrary.roundedFamily: attributes[.design] = UIFontDescriptor.SystemDesign.rounded.rawValue
        default: break
        }
        return UIFontDescriptor(fontAttributes: attributes)
    }

    /// The font a descriptor describes.
    private static func matching(_ descriptor: UIFontDescriptor, size pointSize: CGFloat) -> UIFont {
        let size = pointSize > 0 ? pointSize : descriptor.pointSize > 0 ? descriptor.pointSize : 12
        let traits = descriptor.symbolicTraits
        let family = descriptor.fontAttributes[.family] as? String
        if family != systemFamilyName {
            if let name = descriptor.fontAttributes[.name] as? String, let font = UIFont(name: name, size: size) { return font }
            if let family, let face = UIFontDescriptor.face(in: family, bold: traits.contains(.traitBold),
                                                             italic: traits.contains(.traitItalic)),
               let font = UIFont(name: face, size: size) {
                return font
            }
        }
        let style = descriptor.textStyle
        let weight = descriptor.weight ?? (traits.contains(.traitBold) ? .bold : style == .headline ? .semibold : .regular)
        let design: String = if traits.contains(.traitMonoSpace) || descriptor.design == .monospaced {
            FontLibrary.monospacedFamily
        } else if descriptor.design == .serif {
            FontLibrary.serifFamily
        } else if descriptor.design == .rounded {
            FontLibrary.roundedFamily
        } else if traits.contains(.traitItalic) {
            FontLibrary.italicFamily
        } else {
            FontLibrary.systemFamily
        }
        // A text style's font at size 0 keeps scaling with the content size category.
        let dynamicType = style.flatMap { pointSize == 0 ? DynamicTypeScaling(textStyle: $0, largeSize: $0.defaultPointSize) : nil }
        return systemFont(ofSize: size, weight: weight, design: design, dynamicType: dynamicType)
    }
}
