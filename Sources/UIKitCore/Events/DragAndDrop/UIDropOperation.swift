import Foundation

/// What a drop does with the dragged data.
public enum UIDropOperation: UInt, Sendable {
    /// Nothing: the drag ends without a drop.
    case cancel = 0
    /// Not allowed here: the drag goes on, showing that.
    case forbidden = 1
    /// The data is copied.
    case copy = 2
    /// The data is moved (only within the app that started the drag).
    case move = 3
}

/// How a drop destination would handle a drop at the current place.
@preconcurrency @MainActor
open class UIDropProposal: NSObject {
    public let operation: UIDropOperation
    /// Whether the drop is precise (text insertion points); kept for apps that set it.
    open var isPrecise = false
    /// Whether the drag preview would be kept at its size over the destination.
    open var prefersFullSizePreview = false

    public init(operation: UIDropOperation) {
        self.operation = operation
        super.init()
    }
}
