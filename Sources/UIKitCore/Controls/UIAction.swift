import Foundation

/// A type of closure that handles an action.
public typealias UIActionHandler = @MainActor (UIAction) -> Void

/// A menu element that performs its action in a closure.
@MainActor
open class UIAction: NSObject {
    /// A string that identifies an action, so that it can be found and removed.
    public struct Identifier: RawRepresentable, Hashable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public init(_ rawValue: String) { self.rawValue = rawValue }
    }

    /// The action's title.
    open var title: String
    /// The unique identifier of the action.
    public let identifier: Identifier
    /// An elaborated title that explains the purpose of the action.
    open var discoverabilityTitle: String?
    /// The object responsible for the action handler, while the handler runs.
    open private(set) var sender: Any?

    private let handler: UIActionHandler

    /// Creates an action with a title, an optional identifier and the handler to call.
    public init(title: String = "", identifier: Identifier? = nil, discoverabilityTitle: String? = nil,
                handler: @escaping UIActionHandler) {
        self.title = title
        self.identifier = identifier ?? Identifier(UUID().uuidString)
        self.discoverabilityTitle = discoverabilityTitle
        self.handler = handler
    }

    func perform(sender: Any?) {
        self.sender = sender
        handler(self)
        self.sender = nil
    }
}
