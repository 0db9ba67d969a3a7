import Foundation

/// An object representing a menu, action, or command: what a `UIMenu` holds.
@preconcurrency @MainActor
open class UIMenuElement: NSObject {
    /// Attributes that determine the style of a menu element.
    public struct Attributes: OptionSet, Hashable, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }

        /// The element is drawn red, for an action that destroys data.
        public static let destructive = Attributes(rawValue: 1 << 1)
        /// The element is drawn dimmed and cannot be chosen.
        public static let disabled = Attributes(rawValue: 1 << 0)
        /// The element is not shown.
        public static let hidden = Attributes(rawValue: 1 << 2)
        /// Choosing the element leaves the menu open.
        public static let keepsMenuPresented = Attributes(rawValue: 1 << 3)
    }

    /// Constants that indicate the state of an action-based menu element.
    public enum State: Int, Sendable {
        /// The element is not checked.
        case off = 0
        /// The element is checked.
        case on = 1
        /// The element is partly checked (a dash).
        case mixed = -1
    }

    /// The element's title.
    open var title: String
    /// The element's secondary title, drawn below the title.
    open var subtitle: String? {
        get { rareParts?.subtitle }
        set { if newValue != nil || rareParts != nil { rarePartsMade.subtitle = newValue } }
    }
    /// The element's image.
    open var image: UIImage?
    /// What few elements have (a subtitle; an action's identifier, discoverability title or
    /// attributes past 32 bits), made the first time one of them is set: a screen's buttons
    /// each hold an action, which then asks for 72 bytes where it asked for 152.
    var rareParts: MenuElementRareParts?

    var rarePartsMade: MenuElementRareParts {
        if let rareParts { return rareParts }
        let made = MenuElementRareParts()
        rareParts = made
        return made
    }

    init(title: String, subtitle: String?, image: UIImage?) {
        self.title = title
        self.image = image
        super.init()
        if let subtitle { rarePartsMade.subtitle = subtitle }
    }
}

/// The parts of a menu element that few elements have (`UIMenuElement.rareParts`).
final class MenuElementRareParts {
    var subtitle: String?
    /// An action's identifier, as given or first asked for (`UIAction.identifier`).
    var identifier: String?
    var discoverabilityTitle: String?
    /// An action's attributes when they do not fit the 32 bits the action keeps inline.
    var wideAttributes: UInt?
}

/// The identifier of an action or a menu: the one it was made with, or one of its own made the
/// first time it is read. Most elements (a button's action) are never asked, and formatting a
/// UUID costs more than the rest of making the element.
struct ElementIdentifier<Value: RawRepresentable> where Value.RawValue == String {
    private var value: Value?

    init(_ given: Value?) {
        value = given
    }

    mutating func read() -> Value {
        if let value { return value }
        let made = Value(rawValue: UUID().uuidString)!
        value = made
        return made
    }
}
