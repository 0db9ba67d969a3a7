import Foundation

/// Size-class variations of a view's attributes: `<variation key="widthClass=compact">` holding
/// the values Interface Builder's "+" beside an attribute varies (a label's font, a colour,
/// `hidden`, a stack view's axis). The view takes the values of the most specific variation its
/// traits match, else its own, as it is made and whenever its size classes change.
extension NibRecipe {
    func readAttributeVariations(_ element: NibElement) {
        let variations = element.children.compactMap { variation -> (condition: NibDecoder.SizeClassCondition, values: NibElement)? in
            guard variation.name == "variation", let condition = NibDecoder.SizeClassCondition(key: variation.key ?? "default") else {
                return nil
            }
            return (condition, variation)
        }.sorted { $0.condition.specificity < $1.condition.specificity }
        var keys = Set<String>()
        for (_, values) in variations {
            keys.formUnion(values.attributes.keys.filter { $0 != "key" })
            keys.formUnion(values.children.filter { $0.name != "mask" }.compactMap(\.key))
        }
        guard !keys.isEmpty else { return }
        let ordered = keys.sorted()
        add { view, _ in
            let apply: (UIView) -> Void = { view in
                for key in ordered {
                    let source = variations.last { $0.condition.matches(view.traitCollection) && Self.varies(key, $0.values) }?.values
                    Self.apply(key, from: source ?? element, to: view)
                }
            }
            apply(view)
            view.registerForTraitChanges([UITraitHorizontalSizeClass.self, UITraitVerticalSizeClass.self]) { (view: UIView, _) in
                apply(view)
            }
        }
    }

    private static func varies(_ key: String, _ values: NibElement) -> Bool {
        values.attributes[key] != nil || values.child(key: key) != nil
    }

    /// Sets one varied value from a variation, or from the element itself (UIKit's default when
    /// the element does not set it).
    private static func apply(_ key: String, from source: NibElement, to view: UIView) {
        switch key {
        case "hidden": view.isHidden = source.flag("hidden") ?? false
        case "alpha": view.alpha = source.number("alpha") ?? 1
        case "backgroundColor": view.backgroundColor = NibValues.color(source.child("color", key: key))
        case "tintColor": view.tintColor = NibValues.color(source.child("color", key: key))
        case "textColor":
            let color = NibValues.color(source.child("color", key: key))
            switch view {
            case let label as UILabel: label.textColor = color ?? .label
            case let field as UITextField: field.textColor = color
            case let textView as UITextView: textView.textColor = color
            default: break
            }
        case "fontDescription":
            let font = NibValues.font(source.child("fontDescription", key: key)) ?? .systemFont(ofSize: 17)
            switch view {
            case let label as UILabel: label.font = font
            case let field as UITextField: field.font = font
            case let textView as UITextView: textView.font = font
            case let button as UIButton: button.titleLabel?.font = font
            default: break
            }
        case "textAlignment":
            let alignment = NibValues.textAlignment(source["textAlignment"]) ?? .natural
            switch view {
            case let label as UILabel: label.textAlignment = alignment
            case let field as UITextField: field.textAlignment = alignment
            case let textView as UITextView: textView.textAlignment = alignment
            default: break
            }
        case "numberOfLines": (view as? UILabel)?.numberOfLines = Int(source.number("numberOfLines") ?? 1)
        case "axis": (view as? UIStackView)?.axis = source["axis"] == "vertical" ? .vertical : .horizontal
        case "spacing": (view as? UIStackView)?.spacing = source.number("spacing") ?? 0
        case "alignment": (view as? UIStackView)?.alignment = NibValues.stackAlignment(source["alignment"])
        case "distribution": (view as? UIStackView)?.distribution = NibValues.stackDistribution(source["distribution"])
        default: break
        }
    }
}
