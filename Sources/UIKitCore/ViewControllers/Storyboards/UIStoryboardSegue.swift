import Foundation

/// An object that prepares for and performs the visual transition between two view controllers.
///
/// A storyboard makes one each time a segue is triggered, hands it to the source's
/// `prepare(for:sender:)`, then calls `perform()`. Subclass it for a custom segue and override
/// `perform()`.
@preconcurrency @MainActor
open class UIStoryboardSegue: NSObject {
    /// The identifier of the segue, as the storyboard names it.
    public let identifier: String?
    /// The view controller the segue starts from.
    public let source: UIViewController
    /// The view controller the segue goes to.
    public let destination: UIViewController
    private let performHandler: (@MainActor () -> Void)?

    /// Creates a segue; a storyboard calls this on a custom segue class, which must keep it.
    public required init(identifier: String?, source: UIViewController, destination: UIViewController) {
        self.identifier = identifier
        self.source = source
        self.destination = destination
        performHandler = nil
        super.init()
    }

    /// Creates a segue that runs the block when performed.
    public init(identifier: String?, source: UIViewController, destination: UIViewController,
                performHandler: @escaping @MainActor () -> Void) {
        self.identifier = identifier
        self.source = source
        self.destination = destination
        self.performHandler = performHandler
        super.init()
    }

    /// Performs the visual transition; the default runs the perform handler, if any.
    open func perform() {
        performHandler?()
    }
}
