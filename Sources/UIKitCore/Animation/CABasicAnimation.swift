import Foundation

/// An animation of a layer property from one value to another: `fromValue` (or the value shown
/// now) to `toValue` (or the model value), or by `byValue`.
@preconcurrency @MainActor
open class CABasicAnimation: CAPropertyAnimation {
    open var fromValue: Any?
    open var toValue: Any?
    open var byValue: Any?

    public required init() {
        super.init()
    }

    public required init(copying animation: CAAnimation) {
        let basic = animation as? CABasicAnimation
        fromValue = basic?.fromValue
        toValue = basic?.toValue
        byValue = basic?.byValue
        super.init(copying: animation)
    }
}
