import Foundation

/// Reading a view element into its recipe: what Interface Builder writes for every view, then
/// for the element's class. Values that depend on the session are read as each view is made:
/// translated texts, and fonts of a text style (the session's content size category).
///
/// An attribute whose value is the one the element's UIKit class starts with gets no step: the
/// view has it already, as a view decoded on iOS keeps the class's value for what the archive
/// leaves out (docs/storyboards.md, "Cost").
extension NibRecipe {
    func read(_ element: NibElement) {
        let base: UIResponder.Type? = if case .responder(let type)? = NibClasses.base(for: element.name) { type } else { nil }
        readViewAttributes(element, base: base)
        if !element.list("subviews").isEmpty { add(.subviews) }
        switch base {
        case is UILabel.Type: readLabel(element)
        case is UIButton.Type:
            buttonType = NibDecoder.buttonType(of: element)
            add(.button(NibButtonRecipe(element)))
        case is UIImageView.Type: add(UIImageView.self) { imageView, decoder in decoder.decodeImageView(imageView) }
        case is UITextField.Type: readTextField(element)
        case is UITextView.Type: add(UITextView.self) { textView, decoder in decoder.decodeTextView(textView) }
        case is UISwitch.Type: add(UISwitch.self) { control, decoder in decoder.decodeSwitch(control) }
        case is UISlider.Type: add(UISlider.self) { slider, decoder in decoder.decodeSlider(slider) }
        case is UIStepper.Type: add(UIStepper.self) { stepper, decoder in decoder.decodeStepper(stepper) }
        case is UISegmentedControl.Type: add(UISegmentedControl.self) { control, decoder in decoder.decodeSegmentedControl(control) }
        case is UIProgressView.Type: add(UIProgressView.self) { progress, decoder in decoder.decodeProgressView(progress) }
        case is UIActivityIndicatorView.Type:
            add(UIActivityIndicatorView.self) { indicator, decoder in decoder.decodeActivityIndicator(indicator) }
        case is UIPageControl.Type: add(UIPageControl.self) { control, decoder in decoder.decodePageControl(control) }
        case is UIStackView.Type: readStackView(element)
        case is UITableViewCell.Type: add(UITableViewCell.self) { cell, decoder in decoder.decodeTableViewCell(cell) }
        case is UITableView.Type: add(UITableView.self) { table, decoder in decoder.decodeTableView(table) }
        case is UICollectionViewCell.Type: add(UICollectionViewCell.self) { cell, decoder in decoder.decodeCollectionViewCell(cell) }
        case is UICollectionView.Type: add(UICollectionView.self) { collection, decoder in decoder.decodeCollectionView(collection) }
        default: break
        }
        if base is UIScrollView.Type { readScrollView(element) }
        if base is UIControl.Type { readControl(element) }
        readLayoutAttributes(element)
        if !element.list("constraints").isEmpty { add(.constraints) }
        readAttributeVariations(element)
        if !element.list("userDefinedRuntimeAttributes").isEmpty { add(.runtimeAttributes) }
    }

    // MARK: Every view

    private func readViewAttributes(_ element: NibElement, base: UIResponder.Type?) {
        if let mask = element.child("autoresizingMask", key: "autoresizingMask").map(NibValues.autoresizingMask) {
            add(.autoresizingMask(mask))
        }
        if let color = NibValues.color(element.child("color", key: "backgroundColor")) { add(.backgroundColor(color)) }
        if let color = NibValues.color(element.child("color", key: "tintColor")) { add(.tintColor(color)) }
        if let alpha = element.number("alpha"), alpha != 1 { add(.alpha(alpha)) }
        if element.flag("hidden") == true { add(.hidden(true)) }
        if let clips = element.flag("clipsSubviews") { add(.clipsToBounds(clips)) }
        if let mode = NibValues.contentMode(element["contentMode"]), mode != .scaleToFill { add(.contentMode(mode)) }
        if let tag = element.number("tag").map(Int.init) { add(.tag(tag)) }
        // Labels and image views start without interaction, other views with it.
        let interactive = !(base is UILabel.Type || base is UIImageView.Type)
        if let enabled = element.flag("userInteractionEnabled"), enabled != interactive { add(.userInteractionEnabled(enabled)) }
        if let preserves = element.flag("preservesSuperviewLayoutMargins") {
            add { view, _ in view.preservesSuperviewLayoutMargins = preserves }
        }
        if let insets = element.flag("insetsLayoutMarginsFromSafeArea") {
            add { view, _ in view.insetsLayoutMarginsFromSafeArea = insets }
        }
        if let margins = NibValues.directionalInsets(element.child("directionalEdgeInsets", key: "directionalLayoutMargins")) {
            add { view, _ in view.directionalLayoutMargins = margins }
        }
        let direction: UISemanticContentAttribute? = switch element["semanticContentAttribute"] {
        case "forceLeftToRight": .forceLeftToRight
        case "forceRightToLeft": .forceRightToLeft
        case "playback": .playback
        case "spatial": .spatial
        default: nil
        }
        if let direction { add { view, _ in view.semanticContentAttribute = direction } }
        readAccessibility(element)
    }

