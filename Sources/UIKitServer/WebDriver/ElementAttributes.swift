import Foundation

/// Element attributes by the names WebDriverAgent answers to, as the strings `GET
/// /element/{id}/attribute/{name}` returns (Appium's clients expect strings: "true", "false").
enum ElementAttributes {
    /// The attribute's value, nil when the element has none, or nil for an unknown name (see `isKnown`).
    static func value(_ name: String, of element: ElementSnapshot) -> String? {
        switch ElementPredicate.attributeAliases[name] ?? name {
        case "type": element.type
        case "name": element.name
        case "label": element.label
        case "value": element.value
        case "placeholderValue": element.placeholderValue
        case "enabled": String(element.isEnabled)
        case "visible", "displayed": String(element.isVisible)
        case "accessible": String(element.isAccessible)
        case "selected": String(element.isSelected)
        case "focused": String(element.isFocused)
        case "hittable": String(element.isVisible && element.isEnabled)
        case "index": String(element.index)
        case "rect": rectDescription(element.rect)
        case "x": String(Int(element.rect.minX.rounded()))
        case "y": String(Int(element.rect.minY.rounded()))
        case "width": String(Int(element.rect.width.rounded()))
        case "height": String(Int(element.rect.height.rounded()))
        default: nil
        }
    }

    /// The rect as WebDriverAgent writes it in attributes: `{"x":0,"y":0,"width":390,"height":844}`.
    static func rectDescription(_ rect: CGRect) -> String {
        func number(_ value: CGFloat) -> String {
            value == value.rounded() ? String(Int(value)) : String(Double(value))
        }
        return "{\"x\":\(number(rect.minX)),\"y\":\(number(rect.minY)),\"width\":\(number(rect.width)),\"height\":\(number(rect.height))}"
    }
}
