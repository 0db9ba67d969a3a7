import Foundation

/// A type of closure that handles an action.
public typealias UIActionHandler = @MainActor (UIAction) -> Void

/// A menu element that performs its action in a closure.
@preconcurrency @MainActor
open class UIAction: UIMenuElement {
    /// A string that identifies an action, so that it can be found and removed.
    public struct Identifier: RawRepresentable, Hashable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public init(_ rawValue: String) { self.rawValue = rawValue }
    }

    /// The unique identifier of the action: the one it was made with, or one of its own made
    /// the first time it is read (most actions, a button's, are never asked, and formatting a
    /// UUID costs more than the rest of making the action).
    public var identifier: Identifier {
        if let raw = rareParts?.identifier { return Identifier(rawValue: raw) }
        let made = UUID().uuidString
        rarePartsMade.identifier = made
        return Identifier(rawValue: made)
    }

    /// An elaborated title that explains the purpose of the action.
    open var discoverabilityTitle: String? {
        get { rareParts?.discoverabilityTitle }
        set { if newValue != nil || rareParts != nil { rarePartsMade.discoverabilityTitle = newValue } }
    }

    /// The style of the action in a menu (destructive, disabled, hidden).
    open var attributes: UIMenuElement.Attributes {
        get { Attributes(rawValue: rareParts?.wideAttributes ?? UInt(storedAttributes)) }
        set {
            guard let narrow = UInt32(exactly: newValue.rawValue) else {
                rarePartsMade.wideAttributes = newValue.rawValue
                return
            }
            storedAttributes = narrow
            if rareParts?.wideAttributes != nil { rareParts?.wideAttributes = nil }
        }
    }

    /// Whether the action is checked in a menu.
    open var state: UIMenuElement.State

    /// The object responsible for the action handler, while the handler runs.
    open var sender: Any? { UIAction.senders[ObjectIdentifier(self)] }

    /// The attributes' bits, in the four bytes the state leaves before the handler.
    private var storedAttributes: UInt32 = 0
    private let handler: UIActionHandler

    /// The senders of the actions whose handlers are running: an action holds no sender
    /// between calls, so it keeps no room for one.
    private static var senders: [ObjectIdentifier: Any] = [:]

    /// Creates an action with a title, an optional image and identifier, its menu attributes and
    /// state, and the handler to call.
    public init(title: String = "", subtitle: String? = nil, image: UIImage? = nil, identifier: Identifier? = nil,
                discoverabilityTitle: String? = nil, attributes: UIMenuElement.Attributes = [],
                state: UIMenuElement.State = .off, handler: @escaping UIActionHandler) {
        self.state = state
        self.handler = handler
        let narrowAttributes = UInt32(exactly: attributes.rawValue)
        storedAttributes = narrowAttributes ?? 0
        super.init(title: title, subtitle: subtitle, image: image)
        // Kept in storage, not through the properties, which a subclass may override.
        if let identifier { rarePartsMade.identifier = identifier.rawValue }
        if let discoverabilityTitle { rarePartsMade.discoverabilityTitle = discoverabilityTitle }
        if narrowAttributes == nil { rarePartsMade.wideAttributes = attributes.rawValue }
    }

    func perform(sender: Any?) {
        let key = ObjectIdentifier(self)
        // A handler that performs its own action again sees the inner sender until that returns.
        let outer = UIAction.senders[key]
        UIAction.senders[key] = sender
        defer { UIAction.senders[key] = outer }
        handler(self)
    }
}