    /// What places the view by Auto Layout, set once the class's own attributes are: the view's
    /// layout state refers to the view weakly, which makes every later retain of the view take
    /// the runtime's slow path (docs/storyboards.md, "Cost"). The order is not observable: none of
    /// these attributes depends on another.
    private func readLayoutAttributes(_ element: NibElement) {
        if element.flag("translatesAutoresizingMaskIntoConstraints") == false {
            add(.translatesAutoresizingMaskIntoConstraints(false))
        }
        readLayoutPriorities(element)
        readLayoutGuides(element)
    }

    private func readLayoutPriorities(_ element: NibElement) {
        let priorities: [(String, NSLayoutConstraint.Axis, Bool)] = [
            ("horizontalHuggingPriority", .horizontal, true), ("verticalHuggingPriority", .vertical, true),
            ("horizontalCompressionResistancePriority", .horizontal, false),
            ("verticalCompressionResistancePriority", .vertical, false),
        ]
        for (attribute, axis, hugging) in priorities {
            guard let value = element.number(attribute) else { continue }
            let priority = UILayoutPriority(Float(value))
            add(hugging ? .contentHuggingPriority(priority, axis) : .contentCompressionResistancePriority(priority, axis))
        }
    }

    private func readAccessibility(_ element: NibElement) {
        guard let accessibility = element.child("accessibility", key: "accessibilityConfiguration") else { return }
        let id = element.id
        if let identifier = accessibility["identifier"] { add(.accessibilityIdentifier(identifier)) }
        if let label = accessibility["label"] {
            add { view, decoder in view.accessibilityLabel = decoder.loading.translation(id, "accessibilityLabel") ?? label }
        }
        if let hint = accessibility["hint"] {
            add { view, decoder in view.accessibilityHint = decoder.loading.translation(id, "accessibilityHint") ?? hint }
        }
    }

    /// The view's layout guides, which constraints name by id.
    private func readLayoutGuides(_ element: NibElement) {
        for guide in element.children where guide.name == "viewLayoutGuide" {
            guard let id = guide.id, guide.isReferenced else { continue }
            switch guide.key {
            case "safeArea": add { view, decoder in decoder.loading.alias(view.safeAreaLayoutGuide, id: id) }
            case "layoutMargins": add { view, decoder in decoder.loading.alias(view.layoutMarginsGuide, id: id) }
            case "contentLayoutGuide":
                add(UIScrollView.self) { scrollView, decoder in decoder.loading.alias(scrollView.contentLayoutGuide, id: id) }
            case "frameLayoutGuide":
                add(UIScrollView.self) { scrollView, decoder in decoder.loading.alias(scrollView.frameLayoutGuide, id: id) }
            default: break
            }
        }
    }

    // MARK: Labels and text

    private func readLabel(_ element: NibElement) {
        add(.labelText(element["text"]))
        if let font = NibFont(element) { add(.labelFont(font)) }
        if let color = NibValues.color(element.child("color", key: "textColor")) { add(.labelTextColor(color)) }
        if let color = NibValues.color(element.child("color", key: "highlightedColor")) {
            add(UILabel.self) { label, _ in label.highlightedTextColor = color }
        }
        if let alignment = NibValues.textAlignment(element["textAlignment"]), alignment != .natural {
            add(.labelTextAlignment(alignment))
        }
        if let lines = element.number("numberOfLines").map(Int.init), lines != 1 { add(.labelNumberOfLines(lines)) }
        if let mode = NibValues.lineBreakMode(element["lineBreakMode"]), mode != .byTruncatingTail {
            add(.labelLineBreakMode(mode))
        }
        if element.flag("adjustsFontSizeToFit") == true { add(UILabel.self) { label, _ in label.adjustsFontSizeToFitWidth = true } }
        if let scale = element.number("minimumScaleFactor") { add(UILabel.self) { label, _ in label.minimumScaleFactor = scale } }
        if let adjusts = element.flag("adjustsFontForContentSizeCategory") {
            add(UILabel.self) { label, _ in label.adjustsFontForContentSizeCategory = adjusts }
        }
        if element.flag("enabled") == false { add(UILabel.self) { label, _ in label.isEnabled = false } }
        if let text = NibValues.attributedString(element.child("attributedString", key: "attributedText")) {
            add(UILabel.self) { label, _ in label.attributedText = text }
        }
    }

