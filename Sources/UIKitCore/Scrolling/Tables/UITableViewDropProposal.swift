import Foundation

/// How a table view would take a drop: the operation, and whether the items go between rows
/// (the rows make room) or into the row under the finger.
@preconcurrency @MainActor
open class UITableViewDropProposal: UIDropProposal {
    /// Where the dropped items go.
    public enum Intent: Int, Sendable {
        /// The table decides nothing: no room is made.
        case unspecified = 0
        /// Between rows, at the destination: the rows make room there.
        case insertAtDestinationIndexPath = 1
        /// Into the row at the destination.
        case insertIntoDestinationIndexPath = 2
        /// Between or into, as the finger's place in the row says.
        case automatic = 3
    }

    public let intent: Intent

    public init(operation: UIDropOperation, intent: Intent) {
        self.intent = intent
        super.init(operation: operation)
    }

    public override init(operation: UIDropOperation) {
        intent = .unspecified
        super.init(operation: operation)
    }
}
