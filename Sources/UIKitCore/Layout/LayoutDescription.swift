import Foundation

/// Writes constraints and their items the way UIKit prints them in descriptions and logs.
@MainActor
enum LayoutDescription {
    static func address(of object: AnyObject) -> String {
        "0x" + String(UInt(bitPattern: ObjectIdentifier(object)), radix: 16)
    }

    /// UIKit's own classes print bare; app classes with their module, as Swift class names do.
    static func typeName(of object: AnyObject) -> String {
        let name = String(reflecting: type(of: object))
        return name.hasPrefix("UIKitCore.") ? String(name.dropFirst("UIKitCore.".count)) : name
    }

    /// A view as UIKit names it in constraint descriptions: its accessibility identifier when it
    /// has one, otherwise its class and address.
    static func name(of view: UIView) -> String {
        view.accessibilityIdentifier ?? "\(typeName(of: view)):\(address(of: view))"
    }

    static func name(of item: AnyObject?) -> String {
        switch item {
        case let view as UIView:
            return name(of: view)
        case let guide as UILayoutGuide:
            let identifier = guide.identifier.isEmpty ? "" : "'\(guide.identifier)'"
            return "\(typeName(of: guide)):\(address(of: guide))\(identifier)"
        case let object?:
            return "\(typeName(of: object)):\(address(of: object))"
        case nil:
            return "(nil)"
        }
    }

    static func describe(_ terms: AnchorTerms) -> String {
        let parts = terms.map { term -> String in
            let base = "\(name(of: term.item)).\(term.attribute.name)"
            switch term.coefficient {
            case 1: return base
            case -1: return "-" + base
            default: return "\(number(term.coefficient))*" + base
            }
        }
        return parts.count == 1 ? parts[0] : "(" + parts.joined(separator: " + ") + ")"
    }

    static func number(_ value: Double) -> String {
        if value == value.rounded(), abs(value) < 1e15 { return String(Int(value)) }
        return String(format: "%g", value)
    }

    static func describe(_ constraint: NSLayoutConstraint) -> String {
        var text = "<\(constraint.className):\(address(of: constraint)) "
        if let identifier = constraint.identifier { text += "'\(identifier)' " }
        text += constraint.equationDescription
        text += "   (\(constraint.activeFlag ? "active" : "inactive")\(namesSuffix(constraint)))>"
        return text
    }

    static func equation(_ constraint: NSLayoutConstraint) -> String {
        var text = "\(describe(constraint.firstTerms)) \(constraint.relation.symbol) "
        let constant = Double(constraint.constant)
        if constraint.secondTerms.isEmpty {
            text += number(constant)
        } else {
            if constraint.multiplier != 1 { text += "\(number(Double(constraint.multiplier)))*" }
            text += describe(constraint.secondTerms)
            if constant != 0 { text += constant > 0 ? " + \(number(constant))" : " - \(number(-constant))" }
        }
        if constraint.priority != .required { text += " @\(number(Double(constraint.priority.rawValue)))" }
        return text
    }

    /// UIKit lists the views it named by accessibility identifier after the state.
    private static func namesSuffix(_ constraint: NSLayoutConstraint) -> String {
        let named = constraint.allTerms.compactMap { $0.item as? UIView }
            .filter { $0.accessibilityIdentifier != nil }
        guard !named.isEmpty else { return "" }
        var seen = Set<ObjectIdentifier>()
        let names = named.filter { seen.insert(ObjectIdentifier($0)).inserted }
            .map { "\($0.accessibilityIdentifier!):\(address(of: $0))" }
        return ", names: " + names.joined(separator: ", ") + " "
    }
}
