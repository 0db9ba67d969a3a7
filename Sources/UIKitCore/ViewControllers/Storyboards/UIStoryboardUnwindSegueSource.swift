import Foundation

/// An unwind segue's source and action, for `canPerformUnwindSegueAction(_:from:sender:)`.
@preconcurrency @MainActor
open class UIStoryboardUnwindSegueSource: NSObject {
    /// The view controller the unwind starts from.
    public let source: UIViewController
    /// The unwind action the destination implements.
    public let unwindAction: Selector
    /// The object that triggered the unwind.
    public let sender: Any?

    init(source: UIViewController, unwindAction: Selector, sender: Any?) {
        self.source = source
        self.unwindAction = unwindAction
        self.sender = sender
        super.init()
    }
}
