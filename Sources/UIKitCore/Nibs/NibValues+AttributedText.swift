import Foundation

/// Attributed text as Interface Builder writes it: `<attributedString>` with one `<fragment>`
/// a run (its text in `content`, or in a `<string key="content">` when it has line breaks) and
/// the run's `<attributes>`, each keyed by the attribute's name (`NSFont`, `NSColor`, …).
extension NibValues {
    static func attributedString(_ element: NibElement?) -> NSAttributedString? {
        guard let element else { return nil }
        let text = NSMutableAttributedString(string: "")
        for fragment in element.children where fragment.name == "fragment" {
            let content = fragment["content"] ?? fragment.child("string", key: "content")?["_text"] ?? ""
            text.append(NSAttributedString(string: content, attributes: attributes(fragment.child("attributes"))))
        }
        return NSAttributedString(attributedString: text)
    }

    private static func attributes(_ element: NibElement?) -> [NSAttributedString.Key: Any] {
        var attributes: [NSAttributedString.Key: Any] = [:]
        for value in element?.children ?? [] {
            guard let key = value.key else { continue }
            let attribute = NSAttributedString.Key(rawValue: key)
            switch value.name {
            case "font": if let font = attributedTextFont(value) { attributes[attribute] = font }
            case "fontDescription": if let font = font(value) { attributes[attribute] = font }
            case "color": if let color = color(value) { attributes[attribute] = color }
            case "paragraphStyle": attributes[attribute] = paragraphStyle(value)
            case "integer": if let number = value.number("value") { attributes[attribute] = Int(number) }
            case "real": if let number = value.number("value") { attributes[attribute] = CGFloat(number) }
            default: break
            }
        }
        return attributes
    }

    /// `<font key="NSFont" metaFont="system" size="17"/>`, `metaFont="systemBold"`, or a named
    /// font (`name="Helvetica-Bold"`).
    private static func attributedTextFont(_ element: NibElement) -> UIFont? {
        // A small system font without a size is `smallSystemFontSize`, 12 points.
        let size = element.number("size") ?? (element["metaFont"]?.hasPrefix("smallSystem") == true ? 12 : UIFont.systemFontSize)
        if let name = element["name"] { return UIFont(name: name, size: size) ?? .systemFont(ofSize: size) }
        switch element["metaFont"] {
        case "systemBold", "boldSystem", "smallSystemBold": return .boldSystemFont(ofSize: size)
        case "systemItalic", "italicSystem": return .italicSystemFont(ofSize: size)
        default: return .systemFont(ofSize: size)
        }
    }

    /// `<paragraphStyle key="NSParagraphStyle" alignment="center" lineBreakMode="wordWrapping"
    /// lineSpacing="4" …/>`.
    private static func paragraphStyle(_ element: NibElement) -> NSParagraphStyle {
        let style = NSMutableParagraphStyle()
        if let alignment = textAlignment(element["alignment"]) { style.alignment = alignment }
        let lineBreak: NSLineBreakMode? = switch element["lineBreakMode"] {
        case "wordWrapping": .byWordWrapping
        case "charWrapping": .byCharWrapping
        case "clipping": .byClipping
        case "truncatingHead": .byTruncatingHead
        case "truncatingTail": .byTruncatingTail
        case "truncatingMiddle": .byTruncatingMiddle
        default: nil
        }
        if let lineBreak { style.lineBreakMode = lineBreak }
        let lengths: [(String, ReferenceWritableKeyPath<NSMutableParagraphStyle, CGFloat>)] = [
            ("lineSpacing", \.lineSpacing), ("paragraphSpacing", \.paragraphSpacing),
            ("lineHeightMultiple", \.lineHeightMultiple), ("minimumLineHeight", \.minimumLineHeight),
            ("maximumLineHeight", \.maximumLineHeight), ("firstLineHeadIndent", \.firstLineHeadIndent),
            ("headIndent", \.headIndent),
        ]
        for (name, keyPath) in lengths {
            if let value = element.number(name) { style[keyPath: keyPath] = CGFloat(value) }
        }
        return style
    }
}
