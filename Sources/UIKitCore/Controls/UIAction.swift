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

    /// The unique identifier of the action: the one it was made with, or one of its own.
    public var identifier: Identifier { storedIdentifier.read() }

    private var storedIdentifier: ElementIdentifier<Identifier>
    /// An elaborated title that explains the purpose of the action.
    open var discoverabilityTitle: String?
    /// The style of the action in a menu (destructive, disabled, hidden).
    open var attributes: UIMenuElement.Attributes
    /// Whether the action is checked in a menu.
    open var state: UIMenuElement.State
    /// The object responsible for the action handler, while the handler runs.
    open private(set) var sender: Any?

    private let handler: UIActionHandler

    /// Creates an action with a title, an optional image and identifier, its menu attributes and
    /// state, and the handler to call.
    public init(title: String = "", subtitle: String? = nil, image: UIImage? = nil, identifier: Identifier? = nil,
                discoverabilityTitle: String? = nil, attributes: UIMenuElement.Attributes = [],
                state: UIMenuElement.State = .off, handler: @escaping UIActionHandler) {
        storedIdentifier = ElementIdentifier(identifier)
        self.discoverabilityTitle = discoverabilityTitle
        self.attributes = attributes
        self.state = state
        self.handler = handler
        super.init(title: title, subtitle: subtitle, image: image)
    }

    func perform(sender: Any?) {
        self.sender = sender
        handler(self)
        self.sender = nil
    }
}
