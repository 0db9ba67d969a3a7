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
    open var subtitle: String?
    /// The element's image.
    open var image: UIImage?

    init(title: String, subtitle: String?, image: UIImage?) {
        self.title = title
        self.subtitle = subtitle
        self.image = image
    }
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
