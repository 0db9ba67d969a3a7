import Foundation

/// Interface Builder's value elements and enumerations, read into UIKit values.
@MainActor
enum NibValues {
    // MARK: Geometry

    static func rect(_ element: NibElement?) -> CGRect? {
        guard let element else { return nil }
        return CGRect(x: element.number("x") ?? 0, y: element.number("y") ?? 0,
                      width: element.number("width") ?? 0, height: element.number("height") ?? 0)
    }

    static func size(_ element: NibElement?) -> CGSize? {
        guard let element else { return nil }
        return CGSize(width: element.number("width") ?? 0, height: element.number("height") ?? 0)
    }

    /// `<inset minX= minY= maxX= maxY=>` and `<edgeInsets top= left= bottom= right=>`.
    static func insets(_ element: NibElement?) -> UIEdgeInsets? {
        guard let element else { return nil }
        if element.name == "inset" {
            return UIEdgeInsets(top: element.number("minY") ?? 0, left: element.number("minX") ?? 0,
                                bottom: element.number("maxY") ?? 0, right: element.number("maxX") ?? 0)
        }
        return UIEdgeInsets(top: element.number("top") ?? 0, left: element.number("left") ?? 0,
                            bottom: element.number("bottom") ?? 0, right: element.number("right") ?? 0)
    }

    static func directionalInsets(_ element: NibElement?) -> NSDirectionalEdgeInsets? {
        guard let element else { return nil }
        return NSDirectionalEdgeInsets(top: element.number("top") ?? 0, leading: element.number("leading") ?? 0,
                                       bottom: element.number("bottom") ?? 0, trailing: element.number("trailing") ?? 0)
    }

    static func autoresizingMask(_ element: NibElement) -> UIView.AutoresizingMask {
        var mask: UIView.AutoresizingMask = []
        let flags: [(String, UIView.AutoresizingMask)] = [
            ("flexibleMinX", .flexibleLeftMargin), ("widthSizable", .flexibleWidth), ("flexibleMaxX", .flexibleRightMargin),
            ("flexibleMinY", .flexibleTopMargin), ("heightSizable", .flexibleHeight), ("flexibleMaxY", .flexibleBottomMargin),
        ]
        for (name, flag) in flags where element.flag(name) == true { mask.insert(flag) }
        return mask
    }

    // MARK: Colours, fonts, images

    /// `<color>` as Interface Builder writes it: components (`red`/`green`/`blue` or `white`,
    /// with `alpha`), a system colour (`systemColor="systemBlueColor"`), or an asset (`name`).
    static func color(_ element: NibElement?) -> UIColor? {
        guard let element else { return nil }
        if let name = element["systemColor"] ?? element["cocoaTouchSystemColor"] { return systemColor(name) }
        if let name = element["name"] { return UIColor(named: name) }
        let alpha = element.number("alpha") ?? 1
        if let white = element.number("white") { return UIColor(white: white, alpha: alpha) }
        guard let red = element.number("red"), let green = element.number("green"), let blue = element.number("blue") else {
            return nil
        }
        return UIColor(red: red, green: green, blue: blue, alpha: alpha)
    }

    private static let systemColors: [String: UIColor] = [
        "systemBlue": .systemBlue, "systemRed": .systemRed, "systemGreen": .systemGreen, "systemOrange": .systemOrange,
        "systemYellow": .systemYellow, "systemPink": .systemPink, "systemPurple": .systemPurple, "systemTeal": .systemTeal,
        "systemIndigo": .systemIndigo, "systemBrown": .systemBrown, "systemMint": .systemMint, "systemCyan": .systemCyan,
        "systemGray": .systemGray, "systemGray2": .systemGray2, "systemGray3": .systemGray3, "systemGray4": .systemGray4,
        "systemGray5": .systemGray5, "systemGray6": .systemGray6, "label": .label, "secondaryLabel": .secondaryLabel,
        "tertiaryLabel": .tertiaryLabel, "quaternaryLabel": .quaternaryLabel, "placeholderText": .placeholderText,
        "link": .link, "separator": .separator, "opaqueSeparator": .opaqueSeparator, "systemBackground": .systemBackground,
        "secondarySystemBackground": .secondarySystemBackground, "tertiarySystemBackground": .tertiarySystemBackground,
        "systemGroupedBackground": .systemGroupedBackground, "groupTableViewBackground": .systemGroupedBackground,
        "secondarySystemGroupedBackground": .secondarySystemGroupedBackground,
        "tertiarySystemGroupedBackground": .tertiarySystemGroupedBackground, "systemFill": .systemFill,
        "secondarySystemFill": .secondarySystemFill, "tertiarySystemFill": .tertiarySystemFill,
        "quaternarySystemFill": .quaternarySystemFill, "tint": .tintColor, "darkText": .black, "lightText": .white,
        "black": .black, "white": .white, "clear": .clear, "darkGray": .darkGray, "lightGray": .lightGray, "gray": .gray,
        "red": .red, "green": .green, "blue": .blue, "cyan": .cyan, "yellow": .yellow, "magenta": .magenta,
        "orange": .orange, "purple": .purple, "brown": .brown,
    ]

    /// `systemBlueColor` → `.systemBlue`.
    static func systemColor(_ name: String) -> UIColor? {
        let bare = name.hasSuffix("Color") ? String(name.dropLast(5)) : name
        return systemColors[bare]
    }

