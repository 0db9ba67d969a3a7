import Foundation

/// What instantiating a view element does to its view, in the order `read(_:)` gives: each step
/// sets one property with a value parsed from the element's attributes once per process, or
/// does what depends on the load (subviews, constraints naming other objects, translated
/// texts). Shared by every session, so that a storyboard scene costs what the same hierarchy
/// written in code costs (docs/storyboards.md).
///
/// The steps are a flat list of typed values that one `switch` applies: no closure to call, retain
/// and release for each attribute, no string looked up as a view is made. What few elements need
/// (scroll view flags, layout guides, text input traits…) stays a closure (`Step.other`).
@MainActor
final class NibRecipe {
    typealias Apply = @MainActor (UIView, NibDecoder) -> Void

    /// One thing instantiating the element does to its view. A case for a class's property runs
    /// only on views of that class: the element's class decides which steps it has, and a recipe
    /// runs only on views of that class (`NibDecoder.finish`).
    enum Step {
        case translatesAutoresizingMaskIntoConstraints(Bool)
        case autoresizingMask(UIView.AutoresizingMask)
        case backgroundColor(UIColor)
        case tintColor(UIColor)
        case alpha(CGFloat)
        case hidden(Bool)
        case clipsToBounds(Bool)
        case contentMode(UIView.ContentMode)
        case tag(Int)
        case userInteractionEnabled(Bool)
        case contentHuggingPriority(UILayoutPriority, NSLayoutConstraint.Axis)
        case contentCompressionResistancePriority(UILayoutPriority, NSLayoutConstraint.Axis)
        case accessibilityIdentifier(String)
        case subviews
        case constraints
        case runtimeAttributes
        case labelText(String?)
        case labelFont(NibFont)
        case labelTextColor(UIColor)
        case labelTextAlignment(NSTextAlignment)
        case labelNumberOfLines(Int)
        case labelLineBreakMode(NSLineBreakMode)
        case textFieldText(String)
        case textFieldPlaceholder(String)
        case textFieldFont(NibFont)
        case textFieldTextColor(UIColor)
        case textFieldTextAlignment(NSTextAlignment)
        case textFieldBorderStyle(UITextField.BorderStyle)
        case stackAxis(NSLayoutConstraint.Axis)
        case stackAlignment(UIStackView.Alignment)
        case stackDistribution(UIStackView.Distribution)
        case stackSpacing(CGFloat)
        case controlEnabled(Bool)
        case controlSelected(Bool)
        case contentHorizontalAlignment(UIControl.ContentHorizontalAlignment)
        case contentVerticalAlignment(UIControl.ContentVerticalAlignment)
        case button(NibButtonRecipe)
        /// What only some elements need, as a closure.
        case other(Apply)
    }

    private(set) var steps: [Step] = []
    /// The element's id, which its translated texts are keyed by.
    private(set) var id: String?
    /// The button type Interface Builder chose (a `<button>` element), which
    /// `UIButton.init?(coder:)` reads first.
    var buttonType: UIButton.ButtonType?

    /// The recipe of a view element, made on first use.
    static func of(_ element: NibElement) -> NibRecipe {
        if let recipe = element.recipe { return recipe }
        let recipe = NibRecipe()
        recipe.id = element.id
        recipe.read(element)
        element.recipe = recipe
        return recipe
    }

    func add(_ step: Step) {
        steps.append(step)
    }

    func add(_ apply: @escaping Apply) {
        steps.append(.other(apply))
    }

    /// A step for views of one class. The element's class decides which steps it has, and a
    /// recipe runs only on views of that class (`NibDecoder.finish`), so the view is one.
    func add<T: UIView>(_ type: T.Type, _ apply: @escaping @MainActor (T, NibDecoder) -> Void) {
        steps.append(.other(Self.downcasting(apply)))
    }

    /// The step as one for any view. Made here rather than in `add`: Swift 6 gives a closure
    /// formed in that generic method a main-actor check each time it runs, a third of the cost
    /// of a typical step.
    private static func downcasting<T: UIView>(_ apply: @escaping @MainActor (T, NibDecoder) -> Void) -> Apply {
        return { (view: UIView, decoder: NibDecoder) -> Void in apply(unsafeDowncast(view, to: T.self), decoder) }
    }

