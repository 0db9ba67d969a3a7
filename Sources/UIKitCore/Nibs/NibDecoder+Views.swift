import Foundation

/// What Interface Builder writes for views: the attributes every view has, its subviews and
/// constraints, then each class's own.
extension NibDecoder {
    /// Runs the element's recipe on the view: the attributes every view has, its subviews, its
    /// class's own attributes, its layout attributes, then its constraints and runtime attributes.
    @MainActor func decodeView(_ view: UIView) {
        let plan = self.plan
        // Its constraints may name the view itself.
        if let id = plan.registeredID { loading.alias(view, id: id) }
        registered = true
        plan.recipe.apply(to: view, self)
    }

    /// The subviews, each made through its class's `init?(coder:)`; a stack view arranges them.
    @MainActor func decodeSubviews(of view: UIView) {
        decodeSubviews(of: view, plan)
    }

    /// The subviews `plan`'s element lists, added to `view`, the view it describes.
    @MainActor func decodeSubviews(of view: UIView, _ plan: NibPlan) {
        let children = plan.subviewPlans
        guard !children.isEmpty else { return }
        if plan.hasSubviewVariations {
            decodeVaryingSubviews(of: view, plan, children)
            return
        }
        let loading = self.loading
        if plan.makesStackView {
            let stack = unsafeDowncast(view, to: UIStackView.self)
            for child in children {
                if let subview = loading.instantiateView(child) { stack.addArrangedSubview(subview) }
            }
        } else {
            for child in children {
                if let subview = loading.instantiateView(child) { view.addSubview(subview) }
            }
        }
    }

    /// The subviews when some are installed for some size classes only.
    @MainActor private func decodeVaryingSubviews(of view: UIView, _ plan: NibPlan, _ children: [NibPlan]) {
        let variations = NibConstraintRecipe.of(plan.element).subviewVariations
        var made: [(id: String?, view: UIView)] = []
        let stack = view as? UIStackView
        for child in children {
            guard let subview = loading.instantiateView(child) else { continue }
            let id = child.id
            made.append((id, subview))
            // One installed for some size classes only waits for the view's traits.
            if let id, variations.excludedByDefault.contains(id) { continue }
            if let stack {
                stack.addArrangedSubview(subview)
            } else {
                view.addSubview(subview)
            }
        }
        installSubviewVariations(of: view, subviews: made, variations)
    }

    /// The constraints Interface Builder keeps on the view: an item left out is the view itself.
    @MainActor func decodeConstraints(of view: UIView, _ element: NibElement) {
        let recipe = NibConstraintRecipe.of(element)
        guard !recipe.constraints.isEmpty else { return }
        let variations = recipe.variations
        var made: [(id: String, constraint: NSLayoutConstraint)] = []
        for form in recipe.constraints {
            guard let one = makeConstraint(form, in: view) else { continue }
            if form.element.isReferenced { loading.alias(one, id: form.id) }
            if let id = form.id, !variations.isEmpty {
                made.append((id, one))
                // One installed for some size classes only waits for the view's traits.
                if variations.excludedByDefault.contains(id) { continue }
            }
            view.addConstraint(one)
        }
        if !variations.isEmpty { installVariations(of: view, constraints: made, variations) }
    }

    @MainActor private func makeConstraint(_ form: NibConstraintRecipe.Form, in view: UIView) -> NSLayoutConstraint? {
        // An item left out is the view itself.
        let first: AnyObject? = if let id = form.firstItem { loading.object(id) } else { view }
        let named: AnyObject? = if let id = form.secondItem { loading.object(id) } else { view }
        guard let first, named != nil else {
            loading.report(form.element, "A constraint names an object that is not in the same view hierarchy; it is left out.")
            return nil
        }
        let second: [AnchorTerm] = if form.secondAttribute == .notAnAttribute { [] } else {
            [AnchorTerm(item: named, attribute: form.secondAttribute)]
        }
        // The items are objects already: `init(item:…)` takes `Any`, whose conversion back to an
        // object costs more than the rest of the constraint.
        let constraint = NSLayoutConstraint(first: [AnchorTerm(item: first, attribute: form.firstAttribute)], relation: form.relation,
                                            second: second, multiplier: form.multiplier, constant: form.constant)
        if let priority = form.priority { constraint.priority = priority }
        constraint.identifier = form.identifier
        return constraint
    }

    /// User-defined runtime attributes: UIKit's keys it knows, and the app's `@IBInspectable`
    /// properties through the setters the source plugin lists.
    @MainActor func decodeRuntimeAttributes(of object: AnyObject) {
        for attribute in element.list("userDefinedRuntimeAttributes") {
            guard let keyPath = attribute["keyPath"] else { continue }
            let value: Any? = switch attribute["type"] {
            case "boolean": attribute.flag("value") ?? false
            // A number as Key-Value Coding passes one, so it converts to the property's type.
            case "number": (attribute.child("real")?.number("value") ?? attribute.child("integer")?.number("value")
                ?? attribute.number("value")).map { NSNumber(value: $0) }
            case "color": NibValues.color(attribute.child("color", key: "value"))
            case "image": NibValues.image(attribute["value"], catalog: nil)
            case "size": NibValues.size(attribute.child("size", key: "value"))
            case "rect": NibValues.rect(attribute.child("rect", key: "value"))
            default: attribute["value"]
            }
            if NibOutlets.setRuntimeAttribute(keyPath, of: object, to: value) { continue }
            let setter = Selector("set\(keyPath.prefix(1).uppercased())\(keyPath.dropFirst()):")
            guard let invoker = _SelectorTable.invoker(for: object, setter) else {
                loading.report(attribute, "Failed to set (\(keyPath)) user defined inspected property on (\(type(of: object))): "
                    + "[<\(type(of: object))> setValue:forUndefinedKey:]: this class is not key value coding-compliant for the key \(keyPath).")
                continue
            }
            _ = invoker(object, [value])
        }
    }

    // MARK: Text views and images

    @MainActor func decodeTextView(_ textView: UITextView) {
        if let text = loading.translation(element.id, "text") ?? element.child("string", key: "text")?["_text"] ?? element["text"] {
            textView.text = text
        }
        if let font = NibValues.font(element.child("fontDescription", key: "fontDescription")) { textView.font = font }
        if let color = NibValues.color(element.child("color", key: "textColor")) { textView.textColor = color }
        if let alignment = NibValues.textAlignment(element["textAlignment"]) { textView.textAlignment = alignment }
        if let editable = element.flag("editable") { textView.isEditable = editable }
        if let selectable = element.flag("selectable") { textView.isSelectable = selectable }
        if let text = NibValues.attributedString(element.child("attributedString", key: "attributedText")) {
            textView.attributedText = text
        }
    }

    @MainActor func decodeImageView(_ imageView: UIImageView) {
        imageView.image = NibValues.image(of: element)
        if let highlighted = NibValues.image(of: element, "highlightedImage") { imageView.highlightedImage = highlighted }
        if let configuration = element.child("preferredSymbolConfiguration", key: "preferredSymbolConfiguration") {
            imageView.preferredSymbolConfiguration = NibItems.symbolConfiguration(configuration)
        }
    }
}
