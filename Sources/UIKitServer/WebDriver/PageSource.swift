import Foundation

/// The XCUITest page source of an element tree, as WebDriverAgent writes it: an `AppiumAUT`
/// root, one XML element per element named after its type, attributes in WebDriverAgent's
/// order (`type`, `value`, `name`, `label`, `enabled`, `visible`, `accessible`, `x`, `y`,
/// `width`, `height`, `index`), absent ones left out, indented by two spaces.
enum PageSource {
    static func xml(_ root: ElementSnapshot) -> String {
        var text = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<AppiumAUT>\n"
        write(root, depth: 1, into: &text)
        text += "</AppiumAUT>\n"
        return text
    }

    /// The attributes of one element, in order, without the ones it does not have.
    static func attributes(of element: ElementSnapshot) -> [(String, String)] {
        var attributes: [(String, String)] = [("type", element.type)]
        if let value = element.value { attributes.append(("value", value)) }
        if let name = element.name { attributes.append(("name", name)) }
        if let label = element.label { attributes.append(("label", label)) }
        attributes += [
            ("enabled", String(element.isEnabled)),
            ("visible", String(element.isVisible)),
            ("accessible", String(element.isAccessible)),
            ("x", integer(element.rect.minX)),
            ("y", integer(element.rect.minY)),
            ("width", integer(element.rect.width)),
            ("height", integer(element.rect.height)),
            ("index", String(element.index)),
        ]
        return attributes
    }

    private static func write(_ element: ElementSnapshot, depth: Int, into text: inout String) {
        let indent = String(repeating: "  ", count: depth)
        text += indent + "<" + element.type
        for (name, value) in attributes(of: element) {
            text += " \(name)=\"\(escape(value))\""
        }
        guard !element.children.isEmpty else {
            text += "/>\n"
            return
        }
        text += ">\n"
        for child in element.children { write(child, depth: depth + 1, into: &text) }
        text += indent + "</" + element.type + ">\n"
    }

    private static func integer(_ value: CGFloat) -> String {
        guard value.isFinite else { return "0" }
        return String(Int(value.rounded()))
    }

    /// Escapes an attribute value; characters XML 1.0 cannot carry are dropped.
    static func escape(_ value: String) -> String {
        var result = ""
        result.reserveCapacity(value.utf8.count)
        for scalar in value.unicodeScalars {
            switch scalar {
            case "&": result += "&amp;"
            case "<": result += "&lt;"
            case ">": result += "&gt;"
            case "\"": result += "&quot;"
            case "\n": result += "&#10;"
            case "\r": result += "&#13;"
            case "\t": result += "&#9;"
            default:
                if scalar.value < 0x20 || scalar.value == 0xFFFE || scalar.value == 0xFFFF { continue }
                result.unicodeScalars.append(scalar)
            }
        }
        return result
    }
}