    /// Runs the steps on a view of the element's class, made by `decoder`.
    func apply(to view: UIView, _ decoder: NibDecoder) {
        for step in steps {
            switch step {
            case .translatesAutoresizingMaskIntoConstraints(let translates): view.translatesAutoresizingMaskIntoConstraints = translates
            case .autoresizingMask(let mask): view.autoresizingMask = mask
            case .backgroundColor(let color): view.backgroundColor = color
            case .tintColor(let color): view.tintColor = color
            case .alpha(let alpha): view.alpha = alpha
            case .hidden(let hidden): view.isHidden = hidden
            case .clipsToBounds(let clips): view.clipsToBounds = clips
            case .contentMode(let mode): if mode != view.contentMode { view.contentMode = mode }
            case .tag(let tag): view.tag = tag
            case .userInteractionEnabled(let enabled): view.isUserInteractionEnabled = enabled
            case .contentHuggingPriority(let priority, let axis): view.setContentHuggingPriority(priority, for: axis)
            case .contentCompressionResistancePriority(let priority, let axis):
                view.setContentCompressionResistancePriority(priority, for: axis)
            case .accessibilityIdentifier(let identifier): view.accessibilityIdentifier = identifier
            case .subviews: decoder.decodeSubviews(of: view)
            case .constraints: decoder.decodeConstraints(of: view, decoder.element)
            case .runtimeAttributes: decoder.decodeRuntimeAttributes(of: view)
            case .labelText(let text): Self.label(view).text = decoder.loading.translation(id, "text") ?? text
            case .labelFont(let font): Self.label(view).font = font.font
            case .labelTextColor(let color): Self.label(view).textColor = color
            case .labelTextAlignment(let alignment): Self.label(view).textAlignment = alignment
            case .labelNumberOfLines(let lines): Self.label(view).numberOfLines = lines
            case .labelLineBreakMode(let mode): Self.label(view).lineBreakMode = mode
            case .textFieldText(let text): Self.textField(view).text = decoder.loading.translation(id, "text") ?? text
            case .textFieldPlaceholder(let placeholder):
                Self.textField(view).placeholder = decoder.loading.translation(id, "placeholder") ?? placeholder
            case .textFieldFont(let font): Self.textField(view).font = font.font
            case .textFieldTextColor(let color): Self.textField(view).textColor = color
            case .textFieldTextAlignment(let alignment): Self.textField(view).textAlignment = alignment
            case .textFieldBorderStyle(let style): Self.textField(view).borderStyle = style
            case .stackAxis(let axis): Self.stack(view).axis = axis
            case .stackAlignment(let alignment): Self.stack(view).alignment = alignment
            case .stackDistribution(let distribution): Self.stack(view).distribution = distribution
            case .stackSpacing(let spacing): Self.stack(view).spacing = spacing
            case .controlEnabled(let enabled): Self.control(view).isEnabled = enabled
            case .controlSelected(let selected): Self.control(view).isSelected = selected
            case .contentHorizontalAlignment(let alignment): Self.control(view).contentHorizontalAlignment = alignment
            case .contentVerticalAlignment(let alignment): Self.control(view).contentVerticalAlignment = alignment
            case .button(let recipe): recipe.apply(to: unsafeDowncast(view, to: UIButton.self), id: id, decoder)
            case .other(let run): run(view, decoder)
            }
        }
    }

    private static func label(_ view: UIView) -> UILabel { unsafeDowncast(view, to: UILabel.self) }
    private static func textField(_ view: UIView) -> UITextField { unsafeDowncast(view, to: UITextField.self) }
    private static func stack(_ view: UIView) -> UIStackView { unsafeDowncast(view, to: UIStackView.self) }
    private static func control(_ view: UIView) -> UIControl { unsafeDowncast(view, to: UIControl.self) }
}

/// A font Interface Builder wrote: read once, or, for a text style, as each view is made (its
/// size is the session's content size category's).
enum NibFont {
    case fixed(UIFont)
    case textStyle(NibElement)

    /// The `<fontDescription>` child of an element, if it has one.
    @MainActor init?(_ element: NibElement) {
        guard let description = element.child("fontDescription", key: "fontDescription") else { return nil }
        if description["style"] != nil {
            self = .textStyle(description)
            return
        }
        guard let font = NibValues.font(description) else { return nil }
        self = .fixed(font)
    }

    @MainActor var font: UIFont {
        switch self {
        case .fixed(let font): font
        case .textStyle(let description): NibValues.font(description)!
        }
    }
}
