import Foundation

extension UIButton {
    /// A configuration that specifies the appearance and behavior of a button and its contents.
    public struct Configuration: Sendable {
        /// The styles of the system button configurations.
        enum Style: Sendable {
            case plain, tinted, gray, filled, borderless, bordered, borderedTinted, borderedProminent
        }

        /// Settings that determine the corner radius of the button's background.
        public enum CornerStyle: Sendable {
            /// The background's own `cornerRadius`.
            case fixed
            /// A radius that follows the button size.
            case dynamic
            case small, medium, large
            /// Half the button's height.
            case capsule
        }

        /// Settings that select the system-defined size of the button's content.
        public enum Size: Sendable {
            case mini, small, medium, large
        }

        /// Constants that specify the text alignment of the title and subtitle.
        public enum TitleAlignment: Sendable {
            case automatic, leading, center, trailing
        }

        let style: Style

        /// The button's title.
        public var title: String?
        /// The button's title as attributed text (drawn with its plain characters).
        public var attributedTitle: AttributedString? {
            get { title.map(AttributedString.init) }
            set { title = newValue.map { String($0.characters) } }
        }
        /// The secondary text below the title.
        public var subtitle: String?
        /// The foreground image.
        public var image: UIImage?
        /// Where the image sits relative to the title: `.leading` (the default), `.trailing`,
        /// `.top` or `.bottom`.
        public var imagePlacement: NSDirectionalRectEdge = .leading
        /// The distance between the image and the title.
        public var imagePadding: CGFloat = 0
        /// The distance between the title and the subtitle.
        public var titlePadding: CGFloat = 0
        /// The alignment of the title and subtitle.
        public var titleAlignment: TitleAlignment = .automatic
        /// The distance from the button's edges to its content; by default the button size's insets.
        public var contentInsets: NSDirectionalEdgeInsets {
            get { storedContentInsets ?? buttonSize.contentInsets }
            set { storedContentInsets = newValue }
        }
        /// The color of the title, subtitle and image; `nil` uses the style's (tint or white).
        public var baseForegroundColor: UIColor?
        /// The color of the background; `nil` uses the style's (derived from the tint).
        public var baseBackgroundColor: UIColor?
        /// The button's background.
        public var background = UIBackgroundConfiguration.clear()
        /// How the background's corners are rounded. The default is `.dynamic`.
        public var cornerStyle: CornerStyle = .dynamic
        /// The size of the content: its font and insets. The default is `.medium`.
        public var buttonSize: Size = .medium {
            didSet { if buttonSize != oldValue { storedContentInsets = nil } }
        }
        /// Whether an activity indicator replaces the image.
        public var showsActivityIndicator = false

        private var storedContentInsets: NSDirectionalEdgeInsets?

        init(style: Style) {
            self.style = style
        }

        /// A configuration for a plain button: tinted content, no background.
        public static func plain() -> Configuration { Configuration(style: .plain) }
        /// A configuration for a button with a tinted background color.
        public static func tinted() -> Configuration { Configuration(style: .tinted) }
        /// A configuration for a button with a gray background color.
        public static func gray() -> Configuration { Configuration(style: .gray) }
        /// A configuration for a button with a background filled with the tint color.
        public static func filled() -> Configuration { Configuration(style: .filled) }
        /// A configuration for a button with no border.
        public static func borderless() -> Configuration { Configuration(style: .borderless) }
        /// A configuration for a bordered button (a gray background).
        public static func bordered() -> Configuration { Configuration(style: .bordered) }
        /// A configuration for a bordered button with a tinted background.
        public static func borderedTinted() -> Configuration { Configuration(style: .borderedTinted) }
        /// A configuration for a bordered button filled with the tint color.
        public static func borderedProminent() -> Configuration { Configuration(style: .borderedProminent) }
    }
}

extension UIButton.Configuration.Size {
    /// UIKit's content insets for each size.
    var contentInsets: NSDirectionalEdgeInsets {
        switch self {
        case .mini: NSDirectionalEdgeInsets(top: 2, leading: 8, bottom: 2, trailing: 8)
        case .small: NSDirectionalEdgeInsets(top: 5, leading: 10, bottom: 5, trailing: 10)
        case .medium: NSDirectionalEdgeInsets(top: 7, leading: 12, bottom: 7, trailing: 12)
        case .large: NSDirectionalEdgeInsets(top: 14, leading: 20, bottom: 14, trailing: 20)
        }
    }

    /// The title font's point size, and the subtitle's.
    var titleFontSize: CGFloat {
        switch self {
        case .mini: 12
        case .small: 15
        case .medium, .large: 17
        }
    }

    var subtitleFontSize: CGFloat {
        switch self {
        case .mini, .small: 12
        case .medium, .large: 15
        }
    }

    /// The corner radius of the `.dynamic` corner style.
    var dynamicCornerRadius: CGFloat {
        switch self {
        case .mini, .small: 6
        case .medium: 8
        case .large: 12
        }
    }
}
