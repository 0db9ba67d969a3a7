import Foundation

/// A container for grouping related menu elements in an app menu or contextual menu.
@preconcurrency @MainActor
open class UIMenu: UIMenuElement {
    /// Options for configuring a menu's appearance.
    public struct Options: OptionSet, Hashable, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }

        /// The menu's children are shown inline in the parent menu, set off by separators,
        /// rather than as a submenu.
        public static let displayInline = Options(rawValue: 1 << 0)
        /// The menu's title is drawn in the destructive (red) style.
        public static let destructive = Options(rawValue: 1 << 1)
        /// The menu's actions form a group of which one at a time is on.
        public static let singleSelection = Options(rawValue: 1 << 5)
    }

    /// An identifier for a menu.
    public struct Identifier: RawRepresentable, Hashable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public init(_ rawValue: String) { self.rawValue = rawValue }
    }

    /// The unique identifier of the menu: the one it was made with, or one of its own.
    public var identifier: Identifier { storedIdentifier.read() }

    private var storedIdentifier: ElementIdentifier<Identifier>
    /// The options that configure the menu's appearance.
    public let options: Options
    /// The menu's elements.
    public let children: [UIMenuElement]

    /// Creates a menu with a title, image, identifier, options and children.
    public init(title: String = "", subtitle: String? = nil, image: UIImage? = nil, identifier: Identifier? = nil,
                options: Options = [], children: [UIMenuElement] = []) {
        storedIdentifier = ElementIdentifier(identifier)
        self.options = options
        self.children = children
        super.init(title: title, subtitle: subtitle, image: image)
    }

    /// Returns a copy of the menu with new children.
    open func replacingChildren(_ newChildren: [UIMenuElement]) -> UIMenu {
        UIMenu(title: title, subtitle: subtitle, image: image, identifier: identifier, options: options,
               children: newChildren)
    }

    /// The menu's selected element: in a single-selection menu, the first action that is on.
    open var selectedElements: [UIMenuElement] {
        children.flatMap { element -> [UIMenuElement] in
            if let menu = element as? UIMenu { return menu.selectedElements }
            if let action = element as? UIAction, action.state == .on { return [action] }
            return []
        }
    }
}
