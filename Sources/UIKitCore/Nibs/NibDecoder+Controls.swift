import Foundation

/// What Interface Builder writes for controls.
extension NibDecoder {
    /// The button type Interface Builder chose, which `UIButton.init?(coder:)` reads first.
    @MainActor static func buttonType(_ coder: NSCoder) -> UIButton.ButtonType? {
        guard let decoder = nib(coder) else { return nil }
        return NibRecipe.of(decoder.element).buttonType
    }

    /// The button type a `<button>` element names, read once into its recipe.
    static func buttonType(of element: NibElement) -> UIButton.ButtonType? {
        guard element.name == "button" else { return nil }
        return switch element["buttonType"] {
        case "system", "roundedRect": .system
        case "detailDisclosure": .detailDisclosure
        case "infoLight": .infoLight
        case "infoDark": .infoDark
        case "contactAdd": .contactAdd
        case "close": .close
        default: .custom
        }
    }

    @MainActor func buttonConfiguration(_ element: NibElement) -> UIButton.Configuration {
        var configuration: UIButton.Configuration = switch element["style"] {
        case "filled": .filled()
        case "gray": .gray()
        case "tinted": .tinted()
        case "borderedProminent": .borderedProminent()
        case "bordered": .bordered()
        case "borderless": .borderless()
        default: .plain()
        }
        configuration.title = loading.text(element, "title", key: "configuration.title", id: self.element.id)
        configuration.subtitle = loading.text(element, "subtitle", key: "configuration.subtitle", id: self.element.id)
        configuration.image = NibValues.image(of: element)
        if let padding = element.number("imagePadding") { configuration.imagePadding = padding }
        switch element["imagePlacement"] {
        case "trailing": configuration.imagePlacement = .trailing
        case "top": configuration.imagePlacement = .top
        case "bottom": configuration.imagePlacement = .bottom
        default: break
        }
        switch element["cornerStyle"] {
        case "capsule": configuration.cornerStyle = .capsule
        case "large": configuration.cornerStyle = .large
        case "medium": configuration.cornerStyle = .medium
        case "small": configuration.cornerStyle = .small
        default: break
        }
        if let color = NibValues.color(element.child("color", key: "baseForegroundColor")) { configuration.baseForegroundColor = color }
        if let color = NibValues.color(element.child("color", key: "baseBackgroundColor")) { configuration.baseBackgroundColor = color }
        return configuration
    }

    @MainActor func decodeSwitch(_ control: UISwitch) {
        control.isOn = element.flag("on") ?? false
        if let color = NibValues.color(element.child("color", key: "onTintColor")) { control.onTintColor = color }
        if let color = NibValues.color(element.child("color", key: "thumbTintColor")) { control.thumbTintColor = color }
    }

    @MainActor func decodeSlider(_ slider: UISlider) {
        if let minimum = element.number("minValue") { slider.minimumValue = Float(minimum) }
        if let maximum = element.number("maxValue") { slider.maximumValue = Float(maximum) }
        if let value = element.number("value") { slider.value = Float(value) }
        if let continuous = element.flag("continuous") { slider.isContinuous = continuous }
        if let color = NibValues.color(element.child("color", key: "minimumTrackTintColor")) { slider.minimumTrackTintColor = color }
        if let color = NibValues.color(element.child("color", key: "maximumTrackTintColor")) { slider.maximumTrackTintColor = color }
    }

    @MainActor func decodeStepper(_ stepper: UIStepper) {
        if let minimum = element.number("minimumValue") { stepper.minimumValue = minimum }
        if let maximum = element.number("maximumValue") { stepper.maximumValue = maximum }
        if let step = element.number("stepValue") { stepper.stepValue = step }
        if let value = element.number("value") { stepper.value = value }
        if let wraps = element.flag("wraps") { stepper.wraps = wraps }
        if let repeats = element.flag("autorepeat") { stepper.autorepeat = repeats }
        if let continuous = element.flag("continuous") { stepper.isContinuous = continuous }
    }

    @MainActor func decodeSegmentedControl(_ control: UISegmentedControl) {
        for (index, segment) in element.list("segments").enumerated() {
            if let image = NibValues.image(of: segment) {
                control.insertSegment(with: image, at: index, animated: false)
            } else {
                let title = loading.text(segment, "title", key: "segmentTitles[\(index)]", id: element.id)
                control.insertSegment(withTitle: title, at: index, animated: false)
            }
        }
        if let index = element.number("selectedSegmentIndex") { control.selectedSegmentIndex = Int(index) }
        if let momentary = element.flag("momentary") { control.isMomentary = momentary }
        if let color = NibValues.color(element.child("color", key: "selectedSegmentTintColor")) {
            control.selectedSegmentTintColor = color
        }
    }