    private func readTextField(_ element: NibElement) {
        if let text = element["text"] { add(.textFieldText(text)) }
        if let placeholder = element["placeholder"] { add(.textFieldPlaceholder(placeholder)) }
        if let font = NibFont(element) { add(.textFieldFont(font)) }
        if let color = NibValues.color(element.child("color", key: "textColor")) { add(.textFieldTextColor(color)) }
        if let alignment = NibValues.textAlignment(element["textAlignment"]), alignment != .natural {
            add(.textFieldTextAlignment(alignment))
        }
        let border: UITextField.BorderStyle = switch element["borderStyle"] {
        case "roundedRect": .roundedRect
        case "line": .line
        case "bezel": .bezel
        default: .none
        }
        // A text field starts without a border.
        if border != .none { add(.textFieldBorderStyle(border)) }
        let clearButton: UITextField.ViewMode? = switch element["clearButtonMode"] {
        case "whileEditing": .whileEditing
        case "unlessEditing": .unlessEditing
        case "always": .always
        default: nil
        }
        if let clearButton { add(UITextField.self) { field, _ in field.clearButtonMode = clearButton } }
        if let traits = element.child("textInputTraits", key: "textInputTraits") { readTextInputTraits(traits) }
        if let text = NibValues.attributedString(element.child("attributedString", key: "attributedText")) {
            add(UITextField.self) { field, _ in field.attributedText = text }
        }
    }

    private func readTextInputTraits(_ traits: NibElement) {
        if traits.flag("secureTextEntry") == true { add(UITextField.self) { field, _ in field.isSecureTextEntry = true } }
        let keyboard: UIKeyboardType? = switch traits["keyboardType"] {
        case "emailAddress": .emailAddress
        case "numberPad": .numberPad
        case "decimalPad": .decimalPad
        case "phonePad": .phonePad
        case "URL": .URL
        default: nil
        }
        if let keyboard { add(UITextField.self) { field, _ in field.keyboardType = keyboard } }
        let returnKey: UIReturnKeyType? = switch traits["returnKeyType"] {
        case "done": .done
        case "go": .go
        case "next": .next
        case "search": .search
        case "send": .send
        default: nil
        }
        if let returnKey { add(UITextField.self) { field, _ in field.returnKeyType = returnKey } }
        let capitalization: UITextAutocapitalizationType? = switch traits["autocapitalizationType"] {
        case "words": .words
        case "sentences": .sentences
        case "allCharacters": .allCharacters
        case "none": UITextAutocapitalizationType.none
        default: nil
        }
        if let capitalization { add(UITextField.self) { field, _ in field.autocapitalizationType = capitalization } }
    }

    // MARK: Stacks, scrolling, controls

    private func readStackView(_ element: NibElement) {
        if element["axis"] == "vertical" { add(.stackAxis(.vertical)) }
        let alignment = NibValues.stackAlignment(element["alignment"])
        if alignment != .fill { add(.stackAlignment(alignment)) }
        let distribution = NibValues.stackDistribution(element["distribution"])
        if distribution != .fill { add(.stackDistribution(distribution)) }
        if let spacing = element.number("spacing"), spacing != 0 { add(.stackSpacing(spacing)) }
        if let relative = element.flag("baselineRelativeArrangement") {
            add(UIStackView.self) { stack, _ in stack.isBaselineRelativeArrangement = relative }
        }
        if let relative = element.flag("layoutMarginsFollowReadableWidth") {
            add(UIStackView.self) { stack, _ in stack.isLayoutMarginsRelativeArrangement = relative }
        }
    }

