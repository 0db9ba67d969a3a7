import Foundation

/// One item being dragged: its item provider, and an object the app attaches for drops
/// within the app.
@preconcurrency @MainActor
open class UIDragItem: NSObject {
    /// The data the item carries.
    public let itemProvider: NSItemProvider

    /// An object for drops within the app (a drop elsewhere does not see it).
    open var localObject: Any?

    public init(itemProvider: NSItemProvider) {
        self.itemProvider = itemProvider
        super.init()
    }
}
