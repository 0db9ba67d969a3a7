import Foundation

/// What Interface Builder writes for views: the attributes every view has, its subviews and
/// constraints, then each class's own.
extension NibDecoder {
    @MainActor func decodeView(_ view: UIView) {
        // Its constraints may name the view itself.
        loading.alias(view, id: element.id)
        decodeViewAttributes(view, element)
        decodeSubviews(of: view, element)
        switch view {
        case let label as UILabel: decodeLabel(label)
        case let button as UIButton: decodeButton(button)
        case let imageView as UIImageView: decodeImageView(imageView)
        case let field as UITextField: decodeTextField(field)
        case let textView as UITextView: decodeTextView(textView)
        case let control as UISwitch: decodeSwitch(control)
        case let slider as UISlider: decodeSlider(slider)
        case let stepper as UIStepper: decodeStepper(stepper)
        case let control as UISegmentedControl: decodeSegmentedControl(control)
        case let progress as UIProgressView: decodeProgressView(progress)
        case let indicator as UIActivityIndicatorView: decodeActivityIndicator(indicator)
        case let control as UIPageControl: decodePageControl(control)
        case let stack as UIStackView: decodeStackView(stack)
        case let cell as UITableViewCell: decodeTableViewCell(cell)
        case let table as UITableView: decodeTableView(table)
        case let cell as UICollectionViewCell: decodeCollectionViewCell(cell)
        case let collection as UICollectionView: decodeCollectionView(collection)
        default: break
        }
        if let scrollView = view as? UIScrollView { decodeScrollView(scrollView) }
        if let control = view as? UIControl { decodeControl(control) }
        decodeConstraints(of: view, element)
        decodeRuntimeAttributes(of: view)
    }

    // MARK: Every view

    @MainActor func decodeViewAttributes(_ view: UIView, _ element: NibElement) {
        // Whether the frame turns into constraints first, so that setting it makes none.
        if element.flag("translatesAutoresizingMaskIntoConstraints") == false {
            view.translatesAutoresizingMaskIntoConstraints = false
        }
        if let mask = element.child("autoresizingMask", key: "autoresizingMask") {
            view.autoresizingMask = NibValues.autoresizingMask(mask)
        }
        if let frame = NibValues.rect(element.child("rect", key: "frame")) { view.frame = frame }
        if let color = NibValues.color(element.child("color", key: "backgroundColor")) { view.backgroundColor = color }
        if let color = NibValues.color(element.child("color", key: "tintColor")) { view.tintColor = color }
        if let alpha = element.number("alpha") { view.alpha = alpha }
        if let hidden = element.flag("hidden") { view.isHidden = hidden }
        if let clips = element.flag("clipsSubviews") { view.clipsToBounds = clips }
        if let mode = NibValues.contentMode(element["contentMode"]), mode != view.contentMode { view.contentMode = mode }
        if let tag = element.number("tag") { view.tag = Int(tag) }
        if let enabled = element.flag("userInteractionEnabled") { view.isUserInteractionEnabled = enabled }
        if let preserves = element.flag("preservesSuperviewLayoutMargins") { view.preservesSuperviewLayoutMargins = preserves }
        if let insets = element.flag("insetsLayoutMarginsFromSafeArea") { view.insetsLayoutMarginsFromSafeArea = insets }
        if let margins = NibValues.directionalInsets(element.child("directionalEdgeInsets", key: "directionalLayoutMargins")) {
            view.directionalLayoutMargins = margins
        }
        switch element["semanticContentAttribute"] {
        case "forceLeftToRight": view.semanticContentAttribute = .forceLeftToRight
        case "forceRightToLeft": view.semanticContentAttribute = .forceRightToLeft
        case "playback": view.semanticContentAttribute = .playback
        case "spatial": view.semanticContentAttribute = .spatial
        default: break
        }
        let priorities: [(String, NSLayoutConstraint.Axis, Bool)] = [
            ("horizontalHuggingPriority", .horizontal, true), ("verticalHuggingPriority", .vertical, true),
            ("horizontalCompressionResistancePriority", .horizontal, false),
            ("verticalCompressionResistancePriority", .vertical, false),
        ]
        for (attribute, axis, hugging) in priorities {
            guard let value = element.number(attribute) else { continue }
            if hugging {
                view.setContentHuggingPriority(UILayoutPriority(Float(value)), for: axis)
            } else {
                view.setContentCompressionResistancePriority(UILayoutPriority(Float(value)), for: axis)
            }
        }
        if let accessibility = element.child("accessibility", key: "accessibilityConfiguration") {
            if let identifier = accessibility["identifier"] { view.accessibilityIdentifier = identifier }
            if let label = loading.text(accessibility, "label", key: "accessibilityLabel", id: element.id) {
                view.accessibilityLabel = label
            }
            if let hint = loading.text(accessibility, "hint", key: "accessibilityHint", id: element.id) {
                view.accessibilityHint = hint
            }
        }
        for guide in element.children where guide.name == "viewLayoutGuide" {
            switch guide.key {
            case "safeArea": loading.alias(view.safeAreaLayoutGuide, id: guide.id)
            case "layoutMargins": loading.alias(view.layoutMarginsGuide, id: guide.id)
            case "contentLayoutGuide": (view as? UIScrollView).map { loading.alias($0.contentLayoutGuide, id: guide.id) }
            case "frameLayoutGuide": (view as? UIScrollView).map { loading.alias($0.frameLayoutGuide, id: guide.id) }
            default: break
            }
        }
    }