    @MainActor func decodeProgressView(_ progress: UIProgressView) {
        if element["progressViewStyle"] == "bar" { progress.progressViewStyle = .bar }
        if let value = element.number("progress") { progress.progress = Float(value) }
        if let color = NibValues.color(element.child("color", key: "progressTintColor")) { progress.progressTintColor = color }
        if let color = NibValues.color(element.child("color", key: "trackTintColor")) { progress.trackTintColor = color }
    }

    @MainActor func decodeActivityIndicator(_ indicator: UIActivityIndicatorView) {
        switch element["style"] {
        case "large", "whiteLarge": indicator.style = .large
        default: break
        }
        if let hides = element.flag("hidesWhenStopped") { indicator.hidesWhenStopped = hides }
        if let color = NibValues.color(element.child("color", key: "color")) { indicator.color = color }
        if element.flag("animating") == true { indicator.startAnimating() }
    }

    @MainActor func decodePageControl(_ control: UIPageControl) {
        if let pages = element.number("numberOfPages") { control.numberOfPages = Int(pages) }
        if let page = element.number("currentPage") { control.currentPage = Int(page) }
        if let hides = element.flag("hidesForSinglePage") { control.hidesForSinglePage = hides }
        if let color = NibValues.color(element.child("color", key: "pageIndicatorTintColor")) {
            control.pageIndicatorTintColor = color
        }
        if let color = NibValues.color(element.child("color", key: "currentPageIndicatorTintColor")) {
            control.currentPageIndicatorTintColor = color
        }
    }
}

/// What Interface Builder writes for a button, read once per process: its configuration, or its
/// titles, images and colours for each state, its title font and line break mode.
@MainActor
final class NibButtonRecipe {
    /// A state's values, as `<state key="normal" title="…">` writes them.
    struct State {
        let state: UIControl.State
        let title: String?
        /// The key its title's translation has (`normalTitle`).
        let titleKey: String
        /// The element, whose images are read as each button is made.
        let element: NibElement
        let hasImages: Bool
        let titleColor: UIColor?
        let attributedTitle: NSAttributedString?
    }

    /// The button's configuration, which shows instead of the states' values; Interface Builder
    /// still writes the state it had before.
    let configuration: NibElement?
    let states: [State]
    let font: NibFont?
    let lineBreakMode: NSLineBreakMode?

    init(_ element: NibElement) {
        configuration = element.child("buttonConfiguration", key: "configuration")
        let keys: [(String, UIControl.State)] = [
            ("normal", .normal), ("highlighted", .highlighted), ("selected", .selected), ("disabled", .disabled),
        ]
        states = keys.compactMap { key, state in
            guard let entry = element.child("state", key: key) else { return nil }
            return State(state: state, title: entry["title"], titleKey: "\(key)Title", element: entry,
                         hasImages: entry["image"] != nil || entry["backgroundImage"] != nil,
                         titleColor: NibValues.color(entry.child("color", key: "titleColor")),
                         attributedTitle: NibValues.attributedString(entry.child("attributedString", key: "attributedTitle")))
        }
        font = NibFont(element)
        lineBreakMode = NibValues.lineBreakMode(element["lineBreakMode"])
    }

    func apply(to button: UIButton, id: String?, _ decoder: NibDecoder) {
        if let configuration {
            button.configuration = decoder.buttonConfiguration(configuration)
            return
        }
        for entry in states {
            if let title = decoder.loading.translation(id, entry.titleKey) ?? entry.title { button.setTitle(title, for: entry.state) }
            if entry.hasImages {
                if let image = NibValues.image(entry.element["image"], catalog: entry.element["catalog"]) {
                    button.setImage(image, for: entry.state)
                }
                if let image = NibValues.image(entry.element["backgroundImage"], catalog: nil) {
                    button.setBackgroundImage(image, for: entry.state)
                }
            }
            if let color = entry.titleColor { button.setTitleColor(color, for: entry.state) }
            if let title = entry.attributedTitle { button.setAttributedTitle(title, for: entry.state) }
        }
        if let font { button.titleLabel?.font = font.font }
        if let lineBreakMode { button.titleLabel?.lineBreakMode = lineBreakMode }
    }
}

extension UIControl {
    /// The event a storyboard segue or an action without `eventType` fires on: a button's
    /// touch up inside, a value control's value change, as Interface Builder connects them.
    @MainActor var defaultNibEvent: UIControl.Event {
        switch self {
        case is UIButton: .touchUpInside
        case is UITextField: .editingDidEndOnExit
        default: .valueChanged
        }
    }
}
