import Foundation

/// Animations and completions to run alongside a drop's animation. Drops within the page are
/// not animated: animations run at once, then completions with the end position.
@preconcurrency @MainActor
public protocol UIDragAnimating: AnyObject {
    func addAnimations(_ animations: @escaping @MainActor () -> Void)
    func addCompletion(_ completion: @escaping @MainActor (UIViewAnimatingPosition) -> Void)
}

/// A drop animation that has already ended.
final class FinishedDragAnimation: UIDragAnimating {
    func addAnimations(_ animations: @escaping @MainActor () -> Void) {
        animations()
    }

    func addCompletion(_ completion: @escaping @MainActor (UIViewAnimatingPosition) -> Void) {
        completion(.end)
    }
}

/// How a lifted or dropped item's preview looks: the part of the view shown and its
/// background. Kept for apps that give them; the page shows the row itself.
@preconcurrency @MainActor
open class UIDragPreviewParameters: NSObject {
    open var visiblePath: UIBezierPath?
    open var backgroundColor: UIColor? = .white

    public override init() {
        super.init()
    }

    public init(textLineRects: [NSValue]) {
        super.init()
    }
}
