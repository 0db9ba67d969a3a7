import Foundation

/// An object representing a menu, action, or command. Menus themselves are not there yet; key
/// commands are the menu elements the server has.
@MainActor
open class UIMenuElement: NSObject {
    /// Attributes that determine the style of a menu element.
    public struct Attributes: OptionSet, Hashable, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }

        /// The element cannot be performed: a disabled key command does not fire.
        public static let disabled = Attributes(rawValue: 1 << 0)
        /// The element is destructive.
        public static let destructive = Attributes(rawValue: 1 << 1)
        /// The element is not shown: a hidden key command still fires, but is not discoverable.
        public static let hidden = Attributes(rawValue: 1 << 2)
        /// Performing the element keeps its menu presented.
        public static let keepsMenuPresented = Attributes(rawValue: 1 << 3)
    }

    /// Constants that indicate the state of an action- or command-based menu element.
    public enum State: Int, Sendable {
        case off, on, mixed
    }

    /// The title of the element.
    open var title: String
    /// The image of the element.
    open var image: UIImage?

    init(title: String, image: UIImage?) {
        self.title = title
        self.image = image
    }
}