    private func readScrollView(_ element: NibElement) {
        let flags: [(String, ReferenceWritableKeyPath<UIScrollView, Bool>)] = [
            ("showsHorizontalScrollIndicator", \.showsHorizontalScrollIndicator),
            ("showsVerticalScrollIndicator", \.showsVerticalScrollIndicator), ("bounces", \.bounces),
            ("alwaysBounceVertical", \.alwaysBounceVertical), ("alwaysBounceHorizontal", \.alwaysBounceHorizontal),
            ("pagingEnabled", \.isPagingEnabled), ("scrollEnabled", \.isScrollEnabled),
        ]
        for (attribute, keyPath) in flags {
            guard let value = element.flag(attribute) else { continue }
            add(UIScrollView.self) { scrollView, _ in scrollView[keyPath: keyPath] = value }
        }
        if let insets = NibValues.insets(element.child("inset", key: "contentInset")) {
            add(UIScrollView.self) { scrollView, _ in scrollView.contentInset = insets }
        }
        let adjustment: UIScrollView.ContentInsetAdjustmentBehavior? = switch element["contentInsetAdjustmentBehavior"] {
        case "never": .never
        case "always": .always
        case "scrollableAxes": .scrollableAxes
        default: nil
        }
        if let adjustment { add(UIScrollView.self) { scrollView, _ in scrollView.contentInsetAdjustmentBehavior = adjustment } }
        let dismissal: UIScrollView.KeyboardDismissMode? = switch element["keyboardDismissMode"] {
        case "onDrag": .onDrag
        case "interactive": .interactive
        default: nil
        }
        if let dismissal { add(UIScrollView.self) { scrollView, _ in scrollView.keyboardDismissMode = dismissal } }
    }

    private func readControl(_ element: NibElement) {
        if element.flag("enabled") == false { add(.controlEnabled(false)) }
        if element.flag("selected") == true { add(.controlSelected(true)) }
        let horizontal: UIControl.ContentHorizontalAlignment? = switch element["contentHorizontalAlignment"] {
        case "left": .left
        case "right": .right
        case "fill": .fill
        case "leading": .leading
        case "trailing": .trailing
        case "center": .center
        default: nil
        }
        if let horizontal, horizontal != .center { add(.contentHorizontalAlignment(horizontal)) }
        let vertical: UIControl.ContentVerticalAlignment? = switch element["contentVerticalAlignment"] {
        case "top": .top
        case "bottom": .bottom
        case "fill": .fill
        case "center": .center
        default: nil
        }
        if let vertical, vertical != .center { add(.contentVerticalAlignment(vertical)) }
    }
}

/// A view's constraints as Interface Builder writes them, read once per process: items by id
/// (resolved as each view is made), the rest as values.
@MainActor
final class NibConstraintRecipe {
    struct Form {
        let element: NibElement
        let id: String?
        let firstItem: String?
        let firstAttribute: NSLayoutConstraint.Attribute
        let secondItem: String?
        let secondAttribute: NSLayoutConstraint.Attribute
        let relation: NSLayoutConstraint.Relation
        let multiplier: CGFloat
        let constant: CGFloat
        let priority: UILayoutPriority?
        let identifier: String?
    }

    let constraints: [Form]
    let variations: NibDecoder.ConstraintVariations
    /// The subviews installed for some size classes only.
    let subviewVariations: NibDecoder.ConstraintVariations

    private init(_ element: NibElement) {
        constraints = element.list("constraints").compactMap { constraint in
            guard let firstAttribute = NibValues.layoutAttribute(constraint["firstAttribute"]) else { return nil }
            let relation: NSLayoutConstraint.Relation = switch constraint["relation"] {
            case "greaterThanOrEqual": .greaterThanOrEqual
            case "lessThanOrEqual": .lessThanOrEqual
            default: .equal
            }
            return Form(element: constraint, id: constraint.id, firstItem: constraint["firstItem"], firstAttribute: firstAttribute,
                        secondItem: constraint["secondItem"],
                        secondAttribute: NibValues.layoutAttribute(constraint["secondAttribute"]) ?? .notAnAttribute,
                        relation: relation, multiplier: NibValues.multiplier(constraint["multiplier"]),
                        constant: constraint.number("constant") ?? 0,
                        priority: constraint.number("priority").map { UILayoutPriority(Float($0)) },
                        identifier: constraint["identifier"])
        }
        variations = NibDecoder.ConstraintVariations(element)
        subviewVariations = NibDecoder.ConstraintVariations(element, mask: "subviews")
    }

    static func of(_ element: NibElement) -> NibConstraintRecipe {
        if let recipe = element.constraintRecipe { return recipe }
        let recipe = NibConstraintRecipe(element)
        element.constraintRecipe = recipe
        return recipe
    }
}
