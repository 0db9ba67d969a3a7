import Foundation

/// An animation that plays several animations of one layer together: each child's
/// `beginTime` is relative to the group, and children are cut off at the group's end.
@preconcurrency @MainActor
open class CAAnimationGroup: CAAnimation {
    open var animations: [CAAnimation]?

    public required init() {
        super.init()
    }

    public required init(copying animation: CAAnimation) {
        animations = (animation as? CAAnimationGroup)?.animations
        super.init(copying: animation)
    }
}
