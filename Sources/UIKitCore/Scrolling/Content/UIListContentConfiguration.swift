import Foundation

/// The requirements for an object that provides the configuration for a content view.
@preconcurrency @MainActor
public protocol UIContentConfiguration {
    /// Creates a new instance of the content view using this configuration.
    func makeContentView() -> UIView & UIContentView
    /// Returns a copy of the configuration appropriate for the state.
    func updated(for state: UIConfigurationState) -> Self
}

/// The requirements for a content view that you create using a configuration.
@preconcurrency @MainActor
public protocol UIContentView: AnyObject {
    /// The current configuration of the view.
    var configuration: UIContentConfiguration { get set }
}

/// The requirements for an object that encapsulates a view's state.
@preconcurrency @MainActor
public protocol UIConfigurationState {}

/// A cell's state for configurations: whether it is selected, highlighted, editing.
public struct UICellConfigurationState: UIConfigurationState, Hashable, Sendable {
    public var isSelected = false
    public var isHighlighted = false
    public var isEditing = false
    public var isDisabled = false

    public init() {}
}

/// A content configuration for a list-based content view: a cell's or a header's image, text
/// and secondary text, laid out as UIKit's list cells lay them out.
public struct UIListContentConfiguration: UIContentConfiguration {
    /// Which standard layout the configuration is.
    enum Kind: Hashable, Sendable {
        case cell, subtitleCell, valueCell, plainHeader, plainFooter, groupedHeader, groupedFooter
    }

    let kind: Kind

    /// The primary text.
    public var text: String?
    /// The primary text, with attributes; it takes precedence over `text`.
    public var attributedText: NSAttributedString?
    /// The secondary text.
    public var secondaryText: String?
    /// The secondary text, with attributes.
    public var secondaryAttributedText: NSAttributedString?
    /// The image shown at the leading edge.
    public var image: UIImage?
    /// How the primary text looks.
    public var textProperties: TextProperties
    /// How the secondary text looks.
    public var secondaryTextProperties: TextProperties
    /// How the image looks.
    public var imageProperties = ImageProperties()
    /// The margins around the content.
    public var directionalLayoutMargins: NSDirectionalEdgeInsets
    /// The space between the image and the text. The default is 16.
    public var imageToTextPadding: CGFloat = 16
    /// The vertical space between the text and the secondary text. The default is 3 (0 for a
    /// value cell).
    public var textToSecondaryTextVerticalPadding: CGFloat
    /// The horizontal space between the text and the secondary text side by side.
    public var textToSecondaryTextHorizontalPadding: CGFloat = 8
    /// Whether the text and secondary text sit side by side (a value cell's layout).
    public var prefersSideBySideTextAndSecondaryText: Bool

    init(kind: Kind) {
        self.kind = kind
        textProperties = TextProperties(font: .systemFont(ofSize: 17), color: .label)
        secondaryTextProperties = TextProperties(font: .systemFont(ofSize: 15), color: .secondaryLabel)
        directionalLayoutMargins = NSDirectionalEdgeInsets(top: 11, leading: 20, bottom: 11, trailing: 20)
        textToSecondaryTextVerticalPadding = 3
        prefersSideBySideTextAndSecondaryText = false
        switch kind {
        case .cell:
            break
        case .subtitleCell:
            secondaryTextProperties.font = .systemFont(ofSize: 15)
        case .valueCell:
            secondaryTextProperties.font = .systemFont(ofSize: 17)
            prefersSideBySideTextAndSecondaryText = true
            textToSecondaryTextVerticalPadding = 0
        case .plainHeader, .plainFooter:
            textProperties = TextProperties(font: .boldSystemFont(ofSize: 17), color: .label)
            directionalLayoutMargins = NSDirectionalEdgeInsets(top: 4, leading: 20, bottom: 4, trailing: 20)
        case .groupedHeader:
            textProperties = TextProperties(font: .systemFont(ofSize: 13), color: .secondaryLabel)
            textProperties.transform = .uppercase
            directionalLayoutMargins = NSDirectionalEdgeInsets(top: 16, leading: 20, bottom: 6, trailing: 20)
        case .groupedFooter:
            textProperties = TextProperties(font: .systemFont(ofSize: 13), color: .secondaryLabel)
            directionalLayoutMargins = NSDirectionalEdgeInsets(top: 6, leading: 20, bottom: 11, trailing: 20)
        }
    }

    /// The configuration of a default cell: an image and one line of body text.
    public static func cell() -> UIListContentConfiguration { UIListContentConfiguration(kind: .cell) }
    /// A cell with secondary text below the text.
    public static func subtitleCell() -> UIListContentConfiguration { UIListContentConfiguration(kind: .subtitleCell) }
    /// A cell with secondary text at the trailing edge, beside the text.
    public static func valueCell() -> UIListContentConfiguration { UIListContentConfiguration(kind: .valueCell) }
    /// A plain table's section header.
    public static func plainHeader() -> UIListContentConfiguration { UIListContentConfiguration(kind: .plainHeader) }
    /// A plain table's section footer.
    public static func plainFooter() -> UIListContentConfiguration { UIListContentConfiguration(kind: .plainFooter) }
    /// A grouped table's section header: small capitals in gray.
    public static func groupedHeader() -> UIListContentConfiguration { UIListContentConfiguration(kind: .groupedHeader) }
    /// A grouped table's section footer.
    public static func groupedFooter() -> UIListContentConfiguration { UIListContentConfiguration(kind: .groupedFooter) }
    /// A section header: the plain style's.
    public static func header() -> UIListContentConfiguration { plainHeader() }
    /// A section footer: the plain style's.
    public static func footer() -> UIListContentConfiguration { plainFooter() }

    public func makeContentView() -> UIView & UIContentView {
        UIListContentView(configuration: self)
    }

    public func updated(for state: UIConfigurationState) -> UIListContentConfiguration {
        self
    }

    /// How a text of the configuration looks.
    public struct TextProperties: Hashable, Sendable {
        /// How the text's letters are cased.
        public enum TextTransform: Int, Hashable, Sendable {
            case none, capitalized, lowercase, uppercase
        }

        public var font: UIFont
        public var color: UIColor
        public var alignment: NSTextAlignment = .natural
        /// The maximum number of lines; 0, the default, is no limit.
        public var numberOfLines = 0
        public var lineBreakMode: NSLineBreakMode = .byTruncatingTail
        public var adjustsFontSizeToFitWidth = false
        public var minimumScaleFactor: CGFloat = 0
        public var transform: TextTransform = .none

        init(font: UIFont, color: UIColor) {
            self.font = font
            self.color = color
        }

        func applied(to text: String) -> String {
            switch transform {
            case .none: text
            case .capitalized: text.capitalized
            case .lowercase: text.lowercased()
            case .uppercase: text.uppercased()
            }
        }
    }

    /// How the image of the configuration looks.
    public struct ImageProperties: Hashable, Sendable {
        /// The tint of a template image.
        public var tintColor: UIColor?
        /// The largest size the image is shown at; zero means its own size.
        public var maximumSize: CGSize = .zero
        /// The room kept for the image whatever its size; zero means the image's own.
        public var reservedLayoutSize: CGSize = .zero
        /// The corner radius of the image.
        public var cornerRadius: CGFloat = 0

        public init() {}
    }
}