    /// The subviews, each made through its class's `init?(coder:)`; a stack view arranges them.
    @MainActor func decodeSubviews(of view: UIView, _ element: NibElement) {
        for child in element.list("subviews") {
            guard let subview = loading.instantiate(child) as? UIView else { continue }
            if let stack = view as? UIStackView {
                stack.addArrangedSubview(subview)
            } else {
                view.addSubview(subview)
            }
        }
    }

    /// The constraints Interface Builder keeps on the view: an item left out is the view itself.
    @MainActor func decodeConstraints(of view: UIView, _ element: NibElement) {
        let variations = ConstraintVariations(element)
        var made: [(id: String, constraint: NSLayoutConstraint)] = []
        for constraint in element.list("constraints") {
            guard let one = makeConstraint(constraint, in: view) else { continue }
            loading.alias(one, id: constraint.id)
            if let id = constraint.id, !variations.isEmpty {
                made.append((id, one))
                // One installed for some size classes only waits for the view's traits.
                if variations.excludedByDefault.contains(id) { continue }
            }
            view.addConstraint(one)
        }
        if !variations.isEmpty { installVariations(of: view, constraints: made, variations) }
    }

    @MainActor private func makeConstraint(_ element: NibElement, in view: UIView) -> NSLayoutConstraint? {
        guard let firstAttribute = NibValues.layoutAttribute(element["firstAttribute"]) else { return nil }
        let first: AnyObject = element["firstItem"].flatMap { loading.object($0) } ?? view
        var second: AnyObject?
        var secondAttribute = NSLayoutConstraint.Attribute.notAnAttribute
        if let attribute = NibValues.layoutAttribute(element["secondAttribute"]) {
            secondAttribute = attribute
            second = element["secondItem"].flatMap { loading.object($0) } ?? view
        }
        if element["firstItem"].map({ loading.object($0) == nil }) == true
            || element["secondItem"].map({ loading.object($0) == nil }) == true {
            loading.report(element, "A constraint names an object that is not in the same view hierarchy; it is left out.")
            return nil
        }
        let relation: NSLayoutConstraint.Relation = switch element["relation"] {
        case "greaterThanOrEqual": .greaterThanOrEqual
        case "lessThanOrEqual": .lessThanOrEqual
        default: .equal
        }
        let constraint = NSLayoutConstraint(item: first, attribute: firstAttribute, relatedBy: relation, toItem: second,
                                            attribute: secondAttribute, multiplier: NibValues.multiplier(element["multiplier"]),
                                            constant: element.number("constant") ?? 0)
        if let priority = element.number("priority") { constraint.priority = UILayoutPriority(Float(priority)) }
        constraint.identifier = element["identifier"]
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

    // MARK: Labels and text

    @MainActor private func decodeLabel(_ label: UILabel) {
        label.text = loading.text(element, "text")
        if let font = NibValues.font(element.child("fontDescription", key: "fontDescription")) { label.font = font }
        if let color = NibValues.color(element.child("color", key: "textColor")) { label.textColor = color }
        if let color = NibValues.color(element.child("color", key: "highlightedColor")) { label.highlightedTextColor = color }
        if let alignment = NibValues.textAlignment(element["textAlignment"]) { label.textAlignment = alignment }
        if let lines = element.number("numberOfLines") { label.numberOfLines = Int(lines) }
        if let mode = NibValues.lineBreakMode(element["lineBreakMode"]) { label.lineBreakMode = mode }
        if let adjusts = element.flag("adjustsFontSizeToFit") { label.adjustsFontSizeToFitWidth = adjusts }
        if let scale = element.number("minimumScaleFactor") { label.minimumScaleFactor = scale }
        if let adjusts = element.flag("adjustsFontForContentSizeCategory") { label.adjustsFontForContentSizeCategory = adjusts }
        if let enabled = element.flag("enabled") { label.isEnabled = enabled }
    }

    @MainActor private func decodeTextField(_ field: UITextField) {
        if let text = loading.text(element, "text") { field.text = text }
        if let placeholder = loading.text(element, "placeholder") { field.placeholder = placeholder }
        if let font = NibValues.font(element.child("fontDescription", key: "fontDescription")) { field.font = font }
        if let color = NibValues.color(element.child("color", key: "textColor")) { field.textColor = color }
        if let alignment = NibValues.textAlignment(element["textAlignment"]), alignment != field.textAlignment {
            field.textAlignment = alignment
        }
        switch element["borderStyle"] {
        case "roundedRect": field.borderStyle = .roundedRect
        case "line": field.borderStyle = .line
        case "bezel": field.borderStyle = .bezel
        default: field.borderStyle = .none
        }
        switch element["clearButtonMode"] {
        case "whileEditing": field.clearButtonMode = .whileEditing
        case "unlessEditing": field.clearButtonMode = .unlessEditing
        case "always": field.clearButtonMode = .always
        default: break
        }
        if let traits = element.child("textInputTraits", key: "textInputTraits") { decodeTextInputTraits(traits, of: field) }
    }

    @MainActor private func decodeTextInputTraits(_ traits: NibElement, of field: UITextField) {
        if traits.flag("secureTextEntry") == true { field.isSecureTextEntry = true }
        switch traits["keyboardType"] {
        case "emailAddress": field.keyboardType = .emailAddress
        case "numberPad": field.keyboardType = .numberPad
        case "decimalPad": field.keyboardType = .decimalPad
        case "phonePad": field.keyboardType = .phonePad
        case "URL": field.keyboardType = .URL
        default: break
        }
        switch traits["returnKeyType"] {
        case "done": field.returnKeyType = .done
        case "go": field.returnKeyType = .go
        case "next": field.returnKeyType = .next
        case "search": field.returnKeyType = .search
        case "send": field.returnKeyType = .send
        default: break
        }
        switch traits["autocapitalizationType"] {
        case "words": field.autocapitalizationType = .words
        case "sentences": field.autocapitalizationType = .sentences
        case "allCharacters": field.autocapitalizationType = .allCharacters
        case "none": field.autocapitalizationType = .none
        default: break
        }
    }

    @MainActor private func decodeTextView(_ textView: UITextView) {
        if let text = loading.translation(element.id, "text") ?? element.child("string", key: "text")?["_text"] ?? element["text"] {
            textView.text = text
        }
        if let font = NibValues.font(element.child("fontDescription", key: "fontDescription")) { textView.font = font }
        if let color = NibValues.color(element.child("color", key: "textColor")) { textView.textColor = color }
        if let alignment = NibValues.textAlignment(element["textAlignment"]) { textView.textAlignment = alignment }
        if let editable = element.flag("editable") { textView.isEditable = editable }
        if let selectable = element.flag("selectable") { textView.isSelectable = selectable }
    }

    // MARK: Images

    @MainActor private func decodeImageView(_ imageView: UIImageView) {
        imageView.image = NibValues.image(of: element)
        if let highlighted = NibValues.image(of: element, "highlightedImage") { imageView.highlightedImage = highlighted }
        if let configuration = element.child("preferredSymbolConfiguration", key: "preferredSymbolConfiguration") {
            imageView.preferredSymbolConfiguration = NibItems.symbolConfiguration(configuration)
        }
    }

    // MARK: Stacks and scrolling

    @MainActor private func decodeStackView(_ stack: UIStackView) {
        stack.axis = element["axis"] == "vertical" ? .vertical : .horizontal
        stack.alignment = switch element["alignment"] {
        case "top", "leading": .leading
        case "center": .center
        case "bottom", "trailing": .trailing
        case "firstBaseline": .firstBaseline
        case "lastBaseline", "baseline": .lastBaseline
        default: .fill
        }
        stack.distribution = switch element["distribution"] {
        case "fillEqually": .fillEqually
        case "fillProportionally": .fillProportionally
        case "equalSpacing": .equalSpacing
        case "equalCentering": .equalCentering
        default: .fill
        }
        if let spacing = element.number("spacing") { stack.spacing = spacing }
        if let relative = element.flag("baselineRelativeArrangement") { stack.isBaselineRelativeArrangement = relative }
        if let relative = element.flag("layoutMarginsFollowReadableWidth") { stack.isLayoutMarginsRelativeArrangement = relative }
    }

    @MainActor private func decodeScrollView(_ scrollView: UIScrollView) {
        if let shows = element.flag("showsHorizontalScrollIndicator") { scrollView.showsHorizontalScrollIndicator = shows }
        if let shows = element.flag("showsVerticalScrollIndicator") { scrollView.showsVerticalScrollIndicator = shows }
        if let bounces = element.flag("bounces") { scrollView.bounces = bounces }
        if let always = element.flag("alwaysBounceVertical") { scrollView.alwaysBounceVertical = always }
        if let always = element.flag("alwaysBounceHorizontal") { scrollView.alwaysBounceHorizontal = always }
        if let paging = element.flag("pagingEnabled") { scrollView.isPagingEnabled = paging }
        if let enabled = element.flag("scrollEnabled") { scrollView.isScrollEnabled = enabled }
        if let insets = NibValues.insets(element.child("inset", key: "contentInset")) { scrollView.contentInset = insets }
        switch element["contentInsetAdjustmentBehavior"] {
        case "never": scrollView.contentInsetAdjustmentBehavior = .never
        case "always": scrollView.contentInsetAdjustmentBehavior = .always
        case "scrollableAxes": scrollView.contentInsetAdjustmentBehavior = .scrollableAxes
        default: break
        }
        switch element["keyboardDismissMode"] {
        case "onDrag": scrollView.keyboardDismissMode = .onDrag
        case "interactive": scrollView.keyboardDismissMode = .interactive
        default: break
        }
    }
}