    /// `<fontDescription>`: the system font in a weight, a text style, or a named font.
    static func font(_ element: NibElement?) -> UIFont? {
        guard let element else { return nil }
        if let style = element["style"] {
            let name = style.hasPrefix("UICTFontTextStyle") ? String(style.dropFirst("UICTFontTextStyle".count)) : style
            let textStyle = UIFont.TextStyle(rawValue: "UICTFontTextStyle" + name)
            return UIFont.preferredFont(forTextStyle: textStyle)
        }
        let size = element.number("pointSize") ?? UIFont.systemFontSize
        if let name = element["name"] { return UIFont(name: name, size: size) ?? .systemFont(ofSize: size) }
        switch element["type"] {
        case "boldSystem": return .boldSystemFont(ofSize: size)
        case "italicSystem": return .italicSystemFont(ofSize: size)
        default: return .systemFont(ofSize: size, weight: weight(element["weight"]))
        }
    }

    private static func weight(_ name: String?) -> UIFont.Weight {
        switch name {
        case "ultraLight": .ultraLight
        case "thin": .thin
        case "light": .light
        case "medium": .medium
        case "semibold": .semibold
        case "bold": .bold
        case "heavy": .heavy
        case "black": .black
        default: .regular
        }
    }

    /// An image by name: an SF Symbol when `catalog="system"`, else the app's asset or file.
    static func image(_ name: String?, catalog: String?) -> UIImage? {
        guard let name, !name.isEmpty else { return nil }
        if catalog == "system" { return UIImage(systemName: name) }
        return UIImage(named: name)
    }

    static func image(of element: NibElement, _ attribute: String = "image") -> UIImage? {
        if let reference = element.child("imageReference", key: attribute) {
            let image = self.image(reference["image"], catalog: reference["catalog"])
            return reference["renderingMode"] == "template" ? image?.withRenderingMode(.alwaysTemplate) : image
        }
        return image(element[attribute], catalog: element["catalog"])
    }

    // MARK: Enumerations

    static func contentMode(_ name: String?) -> UIView.ContentMode? {
        switch name {
        case "scaleToFill": .scaleToFill
        case "scaleAspectFit": .scaleAspectFit
        case "scaleAspectFill": .scaleAspectFill
        case "redraw": .redraw
        case "center": .center
        case "top": .top
        case "bottom": .bottom
        case "left": .left
        case "right": .right
        case "topLeft": .topLeft
        case "topRight": .topRight
        case "bottomLeft": .bottomLeft
        case "bottomRight": .bottomRight
        default: nil
        }
    }

    static func stackAlignment(_ name: String?) -> UIStackView.Alignment {
        switch name {
        case "top", "leading": .leading
        case "center": .center
        case "bottom", "trailing": .trailing
        case "firstBaseline": .firstBaseline
        case "lastBaseline", "baseline": .lastBaseline
        default: .fill
        }
    }

    static func stackDistribution(_ name: String?) -> UIStackView.Distribution {
        switch name {
        case "fillEqually": .fillEqually
        case "fillProportionally": .fillProportionally
        case "equalSpacing": .equalSpacing
        case "equalCentering": .equalCentering
        default: .fill
        }
    }

    static func textAlignment(_ name: String?) -> NSTextAlignment? {
        switch name {
        case "natural": .natural
        case "left": .left
        case "center": .center
        case "right": .right
        case "justified": .justified
        default: nil
        }
    }

    static func lineBreakMode(_ name: String?) -> NSLineBreakMode? {
        switch name {
        case "wordWrap": .byWordWrapping
        case "characterWrap": .byCharWrapping
        case "clip": .byClipping
        case "headTruncation": .byTruncatingHead
        case "tailTruncation": .byTruncatingTail
        case "middleTruncation": .byTruncatingMiddle
        default: nil
        }
    }

    static func controlEvent(_ name: String?) -> UIControl.Event? {
        switch name {
        case "touchDown": .touchDown
        case "touchDownRepeat": .touchDownRepeat
        case "touchDragInside": .touchDragInside
        case "touchDragOutside": .touchDragOutside
        case "touchDragEnter": .touchDragEnter
        case "touchDragExit": .touchDragExit
        case "touchUpInside": .touchUpInside
        case "touchUpOutside": .touchUpOutside
        case "touchCancel": .touchCancel
        case "valueChanged": .valueChanged
        case "primaryActionTriggered": .primaryActionTriggered
        case "editingDidBegin": .editingDidBegin
        case "editingChanged": .editingChanged
        case "editingDidEnd": .editingDidEnd
        case "editingDidEndOnExit": .editingDidEndOnExit
        default: nil
        }
    }

    static func layoutAttribute(_ name: String?) -> NSLayoutConstraint.Attribute? {
        switch name {
        case "left": .left
        case "right": .right
        case "top": .top
        case "bottom": .bottom
        case "leading": .leading
        case "trailing": .trailing
        case "width": .width
        case "height": .height
        case "centerX": .centerX
        case "centerY": .centerY
        case "baseline", "lastBaseline": .lastBaseline
        case "firstBaseline": .firstBaseline
        case "leftMargin": .leftMargin
        case "rightMargin": .rightMargin
        case "topMargin": .topMargin
        case "bottomMargin": .bottomMargin
        case "leadingMargin": .leadingMargin
        case "trailingMargin": .trailingMargin
        case "centerXWithinMargins": .centerXWithinMargins
        case "centerYWithinMargins": .centerYWithinMargins
        default: nil
        }
    }

    /// A constraint's `multiplier`: a number, or a ratio such as `16:9`.
    static func multiplier(_ text: String?) -> CGFloat {
        guard let text else { return 1 }
        let parts = text.split(separator: ":")
        if parts.count == 2, let numerator = Double(parts[0]), let denominator = Double(parts[1]), denominator != 0 {
            return numerator / denominator
        }
        return Double(text) ?? 1
    }
}
